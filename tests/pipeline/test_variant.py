"""The variation an event's kind makes: chosen once when the event is
opened, and the same questions answered by either kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event

from berger import messages
from berger.formats.event.event import Options
from berger.pipeline.documents import paperwork
from berger.pipeline.players import Players
from berger.pipeline.teams import Teams
from berger.pipeline.variant import BEFORE_RESULTS, Document


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
    assert len(variant.names) == variant.event.n
    assert counted.after_round == results.last_round


def test_the_documents_before_and_with_results() -> None:
    assert {d for d in Document if not d.needs_results} == BEFORE_RESULTS
    assert Document.CARDS.file == "cards.pdf"
    # Every kind prints the documents of every event, in the same order.
    shared = [d for d in Players.documents if d in Teams.documents]
    assert shared == [d for d in Teams.documents if d in Players.documents]
    assert set(Players.documents) ^ set(Teams.documents) == {
        Document.NORMS,
        Document.PLAYOFF_ROUND_SHEETS,
        Document.PLAYOFF_CARDS,
        Document.BOARD_RESULTS,
        Document.PLAYER_RESULTS,
    }


@pytest.mark.parametrize("sample", ["club-championship", "school-teams"])
def test_the_documents_from_the_schedule_are_the_kinds_papers(
    samples: Path, sample: str
) -> None:
    variant = open_event(samples / sample, Options()).variant
    work = paperwork(variant, variant.read_results())
    papers = variant.papers(work.settings)
    # One choice of page for every kind: the kind's papers lay them out.
    pages = {
        Document.CARDS: papers.cards(),
        Document.ROUND_SHEETS: papers.round_sheets(work.results),
        Document.CHART: papers.chart(),
        Document.BLANK_CROSSTABLE: papers.blank_crosstable(round_hints=True),
    }
    for document, expected in pages.items():
        page = variant.page(document, work, round_hints=True)
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
