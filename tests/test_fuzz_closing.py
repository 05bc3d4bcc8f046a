"""The closing tables' fuzzer (:mod:`fuzz.closing_tables`, ``make fuzz``
runs it at length) on a few cases of each seed: every case ends in a
success or one located line, no traceback, no input changed."""

from __future__ import annotations

import pytest
from fuzz.closing_tables import run

CASES = 12


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_hostile_closing_tables_are_read_or_refused_in_one_line(seed: int) -> None:
    tally = run(seed, CASES, say=lambda line: None)
    assert tally.cases == CASES
    assert tally.problems == []
