"""The rating-based tiebreaks of C.07 art. 10 (ARO, ARO/Cn, TPR, PTP) and the
player's own rating (RTNG), from a crosstable: each a function of the
registry's (:mod:`berger.core.tiebreaks.registry`), reading the chain's
:class:`RatingTables`.

They work on the games played over the board (every forfeit stays unplayed
for them, 15.2) and on game results 1/½/0 whatever points the event gives:
under football 3/1/0 a draw is still half a game. An unrated player counts as
rated ``unrated``; with ``unrated=None`` a value that would need an unrated
player's rating is left out (None).

PTP is the lowest rating whose expected score against the opponents reaches
the score. As R grows, the expected score against an opponent rated r rises
by one hundredth at each of 100 fixed differences R − r; so the sum of
expected scores against a whole field is a count of (opponent, step) pairs
below R, tabulated once for the field. A player's sum is that of the field
less the games they did not play over the board, which in a finished round
robin is themselves alone: each player's PTP is a binary search over R at a
few operations a step.
"""

from __future__ import annotations

from bisect import bisect_right
from fractions import Fraction
from heapq import nsmallest
from itertools import accumulate, compress

from berger.core.crosstable import Crosstable
from berger.core.game_codes import BLACK, GAME_HALVES, OVER_THE_BOARD
from berger.core.ratings.tables import PD_LIMITS, dp, round_half_up
from berger.core.rows import code_table, getter
from berger.core.tiebreaks.model import Tables, Tiebreak
from berger.core.tiebreaks.values import Value

_STEPS = (
    *(-limit for limit in reversed(PD_LIMITS)),
    *(limit + 1 for limit in PD_LIMITS),
)
"""The 100 rating differences (own − opponent's) at which the expected score
of B.02 8.1.2 (whole table) rises by one hundredth: it is the number of steps
at or below the difference."""
_REACH = _STEPS[-1]
"""736: the expected score is 1 from this difference up, 0 from its opposite
down."""


def _otb_table(values: dict[int, int]) -> bytes:
    """A ``bytes.translate`` table giving each code of a game played over the
    board ``values[kind]``, and every other code 0."""
    return code_table({code: values[code & ~BLACK] for code in OVER_THE_BOARD})


_PLAYED = _otb_table(dict.fromkeys(GAME_HALVES, 1))
_UNPLAYED = bytes(1 - played for played in _PLAYED)
_HALVES = _otb_table(GAME_HALVES)
"""Half points of each game on the 1/½/0 scale."""


