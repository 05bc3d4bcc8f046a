"""PGN results: tags matched to the schedule."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import make_tournament
from berger.errors import InputError
from berger.formats.event.results_file import read_results

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


@pytest.mark.parametrize(
    ("round_tag", "message"),
    [
        ("9" * 5000, "Round: 999999999999… (5000 digits) is out of range 0..99999"),
        ("9" * 5000 + ".1", "Round: 999999999999… (5000 digits) is out of range"),
        ("123456", "Round: 123456 is out of range 0..99999"),
    ],
)
def test_a_round_of_thousands_of_digits_is_one_line(
    tmp_path: Path, round_tag: str, message: str
) -> None:
    # More digits than Python converts (4,300) ended in its ValueError.
    path = tmp_path / "games.pgn"
    path.write_text(GAMES.replace('[Round "1.1"]', f'[Round "{round_tag}"]'), "utf-8")
    with pytest.raises(InputError) as caught:
        read_results(path, T)
    assert str(caught.value).startswith(f"{path}:1: {message}")
    # Zeros in front count for nothing, however many.
    path.write_text(
        GAMES.replace('[Round "1.1"]', f'[Round "{"0" * 5000}1.1"]'), "utf-8"
    )
    assert read_results(path, T).outcomes[1, 1] is Outcome.WHITE_WIN


FORFEITS = """[Round "1.1"]
[White "Anna"]
[Black "Dmytro"]
[Result "1-0"]
[Termination "forfeit"]

1-0

[Round "1.2"]
[White "Boris"]
[Black "Clara"]
[Result "*"]
[Termination "Forfeit"]

*

[Round "2.1"]
[White "Dmytro"]
[Black "Clara"]
[Result "0-1"]
[Termination "forfeit"]

0-1

[Round "2.2"]
[White "Anna"]
[Black "Boris"]
[Result "0-1"]
[Termination "normal"]

