"""Positions as PDN's FEN writes them, read on the 64- and 100-square boards:
algebraic and numbered squares, runs, kings, and every mistake refused."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from berger.core.positions import parse_position
from berger.errors import InputError

START_64 = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"


def test_the_start_of_russian_draughts_by_name_and_by_number() -> None:
    position = parse_position(START_64, 8)
    assert position.white_to_move
    assert position.white == frozenset(range(21, 33))
    assert position.black == frozenset(range(1, 13))
    assert position.kings == frozenset()
    # The same squares by number (1 is b8, 29 is a1).
    numbered = parse_position("W:W21-32:B1-12", 8)
    assert (numbered.white, numbered.black) == (position.white, position.black)


def test_the_100_square_board_numbers_and_kings() -> None:
    position = parse_position("B:W31-35,K46:BK1,b8, 20", 10)
    assert not position.white_to_move
    assert position.white == frozenset({31, 32, 33, 34, 35, 46})
    # b8 is the second row's first dark square: 11.
    assert position.black == frozenset({1, 11, 20})
    assert position.kings == frozenset({46, 1})
    # White's pieces may come second.
    assert parse_position("w:B1:W50", 10).white == frozenset({50})


@pytest.mark.parametrize("name", ["russian", "brazilian", "150russian_and_brazilian"])
def test_every_position_of_pydraughts_tables_reads(name: str) -> None:
    files = resources.files("draughts") / "ballot_files"
    table = json.loads((files / f"{name}.json").read_text(encoding="utf-8"))
    for position in table["all"].values():
        found = parse_position(position, 8)
        # Some openings exchange men on the way.
        assert 10 <= len(found.white) <= 12
        assert 10 <= len(found.black) <= 12


@pytest.mark.parametrize(
    ("text", "size", "message"),
    [
        ("", 8, "'' is not a position as PDN writes it"),
        ("X:Wa1:Bb8", 8, "'X:Wa1:Bb8' is not a position as PDN writes it"),
        ("W:Wa1", 8, "'W:Wa1' is not a position as PDN writes it"),
        ("W:Wa1:Wb8", 8, "is not a position as PDN writes it"),
        ("W:Wa2:Bb8", 8, "'a2' is no playing square of the 8×8 board"),
        ("W:Wi9:Bb8", 8, "'i9' is no playing square of the 8×8 board"),
        ("W:W33:B1", 8, "'33' is no playing square of the 8×8 board"),
        ("W:W51:B1", 10, "'51' is no playing square of the 10×10 board"),
        (  # more digits than Python converts: its ValueError, once
            "W:W" + "9" * 5000 + ":B1",
            10,
            "'999999999999… (5000 digits)' is no playing square of the 10×10",
        ),
        ("W:W1-" + "9" * 5000 + ":B50", 10, "'999999999999… (5000 digits)' is no"),
        # A square given twice, named as the text names it.
        ("W:Wa1,a1:Bb8", 8, "'W:Wa1,a1:Bb8': square a1 is given twice"),
        ("W:W29:Ba1", 8, "square a1 is given twice"),
        ("W:W29:B29", 8, "square 29 is given twice"),
        ("W:W21-32:B1,K21", 8, "square 21 is given twice"),
        # 13 white men where a side has 12; 21 where it has 20.
        ("W:W20-32:B1", 8, "'W:W20-32:B1': 13 white pieces; a side has 12 at most"),
        ("B:W50:B1-20,Ka1", 10, "21 black pieces; a side has 20 at most"),
        # A man on the row where it is crowned: a king is written K.
        ("W:Wb8,c3:Bh6", 8, "a white man on b8, the row where it is crowned"),
        ("W:W5:B30", 10, "a white man on 5, the row where it is crowned: a king"),
        ("W:Wc3:Ba1", 8, "a black man on a1, the row where it is crowned"),
    ],
)
def test_what_is_no_position_is_refused(text: str, size: int, message: str) -> None:
    with pytest.raises(InputError) as error:
        parse_position(text, size)
    assert error.value.field == "ballot"
    assert message in str(error.value)


def test_kings_may_stand_on_the_row_where_men_are_crowned() -> None:
    position = parse_position("W:WKb8,c3:BKa1,h6", 8)
    assert position.kings == frozenset({1, 29})
    assert len(parse_position("W:W21-32:B1-12", 8).white) == 12
