"""When the games are played: the games by date (the event's, an
entrant's), the rounds without a date set apart, and how long a game of a
time control may last."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.calendar import (
    by_entrant,
    dated_games,
    game_duration,
    game_start,
    sitting_length,
)
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.core.results import Results
from berger.core.tournament import Tournament, make_tournament

WEDNESDAYS = tuple(dt.date(2026, 9, 2) + dt.timedelta(weeks=k) for k in range(5))


def _event(n: int, info: EventInfo, cycles: int = 1) -> Tournament:
    players = [Player(f"P{k}") for k in range(1, n + 1)]
    return make_tournament(info, players, cycles=cycles)


def test_every_round_at_its_date_the_bye_with_it() -> None:
    # 5 players (N = 6): 5 rounds of 2 games, a bye each round (the Berger
    # table: round 1 is 1-6 (6 the phantom: 1's bye), 2-5, 3-4).
    event = _event(5, EventInfo(round_dates=WEDNESDAYS, start_time=dt.time(18, 0)))
    dated = dated_games(event)
    assert dated.undated == ()
    assert [(s.round, s.start, s.bye) for s in dated.sittings] == [
        (k, dt.datetime.combine(day, dt.time(18, 0)), bye)
        for k, day, bye in zip(range(1, 6), WEDNESDAYS, (1, 4, 2, 5, 3), strict=True)
    ]
    first = dated.sittings[0].games
    assert [(g.board, g.white, g.black) for g in first] == [(1, 2, 5), (2, 3, 4)]


def test_an_entrants_games_and_the_rounds_without_a_date() -> None:
    # Dates for rounds 1-3 only. 4 plays 3 (round 1), has the bye (round 2:
    # 6-4, 6 the phantom), plays 5 (round 3), 1 and 2 (rounds 4, 5: no date).
    event = _event(5, EventInfo(round_dates=WEDNESDAYS[:3]))
    dated = dated_games(event, 4)
    assert [(s.round, s.start) for s in dated.sittings] == [
        (1, WEDNESDAYS[0]),
        (3, WEDNESDAYS[2]),
    ]
    assert [s.games[0].opponent_of(4) for s in dated.sittings] == [3, 5]
    assert all(s.bye is None for s in dated.sittings)
    assert dated.undated == (4, 5)
    assert dated_games(event).undated == (4, 5)


def test_a_number_not_in_the_event() -> None:
    event = _event(4, EventInfo(round_dates=WEDNESDAYS))
    with pytest.raises(ValueError, match="5"):
        dated_games(event, 5)
    with pytest.raises(ValueError, match="0"):
        dated_games(event, 0)


@given(
    n=st.integers(2, 12),
    cycles=st.integers(1, 2),
    dates=st.integers(0, 12),
)
def test_by_entrant_is_each_entrants_own_calendar(
    n: int, cycles: int, dates: int
) -> None:
    days = tuple(dt.date(2026, 1, 1) + dt.timedelta(days=k) for k in range(dates))
    event = _event(n, EventInfo(round_dates=days), cycles)
    split = by_entrant(event, dated_games(event))
    assert split == tuple(dated_games(event, k) for k in range(1, n + 1))


def test_a_game_at_its_own_date_and_its_rounds_time() -> None:
    # 4 players: round 2 is 4-3, 1-2. 1-2 postponed to 14 January: the
    # round's entry keeps 4-3, the game an entry of its own at 18:00.
    info = EventInfo(round_dates=WEDNESDAYS[:3], start_time=dt.time(18, 0))
    event = _event(4, info)
    moved = Results(dates={(2, 2, 1): dt.date(2027, 1, 14)})
    assert game_start(info, event.schedule.round(2).game(2), moved) == (
        dt.datetime(2027, 1, 14, 18, 0)
    )
    dated = dated_games(event, results=moved)
    assert [(s.round, str(s.start), len(s.games)) for s in dated.sittings] == [
        (1, "2026-09-02 18:00:00", 2),
        (2, "2026-09-09 18:00:00", 1),
        (2, "2027-01-14 18:00:00", 1),
        (3, "2026-09-16 18:00:00", 2),
    ]
    assert dated.sittings[1].bye is None  # 4 players: no bye
    assert [str(s.start) for s in dated_games(event, 1, results=moved).sittings][
        1
    ] == "2027-01-14 18:00:00"
    split = by_entrant(event, dated)
    assert split == tuple(dated_games(event, k, results=moved) for k in range(1, 5))
    # A round without a time: the day alone; a round without a date: the
    # game's own day at the event's start time.
    bare = _event(4, EventInfo(round_dates=WEDNESDAYS[:3]))
    assert game_start(bare.info, bare.schedule.round(2).game(2), moved) == (
        dt.date(2027, 1, 14)
    )
    later = Results(dates={(3, 1, 1): dt.date(2027, 1, 20)})
    timed = _event(4, EventInfo(round_dates=WEDNESDAYS[:2], start_time=dt.time(18)))
    assert game_start(timed.info, timed.schedule.round(3).game(1), later) == (
        dt.datetime(2027, 1, 20, 18, 0)
    )


def test_a_micro_match_on_two_days_is_an_entry_a_game() -> None:
    micro = make_micro_match_event(
        EventInfo(round_dates=WEDNESDAYS[:1]), [Player("A"), Player("B")], games=2
    )
    same = dated_games(micro)
    assert [(s.start, s.game) for s in same.sittings] == [(WEDNESDAYS[0], None)]
    moved = Results(dates={(1, 1, 2): dt.date(2026, 9, 3)})
    apart = dated_games(micro, results=moved)
    assert [(s.start, s.game) for s in apart.sittings] == [
        (WEDNESDAYS[0], 1),
        (dt.date(2026, 9, 3), 2),
    ]
    assert [
        [(s.start, s.game) for s in d.sittings] for d in by_entrant(micro, apart)
    ] == [[(WEDNESDAYS[0], 1), (dt.date(2026, 9, 3), 2)]] * 2


@pytest.mark.parametrize(
    ("control", "minutes"),
    [
        # Both players' time for 60 moves: 2 × (90 + 60 × 30 s) = 2 × 120.
        ("90+30", 240),
        ("60", 120),
        ("15 + 10", 50),
        ("3+2", 10),
        ("", None),
        ("40/90+30/30", None),
        ("G/90;d5", None),
        ("90 min", None),
    ],
)
def test_game_duration(control: str, minutes: int | None) -> None:
    duration = game_duration(control)
    assert (None if duration is None else duration / dt.timedelta(minutes=1)) == minutes


def test_a_micro_matchs_games_follow_one_another() -> None:
    # Two games of 75+1 (draughts): each 2 × (75 + 1) = 152 minutes.
    info = EventInfo(time_control="75+1")
    micro = make_micro_match_event(info, [Player("A"), Player("B")], games=2)
    assert sitting_length(micro) == dt.timedelta(minutes=304)
    assert sitting_length(_event(2, info)) == dt.timedelta(minutes=152)
    assert sitting_length(_event(2, EventInfo(time_control="rapid"))) is None
