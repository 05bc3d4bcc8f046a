"""``berger calendar``: the event's rounds or one entrant's games written as
an iCalendar file, the rounds without a date left out with a note, the
revision read from the event's files, and every refusal one line with
nothing written."""

from __future__ import annotations

import datetime as dt
import os
import shutil
from pathlib import Path

import icalendar
import pytest
import vobject
from tests.conftest import ok, run

STAMP = dt.datetime(2026, 8, 20, 9, 15, 30, tzinfo=dt.UTC)


def _league(samples: Path, folder: Path, extra: str = "") -> Path:
    """weekly-league (16 players, 15 Wednesdays) with ``extra`` lines in
    [event], its files last changed at :data:`STAMP`."""
    shutil.copytree(samples / "weekly-league", folder)
    toml = folder / "event.toml"
    text = toml.read_text("utf-8").replace("[rules]", f"{extra}\n[rules]", 1)
    toml.write_text(text, "utf-8")
    for name in ("event.toml", "players.csv", "results.csv"):
        os.utime(folder / name, (STAMP.timestamp(), STAMP.timestamp()))
    return folder


def _events(path: Path) -> list[icalendar.Component]:
    return list(icalendar.Calendar.from_ical(path.read_bytes()).walk("VEVENT"))


def test_every_round_at_its_date_and_time(samples: Path, tmp_path: Path) -> None:
    event = _league(
        samples, tmp_path / "event", 'start_time = "18:30"\ntimezone = "Europe/Kyiv"'
    )
    target = tmp_path / "season.ics"
    assert ok(run("calendar", event, "-o", target)) == f"wrote {target}\n"
    events = _events(target)
    assert len(events) == 15
    # Wednesday 2 September 2026, 18:30 in Kyiv (UTC+3): 15:30 UTC.
    first = events[0]
    assert first.decoded("DTSTART") == dt.datetime(2026, 9, 2, 15, 30, tzinfo=dt.UTC)
    assert str(first["SUMMARY"]) == "Podil Wednesday League 2026: Тур 1"
    assert first.decoded("DTSTAMP") == STAMP
    # The second reader agrees on every start.
    second = vobject.readOne(target.read_text("utf-8"))
    assert [e.dtstart.value for e in second.vevent_list] == [
        e.decoded("DTSTART") for e in events
    ]
    # The same files, the same bytes.
    again = tmp_path / "again.ics"
    ok(run("calendar", event, "-o", again))
    assert again.read_bytes() == target.read_bytes()


def test_a_players_games_and_the_rounds_without_a_date(
    samples: Path, tmp_path: Path
) -> None:
    event = _league(samples, tmp_path / "event")
    toml = event / "event.toml"
    # Twelve dates for fifteen rounds: 13-15 left out, with a note.
    text = toml.read_text("utf-8").replace(", 2026-11-25, 2026-12-02, 2026-12-09]", "]")
    toml.write_text(text, "utf-8")
    target = tmp_path / "mine.ics"
    result = run("calendar", event, "--player", "3", "-o", target, "--lang", "en")
    assert result.exit_code == 0
    assert result.stderr == (
        "Warning: rounds 13, 14, 15 have no date ([event] round_dates): left out"
        " of the calendar\n"
    )
    events = _events(target)
    assert [e.decoded("DTSTART") for e in events] == [
        dt.date(2026, 9, 2) + dt.timedelta(weeks=k) for k in range(12)
    ]
    # Player 3 plays 14 in round 1 with white (the Berger table of 16: 3-14);
    # --lang words the calendar as it does the documents.
    assert str(events[0]["SUMMARY"]) == "Round 1: Hrytsai, Vira (White)"


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("--player", "17"), "--player: 17 is not a number of the event (1–16)"),
    ],
)
def test_a_player_not_in_the_event(
    samples: Path, tmp_path: Path, args: tuple[str, ...], error: str
) -> None:
    target = tmp_path / "x.ics"
    result = run("calendar", samples / "weekly-league", *args, "-o", target)
    assert (result.exit_code, result.stderr) == (1, f"Error: {error}\n")
    assert not target.exists()


def test_an_event_without_dates_is_refused(samples: Path, tmp_path: Path) -> None:
    target = tmp_path / "x.ics"
    result = run("calendar", samples / "open-varma", "-o", target)
    assert (result.exit_code, result.stderr) == (
        1,
        f"Error: {samples / 'open-varma' / 'event.toml'}: event.round_dates: no"
        " round has a date: a calendar needs [event] round_dates\n",
    )
    assert not target.exists()


