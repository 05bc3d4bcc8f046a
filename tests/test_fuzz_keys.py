"""The keys file's and names' fuzzer (:mod:`fuzz.keys_file`, ``make fuzz``
runs it at length) on a few cases of each seed against a real server:
every command a success or one line, no answer of 500 or more, nothing
waited for, the key let in again once the file is mended, and a name
holding a character that breaks a line refused."""

from __future__ import annotations

import pytest
from fuzz.keys_file import run

CASES = 24


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_damaged_keys_files_and_names_are_read_or_refused_in_one_line(
    seed: int,
) -> None:
    tally = run(seed, CASES, say=lambda line: None)
    assert tally.cases == CASES
    assert tally.problems == []
    assert {status for status in tally.statuses if status >= 500} <= {503}
