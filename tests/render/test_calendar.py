"""The calendars as iCalendar files: their entries worded in the event's
language (the opponent, the colour, the board, the round), a team's and a
micro-match's words, UIDs that stay when a game moves, the time zone or
floating times, a day's entry without a time; each file read back by the
library that wrote it, by a second, independent parser (vobject) and, where
Debian's khal is installed, imported by a calendar program."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import icalendar
import pytest
import vobject
from tests.conftest import open_event, open_teams

from berger.core.calendar import dated_games
from berger.core.model import EventInfo, Player
from berger.core.results import Results
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import Options
from berger.render.calendar import (
    CalendarSource,
    CalendarView,
    calendar_bytes,
    calendar_key,
    calendar_view,
)
from berger.render.html import page_labels, template_dirs
from berger.render.words import PLAYER_WORDS, Words

STAMP = dt.datetime(2026, 8, 20, 9, 15, 30, tzinfo=dt.UTC)
SOURCE = CalendarSource("k", STAMP)
INFO = EventInfo(
    name="Podil League",
    site="Podil Chess Club, Kyiv",
    time_control="90+30",
    round_dates=(dt.date(2026, 9, 2), dt.date(2026, 9, 9), dt.date(2026, 9, 16)),
    start_time=dt.time(18, 0),
    timezone="Europe/Kyiv",
)


def _league(info: EventInfo = INFO) -> Tournament:
    """Four players: round 1 is 1-4, 2-3; round 2 4-3, 1-2; round 3 2-4, 3-1."""
    names = ["Melnyk, Oleh", "Kravets, Yulia", "Bondar, Artem", "Zhuk, Maksym"]
    return make_tournament(info, [Player(name) for name in names])


def _view(
    event: Tournament,
    language: str = "en",
    entrant: int | None = None,
    words: Words = PLAYER_WORDS,
    results: Results | None = None,
) -> CalendarView:
    labels = page_labels(language, template_dirs(), event.info.game)
    return calendar_view(
        event,
        dated_games(event, entrant, results=results),
        labels,
        words,
        source=SOURCE,
        entrant=entrant,
    )


@pytest.mark.parametrize(
    ("language", "summaries"),
    [
        ("en", ["Round 1: Melnyk, Oleh (Black)", "Round 2: Bondar, Artem (White)"]),
        ("uk", ["Тур 1: Melnyk, Oleh (Чорні)", "Тур 2: Bondar, Artem (Білі)"]),
        ("ru", ["Тур 1: Melnyk, Oleh (Черные)", "Тур 2: Bondar, Artem (Белые)"]),
    ],
)
def test_a_players_games_in_the_events_language(
    language: str, summaries: list[str]
) -> None:
    view = _view(_league(), language, entrant=4)
    assert [entry.summary for entry in view.entries][:2] == summaries
    assert view.name == "Podil League: Zhuk, Maksym"
    assert (view.location, view.timezone, view.stamp) == (
        "Podil Chess Club, Kyiv",
        "Europe/Kyiv",
        STAMP,
    )
    first = view.entries[0]
    board = {
        "en": "Round 1 · Board 1",
        "uk": "Тур 1 · Дошка 1",
        "ru": "Тур 1 · Доска 1",
    }
    control = {"en": "Time control", "uk": "Контроль часу", "ru": "Контроль времени"}
    assert first.description.split("\n") == [
        "Podil League",
        board[language],
        "1. Melnyk, Oleh – 4. Zhuk, Maksym",
        f"{control[language]}: 90+30",
    ]
    # 18:00, and a game of 90+30 may last 2 × (90 + 60 × 30 s) = 4 hours.
    assert (first.start, first.end) == (
        dt.datetime(2026, 9, 2, 18, 0),
        dt.datetime(2026, 9, 2, 22, 0),
    )


def test_every_round_of_the_event() -> None:
    event = make_tournament(INFO, [Player(name) for name in ("A", "B", "C")])
    view = _view(event)
    assert view.name == "Podil League"
    assert [entry.summary for entry in view.entries] == [
        "Podil League: Round 1",
        "Podil League: Round 2",
        "Podil League: Round 3",
    ]
    # Three players: round 1 is 2-3 on board 1 and 1's bye.
    assert view.entries[0].description.split("\n") == [
        "Podil League",
        "Board 1: 2. B – 3. C",
        "1. A: bye",
        "Time control: 90+30",
    ]
    assert [entry.uid for entry in view.entries] == [
        "k-r1@berger",
        "k-r2@berger",
        "k-r3@berger",
    ]


def test_the_uid_stays_when_a_game_moves() -> None:
    # Round 2 moved a day later and to 19:00: the entry moves, its UID
    # stays (the key, the round, the two numbers, lower first).
    moved = replace(
        INFO,
        round_dates=(INFO.round_dates[0], dt.date(2026, 9, 10), INFO.round_dates[2]),
        round_times=(dt.time(18, 0), dt.time(19, 0)),
    )
    before, after = _view(_league(), entrant=3), _view(_league(moved), entrant=3)
    assert (
        [e.uid for e in before.entries]
        == [e.uid for e in after.entries]
        == [
            "k-r1-2-3@berger",
            "k-r2-3-4@berger",
            "k-r3-1-3@berger",
        ]
    )
    assert after.entries[1].start == dt.datetime(2026, 9, 10, 19, 0)
    assert before.entries[1].start == dt.datetime(2026, 9, 9, 18, 0)


def test_the_key_of_the_uids() -> None:
    assert calendar_key("Podil League") == calendar_key("Podil League")
    assert calendar_key("Podil League") != calendar_key("Podil League", "A")
    assert len(calendar_key("Podil League")) == 16


def test_a_teams_matches(samples: Path) -> None:
    teams = open_teams(samples / "school-teams")
    event = teams.event
    view = _view(event, "uk", entrant=1, words=teams.kind.words)
    first = view.entries[0]
    game = dated_games(event, 1).sittings[0].games[0]
    opponent = event.player(game.opponent_of(1)).name
    # The first-named team has white on board 1 (first_board = "white").
    colour = "Білі на 1-й дошці" if game.white == 1 else "Чорні на 1-й дошці"
    assert first.summary == f"Тур 1: {opponent} ({colour})"
    assert first.description.split("\n")[1] == f"Тур 1 · Матч {game.board}"
    # "30 хв + 10 с" says no length: the entry has a start only.
    assert (first.start, first.end) == (dt.datetime(2026, 3, 23, 10, 0), None)
    assert len(view.entries) == 5


def test_a_micro_match_is_one_entry(samples: Path) -> None:
    micro = open_event(samples / "draughts-micro", Options()).variant
    event = micro.event
    view = _view(event, "uk", entrant=2, words=micro.kind.words)
    game = dated_games(event, 2).sittings[0].games[0]
    colour = "Білі в 1-й партії" if game.white == 2 else "Чорні в 1-й партії"
    assert view.entries[0].summary.endswith(f"({colour})")
    # No time of day: a day's entry, ending the next day.
    assert (view.entries[0].start, view.entries[0].end) == (
        dt.date(2027, 1, 10),
        dt.date(2027, 1, 11),
    )


def test_a_game_on_its_own_day_keeps_its_uid() -> None:
    # Round 2's 1-2 (board 2) postponed to 14 January: in the event's
    # calendar an entry of its own, by the game's UID; in 1's, the same UID
    # as on its round's day.
    event = _league()
    moved = Results(dates={(2, 2, 1): dt.date(2027, 1, 14)})
    whole = _view(event, results=moved)
    assert [(e.uid, str(e.start)) for e in whole.entries] == [
        ("k-r1@berger", "2026-09-02 18:00:00"),
        ("k-r2@berger", "2026-09-09 18:00:00"),
        ("k-r2-1-2@berger", "2027-01-14 18:00:00"),
        ("k-r3@berger", "2026-09-16 18:00:00"),
    ]
    own = [e.uid for e in _view(event, entrant=1).entries]
    assert own == [e.uid for e in _view(event, entrant=1, results=moved).entries]
    assert str(_view(event, entrant=1, results=moved).entries[1].start) == (
        "2027-01-14 18:00:00"
    )


def test_a_micro_match_on_two_days_is_an_entry_a_game(samples: Path) -> None:
    micro = open_event(samples / "draughts-micro", Options()).variant
    event = micro.event
    game = dated_games(event, 2).sittings[0].games[0]
    later = Results(dates={(game.round, game.board, 2): dt.date(2027, 1, 12)})
    view = _view(event, "en", entrant=2, words=micro.kind.words, results=later)
    low, high = sorted((game.white, game.black))
    first, second = view.entries[:2]
    assert (first.uid, first.start) == (
        f"k-r{game.round}-{low}-{high}-g1@berger",
        dt.date(2027, 1, 10),
    )
    assert (second.uid, second.start) == (
        f"k-r{game.round}-{low}-{high}-g2@berger",
        dt.date(2027, 1, 12),
    )
    assert second.summary.endswith(" · Game 2")
    assert "Game 2" in second.description.splitlines()[1]


def _read_back(data: bytes) -> tuple[icalendar.Calendar, vobject.base.Component]:
    """The file as icalendar reads it, and as vobject does."""
    return icalendar.Calendar.from_ical(data), vobject.readOne(data.decode("utf-8"))


def test_both_readers_read_the_file() -> None:
    view = _view(_league(), "uk", entrant=4)
    data = calendar_bytes(view)
    assert data.startswith(b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
    library, second = _read_back(data)
    events = library.walk("VEVENT")
    assert len(events) == len(second.vevent_list) == 3
    assert library["X-WR-CALNAME"] == "Podil League: Zhuk, Maksym"
    assert [tz.tz_name for tz in library.timezones] == ["Europe/Kyiv"]
    for item, other, entry in zip(
        events, second.vevent_list, view.entries, strict=True
    ):
        assert str(item["UID"]) == other.uid.value == entry.uid
        assert str(item["SUMMARY"]) == other.summary.value == entry.summary
        assert str(item["DESCRIPTION"]) == other.description.value == entry.description
        assert str(item["LOCATION"]) == other.location.value == "Podil Chess Club, Kyiv"
        assert item.decoded("DTSTAMP") == other.dtstamp.value == STAMP
        assert item.decoded("LAST-MODIFIED") == other.last_modified.value == STAMP
    # 18:00 in Kyiv in September (EEST, UTC+3) is 15:00 UTC, both readers.
    utc = dt.datetime(2026, 9, 2, 15, 0, tzinfo=dt.UTC)
    assert events[0].decoded("DTSTART") == second.vevent_list[0].dtstart.value == utc
    assert events[0].decoded("DTEND") == utc + dt.timedelta(hours=4)
    assert second.vevent_list[0].dtend.value == utc + dt.timedelta(hours=4)


def test_floating_times_and_days() -> None:
    floating = _view(_league(replace(INFO, timezone="")), entrant=1)
    library, second = _read_back(calendar_bytes(floating))
    assert library.timezones == []
    start = dt.datetime(2026, 9, 2, 18, 0)
    assert library.walk("VEVENT")[0].decoded("DTSTART") == start
    assert second.vevent_list[0].dtstart.value == start
    assert b"DTSTART:20260902T180000\r\n" in calendar_bytes(floating)
    days = _view(_league(replace(INFO, start_time=None)), entrant=1)
    data = calendar_bytes(days)
    assert b"DTSTART;VALUE=DATE:20260902\r\nDTEND;VALUE=DATE:20260903\r\n" in data
    assert _read_back(data)[1].vevent_list[0].dtstart.value == dt.date(2026, 9, 2)


def test_a_time_with_its_offset_is_kept() -> None:
    offset = dt.timezone(dt.timedelta(hours=2))
    info = replace(
        INFO, round_dates=(dt.datetime(2026, 12, 1, 18, 0, tzinfo=offset),), timezone=""
    )
    data = calendar_bytes(_view(_league(info)))
    assert b"DTSTART:20261201T160000Z\r\n" in data


def test_the_same_event_gives_the_same_bytes() -> None:
    assert calendar_bytes(_view(_league(), entrant=2)) == calendar_bytes(
        _view(_league(), entrant=2)
    )


KHAL = shutil.which("khal")


@pytest.mark.skipif(KHAL is None, reason="no khal (apt-get install khal)")
def test_khal_imports_the_calendar_and_moves_a_game(tmp_path: Path) -> None:
    folder = tmp_path / "calendar"
    folder.mkdir()
    config = tmp_path / "config"
    config.write_text(
        f"[calendars]\n[[club]]\npath = {folder}\n[locale]\n"
        "timeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
        "datetimeformat = %Y-%m-%d %H:%M\nlongdatetimeformat = %Y-%m-%d %H:%M\n"
        "local_timezone = Europe/Kyiv\ndefault_timezone = Europe/Kyiv\n",
        "utf-8",
    )
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(tmp_path), "LANG": "C.UTF-8"}
    khal = [str(KHAL), "-c", str(config)]

    def run(*args: str) -> str:
        done = subprocess.run(
            [*khal, *args], env=env, capture_output=True, text=True, check=True
        )
        return done.stdout

    moved = replace(INFO, round_dates=(INFO.round_dates[0], dt.date(2026, 9, 10)))
    # Then round 3's 3-1 postponed in the results to the 23rd, with a later
    # revision (the results file changed after).
    later = Results(dates={(3, 2, 1): dt.date(2026, 9, 23)})
    stamps = (SOURCE, SOURCE, replace(SOURCE, stamp=SOURCE.stamp + dt.timedelta(1)))
    for info, results, source in zip(
        (INFO, moved, moved), (None, None, later), stamps, strict=True
    ):
        path = tmp_path / "games.ics"
        view = _view(_league(info), "uk", entrant=3, results=results)
        view = replace(view, stamp=source.stamp)
        path.write_bytes(calendar_bytes(view))
        run("import", "--batch", str(path))
    listed = run("list", "--format", "{start} {title}", "2026-09-01", "30d")
    # Round 2 moved from the 9th to the 10th: one entry, not two.
    assert sorted(entry.name for entry in folder.iterdir()) == [
        "k-r1-2-3@berger.ics",
        "k-r2-3-4@berger.ics",
        "k-r3-1-3@berger.ics",
    ]
    assert [line for line in listed.splitlines() if "Тур" in line] == [
        "2026-09-02 18:00 Тур 1: Kravets, Yulia (Чорні)",
        "2026-09-10 18:00 Тур 2: Zhuk, Maksym (Чорні)",
        "2026-09-23 18:00 Тур 3: Melnyk, Oleh (Білі)",
    ]
