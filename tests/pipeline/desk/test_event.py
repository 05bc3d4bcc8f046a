"""The round robins of an event at the desk: its groups or the event, its
play-offs, each opened as it is now; where each one's results go; an error
of the event's files told as the event's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import SAMPLES

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.desk.event import RoundRobins
from berger.pipeline.desk.state import Unreadable


def copy(name: str, folder: Path) -> Path:
    target = folder / name
    shutil.copytree(SAMPLES / name, target)
    return target


def test_an_event_with_groups_is_opened_by_its_group() -> None:
    robins = RoundRobins(SAMPLES / "club-groups", Options())
    assert robins.names() == ("A", "B")
    assert robins.open("B").name == "B"
    with pytest.raises(InputError, match="this event has groups A, B: give the group"):
        robins.open(None)
    with pytest.raises(InputError, match="no group 'C'"):
        robins.open("C")


def test_a_play_off_is_counted_by_its_event(tmp_path: Path) -> None:
    event = copy("district-final", tmp_path)
    robins = RoundRobins(event, Options())
    assert robins.names() == (None, "Play-off 1-3")
    playoff = robins.open("Play-off 1-3")
    assert robins.counted(playoff).name is None
    own = robins.open(None)
    assert robins.counted(own) is own
    assert robins.target(playoff).path == event / "playoff.csv"
    assert robins.target(own).path == event / "results.csv"


def test_results_given_are_read_from_there(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    other = event / "other.csv"
    lines = (event / "results.csv").read_text("utf-8").splitlines(keepends=True)
    other.write_text("".join(lines[:3]), "utf-8")
    opened = RoundRobins(event, Options()).open(None, results=other)
    assert opened.config.options.results == other
    results = opened.variant.results
    assert results is not None
    assert len(results.games.outcomes) == 2


def test_an_event_that_does_not_read_is_unreadable(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    toml = event / "event.toml"
    toml.write_text(toml.read_text("utf-8") + "\n[rules\n", "utf-8")
    robins = RoundRobins(event, Options())
    for read in (robins.groups, robins.names, lambda: robins.open(None)):
        with pytest.raises(Unreadable, match=r"event\.toml:\d+: not valid TOML"):
            read()
