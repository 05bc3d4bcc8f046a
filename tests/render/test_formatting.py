"""Numbers, points, dates and result marks per language."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from berger.core.model import Game, Outcome
from berger.core.scoring import CHESS, DRAUGHTS, ScoringSystem
from berger.render.formatting import (
    format_dates,
    format_day,
    format_number,
    format_outcome,
    needs_decimals,
    result_marks,
)


@pytest.mark.parametrize(
    ("value", "language", "text"),
    [
        (Fraction(9, 2), "en", "4½"),
        # Negative halves (custom scoring): minus a half, not -1 + ½ ("-1½").
        (Fraction(-1, 2), "uk", "-½"),
        (Fraction(-9, 2), "en", "-4½"),
        (Fraction(-51, 4), "ru", "-12,75"),
        (Fraction(9, 2), "uk", "4½"),
        (Fraction(1, 2), "ru", "½"),
        (Fraction(4), "ru", "4"),
        (Fraction(51, 4), "en", "12.75"),
        (Fraction(51, 4), "uk", "12,75"),
        (Fraction(51, 4), "ru", "12,75"),
        (Fraction(1, 3), "ru", "0,33"),
        (2401, "uk", "2401"),
        (None, "en", "–"),
    ],
)
def test_numbers(value: Fraction | int | None, language: str, text: str) -> None:
    assert format_number(value, language) == text


def test_halves_as_decimals_where_the_column_has_quarters() -> None:
    column = [Fraction(75, 2), Fraction(159, 4), Fraction(34)]
    assert needs_decimals(column)
    assert not needs_decimals([Fraction(75, 2), 4, None])
    assert format_number(Fraction(75, 2), "ru", decimal=True) == "37,5"
    assert format_number(Fraction(75, 2), "en", decimal=True) == "37.5"


def test_dates_per_language() -> None:
    start, end = dt.date(2026, 12, 1), dt.date(2026, 12, 7)
    assert format_day(start, "uk") == "1 грудня 2026\u202fр."
    assert format_day(start, "ru") == "1 декабря 2026\u202fг."
    assert format_day(start, "en") == "December 1, 2026"
    assert format_day(dt.datetime(2026, 12, 1, 18, 30), "uk") == "1 грудня 2026, 18:30"
    assert format_dates(start, end, "en") == "Dec 1\u2009–\u20097, 2026"
    assert format_dates(start, end, "uk").startswith("1–7 груд. 2026")
    assert format_dates(start, None, "ru") == "1 декабря 2026\u202fг."
    assert format_dates(None, None, "en") == ""


def test_result_marks_follow_the_game() -> None:
    assert result_marks(CHESS, Game.CHESS) == ("1–0", "½–½", "0–1")
    assert result_marks(DRAUGHTS, Game.DRAUGHTS) == ("2–0", "1–1", "0–2")
    assert format_outcome(Outcome.DRAW, DRAUGHTS, Game.DRAUGHTS) == "1–1"
    assert format_outcome(Outcome.WHITE_FORFEIT_WIN, CHESS, Game.CHESS) == "+ – −"
    assert format_outcome(Outcome.UNPLAYED, CHESS, Game.CHESS) == ""
    penalty = ScoringSystem.parse("1,0.5,-0.5")
    assert result_marks(penalty, Game.DRAUGHTS) == ("1–-½", "½–½", "-½–1")
