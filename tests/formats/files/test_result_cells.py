"""The cells of a results row read alike everywhere: round, board and game
numbers of at most five digits (however many zeros in front), and the mark
of a game played with the colours reversed."""

from __future__ import annotations

import pytest

from berger.errors import InputError
from berger.formats.files.result_cells import number_cell, reversed_cell


@pytest.mark.parametrize(
    ("text", "number"), [("7", 7), ("0", 0), ("99999", 99999), ("0" * 5000 + "3", 3)]
)
def test_a_number_cell(text: str, number: int) -> None:
    assert number_cell(text, "r.csv", 2) == number


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("100000", "round", "r.csv:2: round: 100000 is out of range 0..99999"),
        (
            "9" * 5000,
            "board",
            "r.csv:2: board: 999999999999… (5000 digits) is out of range 0..99999",
        ),
        ("x" * 40, "game", "r.csv:2: game: 'xxxxxxxxxxxx… (40 characters)' is not a"),
        ("1.5", "round", "r.csv:2: round: '1.5' is not a round number"),
    ],
)
def test_a_number_cell_out_of_range_is_one_line(
    text: str, field: str, message: str
) -> None:
    # More digits than Python converts (4,300) ended in its ValueError.
    with pytest.raises(InputError) as error:
        number_cell(text, "r.csv", 2, field=field)
    assert str(error.value).startswith(message)


def test_the_reversed_mark() -> None:
    assert reversed_cell(" Так ", "r.csv", 2)
    assert not reversed_cell("", "r.csv", 2)
    with pytest.raises(InputError, match=r"^r\.csv:2: reversed: 'maybe' is neither"):
        reversed_cell("maybe", "r.csv", 2)
