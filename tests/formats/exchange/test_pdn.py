"""Results from PDN, read game by game with pydraughts: single games and the
games of micro-matches (numbered by a Game tag, by Round's third number or
by the file's order), draughts' result codes, forfeits, a game without moves
before others, and every mistake one line."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.disciplines import Discipline
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import make_tournament
from berger.errors import InputError
from berger.formats.exchange.pdn import (
    pdn_games,
    record_results_pdn,
    split_games,
)
from berger.formats.files.input_file import InputFile

# 4 players: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1.
T = make_tournament(EventInfo(), [Player(n) for n in ("Ann", 'Bo "B"', "Cy", "Di")])


def game(
    round_text: str, white: str, black: str, result: str, *extra: str, moves: str = ""
) -> str:
    tags = [
        f'[Round "{round_text}"]',
        f'[White "{white}"]',
        f'[Black "{black}"]',
        f'[Result "{result}"]',
        *extra,
    ]
    return "\n".join(tags) + f"\n{moves} {result}\n\n"


def source(tmp_path: Path, text: str, name: str = "games.pdn") -> InputFile:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return InputFile.read(path)


def single(tmp_path: Path, text: str, **kwargs: Discipline) -> Results:
    builder = ResultsBuilder.for_tournament(T)
    record_results_pdn(source(tmp_path, text), T, builder, **kwargs)
    return builder.build()


def micro(tmp_path: Path, text: str, **kwargs: Discipline) -> Results:
    event = four()
    builder = ResultsBuilder.for_tournament(event)
    record_results_pdn(source(tmp_path, text), event, builder, **kwargs)
    return builder.build()


def test_a_game_without_moves_loses_no_game_after_it(tmp_path: Path) -> None:
    text = (
        game("1.1", "Ann", "Di", "*", '[GameType "25,W,8,8,A0,0"]')
        + game("1.2", 'Bo \\"B\\"', "Cy", "1-1", moves="1. cd4 ba5 2. dc5")
        + game("2", "4", "Cy", "0-2")
    )
    read = list(pdn_games(source(tmp_path, text)))
    assert [g.line for g in read] == [1, 8, 14]
    assert read[1].tags["White"] == 'Bo "B"'
    assert read[1].moves == ("cd4", "ba5", "dc5")
    assert [g.result for g in read] == ["*", "1-1", "0-2"]
    assert dict(single(tmp_path, text).outcomes) == {
        (1, 2): Outcome.DRAW,
        (2, 1): Outcome.BLACK_WIN,
    }


def test_the_file_is_cut_into_its_games() -> None:
    text = '[Event "x"]\n\n[Round "1"]\n1. 32-28 *\n[Round "2"]\n*'
    assert split_games(text) == [
        (1, '[Event "x"]\n[Round "1"]\n1. 32-28 *'),
        (5, '[Round "2"]\n*'),
    ]


def test_results_as_draughts_and_chess_write_them_and_forfeits(tmp_path: Path) -> None:
    text = (
        game("1", "Ann", "Di", "2-0")
        + game("1", 'Bo "B"', "Cy", "1/2-1/2")
        + game("2", "Di", "Cy", "0-0", '[Termination "forfeit"]')
        + game("2", "Ann", 'Bo "B"', "1-0", '[Termination "Forfeit"]')
    )
    assert dict(single(tmp_path, text).outcomes) == {
        (1, 1): Outcome.WHITE_WIN,
        (1, 2): Outcome.DRAW,
        (2, 1): Outcome.DOUBLE_FORFEIT,
        (2, 2): Outcome.WHITE_FORFEIT_WIN,
    }


def test_the_games_of_micro_matches_numbered_three_ways(tmp_path: Path) -> None:
    names = {1: "P1", 2: "P2", 3: "P3", 4: "P4"}
    # Round 1 by Game tags, round 2 by Round's third number, round 3 in
    # the file's order (its second games first in the file would be wrong).
    parts = []
    for (r, w, b, g), code in FOUR_MICRO.items():
        extra = (f'[Game "{g}"]',) if r == 1 else ()
        where = f"{r}.1.{g}" if r == 2 else str(r)
        parts.append(game(where, names[w], names[b], code, *extra))
    assert micro(tmp_path, "".join(parts)) == enter(four(), FOUR_MICRO)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            game("1", "P1", "P4", "2-0") + game("1", "P1", "P4", "2-0"),
            ":7: 1 – 4 has the colours reversed: game 2 of round 1 is 4 – 1",
        ),
        (
            game("1.1.3", "P1", "P4", "2-0"),
            ":1: Round: a micro-match of 2 games has no game 3",
        ),
        (
            game("1", "P1", "P4", "2-0", '[Game "x"]'),
            ":1: Game: 'x' is not a game number",
        ),
        (
            game("1.1." + "9" * 5000, "P1", "P4", "2-0"),
            ":1: Round: 999999999999… (5000 digits) is out of range 0..99999",
        ),
        (
            game("1", "P1", "P4", "2-0", f'[Game "{"9" * 5000}"]'),
            ":1: Game: 999999999999… (5000 digits) is out of range 0..99999",
        ),
    ],
)
def test_a_micro_matchs_game_that_does_not_fit(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(InputError) as error:
        micro(tmp_path, text)
    assert str(error.value).startswith(str(tmp_path / "games.pdn") + message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", ": malformed PDN: no games found"),
        ('[Round "1"]\n[White "Ann"]\n*\n', ":1: Black: malformed PDN: no Black tag"),
        ('[Round "1"]\n[White Ann]\n[Black "Di"]\n*\n', ":1: malformed PDN:"),
        (game("one", "Ann", "Di", "2-0"), ":1: Round: 'one' is not a round number"),
        (
            game("9" * 5000 + ".1", "Ann", "Di", "2-0"),
            ":1: Round: 999999999999… (5000 digits) is out of range 0..99999",
        ),
        (game("1", "Ann", "Di", "3-0"), ":1: Result: '3-0' is not a result code"),
        (game("1", "Ann", "Eve", "2-0"), ":1: Black: 'Eve' matches no participant"),
        (game("1", "Ann", "Cy", "2-0"), ":1: 1 – 3 is not a game of round 1"),
        (
            game("1", "Ann", "Di", "2-0", '[GameType "20,W,10,10,N2,0"]'),
            ":1: GameType: GameType 20: not a game of russian draughts (GameType 25)",
        ),
    ],
)
def test_every_mistake_is_one_line(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(InputError) as error:
        single(tmp_path, text, discipline=Discipline.RUSSIAN)
    assert str(error.value).startswith(str(tmp_path / "games.pdn") + message)


def test_a_game_type_is_checked_only_where_given(tmp_path: Path) -> None:
    text = game("1", "Ann", "Di", "2-0", '[GameType "25"]') + game("1", "2", "3", "*")
    assert len(single(tmp_path, text, discipline=Discipline.RUSSIAN).outcomes) == 1
    assert len(single(tmp_path, text).outcomes) == 1


def test_a_games_date_tag(tmp_path: Path) -> None:
    # A game's Date: its own date, a game set for a day without a result
    # too; a micro-match's game 2 before its game 1 refused at its line.
    text = game("1.1", "Ann", "Di", "2-0", '[Date "2026.12.03"]') + game(
        "1.2", 'Bo \\"B\\"', "Cy", "*", '[Date "2026.12.04"]'
    )
    assert single(tmp_path, text).dates == {
        (1, 1, 1): dt.date(2026, 12, 3),
        (1, 2, 1): dt.date(2026, 12, 4),
    }
    games = game("1.1.1", "P1", "P4", "2-0", '[Date "2026.12.05"]') + game(
        "1.1.2", "P4", "P1", "0-2", '[Date "2026.12.04"]'
    )
    with pytest.raises(InputError) as info:
        micro(tmp_path, games)
    assert str(info.value) == (
        f"{tmp_path / 'games.pdn'}:8: Date: game 2 is dated 2026-12-04,"
        " before game 1 (2026-12-05)"
    )
