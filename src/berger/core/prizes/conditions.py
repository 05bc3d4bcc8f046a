"""Who may take a list's prizes (see :mod:`berger.core.prizes.awards`): the
conditions of a list, on a player's sex, birth date, rating, federation,
club and title, every one given to hold."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection
from dataclasses import dataclass

from berger.core.model import Player


@dataclass(frozen=True, slots=True)
class Eligibility:
    """Who may take a list's prizes: every condition given must hold."""

    sex: str | None = None
    """``m`` or ``w``."""
    born_from: dt.date | None = None
    """Born on this day or later (a year: from its 1 January)."""
    born_until: dt.date | None = None
    """Born on this day or earlier (a year: until its 31 December)."""
    rating_min: int | None = None
    """Rated at least this (an unrated player is not)."""
    rating_max: int | None = None
    """Rated at most this (an unrated player is not)."""
    unrated: bool | None = None
    """True: unrated players only; False: rated players only."""
    federations: tuple[str, ...] = ()
    """One of these federations (any case; sorted, so that equal conditions
    are equal values)."""
    clubs: tuple[str, ...] = ()
    """One of these clubs (any case)."""
    titles: tuple[str, ...] = ()
    """One of these titles (any case)."""

    def admits(self, player: Player) -> bool:
        """Whether ``player`` may take the list's prizes.

        >>> Eligibility(sex="w", rating_max=1800).admits(
        ...     Player("Ada", rating=1750, sex="w"))
        True
        >>> junior = Eligibility(born_from=dt.date(2008, 1, 1))
        >>> junior.admits(Player("Bo", birth="2007"))
        False
        """
        rating = player.rating
        checks = (
            self.sex is None or (player.sex or "").lower() == self.sex,
            self.rating_min is None
            or (rating is not None and rating >= self.rating_min),
            self.rating_max is None
            or (rating is not None and rating <= self.rating_max),
            self.unrated is None or (rating is None) == self.unrated,
            _one_of(player.federation, self.federations),
            _one_of(player.club, self.clubs),
            _one_of(player.title, self.titles),
            self._born_in_range(player.birth),
        )
        return all(checks)

    def _born_in_range(self, birth: str | None) -> bool:
        if self.born_from is None and self.born_until is None:
            return True
        span = birth_span(birth)
        if span is None:
            return False
        first, last = span
        return (self.born_from is None or first >= self.born_from) and (
            self.born_until is None or last <= self.born_until
        )


def _one_of(value: str | None, allowed: Collection[str]) -> bool:
    if not allowed:
        return True
    return value is not None and value.strip().casefold() in {
        item.casefold() for item in allowed
    }


_YEAR = re.compile(r"\s*(\d{4})\s*")
_DATE = re.compile(r"\s*(\d{4})[-./](\d{1,2})[-./](\d{1,2})\s*")
_DMY = re.compile(r"\s*(\d{1,2})[-./](\d{1,2})[-./](\d{4})\s*")


def birth_span(birth: str | None) -> tuple[dt.date, dt.date] | None:
    """The days a birth date or year as written may stand for, or None.

    >>> birth_span("2009")
    (datetime.date(2009, 1, 1), datetime.date(2009, 12, 31))
    >>> birth_span("17.03.2010")[0], birth_span("2010-03-17")[1]
    (datetime.date(2010, 3, 17), datetime.date(2010, 3, 17))
    >>> birth_span("unknown") is None
    True
    """
    if birth is None:
        return None
    try:
        if found := _YEAR.fullmatch(birth):
            year = int(found[1])
            return dt.date(year, 1, 1), dt.date(year, 12, 31)
        if found := _DATE.fullmatch(birth):
            day = dt.date(int(found[1]), int(found[2]), int(found[3]))
            return day, day
        if found := _DMY.fullmatch(birth):
            day = dt.date(int(found[3]), int(found[2]), int(found[1]))
            return day, day
    except ValueError:
        return None
    return None
