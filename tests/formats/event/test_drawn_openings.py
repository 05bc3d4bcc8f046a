"""The draw of a draughts event without a seed, kept in a file beside it:
written by berger, or by the arbiter's hand from a draw at the table, read
back to the same openings; every mistake one located line."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.core.ballots import BallotDraw, Opening, draw_openings
from berger.core.berger import build_schedule
from berger.errors import InputError
from berger.formats.event.drawn_openings import drawn_csv, drawn_file, read_drawn

TABLE = [Opening(f"I-{k}", "", "W:W21:B1") for k in range(1, 21)]
SCHEDULE = build_schedule(6)  # 5 rounds of 3 boards


def read(text: str, draw: BallotDraw = BallotDraw.BOARD) -> dict[tuple[int, int], int]:
    return read_drawn(text, "EV/drawn-openings.csv", TABLE, SCHEDULE, draw)


def test_what_berger_writes_reads_back_to_the_same_openings() -> None:
    openings = draw_openings(TABLE, SCHEDULE, seed=4, rounds=[1, 2])
    text = drawn_csv(openings, SCHEDULE)
    assert text.splitlines()[0] == "round,board,opening"
    assert len(text.splitlines()) == 1 + 6  # rounds 1 and 2, three boards each
    assert read(text) == dict(openings.drawn)


def test_a_round_draw_is_a_row_a_round_its_board_blank() -> None:
    openings = draw_openings(TABLE, SCHEDULE, seed=4, draw=BallotDraw.ROUND)
    text = drawn_csv(openings, SCHEDULE)
    assert text.splitlines()[1] == f"1,,{openings.opening(1, 1).number}"
    assert read(text, BallotDraw.ROUND) == dict(openings.drawn)


def test_a_draw_written_by_hand_in_ukrainian() -> None:
    text = "тур;дошка;дебют\n1;1;I-3\n1;2;i-4\n1;3; I-5 \n2;;I-7\n"
    assert read(text) == {
        (1, 1): 2,
        (1, 2): 3,
        (1, 3): 4,
        (2, 1): 6,
        (2, 2): 6,
        (2, 3): 6,
    }


def test_an_empty_file_is_no_round_drawn() -> None:
    assert read("") == {}
    assert read("round,board,opening\n") == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rd,bd\n1,1\n", r"drawn-openings.csv:1: the header needs round, board"),
        ("round,board,opening\n1,1,XX-9\n", r":2: opening: 'XX-9' is not an opening"),
        ("round,board,opening\n9,1,I-1\n", r":2: round: round 9: the schedule has"),
        ("round,board,opening\nx,1,I-1\n", r":2: round: 'x' is not a round number"),
        ("round,board,opening\n1,4,I-1\n", r":2: board: board 4: the round has"),
        ("round,board,opening\n1,1,I-1\n1,1,I-2\n", r":3: board: round 1, board 1"),
        (
            "round,board,opening\n1,1,I-1\n1,2,I-2\n",
            r":2: board: round 1 has no opening for board 3",
        ),
        ("round,board,opening\n1,1,I-1\n1,,I-2\n", r":3: board: round 1, board 1"),
        ("round,board,opening\n1," + "9" * 5000 + ",I-1\n", r":2: board: board 9+"),
    ],
)
def test_every_mistake_is_one_located_line(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as caught:
        read(text)
    assert "\n" not in str(caught.value)


def test_a_board_in_an_event_that_draws_one_opening_a_round_is_refused() -> None:
    with pytest.raises(InputError, match=r":2: board: the event draws one opening"):
        read("round,board,opening\n1,1,I-1\n", BallotDraw.ROUND)


def test_each_group_keeps_its_own_draw() -> None:
    assert drawn_file(Path("ev")) == Path("ev/drawn-openings.csv")
    assert drawn_file(Path("ev"), "A") == Path("ev/drawn-openings-A.csv")
