"""The values of the arbiter's desk: a round's version is its newest game's,
and a stale change says what the game is now."""

from __future__ import annotations

from berger.core.model import Outcome
from berger.pipeline.desk.state import RoundState, Stale, VersionedGame
from berger.pipeline.desk.variation import DeskGame, DeskRound


def game(board: int, outcome: Outcome) -> DeskGame:
    return DeskGame(None, board, "Ada", "Bo", outcome, False, False)


def test_a_rounds_version_is_its_newest_games() -> None:
    desk = DeskRound((game(1, Outcome.DRAW), game(2, Outcome.UNPLAYED)))
    assert RoundState(3, desk, (17, 42), None).version == 42
    assert RoundState(3, DeskRound(()), (), "read only").version == 0


def test_a_stale_change_names_the_game_as_it_is_now() -> None:
    now = VersionedGame(5, game(2, Outcome.BLACK_WIN), 99)
    stale = Stale(now)
    assert stale.game is now
    assert str(stale) == "round 5, board 2 was changed since: it is now 0-1"
