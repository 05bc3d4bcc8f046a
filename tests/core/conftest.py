"""Shared set-up for the team-event tests: the hand-worked event FOUR and a
helper that enters board results.

FOUR: teams 1–4 on 4 boards, single round robin. Rounds (first-named team
first): R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1. Boards from the first-named
team's side:

    R1 1–4: 1-0 ½ ½ 0-1  -> 2 : 2     drawn
    R1 2–3: 1-0 1-0 ½ 0-1 -> 2½ : 1½   2 wins
    R2 4–3: ½ ½ ½ ½      -> 2 : 2     drawn
    R2 1–2: 0-1 ½ 1-0 1-0 -> 2½ : 1½   1 wins
    R3 2–4: 0-1 0-1 ½ 1-0 -> 1½ : 2½   4 wins
    R3 3–1: 1-0 0-1 1-0 ½ -> 2½ : 1½   3 wins
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pytest

from berger.core.model import Outcome
from berger.core.team_results import TeamResults, TeamResultsBuilder
from berger.core.teams import TeamEvent

Matches = Mapping[tuple[int, int, int], Sequence[str]]
"""(round, first-named team, second) -> the board codes, first-named team's side."""
Record = Callable[..., TeamResults]

FOUR: Matches = {
    (1, 1, 4): ["1-0", "=", "=", "0-1"],
    (1, 2, 3): ["1-0", "1-0", "=", "0-1"],
    (2, 4, 3): ["=", "=", "=", "="],
    (2, 1, 2): ["0-1", "=", "1-0", "1-0"],
    (3, 2, 4): ["0-1", "0-1", "=", "1-0"],
    (3, 3, 1): ["1-0", "0-1", "1-0", "="],
}


def record_matches(
    event: TeamEvent,
    matches: Matches,
    players: Mapping[tuple[int, int, int], tuple[int | None, int | None]] = {},
) -> TeamResults:
    """Enter every board of ``matches``; ``players`` names who played on
    (round, first-named team, board) where it is not the board's own player."""
    builder = TeamResultsBuilder(event)
    for (rnd, first, second), codes in matches.items():
        for board, code in enumerate(codes, start=1):
            first_player, second_player = players.get((rnd, first, board), (None, None))
            builder.add_board(
                rnd,
                first,
                second,
                board,
                Outcome.from_code(code),
                first_player=first_player,
                second_player=second_player,
            )
    return builder.build()


@pytest.fixture
def four() -> Matches:
    """The board results of FOUR."""
    return FOUR


@pytest.fixture
def record() -> Record:
    """:func:`record_matches`."""
    return record_matches