0-1
"""


def test_a_forfeit_as_berger_writes_it(tmp_path: Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(FORFEITS, encoding="utf-8")
    assert read_results(path, T).outcomes == {
        (1, 1): Outcome.WHITE_FORFEIT_WIN,
        (1, 2): Outcome.DOUBLE_FORFEIT,
        (2, 1): Outcome.BLACK_FORFEIT_WIN,
        (2, 2): Outcome.BLACK_WIN,
    }


# Lions – Bears, boards 1 and 3 white for the Lions, 2 and 4 black.
def team_pgn(*games: tuple[str, str, str, str, str, str]) -> str:
    return "".join(
        f'[Round "{where}"]\n[White "{white}"]\n[Black "{black}"]\n'
        f'[Result "{result}"]\n[WhiteTeam "{wt}"]\n[BlackTeam "{bt}"]\n\n{result}\n\n'
        for where, white, black, result, wt, bt in games
    )


def test_a_team_pgn(tmp_path: Path) -> None:
    from berger.core.results import BoardResult
    from berger.core.teams.event import TWO_TEAMS, make_team_event
    from berger.formats.exchange.pgn import read_team_results_pgn

    event = make_team_event(EventInfo(), (*TWO_TEAMS, *TWO_TEAMS[:0]), boards=4)
    path = tmp_path / "match.pgn"
    path.write_text(
        team_pgn(
            ("1.1.1", "Adam", "Eva", "1-0", "Lions", "Bears"),
            # board 2: the Bears' player has white; 0-1 is the Lions' win
            ("1.1.2", "Fedir", "Bohdan", "0-1", "Bears", "Lions"),
            # board 3: a reserve? Dan plays board 3 for the Lions, drawn
            ("1.1.3", "Dan", "Gleb", "1/2-1/2", "Lions", "Bears"),
            ("1.1.4", "Hanna", "?", "*", "Bears", "Lions"),
        ),
        encoding="utf-8",
    )
    (match,) = read_team_results_pgn(path, event).matches.values()
    assert match.boards == (
        BoardResult(1, Outcome.WHITE_WIN, 1, 1),
        BoardResult(2, Outcome.WHITE_WIN, 2, 2),
        BoardResult(3, Outcome.DRAW, 4, 3),
    )
    # board 4 with a forfeit: the Lions fielded nobody
    path.write_text(
        team_pgn(("1.1.4", "Hanna", "?", "1-0", "Bears", "Lions")).replace(
            '[BlackTeam "Lions"]', '[BlackTeam "Lions"]\n[Termination "forfeit"]'
        ),
        encoding="utf-8",
    )
    (match,) = read_team_results_pgn(path, event).matches.values()
    assert match.boards == (BoardResult(4, Outcome.BLACK_FORFEIT_WIN, None, 4),)


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (("1.1", "Adam", "Eva", "1-0", "Lions", "Bears"), "round.match.board"),
        (("1.1.1", "Adam", "Eva", "1-0", "Lions", "Wolves"), "BlackTeam: 'Wolves'"),
        (
            ("1.1.1", "Eva", "Adam", "0-1", "Bears", "Lions"),
            "board 1: 'Lions' has white",
        ),
        (("1.1.1", "Adam", "Zoe", "1-0", "Lions", "Bears"), "Black: 'Zoe' matches no"),
        (("1.1.5", "Adam", "Eva", "1-0", "Lions", "Bears"), "has no board 5"),
        (
            ("1.1." + "9" * 5000, "Adam", "Eva", "1-0", "Lions", "Bears"),
            r"Round: 999999999999… \(5000 digits\) is out of range 0..99999",
        ),
    ],
)
def test_team_pgn_mistakes(
    tmp_path: Path, game: tuple[str, str, str, str, str, str], message: str
) -> None:
    from berger.core.teams.event import TWO_TEAMS, make_team_event
    from berger.formats.exchange.pgn import read_team_results_pgn

    event = make_team_event(EventInfo(), TWO_TEAMS, boards=4)
    path = tmp_path / "match.pgn"
    path.write_text(team_pgn(game), encoding="utf-8")
    with pytest.raises(InputError, match=message) as info:
        read_team_results_pgn(path, event)
    assert info.value.line == 1


def test_a_games_date_tag(tmp_path: Path) -> None:
    # Rounds on 4 and 11 November: 4–3 played on its round's day (no date of
    # its own), 1–2 set for 14 January (Result "*"), a partial Date none.
    days = (dt.date(2026, 11, 4), dt.date(2026, 11, 11))
    event = make_tournament(
        EventInfo(round_dates=days, end=dt.date(2027, 1, 31)), T.players
    )
    text = (
        GAMES.replace(
            '[Round "2"]\n[White "Dmytro"]',
            '[Round "2"]\n[Date "2026.11.11"]\n[White "Dmytro"]',
        )
        .replace(
            '[Round "2"]\n[White "Anna"]',
            '[Round "2"]\n[Date "2027.01.14"]\n[White "Anna"]',
        )
        .replace('[Round "1.1"]', '[Round "1.1"]\n[Date "2026.??.??"]')
    )
    path = tmp_path / "games.pgn"
    path.write_text(text, encoding="utf-8")
    results = read_results(path, event)
    assert results.dates == {(2, 2, 1): dt.date(2027, 1, 14)}
    assert (2, 2) not in results.outcomes
    path.write_text(text.replace("2027.01.14", "2027.02.30"), encoding="utf-8")
    with pytest.raises(InputError) as info:
        read_results(path, event)
    assert str(info.value) == (
        f"{path}:19: Date: '2027.02.30' is not a day (write it YYYY.MM.DD: 2027.01.14)"
    )
    path.write_text(text.replace("2027.01.14", "2027.02.14"), encoding="utf-8")
    with pytest.raises(InputError, match=r":19: Date: 2027-02-14 is after the event"):
        read_results(path, event)
