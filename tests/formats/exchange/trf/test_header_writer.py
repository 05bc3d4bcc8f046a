"""The header records as written: the event's (012-142, 132 the round dates
over their blocks), 162 the scoring, 192 the pairing system, 202/212 the
tiebreaks and the layout of a points record."""

from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_individual

from berger.core.model import EventInfo, Game, Player
from berger.core.scoring import CHESS, DRAUGHTS, ScoringSystem
from berger.core.tiebreaks.registry import TIEBREAKS
from berger.errors import OutputError
from berger.formats.event.event import Options
from berger.formats.exchange.trf.header_writer import (
    event_type,
    header_records,
    own_code,
    pairing_system,
    points_record,
    scoring_records,
    tiebreak_records,
    trf_code,
)
from berger.formats.exchange.trf.layout import BLOCK_START, BLOCK_WIDTH

PLAYERS = (Player("A", 2100), Player("B"), Player("C", 1900), Player("D"))


def test_the_event_records_in_order_those_it_gives() -> None:
    info = EventInfo(
        name="Spring Open",
        federation="UKR",
        start=dt.date(2026, 4, 1),
        arbiter="IA Olha Hrytsenko",
        time_control="90+30",
    )
    assert header_records(info, PLAYERS, rounds=3, cycles=1) == [
        "012 Spring Open",
        "032 UKR",
        "042 2026/04/01",
        "062 4",
        "072 2",
        "092 Round robin",
        "102 IA Olha Hrytsenko",
        "122 90+30",
        "142 3",
    ]


def test_a_team_event_states_its_teams_and_type() -> None:
    info = EventInfo(game=Game.DRAUGHTS, deputy_arbiter="FA Bohdan Levchenko")
    lines = header_records(info, PLAYERS, rounds=2, cycles=2, teams=3)
    assert lines == [
        "062 4",
        "072 2",
        "082 3",
        "092 Team double round robin, draughts",
        "112 FA Bohdan Levchenko",
        "142 2",
    ]


def test_each_round_date_sits_over_its_round_block() -> None:
    days = (dt.date(2026, 4, 1), dt.datetime(2026, 4, 2, 18, 30), dt.date(2026, 4, 9))
    info = EventInfo(round_dates=days)
    record = next(
        line
        for line in header_records(info, PLAYERS, rounds=2, cycles=1)
        if line.startswith("132")
    )
    # only the rounds the file holds; a date and time is written as its day
    assert len(record) == BLOCK_START - 1 + BLOCK_WIDTH + 8
    first = BLOCK_START - 1
    assert record[first : first + 8] == "26/04/01"
    assert record[first + BLOCK_WIDTH : first + BLOCK_WIDTH + 8] == "26/04/02"
    assert record[3:first].strip() == ""


@pytest.mark.parametrize(
    ("cycles", "teams", "draughts", "text"),
    [
        (1, False, False, "Round robin"),
        (2, False, True, "Double round robin, draughts"),
        (4, True, False, "Team round robin, 4 cycles"),
    ],
)
def test_event_type(cycles: int, teams: bool, draughts: bool, text: str) -> None:
    assert event_type(cycles, teams=teams, draughts=draughts) == text


def test_the_scoring_record_only_when_the_points_are_not_chess() -> None:
    assert scoring_records(CHESS) == []
    assert scoring_records(DRAUGHTS) == [
        "162  W 2.0    D 1.0    L 0.0    A 0.0    P 0.0"
    ]
    wide = ScoringSystem.from_values([100.5, 0.5, 0])
    with pytest.raises(OutputError, match=r"W points 100\.5 do not fit TRF record"):
        scoring_records(wide)


def test_a_points_record_puts_each_letter_nine_columns_on() -> None:
    line = points_record("362", (("W", Fraction(2)), ("D", Fraction(1, 2))))
    assert line == "362  W 2.0    D 0.5"
    assert [line.index(letter) for letter in "WD"] == [5, 14]
    with pytest.raises(OutputError, match=r"D points 1/3 do not fit TRF record 362"):
        points_record("362", (("D", Fraction(1, 3)),))


@pytest.mark.parametrize(
    ("cycles", "swap", "code"),
    [
        (1, None, "FIDE_ROUNDROBIN"),
        (2, None, "FIDE_DOUBLEROUNDROBIN"),
        (2, False, "BERGER_DOUBLEROUNDROBIN"),
        (3, False, "BERGER_ROUNDROBIN_G3"),
        (3, True, "CUSTOM_ROUNDROBIN"),
    ],
)
def test_pairing_system(
    tmp_path: Path, cycles: int, swap: bool | None, code: str
) -> None:
    source = tmp_path / "players.txt"
    source.write_text("One\nTwo\nThree\nFour\n", encoding="utf-8")
    options = Options(cycles=cycles, swap_last_two=swap)
    schedule = open_individual(source, options).event.schedule
    assert pairing_system(schedule) == code
    elsewhere = dataclasses.replace(schedule, berger_table=False)
    assert pairing_system(elsewhere) == "CUSTOM_ROUNDROBIN"


def test_tiebreak_records() -> None:
    assert tiebreak_records(()) == []
    assert tiebreak_records(("SB", "KS/L+1")) == ["202 SB,KS/L+1", "212 PTS,SB,KS/L+1"]
    assert tiebreak_records(("SB",), scores=("MPTS", "GPTS")) == [
        "202 SB",
        "212 MPTS,GPTS,SB",
    ]


def test_a_code_trf_2026_lacks_is_written_as_the_events_own() -> None:
    # TRF-2026 writes a self-defined tie-break OTHER_...; SHM and ORD are
    # no codes of its list.
    assert tiebreak_records(("SHM", "WIN", "DE")) == [
        "202 OTHER_SHM,WIN,DE",
        "212 PTS,OTHER_SHM,WIN,DE",
    ]
    assert tiebreak_records(("WIN", "DE", "ORD/R"))[0] == "202 WIN,DE,OTHER_ORD/R"
    assert [own_code(code) for code in ("OTHER_SHM", "OTHER_ORD/R", "OTHER_X")] == [
        "SHM",
        "ORD/R",
        "OTHER_X",
    ]
    own = [code for code in TIEBREAKS if TIEBREAKS[code].trf]
    assert [trf_code(code) for code in own] == own


def test_a_round_robin_of_micro_matches_says_so() -> None:
    assert event_type(1, draughts=True, games=2) == (
        "Round robin of micro-matches of 2 games (each game a round), draughts"
    )
    assert event_type(2, draughts=True, games=3) == (
        "Double round robin of micro-matches of 3 games (each game a round), draughts"
    )
