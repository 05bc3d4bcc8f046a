"""The edge of the pipeline: an event's results files read once into one
value, and the counting that takes it and opens no file."""

from __future__ import annotations

import builtins
import io
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import SAMPLES, open_individual

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.pipeline.read import EventResults, playoff_state, read_playoff_files
from berger.pipeline.variant import Variant

DISTRICT = SAMPLES / "district-final"


def every_sample() -> list[Path]:
    return sorted(p.parent for p in SAMPLES.glob("*/event.toml"))


@pytest.mark.parametrize("sample", every_sample(), ids=lambda p: p.name)
def test_counting_opens_no_file(sample: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every sample's results (of each of its groups), read at the edge,
    counted after every round (play-offs included) with every way of opening
    a file made to fail."""
    for found in open_groups(sample, Options()):
        variant = found.variant
        results = variant.results or variant.no_results()
        rounds = results.games.last_round
        with monkeypatch.context() as patch:
            counted, final = count_refusing_files(patch, variant, results)
        assert all(c.after_round == k for k, c in enumerate(counted, start=1))
        assert final.after_round == rounds
        if sample == DISTRICT:
            assert final.playoffs is not None
            assert final.playoffs.played[0].finished


def count_refusing_files(
    patch: pytest.MonkeyPatch, variant: Variant[Any, Any], results: EventResults
) -> tuple[list[Any], Any]:
    """The results counted after each round and after the last, every way of
    opening a file made to fail meanwhile."""

    def refuse(*args: object, **kwargs: object) -> object:
        raise AssertionError(f"a file opened while counting: {args!r}")

    for owner, name in (
        (builtins, "open"),
        (io, "open"),
        (os, "open"),
        (Path, "open"),
        (Path, "read_bytes"),
        (Path, "read_text"),
        (Path, "exists"),
        (Path, "is_file"),
        (Path, "stat"),
    ):
        patch.setattr(owner, name, refuse)
    rounds = results.games.last_round
    counted = [variant.count(results, after_round=k) for k in range(1, rounds + 1)]
    return counted, variant.count(results)


def test_the_results_are_read_once(tmp_path: Path) -> None:
    event = tmp_path / "district"
    shutil.copytree(DISTRICT, event)
    players = open_individual(event)
    first = players.results
    assert first is not None
    (event / "results.csv").unlink()
    (event / "playoff.csv").unlink()
    assert players.results is first  # read when first asked for, kept
    assert set(first.playoff) == {event / "playoff.csv"}
    assert first.playoff[event / "playoff.csv"].data.startswith(b"round,white")


def test_a_play_off_not_begun_has_no_file(tmp_path: Path) -> None:
    event = tmp_path / "district"
    shutil.copytree(DISTRICT, event)
    players = open_individual(event)
    assert read_playoff_files(players.config.playoff) != {}
    (event / "playoff.csv").unlink()
    assert read_playoff_files(players.config.playoff) == {}
    assert read_playoff_files(None) == {}


def test_the_play_offs_state_follows_its_files_bytes(tmp_path: Path) -> None:
    event = tmp_path / "district"
    shutil.copytree(DISTRICT, event)
    setup = open_individual(event).config.playoff
    results = open_individual(event).require_results()
    before = playoff_state(setup, results)
    assert before == playoff_state(setup, open_individual(event).require_results())
    assert before != playoff_state(setup, EventResults(results.games))
    assert playoff_state(None, results) != before
    playoff = event / "playoff.csv"
    playoff.write_text(playoff.read_text("utf-8").replace("1-0", "0-1"), "utf-8")
    assert playoff_state(setup, open_individual(event).require_results()) != before
