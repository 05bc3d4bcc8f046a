"""The HTML documents: round hints in the blank crosstable, standalone pages,
template overrides."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from berger.errors import TemplateError
from berger.pipeline import settings_for
from berger.render import documents

from .conftest import open_sample


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


def blank_html(sample: str, **options: object) -> str:
    config, tournament = open_sample(sample, **options)
    settings = settings_for(config, tournament)
    return documents.blank_crosstable_html(
        tournament, settings, pdf=False, round_hints=True
    )


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
    parser.feed(blank_html("club-championship", cycles=2))
    grid = {int(row[0]): row[4:12] for row in parser.rows}
    assert grid[2][5 - 1] == "7□13■"  # cycle 1 (swapped to round 7), cycle 2


def test_standalone_page_inlines_the_css_and_loads_no_fonts() -> None:
    html = blank_html("open-varma")
    assert "<link" not in html
    assert "@font-face" not in html
    assert "table.crosstable {" in html
    assert 'lang="ru"' in html


def test_an_override_folder_wins_by_file_name(tmp_path: Path) -> None:
    (tmp_path / "crosstable.html").write_text(
        '{% extends "base.html" %}{% block content %}<p>club copy</p>{% endblock %}',
        encoding="utf-8",
    )
    config, tournament = open_sample("club-championship", templates=tmp_path)
    settings = settings_for(config, tournament)
    html = documents.blank_crosstable_html(tournament, settings, pdf=False)
    assert "<p>club copy</p>" in html
    chart = documents.chart_html(tournament, settings, pdf=False)
    assert "Pairings by numbers" in chart  # not overridden: the built-in


def test_a_broken_override_is_one_template_error(tmp_path: Path) -> None:
    (tmp_path / "round_chart.html").write_text("{% if %}", encoding="utf-8")
    config, tournament = open_sample("club-championship", templates=tmp_path)
    settings = settings_for(config, tournament)
    with pytest.raises(TemplateError, match=r"round_chart.html:1: "):
        documents.chart_html(tournament, settings, pdf=False)


def test_the_chart_of_pairings_made_elsewhere_has_no_closed_form() -> None:
    from berger.formats.event import Options
    from berger.pipeline import open_event

    held = Path(__file__).resolve().parents[1] / "data" / "held_round_robin.trf"
    config, tournament, _ = open_event(held, Options())
    chart = documents.chart_html(
        tournament, settings_for(config, tournament), pdf=False
    )
    assert "not FIDE&#39;s Berger table" in chart
    assert "meet in round i + j" not in chart
    config, tournament = open_sample("club-championship")
    chart = documents.chart_html(
        tournament, settings_for(config, tournament), pdf=False
    )
    assert "meet in round i + j" in chart
    assert "not FIDE&#39;s Berger table" not in chart
