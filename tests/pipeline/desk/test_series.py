"""A Lehmann–Georgiev play-off at the arbiter's desk (samples/international-
draughts: Kuznetsova and Sabirov level on first place): its series read
from its file game by game, shown with the next game to enter until one is
won, each game written on its row; a game after the winning one refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import SAMPLES

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.arbiter import Desk
from berger.pipeline.desk.variation import DeskChange

PLAYOFF = "Плей-офф 1-2"


def desk_of(folder: Path, games: str) -> Desk:
    event = folder / "international-draughts"
    shutil.copytree(SAMPLES / "international-draughts", event)
    (event / "playoff.csv").write_text(
        "тур;белые;черные;партия;результат\n" + games, "utf-8"
    )
    return Desk(event, Options(), clock=lambda: 1_800_000_000.0)


def test_the_desk_reads_the_series_of_the_sample(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES / "international-draughts", tmp_path / "e")
    desk = Desk(tmp_path / "e", Options())
    assert [(g.name, g.rounds) for g in desk.overview().groups] == [
        (None, 5),
        (PLAYOFF, 1),
    ]
    state = desk.round(1, PLAYOFF)
    # Drawn, then won by Sabirov with White: the series is over.
    assert [(g.board, g.white, g.result) for g in state.desk.games] == [
        (1, "Кузнецова Елена", Outcome.DRAW),
        (2, "Сабиров Айдар", Outcome.WHITE_WIN),
    ]


def test_a_series_is_entered_game_by_game_until_one_is_won(tmp_path: Path) -> None:
    desk = desk_of(tmp_path, "1;Кузнецова Елена;Сабиров Айдар;1;1/2-1/2\n")
    state = desk.round(1, PLAYOFF)
    # Game 1 drawn; game 2 to enter, the colours reversed.
    assert [(g.board, g.white, g.result) for g in state.desk.games] == [
        (1, "Кузнецова Елена", Outcome.DRAW),
        (2, "Сабиров Айдар", Outcome.UNPLAYED),
    ]
    desk.apply(DeskChange(1, 2, Outcome.DRAW, match=1), state.versions[1], PLAYOFF)
    state = desk.round(1, PLAYOFF)
    assert [g.board for g in state.desk.games] == [1, 2, 3]
    desk.apply(DeskChange(1, 3, Outcome.BLACK_WIN, match=1), state.versions[2], PLAYOFF)
    state = desk.round(1, PLAYOFF)
    assert [g.result for g in state.desk.games] == [
        Outcome.DRAW,
        Outcome.DRAW,
        Outcome.BLACK_WIN,
    ]
    # The series is won: no game 4.
    with pytest.raises(InputError, match="the series was won in game 3"):
        desk.apply(DeskChange(1, 4, Outcome.DRAW, match=1), state.versions[2], PLAYOFF)


def test_a_game_beyond_the_next_is_refused_as_the_reader_refuses_it(
    tmp_path: Path,
) -> None:
    desk = desk_of(tmp_path, "1;Кузнецова Елена;Сабиров Айдар;1;1/2-1/2\n")
    state = desk.round(1, PLAYOFF)
    with pytest.raises(InputError, match="game 5 has a result but game 2 has none"):
        desk.apply(DeskChange(1, 5, Outcome.DRAW, match=1), state.versions[1], PLAYOFF)
    assert "партия" in (tmp_path / "international-draughts" / "playoff.csv").read_text(
        "utf-8"
    )
