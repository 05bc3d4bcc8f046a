"""The play-offs at the arbiter's desk: each a round robin of its own, a
Lehmann–Georgiev play-off's as its series, a file holding another
play-off's results shown and not written to."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.conftest import SAMPLES, open_individual

from berger.pipeline.desk.playoffs import playoff_tables
from berger.pipeline.desk.series import SeriesPlayoff


def test_the_play_off_of_final_standings_is_a_round_robin_of_its_own() -> None:
    tables = playoff_tables(open_individual(SAMPLES / "district-final"))
    (name,) = tables
    table = tables[name]
    assert name == "Play-off 1-3"
    assert table.void is None
    assert not isinstance(table.variant, SeriesPlayoff)
    assert sorted(p.name for p in table.variant.event.players) == [
        "Bondarenko, Taras",
        "Kovalenko, Iryna",
        "Shevchenko, Andrii",
    ]


def test_a_lehmann_georgiev_play_off_is_read_as_its_series() -> None:
    tables = playoff_tables(open_individual(SAMPLES / "international-draughts"))
    assert tables
    assert all(isinstance(t.variant, SeriesPlayoff) for t in tables.values())


def test_none_before_the_standings_are_final_and_a_void_file_said(
    tmp_path: Path,
) -> None:
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / "district-final", event)
    results = event / "results.csv"
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[:-1]), "utf-8")
    assert playoff_tables(open_individual(event)) == {}
    # Round 1's first game the other way: two are level on first now, and
    # the file holds the three's play-off.
    results.write_text("".join(lines), "utf-8")
    header, first, *rest = lines
    results.write_text(header + first.replace("1-0", "0-1") + "".join(rest), "utf-8")
    tables = playoff_tables(open_individual(event))
    assert list(tables) == ["Play-off 1-2"]
    void = tables["Play-off 1-2"].void
    assert void is not None
    assert void.startswith("playoff.csv holds the play-off played by Shevchenko")
