"""The one points formatter: halves, decimals, signs, languages."""

from __future__ import annotations

from fractions import Fraction

import pytest

from berger.formats.reports.points import format_points


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(0), "0"),
        (Fraction(1, 2), "½"),
        (Fraction(11, 2), "5½"),
        (Fraction(8, 2), "4"),
        (7, "7"),
        (Fraction(81, 4), "20.25"),
        (Fraction(1, 3), "0.333"),
        (Fraction(2, 3), "0.667"),
        # Negative points (custom scoring): the sign goes in front of the
        # magnitude; -1/2 is "minus a half", not -1 + 1/2 written as "-1½".
        (Fraction(-1, 2), "-½"),
        (Fraction(-3, 2), "-1½"),
        (Fraction(-1), "-1"),
        (Fraction(-1, 4), "-0.25"),
        (None, ""),
    ],
)
def test_points_as_people_write_them(value: Fraction | int | None, text: str) -> None:
    assert format_points(value) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(11, 2), "5.5"),
        (Fraction(-1, 2), "-0.5"),
        (Fraction(-3, 2), "-1.5"),
        (Fraction(4), "4"),
    ],
)
def test_halves_as_decimals(value: Fraction, text: str) -> None:
    assert format_points(value, halves=False) == text


@pytest.mark.parametrize(
    ("value", "language", "places", "text"),
    [
        (Fraction(51, 4), "uk", 2, "12,75"),
        (Fraction(51, 4), "ru", 2, "12,75"),
        (Fraction(51, 4), "en", 2, "12.75"),
        (Fraction(-51, 4), "uk", 2, "-12,75"),
        (Fraction(-1, 2), "ru", 2, "-½"),
        (Fraction(1, 3), "ru", 2, "0,33"),
        # 1/8 = 0.125: halves round up, as FIDE rounds.
        (Fraction(1, 8), "en", 2, "0.13"),
        (Fraction(1, 8), "en", 3, "0.125"),
        (Fraction(-1, 8), "en", 2, "-0.13"),
        # -1/1000 rounds to nothing: no "-0".
        (Fraction(-1, 1000), "en", 2, "0"),
    ],
)
def test_decimals_per_language(
    value: Fraction, language: str, places: int, text: str
) -> None:
    assert format_points(value, language, places=places) == text


def test_missing_value_text() -> None:
    assert format_points(None, "uk", missing="–") == "–"
