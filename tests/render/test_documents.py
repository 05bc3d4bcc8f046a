"""The printable documents: which template and view each is made of, the
blank crosstable's round hints, the chart of pairings made elsewhere, the
standings page's orientation and title, the settings and the writing of one
document."""

from __future__ import annotations

import datetime as dt
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.render.conftest import blank_html, open_sample

from berger.core.crosstable import Crosstable
from berger.core.standings import Standings
from berger.errors import OutputError, TemplateError
from berger.formats.event import Options
from berger.formats.output import Language
from berger.render import documents, templates_dir
from berger.render.documents import Settings


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
    chart = documents.chart_html(players.event, players.settings(), pdf=False)
    assert "not FIDE&#39;s Berger table" in chart
    assert "meet in round i + j" not in chart
    players = open_sample("club-championship")
    chart = documents.chart_html(players.event, players.settings(), pdf=False)
    assert "meet in round i + j" in chart
    assert "not FIDE&#39;s Berger table" not in chart


def page_size(html: str) -> str:
    """The paper and orientation of the page's ``@page`` rule."""
    found = re.search(r"@page \{\s*size: (\w+ \w+);", html)
    assert found is not None
    return found.group(1)


def club_standings(
    options: Options, after_round: int | None = None
) -> tuple[Crosstable, Standings, Settings]:
    players = open_sample("club-championship", options)
    results = players.read_results()
    assert results is not None
    counted = players.count(results, after_round=after_round)
    return counted.crosstable, counted.standings, players.settings()


def test_the_standings_turn_the_page_for_a_long_chain() -> None:
    # Place, number, rating, points, games and up to three tie-breaks fit
    # across a portrait page; a fourth turns it.
    short = club_standings(Options(tiebreaks=("SB", "ARO")))
    assert page_size(documents.standings_html(*short, pdf=True)) == "A4 portrait"
    long = club_standings(Options(tiebreaks=("SB", "ARO", "WIN", "KS")))
    assert page_size(documents.standings_html(*long, pdf=True)) == "A4 landscape"


def test_the_standings_are_final_only_after_the_last_round() -> None:
    final = documents.standings_html(*club_standings(Options()), pdf=False)
    assert "<title>Final standings · Riverside Club Championship 2026" in final
    early = documents.standings_html(
        *club_standings(Options(), after_round=3), pdf=False
    )
    assert "<title>Standings · Riverside Club Championship 2026" in early


def test_settings_of_an_event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    tournament = open_sample("club-championship").event
    settings = documents.make_settings(
        tournament, language="uk", paper="letter", templates=tmp_path, tiebreaks=["DE"]
    )
    assert settings.dirs == (tmp_path, templates_dir())
    assert (settings.language, settings.paper) == ("uk", "letter")
    assert settings.tiebreaks == ("DE",)
    # The event's first day, never the clock: the same event, the same bytes.
    assert settings.created == dt.datetime(2026, 12, 1)
    with pytest.raises(TemplateError, match="templates folder not found"):
        documents.make_settings(
            tournament, language="en", paper="a4", templates=tmp_path / "none"
        )


def test_a_document_is_written_as_its_suffix_asks(tmp_path: Path) -> None:
    tournament = open_sample("club-championship").event
    settings = documents.make_settings(tournament, language="en", paper="a4")
    asked: list[bool] = []

    def html(pdf: bool) -> str:
        asked.append(pdf)
        return "<p>page</p>"

    page = documents.Page(html)

    documents.write_document(tmp_path / "chart.HTML", page, settings)
    assert (tmp_path / "chart.HTML").read_text("utf-8") == "<p>page</p>"
    assert asked == [False]  # the web page, not the print one
    with pytest.raises(OutputError) as caught:
        documents.write_document(tmp_path / "chart.txt", page, settings)
    assert str(caught.value) == (
        f"{tmp_path / 'chart.txt'}: the output must end in .pdf or .html"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chart.HTML"]


@pytest.mark.parametrize(
    ("lang", "rules", "first"),
    [
        ("en", "the text from 1 October 2025: the 400-point rule only for players"
         " rated below 2650.", "1st"),
        ("uk", "редакція з 1 жовтня 2025 р.: правило 400 пунктів лише для гравців"
         " із рейтингом нижче 2650.", "Перший"),
        ("ru", "редакция с 1 октября 2025 г.: правило 400 пунктов только для"
         " игроков с рейтингом ниже 2650.", "Первый"),
    ],
)  # fmt: skip
def test_the_standings_say_which_rating_rules(
    lang: str, rules: str, first: str
) -> None:
    # The weekly league ends on 9 December 2026: the B.02 text of October
    # 2025, said under the rating columns; its two unrated players get a
    # first rating column.
    players = open_sample("weekly-league", Options(language=Language(lang)))
    counted = players.count(players.require_results())
    page = documents.standings_html(
        counted.crosstable,
        counted.standings,
        players.settings(),
        pdf=False,
        changes=counted.changes,
    )
    assert rules in page
    assert f"<th>{first}</th>" in page
