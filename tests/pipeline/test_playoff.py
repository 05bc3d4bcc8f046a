"""The play-offs of an event: none before the standings are final, each
play-off's header and results file, the final standings ranked by it, and
the TRF by the chain alone."""

from __future__ import annotations

import datetime as dt
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, open_individual

from berger.errors import InputError
from berger.pipeline.playoff import (
    event_playoffs,
    named,
    playoffs,
    write_playoff_trf,
)

DISTRICT = SAMPLES / "district-final"


def test_the_district_play_off_and_its_header() -> None:
    players = open_individual(DISTRICT)
    counted, found = event_playoffs(players)
    assert counted.standings.rows[0].playoff
    (result,) = found.played
    # Counted, the play-off is the event's; named for it where it is shown.
    assert result.playoff.event.info.name == "Podil District Championship 2026"
    info = named(result.playoff, players.labels).info
    assert info.name == "Podil District Championship 2026: play-off for places 1-3"
    assert (info.time_control, info.start, info.end) == (
        "rapid 15+10",
        dt.date(2026, 12, 6),
        dt.date(2026, 12, 6),
    )
    assert info.round_dates[0] == dt.datetime(2026, 12, 6, 10)
    assert (info.site, info.arbiter) == ("Podil Chess Club, Kyiv", "FA Serhii Dovhan")
    assert result.finished
    assert result.order == ((1,), (2,), (3,))  # Shevchenko, Kovalenko, Bondarenko
    assert found.level.chain == ()


def test_the_count_ranks_by_the_play_off_and_keeps_the_chains_order() -> None:
    players = open_individual(DISTRICT)
    results = players.require_results()
    standings = players.count(results).standings
    assert [row.number for row in standings.rows[:3]] == [1, 2, 3]
    assert standings.by_chain is not None
    assert [row.number for row in standings.by_chain.rows[:3]] == [3, 2, 1]
    # Before the last round nobody plays off: no play-off ranking.
    early = players.count(results, after_round=4).standings
    assert early.by_chain is None
    assert not any(row.playoff for row in early.rows)


def test_no_play_off_without_final_standings_or_without_the_table() -> None:
    players = open_individual(DISTRICT)
    results = players.require_results()
    counted = players.count(results, after_round=4)
    event, files = players.event, results.playoff
    assert (
        playoffs(players.config, event, counted.crosstable, counted.standings, files)
        is None
    )
    plain = replace(players.config, playoff=None)
    final = players.count(results)
    assert playoffs(plain, event, final.crosstable, final.standings, files) is None


def copy(tmp_path: Path, table: str) -> Path:
    folder = tmp_path / "district"
    shutil.copytree(DISTRICT, folder)
    toml = folder / "event.toml"
    text = toml.read_text("utf-8")
    toml.write_text(text[: text.index("[playoff]")] + table, "utf-8")
    return folder


def test_a_missing_results_file_is_a_play_off_not_begun(tmp_path: Path) -> None:
    folder = copy(tmp_path, '[playoff]\nresults = "later.csv"\nnumbering = "order"\n')
    (result,) = event_playoffs(open_individual(folder))[1].played
    assert not result.finished
    assert result.order == ((3, 2, 1),)


def test_several_play_offs_need_a_results_file_each(tmp_path: Path) -> None:
    # Bondarenko loses to Rudenko in round 5: Shevchenko and Kovalenko level
    # on 3½ for first, Tkachenko and Rudenko on 1½ for fifth.
    folder = copy(
        tmp_path, '[playoff]\nplaces = "all"\nnumbering = "order"\nresults = "po.csv"\n'
    )
    results = folder / "results.csv"
    results.write_text(
        results.read_text("utf-8").replace(
            '"Rudenko, Pavlo",1/2-1/2\n5', '"Rudenko, Pavlo",0-1\n5'
        ),
        "utf-8",
    )
    with pytest.raises(
        InputError, match=r"2 play-offs \(1-2, 5-6\) but one results file"
    ):
        event_playoffs(open_individual(folder))
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace(
            'results = "po.csv"', 'results = { "6" = "fifth.csv" }'
        ),
        "utf-8",
    )
    (folder / "fifth.csv").write_text(
        'round,white,black,result\n1,"Tkachenko, Yurii","Rudenko, Pavlo",1-0\n', "utf-8"
    )
    first, fifth = event_playoffs(open_individual(folder))[1].played
    assert (first.playoff.qualified.place, fifth.playoff.qualified.place) == (
        "1-2",
        "5-6",
    )
    assert not first.finished
    assert fifth.finished
    assert fifth.order == ((5,), (6,))


def test_a_lehmann_georgiev_play_off_s_trf_has_each_series_result(
    tmp_path: Path,
) -> None:
    # The sample's one series, won by Sabirov (the table's black): in the
    # TRF a game of the table, 0-1, worth a win's 2 points of draughts.
    players = open_individual(SAMPLES / "international-draughts")
    target = tmp_path / "playoff.trf"
    write_playoff_trf(players, target)
    records = [
        line for line in target.read_text("utf-8").splitlines() if line[:3] == "001"
    ]
    assert [(line[48:77].split()[-1:], line[80:]) for line in records] == [
        (["2350"], " 0.0    2     2 w 0"),
        (["2390"], " 2.0    1     1 b 1"),
    ]
