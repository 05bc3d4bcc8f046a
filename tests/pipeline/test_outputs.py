"""An output's entry: whether the event has it, and finding it by name."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.conftest import open_individual

from berger.pipeline.outputs import (
    COUNTED,
    FOR_PROGRAMS,
    PRINT,
    Input,
    Output,
    find_output,
)
from berger.pipeline.player_outputs import PLAYER_OUTPUTS


def test_an_output_that_needs_results_waits_for_them(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    before, after = players.work(None), players.work(players.results)
    standings = find_output(PLAYER_OUTPUTS, "standings.pdf")
    cards = find_output(PLAYER_OUTPUTS, "cards.pdf")
    assert standings is not None
    assert cards is not None
    assert (standings.has(before), standings.has(after)) == (False, True)
    assert (cards.has(before), cards.has(after)) == (True, True)
    # What the event has beside its results: here, never.
    never = replace(cards, applies=lambda work: False)
    assert not never.has(before)
    assert find_output(PLAYER_OUTPUTS, "nothing.pdf") is None


def test_what_the_files_are_made_from() -> None:
    assert Input.PLAYOFF in COUNTED
    assert Input.PRINT not in FOR_PROGRAMS  # the same in every language
    assert PRINT is Input.PRINT
    names = [output.name for output in PLAYER_OUTPUTS]
    assert len(names) == len(set(names))
    assert all(isinstance(output, Output) for output in PLAYER_OUTPUTS)
