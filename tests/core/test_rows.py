"""The crosstable's row helpers: a value per opponent, and ``bytes.translate``
tables that pick games by their code."""

from __future__ import annotations

import pytest

from berger.core.rows import code_table, getter, mask

VALUES = [100, 101, 102, 103, 104]


@pytest.mark.parametrize(
    ("opponents", "picked"),
    [
        ([3, 1, 4], [103, 101, 104]),
        ([2, 2], [102, 102]),
        ([4], [104]),  # one opponent: still a sequence, not the bare value
        ([], []),
    ],
)
def test_getter_takes_each_opponents_value_in_turn(
    opponents: list[int], picked: list[int]
) -> None:
    assert list(getter(opponents)(VALUES)) == picked


def test_code_table_gives_the_values_named_and_zero_elsewhere() -> None:
    table = code_table({1: 7, 5: 9, 255: 3})
    assert len(table) == 256
    assert bytes([1, 2, 5, 0, 255]).translate(table) == bytes([7, 0, 9, 0, 3])


def test_mask_marks_the_codes_given() -> None:
    # A row's codes 4, 6, 4, 9 against the mask of {4, 9}: three games picked.
    picked = bytes([4, 6, 4, 9]).translate(mask({4, 9}))
    assert picked == bytes([1, 0, 1, 1])
    assert sum(picked) == 3
    assert sum(bytes(range(256)).translate(mask(()))) == 0
