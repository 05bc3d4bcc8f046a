"""The norm titles and their figures (FIDE B.01 1.4): the performance, the
opponents' minimum average and the rating floor of a GM, IM, WGM and WIM
norm, and the score a norm needs.

The score (1.4.8): the smallest number of points s, in halves, with s at
least 35 % of the games and Ra + dp(round(100 s / games)) at least the norm's
performance. Ra is rounded first, so an unrounded 2599.5 makes a GM norm.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from berger.core.ratings.tables import DP_TABLE
from berger.core.titles import Title

MIN_PERCENT = 35
"""B.01 1.4.8: a norm needs a score of at least 35 %."""


@dataclass(frozen=True, slots=True)
class _Norm:
    performance: int
    minimum_average: int
    floor: int
    qualifying: tuple[Title, ...]


class NormTitle(Enum):
    """A title that is made with norms; the value is FIDE's abbreviation."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"

    def __str__(self) -> str:
        return self.value

    @property
    def title(self) -> Title:
        """The FIDE title the norm is for."""
        return Title(self.value)

    @property
    def performance(self) -> int:
        """The performance a norm needs (1.4.8): GM 2600, IM 2450, WGM 2400,
        WIM 2250."""
        return _NORMS[self].performance

    @property
    def minimum_average(self) -> int:
        """The lowest opponents' average Ra (1.4.7): GM 2380, IM 2230, WGM
        2180, WIM 2030."""
        return _NORMS[self].minimum_average

    @property
    def floor(self) -> int:
        """The adjusted rating floor (1.4.6): GM 2200, IM 2050, WGM 2000,
        WIM 1850."""
        return _NORMS[self].floor

    @property
    def qualifying(self) -> tuple[Title, ...]:
        """The norm's title and the higher ones (1.4.5), the norm's first."""
        return _NORMS[self].qualifying


_NORMS = {
    NormTitle.GM: _Norm(2600, 2380, 2200, (Title.GM,)),
    NormTitle.IM: _Norm(2450, 2230, 2050, (Title.IM, Title.GM)),
    NormTitle.WGM: _Norm(2400, 2180, 2000, (Title.WGM, Title.IM, Title.GM)),
    NormTitle.WIM: _Norm(2250, 2030, 1850, (Title.WIM, Title.WGM, Title.IM, Title.GM)),
}


def needed_score(average: int, games: int, title: NormTitle) -> Fraction | None:
    """The fewest points, in halves, that make ``title``'s norm over ``games``
    against opponents averaging ``average``: at least 35 % and
    ``average`` + dp ≥ the norm's performance. None when even a full score
    falls short.

    dp grows with the percentage p = round(100 s / games) (halves up), so
    with p* the smallest percentage whose dp is enough, s must satisfy
    100 s / games ≥ p* − ½, that is 2 s ≥ (2 p* − 1) games / 100.

    >>> needed_score(2463, 9, NormTitle.GM), needed_score(2463, 9, NormTitle.IM)
    (Fraction(13, 2), Fraction(9, 2))

    Raises:
        ValueError: fewer than one game.
    """
    if games < 1:
        raise ValueError(f"a norm over {games} games")
    percent = bisect_left(DP_TABLE, title.performance - average)
    if percent == len(DP_TABLE):
        return None
    halves = max(
        ceil_div((2 * percent - 1) * games, 100),
        ceil_div(2 * MIN_PERCENT * games, 100),
    )
    return Fraction(halves, 2)


def ceil_div(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded up (the requirements' "at least
    half", "at least a third")."""
    return -(-numerator // denominator)
