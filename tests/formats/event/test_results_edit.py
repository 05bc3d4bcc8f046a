"""A results CSV changed in place: the game's row set, every other byte kept
(encoding, BOM, line ends, delimiter, other columns, quoting, comments);
read back by the results reader."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.core.micro_cases import four

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.teams.event import Team, make_team_event
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError
from berger.formats.event.csv_text import CsvText, encode, new_csv_text, read_csv_text
from berger.formats.event.results import record_results_text
from berger.formats.event.results_edit import (
    PLAYERS_HEADER,
    set_board_result,
    set_game_result,
)
from berger.formats.event.teams import read_team_results


def event(n: int = 4) -> Tournament:
    names = ["Іваненко, Петро", "Bob", "Карл", "Dana", "Eve", "Fay"][:n]
    return make_tournament(EventInfo(), [Player(name) for name in names])


def read(text: CsvText, tournament: Tournament) -> dict[tuple[int, int], Outcome]:
    builder = ResultsBuilder.for_tournament(tournament)
    record_results_text(text.text, "r.csv", tournament, builder)
    return dict(builder.build().outcomes)


def test_a_cp1251_file_keeps_its_encoding_line_ends_delimiter_and_other_rows(
    tmp_path: Path,
) -> None:
    # 4 players, round 1: board 1 is 1 – 4, board 2 is 2 – 3.
    path = tmp_path / "r.csv"
    original = (
        "тур;білі;чорні;результат;примітка\r\n1;Іваненко, Петро;Dana;1-0;перша\r\n\r\n"
    ).encode("cp1251")
    path.write_bytes(original)
    text = read_csv_text(path)
    assert (text.encoding, text.newline, text.delimiter) == ("cp1251", "\r\n", ";")
    game = event().schedule.round(1).game(2)
    changed = set_game_result(text, "r.csv", event(), game, Outcome.DRAW)
    data = encode(changed, "r.csv")
    # The old rows byte for byte, then the new one, named as the file names
    # players (by name), in cp1251 with \r\n.
    assert data.startswith(original.rstrip(b"\r\n") + b"\r\n")
    assert data.endswith("\r\n\r\n1;Bob;Карл;1/2-1/2\r\n".encode("cp1251"))
    assert read(changed, event()) == {(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW}


def test_a_row_is_changed_in_place_and_a_bom_kept(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes(
        b'\xef\xbb\xbfround,white,black,result,note\n1,1,4,1-0,"a, b"\n1,2,3,0-1,x\n'
    )
    text = read_csv_text(path)
    assert text.encoding == "utf-8-sig"
    game = event().schedule.round(1).game(1)
    changed = set_game_result(text, "r.csv", event(), game, Outcome.BLACK_WIN)
    assert encode(changed, "r.csv") == (
        b'\xef\xbb\xbfround,white,black,result,note\n1,1,4,0-1,"a, b"\n1,2,3,0-1,x\n'
    )
    cleared = set_game_result(changed, "r.csv", event(), game, Outcome.UNPLAYED)
    assert cleared.text == 'round,white,black,result,note\n1,1,4,,"a, b"\n1,2,3,0-1,x\n'
    assert read(cleared, event()) == {(1, 2): Outcome.BLACK_WIN}


def test_a_reversed_game_gets_a_column_and_its_players_as_they_played() -> None:
    # Round 1, board 1 is 1 – 4; player 4 had white and drew.
    text = CsvText("round,white,black,result\n1,1,4,1-0\n", "utf-8", "\n")
    game = event().schedule.round(1).game(1)
    changed = set_game_result(
        text, "r.csv", event(), game, Outcome.WHITE_WIN, reversed=True
    )
    assert changed.text == "round,white,black,result,reversed\n1,4,1,1-0,yes\n"
    builder = ResultsBuilder.for_tournament(event())
    record_results_text(changed.text, "r.csv", event(), builder)
    results = builder.build()
    # 4 (white, as played) won: on the schedule's sides black won.
    assert results.outcome(1, 1) is Outcome.BLACK_WIN
    assert results.reversed == frozenset({(1, 1)})
    back = set_game_result(changed, "r.csv", event(), game, Outcome.DRAW)
    assert back.text == "round,white,black,result,reversed\n1,1,4,1/2-1/2,\n"


def test_a_board_file_gets_board_rows() -> None:
    text = new_csv_text(("round", "board", "result"))
    game = event(6).schedule.round(3).game(2)
    changed = set_game_result(text, "r.csv", event(6), game, Outcome.WHITE_WIN)
    assert changed.text == "round,board,result\n3,2,1-0\n"


def test_a_reversed_cell_that_is_neither_yes_nor_no_is_refused() -> None:
    text = "round,white,black,result,reversed\n1,4,1,1-0,maybe\n"
    builder = ResultsBuilder.for_tournament(event())
    with pytest.raises(InputError, match=r"r.csv:2: reversed: 'maybe' is neither"):
        record_results_text(text, "r.csv", event(), builder)


def test_a_team_board_is_set_from_the_first_named_teams_side(tmp_path: Path) -> None:
    teams = [
        Team(name, tuple(Player(f"{name}{i}") for i in range(1, 3)))
        for name in ("Lions", "Bears")
    ]
    team_event = make_team_event(EventInfo(), teams, boards=2)
    match = team_event.schedule.round(1).game(1)
    path = tmp_path / "t.csv"
    path.write_text("round;team1;team2;board;result\n1;Lions;Bears;1;1-0\n", "utf-8")
    text = read_csv_text(path)
    changed = set_board_result(text, str(path), team_event, match, 2, Outcome.DRAW)
    changed = set_board_result(
        changed, str(path), team_event, match, 1, Outcome.BLACK_WIN
    )
    assert changed.text == (
        "round;team1;team2;board;result\n1;Lions;Bears;1;0-1\n1;Lions;Bears;2;1/2-1/2\n"
    )
    path.write_bytes(encode(changed, str(path)))
    results = read_team_results(path, team_event)
    boards = results.match(1, 1)
    assert boards is not None
    assert [b.outcome for b in boards.boards] == [Outcome.BLACK_WIN, Outcome.DRAW]


# -- a game of a micro-match ---------------------------------------------------


def micro_read(text: CsvText) -> Results:
    event = four()
    builder = ResultsBuilder.for_tournament(event)
    record_results_text(text.text, "r.csv", event, builder)
    return builder.build()


def test_a_micro_matchs_game_set_in_a_row_of_its_own() -> None:
    # Round 1, board 1: P1 – P4; game 2 is P4 – P1.
    event = four()
    match = event.schedule.round(1).game(1)
    text = new_csv_text(PLAYERS_HEADER)
    text = set_game_result(text, "r.csv", event, match, Outcome.BLACK_WIN, game=2)
    text = set_game_result(text, "r.csv", event, match, Outcome.DRAW, game=1)
    assert text.text.splitlines() == [
        "round,board,white,black,result,game",
        "1,1,P4,P1,0-1,2",
        "1,1,P1,P4,1/2-1/2,1",
    ]
    found = micro_read(text).match(1, 1)
    assert found is not None
    assert [b.outcome for b in found.boards] == [Outcome.DRAW, Outcome.WHITE_WIN]
    # Set again: the row changes in place, its players in the game's order.
    swapped = CsvText(
        text.text.replace("1,1,P4,P1,0-1,2", "1,1,P1,P4,0-1,2"), "utf-8", "\n"
    )
    again = set_game_result(swapped, "r.csv", event, match, Outcome.DRAW, game=2)
    assert again.text.splitlines()[1] == "1,1,P4,P1,1/2-1/2,2"
    cleared = set_game_result(again, "r.csv", event, match, Outcome.UNPLAYED)
    assert cleared.text.splitlines()[2] == "1,1,P1,P4,,1"


def test_a_micro_matchs_game_by_board_and_by_number() -> None:
    event = four()
    match = event.schedule.round(2).game(2)  # P1 – P2
    text = CsvText("тур;дошка;партія;результат\n2;2;1;1-0\n", "utf-8", "\n")
    changed = set_game_result(text, "r.csv", event, match, Outcome.WHITE_WIN, game=2)
    assert changed.text == "тур;дошка;партія;результат\n2;2;1;1-0\n2;2;2;1-0\n"
    # A file that names players by number gets a row by number.
    numbers = CsvText("round,white,black,game,result\n2,1,2,1,1-0\n", "utf-8", "\n")
    added = set_game_result(numbers, "r.csv", event, match, Outcome.DRAW, game=2)
    assert added.text.splitlines()[2] == "2,2,1,2,1/2-1/2"
    with pytest.raises(InputError, match="the header needs round and result"):
        set_game_result(
            CsvText("round,game\n", "utf-8", "\n"),
            "r.csv",
            event,
            match,
            Outcome.DRAW,
        )
