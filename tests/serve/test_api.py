"""The JSON of the arbiter's API: a change as the page sends it, every
refusal naming its field; a game as the API gives it; a round as a key's
holder sees it (their boards, who entered each result)."""

from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction

import pytest

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.arbiters import Role, parse_boards
from berger.pipeline.arbiters import Person
from berger.pipeline.desk.state import RoundState
from berger.pipeline.desk.variation import DeskChange, DeskGame, DeskMatch, DeskRound
from berger.serve.api import game_json, parse_change, person_json, round_json


def body(**fields: object) -> bytes:
    return json.dumps({"round": 7, "board": 2, "version": 5, **fields}).encode()


def test_a_change_as_the_page_sends_it() -> None:
    change, version, group = parse_change(body(result="1/2-1/2", group="A"))
    assert change == DeskChange(round=7, board=2, outcome=Outcome.DRAW)
    assert (version, group) == (5, "A")
    cleared, _, none = parse_change(body(result="", match=3, reversed=True))
    assert cleared == DeskChange(
        round=7, board=2, outcome=Outcome.UNPLAYED, match=3, reversed=True
    )
    assert none is None
    # A game's date set (an empty one cleared) with its result.
    dated, _, _ = parse_change(body(result="", date="2027-01-14"))
    assert (dated.dated, dated.date, dated.date_cell) == (
        True,
        dt.date(2027, 1, 14),
        "2027-01-14",
    )
    undated, _, _ = parse_change(body(result="1-0", date=""))
    assert (undated.dated, undated.date, undated.date_cell) == (True, None, "")
    assert change.date_cell is None  # no date sent: the date is left


@pytest.mark.parametrize(
    ("sent", "message"),
    [
        (b"round=7", "the body is not JSON"),
        (b"\xff", "the body is not JSON"),
        (b"[1]", "the body is not a JSON object"),
        (b"[" * 1000 + b"]" * 1000, "the body is not JSON"),  # nested too deep
        (b'{"round": 1' + b"0" * 5000 + b"}", "the body is not JSON"),  # digits
        (b"[" * 100_000, "the body is not JSON"),
        (body(result=1), 'result: must be a result code, or "" to clear'),
        (body(result="1-0", board="2"), "board: must be a whole number"),
        (body(result="1-0", version=True), "version: must be a whole number"),
        (body(result="1-0", reversed="yes"), "reversed: must be true or false"),
        (body(result="1-0", group=1), "group: must be a group's name"),
        (body(result="1-0", match=1.5), "match: must be a whole number"),
        (
            body(result="", date=20270114),
            'date: must be a day (YYYY-MM-DD), or "" to clear',
        ),
        (
            body(result="", date="14.01.2027"),
            "date: '14.01.2027' is not a day (write it YYYY-MM-DD: 2027-01-14)",
        ),
    ],
)
def test_every_bad_change_names_what_is_wrong(sent: bytes, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_change(sent)
    assert str(caught.value) == message


def test_a_game_as_the_api_gives_it() -> None:
    game = DeskGame(None, 3, "Ada", "Bo", Outcome.UNPLAYED, False, False)
    assert game_json(game, 9) == {
        "board": 3,
        "white": "Ada",
        "black": "Bo",
        "result": "",
        "version": 9,
        "reversed": False,
        "withdrawn": False,
        "date": None,
    }
    later = DeskGame(None, 3, "Ada", "Bo", Outcome.DRAW, date=dt.date(2027, 1, 14))
    assert game_json(later, 9)["date"] == "2027-01-14"
    board = DeskGame(2, 1, "Ada", "Bo", Outcome.BLACK_WIN, True, False)
    assert list(game_json(board, 1))[:2] == ["match", "board"]
    assert game_json(board, 1)["result"] == "0-1"


def test_a_round_as_a_key_s_holder_sees_it() -> None:
    games = tuple(
        DeskGame(None, board, f"W{board}", f"B{board}", outcome)
        for board, outcome in [
            (1, Outcome.WHITE_WIN),
            (2, Outcome.UNPLAYED),
            (3, Outcome.DRAW),
        ]
    )
    state = RoundState(
        4, DeskRound(games), (10, 11, 12), None, ("Ann", None, "--arbiter")
    )
    everything = round_json(state)
    assert [g.get("by") for g in everything["games"]] == ["Ann", None, None]
    assert everything["missing"] == 1
    helper = Person("H", Role.HELPER, parse_boards("1,3"))
    shown = round_json(state, helper)
    assert [g["board"] for g in shown["games"]] == [1, 3]
    assert all("by" not in g for g in shown["games"])
    assert (shown["missing"], shown["version"]) == (0, 12)
    deputy = Person("D", Role.DEPUTY, parse_boards("1-2"))
    assert [g.get("by") for g in round_json(state, deputy)["games"]] == ["Ann", None]
    assert person_json(helper) == {"name": "H", "role": "helper", "boards": "1,3"}
    assert person_json(Person("C", Role.CHIEF))["boards"] is None


def test_a_team_event_s_round_is_its_matches() -> None:
    games = tuple(
        DeskGame(match, board, "w", "b", Outcome.UNPLAYED)
        for match in (1, 2)
        for board in (1, 2)
    )
    matches = tuple(
        DeskMatch(match, f"T{match}", f"U{match}", (Fraction(0), Fraction(0)))
        for match in (1, 2)
    )
    state = RoundState(1, DeskRound(games, matches), (1, 1, 1, 1), None)
    shown = round_json(state, Person("H", Role.HELPER, parse_boards("2")))
    assert [(g["match"], g["board"]) for g in shown["games"]] == [(2, 1), (2, 2)]
    assert [m["match"] for m in shown["matches"]] == [2]
