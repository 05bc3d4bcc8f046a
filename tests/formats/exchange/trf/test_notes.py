"""berger's comment lines in a TRF: a withdrawn player and the withdrawal
rule written where TRF-2026 has no record for them, read back (berger's and
chesspairing's spelling), each damaged line refused with its line and
column; and an event with withdrawals round-tripped through its TRF."""

from __future__ import annotations

import csv
import datetime as dt
import shutil
from pathlib import Path

import pytest
from tests.conftest import ok, open_individual, run
from tests.formats.exchange.trf.conftest import four_players, write

from berger.core.withdrawal import WithdrawalRule
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.exchange.trf.notes import (
    TrfDate,
    TrfWithdrawal,
    date_lines,
    note_lines,
    read_note,
)


def test_note_lines_name_each_withdrawn_player_then_the_rule() -> None:
    assert note_lines((None, 5, None, 0), WithdrawalRule.FORFEIT) == [
        "### berger:withdrawn player=2 after-round=5",
        "### berger:withdrawn player=4 after-round=0",
        "### berger:withdrawal rule=forfeit",
    ]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("### berger:withdrawn player=3 after-round=2", TrfWithdrawal(3, 2, 7)),
        ("###chesspairing:withdrawn player=12 after-round=0", TrfWithdrawal(12, 0, 7)),
        ("### berger:withdrawal rule=strike", WithdrawalRule.STRIKE),
        ("### written by hand: player=3 after-round=2", None),
        ("### berger:future-kind anything", None),
        ("### chesspairing:withdrawal rule=strike", None),
        (
            "### berger:date round=2 white=1 black=2 date=2027-01-14",
            TrfDate(2, 1, 2, dt.date(2027, 1, 14), 7),
        ),
    ],
)
def test_read_note(line: str, read: object) -> None:
    assert read_note(line, 7, "e.trf") == read


@pytest.mark.parametrize(
    ("line", "error"),
    [
        (
            "### berger:withdrawn player=3",
            "6: column 22: expected player=N after-round=R",
        ),
        (
            "### berger:withdrawn player=3 after-round=two",
            "6: column 43: 'two' is not a number",
        ),
        (
            "### berger:withdrawn player=5 after-round=1",
            "6: column 1: withdrawal of player 5, who has no 001 line (players 1–4)",
        ),
        (
            "### berger:withdrawn player=4 after-round=4",
            "6: column 1: withdrawal after round 4 is beyond the schedule (rounds 1–3)",
        ),
        (
            "### berger:date round=1 white=1 black=4",
            "6: column 17: expected round=R white=W black=B date=D",
        ),
        (
            "### berger:date round=1 white=1 black=4 date=14.01.2027",
            "6: column 46: '14.01.2027' is not a day (write it YYYY-MM-DD: 2027-01-14)",
        ),
        (
            "### berger:date round=1 white=2 black=4 date=2027-01-14",
            "6: column 1: round 1 has no game 2 – 4",
        ),
        (
            "### berger:withdrawal rule=sometimes",
            "6: column 23: 'sometimes' is not a withdrawal rule"
            " (half, forfeit, strike)",
        ),
    ],
)
def test_a_damaged_line_is_refused_where_it_is(
    tmp_path: Path, line: str, error: str
) -> None:
    path = write(tmp_path, [*four_players(), line])
    result = run("standings", path)
    assert (result.exit_code, result.stderr) == (1, f"Error: {path}:{error}\n")


def test_the_file_states_the_withdrawal_and_the_rule(tmp_path: Path) -> None:
    # Round 1 of four (1-4 1-0, 2-3 ½), then 4 withdrew, every game struck.
    lines = [*four_players(), "### berger:withdrawn player=4 after-round=1"]
    lines.append("### berger:withdrawal rule=strike")
    config = load_event(write(tmp_path, lines), Options())
    assert config.options.withdrawal is WithdrawalRule.STRIKE
    variant = open_individual(write(tmp_path, lines))
    results = variant.require_results()
    assert dict(results.games.withdrawn) == {4: 1}
    # Struck: 4's loss counts for nobody, 1 has no point from it.
    counted = variant.count(results)
    assert counted.crosstable.withdrawn == (None, None, None, 1)
    assert [row.points for row in counted.standings.rows][:3] == [0.5, 0.5, 0]


