"""Direct encounter (DE, FIDE C.07 art. 6): tied players ranked on the games
among themselves.

Each player's DE score is the sum, over the other players of the tied group,
of their points against that player, repeated meetings averaged (6.1). The
group is ranked on those scores; players still level are ranked again on the
games among themselves alone, and so on (6.2). In a round robin of
micro-matches counted by its games, a micro-match is one meeting: its games'
points are summed (the score of the micro-match, 3:1), and repeated
micro-matches (a double round robin) averaged.

When some games among the group have no result yet (standings after round
k), art. 6.3 applies: a player is ranked first only if no outcome of the
missing games could take that away (alone at the top of the group's scores
however they end); then the same for the second place, and so on. When no
player can be placed that way, the rest stay level. Once no missing game is
left to touch the players still to place, they are ranked as in 6.2.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from itertools import permutations
from typing import NamedTuple

from berger.core.crosstable import Crosstable, Score
from berger.core.cuts import Cut, cut_of
from berger.core.scoring import ScoringSystem
from berger.core.tiebreaks.model import Division, Splitter, Tiebreak, Tied
from berger.core.tiebreaks.values import split


class Encounter(NamedTuple):
    """What direct encounter made of a tied group."""

    parts: list[list[int]]
    """The group cut into ranked parts, best first."""
    scores: dict[int, Fraction]
    """Each player's DE score, from the smallest group it was last ranked
    in (the games played so far when some are missing)."""
    cuts: list[Cut]
    """Each group it was worked out on, in order (the whole group first,
    then each sub-group it left level), with its parts and scores there."""


def rank_by_direct_encounter(
    crosstable: Crosstable,
    group: Sequence[int],
    *,
    higher_first: bool = True,
    code: str = "DE",
) -> Encounter:
    """``group`` (tied players) ranked by direct encounter: its parts, each
    player's score and the cuts it made (named ``code``).

    ``higher_first=False`` (``DE/R``) ranks the lower score first.
    """
    scores: dict[int, Fraction] = {}
    cuts: list[Cut] = []
    parts = _rank(crosstable, list(group), higher_first, scores, cuts, code)
    return Encounter(parts, scores, cuts)


def by_direct_encounter(tied: Tied, tiebreak: Tiebreak, key: str) -> Splitter:
    """DE (its entry's function) on a tied group of players; its cuts named
    ``key``."""

    def splitter(group: list[int]) -> Division:
        parts, scores, cuts = rank_by_direct_encounter(
            tied.crosstable, group, higher_first=tiebreak.higher_first, code=key
        )
        return Division(parts, scores, cuts)

    return splitter


def _rank(
    crosstable: Crosstable,
    group: list[int],
    higher_first: bool,
    scores: dict[int, Fraction],
    cuts: list[Cut],
    code: str,
) -> list[list[int]]:
    """``group`` cut by DE (6.1, 6.2; 6.3 while games are missing), each
    sub-group left level ranked again on its own games; records the scores
    and the cut of each group."""
    table = _Encounters(crosstable, group)
    scores.update(table.scores)
    placed: list[list[int]] = []
    rest = list(group)
    blocks = [rest]
    again = False
    while len(rest) > 1:
        if not any(table.missing[a] for a in rest):
            split_up = split(rest, table.scores.__getitem__, higher_first=higher_first)
            # Split, or left whole after some were placed: ranked again.
            again = len(split_up) > 1 or len(rest) < len(group)
            blocks = split_up if again else [rest]
            break
        first = [
            a
            for a in rest
            if all(table.surely_above(a, b, higher_first) for b in rest if b != a)
        ]
        if not first:
            break
        placed.append(first)
        rest.remove(first[0])
    level = [*placed, *(block for block in blocks if block)]
    cuts.append(cut_of(code, group, level, table.scores, among=True))
    if not again:
        return level
    parts = list(placed)
    for block in blocks:
        if len(block) > 1:
            parts.extend(_rank(crosstable, block, higher_first, scores, cuts, code))
        else:
            parts.append(block)
    return parts


class _Encounters:
    """The games among a group: for each ordered pair (a, b), a's points in
    the games with a result (in 1/unit points) and how many games have none
    yet (pending, not struck)."""

    def __init__(self, crosstable: Crosstable, group: list[int]) -> None:
        self.unit = crosstable.unit
        schedule = crosstable.tournament.schedule
        cycles = schedule.cycles
        self.match = schedule.match_games
        """The games of one meeting (a micro-match's), summed."""
        self.group = group
        self.known: dict[tuple[int, int], list[int]] = {}
        self.unknown: dict[tuple[int, int], int] = {}
        for a, b in permutations(group, 2):
            counted = crosstable.counted_between(a, b)
            self.known[a, b] = counted
            self.unknown[a, b] = 0
            if len(counted) < cycles:
                self.unknown[a, b] = sum(
                    1
                    for cell in crosstable.games_between(a, b)
                    if cell.score is Score.PENDING and not cell.struck
                )
        self.missing = {
            a: sum(self.unknown[a, b] for b in group if b != a) for a in group
        }
        scale = math.lcm(*range(1, self._meetings(cycles) + 1))
        """Averages of up to ``cycles`` games are whole in 1/(unit × scale)."""
        self.scores = {
            a: Fraction(
                sum(
                    sum(games) * (scale // self._meetings(len(games)))
                    for b in group
                    if b != a and (games := self.known[a, b])
                ),
                self.unit * scale,
            )
            for a in group
        }
        self.lowest, self.highest, self.widest = _bounds(crosstable.tournament.scoring)

    def _meetings(self, games: int) -> int:
        """How many meetings ``games`` games of a pair fill (a micro-match
        begun is one)."""
        return -(-games // self.match)

    def _share(self, a: int, b: int, missing: Fraction) -> Fraction:
        """a's averaged points against b with each missing game worth
        ``missing`` to a."""
        games = len(self.known[a, b]) + self.unknown[a, b]
        if not games:
            return Fraction(0)
        known = Fraction(sum(self.known[a, b]), self.unit)
        return (known + self.unknown[a, b] * missing) / self._meetings(games)

    def surely_above(self, a: int, b: int, higher_first: bool) -> bool:
        """Whether a ranks above b however the missing games end: with
        ``higher_first``, a's least possible score exceeds b's greatest (a
        losing every missing game, b winning every one, their own games
        included); otherwise the other way round."""
        if not higher_first:
            a, b = b, a
        others = [c for c in self.group if c not in (a, b)]
        least = sum((self._share(a, c, self.lowest) for c in others), Fraction(0))
        most = sum((self._share(b, c, self.highest) for c in others), Fraction(0))
        between = self._share(a, b, self.widest) - self._share(b, a, Fraction(0))
        return least + between > most


def _bounds(scoring: ScoringSystem) -> tuple[Fraction, Fraction, Fraction]:
    """Over the results a missing game can have (a win, draw or loss, over
    the board or by forfeit): the fewest points a player can get, the most,
    and the lowest of (own points − opponent's)."""
    outcomes = [
        (scoring.win, scoring.loss),
        (scoring.draw, scoring.draw),
        (scoring.loss, scoring.win),
        (scoring.forfeit_win, scoring.forfeit_loss),
        (scoring.forfeit_loss, scoring.forfeit_win),
        (scoring.forfeit_loss, scoring.forfeit_loss),
    ]
    return (
        min(own for own, _ in outcomes),
        max(own for own, _ in outcomes),
        min(own - other for own, other in outcomes),
    )
