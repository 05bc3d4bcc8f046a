"""The team part of ``event.toml``: the team settings of ``[rules]``, where
the teams come from (one teams file or a participants file per team), and
every setting out of place or wrong, as one located error."""

from __future__ import annotations

from fractions import Fraction
from fractions import Fraction as F
from pathlib import Path
from typing import Any

import pytest

from berger.core.teams.event import MATCH_POINTS, FirstBoard, Primary, match_scoring
from berger.errors import InputError
from berger.formats.event.team_event import TEAM_RULES, TeamSetup, team_setup

SHOWN = "event.toml"
TEAMS_CSV = """team,name,rating
Lions,Adams,2100
,Baker,2000
,Cole,
Tigers,Dunn,1900
,Evans,
"""


def setup_of(
    data: dict[str, Any], rules: dict[str, Any], folder: Path
) -> tuple[TeamSetup, str]:
    """The team setup of a team event (which it must be)."""
    found = team_setup(data, rules, folder, SHOWN)
    assert found is not None
    return found


def error_of(data: dict[str, Any], rules: dict[str, Any], folder: Path) -> str:
    with pytest.raises(InputError) as caught:
        team_setup(data, rules, folder, SHOWN)
    return str(caught.value)


def test_an_individual_event_has_no_team_setup(tmp_path: Path) -> None:
    assert team_setup({"players": "players.csv"}, {}, tmp_path, SHOWN) is None
    assert team_setup({}, {"teams": False, "cycles": 2}, tmp_path, SHOWN) is None
    assert TEAM_RULES == ("teams", "boards", "primary", "match_points", "first_board")


def test_one_teams_file_with_every_team_setting(tmp_path: Path) -> None:
    (tmp_path / "teams.csv").write_text(TEAMS_CSV, "utf-8")
    rules = {
        "teams": True,
        "boards": 2,
        "primary": "game",
        "match_points": [3, 1, 0],
        "first_board": "black",
    }
    setup, source = setup_of({"players": "teams.csv"}, rules, tmp_path)
    assert source == str(tmp_path / "teams.csv")
    assert [(t.name, [p.name for p in t.players]) for t in setup.teams] == [
        ("Lions", ["Adams", "Baker", "Cole"]),
        ("Tigers", ["Dunn", "Evans"]),
    ]
    assert setup.boards == 2
    assert setup.primary is Primary.GAME
    assert setup.match_scoring == match_scoring([3, 1, 0])
    assert setup.match_scoring.values == (F(3), F(1), F(0), F(3), F(0), F(0))
    assert setup.first_board is FirstBoard.BLACK


def test_the_defaults_of_the_team_settings(tmp_path: Path) -> None:
    (tmp_path / "teams.csv").write_text(TEAMS_CSV, "utf-8")
    setup, _source = setup_of(
        {"players": "teams.csv"}, {"teams": True, "boards": 2}, tmp_path
    )
    assert setup.primary is Primary.MATCH
    assert setup.match_scoring == MATCH_POINTS
    assert (setup.match_scoring.win, setup.match_scoring.draw) == (
        Fraction(2),
        Fraction(1),
    )
    assert setup.first_board is FirstBoard.WHITE


def test_a_participants_file_per_team(tmp_path: Path) -> None:
    (tmp_path / "lions.csv").write_text("name\nAdams\nBaker\n", "utf-8")
    (tmp_path / "tigers.csv").write_text("name\nDunn\nEvans\nFord\n", "utf-8")
    listed = [
        {"name": "Lions", "players": "lions.csv"},
        {"name": "Tigers", "players": "tigers.csv"},
    ]
    setup, source = setup_of({"teams": listed}, {"teams": True, "boards": 2}, tmp_path)
    assert source == SHOWN  # each team's errors name its own file
    assert [t.name for t in setup.teams] == ["Lions", "Tigers"]
    assert [p.name for p in setup.teams[1].players] == ["Dunn", "Evans", "Ford"]


@pytest.mark.parametrize(
    ("data", "rules", "message"),
    [
        (
            {},
            {"teams": "yes"},
            "event.toml: rules.teams: 'yes' has the wrong type (expected true or"
            " false)",
        ),
        (
            {},
            {"boards": 4},
            "event.toml: rules.boards: only for a team event: add teams = true to"
            " [rules]",
        ),
        (
            {"teams": []},
            {},
            "event.toml: teams: only for a team event: add teams = true to [rules]",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True},
            "event.toml: rules.boards: a team event needs the number of boards per"
            " match (boards = 4)",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": True},
            "event.toml: rules.boards: True has the wrong type (expected a whole"
            " number)",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 101},
            "event.toml: rules.boards: 101 is out of range 2..100",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 2, "match_points": "2,1,0"},
            "event.toml: rules.match_points: '2,1,0' has the wrong type (expected"
            " a list: win, draw, loss)",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 2, "match_points": [2, 1]},
            "event.toml: rules.match_points: match points need 3 numbers (win,"
            " draw, loss), got 2",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 2, "match_points": [0, 1, 2]},
            "event.toml: rules.match_points: a draw (1) is worth more than a win (0)",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 2, "match_points": [1e308, 1, 0]},
            "event.toml: rules.match_points: 1e+308 is out of range 0..1000",
        ),
        (
            {"players": "teams.csv"},
            {"teams": True, "boards": 2, "primary": "board"},
            "event.toml: rules.primary: 'board' is not a primary score (match, game)",
        ),
        (
            {},
            {"teams": True, "boards": 2},
            'event.toml: players: says no teams file (players = "teams.csv", or'
            " [[teams]] entries with name and players)",
        ),
        (
            {"players": "teams.csv", "teams": [{"name": "A", "players": "a.csv"}]},
            {"teams": True, "boards": 2},
            'event.toml: teams: give the teams either as players = "teams.csv" or'
            " as [[teams]] entries, not both",
        ),
        (
            {"teams": {"name": "A"}},
            {"teams": True, "boards": 2},
            "event.toml: teams: must be [[teams]] entries, each with name and players",
        ),
        (
            {"teams": ["A"]},
            {"teams": True, "boards": 2},
            "event.toml: teams[1]: must be a table with name and players",
        ),
        (
            {"teams": [{"name": "A", "players": "a.csv", "boards": 3}]},
            {"teams": True, "boards": 2},
            "event.toml: teams[1].boards: unknown key 'boards'",
        ),
        (
            {"teams": [{"name": "A", "players": "a.csv"}, {"players": "b.csv"}]},
            {"teams": True, "boards": 2},
            "event.toml: teams[2].name: missing: give the team's name",
        ),
        (
            {"teams": [{"name": "A", "players": " "}]},
            {"teams": True, "boards": 2},
            "event.toml: teams[1].players: missing: give the team's participants file",
        ),
    ],
)
def test_team_settings_refused(
    tmp_path: Path, data: dict[str, Any], rules: dict[str, Any], message: str
) -> None:
    assert error_of(data, rules, tmp_path) == message


def test_a_team_short_of_players_names_its_file(tmp_path: Path) -> None:
    (tmp_path / "teams.csv").write_text(TEAMS_CSV, "utf-8")
    message = error_of({"players": "teams.csv"}, {"teams": True, "boards": 3}, tmp_path)
    assert message.startswith(f"{tmp_path / 'teams.csv'}:")
    assert message.endswith("team: team 'Tigers' has 2 players for 3 boards")
