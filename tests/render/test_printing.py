"""How a document is printed, whatever the kind of event: the blank
crosstable's round hints, the chart of pairings made elsewhere, the settings
of an event and the writing of one document."""

from __future__ import annotations

import datetime as dt
from html.parser import HTMLParser
from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.render.conftest import blank_html, open_sample

from berger.errors import OutputError, TemplateError
from berger.formats.event.event import Options
from berger.render import printing, templates_dir


class Cells(HTMLParser):
    """The text of every ``td`` of the first crosstable, row by row."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.depth = 0
        self.done = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.done:
            return
        if tag == "tbody":
            self.depth = 1
        elif tag == "tr" and self.depth:
            self.rows.append([])
        elif tag == "td" and self.depth:
            self.rows[-1].append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "tbody" and self.depth:
            self.depth, self.done = 0, True

    def handle_data(self, data: str) -> None:
        if self.depth and self.rows and self.rows[-1]:
            self.rows[-1][-1] += data.strip()


def test_round_hint_cells_of_the_club_sample() -> None:
    parser = Cells()
    parser.feed(blank_html("club-championship"))
    # Columns: No., Name, rating, fed/club, then players 1..8.
    grid = {int(row[0]): row[4:12] for row in parser.rows}
    assert len(grid) == 8
    # Seeds' worked examples (N = 8): 2–5 round 6, 4–6 round 2, 4–8 round 7,
    # 7–8 round 6; □ where the row player has white, ■ black.
    assert grid[2][5 - 1] == "6□"
    assert grid[5][2 - 1] == "6■"
    assert grid[4][6 - 1] == "2■"
    assert grid[6][4 - 1] == "2□"
    assert grid[4][8 - 1] == "7□"  # R7 4–8: 8 has black against 1..4
    assert grid[7][8 - 1] == "6■"
    assert grid[3][3 - 1] == ""  # the hatched diagonal
    # Every other cell of the anti-diagonal i + j = s ≤ 8 is round s − 1.
    for i in range(1, 8):
        for j in range(1, 8):
            if i != j and i + j <= 8:
                assert grid[i][j - 1][:-1] == str(i + j - 1)


def test_double_round_robin_cells_carry_both_games() -> None:
    parser = Cells()
    parser.feed(blank_html("club-championship", Options(cycles=2)))
    grid = {int(row[0]): row[4:12] for row in parser.rows}
    assert grid[2][5 - 1] == "7□13■"  # cycle 1 (swapped to round 7), cycle 2


def test_the_chart_of_pairings_made_elsewhere_has_no_closed_form() -> None:
    held = Path(__file__).resolve().parents[1] / "data" / "held_round_robin.trf"
    players = open_individual(held)
    chart = printing.chart_html(players.event, players.settings(), pdf=False)
    assert "not FIDE&#39;s Berger table" in chart
    assert "meet in round i + j" not in chart
    players = open_sample("club-championship")
    chart = printing.chart_html(players.event, players.settings(), pdf=False)
    assert "meet in round i + j" in chart
    assert "not FIDE&#39;s Berger table" not in chart


def test_settings_of_an_event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    tournament = open_sample("club-championship").event
    settings = printing.make_settings(
        tournament, language="uk", paper="letter", templates=tmp_path, tiebreaks=["DE"]
    )
    assert settings.dirs == (tmp_path, templates_dir())
    assert (settings.language, settings.paper) == ("uk", "letter")
    assert settings.tiebreaks == ("DE",)
    # The event's first day, never the clock: the same event, the same bytes.
    assert settings.created == dt.datetime(2026, 12, 1)
    with pytest.raises(TemplateError, match="templates folder not found"):
        printing.make_settings(
            tournament, language="en", paper="a4", templates=tmp_path / "none"
        )


def test_a_document_is_written_as_its_suffix_asks(tmp_path: Path) -> None:
    tournament = open_sample("club-championship").event
    settings = printing.make_settings(tournament, language="en", paper="a4")
    asked: list[bool] = []

    def html(pdf: bool) -> str:
        asked.append(pdf)
        return "<p>page</p>"

    page = printing.Page(html)

    printing.write_document(tmp_path / "chart.HTML", page, settings)
    assert (tmp_path / "chart.HTML").read_text("utf-8") == "<p>page</p>"
    assert asked == [False]  # the web page, not the print one
    with pytest.raises(OutputError) as caught:
        printing.write_document(tmp_path / "chart.txt", page, settings)
    assert str(caught.value) == (
        f"{tmp_path / 'chart.txt'}: the output must end in .pdf or .html"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chart.HTML"]
