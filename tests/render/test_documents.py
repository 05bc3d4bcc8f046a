"""The printed documents of an event of players: the standings page's
orientation, title and rating rules, and the documents it prints from its
schedule (:class:`~berger.render.documents.PlayerPapers`), whole or of one
round."""

from __future__ import annotations

import re

import pytest
from tests.render.conftest import open_sample

from berger.core.crosstable import Crosstable
from berger.core.standings import Standings
from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.render import documents
from berger.render.printing import Settings


def page_size(html: str) -> str:
    """The paper and orientation of the page's ``@page`` rule."""
    found = re.search(r"@page \{\s*size: (\w+ \w+);", html)
    assert found is not None
    return found.group(1)


def club_standings(
    options: Options, after_round: int | None = None
) -> tuple[Crosstable, Standings, Settings]:
    players = open_sample("club-championship", options)
    results = players.require_results()
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


def test_the_papers_print_the_deck_and_the_sheets_in_parts_or_one_round() -> None:
    players = open_sample("club-championship")
    results = players.require_results().games
    papers = documents.PlayerPapers(players.event, players.settings())
    # The whole deck and every round's sheet: printed in parts on the press.
    assert papers.cards().parts is not None
    whole = papers.round_sheets(results)
    assert whole.parts is not None
    assert whole.html(False).count('<section class="round-sheet">') == 7
    # One round's, to print during the event: in one call.
    cards = papers.cards(rounds=[2])
    assert cards.parts is None
    assert "Round 2" in cards.html(False)
    assert "Round 3" not in cards.html(False)
    sheet = papers.round_sheets(results, rounds=[2])
    assert sheet.parts is None
    assert sheet.html(False).count('<section class="round-sheet">') == 1
    # The results where known: the sheet before any has none of them.
    assert sheet.html(False) != papers.round_sheets(None, rounds=[2]).html(False)


def test_the_papers_chart_and_blank_crosstable_are_the_players() -> None:
    players = open_sample("club-championship")
    event, settings = players.event, players.settings()
    papers = documents.PlayerPapers(event, settings)
    chart = papers.chart()
    assert chart.parts is None
    assert "Each player&#39;s rounds" in chart.html(False)
    hinted = papers.blank_crosstable(round_hints=True).html(False)
    plain = papers.blank_crosstable(round_hints=False).html(False)
    assert hinted != plain
    assert "Players still level share the place." in plain
