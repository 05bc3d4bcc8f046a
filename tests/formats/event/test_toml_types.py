"""The type check of event.toml settings."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.errors import InputError
from berger.formats.event.toml_types import expect, read_date, read_round_dates


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
