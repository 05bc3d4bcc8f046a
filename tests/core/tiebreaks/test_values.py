"""A tied group split by one tie-break's values."""

from __future__ import annotations

from fractions import Fraction

from berger.core.tiebreaks.values import split

SB = {1: Fraction(29, 4), 2: Fraction(31, 4), 3: Fraction(29, 4), 4: Fraction(5)}


def test_the_highest_value_ranks_first_and_equal_values_stay_together() -> None:
    assert split([1, 2, 3, 4], SB.__getitem__) == [[2], [1, 3], [4]]


def test_lower_first_reverses_the_parts_not_the_members() -> None:
    assert split([1, 2, 3, 4], SB.__getitem__, higher_first=False) == [
        [4],
        [1, 3],
        [2],
    ]


def test_a_group_of_equal_values_is_left_whole() -> None:
    assert split([3, 1, 2], lambda _: 1) == [[3, 1, 2]]
    assert split([], SB.__getitem__) == []
