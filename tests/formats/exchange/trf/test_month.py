"""A TRF of one calendar month's games: the weekly league sample's four
months, each read back by gacrux (FIDE TEC's engine), whose points are the
month's points; and the errors of a month the event cannot give."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.core.test_game_dates import NOVEMBER, postponed_to_january
from tests.trf_files import gacrux_columns

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.exchange.trf.month import (
    format_month_trf,
    month_sittings,
    write_month_trf,
)
from berger.pipeline.players.count import player_crosstable

MONTHS = {
    "2026-09": (1, 2, 3, 4, 5),
    "2026-10": (6, 7, 8, 9),
    "2026-11": (10, 11, 12, 13),
    "2026-12": (14, 15),
}
"""The weekly league's months and their rounds (Wednesdays)."""


@pytest.fixture
def league(samples: Path) -> tuple[Tournament, Crosstable]:
    players = open_individual(samples / "weekly-league", Options())
    results = players.require_results().games
    return players.event, player_crosstable(players.config, players.event, results)


def test_the_months_of_the_league(league: tuple[Tournament, Crosstable]) -> None:
    tournament, crosstable = league
    for month, rounds in MONTHS.items():
        sittings = month_sittings(tournament, crosstable.results, month)
        assert tuple(number for number, _day in sittings) == rounds


def test_november_holds_rounds_10_to_13(league: tuple[Tournament, Crosstable]) -> None:
    tournament, crosstable = league
    lines = format_month_trf(tournament, crosstable, "2026-11").split("\r\n")
    records = {line[:3]: line for line in lines if line}
    assert records["042"] == "042 2026/11/04"
    assert records["052"] == "052 2026/11/25"
    assert records["092"] == "092 Round robin, rounds 10-13 of 15, 2026-11"
    assert records["142"] == "142 4"
    # 132: the four Wednesdays over the four round blocks (columns 92, 102 ...).
    assert records["132"][91:].split() == [
        "26/11/04",
        "26/11/11",
        "26/11/18",
        "26/11/25",
    ]
    assert "202" not in records  # no standings: no tiebreak records
    players = [line for line in lines if line.startswith("001")]
    assert len(players) == 16
    first = players[0]
    assert first[85:89].strip() == ""  # no rank in a month's file
    # Player 1's round-10 block (the event's round 10) is the file's round 1.
    cell = crosstable.rows[0][9]
    assert first[91:95].strip() == str(cell.opponent)
    assert len(first) <= 91 + 4 * 10


@pytest.mark.parametrize("month", list(MONTHS))
def test_gacrux_reads_each_month(
    league: tuple[Tournament, Crosstable],
    tmp_path: Path,
    month: str,
) -> None:
    pytest.importorskip("gacrux")
    tournament, crosstable = league
    path = tmp_path / f"{month}.trf"
    write_month_trf(tournament, crosstable, month, path)
    theirs = {number: pts for number, (pts,) in gacrux_columns(path, ["PTS"]).items()}
    # gacrux's points are each player's points in the month's rounds.
    ours = {
        number: sum(
            (crosstable.rows[number - 1][r - 1].points or Fraction(0))
            for r in MONTHS[month]
        )
        for number in range(1, 17)
    }
    assert theirs == ours
    # The four months together are the whole event.
    assert sum(len(rounds) for rounds in MONTHS.values()) == 15


def test_a_month_the_event_cannot_give() -> None:
    players = [Player(f"P{i}") for i in range(1, 5)]
    days = (dt.date(2026, 11, 25), dt.date(2026, 12, 2), dt.date(2026, 12, 9))
    dated = make_tournament(EventInfo(round_dates=days), players)
    with pytest.raises(InputError, match=r"no round of the event is in that month"
                       r" \(its rounds are in 2026-11, 2026-12\)"):  # fmt: skip
        month_sittings(dated, Results(), "2027-01")
    undated = make_tournament(EventInfo(round_dates=days[:2]), players)
    with pytest.raises(InputError, match=r"needs the date of every round"):
        month_sittings(undated, Results(), "2026-11")
    # A month with no result yet: the pairings, result columns blank.
    crosstable = _no_results(dated)
    text = format_month_trf(dated, crosstable, "2026-12")
    assert "142 2" in text


def _no_results(tournament: Tournament) -> Crosstable:
    from berger.core.crosstable import build_crosstable

    return build_crosstable(tournament, ResultsBuilder(tournament.schedule).build())


def test_a_postponed_game_is_in_the_month_it_was_played() -> None:
    # Six players, Wednesdays from 4 November 2026; round 2's 1–2 (board 3)
    # won by 1 on 14 January 2027: January's file holds it alone, as its
    # round 1 dated 27/01/14; November's has round 2 without it.
    players = [Player(f"P{k}", 2000) for k in range(1, 7)]
    tournament = make_tournament(EventInfo(round_dates=NOVEMBER), players)
    crosstable = build_crosstable(tournament, postponed_to_january(tournament))
    assert month_sittings(tournament, crosstable.results, "2027-01") == (
        (2, dt.date(2027, 1, 14)),
    )
    january = format_month_trf(tournament, crosstable, "2027-01").split("\r\n")
    records = {line[:7]: line for line in january if line}
    assert records["092 Rou"] == "092 Round robin, round 2 of 5, 2027-01"
    assert records["132    "][91:] == "27/01/14"
    one = next(line for line in january if line.startswith("001    1"))
    assert (one[80:84], one[91:].strip()) == (" 1.0", "2 w 1")
    second = next(line for line in january if line.startswith("001    2"))
    assert (second[80:84], second[91:].strip()) == (" 0.0", "1 b 0")
    others = [line for line in january if line[:8] in ("001    3", "001    6")]
    assert [line[80:84] for line in others] == [" 0.0", " 0.0"]
    assert all(len(line) <= 91 for line in others)  # no block: no game
    november = format_month_trf(tournament, crosstable, "2026-11").split("\r\n")
    first = next(line for line in november if line.startswith("001    1"))
    # Rounds 1, 3 and 4 drawn; round 2's block (columns 102-111) blank.
    assert first[80:84] == " 1.5"
    assert first[101:111].strip() == ""
    assert first[91:101].strip() == "6 w ="
