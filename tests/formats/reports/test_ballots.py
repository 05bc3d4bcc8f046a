"""The openings drawn as text, CSV and JSON: each round's boards, their
players and openings; one opening for the whole round by round; the text
in the documents' words of the run's language."""

from __future__ import annotations

import csv
import io
import json

from berger.core.ballots import BallotDraw, Opening, draw_openings
from berger.core.disciplines import Discipline
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.formats.event.ballots import builtin_table
from berger.formats.event.draughts import Ballot, DraughtsRules
from berger.formats.reports.ballots import (
    CSV_COLUMNS,
    ballot_entries,
    ballots_csv,
    ballots_json,
    ballots_text,
)
from berger.formats.reports.wording import Wording
from berger.render.labels import load_labels

EVENT = make_micro_match_event(
    EventInfo(name="Кубок"), [Player(n) for n in ("Ann", "Bo", "Cy", "Di", "Ed")]
)
RULES = DraughtsRules(Discipline.RUSSIAN, 2, None, Ballot("russian"))
TABLE = builtin_table("russian")
OPENINGS = draw_openings(TABLE, EVENT.schedule, seed=3)


def test_each_board_with_its_opening() -> None:
    entries = ballot_entries(EVENT, OPENINGS)
    assert len(entries) == 5 * 2  # five rounds of two boards (one bye each)
    first = entries[0]
    assert (first.round, first.board) == (1, 1)
    assert first.opening == OPENINGS.opening(1, 1)
    assert [e.round for e in ballot_entries(EVENT, OPENINGS, [2, 4])] == [2, 2, 4, 4]


def test_the_text_in_english_and_ukrainian() -> None:
    text = ballots_text(EVENT, RULES, OPENINGS, rounds=[1])
    lines = text.splitlines()
    assert lines[:2] == [
        "Кубок: Opening ballot",
        "Russian draughts; 64-square board; Micro-match of 2 games; Ballot"
        " table: russian; An opening for each board; seed 3",
    ]
    assert lines[3] == "Round 1"
    assert lines[4].split()[:5] == ["Board", "White", "Black", "Opening", "Opening"]
    opening = OPENINGS.opening(1, 1)
    assert lines[5].startswith(f"    1  {EVENT.schedule.round(1).whites[0]} ")
    assert lines[5].split()[-1] == opening.position
    assert f"  {opening.number}  " in lines[5]
    assert f"  {opening.moves}  " in lines[5]
    assert len(lines) == 7
    uk = ballots_text(
        EVENT, RULES, OPENINGS, rounds=[1], wording=Wording(load_labels("uk"))
    )
    assert uk.splitlines()[:2] == [
        "Кубок: Жеребкування початкових ходів",
        "Російські шашки; 64-клітинна дошка; Мікроматч із 2 партій; Таблиця"
        " початкових ходів: russian; Кожній дошці — свій дебют; ключ жеребкування 3",
    ]
    assert uk.splitlines()[3] == "Тур 1"


def test_csv_and_json_by_round() -> None:
    table = [Opening(str(k), f"m{k}", "W:W21:B1") for k in range(1, 6)]
    by_round = draw_openings(table, EVENT.schedule, seed=9, draw=BallotDraw.ROUND)
    rules = DraughtsRules(
        Discipline.INTERNATIONAL, ballot=Ballot("own.csv", BallotDraw.ROUND)
    )
    rows = list(csv.reader(io.StringIO(ballots_csv(EVENT, by_round))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 1 + 10
    # One opening for the whole round.
    assert rows[1][6:] == rows[2][6:]
    names = {p.name for p in EVENT.players}
    assert {rows[1][3], rows[1][5]} <= names
    document = json.loads(ballots_json(EVENT, rules, by_round, rounds=[3]))
    assert {
        k: document[k] for k in ("discipline", "table", "draw", "seed", "games")
    } == {
        "discipline": "international",
        "table": "own.csv",
        "draw": "round",
        "seed": 9,
        "games": 1,
    }
    (third,) = document["rounds"]
    assert third["round"] == 3
    assert [b["board"] for b in third["boards"]] == [1, 2]
    assert set(third["boards"][0]) == {
        "board",
        "white",
        "black",
        "opening",
        "moves",
        "position",
    }
