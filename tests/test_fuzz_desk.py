"""The desk's fuzzer (:mod:`fuzz.desk_body`, ``make fuzz`` runs it at
length) on a few requests against a real server: nothing answered 5xx,
every refusal one line, no file changed by one."""

from __future__ import annotations

import pytest
from fuzz.desk_body import run

REQUESTS = 45


@pytest.mark.slow
def test_hostile_bodies_at_the_desk_are_answered_below_500() -> None:
    tally = run(3, REQUESTS, say=lambda line: None)
    assert tally.requests == REQUESTS
    assert tally.problems == []
    assert max(tally.statuses) < 500
