"""A cell naming an entrant matched to the event's, by number or by name,
and the check of a roster read: each refusal one located line."""

from __future__ import annotations

import pytest

from berger.core.model import EventInfo, Player
from berger.core.teams.event import Team, make_team_event
from berger.core.tournament import make_tournament
from berger.errors import InputError
from berger.formats.files.entrants import (
    check_roster,
    member_matcher,
    player_matcher,
    team_matcher,
)

INFO = EventInfo(name="Club")
PLAYERS = [
    Player("Brown, Al"),
    Player("Anna Petrenko"),
    Player("Clark"),
    Player("Dunn"),
]


def test_a_player_by_number_or_by_name_case_and_spacing_aside() -> None:
    match = player_matcher(make_tournament(INFO, PLAYERS), "results.csv")
    assert match("3", 2, "white") == 3
    assert match(" anna   PETRENKO ", 2, "white") == 2
    assert match("Brown, Al", 2, "black") == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5", "results.csv:7: white: there is no player 5 (numbers 1–4)"),
        ("", "results.csv:7: white: no player given"),
        (
            "Clerk",
            "results.csv:7: white: 'Clerk' matches no participant;"
            " did you mean 'Clark'?",
        ),
        ("Zed", "results.csv:7: white: 'Zed' matches no participant"),
    ],
)
def test_a_player_refused(text: str, message: str) -> None:
    match = player_matcher(make_tournament(INFO, PLAYERS), "results.csv")
    with pytest.raises(InputError) as refused:
        match(text, 7, "white")
    assert str(refused.value) == message


def test_a_team_and_a_team_s_player() -> None:
    lions = Team("Lions", (Player("Adams"), Player("Baker")))
    tigers = Team("Tigers", (Player("Dunn"), Player("Evans")))
    event = make_team_event(INFO, [lions, tigers], boards=2)
    assert team_matcher(event, "t.csv")("tigers", 3, "team2") == 2
    assert member_matcher(lions, "t.csv")("2", 3, "player1") == 2
    with pytest.raises(InputError) as refused:
        team_matcher(event, "t.csv")("3", 3, "team1")
    assert str(refused.value) == "t.csv:3: team1: there is no team 3 (numbers 1–2)"
    with pytest.raises(InputError) as refused:
        member_matcher(lions, "t.csv")("Dunn", 4, "player1")
    assert str(refused.value) == "t.csv:4: player1: 'Dunn' matches no player of 'Lions'"


def test_a_roster_with_a_name_twice_or_too_few_players() -> None:
    check_roster(PLAYERS, [2, 3, 4, 5], "p.csv")
    with pytest.raises(InputError) as refused:
        check_roster([*PLAYERS, Player("clark ")], [2, 3, 4, 5, 6], "p.csv")
    assert (
        str(refused.value) == "p.csv:6: name: duplicate name 'clark ' (also on line 4)"
    )
    with pytest.raises(InputError) as refused:
        check_roster([*PLAYERS, Player("CLARK")], None, "x.trf")
    assert str(refused.value) == "x.trf: name: duplicate name 'CLARK' (also player 3)"
    with pytest.raises(InputError) as refused:
        check_roster(PLAYERS[:1], [2], "p.csv")
    assert str(refused.value) == (
        "p.csv: a round robin needs at least 2 players, found 1"
    )
