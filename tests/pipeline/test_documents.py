"""The printed documents, called as another program would: no Click."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import (
    made_named,
    open_event,
    open_individual,
    open_teams,
    output_named,
)

from berger.cli import cli
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.documents import (
    make_output,
    output_work,
    write_output_document,
)
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.outputs import find_output, write_made
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.teams.outputs import TEAM_OUTPUTS


def test_the_work_counts_the_results_given(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    assert players.work(None).counted is None
    results = players.results
    work = players.work(results, after_round=2)
    assert work.counted is not None
    assert work.counted.after_round == 2
    assert work.settings.tiebreaks == ("SB", "ARO")
    assert players.work(results, count=False).counted is None


def test_an_output_is_made_from_what_its_entry_says(
    samples: Path, tmp_path: Path
) -> None:
    players = open_individual(samples / "club-championship")
    # The cards from the schedule alone, the round sheets with the results,
    # the standings with them counted (after the round asked for).
    assert output_work(players, output_named(players, "cards.pdf")).results is None
    sheets = output_work(players, output_named(players, "round-sheets.pdf"))
    assert (sheets.results is not None, sheets.counted) == (True, None)
    standings = output_work(
        players, output_named(players, "standings.pdf"), after_round=3
    )
    assert standings.counted is not None
    assert standings.counted.after_round == 3
    made, work = made_named(players, "standings.csv")
    write_made(made, tmp_path / "standings.csv", work.settings)
    assert (tmp_path / "standings.csv").read_text("utf-8").startswith("place,number")
    assert find_output(players.kind.outputs, name="board-results.pdf") is None


def test_an_output_the_event_does_not_have_is_refused(samples: Path) -> None:
    draughts = open_individual(samples / "draughts-cup")
    with pytest.raises(InputError, match=r"draughts-cup: this event has no norms\.pdf"):
        make_output(draughts, output_named(draughts, "norms.pdf"))


def test_each_command_writes_its_output_of_every_kind() -> None:
    commands = set(cli.commands)
    for outputs in (PLAYER_OUTPUTS, TEAM_OUTPUTS, MICRO_OUTPUTS):
        written = {o.command: o.name for o in outputs if o.command is not None}
        assert written == {
            "cards": "cards.pdf",
            "round-sheets": "round-sheets.pdf",
            "chart": "chart.pdf",
            "crosstable --blank": "crosstable-blank.pdf",
            "crosstable": "crosstable.pdf",
            "workbook": "event.xlsx",
        }
        assert {command.split()[0] for command in written} <= commands


def test_write_document_needs_results_only_for_the_filled_crosstable(
    tmp_path: Path,
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    variant = open_event(players, Options()).variant
    for command in ("chart", "crosstable --blank", "round-sheets"):
        target = tmp_path / f"{command}.html"
        write_output_document(variant, command, target)
        assert "Boris" in target.read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"a --blank crosstable needs none"):
        write_output_document(variant, "crosstable", tmp_path / "x.html")
    assert not (tmp_path / "x.html").exists()


def test_a_team_event_writes_its_own_documents(samples: Path, tmp_path: Path) -> None:
    teams = open_teams(samples / "school-teams")
    made, work = made_named(teams, "board-results.pdf")
    write_made(made, tmp_path / "boards.html", work.settings)
    text = (tmp_path / "boards.html").read_text(encoding="utf-8")
    assert "Мельник Остап" in text
    write_output_document(teams, "cards", tmp_path / "cards.html")
    assert "Технічний ліцей" in (tmp_path / "cards.html").read_text("utf-8")
