"""The printed documents, called as another program would: no Click."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event, open_individual, open_teams

from berger.cli import cli
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.documents import (
    make_output,
    output_of,
    output_work,
    write_output_document,
)
from berger.pipeline.players import PLAYERS
from berger.pipeline.teams import TEAMS


def test_the_work_counts_the_results_given(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    assert players.work(None).counted is None
    results = players.results
    work = players.work(results, after_round=2)
    assert work.counted is not None
    assert work.counted.after_round == 2
    assert work.settings.tiebreaks == ("SB", "ARO")
    assert players.work(results, count=False).counted is None


def test_an_output_is_made_from_what_its_entry_says(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    # The cards from the schedule alone, the round sheets with the results,
    # the standings with them counted (after the round asked for).
    assert output_work(players, output_of(players, "cards.pdf")).results is None
    sheets = output_work(players, output_of(players, "round-sheets.pdf"))
    assert (sheets.results is not None, sheets.counted) == (True, None)
    standings = output_work(players, output_of(players, "standings.pdf"), after_round=3)
    assert standings.counted is not None
    assert standings.counted.after_round == 3
    made, _work = make_output(players, "standings.csv")
    assert isinstance(made, str)
    assert made.startswith("place,number,name")
    with pytest.raises(KeyError):
        output_of(players, "board-results.pdf")


def test_every_document_but_a_team_events_own_and_the_play_offs_is_a_command() -> None:
    commands = set(cli.commands)
    names = [o.name for o in PLAYERS.outputs] + [o.name for o in TEAMS.outputs]
    printed = {name.removesuffix(".pdf") for name in names if name.endswith(".pdf")}
    assert printed - commands == {
        "crosstable-blank",  # berger crosstable --blank
        "board-results",
        "player-results",
        "playoff-round-sheets",  # the play-off's papers: berger build
        "playoff-cards",
    }


def test_write_document_needs_results_only_for_the_filled_crosstable(
    tmp_path: Path,
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    variant = open_event(players, Options()).variant
    for document in ("chart.pdf", "crosstable-blank.pdf", "round-sheets.pdf"):
        target = tmp_path / f"{document}.html"
        write_output_document(variant, document, target)
        assert "Boris" in target.read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"a --blank crosstable needs none"):
        write_output_document(variant, "crosstable.pdf", tmp_path / "x.html")
    assert not (tmp_path / "x.html").exists()


def test_a_team_event_writes_its_own_documents(samples: Path, tmp_path: Path) -> None:
    teams = open_teams(samples / "school-teams")
    write_output_document(teams, "board-results.pdf", tmp_path / "boards.html")
    text = (tmp_path / "boards.html").read_text(encoding="utf-8")
    assert "Мельник Остап" in text
    write_output_document(teams, "cards.pdf", tmp_path / "cards.html")
    assert "Технічний ліцей" in (tmp_path / "cards.html").read_text("utf-8")
