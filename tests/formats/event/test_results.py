"""Results CSV reader: layouts, delimiters, encodings, names, withdrawals."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.model import EventInfo, Game, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError
from berger.formats.event.results import (
    COLUMN_ALIASES,
    header_columns,
    header_delimiter,
    record_results_text,
)
from berger.formats.event.results_file import read_results
from berger.formats.reports.schedule import schedule_csv

# 4 players: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1.
NAMES = ["Шевчук Ольга", "Бойко Дмитро", "Adams, Jo", "Brown, Al"]
CODES = ["1-0", "0-1", "=", "+-"]
T = make_tournament(EventInfo(), [Player(name) for name in NAMES])


def _read(
    tmp_path: Path, data: bytes | str, t: Tournament = T
) -> dict[tuple[int, int], Outcome]:
    path = tmp_path / "results.csv"
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return dict(read_results(path, t).outcomes)


def test_numbers_and_names(tmp_path: Path) -> None:
    text = 'round,white,black,result\n1,1,4,1-0\n1," бойко  дмитро ","Adams, Jo",½-½\n'
    assert _read(tmp_path, text) == {(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW}


def test_ukrainian_header_cp1251_semicolons(tmp_path: Path) -> None:
    text = "Тур;Білі;Чорні;Результат\r\n2;4;3;0-1\r\n2;Шевчук Ольга;Бойко Дмитро;+-\r\n"
    assert _read(tmp_path, text.encode("cp1251")) == {
        (2, 1): Outcome.BLACK_WIN,
        (2, 2): Outcome.WHITE_FORFEIT_WIN,
    }


def test_tabs_bom_and_boards(tmp_path: Path) -> None:
    text = "\ufeffround\tboard\tresult\n3\t1\t--\n3\t2\t\n"
    assert _read(tmp_path, text) == {(3, 1): Outcome.DOUBLE_FORFEIT}


def test_filled_schedule_csv_is_a_results_file(tmp_path: Path) -> None:
    lines = schedule_csv(T).splitlines()
    filled = [
        lines[0],
        *(line + "1-0" if line.endswith(",") else line for line in lines[1:]),
    ]
    outcomes = _read(tmp_path, "\n".join(filled) + "\n")
    assert len(outcomes) == 6
    assert set(outcomes.values()) == {Outcome.WHITE_WIN}


def test_withdrew_row(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(
        "round,white,black,result\n1,1,4,1-0\n1,Brown Al,,withdrew\n", "utf-8"
    )
    with pytest.raises(
        InputError, match="'Brown Al' matches no participant; did you mean 'Brown, Al'"
    ):
        read_results(path, T)
    path.write_text(
        'round,white,black,result\n1,1,4,1-0\n1,"Brown, Al",,withdrew\n', "utf-8"
    )
    assert read_results(path, T).withdrawn == {4: 1}


def test_withdrawn_column_of_the_participants_is_kept(tmp_path: Path) -> None:
    players = [Player("A"), Player("B", withdrawn_after=2), Player("C")]
    t = make_tournament(EventInfo(), players)
    path = tmp_path / "results.csv"
    path.write_text("round,board,result\n1,1,1-0\n", "utf-8")
    assert read_results(path, t).withdrawn == {2: 2}


def test_bad_round_number(tmp_path: Path) -> None:
    with pytest.raises(InputError) as info:
        _read(tmp_path, "round,board,result\none,1,1-0\n")
    assert str(info.value).endswith("results.csv:2: round: 'one' is not a round number")


def test_a_row_written_with_another_delimiter_is_refused(tmp_path: Path) -> None:
    # The header is split by ';' and the row by ',': read by the header's
    # delimiter the row is one field, where round, white and black should be.
    with pytest.raises(InputError) as info:
        _read(tmp_path, "round;white;black;result\n1;1;4;1-0\n1,2,3,1-0\n")
    assert str(info.value).endswith(
        "results.csv:3: the row has 1 field where the header has 4:"
        " is each field separated by ';' as in the header?"
    )
    # A tab-separated header names the tab.
    with pytest.raises(InputError) as info:
        _read(tmp_path, "round\tboard\tresult\n1 1 1-0\n")
    assert "separated by a tab as in the header?" in str(info.value)


def test_a_row_without_its_result_column_has_no_result(tmp_path: Path) -> None:
    # Only the result column at the end is missing: the game has no result
    # yet, as with an empty result cell.
    text = "round,white,black,result\n1,1,4\n1,2,3,0-1\n"
    assert _read(tmp_path, text) == {(1, 2): Outcome.BLACK_WIN}


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_row_order_does_not_matter(
    tmp_path_factory: pytest.TempPathFactory, seed: int
) -> None:
    rng = random.Random(seed)
    rows = [
        f"{game.round},{game.white},{game.black},{rng.choice(CODES)}"
        for game in T.schedule.games()
    ]
    folder = tmp_path_factory.mktemp("order")
    first = _read(folder, "round,white,black,result\n" + "\n".join(rows))
    rng.shuffle(rows)
    assert _read(folder, "round,white,black,result\n" + "\n".join(rows)) == first


@pytest.mark.parametrize(
    ("row", "line"),
    [
        # str.isdigit() says yes to '²', int() says no: numbers are read only
        # when isdecimal(), what int() reads
        ("1²,1,4,1-0", "2: round: '1²' is not a round number"),
        ("1,1²,4,1-0", "2: white: '1²' matches no participant"),
    ],
)
def test_a_digit_int_cannot_read_is_refused(
    tmp_path: Path, row: str, line: str
) -> None:
    with pytest.raises(InputError) as info:
        _read(tmp_path, f"round,white,black,result\n{row}\n")
    assert str(info.value) == f"{tmp_path / 'results.csv'}:{line}"
    with pytest.raises(InputError) as info:
        _read(tmp_path, "round,board,result\n1,²,1-0\n")
    assert str(info.value) == (
        f"{tmp_path / 'results.csv'}:2: board: '²' is not a board number"
    )


HUGE = "9" * 5000
"""A whole number beyond the 4,300 digits Python converts."""


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (f"round,white,black,result\n{HUGE},1,4,1-0\n", "2: round: 999999999999…"),
        (f"round,board,result\n1,{HUGE},1-0\n", "2: board: 999999999999…"),
        (
            f"round,white,black,result\n1,{HUGE},4,1-0\n",
            "2: white: there is no player 999999999999… (5000 digits) (numbers 1–4)",
        ),
        (
            f"round,white,black,game,result\n1,1,4,{HUGE},1-0\n",
            "2: game: 999999999999… (5000 digits) is out of range 0..99999",
        ),
        ("round,board,result\n100000,1,1-0\n", "2: round: 100000 is out of range"),
        ("round,board,result\n0099999,1,1-0\n", "2: round 99999 is beyond the"),
    ],
)
def test_a_number_of_thousands_of_digits_is_one_line(
    tmp_path: Path, text: str, line: str
) -> None:
    # Python refuses to convert more than 4,300 digits: such a number ended
    # in its ValueError. A round, board or game has at most five digits.
    with pytest.raises(InputError) as info:
        _read(tmp_path, text)
    assert str(info.value).startswith(f"{tmp_path / 'results.csv'}:{line}")


def test_a_game_of_thousands_of_digits_in_a_micro_match_is_one_line() -> None:
    with pytest.raises(InputError) as error:
        micro_read(f"round,white,black,game,result\n1,1,4,{HUGE},1-0\n")
    assert str(error.value) == (
        "r.csv:2: game: 999999999999… (5000 digits) is out of range 0..99999"
    )


# -- the games of micro-matches ----------------------------------------------


def micro_read(text: str, games: int = 2) -> Results:
    event = four(games=games)
    builder = ResultsBuilder.for_tournament(event)
    record_results_text(text, "r.csv", event, builder)
    return builder.build()


def test_the_games_of_micro_matches_by_players_and_by_board() -> None:
    lines = ["round,white,black,game,result"]
    lines += [f"{r},{w},{b},{g},{code}" for (r, w, b, g), code in FOUR_MICRO.items()]
    by_players = micro_read("\n".join(lines) + "\n")
    assert by_players == enter(four(games=2), FOUR_MICRO)
    # The same games by board: round 1's boards are 1 – 4 and 2 – 3.
    text = "Тур;Доска;Партия;Результат\n1;1;1;1-0\n1;1;2;0-1\n1;2;2;=\n"
    found = micro_read(text)
    first = found.match(1, 1)
    assert first is not None
    assert [board.outcome for board in first.boards] == [
        Outcome.WHITE_WIN,
        Outcome.WHITE_WIN,  # 4 – 1 0-1: the first-named won
    ]
    # A game not in yet waits: the second micro-match has game 2 only.
    second = found.match(1, 2)
    assert second is not None
    assert [board.board for board in second.boards] == [2]


def test_a_forfeit_without_a_game_forfeits_the_whole_micro_match() -> None:
    found = micro_read("round,white,black,game,result\n1,1,4,,+-\n")
    match = found.match(1, 1)
    assert match is not None
    assert match.forfeit
    assert [b.outcome for b in match.boards] == [Outcome.WHITE_FORFEIT_WIN] * 2
    by_board = micro_read("round,board,game,result\n1,2,,--\n")
    assert by_board.match(1, 2) is not None
    assert micro_read("round,white,black,game,result\n2,2,,,withdrew\n").withdrawn == {
        2: 2
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "round,white,black,result\n1,1,4,1-0\n",
            "r.csv:1: the header needs a game column: each pairing plays a"
            " micro-match of 2 games",
        ),
        (
            "round,white,black,game,result\n1,1,4,3,1-0\n",
            "r.csv:2: game: a micro-match of 2 games has no game 3",
        ),
        (
            "round,white,black,game,result\n1,1,4,0,1-0\n",
            "r.csv:2: game: a micro-match of 2 games has no game 0",
        ),
        (
            "round,white,black,game,result\n1,1,4,two,1-0\n",
            "r.csv:2: game: 'two' is not a game number",
        ),
        (
            "round,white,black,game,result\n1,1,4,,1-0\n",
            "r.csv:2: game: give the game of the micro-match (1–2)",
        ),
        (
            "round,white,black,game,result\n1,1,4,2,1-0\n",
            "r.csv:2: 1 – 4 has the colours reversed: game 2 of round 1 is 4 – 1,"
            " white first",
        ),
        (
            "round,white,black,game,result,reversed\n1,4,1,1,1-0,yes\n",
            "r.csv:2: reversed: a game of a micro-match is entered with the colours"
            " it was played with",
        ),
        (
            "round,white,black,game,result\n1,1,4,1,1-0\n1,1,4,1,0-1\n",
            "r.csv:3: round 1, 1 – 4, game 1 has two results: 1-0 and 0-1",
        ),
        (
            "round,board,game,result\n1,3,1,1-0\n",
            "r.csv:2: round 1 has no board 3 (boards 1–2)",
        ),
        (
            "round,board,game,result\n1,3,,+-\n",
            "r.csv:2: round 1 has no board 3 (boards 1–2)",
        ),
        (
            "round,white,black,game,result\n1,1,4,1,win\n",
            "r.csv:2: result: 'win' is not a result code",
        ),
    ],
)
def test_each_mistake_in_a_games_row_is_one_line(text: str, message: str) -> None:
    with pytest.raises(InputError) as error:
        micro_read(text)
    assert str(error.value).startswith(message)


def test_single_games_take_a_game_column_of_ones(tmp_path: Path) -> None:
    text = "round,white,black,game,result\n1,1,4,1,1-0\n1,2,3,,=\n"
    assert _read(tmp_path, text) == {(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW}
    with pytest.raises(InputError) as error:
        _read(tmp_path, "round,white,black,game,result\n1,1,4,2,1-0\n")
    assert str(error.value) == (
        f"{tmp_path / 'results.csv'}:2: game: game 2: each pairing plays one game"
        " (micro_match = 1)"
    )


def test_a_headers_columns_by_their_names_in_any_language() -> None:
    header = ["Тур", " Board ", "board", "Білі", "note", "партія"]
    assert header_columns(header, COLUMN_ALIASES) == {
        "round": 0,
        "board": 1,
        "white": 3,
        "game": 5,
    }
    assert header_delimiter("\n\nround;white\tblack\n") == "\t"
    assert header_delimiter("round;white\n1,2\n") == ";"
    assert header_delimiter("round\n") == ","


# -- draughts' own result codes ------------------------------------------------


def test_a_draughts_event_reads_its_games_points_as_results(tmp_path: Path) -> None:
    draughts = make_tournament(
        EventInfo(game=Game.DRAUGHTS), [Player(name) for name in NAMES]
    )
    text = "тур,білі,чорні,результат\n1,1,4,2-0\n1,2,3,1:1\n2,4,3,0-2\n2,1,2,+-\n"
    assert _read(tmp_path, text, draughts) == {
        (1, 1): Outcome.WHITE_WIN,
        (1, 2): Outcome.DRAW,
        (2, 1): Outcome.BLACK_WIN,
        (2, 2): Outcome.WHITE_FORFEIT_WIN,
    }
    # A micro-match's games alike: P1 – P4 2-0, then P4 – P1 0-2.
    event = replace(four(), info=EventInfo(game=Game.DRAUGHTS))
    builder = ResultsBuilder.for_tournament(event)
    record_results_text(
        "round,white,black,game,result\n1,1,4,1,2-0\n1,4,1,2,0-2\n",
        "r.csv",
        event,
        builder,
    )
    found = builder.build().match(1, 1)
    assert found is not None
    assert [board.outcome for board in found.boards] == [Outcome.WHITE_WIN] * 2


def test_a_chess_event_refuses_draughts_codes_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        _read(tmp_path, "round,white,black,result\n1,1,4,1-0\n1,2,3,2-0\n")
    assert str(caught.value) == (
        f"{tmp_path / 'results.csv'}:3: result: '2-0' is a draughts result"
        ' (2-0, 1-1, 0-2): this event is of chess (game = "draughts" in [event]'
        " for draughts); use 1-0, 0-1, ½-½"
    )
