"""The papers the desk prints: a name that prints nothing, a round the
schedule lacks, the standings before any result, an event that does not
read (a real PDF: tests/pipeline/test_arbiter.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, open_event

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.desk.printing import print_round
from berger.pipeline.desk.state import Unreadable
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.teams.outputs import TEAM_OUTPUTS


def test_each_name_prints_its_output() -> None:
    for outputs in (PLAYER_OUTPUTS, TEAM_OUTPUTS, MICRO_OUTPUTS):
        assert [(o.prints, o.name) for o in outputs if o.prints is not None] == [
            ("cards", "cards.pdf"),
            ("round-sheet", "round-sheets.pdf"),
            ("standings", "standings.pdf"),
        ]
    variant = open_event(SAMPLES / "club-championship", Options()).variant
    with pytest.raises(InputError, match="document: no document 'x'"):
        print_round(variant, "x", 1)


def test_what_cannot_be_printed_is_refused(tmp_path: Path) -> None:
    variant = open_event(SAMPLES / "club-championship", Options()).variant
    with pytest.raises(InputError, match="round: round 8 is beyond the schedule"):
        print_round(variant, "round-sheet", 8)
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / "club-championship", event)
    results = event / "results.csv"
    results.unlink()
    variant = open_event(event, Options()).variant
    with pytest.raises(Unreadable, match=r"results\.csv: file not found"):
        print_round(variant, "standings", 1)
    toml = event / "event.toml"
    named = toml.read_text("utf-8")
    toml.write_text(named.replace('results = "results.csv"', ""), "utf-8")
    variant = open_event(event, Options()).variant
    with pytest.raises(InputError, match="no results yet"):
        print_round(variant, "standings", 1)
    toml.write_text(named, "utf-8")
    results.write_text("round,board,result\n1,9,1-0\n", "utf-8")
    variant = open_event(event, Options()).variant
    with pytest.raises(Unreadable, match=r"results\.csv:2"):
        print_round(variant, "standings", 1)
