"""A game given up counts once however often it is given up, and a resumed game keeps one
entry among the kept games (each broke unnoticed under a mutation of session.py)."""

from __future__ import annotations

from pathlib import Path

from minesweeper import runs
from minesweeper.engine import Action, Coord, Level, Move, Status
from minesweeper.kept import Keeper
from minesweeper.session import Session
from minesweeper.settings import Settings

BEGINNER = Settings.of_params(Level.BEGINNER.params)


def started(keeper: Keeper) -> Session:
    session = keeper.session(BEGINNER, lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    return session


def win(session: Session) -> None:
    """Open every safe cell."""
    field = session.game.minefield
    assert field is not None
    for row in range(session.game.rows):
        for col in range(session.game.cols):
            if not field.is_mine(Coord(row, col)) and not session.game.is_over:
                session.play(Move(Action.OPEN, Coord(row, col)))
    assert session.game.status is Status.WON


def test_a_game_given_up_then_replaced_by_a_new_one_counts_as_one_loss(
        tmp_path: Path) -> None:
    # The full-screen game's `n` gives the game up (abandon), then deals a new one, which
    # gives up what is left: the same game must not count as lost twice.
    keeper = Keeper(tmp_path)
    session = started(keeper)
    session.abandon()
    assert keeper.stats("beginner").played == 1
    assert not session.gives_up_as_loss  # counted already: nothing more to lose
    session.new_game()
    assert keeper.stats("beginner").played == 1 and keeper.stats("beginner").won == 0


def test_a_game_given_up_twice_is_kept_as_counted(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = started(keeper)
    session.abandon()
    session.abandon()
    assert keeper.stats("beginner").played == 1
    saved = session.to_saved()
    assert saved is not None and saved.flags["counted"]


def test_gives_up_as_loss_only_for_a_started_counted_game_in_progress(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = keeper.session(BEGINNER, lambda: 0.0)
    assert not session.gives_up_as_loss  # no game yet
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.gives_up_as_loss
    win(session)
    assert not session.gives_up_as_loss  # over: counted as won
    seeded = keeper.session(Settings.of_params(Level.BEGINNER.params, seed=3), lambda: 0.0)
    seeded.play(Move(Action.OPEN, Coord(4, 4)))
    assert not seeded.gives_up_as_loss  # a chosen seed counts nothing


def left_and_resumed(tmp_path: Path) -> tuple[Keeper, Session]:
    """A game left for the menu in one window, resumed in another."""
    first = Keeper(tmp_path)
    session = started(first)
    assert session.save()
    kept = first.kept()
    assert kept is not None
    second = Keeper(tmp_path)
    back = second.resume(kept.token, lambda: 0.0)
    assert back is not None
    return second, back


def test_a_resumed_game_played_and_left_again_is_kept_once(tmp_path: Path) -> None:
    keeper, back = left_and_resumed(tmp_path)
    assert back.kept_token is not None  # kept as it is played, as the take left it
    field = back.game.minefield
    assert field is not None
    back.play(Move(Action.FLAG, next(field.mines())))
    assert len(keeper.store.tokens_on_disk()) == 1
    assert back.save()
    runs.let_go(tmp_path)  # the run ends
    offered = list(Keeper(tmp_path).store.saved_games())
    assert len(offered) == 1 and offered[0].moves[-1].action is Action.FLAG


def test_a_resumed_game_won_is_offered_no_more_after_the_run(tmp_path: Path) -> None:
    # A second entry left behind as this run's would be offered once the run ended: the
    # game won already, to be resumed and counted again.
    keeper, back = left_and_resumed(tmp_path)
    win(back)
    assert keeper.stats("beginner").won == 1
    runs.let_go(tmp_path)
    assert Keeper(tmp_path).kept() is None
    assert not (tmp_path / "saved-game.json").exists()


def test_a_new_game_after_a_resumed_one_deals_other_mines(tmp_path: Path) -> None:
    # The resumed game's seed dealt again would give the same board a second time, to be
    # played knowing where its mines are.
    first = Keeper(tmp_path)
    session = first.session(Settings.of_params(Level.BEGINNER.params, seed=7), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    field = session.game.minefield
    assert field is not None and session.save()
    kept = first.kept()
    assert kept is not None
    back = Keeper(tmp_path).resume(kept.token, lambda: 0.0)
    assert back is not None and back.game_seed == 7
    back.new_game()
    back.play(Move(Action.OPEN, Coord(4, 4)))
    again = back.game.minefield
    assert again is not None and back.game_seed != 7
    assert sorted(again.mines()) != sorted(field.mines())


def test_a_fixed_board_is_a_replay_only_once_it_was_played() -> None:
    # `new` on a board file (or a shared board) not yet opened said "New game: Replay,
    # Board ...", while `r` said there was nothing to replay yet.
    from minesweeper.engine import parse

    session = Session(Settings.of_board(parse("*..\n...\n..*\n"), "b.in"), lambda: 0.0)
    assert session.game.status is Status.NOT_STARTED and not session.fairness.replayed
    session.new_game()  # `new` before a click: still the board's first play
    assert not session.fairness.replayed
    session.play(Move(Action.OPEN, Coord(0, 2)))
    session.new_game()  # the board played once: the same board again is a replay
    assert session.fairness.replayed
    session.new_game()  # and stays one, opened or not
    assert session.fairness.replayed
