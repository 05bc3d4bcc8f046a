"""A first rating for an unrated player, as FIDE B.02 computes it since
1 March 2024.

Ru = Ra + dp(p), where the player is taken to have drawn two more games
against two hypothetical opponents rated 1800: Ra is the average of the rated
opponents' ratings and the two 1800s (rounded, halves up) and p the
percentage of the points (the two draws included) over the games (the two
included), rounded to a whole percent, halves up. It needs at least 5 games
against rated opponents and at least ½ point in them; it is at most 2200 and
published only from 1400.

Worked: five games against 1600, 1700, 1800, 1900 and 2000, 3 points.
Ra = (1600 + 1700 + 1800 + 1900 + 2000 + 1800 + 1800) / 7 = 12600 / 7 = 1800;
p = (3 + 1) / 7 = 57.14 % → 57 %, dp = +50: Ru = 1850.

>>> first_rating(Fraction(3), [1600, 1700, 1800, 1900, 2000]).rating
1850
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from berger.core.ratings.tables import average_rating, dp

GAMES_NEEDED = 5
"""Games against rated opponents a first rating needs."""
HYPOTHETICAL_RATING = 1800
"""The rating of the two hypothetical opponents drawn against."""
HYPOTHETICAL_DRAWS = 2
"""How many hypothetical draws are added."""
HIGHEST = 2200
"""A first rating is at most this."""
FLOOR = 1400
"""A first rating below this is not published (the rating floor)."""


class FirstRatingGap(Enum):
    """Why an unrated player gets no first rating from the event."""

    GAMES = "games against rated opponents: {games}; {needed} needed"
    POINTS = "no points against rated opponents; ½ needed"
    FLOOR = "{rating} is below the rating floor of {floor}"


@dataclass(frozen=True, slots=True)
class FirstRating:
    """An unrated player's first rating from the event, or why there is none."""

    games: int
    """Games played over the board against rated opponents."""
    score: Fraction
    """Points scored in them (1, ½, 0 a game)."""
    computed: int | None
    """Ru with the two hypothetical draws and the 2200 cap; None when too
    few games or no points left it uncomputed."""
    gap: FirstRatingGap | None
    """Why there is no first rating; None when there is one."""

    @property
    def needed(self) -> int:
        """Games against rated opponents a first rating needs."""
        return GAMES_NEEDED

    @property
    def floor(self) -> int:
        """The lowest first rating published."""
        return FLOOR

    @property
    def rating(self) -> int | None:
        """The first rating, None when there is none."""
        return self.computed if self.gap is None else None

    @property
    def reason(self) -> str | None:
        """Why there is no first rating, in English; None when there is one.

        >>> first_rating(Fraction(2), [1900, 2000, 2100]).reason
        'games against rated opponents: 3; 5 needed'
        """
        if self.gap is None:
            return None
        return self.gap.value.format(
            games=self.games, needed=GAMES_NEEDED, rating=self.computed, floor=FLOOR
        )


def first_rating(score: Fraction, ratings: Sequence[int]) -> FirstRating:
    """The first rating of ``score`` points against opponents rated
    ``ratings`` (the games played over the board against rated opponents).

    >>> first_rating(Fraction(0), [2000] * 6).gap.name
    'POINTS'
    >>> first_rating(Fraction(5), [2400] * 6).computed  # capped at 2200
    2200
    >>> first_rating(Fraction(1, 2), [1400] * 5).reason
    '1284 is below the rating floor of 1400'
    """
    games = len(ratings)
    if games < GAMES_NEEDED:
        return FirstRating(games, score, None, FirstRatingGap.GAMES)
    if score <= 0:
        return FirstRating(games, score, None, FirstRatingGap.POINTS)
    field = [*ratings, *(HYPOTHETICAL_RATING,) * HYPOTHETICAL_DRAWS]
    points = score + Fraction(HYPOTHETICAL_DRAWS, 2)
    computed = min(average_rating(field) + dp(points, len(field)), HIGHEST)
    gap = FirstRatingGap.FLOOR if computed < FLOOR else None
    return FirstRating(games, score, computed, gap)
