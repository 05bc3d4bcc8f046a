"""An output's entry: whether the event has it, finding it by what asks
for it, and writing what it made."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import open_individual

from berger.pipeline.outputs import (
    COUNTED,
    FOR_PROGRAMS,
    PRINT,
    FromCounted,
    FromSchedule,
    Input,
    Output,
    Work,
    find_output,
    text_file,
    write_made,
)
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.render.printing import Page


def test_an_output_that_needs_results_waits_for_them(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    before, after = players.work(None), players.work(players.results)
    standings = find_output(PLAYER_OUTPUTS, name="standings.pdf")
    cards = find_output(PLAYER_OUTPUTS, name="cards.pdf")
    assert isinstance(standings, FromCounted)
    assert isinstance(cards, FromSchedule)
    assert (standings.needs_results, cards.needs_results) == (True, False)
    assert (standings.has(before), standings.has(after)) == (False, True)
    assert (cards.has(before), cards.has(after)) == (True, True)
    # Made from the results counted: handed them, never without.
    seen: list[object] = []

    def made(work: Work[Any, Any], found: Any) -> Page:
        seen.append(found)
        return Page(str)

    counted: FromCounted[Any, Any] = FromCounted("x.pdf", COUNTED, made)
    assert counted.make(before) is None
    assert counted.make(after) is not None
    assert seen == [after.counted]
    # What the event does not have, its maker says: None.
    never: FromSchedule[Any, Any] = FromSchedule(
        "y.pdf", frozenset(), lambda work: None
    )
    assert not never.has(before)


def test_an_output_is_found_by_what_asks_for_it() -> None:
    def named(output: Output[Any, Any] | None) -> str | None:
        return None if output is None else output.name

    assert named(find_output(PLAYER_OUTPUTS, name="chart.pdf")) == "chart.pdf"
    assert named(find_output(PLAYER_OUTPUTS, export="trf")) == "event.trf"
    assert named(find_output(PLAYER_OUTPUTS, prints="round-sheet")) == (
        "round-sheets.pdf"
    )
    assert named(find_output(PLAYER_OUTPUTS, command="crosstable --blank")) == (
        "crosstable-blank.pdf"
    )
    assert find_output(PLAYER_OUTPUTS, name="nothing.pdf") is None
    assert find_output(PLAYER_OUTPUTS, export="xml") is None
    assert find_output(PLAYER_OUTPUTS) is None  # nothing asked, nothing found


def test_what_the_files_are_made_from() -> None:
    assert Input.PLAYOFF in COUNTED
    assert Input.PRINT not in FOR_PROGRAMS  # the same in every language
    assert PRINT is Input.PRINT
    names = [output.name for output in PLAYER_OUTPUTS]
    assert len(names) == len(set(names))
    assert all(isinstance(output, Output) for output in PLAYER_OUTPUTS)


def test_a_file_made_is_written_with_what_to_tell(
    samples: Path, tmp_path: Path
) -> None:
    settings = open_individual(samples / "club-championship").settings()
    made: list[str] = []

    def text() -> str:
        made.append("text")
        return "one,two\n"

    writer = text_file(text)
    assert made == []  # made when written
    assert write_made(writer, tmp_path / "a.csv", settings) == ()
    assert (tmp_path / "a.csv").read_text("utf-8") == "one,two\n"
    write_made(Page(lambda pdf: f"<p>{pdf}</p>"), tmp_path / "b.html", settings)
    assert (tmp_path / "b.html").read_text("utf-8") == "<p>False</p>"
    assert write_made(lambda target: ("told",), tmp_path / "c", settings) == ("told",)
