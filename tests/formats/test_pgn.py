"""PGN results: tags matched to the schedule."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import make_tournament
from berger.errors import InputError
from berger.formats.results_file import read_results

# 4 players: R1 1–4, 2–3 · R2 4–3, 1–2.
T = make_tournament(
    EventInfo(), [Player(n) for n in ("Anna", "Boris", "Clara", "Dmytro")]
)

GAMES = """[Event "Club"]
[Round "1.1"]
[White "Anna"]
[Black "Dmytro"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club"]
[Round "2"]
[White "Dmytro"]
[Black "Clara"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

[Round "2"]
[White "Anna"]
[Black "Boris"]
[Result "*"]

*
"""


def test_games_become_results(tmp_path: Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(GAMES, encoding="utf-8")
    assert read_results(path, T).outcomes == {
        (1, 1): Outcome.WHITE_WIN,
        (2, 1): Outcome.DRAW,
    }


def test_a_game_not_in_the_schedule_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(
        GAMES.replace('[Round "2"]\n[White "Dmytro"]', '[Round "3"]\n[White "Dmytro"]'),
        "utf-8",
    )
    with pytest.raises(InputError) as info:
        read_results(path, T)
    assert info.value.line == 9
    assert "is not a game of round 3" in str(info.value)


def test_a_move_python_chess_cannot_read_is_one_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # python-chess logs each error it collects ("illegal san ... while
    # parsing"), which would be a second line on stderr: the reader keeps the
    # error and logs nothing.
    path = tmp_path / "games.pgn"
    path.write_text(GAMES.replace("1. d4 d5", "1. d4 d4"), "utf-8")
    with pytest.raises(InputError) as caught:
        read_results(path, T)
    assert str(caught.value) == (
        f"{path}:9: malformed PGN: illegal san: 'd4' in"
        " rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
    )
    assert caplog.records == []


def test_a_pgn_that_is_not_text(tmp_path: Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(InputError) as caught:
        read_results(path, T)
    assert str(caught.value) == (
        f"{path}: cannot read the text: not UTF-8 or cp1251 (is it a binary file?)"
    )


def test_a_round_int_cannot_read_is_refused(tmp_path: Path) -> None:
    # str.isdigit() says yes to '²', int() says no
    path = tmp_path / "games.pgn"
    path.write_text(GAMES.replace('[Round "1.1"]', '[Round "²"]'), "utf-8")
    with pytest.raises(InputError) as caught:
        read_results(path, T)
    assert str(caught.value) == f"{path}:1: Round: '²' is not a round number"
