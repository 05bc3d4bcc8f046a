"""The arbiter's desk of a micro-match event: a round's micro-matches game
by game as played, a game's result set on its own row, and what is refused."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_event
from tests.pipeline.micro.test_variant import micro_event

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.results_edit import read_csv_text
from berger.pipeline.desk.variation import DeskChange
from berger.pipeline.micro.desk import MicroDesk


def desk_of(tmp_path: Path, results: str | None = None) -> tuple[MicroDesk, Path]:
    folder = (
        micro_event(tmp_path / "e")
        if results is None
        else micro_event(tmp_path / "e", results=results)
    )
    variant = open_event(folder, Options()).variant
    desk = variant.desk()
    assert isinstance(desk, MicroDesk)
    return desk, folder / "results.csv"


def test_a_round_game_by_game_as_played(tmp_path: Path) -> None:
    desk, path = desk_of(tmp_path)
    text = read_csv_text(path)
    rnd = desk.round(desk.read(text, "results.csv"), 3)
    assert [(g.match, g.board, g.white, g.black, g.result) for g in rnd.games] == [
        (1, 1, "B", "D", Outcome.WHITE_WIN),
        (1, 2, "D", "B", Outcome.DRAW),
        (2, 1, "C", "A", Outcome.BLACK_WIN),
        (2, 2, "A", "C", Outcome.BLACK_WIN),
    ]
    assert rnd.matches[1].score == (Fraction(1), Fraction(1))  # C – A
    assert desk.in_matches


def test_a_games_result_set_on_its_row(tmp_path: Path) -> None:
    desk, path = desk_of(tmp_path, "round,white,black,game,result\n")
    text = read_csv_text(path)
    change = DeskChange(round=2, board=2, outcome=Outcome.WHITE_WIN, match=1)
    edited = desk.edit(text, "results.csv", change)
    assert edited.text.splitlines()[-1] == "2,C,D,2,1-0"  # game 2: C has white
    rnd = desk.round(desk.read(edited, "results.csv"), 2)
    assert rnd.games[1].result is Outcome.WHITE_WIN
    assert rnd.games[0].result is Outcome.UNPLAYED


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        (DeskChange(round=1, board=3, outcome=Outcome.DRAW, match=1), "no game 3"),
        (DeskChange(round=1, board=1, outcome=Outcome.DRAW, match=3), "no board 3"),
        (DeskChange(round=1, board=1, outcome=Outcome.DRAW), "needs its board"),
        (
            DeskChange(round=1, board=1, outcome=Outcome.DRAW, match=1, reversed=True),
            "colours it was played with",
        ),
    ],
)
def test_what_the_desk_refuses(
    tmp_path: Path, change: DeskChange, pattern: str
) -> None:
    desk, path = desk_of(tmp_path)
    with pytest.raises(InputError, match=pattern):
        desk.edit(read_csv_text(path), "results.csv", change)
