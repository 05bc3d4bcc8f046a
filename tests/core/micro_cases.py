"""The hand-worked micro-match event shared by the micro-match tests.

FOUR_MICRO: players 1-4, draughts points (2/1/0), micro-matches of two
games, match points 2/1/0. Rounds (first-named first): R1 1-4, 2-3 · R2 4-3,
1-2 · R3 2-4, 3-1. Game 1 has the table's colours, game 2 the reverse. The
games, white first:

    R1 1-4: g1 1-4 1-0, g2 4-1 0-1   -> 1: 4, 4: 0   1 wins
    R1 2-3: g1 2-3 =,   g2 3-2 =     -> 2: 2, 3: 2   drawn
    R2 4-3: g1 4-3 0-1, g2 3-4 0-1   -> 4: 2, 3: 2   drawn
    R2 1-2: g1 1-2 =,   g2 2-1 1-0   -> 1: 1, 2: 3   2 wins
    R3 2-4: g1 2-4 1-0, g2 4-2 0-1   -> 2: 4, 4: 0   2 wins
    R3 3-1: g1 3-1 1-0, g2 1-3 1-0   -> 3: 2, 1: 2   drawn

Game points: 1 = 4 + 1 + 2 = 7, 2 = 2 + 3 + 4 = 9, 3 = 2 + 2 + 2 = 6,
4 = 0 + 2 + 0 = 2 (24 in all: six micro-matches of two games worth 2).
Match points: 1 = W L D = 3, 2 = D W W = 5, 3 = D D D = 3, 4 = L D L = 1.
By match points: 2, then 1 and 3 level on 3, parted by game points (7 to
6), then 4. By game points: 2, 1, 3, 4.
"""

from __future__ import annotations

from fractions import Fraction

from berger.core.micro.matches import MicroMatchEvent, make_micro_match_event
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import DRAUGHTS
from berger.core.teams.event import match_scoring

Games = dict[tuple[int, int, int, int], str]
"""(round, white, black, game) -> the game's result, white's side first."""

FOUR_MICRO: Games = {
    (1, 1, 4, 1): "1-0",
    (1, 4, 1, 2): "0-1",
    (1, 2, 3, 1): "=",
    (1, 3, 2, 2): "=",
    (2, 4, 3, 1): "0-1",
    (2, 3, 4, 2): "0-1",
    (2, 1, 2, 1): "=",
    (2, 2, 1, 2): "1-0",
    (3, 2, 4, 1): "1-0",
    (3, 4, 2, 2): "0-1",
    (3, 3, 1, 1): "1-0",
    (3, 1, 3, 2): "1-0",
}

F = Fraction


def four(*, match_points: bool = True, games: int = 2) -> MicroMatchEvent:
    """Four players P1-P4 in micro-matches, draughts points."""
    return make_micro_match_event(
        EventInfo(),
        [Player(f"P{k}") for k in range(1, 5)],
        games=games,
        scoring=DRAUGHTS,
        match_scoring=match_scoring([2, 1, 0]) if match_points else None,
    )


def enter(event: MicroMatchEvent, games: Games) -> Results:
    """The results of ``games``, entered one game at a time."""
    builder = ResultsBuilder.for_tournament(event)
    for (round_number, white, black, game), code in games.items():
        outcome = Outcome.from_code(code)
        builder.add(round_number, white, black, outcome, game=game)
    return builder.build()
