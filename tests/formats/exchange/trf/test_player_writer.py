"""The 001 player record as written: the fields in their columns (a value
that does not fit left blank or cut, with a note), points, rank, the round
blocks and the bye's letter."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from tests.formats.exchange.trf.conftest import listed_event

from berger.core.crosstable import build_crosstable
from berger.core.model import Player
from berger.core.results import Results
from berger.core.scoring import CHESS, ScoringSystem
from berger.errors import OutputError
from berger.formats.exchange.trf.layout import (
    BIRTH,
    BLOCK_START,
    FEDERATION,
    FIDE_ID,
    NAME,
    NUMBER,
    POINTS,
    RANK,
    RATING,
    SEX,
    TITLE,
)
from berger.formats.exchange.trf.player_writer import (
    bye_code,
    numbered_fields,
    player_fields,
    player_record,
    round_blocks,
)


def test_every_field_sits_in_its_columns() -> None:
    player = Player(
        "Hartley, James", 2215, "ENG", title="FM", birth="1990", fide_id="400012345"
    )
    fields, notes = player_fields(player)
    assert notes == []
    blocks = [(1, "8", "w", "1"), (3, "0000", "-", "Z")]
    line = player_record(12, fields, Fraction(3, 2), 4, blocks, rounds=3)
    assert line[:3] == "001"
    assert line[NUMBER.first - 1 : NUMBER.last] == "  12"
    assert TITLE.text(line) == "FM"
    assert line[NAME.first - 1 : NAME.last] == "Hartley, James".ljust(33)
    assert (RATING.text(line), FEDERATION.text(line)) == ("2215", "ENG")
    assert (FIDE_ID.text(line), BIRTH.text(line)) == ("400012345", "1990")
    assert line[POINTS.first - 1 : POINTS.last] == " 1.5"
    assert line[RANK.first - 1 : RANK.last] == "   4"
    first, third = BLOCK_START - 1, BLOCK_START - 1 + 20
    assert line[first : first + 8] == "   8 w 1"
    assert line[first + 8 : third] == " " * 12  # round 2: no block, blank
    assert line[third:] == "0000 - Z"


def test_a_record_without_rank_or_rounds_played_ends_at_its_last_value() -> None:
    fields, _notes = player_fields(Player("Anna"))
    line = player_record(1, fields, Fraction(0), None, [], rounds=5)
    assert line.endswith(" 0.0")
    assert len(line) == POINTS.last
    assert SEX.text(line) == RANK.text(line) == ""


def test_points_beyond_the_field_are_refused() -> None:
    fields, _notes = player_fields(Player("Anna"))
    with pytest.raises(OutputError, match=r"player 3's points 100\.5 do not fit"):
        player_record(3, fields, Fraction(201, 2), None, [], rounds=1)


def test_what_does_not_fit_is_cut_or_left_blank_with_a_note() -> None:
    long = "Hrytsenko-Kovalenko, Oleksandra Volodymyrivna"
    player = Player(long, federation="ENGLAND", birth="01.05.1990", sex="x")
    fields, notes = player_fields(player)
    assert fields[NAME] == long[:33]
    assert fields[FEDERATION] == ""
    assert fields[BIRTH] == "1990/05/01"  # day.month.year, written TRF's way
    assert fields[SEX] == ""
    assert len(notes) == 2
    assert "longer than TRF's 33 characters" in notes[0]
    assert "federation 'ENGLAND'" in notes[1]
    _fields, notes = player_fields(Player("B", birth="spring 1990"))
    assert notes == [
        "birth date 'spring 1990' is not a date TRF can hold (YYYY/MM/DD); left blank"
    ]


def test_names_equal_once_cut_are_refused() -> None:
    stem = "Hrytsenko-Kovalenko, Oleksandra V"
    players = [Player(stem + "olodymyrivna"), Player("C"), Player(stem + "iktorivna")]
    numbered = numbered_fields(enumerate(players, start=1))
    assert next(numbered)[0] == 1
    assert next(numbered)[0] == 2
    with pytest.raises(OutputError, match="players 1 and 3 have the same name"):
        next(numbered)


def test_round_blocks_of_the_draw_and_the_bye(tmp_path: Path) -> None:
    tournament = listed_event(tmp_path, ["A", "B", "C"])
    crosstable = build_crosstable(tournament, Results())
    blocks = {
        number: list(round_blocks(crosstable, number, "H")) for number in (1, 2, 3)
    }
    assert all(len(row) == 3 for row in blocks.values())
    byes = [b for row in blocks.values() for b in row if b[1] == "0000"]
    assert sorted(b[0] for b in byes) == [1, 2, 3]  # one bye a round
    assert {b[2:] for b in byes} == {("-", "H")}
    games = [b for row in blocks.values() for b in row if b[1] != "0000"]
    assert {b[2] for b in games} == {"w", "b"}
    assert {b[3] for b in games} == {" "}  # no result yet


@pytest.mark.parametrize(
    ("bye", "code"),
    [(Fraction(0), "Z"), (Fraction(1, 2), "H"), (Fraction(1), "F"), (Fraction(3), "U")],
)
def test_bye_code_follows_its_points(bye: Fraction, code: str) -> None:
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, bye])
    assert bye_code(scoring) == code
    assert bye_code(CHESS) == "Z"
