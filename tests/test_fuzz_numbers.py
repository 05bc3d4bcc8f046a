"""The numbers' fuzzer (:mod:`fuzz.numbers`, ``make fuzz`` runs it at
length) on a few cases: every sample's way of giving its games once
(results CSV, PGN, TRF, a PDN beside the CSV, a team event, a ballot table,
a play-off, norms), each case a success or one line naming a file of the
event, no traceback, no input changed."""

from __future__ import annotations

import pytest
from fuzz.numbers import RECIPES, run


@pytest.mark.slow
def test_hostile_numbers_are_read_or_refused_in_one_located_line() -> None:
    tally = run(5, len(RECIPES) + 2, say=lambda line: None)
    assert tally.cases == len(RECIPES) + 2
    assert tally.problems == []
