"""The variation an event's kind makes: chosen once when the event is
opened, and the same questions answered by either kind."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import open_event, output_named

from berger import messages
from berger.formats.event.event import Options
from berger.formats.files.input_file import InputFile
from berger.pipeline.players.variant import PLAYERS, Players
from berger.pipeline.teams.variant import Teams
from berger.render.documents import PlayerPapers
from berger.render.printing import Page
from berger.render.team_documents import TeamPapers


@pytest.mark.parametrize(
    ("sample", "kind"),
    [
        ("club-championship", Players),
        ("draughts-cup", Players),
        ("school-teams", Teams),
    ],
)
def test_the_variant_is_chosen_by_the_events_kind(
    samples: Path, sample: str, kind: type
) -> None:
    variant = open_event(samples / sample, Options()).variant
    assert type(variant) is kind
    results = variant.require_results()
    counted = variant.count(results)
    # Either kind: the crosstable of the entrants, and the standings of them.
    assert counted.crosstable.tournament is variant.event
    assert sorted(row.number for row in counted.standings.rows) == list(
        range(1, variant.event.n + 1)
    )
    assert counted.after_round == results.games.last_round


@pytest.mark.parametrize("sample", ["club-championship", "school-teams"])
def test_the_documents_from_the_schedule_are_the_kinds_papers(
    samples: Path, sample: str
) -> None:
    variant = open_event(samples / sample, Options()).variant
    work = variant.work(variant.results, round_hints=True)
    papers = (PlayerPapers if variant.kind is PLAYERS else TeamPapers)(
        variant.event, work.settings
    )
    # One choice of page for every kind: the kind's papers lay them out.
    pages = {
        "cards.pdf": papers.cards(),
        "round-sheets.pdf": papers.round_sheets(work.results),
        "chart.pdf": papers.chart(),
        "crosstable-blank.pdf": papers.blank_crosstable(round_hints=True),
    }
    for name, expected in pages.items():
        page = output_named(variant, name).make(work)
        assert isinstance(page, Page)
        assert page.html(False) == expected.html(False)
        assert (page.parts is None) == (expected.parts is None)


def test_the_text_reports_words_are_those_of_the_language_spoken(
    samples: Path, tmp_path: Path
) -> None:
    # English: the text's own words. Another language: its labels, the
    # templates' overrides in, and the tie-breaks headed as its documents
    # head them (a team event's with the team labels).
    overrides = tmp_path / "templates"
    (overrides / "locales").mkdir(parents=True)
    (overrides / "locales" / "uk.toml").write_text('place = "М."\n', "utf-8")
    players = open_event(samples / "club-championship", Options(templates=overrides))
    teams = open_event(samples / "school-teams", Options())
    assert players.variant.wording().labels is None
    messages.install("uk")
    try:
        wording = players.variant.wording()
        team_wording = teams.variant.wording()
    finally:
        messages.install("en")
    assert wording.word("place", "Place") == "М."
    assert wording.word("no", "No") == "№"
    assert dict(wording.tiebreaks) == {"SB": "КБ", "ARO": "СРС"}
    assert dict(team_wording.tiebreaks) == {
        "EDE": "РОЗ",
        "EMGSB": "КБ-КІ",
        "BBE": "ВНД",
    }


@pytest.mark.parametrize(
    ("sample", "changed"),
    [
        ("club-championship", "results.csv"),
        ("draughts-micro", "results.csv"),
        ("school-teams", "results.csv"),
        ("district-final", "playoff.csv"),
    ],
)
def test_a_results_file_is_read_from_bytes_given_for_it(
    samples: Path, tmp_path: Path, sample: str, changed: str
) -> None:
    """Each kind reads its results CSV (or a play-off's file) from the bytes
    given for it, as it reads the file once they are written there: here
    the file's first rows only."""
    event = tmp_path / sample
    shutil.copytree(samples / sample, event)
    path = event / changed
    lines = path.read_bytes().splitlines(keepends=True)
    given = InputFile(path, b"".join(lines[:2]))
    variant = open_event(event, Options()).variant
    read = variant.read_results(given)
    assert read != variant.require_results()
    path.write_bytes(given.data)
    assert read == open_event(event, Options()).variant.require_results()