def own_rating(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """RTNG: each player's own rating."""
    return tables.shared(_rating_tables).own_ratings()


def average_rating(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """ARO, and ARO/C1, ARO/C2: the opponents' average rating."""
    return tables.shared(_rating_tables).average_ratings(tiebreak.cut)


def performance_rating(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """TPR: the tournament performance rating."""
    return tables.shared(_rating_tables).performances()


def perfect_performance(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """PTP: the perfect tournament performance."""
    return tables.shared(_rating_tables).perfect_performances()


def _rating_tables(tables: Tables) -> RatingTables:
    """The chain's rating tables, shared by its rating-based codes."""
    return RatingTables(tables.crosstable, tables.unrated)


class RatingTables:
    """Per-player rating-based values (see the module's docstring)."""

    def __init__(self, crosstable: Crosstable, unrated: int | None) -> None:
        self.crosstable = crosstable
        self.n = crosstable.tournament.n
        self.codes = crosstable.codes
        self.cycles = crosstable.tournament.schedule.cycles
        self.ratings: list[int | None] = [None]
        for player in crosstable.tournament.players:
            self.ratings.append(player.rating if player.rating is not None else unrated)
        self._rows: list[tuple[list[int], int] | None] = []

    def own_ratings(self) -> tuple[int | None, ...]:
        """RTNG (art. 7, 2026): each player's own rating (``unrated`` for an
        unrated player); the higher ranks first."""
        return tuple(self.ratings[1:])

    def average_ratings(self, cut: int = 0) -> tuple[int | None, ...]:
        """Every player's ARO (``cut``: ARO/Cn; see :meth:`_aro`)."""
        return tuple(self._aro(p, cut) for p in range(1, self.n + 1))

    def performances(self) -> tuple[int | None, ...]:
        """Every player's TPR (see :meth:`_tpr`)."""
        return tuple(self._tpr(p) for p in range(1, self.n + 1))

    def _row(self, player: int) -> tuple[list[int], int] | None:
        """The ratings of the opponents met over the board and the half
        points scored against them; None if one of them has no rating."""
        if not self._rows:
            known = [-1 if r is None else r for r in self.ratings]
            check = -1 in known[1:]
            self._rows = [None]
            for opponents, row in zip(
                self.crosstable.opponents[1:], self.codes[1:], strict=True
            ):
                met = list(compress(getter(opponents)(known), row.translate(_PLAYED)))
                halves = sum(row.translate(_HALVES))
                rated = not check or not met or min(met) >= 0
                self._rows.append((met, halves) if rated else None)
        return self._rows[player]

    def _aro(self, player: int, cut: int = 0) -> int | None:
        """ARO (10.1): the opponents' average rating, halves up; ARO/Cn drops
        the n lowest ratings (14.1, 14.2)."""
        row = self._row(player)
        if row is None or len(row[0]) <= cut:
            return None
        met = row[0]
        total = sum(met) - sum(nsmallest(cut, met))
        return round_half_up(Fraction(total, len(met) - cut))

    def _tpr(self, player: int) -> int | None:
        """TPR (10.2): ARO + dp of the percentage score (B.02 8.1.1)."""
        aro, row = self._aro(player), self._row(player)
        if aro is None or row is None:
            return None
        return aro + dp(Fraction(row[1], 2), len(row[0]))

    def perfect_performances(self) -> tuple[int | None, ...]:
        """PTP (10.3): the lowest rating R whose expected score against the
        opponents (B.02 8.1.2, whole table, no 400-point rule) reaches the
        score; with no points, the lowest opponent's rating − 800."""
        field = [r for r in self.ratings[1:] if r is not None]
        if not field:
            return (None,) * self.n
        base = min(field) - _REACH - 1
        counts = [0] * (max(field) + _REACH - base + 1)
        for rating in field:
            for step in _STEPS:
                counts[rating + step - base] += 1
        whole = [self.cycles * count for count in accumulate(counts)]
        out: list[int | None] = []
        for player in range(1, self.n + 1):
            row = self._row(player)
            if row is None or not row[0]:
                out.append(None)
            elif not row[1]:
                out.append(min(row[0]) - 800)
            else:
                out.append(self._lowest_rating(row, self._not_met(player), whole, base))
        return tuple(out)

    @staticmethod
    def _lowest_rating(
        row: tuple[list[int], int], missing: list[int], whole: list[int], base: int
    ) -> int:
        """The lowest R whose expected score (hundredths) against the
        opponents ``row[0]`` reaches the score ``row[1]`` half points, by
        binary search. ``whole[R − base]`` is the expected score against the
        field (for every R the search tries: from the lowest rating − 737 to
        the highest + 736); the opponents are the field less ``missing``: the
        sum is taken over whichever of the two lists is shorter."""
        met, halves = row

        def expected(rating: int) -> int:
            if len(missing) < len(met):
                return whole[rating - base] - sum(
                    _expected(rating - r) for r in missing
                )
            return sum(_expected(rating - r) for r in met)

        low, high = min(met) - _REACH - 1, max(met) + _REACH
        target = 50 * halves
        while high - low > 1:
            middle = (low + high) // 2
            if expected(middle) >= target:
                high = middle
            else:
                low = middle
        return high

    def _not_met(self, player: int) -> list[int]:
        """The ratings in the field (each rated player ``cycles`` times) of the
        games the player did not play over the board: against themselves, and
        each game not played (forfeited, struck or still to come)."""
        out = [r for r in (self.ratings[player],) * self.cycles if r is not None]
        unplayed = self.codes[player].translate(_UNPLAYED)
        for opponent in compress(self.crosstable.opponents[player], unplayed):
            rating = self.ratings[opponent]
            if opponent and rating is not None:
                out.append(rating)
        return out


def _expected(difference: int) -> int:
    """The expected score in hundredths at a rating difference (own −
    opponent's), whole table: the number of steps (:data:`_STEPS`) at or below it."""
    return bisect_right(_STEPS, difference)