def test_a_player_whose_games_have_no_date(samples: Path, tmp_path: Path) -> None:
    # Round 1's date only: player 1 of three has the bye in round 1 (1-4, 4
    # the phantom), so none of their games has a date; 2 plays 3 in it.
    event = tmp_path / "event"
    event.mkdir()
    (event / "players.csv").write_text("name\nA\nB\nC\n", "utf-8")
    (event / "event.toml").write_text(
        'players = "players.csv"\n[event]\nround_dates = [2026-09-02]\n', "utf-8"
    )
    target = tmp_path / "x.ics"
    result = run("calendar", event, "--player", "1", "-o", target)
    assert (result.exit_code, result.stderr) == (
        1,
        f"Error: {event / 'event.toml'}: event.round_dates: no game of 1 has a"
        " date: a calendar needs [event] round_dates\n",
    )
    assert not target.exists()
    assert run("calendar", event, "--player", "2", "-o", target).exit_code == 0
    assert len(_events(target)) == 1


def test_a_bad_time_is_refused_and_nothing_written(
    samples: Path, tmp_path: Path
) -> None:
    event = _league(samples, tmp_path / "event", 'start_time = "7 pm"')
    target = tmp_path / "x.ics"
    result = run("calendar", event, "-o", target)
    assert (result.exit_code, result.stderr) == (
        1,
        f"Error: {event / 'event.toml'}: event.start_time: '7 pm' is not a time"
        " (HH:MM)\n",
    )
    assert not target.exists()


def test_a_usage_mistake(samples: Path, tmp_path: Path) -> None:
    result = run("calendar", samples / "weekly-league", "--player", "0", "-o", "x.ics")
    assert result.exit_code == 2
    assert "Invalid value for '--player': 0 is not in the range x>=1" in result.stderr


def test_a_team_event_gives_a_teams_matches(samples: Path, tmp_path: Path) -> None:
    target = tmp_path / "team.ics"
    ok(run("calendar", samples / "school-teams", "--player", "2", "-o", target))
    events = _events(target)
    assert len(events) == 5
    assert all("на 1-й дошці)" in str(e["SUMMARY"]) for e in events)
    assert all("Матч" in str(e["DESCRIPTION"]).split("\n")[1] for e in events)


def test_a_group_of_an_event_with_several(samples: Path, tmp_path: Path) -> None:
    # Each group's UIDs differ: the same round of two groups is two entries.
    uids = []
    for group in ("A", "B"):
        target = tmp_path / f"{group}.ics"
        ok(run("calendar", samples / "club-groups", "--group", group, "-o", target))
        uids.append({str(e["UID"]) for e in _events(target)})
    assert len(uids[0]) == 7
    assert not uids[0] & uids[1]


def test_the_stamp_is_the_newest_of_the_events_files(
    samples: Path, tmp_path: Path
) -> None:
    event = _league(samples, tmp_path / "event")
    later = STAMP + dt.timedelta(days=3)
    os.utime(event / "players.csv", (later.timestamp(), later.timestamp()))
    target = tmp_path / "x.ics"
    ok(run("calendar", event, "-o", target))
    assert {e.decoded("DTSTAMP") for e in _events(target)} == {later}
    assert {e.decoded("LAST-MODIFIED") for e in _events(target)} == {later}


def test_a_games_own_date_moves_its_entry_and_the_revision(
    samples: Path, tmp_path: Path
) -> None:
    # weekly-league's player 1 plays 16 in round 1 (2 September): a date
    # of its own, set in a results file changed three days after the
    # others, moves the entry and the calendar's revision with it.
    event = _league(samples, tmp_path / "event", 'start_time = "18:30"')
    target = tmp_path / "one.ics"
    ok(run("calendar", event, "--player", "1", "-o", target))
    assert {e.decoded("DTSTAMP") for e in _events(target)} == {STAMP}
    uid = str(_events(target)[0]["UID"])
    # A new result and no date: the revision stays.
    results = event / "results.csv"
    later = STAMP + dt.timedelta(days=3)
    os.utime(results, (later.timestamp(), later.timestamp()))
    ok(run("calendar", event, "--player", "1", "-o", target))
    assert {e.decoded("DTSTAMP") for e in _events(target)} == {STAMP}
    lines = results.read_text("utf-8").splitlines()
    lines[0] += ",date"
    lines[1] += ",2026-09-03"
    results.write_text("\n".join(lines) + "\n", "utf-8")
    os.utime(results, (later.timestamp(), later.timestamp()))
    ok(run("calendar", event, "--player", "1", "-o", target))
    first = _events(target)[0]
    assert str(first["UID"]) == uid
    assert first.decoded("DTSTART") == dt.datetime(2026, 9, 3, 18, 30)
    assert first.decoded("DTSTAMP") == later
    # A date that is not a day: one line, nothing written.
    lines[1] = lines[1].rsplit(",", 1)[0] + ",3.09.2026"
    results.write_text("\n".join(lines) + "\n", "utf-8")
    bad = tmp_path / "bad.ics"
    failed = run("calendar", event, "-o", bad)
    assert failed.exit_code == 1
    assert failed.stderr == (
        f"Error: {results}:2: date: '3.09.2026' is not a day"
        " (write it YYYY-MM-DD: 2027-01-14)\n"
    )
    assert not bad.exists()
