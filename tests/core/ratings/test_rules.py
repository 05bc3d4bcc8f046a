"""Which edition of FIDE B.02 an event is rated under, by its dates, and the
calendar months of its rounds."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.core.model import EventInfo
from berger.core.ratings.rules import (
    LATEST,
    RatingRules,
    event_day,
    event_rules,
    month_of,
    round_months,
    rules_on,
)


@pytest.mark.parametrize(
    ("day", "rules"),
    [
        (dt.date(2024, 2, 29), RatingRules.BEFORE_2024_03),
        (dt.date(2024, 3, 1), RatingRules.MARCH_2024),
        (dt.date(2025, 9, 30), RatingRules.MARCH_2024),
        (dt.date(2025, 10, 1), RatingRules.OCTOBER_2025),
        (dt.date(2026, 12, 9), RatingRules.OCTOBER_2025),
        (None, RatingRules.OCTOBER_2025),
    ],
)
def test_the_edition_in_force_on_a_day(day: dt.date | None, rules: RatingRules) -> None:
    assert rules_on(day) is rules


def test_what_each_edition_changes() -> None:
    # The 400-point rule: everybody until September 2025; from October 2025
    # only a player rated below 2650 (2649 capped, 2650 not).
    assert RatingRules.MARCH_2024.cap_for(2800) == 400
    assert RatingRules.BEFORE_2024_03.cap_for(2800) == 400
    assert RatingRules.OCTOBER_2025.cap_for(2649) == 400
    assert RatingRules.OCTOBER_2025.cap_for(2650) is None
    assert [rules.first_ratings for rules in RatingRules] == [False, True, True]
    assert [rules.since for rules in RatingRules] == [
        None,
        dt.date(2024, 3, 1),
        dt.date(2025, 10, 1),
    ]
    assert str(RatingRules.OCTOBER_2025) == "B.02 2025-10-01"
    assert LATEST is RatingRules.OCTOBER_2025


def test_the_event_day_last_day_first_day_last_round() -> None:
    # The last day decides: an event from 2025-09-25 to 2025-10-02 is rated
    # under the October 2025 text.
    spanning = EventInfo(start=dt.date(2025, 9, 25), end=dt.date(2025, 10, 2))
    assert event_day(spanning) == dt.date(2025, 10, 2)
    assert event_rules(spanning) is RatingRules.OCTOBER_2025
    assert event_day(EventInfo(start=dt.date(2025, 9, 25))) == dt.date(2025, 9, 25)
    rounds = (dt.datetime(2025, 9, 29, 18), dt.datetime(2025, 9, 30, 18))
    assert event_day(EventInfo(round_dates=rounds)) == dt.date(2025, 9, 30)
    assert event_rules(EventInfo(round_dates=rounds)) is RatingRules.MARCH_2024
    assert event_day(EventInfo()) is None


def test_months_of_the_rounds() -> None:
    weekly = tuple(dt.date(2026, 9, 2) + dt.timedelta(weeks=w) for w in range(15))
    info = EventInfo(round_dates=weekly)
    months = round_months(info, 15)
    assert [month for month, _ in months] == [
        "2026-09",
        "2026-10",
        "2026-11",
        "2026-12",
    ]
    # Wednesdays: 2, 9, 16, 23, 30 September; 7 ... 28 October; 4 ... 25
    # November; 2 and 9 December.
    assert [rounds for _, rounds in months] == [
        (1, 2, 3, 4, 5),
        (6, 7, 8, 9),
        (10, 11, 12, 13),
        (14, 15),
    ]
    # One month only: its rounds are known.
    assert round_months(EventInfo(round_dates=weekly[5:9]), 4) == (
        ("2026-10", (1, 2, 3, 4)),
    )
    # A round without a date: no months at all.
    assert round_months(EventInfo(round_dates=weekly[:3]), 4) == ()
    assert month_of(dt.datetime(2026, 1, 5, 18, 30)) == "2026-01"
