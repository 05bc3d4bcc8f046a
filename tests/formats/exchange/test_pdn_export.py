"""A round's pairings as PDN: the tags, the ballot's opening as the starting
position, each game of a micro-match with its colours, results as played and
forfeits; written atomically, read back by pydraughts (game by game) and by
berger's reader into the same results."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from draughts import Board, Move
from draughts.PDN import PDNReader, PDNWriter
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.ballots import draw_openings
from berger.core.disciplines import Discipline
from berger.core.model import EventInfo, Outcome, Player
from berger.core.positions import Position, parse_position
from berger.core.results import ResultsBuilder
from berger.core.tournament import make_tournament
from berger.formats.event.ballots import builtin_table
from berger.formats.exchange.pdn import record_results_pdn
from berger.formats.exchange.pdn_export import (
    PdnPairing,
    event_date,
    movetext,
    pdn_pairings,
    pdn_tags,
    pdn_text,
    write_pdn,
)
from berger.formats.files.input_file import InputFile

INFO = EventInfo(name='Кубок "Весна"', site="Kyiv")
RUSSIAN = Discipline.RUSSIAN
ANNA = Player("Шевченко, Анна", 2401)
BORIS = Player("Boris")


@pytest.mark.parametrize("discipline", list(Discipline))
def test_each_disciplines_game_type_is_pydraughts_for_its_variant(
    discipline: Discipline,
) -> None:
    # pydraughts writes a variant's GameType in its long form: 25 Russian,
    # 26 Brazilian, 20 international draughts ("standard").
    number = PDNWriter.VARIANT_TO_GAMETYPE[discipline.facts.variant]
    long_form = PDNWriter.SHORT_TO_LONG_GAMETYPE[str(number)]
    assert discipline.facts.game_type == long_form


def test_the_tags_in_order() -> None:
    table = builtin_table("russian")
    game = PdnPairing("3.2.1", dt.date(2026, 5, 1), ANNA, BORIS, Outcome.DRAW, table[2])
    assert pdn_tags(INFO, RUSSIAN, game) == [
        ("Event", 'Кубок "Весна"'),
        ("Site", "Kyiv"),
        ("Date", "2026.05.01"),
        ("Round", "3.2.1"),
        ("White", "Шевченко, Анна"),
        ("Black", "Boris"),
        ("Result", "1-1"),
        ("GameType", "25,W,8,8,A0,0"),
        ("WhiteRating", "2401"),
        ("Opening", "I-3: ab4 ba5 ba3 ab6"),
    ]
    # Its moves reach it from the starting position: no FEN; a position set
    # up (XX-22: men placed) is SetUp and its FEN.
    assert movetext(RUSSIAN, game) == "1. a3-b4 b6-a5 2. b2-a3 a7-b6 1-1"
    setup = next(opening for opening in table if opening.number == "XX-22")
    placed = PdnPairing("3.2.1", None, ANNA, BORIS, Outcome.UNPLAYED, setup)
    assert pdn_tags(INFO, RUSSIAN, placed)[-3:] == [
        ("SetUp", "1"),
        ("FEN", setup.position),
        ("Opening", "XX-22: e3-a5 h8-h4"),
    ]
    assert movetext(RUSSIAN, placed) == ";no moves.*\n*"
    forfeit = PdnPairing("1.1", None, ANNA, BORIS, Outcome.DOUBLE_FORFEIT)
    tags = dict(pdn_tags(INFO, Discipline.INTERNATIONAL, forfeit))
    assert (tags["Date"], tags["Result"], tags["Termination"]) == (
        "????.??.??",
        "0-0",
        "forfeit",
    )
    assert tags["GameType"] == "20,W,10,10,N2,0"


def test_a_rounds_micro_matches_with_their_openings(tmp_path: Path) -> None:
    event = four()
    openings = draw_openings(builtin_table("russian"), event.schedule, seed=5)
    results = enter(event, FOUR_MICRO)
    games = pdn_pairings(event, results, [1], games=2, openings=openings)
    # Board 1: P1 – P4 then P4 – P1, both on the board's opening.
    assert [(g.round, g.white.name, g.black.name, g.outcome) for g in games] == [
        ("1.1.1", "P1", "P4", Outcome.WHITE_WIN),
        ("1.1.2", "P4", "P1", Outcome.BLACK_WIN),
        ("1.2.1", "P2", "P3", Outcome.DRAW),
        ("1.2.2", "P3", "P2", Outcome.DRAW),
    ]
    assert games[0].opening == games[1].opening == openings.opening(1, 1)
    assert games[2].opening == openings.opening(1, 2)
    target = tmp_path / "round-1.pdn"
    write_pdn(INFO, RUSSIAN, games, target)
    text = target.read_text("utf-8")
    assert text == pdn_text(INFO, RUSSIAN, games)
    assert [p.name for p in tmp_path.iterdir()] == ["round-1.pdn"]
    # pydraughts reads every game of the file, its tags and its opening:
    # its moves, played from the start or from the position set up, reach
    # the opening's position.
    read_all = PDNReader(pdn_text=text).games
    assert len(read_all) == len(games)
    for read, written in zip(read_all, games, strict=True):
        assert read.tags["Round"] == written.round
        assert read.tags["White"] == written.white.name
        assert read.game_ending == {"1-0": "2-0", "0-1": "0-2"}.get(
            str(written.outcome), "1-1"
        )
        assert written.opening is not None
        assert reached(read, "russian") == parse_position(written.opening.position, 8)
    # berger reads it back into the same results.
    event_builder = ResultsBuilder.for_tournament(event)
    record_results_pdn(InputFile.read(target), event, event_builder)
    assert event_builder.build() == enter(
        event, {key: code for key, code in FOUR_MICRO.items() if key[0] == 1}
    )


def test_single_games_unplayed_and_withdrawn(tmp_path: Path) -> None:
    event = make_tournament(
        EventInfo(round_dates=(dt.date(2026, 5, 1),)),
        [Player(n) for n in ("A", "B", "C", "D")],
    )
    builder = ResultsBuilder.for_tournament(event)
    builder.add(1, 1, 4, Outcome.WHITE_WIN)
    builder.withdraw(3, 0)
    games = pdn_pairings(event, builder.build(), [1])
    assert [(g.round, g.outcome, g.opening) for g in games] == [
        ("1.1", Outcome.WHITE_WIN, None),
        ("1.2", Outcome.WHITE_FORFEIT_WIN, None),  # C withdrew before round 1
    ]
    assert games[0].date == dt.date(2026, 5, 1)
    assert [g.outcome for g in pdn_pairings(event, None, [2])] == [Outcome.UNPLAYED] * 2
    text = pdn_text(INFO, RUSSIAN, games)
    assert text.count('[Termination "forfeit"]') == 1
    assert "[FEN" not in text
    # Games without moves: pydraughts reads them all, none with a move.
    assert [(g.tags["Round"], g.moves) for g in PDNReader(pdn_text=text).games] == [
        ("1.1", []),
        ("1.2", []),
    ]


def reached(read: Any, variant: str) -> Position:
    """The position a game pydraughts read reaches: its moves played from
    its FEN (the starting position without one)."""
    board = Board(variant, read.tags.get("FEN", "startpos"))
    for move in read.moves:
        board.push(Move(board, pdn_move=move))
    return parse_position(board.fen, 10 if variant == "standard" else 8)


def test_an_undated_round_takes_what_the_events_dates_say() -> None:
    game = PdnPairing("1.1", None, ANNA, BORIS, Outcome.DRAW)
    dates = EventInfo(start=dt.date(2026, 12, 1), end=dt.date(2026, 12, 7))
    assert dict(pdn_tags(dates, RUSSIAN, game))["Date"] == "2026.12.??"
    one_day = EventInfo(start=dt.date(2026, 12, 1), end=dt.date(2026, 12, 1))
    assert dict(pdn_tags(one_day, RUSSIAN, game))["Date"] == "2026.12.01"
    assert event_date(EventInfo(start=dt.date(2026, 12, 30))) == "2026.12.30"
    assert (
        event_date(EventInfo(start=dt.date(2026, 12, 30), end=dt.date(2027, 1, 2)))
        == "????.??.??"
    )
