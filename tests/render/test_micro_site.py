"""What the event site shows of a micro-match event's rounds: each
micro-match as a match of its games, the colours of each game, the game
points once every game has a result."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

from tests.conftest import ok, open_event, run
from tests.pipeline.micro.test_variant import RESULTS, micro_event

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


def test_the_screen_reader_calls_a_micro_match_and_its_games_so(
    tmp_path: Path,
) -> None:
    # A micro-match is laid out as a team's match is; what a screen reader
    # reads out of it names a micro-match and its games (Мікроматч,
    # Партія 1), not a team and its boards (Команда, Дошка 1).
    site = tmp_path / "site"
    assert ok(run("site", micro_event(tmp_path / "e"), "-o", site, "--lang", "uk"))
    page = (site / "rounds" / "1.html").read_text("utf-8")
    hidden = re.findall(r'class="sr">([^<]*)<', page)
    assert hidden.count("Мікроматч") == 2  # two micro-matches a round
    assert hidden.count("Партія ") == 4  # two games each
    assert "Команда" not in hidden
    assert "Дошка " not in hidden
    screen = (site / "screen.html").read_text("utf-8")
    assert '<caption class="sr">Мікроматч, Партія, Результат</caption>' in screen


def test_a_player_s_page_gives_the_colour_of_each_game(tmp_path: Path) -> None:
    site = tmp_path / "site"
    assert ok(run("site", micro_event(tmp_path / "e"), "-o", site, "--lang", "uk"))
    page = (site / "players" / "1.html").read_text("utf-8")
    rows = re.findall(r'<td class="col">(.*?)</td>', page)
    marks = [re.findall(r'class="mark" title="[^"]*">(.)<', row) for row in rows]
    assert marks == [["□", "■"], ["□", "■"], ["■", "□"]]  # A: rounds 1-3
    assert "□ білі, ■ чорні в кожній партії мікроматчу по черзі." in page
