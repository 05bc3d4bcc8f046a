"""A 001 player record read as it is written: its fields column by column,
its round blocks once the number of players is known, the starting ranks;
each fault one line naming file, line and column."""

from __future__ import annotations

import re

import pytest
from tests.formats.exchange.trf.conftest import block, player_line

from berger.core.model import Player
from berger.errors import InputError
from berger.formats.exchange.trf.player_reader import (
    PlayerRecord,
    RoundBlock,
    check_numbers,
    read_blocks,
    read_player,
)


def with_fields(line: str, **columns: str) -> str:
    """``line`` with the text of each 1-based column range ``c<first>_<last>``
    replaced (right-aligned)."""
    chars = list(line.ljust(91))
    for key, text in columns.items():
        first, last = (int(part) for part in key[1:].split("_"))
        chars[first - 1 : last] = text.rjust(last - first + 1)
    return "".join(chars).rstrip()


def test_the_fields_of_a_record() -> None:
    line = with_fields(
        player_line(3, "  Hartley,   James ", [block(1, "w", "1")], points="1.0"),
        c10_10="w",
        c11_13="wm",
        c49_52="2215",
        c54_56="ENG",
        c58_68="400012345",
        c70_79="1990/05/01",
    )
    record = read_player(line, 7, "event.trf")
    assert (record.number, record.line, record.blocks) == (3, 7, ())
    assert record.player == Player(
        "Hartley, James",
        2215,
        "ENG",
        title="WIM",
        birth="1990/05/01",
        fide_id="400012345",
        sex="w",
    )


def test_a_zero_rating_or_fide_id_is_none_and_f_is_a_woman() -> None:
    line = with_fields(
        player_line(1, "Anna", []), c10_10="f", c49_52="0", c58_68="00000000000"
    )
    player = read_player(line, 1, "event.trf").player
    assert (player.rating, player.fide_id, player.sex) == (None, None, "w")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            player_line(1, "One", [])[:82],
            "2: column 82: the 001 line ends inside the points field (columns"
            " 81–84): truncated",
        ),
        (
            "001    1",
            "2: column 8: the 001 line ends before the name: truncated",
        ),
        (
            player_line(1, "One", [block(2, "w", "1")])[:93],
            "2: column 93: the 001 line ends inside round 1's opponent number:"
            " truncated",
        ),
        (
            player_line(1, "Oleksandra Hrytsenko-Kovalenkovaxx", []),
            "2: column 48: 'x' where a blank separates the fields of a 001 line:"
            " a shifted column?",
        ),
        (
            player_line(0, "One", []),
            "2: column 5: '0' is not a starting rank",
        ),
        (
            with_fields(player_line(1, "One", []), c49_52="2x00"),
            "2: column 49: rating '2x00' is not a number",
        ),
        (
            with_fields(player_line(1, "One", []), c10_10="x"),
            "2: column 10: sex 'x' is not m or w",
        ),
        (
            player_line(1, "", []),
            "2: column 15: the name is empty",
        ),
        (
            player_line(1, "Anna\x0cPetrenko", []),
            "2: column 15: 'Anna\\x0cPetrenko' holds a control character"
            " or a line separator (U+000C): a name is one line of text",
        ),
    ],
    ids=[
        "points",
        "name",
        "opponent",
        "separator",
        "rank",
        "rating",
        "sex",
        "empty",
        "control",
    ],
)
def test_a_record_that_cannot_be_read(line: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        read_player(line, 2, "event.trf")
    assert str(caught.value) == f"event.trf:{message}"


def test_the_round_blocks_of_a_record() -> None:
    text = player_line(2, "Two", [block(4, "W", "="), " " * 8, block(0, "-", "h")])
    record = read_player(text, 5, "event.trf")
    assert read_blocks(text, record, 4, "event.trf") == (
        RoundBlock(1, 4, "w", "=", 92),
        RoundBlock(3, 0, "-", "H", 112),
    )


@pytest.mark.parametrize(
    ("blocks", "message"),
    [
        (["   5 w 1"], "column 92: opponent number 5 is out of range (players 1–4)"),
        (["   2 w 1"], "column 92: opponent number 2 is the player's own"),
        (["  x3 w 1"], "column 92: opponent 'x3' is not a pairing number"),
        (["   3 w 1x"], "column 100: 'x' where a round block has a blank"),
        (["   3 g 1"], "column 97: colour 'g' is not w, b or -"),
        (["   3 - 1"], "column 97: a game needs colour w or b"),
        (["   3 w Z"], "column 99: result code 'Z' does not exist for a game"),
        (["0000 - 1"], "column 99: result code '1' does not exist for a bye"),
    ],
)
def test_a_round_block_that_cannot_be_read(blocks: list[str], message: str) -> None:
    text = player_line(2, "Two", blocks)
    record = read_player(text, 5, "event.trf")
    with pytest.raises(InputError, match=f"^event.trf:5: {re.escape(message)}"):
        read_blocks(text, record, 4, "event.trf")


def records(*numbers: int) -> list[PlayerRecord]:
    return [
        PlayerRecord(number, line, Player(f"P{line}"), ())
        for line, number in enumerate(numbers, start=10)
    ]


def test_starting_ranks_are_each_players_own() -> None:
    check_numbers(records(2, 1, 3), "event.trf")
    with pytest.raises(InputError) as caught:
        check_numbers(records(1, 2, 1), "event.trf")
    assert str(caught.value) == (
        "event.trf:12: column 5: starting rank 1 is also on line 10"
    )
    with pytest.raises(InputError) as caught:
        check_numbers(records(1, 4, 2), "event.trf")
    assert str(caught.value) == (
        "event.trf:11: column 5: starting rank 4 but the file has 3 players (ranks 1–3)"
    )