def _withdrawn_event(samples: Path, folder: Path) -> Path:
    """club-championship with 8 (Tanaka) withdrawn after round 2 (2 games of
    7, fewer than half: struck) and 3 (Okafor) after round 5 (the last two
    lost by forfeit), the results of their later games taken out."""
    shutil.copytree(samples / "club-championship", folder)
    players = folder / "players.csv"
    rows = list(csv.reader(players.read_text("utf-8").splitlines()))
    last = {"Tanaka, Hiro": "2", "Okafor, Daniel": "5"}
    rows = [[*rows[0], "withdrawn after"]] + [
        [*row, last.get(row[0], "")] for row in rows[1:]
    ]
    with players.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    results = folder / "results.csv"
    games = list(csv.reader(results.read_text("utf-8").splitlines()))
    kept = [games[0]] + [
        row
        for row in games[1:]
        if not any(
            int(row[0]) > int(after) and number in (row[3], row[5])
            for number, after in (("8", "2"), ("3", "5"))
        )
    ]
    with results.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(kept)
    return folder


@pytest.mark.parametrize("rule", ["half", "forfeit", "strike"])
def test_withdrawals_round_trip_through_the_trf(
    samples: Path, tmp_path: Path, rule: str
) -> None:
    event = _withdrawn_event(samples, tmp_path / "event")
    trf = tmp_path / "event.trf"
    ok(run("export", event, "--withdrawal", rule, "--to", "trf", "-o", trf))
    lines = trf.read_text("utf-8").splitlines()
    assert lines[-3:] == [
        "### berger:withdrawn player=3 after-round=5",
        "### berger:withdrawn player=8 after-round=2",
        f"### berger:withdrawal rule={rule}",
    ]
    for fmt in ("text", "json"):
        before = ok(run("standings", event, "--withdrawal", rule, "--format", fmt))
        assert ok(run("standings", trf, "--format", fmt)) == before
    back = open_individual(trf)
    crosstable = back.count(back.require_results()).crosstable
    assert crosstable.withdrawn == (None, None, 5, None, None, None, None, 2)
    assert crosstable.withdrawal.value == rule
    text = ok(run("standings", trf))
    assert "* 3 withdrew after round 5" in text
    # The half rule strikes 8's two games (fewer than half of 7), not 3's five.
    struck = "* 8 withdrew after round 2; games struck from the standings"
    assert (struck in text) == (rule != "forfeit")
    # Written again from the TRF read back: the same file.
    again = tmp_path / "again.trf"
    ok(run("export", trf, "--to", "trf", "-o", again))
    assert again.read_bytes() == trf.read_bytes()


def test_the_trf_as_results_brings_its_withdrawals(
    samples: Path, tmp_path: Path
) -> None:
    event = _withdrawn_event(samples, tmp_path / "event")
    trf = tmp_path / "event.trf"
    ok(run("export", event, "--to", "trf", "-o", trf))
    plain = tmp_path / "plain"
    shutil.copytree(samples / "club-championship", plain)
    assert ok(run("standings", plain, "--results", trf)) == ok(run("standings", event))
    # A participants list that says otherwise is refused at the TRF's line.
    players = event / "players.csv"
    text = players.read_text("utf-8")
    players.write_text(text.replace("Riverside,,,5", "Riverside,,,4"), "utf-8")
    result = run("standings", event, "--results", trf)
    assert (result.exit_code, result.stderr) == (
        1,
        f"Error: {trf}:24: column 1: player 3 withdrew after round 4, not 5\n",
    )


def test_date_lines_and_a_games_own_date_read_back(tmp_path: Path) -> None:
    # Round 1 of four (1-4 1-0, 2-3 ½): 2-3 played on 3 December, the round
    # not dated; 1-4 on its round's day states nothing.
    lines = [*four_players(), "### berger:date round=1 white=2 black=3 date=2026-12-03"]
    players = open_individual(write(tmp_path, lines))
    results = players.require_results().games
    assert results.dates == {(1, 2, 1): dt.date(2026, 12, 3)}
    assert date_lines(results.dates, players.event.schedule) == [lines[-1]]
    written = tmp_path / "again.trf"
    ok(run("export", tmp_path / "event.trf", "--to", "trf", "-o", written))
    assert written.read_text("utf-8").splitlines()[-1] == lines[-1]
