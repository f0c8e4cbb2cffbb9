"""What a front end sees of the kept files: the game to resume, best times, statistics."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from minesweeper import wording
from minesweeper.engine import Action, Coord, Level, Move, Params
from minesweeper.engine.gameid import GameId
from minesweeper.kept import Keeper, KeptGame
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings, Source


def test_a_game_left_in_progress_is_offered_then_taken_once(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    assert keeper.kept() is None
    session = keeper.session(Settings.of_params(Level.INTERMEDIATE.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(8, 8)))
    session.save()
    kept = keeper.kept()
    assert kept is not None and kept.title == "Intermediate" and not kept.is_fixed
    back = keeper.resume(kept.token, lambda: 0.0)
    assert back is not None and back.game.to_text() == session.game.to_text()
    assert Keeper(tmp_path).kept() is None  # another window cannot take it again
    assert keeper.resume(kept.token) is None


def test_a_counted_game_shows_in_its_table(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    field = session.game.minefield
    assert field is not None
    mine = next(field.mines())
    finish = session.play(Move(Action.OPEN, mine)).finish
    assert finish is not None and not finish.won and finish.table == "Beginner"
    assert keeper.stats("beginner").played == 1 and keeper.stats("beginner").won == 0
    assert keeper.best("beginner") == []
    assert keeper.title_of(keeper.tables[0]) == "Beginner"
    assert keeper.notices() == []


def started(keeper: Keeper, settings: Settings) -> Session:
    session = keeper.session(settings, lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    return session


def test_a_game_given_up_counts_as_played_and_lost(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    beginner = Settings.of_params(Level.BEGINNER.params)
    session = started(keeper, beginner)
    session.new_game()  # n, then y: the started game is given up
    assert keeper.stats("beginner").played == 1
    session.new_game()  # a game never started is not a game played
    assert keeper.stats("beginner").played == 1
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()  # Esc: kept for the menu's Resume ...
    started(keeper, beginner)  # ... then another game: the kept one is given up
    assert keeper.stats("beginner").played == 2 and keeper.kept() is None


def test_a_game_with_help_counts_in_the_statistics_but_not_in_best_times(
        tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = started(keeper, Settings.of_params(Level.BEGINNER.params))
    session.hint()
    assert session.assisted and session.shown_game_id is None  # it counts: not given away
    field = session.game.minefield
    assert field is not None
    safe = [Coord(r, c) for r in range(8) for c in range(8) if not field.is_mine(Coord(r, c))]
    finish = None
    for cell in safe:
        finish = session.play(Move(Action.OPEN, cell)).finish or finish
    assert finish is not None and finish.won and finish.rank is None
    assert finish.unranked == "assisted"
    assert keeper.stats("beginner").won == 1 and keeper.best("beginner") == []


def test_a_ranked_games_id_is_shown_only_once_it_is_over(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = started(keeper, Settings.of_params(Level.BEGINNER.params))
    assert session.shown_game_id is None
    field = session.game.minefield
    assert field is not None
    session.play(Move(Action.OPEN, next(field.mines())))
    assert session.shown_game_id == session.game_id()


def test_the_last_custom_size_is_remembered(tmp_path: Path) -> None:
    assert Keeper(tmp_path).last_custom() is None
    Keeper(tmp_path).session(Settings.of_params(Params(12, 20, 30)))
    assert Keeper(tmp_path).last_custom() == Params(12, 20, 30)


def test_a_kept_board_file_and_a_kept_mode_are_named_for_the_menu(tmp_path: Path) -> None:
    from minesweeper.engine import parse

    keeper = Keeper(tmp_path)
    board = keeper.session(Settings.of_board(parse("*..\n...\n..."), "boards/b9.in"))
    board.play(Move(Action.OPEN, Coord(1, 1)))  # a 1: the game goes on
    board.save()
    kept = keeper.kept()
    assert kept is not None and kept.board == "b9.in" and kept.luck_label == ""


def test_a_resumed_game_of_a_chosen_seed_is_unranked_for_that_reason(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params, seed=7), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    back = Keeper(tmp_path).resume(None, lambda: 0.0)
    assert back is not None and back.game.to_text() == session.game.to_text()
    field = back.game.minefield
    assert field is not None
    finish = None
    for row in range(8):  # win it: open every safe cell
        for col in range(8):
            if not field.is_mine(Coord(row, col)) and not back.game.is_over:
                finish = back.play(Move(Action.OPEN, Coord(row, col))).finish or finish
    assert finish is not None and finish.won and finish.unranked == "chosen seed"


def test_the_last_games_table_is_remembered_for_the_next_run(tmp_path: Path) -> None:
    assert Keeper(tmp_path).last_table is None
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.INTERMEDIATE.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(8, 8)))
    field = session.game.minefield
    assert field is not None
    assert session.play(Move(Action.OPEN, next(field.mines()))).finish is not None
    assert Keeper(tmp_path).last_table == "intermediate"
    strict = Settings.of_params(Level.BEGINNER.params, mode=Mode.STRICT)
    started(Keeper(tmp_path), strict).new_game()  # given up: counted as played and lost
    assert Keeper(tmp_path).last_table == "beginner-strict"


def test_a_shared_board_kept_before_levels_were_named_still_resumes_as_shared(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    game_id = GameId(Level.BEGINNER.params, 9, Coord(4, 4))
    session = Session(Settings.of_game_id(game_id), lambda: 0.0, store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    saved = store.take_saved()
    assert saved is not None and saved.title == "Shared Beginner"
    flags = {key: value for key, value in saved.flags.items() if key != "shared"}
    old = replace(saved, title="Shared board", flags=flags)  # as older versions kept it
    assert old.settings().source is Source.GAME_ID
    assert Session.resumed(old, lambda: 0.0, store).game_id() == game_id.text
    for title in ("Shared board", "Shared Beginner"):  # the menu's Resume line says
        assert KeptGame("t", title, game_id.params, True, False, 0.0).board == "Shared Beginner"


def test_every_game_on_a_shared_board_keeps_its_id_and_dealt_click() -> None:
    game_id = GameId(Level.BEGINNER.params, 9, Coord(4, 4))
    session = Session(Settings.of_game_id(game_id), lambda: 0.0, None)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    for _ in range(2):  # n: the same board again, as the ID deals it
        session.new_game()
        assert session.game_id() == game_id.text and session.first_click == Coord(4, 4)


def test_a_game_kept_twice_under_one_token_is_resumed_and_counted_once(tmp_path: Path) -> None:
    # A hand-made file (or one restored from a backup) held the same entry twice: it was
    # resumed, and given up, twice.
    import json

    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"] *= 2
    path.write_text(json.dumps(document))
    assert len(list(Keeper(tmp_path).store.saved_games())) == 1
    assert Keeper(tmp_path).resume(clock=lambda: 0.0) is not None
    assert Keeper(tmp_path).resume(clock=lambda: 0.0) is None


def test_a_game_another_window_resumed_is_counted_there_only(tmp_path: Path) -> None:
    # Window A leaves its game for the menu; window B resumes and wins it; A then starts
    # a new game. The game is one game played and won, not also a loss given up by A.
    a, b = Keeper(tmp_path), Keeper(tmp_path)
    left = started(a, Settings.of_params(Level.BEGINNER.params))
    left.save()  # Esc in A
    assert a.in_progress is left
    taken = b.resume(clock=lambda: 0.0)
    assert taken is not None
    assert a.in_progress is None  # A has nothing to give up: no question before its new game
    field = taken.game.minefield
    assert field is not None
    for row in range(field.rows):
        for col in range(field.cols):
            if not field.is_mine(Coord(row, col)) and not taken.game.is_over:
                taken.play(Move(Action.OPEN, Coord(row, col)))
    assert taken.game.status.value == "won"
    a.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    stats = Keeper(tmp_path).stats("beginner")
    assert (stats.played, stats.won) == (1, 1)


def test_a_game_another_window_resumed_and_left_again_stays_kept_for_it(
        tmp_path: Path) -> None:
    # B resumed A's game and left it for its menu in turn: A must not take it back as its
    # own (it asked to give it up, counted it as lost and dropped B's kept game).
    a, b = Keeper(tmp_path), Keeper(tmp_path)
    started(a, Settings.of_params(Level.BEGINNER.params)).save()
    taken = b.resume(clock=lambda: 0.0)
    assert taken is not None
    taken.save()  # Esc in B
    assert a.in_progress is None and b.in_progress is taken
    a.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    assert Keeper(tmp_path).stats("beginner").played == 0
    assert b.resume(clock=lambda: 0.0) is not None  # still B's to resume


def test_a_game_left_for_the_menu_and_still_kept_counts_as_lost_when_given_up(
        tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    left = started(keeper, Settings.of_params(Level.BEGINNER.params))
    left.save()
    assert keeper.in_progress is left and left.gives_up_as_loss
    keeper.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    assert keeper.stats("beginner").played == 1 and keeper.kept() is None


def test_a_kept_game_given_up_to_make_room_is_said_as_it_happens(tmp_path: Path) -> None:
    from minesweeper import wording
    from minesweeper.savedgame import MAX_SAVED

    def leave() -> Store:
        store = Store(tmp_path)
        session = Session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0, store)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert session.save()
        return store

    for _ in range(MAX_SAVED):
        assert not [n for n in leave().take_notices() if "given up" in n]
    notices = leave().take_notices()  # the eleventh pushes the oldest off the list
    assert "To keep the game you left, an older kept game (Beginner, 0 s) was given up: it " \
        "counts as lost" in [wording.sentence(notice) for notice in notices]
    assert Store(tmp_path).stats()["beginner"].played == 1
    # Each time it happens, it is said: the same words twice in a run were said once.
    assert [n for n in leave().take_notices() if "given up" in n] == [notices[-1]]
    assert Store(tmp_path).stats()["beginner"].played == 2


def test_leaving_a_game_that_gives_up_the_oldest_kept_one_names_it_in_the_question(
        tmp_path: Path) -> None:
    # Ten games are kept: keeping an eleventh gives up the oldest, and counts it as lost.
    for seed in range(11):
        keeper = Keeper(tmp_path)
        session = keeper.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        if seed < 10:
            assert keeper.leave_question(session) == (wording.QUIT_KEPT,) * 2
            assert keeper.leave_question(session, menu=True) == (wording.MENU_KEPT,) * 2
            session.save()
    wide, narrow = keeper.leave_question(session)
    assert wide == ("Quit? The game is kept, but the oldest kept game that counts (Beginner, 0 s) "
                    "is given up as lost (y/n)")
    assert keeper.leave_question(session, menu=True)[0].startswith("Go to the menu? The game is")
    # On a narrow screen, in fewer words: the part after the ? fits a line of 40 columns.
    assert narrow == "Quit? Kept; the oldest kept game is lost (y/n)"
    assert len(narrow.split("? ")[1]) <= 40
    session.save()
    assert Keeper(tmp_path).stats("beginner").played == 1  # the oldest, given up as said


def leave_eleven(tmp_path: Path, practice: set[int], last: str = "") -> Session:
    """Ten games left in turn and kept, then an eleventh left (not yet kept); those
    numbered in `practice` count nothing (replays; `last`, "seeded": the eleventh is a
    seeded game)."""
    for number in range(11):
        seed = 7 if number == 10 and last == "seeded" else None
        keeper = Keeper(tmp_path)
        session = keeper.session(Settings.of_params(Level.BEGINNER.params, seed=seed),
                                 lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        if number in practice:
            session.replay()
            session.play(Move(Action.OPEN, Coord(4, 4)))
        if number < 10:
            session.save()
    return session


def test_a_game_that_counts_nothing_never_costs_a_kept_game_that_counts(
        tmp_path: Path) -> None:
    # Ten kept games that count, and a seeded game left: keeping it gave up the oldest
    # real game and recorded a loss, for a game that counts nothing. Each kind keeps ten.
    session = leave_eleven(tmp_path, set(), last="seeded")
    keeper = Keeper(tmp_path)
    assert keeper.leave_question(session) == (wording.QUIT_KEPT,) * 2
    assert session.save()
    assert len(list(Keeper(tmp_path).store.saved_games())) == 11
    assert Keeper(tmp_path).stats("beginner").played == 0  # no loss recorded


def test_a_game_that_counts_keeps_the_kept_games_that_count_nothing_too(
        tmp_path: Path) -> None:
    # Ten kept games, the second a replay: an eleventh that counts is kept with all ten.
    session = leave_eleven(tmp_path, {1})
    assert Keeper(tmp_path).leave_question(session) == (wording.QUIT_KEPT,) * 2
    session.save()
    kept = list(Keeper(tmp_path).store.saved_games())
    assert len(kept) == 11 and sum(bool(game.flags.get("replayed")) for game in kept) == 1
    assert Keeper(tmp_path).stats("beginner").played == 1  # the replay's first game only


def test_past_ten_kept_games_that_count_nothing_the_oldest_of_them_is_given_up(
        tmp_path: Path) -> None:
    # A game that counts and ten replays kept: an eleventh replay gives up the oldest
    # replay, named as the menu names it, and not the older game that counts.
    real = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    real.play(Move(Action.OPEN, Coord(4, 4)))
    real.save()
    session = leave_eleven(tmp_path, set(range(11)))
    played = Keeper(tmp_path).stats("beginner").played  # the replays' first games
    wide, narrow = Keeper(tmp_path).leave_question(session)
    assert wide == ("Quit? The game is kept, but the oldest kept game that counts nothing "
                    "(Replay, Beginner, 0 s) is given up (y/n)")
    assert narrow == "Quit? Kept; an older game is given up (y/n)"
    session.save()
    kept = list(Keeper(tmp_path).store.saved_games())
    assert len(kept) == 11 and real.kept_token in [game.token for game in kept]
    assert Keeper(tmp_path).stats("beginner").played == played  # no loss recorded


def test_a_kept_game_pushed_off_the_list_does_not_become_the_last_table(
        tmp_path: Path) -> None:
    # Times opens on the table of the last game played, not of one given up to make room.
    for level in [Level.ADVANCED] + [Level.BEGINNER] * 10:
        session = Keeper(tmp_path).session(Settings.of_params(level.params), lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        session.save()
    store = Store(tmp_path)
    assert store.stats()["advanced"].played == 1  # pushed off, it counts as lost
    assert store.last_table() is None


def quit_question_over(tmp_path: Path, oldest: Settings) -> str:
    """The quit question of an eleventh game, `oldest` the first of the ten kept (each
    of a kind that counts nothing, as `oldest` is: seeded games)."""
    for number in range(11):
        settings = oldest if number == 0 else Settings.of_params(Level.BEGINNER.params,
                                                                 seed=number)
        session = Keeper(tmp_path).session(settings, lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(0, 2)))
        if number < 10:
            session.save()
    return Keeper(tmp_path).leave_question(session)[0]


def test_the_oldest_kept_game_is_named_short_in_the_question(tmp_path: Path) -> None:
    # A board file's long name must not spill the question over lines cut mid-word.
    from minesweeper.engine import parse

    name = "a_really_long_board_file_name_for_the_class_of_2026.in"
    question = quit_question_over(tmp_path, Settings.of_board(parse("*..\n...\n..*"), name))
    assert "(Board a_really_long_board_fi.., 0 s)" in question, question


def test_a_long_custom_title_drops_its_mines_before_being_cut_in_the_question(
        tmp_path: Path) -> None:
    # "(Custom 16x20, 60 mines, stri.., 0 s)": the mode and "seeded" were cut away.
    oldest = Settings.of_params(Params(16, 20, 60), seed=9, mode=Mode.STRICT)
    question = quit_question_over(tmp_path, oldest)
    assert "(Custom 16x20, strict, seeded, 0 s)" in question, question


def test_a_kept_games_file_holds_ten_games_of_each_kind(tmp_path: Path) -> None:
    # A file with twelve games that count and twelve seeded ones (as one written by hand)
    # is read as the newest ten of each, in order.
    import json

    for seed in (None, 5):
        session = Keeper(tmp_path).session(
            Settings.of_params(Level.BEGINNER.params, seed=seed), lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        session.save()
    path = tmp_path / "saved-game.json"
    data = json.loads(path.read_text())
    real, seeded = data["data"]["games"]
    data["data"]["games"] = [dict(game, token=f"{kind}{n}") for n in range(12)
                     for kind, game in (("r", real), ("s", seeded))]
    path.write_text(json.dumps(data))
    tokens = [game.token for game in Store(tmp_path).saved_games()]
    assert sorted(tokens) == sorted(f"{kind}{n}" for n in range(2, 12) for kind in "rs")
