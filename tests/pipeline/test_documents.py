"""The printed documents, called as another program would: no Click."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event, open_individual, open_teams

from berger.cli import cli
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.documents import paperwork, write_document
from berger.pipeline.variant import Document


def test_paperwork_counts_the_results_given(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    assert paperwork(players, None).counted is None
    results = players.read_results()
    work = paperwork(players, results, after_round=2)
    assert work.counted is not None
    assert work.counted.after_round == 2
    assert work.settings.tiebreaks == ("SB", "ARO")
    assert paperwork(players, results, count=False).counted is None


def test_every_document_but_a_team_events_own_and_the_play_offs_is_a_command() -> None:
    commands = set(cli.commands)
    assert {d.value for d in Document} - commands == {
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
    for document in (Document.CHART, Document.BLANK_CROSSTABLE, Document.ROUND_SHEETS):
        target = tmp_path / f"{document}.html"
        write_document(variant, document, target)
        assert "Boris" in target.read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"a --blank crosstable needs none"):
        write_document(variant, Document.CROSSTABLE, tmp_path / "x.html")
    assert not (tmp_path / "x.html").exists()


def test_a_team_event_writes_its_own_documents(samples: Path, tmp_path: Path) -> None:
    teams = open_teams(samples / "school-teams")
    write_document(teams, Document.BOARD_RESULTS, tmp_path / "boards.html")
    text = (tmp_path / "boards.html").read_text(encoding="utf-8")
    assert "Мельник Остап" in text
    write_document(teams, Document.CARDS, tmp_path / "cards.html")
    assert "Технічний ліцей" in (tmp_path / "cards.html").read_text("utf-8")
