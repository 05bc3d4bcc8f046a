"""Standings as JSON, CSV and text."""

from __future__ import annotations

import json
from fractions import Fraction

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import ResultsBuilder
from berger.core.standings import Standings, compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.standings import (
    json_number,
    standings_csv,
    standings_json,
    standings_text,
)


def test_numbers() -> None:
    assert json_number(Fraction(11, 2)) == 5.5
    assert json_number(Fraction(-1, 2)) == -0.5
    assert isinstance(json_number(Fraction(4)), int)
    assert json_number(None) is None
    assert json_number(2401) == 2401


def _standings() -> tuple[Tournament, Standings]:
    players = [Player("Ann", 2100), Player("<b>Bob</b>"), Player("Cy", 1900)]
    t = make_tournament(EventInfo(name="Cup"), players)
    builder = ResultsBuilder(t.schedule)
    for game in t.schedule.games():
        builder.add(game.round, game.white, game.black, Outcome.DRAW)
    return t, compute_standings(build_crosstable(t, builder.build()), ["SB", "ARO"])


def test_json_shape() -> None:
    t, standings = _standings()
    data = json.loads(standings_json(t, standings))
    # Ann and Cy met the unrated Bob: no ARO; Bob's is (2100 + 1900) / 2.
    assert data["after_round"] == 3
    assert data["tiebreaks"] == ["SB", "ARO"]
    assert data["standings"] == [
        {
            "place": "1-3",
            "number": number,
            "name": name,
            "points": 1,
            "tiebreaks": {"SB": 1, "ARO": aro},
        }
        for number, name, aro in (
            (1, "Ann", None),
            (2, "<b>Bob</b>", 2000),
            (3, "Cy", None),
        )
    ]


def test_csv_and_text() -> None:
    t, standings = _standings()
    assert standings_csv(t, standings).splitlines() == [
        "place,number,name,rating,points,SB,ARO",
        "1-3,1,Ann,2100,1,1,",
        "1-3,2,<b>Bob</b>,,1,1,2000",
        "1-3,3,Cy,1900,1,1,",
    ]
    text = standings_text(t, standings)
    assert text.splitlines()[:2] == [
        "Cup",
        "Final standings, all 3 rounds; scoring: chess",
    ]
    assert "<b>Bob</b>" in text
