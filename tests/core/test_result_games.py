"""Every game of the results keyed alike, and the first game two sources
of the results give differently."""

from __future__ import annotations

from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.model import Outcome
from berger.core.result_games import first_difference, game_outcomes


def test_two_sources_of_the_games_compared_game_by_game() -> None:
    event = four()
    known = enter(event, FOUR_MICRO)
    games = game_outcomes(known)
    assert len(games) == 12
    # Round 1, board 1, game 2 (4 – 1 0-1): the first-named P1 won.
    assert games[1, 1, 2] is Outcome.WHITE_WIN
    assert first_difference(known, known) is None
    changed = dict(FOUR_MICRO)
    changed[3, 1, 3, 2] = "0-1"
    changed[1, 3, 2, 2] = "1-0"
    assert first_difference(known, enter(event, changed)) == (
        (1, 2, 2),
        Outcome.DRAW,
        Outcome.BLACK_WIN,  # 3 – 2 1-0: the first-named P2 lost
    )
