"""What the event site shows of a micro-match event's rounds: each
micro-match as a match of its games, the colours of each game, the game
points once every game has a result."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tests.conftest import open_event
from tests.pipeline.test_micro import RESULTS, micro_event

from berger.core.crosstable import Score
from berger.core.schedule import Color
from berger.formats.event.event import Options
from berger.render.micro_site import micro_rounds


def test_each_micro_match_as_a_match_of_its_games(tmp_path: Path) -> None:
    results = RESULTS.replace("3,A,C,2,0-1\n", "")
    variant = open_event(
        micro_event(tmp_path / "e", results=results), Options()
    ).variant
    read = variant.results
    assert read is not None
    rounds = micro_rounds(variant.event, read.games)
    first = rounds[0][0]  # A – D
    assert (first.match.first.name, first.match.second.name) == ("A", "D")
    assert first.match.score == (Fraction(3, 2), Fraction(1, 2))
    assert [b.first.colour for b in first.boards] == [Color.WHITE, Color.BLACK]
    assert [b.first.score for b in first.boards] == [Score.WIN, Score.DRAW]
    unfinished = rounds[2][1]  # C – A, game 2 not in yet
    assert unfinished.match.score is None
    assert unfinished.boards[1].first.score is Score.PENDING
