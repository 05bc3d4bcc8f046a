"""What every sheet is written with: the book's title and name width, and
the two variations, an event of players and a team event, each naming only
labels every catalogue has."""

from __future__ import annotations

from typing import Any

import pytest
from openpyxl import Workbook
from tests.core.conftest import four_teams
from tests.render.xlsx.conftest import player_book, team_book

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render.labels import LANGUAGES, load_labels
from berger.render.xlsx.book import Variation
from berger.render.xlsx.layout import CROSSTABLE, PARTICIPANTS
from berger.render.xlsx.micro import MICRO, MICRO_MATCHES
from berger.render.xlsx.players import PLAYERS
from berger.render.xlsx.teams import TEAMS


def test_a_sheet_is_named_and_titled_by_the_event() -> None:
    info = EventInfo(name="Club Championship")
    book = player_book(make_tournament(info, [Player("Ann"), Player("Bob")]))
    ws = Workbook().active
    book.start(ws, CROSSTABLE, "after round 3")
    assert ws.title == "Crosstable"
    assert ws["A1"].value == "Club Championship — Crosstable"
    assert ws["A2"].value == "after round 3"


def test_the_name_column_is_as_wide_as_the_entrants_names() -> None:
    # A team event's entrants are its teams: T1..T4 (2 characters), not its
    # players' names; at least 12 characters and 2 to spare: 14.
    assert team_book().name_width() == 14
    players = [Player("Hartley, James Edward"), Player("Bo")]
    assert player_book(make_tournament(EventInfo(), players)).name_width() == 23
    # The team book names its second sheet for the teams.
    ws = Workbook().active
    team_book(four_teams()).start(ws, PARTICIPANTS)
    assert ws.title == "Teams"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "variation",
    [PLAYERS, TEAMS, MICRO, MICRO_MATCHES],
    ids=["players", "teams", "micro", "micro-matches"],
)
def test_a_variation_names_labels_every_catalogue_has(
    variation: Variation[Any], language: str
) -> None:
    labels = load_labels(language)
    first, second = variation.sides
    keys = [
        variation.help,
        variation.name_head,
        *variation.scores,
        *variation.final_heads,
        *(f"wb_code_{first}_{what}" for what in ("win", "forfeit")),
        *(f"wb_code_{second}_{what}" for what in ("win", "forfeit")),
    ]
    assert all(labels[key] for key in keys)


def test_the_variations_differ_where_the_team_rule_does() -> None:
    # A team event counts match and game points where players count points,
    # SB and wins, and names its board's two sides by the match's order.
    assert (PLAYERS.scores, TEAMS.scores) == (
        ("wb_points", "wb_sb", "wb_wins"),
        ("wb_mp", "wb_gp"),
    )
    assert (PLAYERS.sides, TEAMS.sides) == (("white", "black"), ("first", "second"))
