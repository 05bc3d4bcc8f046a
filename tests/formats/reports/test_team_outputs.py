"""The schedule and standings JSON of a team event (SPEC section 11)."""

from __future__ import annotations

import json

from berger.core.model import EventInfo, Outcome, Player
from berger.core.teams.event import Team, TeamEvent, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import build_team_table
from berger.formats.reports.team_outputs import team_schedule_json, team_standings_json


def event() -> TeamEvent:
    teams = [
        Team("Lions", (Player("Adams", 2100), Player("Baker", 2000), Player("Cole"))),
        Team("Tigers", (Player("Dunn", 1900), Player("Evans"))),
        Team("Bears", (Player("Ford", 1800), Player("Gray", 1801))),
    ]
    return make_team_event(EventInfo(), teams, boards=2)


def test_schedule_json_has_teams_for_players() -> None:
    document = json.loads(team_schedule_json(event()))
    assert document["players"][0] == {
        "number": 1,
        "name": "Lions",
        "rating": 2050,
        "members": [
            {
                "number": 1,
                "name": "Adams",
                "rating": 2100,
                "federation": None,
                "club": None,
                "title": None,
            },
            {
                "number": 2,
                "name": "Baker",
                "rating": 2000,
                "federation": None,
                "club": None,
                "title": None,
            },
            {
                "number": 3,
                "name": "Cole",
                "rating": None,
                "federation": None,
                "club": None,
                "title": None,
            },
        ],
    }
    # Tigers: only Dunn rated; Bears (1800 + 1801) / 2 = 1800.5 -> 1801.
    assert [t["rating"] for t in document["players"]] == [2050, 1900, 1801]
    # Three teams: the table for 3–4, team 4 the bye.
    assert document["rounds"] == [
        {
            "round": 1,
            "cycle": 1,
            "games": [{"board": 1, "white": 2, "black": 3}],
            "bye": 1,
        },
        {
            "round": 2,
            "cycle": 1,
            "games": [{"board": 1, "white": 1, "black": 2}],
            "bye": 3,
        },
        {
            "round": 3,
            "cycle": 1,
            "games": [{"board": 1, "white": 3, "black": 1}],
            "bye": 2,
        },
    ]


def test_standings_json_shape() -> None:
    # R1 Tigers–Bears 1-0, ½: 1½-½; R2 Lions–Tigers 1-0, 1-0: 2-0.
    # Lions 2 MP 2 GP; Tigers 2 MP 1½ GP; Bears 0 MP ½ GP.
    ev = event()
    builder = TeamResultsBuilder(ev)
    for rnd, first, second, codes in (
        (1, 2, 3, ("1-0", "=")),
        (2, 1, 2, ("1-0", "1-0")),
    ):
        for board, code in enumerate(codes, start=1):
            builder.add_board(rnd, first, second, board, Outcome.from_code(code))
    standings = compute_team_standings(
        build_team_table(ev, builder.build()), ["EMGSB", "DE"]
    )
    document = json.loads(team_standings_json(ev, standings))
    assert document == {
        "after_round": 2,
        "tiebreaks": ["EMGSB", "DE"],
        "standings": [
            {
                "place": "1",
                "number": 1,
                "name": "Lions",
                "match_points": 2,
                "game_points": 2,
                # Lions beat Tigers (2 MP) scoring 2 GP: 4.
                "tiebreaks": {"EMGSB": 4, "DE": None},
            },
            {
                "place": "2",
                "number": 2,
                "name": "Tigers",
                "match_points": 2,
                "game_points": 1.5,
                # Tigers: Bears (0 MP) × 1½ + Lions (2 MP) × 0 = 0.
                "tiebreaks": {"EMGSB": 0, "DE": None},
            },
            {
                "place": "3",
                "number": 3,
                "name": "Bears",
                "match_points": 0,
                "game_points": 0.5,
                "tiebreaks": {"EMGSB": 1, "DE": None},
            },
        ],
        "pending": [],
    }
