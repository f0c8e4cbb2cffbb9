"""Drawing: pure functions from state to spans, testable without curses; they change nothing.

theme (styles, spans, glyphs), text (wrap, centre, clip, key hints), layout (where things go,
which cells show), board, status (header, messages, the end of a game, footer), game (the whole
game screen), menu, form, scores, help.
"""
