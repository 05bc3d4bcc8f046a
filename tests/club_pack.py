"""The club sample and which files of its pack a result changes, for the
tests of the pack's inputs (tests/test_pack.py) and of the builds
(tests/test_build.py)."""

from __future__ import annotations

from tests.conftest import SAMPLES

CLUB = SAMPLES / "club-championship"
NOT_BY_RESULTS = {"cards.pdf", "chart.pdf", "crosstable-blank.pdf"}
"""The documents no result changes."""
BY_RESULTS = {
    "round-sheets.pdf",
    "crosstable.pdf",
    "standings.pdf",
    "norms.pdf",  # the club sample is a rated chess event
    "prizes.pdf",  # and has a prize list
    "standings.html",
    "standings.csv",
    "standings.json",
    "event.xlsx",
    "event.trf",
}
"""The files a new result changes."""
PRIZE_LIST = "prizes.pdf"
"""The club sample's prize list, which a result changes (the groups sample
has none)."""
