"""The printed documents, called as another program would: no Click."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event, open_individual

from berger.cli import cli
from berger.errors import InputError
from berger.formats.event import Options
from berger.pipeline.documents import Document, paperwork, write_document
from berger.pipeline.results import load_results


def test_paperwork_counts_the_results_given(samples: Path) -> None:
    config, tournament = open_individual(samples / "club-championship")
    assert paperwork(config, tournament, None).tables is None
    results = load_results(config, tournament)
    work = paperwork(config, tournament, results, after_round=2)
    assert work.tables is not None
    assert work.tables[1].after_round == 2
    assert work.settings.tiebreaks == ("SB", "ARO")


def test_the_documents_are_the_commands() -> None:
    commands = set(cli.commands)
    assert {d.value for d in Document} - commands == {"crosstable-blank"}


def test_write_document_needs_results_only_for_the_filled_crosstable(
    tmp_path: Path,
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    config, tournament, _ = open_event(players, Options())
    for document in (Document.CHART, Document.BLANK_CROSSTABLE, Document.ROUND_SHEETS):
        target = tmp_path / f"{document}.html"
        write_document(config, tournament, document, target)
        assert "Boris" in target.read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"a --blank crosstable needs none"):
        write_document(config, tournament, Document.CROSSTABLE, tmp_path / "x.html")
    assert not (tmp_path / "x.html").exists()
