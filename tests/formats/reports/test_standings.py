"""Standings as JSON, CSV and text."""

from __future__ import annotations

import json
from fractions import Fraction

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.pending import with_games
from berger.core.ratings.change import rating_changes
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings, compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.reports.standings import (
    RATING_COLUMNS,
    json_number,
    standings_csv,
    standings_json,
)


def test_numbers() -> None:
    assert json_number(Fraction(11, 2)) == 5.5
    assert json_number(Fraction(-1, 2)) == -0.5
    assert isinstance(json_number(Fraction(4)), int)
    assert json_number(None) is None
    assert json_number(2401) == 2401


def all_drawn(t: Tournament) -> Results:
    builder = ResultsBuilder(t.schedule)
    for game in t.schedule.games():
        builder.add(game.round, game.white, game.black, Outcome.DRAW)
    return builder.build()


def three_drawn() -> tuple[Tournament, Standings]:
    players = [Player("Ann", 2100), Player("<b>Bob</b>"), Player("Cy", 1900)]
    t = make_tournament(EventInfo(name="Cup"), players)
    results = all_drawn(t)
    crosstable = build_crosstable(t, results)
    standings = compute_standings(crosstable, ["SB", "ARO"])
    return t, with_games(standings, crosstable, results)


def test_json_shape() -> None:
    t, standings = three_drawn()
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


def test_csv() -> None:
    t, standings = three_drawn()
    assert standings_csv(t, standings).splitlines() == [
        "place,number,name,rating,points,SB,ARO,games",
        "1-3,1,Ann,2100,1,1,,2",
        "1-3,2,<b>Bob</b>,,1,1,2000,2",
        "1-3,3,Cy,1900,1,1,,2",
    ]


def test_rating_change_columns() -> None:
    # Ann (2100) and Cy (1900) drew their one rated game: the difference 200
    # gives Ann .76 and Cy .24 (table 8.1.2); K 20, derived (no K, no birth
    # year, under 2400). Ann 20 × (½ − .76) = −5.2 → −5, Cy +5.2 → +5. Their
    # games against the unrated Bob are not rated. Bob gets his performance:
    # Ra (2100 + 1900) / 2 = 2000, 1/2 = 50 %, dp 0: 2000; no first rating
    # from 2 games against rated opponents (5 needed). The event has no date:
    # the latest rules (October 2025).
    t, standings = three_drawn()
    changes = rating_changes(build_crosstable(t, all_drawn(t)))
    assert standings_csv(t, standings, changes).splitlines() == [
        "place,number,name,rating,points,SB,ARO,games,rating_change,k,k_derived,"
        "performance,first_rating,first_rating_reason",
        "1-3,1,Ann,2100,1,1,,2,-5,20,true,,,",
        "1-3,2,<b>Bob</b>,,1,1,2000,2,,,false,2000,,"
        "games against rated opponents: 2; 5 needed",
        "1-3,3,Cy,1900,1,1,,2,5,20,true,,,",
    ]
    data = json.loads(standings_json(t, standings, changes))
    assert data["rating_rules"] == "B.02 2025-10-01"
    assert data["standings"][1]["first_rating"] is None
    assert data["standings"][1]["first_rating_reason"] == (
        "games against rated opponents: 2; 5 needed"
    )
    assert "first_rating" not in data["standings"][0]  # rated: no such key
    assert {k: data["standings"][2][k] for k in RATING_COLUMNS} == {
        "rating_change": 5,
        "k": 20,
        "k_derived": True,
        "performance": None,
    }
