"""The results file of a Lehmann–Georgiev play-off: its series read game by
game (by the game column, or in the file's order), and what is refused; the
international draughts sample's play-off for place 1 played out."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.core.model import EventInfo, Outcome, Player
from berger.core.playoff.lehmann_georgiev import lehmann_georgiev_event, series_of
from berger.core.playoff.places import Playoff, PlayoffNumbering, Qualified
from berger.core.tournament import make_tournament
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.playoff_series import read_series
from berger.formats.files.input_file import InputFile

SAMPLE = Path(__file__).resolve().parents[3] / "samples" / "international-draughts"


def playoff_of(names: tuple[str, ...]) -> Playoff:
    event = make_tournament(EventInfo(), [Player(name) for name in names])
    qualified = Qualified((1, len(names)), tuple(range(1, len(names) + 1)), Fraction(6))
    return lehmann_georgiev_event(
        event,
        qualified,
        numbering=PlayoffNumbering.ORDER,
        info=EventInfo(),
        seed=None,
    )


def source(text: str) -> InputFile:
    return InputFile(Path("playoff.csv"), text.encode())


def test_a_series_of_two_read_game_by_game() -> None:
    playoff = playoff_of(("A", "B"))
    results = read_series(
        source("round,white,black,game,result\n1,A,B,1,1/2-1/2\n1,B,A,2,1-0\n"),
        playoff,
    )
    (series,) = series_of(playoff, results)
    assert series.games == (Outcome.DRAW, Outcome.BLACK_WIN)  # from A's side
    assert series.winner == 2


def test_without_a_game_column_the_files_order_numbers_the_games() -> None:
    playoff = playoff_of(("A", "B"))
    results = read_series(
        source("round,white,black,result\n1,A,B,1/2-1/2\n1,B,A,1/2-1/2\n1,A,B,1-0\n"),
        playoff,
    )
    (series,) = series_of(playoff, results)
    assert series.winner == 1
    assert len(series.games) == 3


def test_a_game_after_the_winning_one_is_refused() -> None:
    playoff = playoff_of(("A", "B"))
    with pytest.raises(InputError, match="won in game 1"):
        read_series(
            source("round,white,black,game,result\n1,A,B,1,1-0\n1,B,A,2,1-0\n"),
            playoff,
        )


def test_games_named_by_board_are_refused() -> None:
    with pytest.raises(InputError, match="header needs round, white, black"):
        read_series(source("round,board,result\n1,1,1-0\n"), playoff_of(("A", "B")))


def test_the_samples_play_off_ranks_its_winner_first() -> None:
    variant = open_event(SAMPLE, Options()).variant
    read = variant.results
    assert read is not None
    standings = variant.count(read).standings
    first, second = standings.rows[:2]
    assert (first.place, first.number, first.playoff) == ("1", 1, True)
    assert (second.place, second.number) == ("2", 2)
    assert variant.event.info.game.value == "draughts"
