"""The team documents as pages: which event each is made of, two match cards
a sheet or one, the round sheets' type size, the page turned for many
tie-breaks or rounds, the chart's note on board 1, final or not; and the
documents a team event prints from its schedule (:class:`TeamPapers`).

The event is FOUR (tests/core/conftest.py: teams T1–T4 of five players on 4
boards and its three rounds of board results)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from tests.core.conftest import FOUR, four_teams, record_matches, teams

from berger.core.model import EventInfo
from berger.core.results import Results
from berger.core.teams.event import TeamEvent, make_team_event
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import TeamTable, build_team_table
from berger.render import team_documents
from berger.render.printing import Settings, make_settings


def settings(event: TeamEvent) -> Settings:
    return make_settings(event, language="en", paper="a4")


def four_table(after_round: int | None = None) -> TeamTable:
    event = four_teams()
    return build_team_table(event, record_matches(event, FOUR), after_round=after_round)


def page_size(html: str) -> str:
    """The paper and orientation of the page's ``@page`` rule."""
    found = re.search(r"@page \{\s*size: (\w+ \w+);", html)
    assert found is not None
    return found.group(1)


def title(html: str) -> str:
    found = re.search(r"<title>([^<·]*)", html)
    assert found is not None
    return unescape(found.group(1).strip())


@pytest.mark.parametrize(
    ("boards", "height"), [(4, "135mm"), (5, "135mm"), (6, "270mm")]
)
def test_match_cards_share_a_sheet_up_to_five_boards(boards: int, height: str) -> None:
    # A4's text area is 297 − 14 − 13 = 270 mm high: two cards of half of
    # it up to five boards, one card a sheet beyond.
    event = make_team_event(EventInfo(), teams(4, size=boards), boards=boards)
    html = team_documents.match_cards_html(event, settings(event), pdf=True)
    assert f".match-card {{ height: {height}; }}" in html
    assert title(html) == "Match cards"


@pytest.mark.parametrize(
    ("count", "boards", "size"),
    [
        (4, 4, "large"),  # 2 matches a round × 4 boards = 8 rows
        (6, 4, "medium"),  # 3 × 4 = 12
        (6, 5, "small"),  # 3 × 5 = 15, up to 32
        (16, 5, "smallest"),  # 8 × 5 = 40
    ],
)
def test_round_sheets_take_the_largest_type_a_round_allows(
    count: int, boards: int, size: str
) -> None:
    event = make_team_event(EventInfo(), teams(count, size=boards), boards=boards)
    html = team_documents.match_sheets_html(event, settings(event), pdf=False)
    assert f'<body class="size-{size}">' in html


def test_round_sheets_show_the_match_scores_entered() -> None:
    event = four_teams()
    html = team_documents.match_sheets_html(
        event, settings(event), pdf=False, results=record_matches(event, FOUR)
    )
    # R1 2–3, R2 1–2 and R3 3–1 ended 2½ : 1½, R3 2–4 1½ : 2½, the other
    # two 2 : 2.
    assert html.count('<span class="match-result">2½ : 1½</span>') == 3
    assert html.count('<span class="match-result">1½ : 2½</span>') == 1
    assert html.count('<span class="match-result">2 : 2</span>') == 2
    blank = team_documents.match_sheets_html(
        event, settings(event), pdf=False, results=Results()
    )
    assert '<span class="match-result">' not in blank


def test_the_chart_says_which_colour_board_one_has() -> None:
    white = four_teams()
    html = team_documents.TeamPapers(white, settings(white)).chart().html(False)
    assert "The team written first plays board 1 with white" in html
    black = make_team_event(EventInfo(), teams(4), boards=4, first_white=False)
    html = team_documents.TeamPapers(black, settings(black)).chart().html(False)
    assert "The team written first plays board 1 with black" in html


def test_the_blank_crosstable_hints_the_rounds_on_request() -> None:
    event = four_teams()
    papers = team_documents.TeamPapers(event, settings(event))
    plain = papers.blank_crosstable(round_hints=False).html(False)
    hinted = papers.blank_crosstable(round_hints=True).html(False)
    # Each team's row: the round of each match and its colour on board 1;
    # T1 plays T2 in R2 named first (white), T3 in R3 named second (black),
    # T4 in R1 named first (white).
    assert 'class="round-hint"' not in plain
    assert hinted.count('class="round-hint"') == 12
    first_row = hinted[hinted.index('class="round-hint"') :]
    hints = re.findall(
        r'round-hint">(\d)<span class="colour-mark" title="(\w+)"', first_row
    )
    assert hints[:3] == [("2", "White"), ("3", "Black"), ("1", "White")]
    assert title(plain) == title(hinted) == "Team crosstable"


def test_the_filled_crosstable_and_standings_final_or_not() -> None:
    table = four_table()
    standings = compute_team_standings(table)
    crosstable = team_documents.team_crosstable_html(
        table, standings, settings(table.event), pdf=False
    )
    # T1 won R2 against T2 2½–1½ and lost R3 to T3 1½–2½.
    assert "2½–1½" in crosstable
    assert "1½–2½" in crosstable
    final = team_documents.team_standings_html(
        table, standings, settings(table.event), pdf=False
    )
    assert title(final) == "Final team standings"
    early = four_table(after_round=2)
    html = team_documents.team_standings_html(
        early, compute_team_standings(early), settings(early.event), pdf=False
    )
    assert title(html) == "Team standings"
    # A team event's words: its teams, not players, share a place.
    assert "Teams still level share the place." in html


def test_team_standings_turn_the_page_beyond_four_tiebreaks() -> None:
    table = four_table()
    four = compute_team_standings(table, ["DE", "EDE", "EMGSB", "BC"])
    five = compute_team_standings(table, ["DE", "EDE", "EMGSB", "BC", "TBR"])
    page = settings(table.event)
    portrait = team_documents.team_standings_html(table, four, page, pdf=True)
    landscape = team_documents.team_standings_html(table, five, page, pdf=True)
    assert page_size(portrait) == "A4 portrait"
    assert page_size(landscape) == "A4 landscape"


def test_board_and_player_results() -> None:
    table = four_table()
    boards = team_documents.board_results_html(table, settings(table.event), pdf=False)
    assert title(boards) == "Board results"
    assert all(f"P{t}.1" in boards for t in (1, 2, 3, 4))
    players = team_documents.player_results_html(table, settings(table.event), pdf=True)
    assert title(players) == "Players' results"
    assert page_size(players) == "A4 portrait"  # 3 rounds


def test_player_results_turn_the_page_beyond_seven_rounds() -> None:
    # Nine teams: the table for 9–10, nine rounds.
    event = make_team_event(EventInfo(), teams(9), boards=4)
    table = build_team_table(event, Results())
    html = team_documents.player_results_html(table, settings(event), pdf=True)
    assert page_size(html) == "A4 landscape"


def test_the_papers_are_the_team_documents() -> None:
    event = four_teams()
    results = record_matches(event, FOUR)
    papers = team_documents.TeamPapers(event, settings(event))
    cards = papers.cards()
    assert cards.parts is None  # one call
    assert title(cards.html(False)) == "Match cards"
    sheets = papers.round_sheets(results)
    assert sheets.parts is not None  # in parts of a few rounds
    assert '<span class="match-result">2 : 2</span>' in sheets.html(False)
    chart = papers.chart().html(False)
    assert "Each team&#39;s rounds" in chart
    assert 'class="player-chart team-chart"' in chart
    blank = papers.blank_crosstable(round_hints=True).html(False)
    assert title(blank) == "Team crosstable"
    assert 'class="round-hint"' in blank
