"""The fuzzer of revocation under load (:mod:`fuzz.desk_revoke`, ``make
fuzz`` runs it at length) on one trial against a real server: no write of
the revoked key applied after the revocation, no fill answered 5xx."""

from __future__ import annotations

import pytest
from fuzz.desk_revoke import run


@pytest.mark.slow
def test_no_write_of_a_revoked_key_lands_after_the_revocation() -> None:
    tally = run(5, 1, fills=40, say=lambda line: None)
    assert (tally.trials, tally.fills) == (1, 40)
    assert tally.problems == []
    assert tally.statuses[200]
