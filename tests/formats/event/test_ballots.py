"""The ballot tables: pydraughts' by name, the event's own as CSV and JSON
(pydraughts' form too), each position checked on the discipline's board,
every mistake one line; the event's openings drawn from its seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from berger.core.ballots import BallotDraw, Opening
from berger.core.berger import build_schedule
from berger.core.disciplines import BUILTIN_BALLOTS, Discipline
from berger.core.positions import parse_position
from berger.errors import InputError
from berger.formats.event.ballots import (
    ballot_table,
    builtin_table,
    event_openings,
    read_ballot_table,
)
from berger.formats.event.draughts import Ballot, DraughtsRules
from berger.formats.files.input_file import InputFile

RUSSIAN = Discipline.RUSSIAN
INTERNATIONAL = Discipline.INTERNATIONAL
I_3 = "B:Wa1,c3,e3,g3,b4,c1,e1,g1,d2,f2,h2,a3:Ba5,b6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8"


def source(tmp_path: Path, name: str, text: str) -> InputFile:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return InputFile.read(path)


def test_pydraughts_tables_by_name_in_their_order() -> None:
    russian = builtin_table("russian")
    assert len(russian) == 745
    assert russian[2] == Opening("I-3", "ab4 ba5 ba3 ab6", russian[2].position)
    # After two moves each White is to move; after ab4 alone Black.
    assert russian[2].position.startswith("W:Wa1,c3,e3,g3,b4,")
    assert russian[0].position.startswith("B:W")
    assert len(builtin_table("brazilian")) == 736
    assert ballot_table(Ballot("russian"), RUSSIAN) == russian


@pytest.mark.parametrize("name", list(BUILTIN_BALLOTS))
def test_every_built_in_table_is_of_its_board(name: str) -> None:
    table = builtin_table(name)
    assert table
    for opening in table:
        parse_position(opening.position, BUILTIN_BALLOTS[name].board)


def test_the_events_own_table_as_csv(tmp_path: Path) -> None:
    text = f'Номер;Ходы;Позиция\nI-3;ab4 ba5 ba3 ab6;"{I_3}"\n\n7;;W:W21-32:B1-12\n'
    table = read_ballot_table(source(tmp_path, "own.csv", text), RUSSIAN)
    assert table == (
        Opening("I-3", "ab4 ba5 ba3 ab6", I_3),
        Opening("7", "", "W:W21-32:B1-12"),
    )
    path = tmp_path / "own.csv"
    assert ballot_table(Ballot(path), RUSSIAN) == table


def test_the_events_own_table_as_json(tmp_path: Path) -> None:
    listed = [
        {"number": 1, "moves": "32-28", "position": "B:W28,31,33-50:B1-20"},
        {"number": "2", "position": "B:W31-50:B1-20"},
    ]
    table = read_ballot_table(
        source(tmp_path, "own.json", json.dumps(listed)), INTERNATIONAL
    )
    assert table == (
        Opening("1", "32-28", "B:W28,31,33-50:B1-20"),
        Opening("2", "", "B:W31-50:B1-20"),
    )
    # pydraughts' own form, its order kept.
    own = {
        "all": {"2: cd4": "B:W21-32:B1-12", "1: ab4": "B:W22-32:B1-12"},
        "standard": ["1: ab4", "2: cd4"],
    }
    table = read_ballot_table(source(tmp_path, "pd.json", json.dumps(own)), RUSSIAN)
    assert [opening.number for opening in table] == ["1", "2"]


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "t.csv",
            "number,moves\n1,ab4\n",
            "t.csv:1: the header needs number and position (moves may follow);"
            " found 'number', 'moves'",
        ),
        ("t.csv", "", "t.csv: the file is empty: no header row"),
        ("t.csv", "number,position\n", "t.csv: the ballot table has no openings"),
        (
            "t.csv",
            "number,position\n1,W:W21:B1\n2,\n",
            "t.csv:3: position: opening 2 of the ballot table has no position",
        ),
        (
            "t.csv",
            "number,position\n1,W:W21:B1\n2,W:Wa2:B1\n",
            "t.csv:3: position: 'a2' is no playing square of the 8×8 board",
        ),
        (
            "t.csv",
            "number,position\n1,W:W21:B1\n1,W:W22:B1\n",
            "t.csv: number: opening 1 is twice in the ballot table",
        ),
        (
            "t.csv",
            "number,position\n,W:W21:B1\n",
            "t.csv: number: an opening of the ballot table has no number",
        ),
        (
            "t.csv",
            "number,position\n1,W:W20-32:B1\n",
            "t.csv:2: position: 'W:W20-32:B1': 13 white pieces; a side has 12",
        ),
        (
            "t.csv",
            "number,position\n1,W:Wb8,c3:Bh6\n",
            "t.csv:2: position: 'W:Wb8,c3:Bh6': a white man on b8, the row where",
        ),
        (
            "t.csv",
            "number,position\n1,W:Wa1,c3:Ba1\n",
            "t.csv:2: position: 'W:Wa1,c3:Ba1': square a1 is given twice",
        ),
        (
            "t.csv",
            "number,position,moves\n1,W:Wa1,c3:Bb8,ab4\n",
            "t.csv:2: position: the row has more fields than the header: is the"
            " position written in quotes",
        ),
        ("t.json", "[1,", "t.json:1: not JSON: Expecting value"),
        (
            "t.json",
            '{"number": 1}',
            "t.json: a ballot table in JSON is a list of openings",
        ),
        (
            "t.json",
            '[{"number": 1, "position": "W:W21:B1"}, 7]',
            "t.json: opening 2 is not an object with number, moves and position",
        ),
        (
            "t.json",
            '[{"number": 1, "moves": "ab4"}]',
            "t.json: position: opening 1 of the ballot table has no position",
        ),
        (
            "t.json",
            '[{"number": 1, "position": "W:W33:B1"}]',
            "t.json: position: '33' is no playing square of the 8×8 board",
        ),
    ],
)
def test_every_mistake_in_a_table_is_one_line(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    with pytest.raises(InputError) as error:
        read_ballot_table(source(tmp_path, name, text), RUSSIAN)
    assert str(error.value).startswith(str(tmp_path / message))


def test_a_position_unquoted_in_its_last_column_is_read_whole(
    tmp_path: Path,
) -> None:
    # The reader cuts "W:Wa1,c3:Bb8" at its comma; the position, the last
    # column, is the rest of the row.
    text = "number,moves,position\n1,,W:Wa1,c3:Bb8\n2,ab4,W:W21-32:B1-12\n"
    table = read_ballot_table(source(tmp_path, "own.csv", text), RUSSIAN)
    assert [opening.position for opening in table] == [
        "W:Wa1,c3:Bb8",
        "W:W21-32:B1-12",
    ]


def test_an_events_openings_are_drawn_from_its_seed() -> None:
    schedule = build_schedule(6)
    table = builtin_table("russian")
    rules = DraughtsRules(RUSSIAN, ballot=Ballot("russian", BallotDraw.ROUND))
    drawn = event_openings(rules, table, schedule, 11)
    assert drawn is not None
    assert drawn == event_openings(rules, table, schedule, 11)
    assert len(set(drawn.of_round(1))) == 1
    assert event_openings(DraughtsRules(RUSSIAN), table, schedule, 11) is None
    with pytest.raises(InputError) as error:
        event_openings(rules, table, schedule, None, shown="cup/event.toml")
    assert str(error.value) == (
        "cup/event.toml: rules.seed: the openings are drawn from the event's seed:"
        " give --seed S or [rules] seed"
    )
