"""A game's own date in a results CSV: the ``date`` column (``дата``), read
for single games and micro-matches, a row without a result setting the day
a game is set for; every refusal one line at the row that gave the date."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from tests.core.test_game_dates import JAN_14, NOVEMBER, season

from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.results import record_results_text
from berger.formats.event.results_file import read_results
from berger.formats.files.game_dates import GameDates, date_cell, parse_day

# season(): six players, Wednesdays from 4 November; round 2 is 6–4, 5–3,
# 1–2 (board 3).
HEADER = "round,white,black,result,date\n"


def read(tmp_path: Path, text: str, event: Tournament | None = None) -> Results:
    path = tmp_path / "results.csv"
    path.write_text(text, encoding="utf-8")
    return read_results(path, event or season(end=dt.date(2027, 1, 31)))


def test_a_day_is_written_as_iso_8601() -> None:
    assert parse_day(" 2027-01-14 ") == JAN_14
    for text in ("14.01.2027", "2027-1-14", "2027-01-14 18:30", "2027-02-29", "x"):
        assert parse_day(text) is None
    assert date_cell("", "r.csv", 3) is None
    with pytest.raises(InputError) as found:
        date_cell("14.01.2027", "r.csv", 3)
    assert str(found.value) == (
        "r.csv:3: date: '14.01.2027' is not a day (write it YYYY-MM-DD: 2027-01-14)"
    )


def test_a_game_played_on_its_own_day_and_one_set_for_a_day(tmp_path: Path) -> None:
    text = HEADER + "2,6,4,1-0,\n2,5,3,=,2026-11-12\n2,1,2,,2027-01-14\n"
    results = read(tmp_path, text)
    assert results.outcomes == {(2, 1): Outcome.WHITE_WIN, (2, 2): Outcome.DRAW}
    assert results.dates == {(2, 2, 1): dt.date(2026, 11, 12), (2, 3, 1): JAN_14}
    # By board, in Ukrainian.
    text = "тур,дошка,результат,дата\n2,3,1-0,2027-01-14\n"
    assert read(tmp_path, text).dates == {(2, 3, 1): JAN_14}


@pytest.mark.parametrize(
    ("rows", "line", "message"),
    [
        (
            "2,1,2,1-0,2027-02-01\n",
            2,
            "date: 2027-02-01 is after the event's last day, 2027-01-31: for a"
            " game played after it, give the event's dates ([event] end)",
        ),
        ("2,1,2,1-0,01/14/2027\n", 2, "date: '01/14/2027' is not a day"),
        (
            "1,1,6,1-0,\n2,1,2,,2027-01-14\n2,1,2,1-0,2027-01-15\n",
            4,
            "round 2, 1 – 2 (board 3) has two dates: 2027-01-14 and 2027-01-15",
        ),
    ],
)
def test_each_wrong_date_is_one_line_at_its_row(
    tmp_path: Path, rows: str, line: int, message: str
) -> None:
    with pytest.raises(InputError) as found:
        read(tmp_path, HEADER + rows)
    assert str(found.value).startswith(f"{tmp_path / 'results.csv'}:{line}: ")
    assert message in str(found.value)


def test_two_games_on_one_day_located_at_the_moved_game(tmp_path: Path) -> None:
    # 1–2 of round 2 moved to 25 November, when 1 plays 4 in round 4: the
    # round-4 row comes later but has no date of its own.
    event = season(one_game_a_day=True)
    text = HEADER + "2,1,2,1-0,2026-11-25\n4,1,4,=,\n"
    with pytest.raises(InputError) as found:
        read(tmp_path, text, event)
    assert str(found.value) == (
        f"{tmp_path / 'results.csv'}:2: date: player 1 has a game of round 4 on"
        " 2026-11-25 too: the event plays one game a day ([rules] one_game_a_day)"
    )
    # Round 4's game moved too, a later row: nothing refused.
    text = HEADER + "2,1,2,1-0,2026-11-25\n4,1,4,=,2026-11-26\n4,2,3,=,2026-11-26\n"
    assert len(read(tmp_path, text, event).dates) == 3


def test_the_dates_of_a_micro_matchs_games() -> None:
    players = [Player(f"P{k}") for k in range(1, 5)]
    event = make_micro_match_event(EventInfo(round_dates=NOVEMBER[:3]), players)
    text = (
        "round,white,black,game,result,date\n"
        "2,4,3,1,1-0,2026-11-12\n"
        "2,3,4,2,,2026-11-13\n"
        "2,1,2,1,0-1,2026-11-11\n"
        "2,2,1,2,0-1,2026-11-10\n"
    )
    builder = ResultsBuilder.for_tournament(event)
    with pytest.raises(InputError) as found:
        record_results_text(text, "games.csv", event, builder)
    assert str(found.value) == (
        "games.csv:5: date: game 2 is dated 2026-11-10, before game 1 (2026-11-11)"
    )
    builder = ResultsBuilder.for_tournament(event)
    record_results_text(text.rsplit("\n", 2)[0] + "\n", "games.csv", event, builder)
    # 1-2's game 1 on its round's day: no date of its own.
    assert builder.build().dates == {
        (2, 1, 1): dt.date(2026, 11, 12),
        (2, 1, 2): dt.date(2026, 11, 13),
    }


def test_dates_kept_with_their_lines() -> None:
    event = season()
    dates = GameDates(event, "r.csv", field="Date")
    dates.keep(None, JAN_14, 3)  # no game of the schedule: nothing kept
    dates.keep(event.schedule.round(2).game(3), None, 4)  # no day: nothing
    assert dates.dates == {}
    dates.keep(event.schedule.round(2).game(3), JAN_14, 7)
    with pytest.raises(InputError, match=r"^r\.csv:7: Date: 2027-01-14 is after"):
        dates.check()
