"""The one check of the numbers an event's files give: whole numbers counted
before they are converted, points and money finite, in range and no finer
than the documents print, each number quoted short in a message."""

from __future__ import annotations

from fractions import Fraction

import pytest

from berger.core.bounds import clip, number, show, whole_number
from berger.errors import InputError

HUGE = "9" * 5000
"""More digits than Python converts to a number (4,300)."""


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (3, "3"),
        (-0.0, "-0.0"),
        (float("inf"), "inf"),
        (float("nan"), "nan"),
        (1e308, "1e+308"),
        (Fraction(1, 2), "0.5"),
        (Fraction(1, 3), "1/3"),
        (10**25, "10000000000000000000000000"),  # 26 digits, whole
        (10**29, "1" + "0" * 29),  # 30 characters, whole
        (10**30, "100000000000… (31 digits)"),
        pytest.param(-(10**5000), "-100000000000… (5001 digits)", id="-10**5000"),
        pytest.param(int("f" * 5000, 16), "398027684033… (6021 digits)", id="0xf…"),
        ("x", "'x'"),
        (HUGE, "'999999999999… (5000 digits)'"),
        ("Ω" * 40, "'ΩΩΩΩΩΩΩΩΩΩΩΩ… (40 characters)'"),
        ([1, 2], "[1, 2]"),
        pytest.param([10**5000], "list", id="[10**5000]"),
    ],
)
def test_a_number_is_quoted_short_whatever_its_length(
    value: object, shown: str
) -> None:
    # An int of more than 4,300 digits cannot even be written by str():
    # its first digits are worked out from its size instead.
    assert show(value) == shown


def test_clip_leaves_short_text_whole() -> None:
    assert clip("12345") == "12345"
    assert clip("1" * 31) == "111111111111… (31 digits)"


@pytest.mark.parametrize(
    ("value", "low", "high", "read"),
    [
        ("7", 1, 9, 7),
        ("0042", 1, 100, 42),
        ("0" * 5000 + "3", 1, 9, 3),  # zeros in front count for nothing
        ("١٢", 1, 99, 12),  # Arabic-Indic digits, as int() reads them
        (2026, 1800, 2200, 2026),
    ],
)
def test_a_whole_number_within_its_range(
    value: int | str, low: int, high: int, read: int
) -> None:
    assert whole_number(value, low, high) == read


@pytest.mark.parametrize(
    ("value", "low", "high", "message"),
    [
        (HUGE, 1, 99_999, "999999999999… (5000 digits) is out of range 1..99999"),
        ("100000", 1, 99_999, "100000 is out of range 1..99999"),
        ("0", 1, 20, "0 is out of range 1..20"),
        (21, 1, 20, "21 is out of range 1..20"),
        ("1.5", 1, 20, "'1.5' is not a number"),
        ("²", 1, 20, "'²' is not a number"),
    ],
)
def test_a_whole_number_out_of_range_is_refused_before_it_is_converted(
    value: int | str, low: int, high: int, message: str
) -> None:
    with pytest.raises(InputError) as error:
        whole_number(value, low, high)
    assert str(error.value) == message


@pytest.mark.parametrize(
    ("value", "read"),
    [
        (0.5, Fraction(1, 2)),
        (-0.5, Fraction(-1, 2)),
        (3, Fraction(3)),
        ("1,5", Fraction(3, 2)),
        ("½", Fraction(1, 2)),
        ("2½", Fraction(5, 2)),
        ("1/2", Fraction(1, 2)),
        ("0.125", Fraction(1, 8)),
        ("  7 ", Fraction(7)),
        ("0" * 5000 + "1", Fraction(1)),
        ("1." + "0" * 5000, Fraction(1)),
    ],
)
def test_points_as_numbers_and_as_text(value: object, read: Fraction) -> None:
    assert number(value, -1000, 1000, places=3) == read


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (float("inf"), "inf is not a finite number"),
        (float("-inf"), "-inf is not a finite number"),
        (float("nan"), "nan is not a finite number"),
        ("inf", "'inf' is not a finite number"),
        ("NaN", "'NaN' is not a finite number"),
        (1e308, "1e+308 is out of range -1000..1000"),
        (10**25, "10000000000000000000000000 is out of range -1000..1000"),
        (HUGE, "999999999999… (5000 digits) is out of range -1000..1000"),
        ("-" + HUGE, "-99999999999… (5000 digits) is out of range -1000..1000"),
        ("1001", "1001 is out of range -1000..1000"),
        (0.0001, "0.0001 has more than 3 decimals"),
        (1e-300, "1e-300 has more than 3 decimals"),
        (
            "0." + "0" * 5000 + "1",
            "'0.0000000000… (5002 digits)' has more than 3 decimals",
        ),
        ("1/3", "'1/3' has more than 3 decimals"),
        ("1e3", "'1e3' is not a number"),
        ("x", "'x' is not a number"),
        ("1.", "'1.' is not a number"),
        (True, "True is not a number"),
        (None, "None is not a number"),
    ],
)
def test_points_that_are_no_finite_number_in_range_are_refused(
    value: object, message: str
) -> None:
    with pytest.raises(InputError) as error:
        number(value, -1000, 1000, places=3)
    assert str(error.value) == message
