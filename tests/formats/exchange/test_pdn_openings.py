"""A ballot's opening as the moves PDN and pydraughts read: every kind of
move a table writes matched to its one legal move, the position they reach
checked against the table's; a position set up has none."""

from __future__ import annotations

import pytest
from tests.core.test_ballots import pydraughts_table

from berger.core.ballots import Opening
from berger.core.disciplines import Discipline
from berger.formats.exchange.pdn_openings import opening_moves

RUSSIAN = {opening.number: opening for opening in pydraughts_table("russian")}


def test_the_short_notation_of_the_russian_table() -> None:
    # I-3: ab4 ba5 ba3 ab6 — a3-b4, b6-a5, b2-a3, a7-b6.
    assert opening_moves(RUSSIAN["I-3"], Discipline.RUSSIAN) == (
        "a3-b4",
        "b6-a5",
        "b2-a3",
        "a7-b6",
    )
    assert opening_moves(RUSSIAN["I-1"], Discipline.RUSSIAN) == ("a3-b4",)


@pytest.mark.parametrize("number", ["II-1", "XX-22", "VI-17", "VIII-23"])
def test_a_position_set_up_has_no_moves(number: str) -> None:
    # Men placed (a1-a5, e3-a5 h8-h4) or a side that passes (---).
    assert opening_moves(RUSSIAN[number], Discipline.RUSSIAN) is None


def test_moves_that_reach_another_position_than_the_tables_are_none() -> None:
    # XXVII-9's six moves leave White to move; the table says Black.
    opening = RUSSIAN["XXVII-9"]
    assert opening.position.startswith("B:")
    assert opening_moves(opening, Discipline.RUSSIAN) is None
    white = Opening("X", opening.moves, "W" + opening.position[1:])
    assert opening_moves(white, Discipline.RUSSIAN) is not None


def test_full_and_numbered_moves() -> None:
    full = Opening("1", "c3-d4 f6:g5", "")
    assert opening_moves(full, Discipline.RUSSIAN) == ("c3-d4", "f6-g5")
    numbered = Opening("1", "33-28 19-23", "")
    assert opening_moves(numbered, Discipline.INTERNATIONAL) == ("33-28", "19-23")
    # 28x19 is no legal move from the start: none.
    assert opening_moves(Opening("2", "28x19", ""), Discipline.INTERNATIONAL) is None
    assert opening_moves(Opening("3", "", "W:W31-50:B1-20"), Discipline.RUSSIAN) is None
