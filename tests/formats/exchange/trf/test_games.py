"""A TRF's round blocks paired into games: each game's two blocks checked
against each other, byes kept, nothing known yet of berger's schedule."""

from __future__ import annotations

from pathlib import Path

from tests.formats.exchange.trf.conftest import (
    HEADER,
    block,
    error_of,
    four_players,
    player_line,
    write,
)

from berger.core.model import Outcome
from berger.formats.exchange.trf import (
    RoundBlock,
    TrfBye,
    TrfGame,
    fit_berger,
    pair_blocks,
    read_trf,
)


def test_block_disagrees_with_opponents_block(tmp_path: Path) -> None:
    message = error_of(tmp_path, four_players(r1=("1", "=")))
    assert ":5: column 92: round 1:" in message
    assert "disagrees with player 1's block" in message


def test_the_parsed_file_keeps_every_block_as_written(tmp_path: Path) -> None:
    # round 1 paired 1-2, 3-4: not the Berger table (1-4, 2-3), yet the file
    # reads and its games pair; only mapping onto berger's schedule refuses it
    lines = [
        HEADER.rstrip(),
        "142 3",
        player_line(1, "One", [block(2, "w", "W"), block(0, "-", "H")]),
        player_line(2, "Two", [block(1, "b", "L")]),
        player_line(3, "Three", [block(4, "w", "=")]),
        player_line(4, "Four", [block(3, "b", "=")]),
    ]
    trf = read_trf(write(tmp_path, lines))
    assert trf.rounds == (3, 2)
    assert [r.player.name for r in trf.records] == ["One", "Two", "Three", "Four"]
    assert trf.records[0].blocks == (
        RoundBlock(round=1, opponent=2, colour="w", result="W", column=92),
        RoundBlock(round=2, opponent=0, colour="-", result="H", column=102),
    )
    results = pair_blocks(trf)
    # each game located by the later of its two lines
    assert results.games == (
        TrfGame(1, 1, 2, Outcome.WHITE_WIN, 4, 92),  # W/L: a win under one move
        TrfGame(1, 3, 4, Outcome.DRAW, 6, 92),
    )
    assert results.byes == (TrfBye(2, 1, 3, 102),)
    fit = fit_berger(trf, results)
    assert fit.error is not None
    assert "is not a game of the Berger schedule" in str(fit.error)
    assert fit.difference == "round 1: 1–2, the table has 1–4"


def test_a_pending_game_may_stand_on_one_line_only(tmp_path: Path) -> None:
    # Round 1: 1 has white against 4, no result yet, and 4's line is empty;
    # 2-3 drawn. The pending game is kept (located at 1's block), the drawn
    # one once, at the later of its two lines.
    lines = [
        HEADER.rstrip(),
        player_line(1, "One", [block(4, "w", " ")]),
        player_line(2, "Two", [block(3, "w", "=")]),
        player_line(3, "Three", [block(2, "b", "=")]),
        player_line(4, "Four", []),
    ]
    results = pair_blocks(read_trf(write(tmp_path, lines)))
    assert results.games == (
        TrfGame(1, 1, 4, Outcome.UNPLAYED, 2, 92),
        TrfGame(1, 2, 3, Outcome.DRAW, 4, 92),
    )
    assert results.byes == ()
    assert results.names == ("One", "Two", "Three", "Four")
    assert results.lines == (2, 3, 4, 5)


def test_a_result_on_one_line_only_is_refused(tmp_path: Path) -> None:
    lines = four_players()
    lines[4] = player_line(4, "Four", [])  # 4's block against 1 is gone
    message = error_of(tmp_path, lines)
    assert message.endswith(
        ":2: column 92: round 1: player 1 has '4 w 1' but player 4's line (5)"
        " has no block for round 1"
    )
