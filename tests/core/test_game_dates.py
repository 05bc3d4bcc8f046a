"""Each game's date: its own from the results, else its round's; the last
round played, the games played early left out; the dates an event refuses
(outside its dates, a micro-match's games out of order, two games a day)."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.core.game_dates import (
    DateError,
    check_dates,
    early_games,
    game_day,
    played_round,
)
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import BoardResult, MatchResult, Results, ResultsBuilder
from berger.core.schedule import Pairing
from berger.core.tournament import Tournament, make_tournament

NOVEMBER = tuple(dt.date(2026, 11, 4) + dt.timedelta(weeks=k) for k in range(5))
"""Wednesdays 4, 11, 18, 25 November and 2 December 2026."""
JAN_14 = dt.date(2027, 1, 14)


def season(**info: object) -> Tournament:
    """Six players, a round a week from 4 November (the Berger table: round
    2 is 6–4, 5–3, 1–2; round 4 is 6–5, 1–4, 2–3)."""
    players = [Player(f"P{k}") for k in range(1, 7)]
    return make_tournament(EventInfo(round_dates=NOVEMBER, **info), players)  # type: ignore[arg-type]


def postponed_to_january(tournament: Tournament) -> Results:
    """Rounds 1–4 of six players drawn but round 2's 1–2 (board 3), won by
    1 on 14 January 2027."""
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if game.round <= 4 and (game.white, game.black) != (1, 2):
            builder.add(game.round, game.white, game.black, Outcome.DRAW)
    builder.add(2, 1, 2, Outcome.WHITE_WIN, date=JAN_14)
    return builder.build()


def test_a_game_is_played_on_its_own_date_else_on_its_rounds() -> None:
    info = season().info
    moved = Results(dates={(2, 3, 1): JAN_14})
    assert game_day(info, moved, (2, 3, 1)) == JAN_14
    assert game_day(info, moved, (2, 1, 1)) == NOVEMBER[1]
    assert game_day(EventInfo(), moved, (2, 1, 1)) is None


def test_the_last_round_played_leaves_out_the_games_played_early() -> None:
    # Round 5's first game played on 18 November (round 3's Wednesday),
    # before its round's 2 December: rounds 1 to 3 are played, not 5.
    info = season().info
    early = Results(
        outcomes={
            **{(r, b): Outcome.DRAW for r in (1, 2, 3) for b in (1, 2, 3)},
            (5, 1): Outcome.WHITE_WIN,
        },
        dates={(5, 1, 1): NOVEMBER[2], (2, 3, 1): JAN_14},
    )
    assert early.last_round == 5
    assert early_games(info, early) == {(5, 1, 1)}
    assert played_round(info, early) == 3
    # Once a game of round 5 is played on its date, round 5 is played.
    on_time = Results({**early.outcomes, (5, 2): Outcome.DRAW}, dates=early.dates)
    assert played_round(info, on_time) == 5
    # Without round dates nothing is early.
    assert played_round(EventInfo(), early) == 5


def test_a_micro_matchs_games_count_one_by_one() -> None:
    info = season().info
    game = BoardResult(1, Outcome.DRAW, 1, 1)
    match = MatchResult(Pairing(4, 1, 6, 5), (game,))
    results = Results(matches={(4, 1): match}, dates={(4, 1, 1): NOVEMBER[0]})
    assert played_round(info, results) == 0
    assert played_round(info, Results(matches={(4, 1): match})) == 4


def test_a_date_outside_the_events_dates() -> None:
    # The event's dates are its rounds' (4 November – 2 December), unless
    # [event] start and end widen them.
    event = season()
    with pytest.raises(DateError, match="after the event's last day, 2026-12-02") as e:
        check_dates(event, {(2, 3, 1): JAN_14})
    assert e.value.key == (2, 3, 1)
    with pytest.raises(DateError, match="before the event's first day, 2026-11-04"):
        check_dates(event, {(1, 1, 1): dt.date(2026, 11, 3)})
    check_dates(season(end=dt.date(2027, 1, 31)), {(2, 3, 1): JAN_14})
    with pytest.raises(DateError, match="after the event's last day, 2027-01-10"):
        check_dates(season(end=dt.date(2027, 1, 10)), {(2, 3, 1): JAN_14})
    # An event without dates takes any day.
    undated = make_tournament(EventInfo(), [Player("A"), Player("B")])
    check_dates(undated, {(1, 1, 1): JAN_14})


def test_two_games_of_a_player_on_one_day() -> None:
    # Round 2's 1–2 moved to 25 November, round 4's Wednesday, when 1 plays
    # 4 and 2 plays 3: refused where the event plays one game a day.
    moved = {(2, 3, 1): NOVEMBER[3]}
    check_dates(season(), moved)
    strict = season(one_game_a_day=True)
    with pytest.raises(DateError, match="player 1 has a game of round 4 on 2026-11-25"):
        check_dates(strict, moved)
    # With round 4's game of player 1 moved too, only player 2 is left.
    with pytest.raises(DateError, match="player 2 has a game of round 4"):
        check_dates(strict, {**moved, (4, 2, 1): dt.date(2026, 11, 26)})
    # Moved elsewhere, both have one game that day.
    check_dates(strict, {(2, 3, 1): dt.date(2026, 11, 26)})
    # Two games of one round on one day are no two games of different rounds.
    check_dates(strict, {(2, 3, 1): NOVEMBER[1]})


def test_a_micro_matchs_games_in_order() -> None:
    players = [Player(f"P{k}") for k in range(1, 5)]
    info = EventInfo(round_dates=NOVEMBER[:3])
    event = make_micro_match_event(info, players, games=2)
    # Game 2 on 10 November, before game 1 on its round's 11 November.
    with pytest.raises(DateError, match=r"game 2 is dated 2026-11-10, before game 1"):
        check_dates(event, {(2, 1, 2): dt.date(2026, 11, 10)})
    # Game 1 moved to the 12th, after game 2 that stays on the 11th.
    with pytest.raises(DateError, match=r"game 1 is dated 2026-11-12, after game 2"):
        check_dates(event, {(2, 1, 1): dt.date(2026, 11, 12)})
    # Both moved, in order; or the second later the same day.
    check_dates(event, {(2, 1, 1): dt.date(2026, 11, 12), (2, 1, 2): NOVEMBER[2]})
    check_dates(event, {(2, 1, 2): dt.date(2026, 11, 13)})
