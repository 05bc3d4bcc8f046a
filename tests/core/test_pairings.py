"""Schedules that follow pairings made elsewhere: checked as a round robin,
looked up from their rounds, and (properties) the same standings as the
Berger table they relabel; the rounds path and the closed form give the same
crosstable for the Berger table itself."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.berger import build_schedule, meetings
from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.pairings import (
    PairingsBuilder,
    ScheduleSource,
    schedule_from_pairings,
    schedule_meetings,
)
from berger.core.results import Results, ResultsBuilder
from berger.core.schedule import Schedule
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError, ScheduleError

HELD = [
    [(1, 5), (2, 6), (3, 4)],
    [(1, 2), (6, 3), (5, 4)],
    [(3, 1), (4, 6), (2, 5)],
    [(1, 4), (2, 3), (5, 6)],
    [(6, 1), (4, 2), (3, 5)],
]
"""FIDE's tie-break exercise: a single round robin of 6, not the Berger table
(which opens 1-6, 2-5, 3-4)."""

CHAIN = ("DE", "WIN", "WON", "BPG", "BWG", "SB", "SB/C1", "KS", "ARO", "TPR")


def pairs(schedule: Schedule) -> list[list[tuple[int, int]]]:
    return [list(zip(r.whites, r.blacks, strict=True)) for r in schedule.rounds]


def test_the_exercise_is_a_round_robin_that_is_not_the_table() -> None:
    schedule = schedule_from_pairings(6, HELD)
    assert not schedule.berger_table
    assert (schedule.cycles, schedule.swap_last_two) == (1, False)
    assert schedule.complete
    assert schedule.planned_rounds == 5
    assert pairs(schedule) == HELD
    assert [r.cycle for r in schedule.rounds] == [1] * 5
    assert [r.bye for r in schedule.rounds] == [None] * 5
    assert schedule.round(2).game(2).white == 6


@pytest.mark.parametrize("swap", [True, False])
def test_every_round_of_the_table_is_the_table(swap: bool) -> None:
    table = build_schedule(7, cycles=2, swap_last_two=swap)
    given_back = schedule_from_pairings(7, pairs(table))
    assert given_back.berger_table
    assert given_back == table


def test_the_table_s_first_rounds_are_pairings_that_stop_there() -> None:
    table = build_schedule(8)
    schedule = schedule_from_pairings(8, pairs(table)[:3])
    assert not schedule.berger_table
    assert not schedule.complete
    assert (len(schedule.rounds), schedule.planned_rounds) == (3, 7)
    assert schedule.rounds == table.rounds[:3]


def test_odd_field_the_player_in_no_game_has_the_bye() -> None:
    # 5 players: 1-2, 3-4 leave 5 out; 5-1, 2-3 leave 4 out
    schedule = schedule_from_pairings(5, [[(1, 2), (3, 4)], [(5, 1), (2, 3)]])
    assert [r.bye for r in schedule.rounds] == [5, 4]
    assert schedule.games_per_round == 2


def test_the_same_game_twice_counts_once() -> None:
    builder = PairingsBuilder(4)
    for white, black in [(1, 2), (3, 4), (1, 2)]:
        builder.add(1, white, black)
    assert pairs(builder.build()) == [[(1, 2), (3, 4)]]


def test_games_of_a_later_cycle_may_come_first() -> None:
    # 4 players, 3 rounds a cycle: round 4 (cycle 2) before round 1
    builder = PairingsBuilder(4)
    for r, white, black in [(4, 2, 1), (4, 4, 3), (1, 1, 2), (1, 3, 4)]:
        builder.add(r, white, black)
    for r, white, black in [(2, 1, 3), (2, 2, 4), (3, 1, 4), (3, 2, 3)]:
        builder.add(r, white, black)
    schedule = builder.build()
    assert (schedule.cycles, len(schedule.rounds)) == (2, 4)
    assert [r.cycle for r in schedule.rounds] == [1, 1, 1, 2]


@pytest.mark.parametrize(
    ("n", "cycles", "games", "message"),
    [
        (6, None, [(0, 1, 2)], "0 is not a round number (1 or more)"),
        (6, None, [(2, 1, 7)], "round 2: there is no player 7 (numbers 1–6)"),
        (6, None, [(1, 3, 3)], "round 1: 3 cannot play themselves"),
        (
            6,
            None,
            [(1, 1, 5), (1, 6, 1)],
            "round 1: 1 plays twice, 1 – 5 and 6 – 1",
        ),
        (
            6,
            None,
            [(1, 1, 5), (1, 2, 6), (1, 3, 4), (2, 5, 1)],
            "round 2: 5 – 1 meet again (also in round 1); a round robin has each"
            " pair meet once in each cycle of 5 rounds",
        ),
        (
            4,
            2,
            [(1, 1, 2), (2, 2, 1), (5, 1, 2)],
            "round 5: 1 – 2 meet again (also in rounds 1 and 2); a double round"
            " robin has each pair meet twice",
        ),
        (
            6,
            1,
            [(6, 1, 2)],
            "round 6 is beyond the event: a single round robin of 6 players has"
            " 5 rounds",
        ),
    ],
)
def test_a_game_that_breaks_a_round_robin_is_refused(
    n: int, cycles: int | None, games: list[tuple[int, int, int]], message: str
) -> None:
    builder = PairingsBuilder(n, cycles=cycles)
    *fine, last = games
    for r, white, black in fine:
        builder.add(r, white, black)
    with pytest.raises(ScheduleError) as info:
        builder.add(*last)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("n", "rounds", "message"),
    [
        (6, [], "there are no games to take the pairings from"),
        (
            6,
            [[(1, 5), (2, 6)]],
            "round 1: 3 and 4 have no game; every player plays in every round",
        ),
        (
            7,
            [[(1, 5), (2, 6)]],
            "round 1: 3, 4 and 7 have no game; every player plays in every round"
            " (one player has the bye)",
        ),
        (
            4,
            [[(1, 2), (3, 4)], [], [(1, 3), (2, 4)]],
            "round 2 has no games, but round 3 has: a round robin's rounds come"
            " one after another",
        ),
    ],
)
def test_rounds_that_are_not_a_round_robin_are_refused(
    n: int, rounds: list[list[tuple[int, int]]], message: str
) -> None:
    with pytest.raises(ScheduleError) as info:
        schedule_from_pairings(n, rounds)
    assert str(info.value) == message


def test_meetings_follow_the_rounds() -> None:
    schedule = schedule_from_pairings(6, HELD)
    found = schedule_meetings(schedule, 5, 1)
    assert [(m.cycle, m.round, m.white, m.black) for m in found] == [(1, 1, 1, 5)]
    # in the Berger table the closed form answers
    table = build_schedule(8, cycles=2)
    assert schedule_meetings(table, 2, 5) == meetings(2, 5, n=8, cycles=2)
    partial = schedule_from_pairings(6, HELD[:2])
    with pytest.raises(ScheduleError, match=r"1 and 3 do not meet in the rounds"):
        schedule_meetings(partial, 1, 3)
    with pytest.raises(ScheduleError, match="cannot play themselves"):
        schedule_meetings(schedule, 2, 2)


def test_schedule_source_codes() -> None:
    assert ScheduleSource.from_code(" Results ") is ScheduleSource.RESULTS
    with pytest.raises(InputError) as info:
        ScheduleSource.from_code("file")
    assert str(info.value) == "'file' is not a schedule source (berger, results)"


def random_results(tournament: Tournament, seed: int, rounds: int) -> Results:
    """A result for every game up to ``rounds``, forfeits included."""
    rng = random.Random(seed)
    builder = ResultsBuilder(tournament.schedule)
    choices = [o for o in Outcome if o is not Outcome.UNPLAYED]
    for game in tournament.schedule.games():
        if game.round <= rounds:
            builder.add(game.round, game.white, game.black, rng.choice(choices))
    return builder.build()


def rated(n: int, seed: int) -> list[Player]:
    rng = random.Random(seed)
    return [Player(f"P{k}", rng.randint(1800, 2500)) for k in range(1, n + 1)]


@given(
    st.integers(2, 12),
    st.integers(1, 2),
    st.randoms(use_true_random=False),
)
def test_a_relabelled_table_ranks_the_same_players_alike(
    n: int, cycles: int, rng: random.Random
) -> None:
    original = make_tournament(EventInfo(), rated(n, 7), cycles=cycles)
    results = random_results(original, rng.randrange(10**6), 10**6)
    number = list(range(1, n + 1))
    rng.shuffle(number)
    new = {k: number[k - 1] for k in range(1, n + 1)}  # old number -> new
    order = list(range(len(original.schedule.rounds)))
    rng.shuffle(order)  # new round r + 1 is old round order[r] + 1
    old_rounds = pairs(original.schedule)
    schedule = schedule_from_pairings(
        n,
        [[(new[w], new[b]) for w, b in old_rounds[k]] for k in order],
        cycles=cycles,
    )
    players = [original.players[number.index(k)] for k in range(1, n + 1)]
    relabelled = replace(original, players=tuple(players), schedule=schedule)
    builder = ResultsBuilder(schedule)
    for (old_round, board), outcome in results.outcomes.items():
        game = original.schedule.round(old_round).game(board)
        builder.add(
            order.index(old_round - 1) + 1, new[game.white], new[game.black], outcome
        )
    before = compute_standings(build_crosstable(original, results), CHAIN)
    after = compute_standings(build_crosstable(relabelled, builder.build()), CHAIN)
    assert before.final
    assert after.final
    ranked = {row.number: row for row in after.rows}
    for row in before.rows:
        theirs = ranked[new[row.number]]
        assert (theirs.place, theirs.points, theirs.tiebreaks) == (
            row.place,
            row.points,
            row.tiebreaks,
        )


@given(
    st.integers(2, 14),
    st.integers(1, 3),
    st.booleans(),
    st.integers(0, 10**6),
    st.integers(0, 42),
)
def test_rounds_and_closed_form_give_one_crosstable(
    n: int, cycles: int, swap: bool, seed: int, after: int
) -> None:
    table = make_tournament(
        EventInfo(), rated(n, seed), cycles=cycles, swap_last_two=swap
    )
    schedule = table.schedule
    read = Schedule(
        n=n,
        cycles=cycles,
        swap_last_two=schedule.swap_last_two,
        rounds=schedule.rounds,
        berger_table=False,
    )
    other = replace(table, schedule=read)
    results = random_results(table, seed, after)
    ours = build_crosstable(table, results)
    theirs = build_crosstable(other, results)
    assert (ours.opponents, ours.codes, ours.points, ours.struck) == (
        theirs.opponents,
        theirs.codes,
        theirs.points,
        theirs.struck,
    )
    for a in range(1, n + 1):
        for b in range(1, n + 1):
            if a != b:
                assert ours.games_between(a, b) == theirs.games_between(a, b)
                assert ours.counted_between(a, b) == theirs.counted_between(a, b)
                assert schedule_meetings(schedule, a, b) == schedule_meetings(
                    read, a, b
                )
    assert compute_standings(ours, CHAIN) == compute_standings(theirs, CHAIN)
