"""Which FIDE Rating Regulations (Handbook B.02) an event is rated under,
chosen by its dates, and what each edition changes for a round robin.

- Before 1 March 2024 berger applies the 400-point rule to every game and
  computes no first rating (an unrated player's performance is shown). The
  earlier texts' limit of the rule to one game an event is not applied.
- From 1 March 2024: first ratings of unrated players (two hypothetical draws
  against opponents rated 1800, at least 5 games against rated opponents, at
  most 2200, published from 1400; see :mod:`berger.core.ratings.first`).
- From 1 October 2025 (B.02 8.3.1 as amended): the 400-point rule (a
  difference over 400 counts as 400) only for a player rated below 2650; a
  player rated 2650 or more has the expected score of the real difference,
  table 8.1.2 to its end (620–735 → .99, above 735 → 1.00).

The edition is the one in force on the event's day (:func:`event_day`: its
last day, else its first day, else its last round date); an event without a
date is rated under the latest edition.
"""

from __future__ import annotations

import datetime as dt
from enum import Enum

from berger.core.model import EventInfo
from berger.core.ratings.tables import RATING_CAP


class RatingRules(Enum):
    """An edition of B.02, by the day it came into force; the value is the
    code the JSON standings give (``rating_rules``)."""

    BEFORE_2024_03 = "B.02 before 2024-03-01"
    MARCH_2024 = "B.02 2024-03-01"
    OCTOBER_2025 = "B.02 2025-10-01"

    def __str__(self) -> str:
        return self.value

    @property
    def since(self) -> dt.date | None:
        """The day the edition came into force (None: the earlier texts)."""
        return _SINCE[self]

    @property
    def cap_exempt_from(self) -> int | None:
        """Players rated this much or more are exempt from the 400-point
        rule (None: nobody is)."""
        return 2650 if self is RatingRules.OCTOBER_2025 else None

    @property
    def first_ratings(self) -> bool:
        """Unrated players get a first rating as B.02 computes it since
        March 2024."""
        return self is not RatingRules.BEFORE_2024_03

    def cap_for(self, own: int) -> int | None:
        """The 400-point cap a player rated ``own`` has in the expected score
        of each game: 400, or None (the whole table) for a player rated 2650
        or more from October 2025.

        >>> rules = RatingRules.OCTOBER_2025
        >>> rules.cap_for(2650), rules.cap_for(2649)
        (None, 400)
        >>> RatingRules.MARCH_2024.cap_for(2800)
        400
        """
        exempt = self.cap_exempt_from
        return None if exempt is not None and own >= exempt else RATING_CAP


_SINCE: dict[RatingRules, dt.date | None] = {
    RatingRules.BEFORE_2024_03: None,
    RatingRules.MARCH_2024: dt.date(2024, 3, 1),
    RatingRules.OCTOBER_2025: dt.date(2025, 10, 1),
}

LATEST = RatingRules.OCTOBER_2025
"""The edition an event without a date is rated under."""


def rules_on(day: dt.date | None) -> RatingRules:
    """The edition in force on ``day``; the latest without a day.

    >>> rules_on(dt.date(2025, 9, 30)).name, rules_on(dt.date(2025, 10, 1)).name
    ('MARCH_2024', 'OCTOBER_2025')
    >>> rules_on(dt.date(2024, 2, 29)).name, rules_on(None).name
    ('BEFORE_2024_03', 'OCTOBER_2025')
    """
    if day is None:
        return LATEST
    chosen = RatingRules.BEFORE_2024_03
    for rules, since in _SINCE.items():
        if since is not None and day >= since:
            chosen = rules
    return chosen


def event_day(info: EventInfo) -> dt.date | None:
    """The day an event is rated by: its last day, else its first day, else
    its last round date; None when it gives no date."""
    day = info.end or info.start or (info.round_dates[-1] if info.round_dates else None)
    if isinstance(day, dt.datetime):
        return day.date()
    return day


def event_rules(info: EventInfo) -> RatingRules:
    """The edition an event is rated under (see :func:`event_day`)."""
    return rules_on(event_day(info))


def month_of(day: dt.date | dt.datetime) -> str:
    """The calendar month of ``day``, ``YYYY-MM``: a FIDE rating period.

    >>> month_of(dt.date(2026, 11, 3))
    '2026-11'
    """
    return f"{day.year:04d}-{day.month:02d}"


def round_months(
    info: EventInfo, rounds: int
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The calendar months of an event of ``rounds`` rounds, each with its
    rounds (numbers from 1), in order; empty unless ``round_dates`` dates
    every round.

    >>> days = tuple(dt.date(2026, 11, d) for d in (24, 30)) + (dt.date(2026, 12, 1),)
    >>> round_months(EventInfo(round_dates=days), 3)
    (('2026-11', (1, 2)), ('2026-12', (3,)))
    >>> round_months(EventInfo(round_dates=days[:2]), 2)
    (('2026-11', (1, 2)),)
    >>> round_months(EventInfo(round_dates=days[:2]), 3)
    ()
    """
    dates = info.round_dates[:rounds]
    if rounds < 1 or len(dates) < rounds:
        return ()
    months: dict[str, list[int]] = {}
    for number, day in enumerate(dates, start=1):
        months.setdefault(month_of(day), []).append(number)
    return tuple((month, tuple(numbers)) for month, numbers in sorted(months.items()))
