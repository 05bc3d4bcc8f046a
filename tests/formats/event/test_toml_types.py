"""The type check of event.toml settings."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.errors import InputError
from berger.formats.event.toml_types import (
    expect,
    read_date,
    read_round_dates,
    read_time,
    read_timezone,
)


def test_a_value_of_the_kind_comes_back() -> None:
    assert expect(4, int, "event.toml", "rules.boards") == 4
    assert expect(False, bool, "event.toml", "rules.teams") is False
    assert expect("GPTS", (str, list), "event.toml", "rules.tiebreaks") == "GPTS"


@pytest.mark.parametrize(
    ("value", "kind", "message"),
    [
        # a bool is not taken for a number
        (True, int, "rules.x: True has the wrong type (expected a whole number)"),
        ("yes", bool, "rules.x: 'yes' has the wrong type (expected true or false)"),
        (5, (str, list), "rules.x: 5 has the wrong type (expected text or a list)"),
        (1.5, dict, "rules.x: 1.5 has the wrong type (expected dict)"),
    ],
)
def test_a_value_of_another_kind_is_refused(
    value: object, kind: type | tuple[type, ...], message: str
) -> None:
    with pytest.raises(InputError) as caught:
        expect(value, kind, "event.toml", "rules.x")
    assert str(caught.value) == f"event.toml: {message}"


def test_dates_and_round_dates() -> None:
    when = dt.datetime(2026, 12, 6, 10, 30)
    assert read_date(when, "e.toml", "event.start") == dt.date(2026, 12, 6)
    assert read_date("2026-12-06", "e.toml", "event.start") == dt.date(2026, 12, 6)
    assert read_round_dates(
        [dt.date(2026, 12, 6), when, "2026-12-07 09:00", "2026-12-08"],
        "e.toml",
        "playoff",
    ) == (dt.date(2026, 12, 6), when, dt.datetime(2026, 12, 7, 9), dt.date(2026, 12, 8))
    with pytest.raises(InputError) as error:
        read_round_dates(["next Sunday"], "e.toml", "playoff")
    assert str(error.value) == (
        "e.toml: playoff.round_dates: 'next Sunday' is not a date (YYYY-MM-DD)"
    )
    with pytest.raises(
        InputError, match=r"event\.round_dates: '2026' has the wrong type"
    ):
        read_round_dates("2026", "e.toml", "event")


@pytest.mark.parametrize(
    ("value", "time"),
    [
        ("18:00", dt.time(18, 0)),
        (" 9:05 ", dt.time(9, 5)),
        ("00:00", dt.time(0, 0)),
        (dt.time(18, 30, 15), dt.time(18, 30, 15)),
    ],
)
def test_a_time_of_day(value: object, time: dt.time) -> None:
    assert read_time(value, "e.toml", "event.start_time") == time


@pytest.mark.parametrize("value", ["24:00", "18:60", "18.00", "1800", "18:00:00", 18.0])
def test_not_a_time_of_day(value: object) -> None:
    with pytest.raises(InputError) as error:
        read_time(value, "e.toml", "event.start_time")
    assert str(error.value) == (
        f"e.toml: event.start_time: {value!r} is not a time (HH:MM)"
    )


def test_a_time_zone_by_its_name() -> None:
    assert read_timezone("Europe/Kyiv", "e.toml", "event.timezone") == "Europe/Kyiv"
    assert read_timezone(" UTC ", "e.toml", "event.timezone") == "UTC"
    for name in ("Kyiv", "", "Europe/../UTC"):
        with pytest.raises(InputError, match="is not a time zone"):
            read_timezone(name, "e.toml", "event.timezone")
