"""The games pending: those of a round already played without a result, a
date set for them or not; those of the last round played only with a date;
none of a withdrawn player; the games each entrant played beside them."""

from __future__ import annotations

import datetime as dt

from tests.core.test_game_dates import JAN_14, NOVEMBER, season

from berger.core.crosstable import build_crosstable
from berger.core.micro.matches import make_micro_match_event
from berger.core.micro.table import build_micro_table, match_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.pending import pending_games, with_games
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import PendingGame, compute_standings
from berger.core.tournament import Tournament


def played(
    event: Tournament, rounds: range, *, left_out: tuple[int, int] = (2, 3)
) -> ResultsBuilder:
    """Every game of ``rounds`` drawn but ``left_out`` (round, board):
    round 2's 1–2 (board 3)."""
    builder = ResultsBuilder.for_tournament(event)
    for game in event.schedule.games():
        if game.round in rounds and (game.round, game.board) != left_out:
            builder.add(game.round, game.white, game.black, Outcome.DRAW)
    return builder


def test_a_game_of_a_round_before_the_last_played_is_pending() -> None:
    event = season()
    # Rounds 1 and 2 played, 1–2 left out: round 2 is the round being
    # played, its game without a result no game pending.
    results = played(event, range(1, 3)).build()
    assert pending_games(build_crosstable(event, results), results) == ()
    # With a date set for it, it is pending (postponed to that day).
    builder = played(event, range(1, 3))
    builder.add(2, 1, 2, Outcome.UNPLAYED, date=JAN_14)
    results = builder.build()
    table = build_crosstable(event, results)
    assert pending_games(table, results) == (PendingGame(2, 3, 1, 2, JAN_14),)
    # Rounds 3 and 4 played: pending, dated or not, after rounds 2 to 4.
    for dates in ({}, {(2, 3, 1): JAN_14}):
        results = Results(played(event, range(1, 5)).build().outcomes, dates=dates)
        for after in (2, 3, 4):
            table = build_crosstable(event, results, after_round=after)
            day = dates.get((2, 3, 1))
            assert pending_games(table, results) == (PendingGame(2, 3, 1, 2, day),)
        # After round 1 it is no game of the rounds counted.
        table = build_crosstable(event, results, after_round=1)
        assert pending_games(table, results) == ()
    # Played on 14 January: no longer pending; both have played 4 games.
    builder = played(event, range(1, 5))
    builder.add(2, 1, 2, Outcome.WHITE_WIN, date=JAN_14)
    results = builder.build()
    table = build_crosstable(event, results)
    assert pending_games(table, results) == ()
    standings = with_games(compute_standings(table), table, results)
    assert standings.pending == ()
    assert standings.games == (4, 4, 4, 4, 4, 4)


def test_the_games_played_beside_the_pending() -> None:
    event = season()
    results = played(event, range(1, 5)).build()
    table = build_crosstable(event, results)
    standings = with_games(compute_standings(table), table, results)
    assert standings.pending == (PendingGame(2, 3, 1, 2, None),)
    # Players 1 and 2 have played 3 games, the others 4.
    assert standings.games == (3, 3, 4, 4, 4, 4)


def test_a_game_of_a_withdrawn_player_is_not_pending() -> None:
    # Player 2 withdrew after round 1: the withdrawal rule decides 1–2.
    event = season()
    outcomes = played(event, range(1, 5)).build().outcomes
    kept = {key: outcome for key, outcome in outcomes.items() if key[0] < 2}
    kept.update(
        (key, outcome)
        for key, outcome in outcomes.items()
        if 2
        not in (
            event.schedule.round(key[0]).game(key[1]).white,
            event.schedule.round(key[0]).game(key[1]).black,
        )
    )
    results = Results(kept, {2: 1})
    table = build_crosstable(event, results)
    assert pending_games(table, results) == ()


def test_a_game_played_early_makes_no_round_played() -> None:
    # Rounds 1 and 2 played in full; round 4's 1–4 (board 2) played early
    # on round 2's Wednesday: round 3 is not played, so nothing is pending.
    event = season()
    builder = played(event, range(1, 3), left_out=(0, 0))
    builder.add(4, 1, 4, Outcome.DRAW, date=NOVEMBER[1])
    results = builder.build()
    table = build_crosstable(event, results)
    assert table.after_round == 2
    assert pending_games(table, results) == ()


def test_a_micro_match_is_pending_until_its_last_game() -> None:
    players = [Player(f"P{k}") for k in range(1, 5)]
    event = make_micro_match_event(EventInfo(round_dates=NOVEMBER[:3]), players)
    builder = ResultsBuilder.for_tournament(event)
    for match in event.schedule.games():
        if match.round == 1 or (match.round == 2 and match.board == 2):
            for game in (1, 2):
                builder.add_board(match.round, match.board, Outcome.DRAW, game=game)
    # Round 2's first micro-match (4–3): game 1 played, game 2 set for the
    # 20th.
    builder.add_board(2, 1, Outcome.DRAW, game=1)
    builder.add_board(2, 1, Outcome.UNPLAYED, game=2, date=dt.date(2026, 11, 20))
    builder.add_board(3, 1, Outcome.DRAW, game=1)
    results = builder.build()
    table = build_micro_table(event, results)
    crosstable = match_crosstable(table, results)
    assert pending_games(crosstable, results) == (
        PendingGame(2, 1, 4, 3, dt.date(2026, 11, 20)),
    )
