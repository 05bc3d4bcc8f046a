"""FIDE's rating tables (Handbook B.02, 8.1.1 and 8.1.2) and the arithmetic
built on them: expected scores, percentage scores, dp, averages, performance
with the norm floor, and the K factor.

Every figure is exact: scores are fractions, expected scores hundredths, and
rounding is FIDE's (halves up), never binary floating point.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from fractions import Fraction

MAX_RATING = 4000
"""The highest rating a participants file, a rating list, a TRF or ``unrated``
may give."""
DP_TABLE: tuple[int, ...] = (
    *(-800, -677, -589, -538, -501, -470, -444, -422, -401, -383),
    *(-366, -351, -336, -322, -309, -296, -284, -273, -262, -251),
    *(-240, -230, -220, -211, -202, -193, -184, -175, -166, -158),
    *(-149, -141, -133, -125, -117, -110, -102, -95, -87, -80),
    *(-72, -65, -57, -50, -43, -36, -29, -21, -14, -7),
    *(0, 7, 14, 21, 29, 36, 43, 50, 57, 65),
    *(72, 80, 87, 95, 102, 110, 117, 125, 133, 141),
    *(149, 158, 166, 175, 184, 193, 202, 211, 220, 230),
    *(240, 251, 262, 273, 284, 296, 309, 322, 336, 351),
    *(366, 383, 401, 422, 444, 470, 501, 538, 589, 677),
    800,
)
"""B.02 8.1.1: ``DP_TABLE[p]`` is dp for a percentage score p = 0..100."""

PD_LIMITS: tuple[int, ...] = (
    *(3, 10, 17, 25, 32, 39, 46, 53, 61, 68),
    *(76, 83, 91, 98, 106, 113, 121, 129, 137, 145),
    *(153, 162, 170, 179, 188, 197, 206, 215, 225, 235),
    *(245, 256, 267, 278, 290, 302, 315, 328, 344, 357),
    *(374, 391, 411, 432, 456, 484, 517, 559, 619, 735),
)
"""B.02 8.1.2: ``PD_LIMITS[k]`` is the largest rating difference at which the
higher-rated player's expected score is 0.50 + k/100; above 735 it is 1.00."""

RATING_CAP = 400
"""The 400-point rule: for a rating change a larger difference counts as 400."""


def round_half_up(value: Fraction) -> int:
    """The nearest whole number, halves up (FIDE's rounding).

    >>> round_half_up(Fraction(5, 2)), round_half_up(Fraction(-5, 2))
    (3, -2)
    """
    return int((2 * value.numerator + value.denominator) // (2 * value.denominator))


def expected_score(
    own: int, opponent: int, *, cap: int | None = RATING_CAP
) -> Fraction:
    """The expected score of a player rated ``own`` against ``opponent``
    (table 8.1.2, in hundredths); with ``cap`` a larger difference counts as
    ``cap`` (the 400-point rule), with ``cap=None`` the whole table applies.

    >>> expected_score(2500, 2400), expected_score(2400, 2500)
    (Fraction(16, 25), Fraction(9, 25))
    >>> expected_score(2800, 2000), expected_score(2800, 2000, cap=None)
    (Fraction(23, 25), Fraction(1, 1))
    """
    difference = abs(own - opponent)
    if cap is not None:
        difference = min(difference, cap)
    higher = 50 + bisect_left(PD_LIMITS, difference)  # the limits it is above
    return Fraction(higher if own >= opponent else 100 - higher, 100)


def percentage(score: Fraction, games: int) -> int:
    """The percentage score, rounded to a whole percent, halves up.

    >>> percentage(Fraction(13, 2), 9)
    72
    """
    return round_half_up(100 * score / games)


def dp(score: Fraction, games: int) -> int:
    """dp of table 8.1.1 for ``score`` out of ``games``.

    >>> dp(Fraction(13, 2), 9), dp(Fraction(6), 9)
    (166, 125)
    """
    return DP_TABLE[percentage(score, games)]


def average_rating(ratings: Sequence[int]) -> int:
    """The mean of ``ratings``, rounded to a whole number, halves up.

    >>> average_rating([2400, 2401])
    2401

    Raises:
        ValueError: no ratings.
    """
    if not ratings:
        raise ValueError("the average of no ratings")
    return round_half_up(Fraction(sum(ratings), len(ratings)))


def performance(score: Fraction, ratings: Sequence[int]) -> int:
    """The performance rating of ``score`` against opponents rated ``ratings``:
    their average (rounded, halves up) plus dp of the percentage score.

    >>> performance(Fraction(13, 2), [2463] * 9)
    2629

    Raises:
        ValueError: no ratings.
    """
    return average_rating(ratings) + dp(score, len(ratings))


def raise_to_floor(ratings: Sequence[int], floor: int) -> tuple[int, ...]:
    """``ratings`` with the lowest one (the first of equals) raised to ``floor``
    where it is below: B.01 1.4.6 lets at most one opponent be raised.

    >>> raise_to_floor([2100, 2050, 2300, 2050], 2200)
    (2100, 2200, 2300, 2050)
    """
    out = list(ratings)
    if out:
        lowest = out.index(min(out))
        out[lowest] = max(out[lowest], floor)
    return tuple(out)


K_JUNIOR = 40
"""K for a player until the end of the year of their 18th birthday, under 2300."""
K_STANDARD = 20
"""K while the rating is under 2400."""
K_MASTER = 10
"""K once the rating has reached 2400."""
K_GAMES_LIMIT = 700
"""K × games in a rating period may not exceed this (B.02 section 8)."""


def k_factor(rating: int, *, age: int | None = None) -> int:
    """K derived from the rating and the age the player reaches in the year of
    the event (B.02 section 8): 40 for juniors (18 or younger that year) under
    2300, 20 under 2400, 10 from 2400. Without the age no junior K is given.

    >>> k_factor(2250, age=17), k_factor(2250, age=19), k_factor(2400, age=15)
    (40, 20, 10)
    """
    if rating >= 2400:
        return K_MASTER
    if age is not None and age <= 18 and rating < 2300:
        return K_JUNIOR
    return K_STANDARD


def capped_k(k: int, games: int) -> int:
    """``k`` or, where ``k`` × ``games`` would exceed 700, the largest whole
    number K with K × games ≤ 700.

    >>> capped_k(40, 17), capped_k(40, 18), capped_k(40, 0)
    (40, 38, 40)
    """
    if games and k * games > K_GAMES_LIMIT:
        return K_GAMES_LIMIT // games
    return k
