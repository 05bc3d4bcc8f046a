"""The fuzzer of the desk beside the event's PDN (:mod:`fuzz.desk_pdn`,
``make fuzz`` runs it at length) on a few corrections against a real
server: every correction acknowledged leaves an event that reads, every
refusal one line that changed nothing."""

from __future__ import annotations

import pytest
from fuzz.desk_pdn import run

CORRECTIONS = 12


@pytest.mark.slow
def test_every_correction_the_desk_takes_leaves_an_event_that_reads() -> None:
    tally = run(4, CORRECTIONS, say=lambda line: None)
    assert tally.corrections == CORRECTIONS
    assert tally.problems == []
    # Corrections taken (a result cleared, put back) and refused.
    assert tally.statuses[200] > 0
    assert tally.statuses[400] > 0
