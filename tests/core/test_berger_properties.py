"""Properties of the Berger schedule for any n and any number of cycles."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from berger.core.berger import build_schedule, meetings, round_of, white_of
from berger.core.schedule import Color, Schedule

players = st.integers(min_value=2, max_value=64)
cycle_counts = st.integers(min_value=1, max_value=4)


def colour_runs(schedule: Schedule) -> dict[int, str]:
    """Each player's colours in playing order, "w"/"b", byes left out.

    A bye is skipped rather than treated as a break: the colour history that
    matters to a player is that of the games they play, so W, bye, W, W is
    three whites running.
    """
    history: dict[int, list[str]] = {n: [] for n in range(1, schedule.n + 1)}
    for rnd in schedule.rounds:
        for white, black in zip(rnd.whites, rnd.blacks, strict=True):
            history[white].append(Color.WHITE.value)
            history[black].append(Color.BLACK.value)
    return {number: "".join(colours) for number, colours in history.items()}


@given(players, cycle_counts, st.booleans())
def test_each_pair_meets_once_per_cycle(n: int, cycles: int, swap: bool) -> None:
    schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
    per_cycle = Counter(
        (game.cycle, min(game.white, game.black), max(game.white, game.black))
        for game in schedule.games()
    )
    assert len(per_cycle) == cycles * n * (n - 1) // 2
    assert set(per_cycle.values()) == {1}
    for rnd in schedule.rounds:
        assert rnd.cycle == (rnd.number - 1) // schedule.rounds_per_cycle + 1


@given(players, cycle_counts)
def test_nobody_plays_twice_in_a_round(n: int, cycles: int) -> None:
    schedule = build_schedule(n, cycles=cycles)
    assert len(schedule.rounds) == cycles * schedule.rounds_per_cycle
    for rnd in schedule.rounds:
        seated = [*rnd.whites, *rnd.blacks]
        if rnd.bye is not None:
            seated.append(rnd.bye)
        assert sorted(seated) == list(range(1, n + 1))
        assert len(rnd.whites) == schedule.games_per_round == n // 2


@given(players, cycle_counts)
def test_odd_n_one_bye_per_cycle(n: int, cycles: int) -> None:
    schedule = build_schedule(n, cycles=cycles)
    byes = Counter((rnd.cycle, rnd.bye) for rnd in schedule.rounds)
    if n % 2 == 0:
        assert {bye for _, bye in byes} == {None}
    else:
        assert byes == Counter(
            {(c, p): 1 for c in range(1, cycles + 1) for p in range(1, n + 1)}
        )


@given(players, cycle_counts, st.booleans())
def test_closed_form_agrees_with_the_schedule(n: int, cycles: int, swap: bool) -> None:
    schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
    games = {
        (game.cycle, frozenset((game.white, game.black))): game
        for game in schedule.games()
    }
    for i, j in combinations(range(1, n + 1), 2):
        first = games[1, frozenset((i, j))]
        if not swap or cycles == 1:
            assert round_of(i, j, n=n) == first.round
        assert white_of(i, j, n=n) == first.white
        for meeting in meetings(i, j, n=n, cycles=cycles, swap=swap):
            game = games[meeting.cycle, frozenset((i, j))]
            assert (meeting.round, meeting.white, meeting.black) == (
                game.round,
                game.white,
                game.black,
            )


@given(players, cycle_counts)
def test_colour_counts_per_cycle_differ_by_at_most_one(n: int, cycles: int) -> None:
    schedule = build_schedule(n, cycles=cycles)
    counts = Counter(
        (game.cycle, player, game.colour_of(player))
        for game in schedule.games()
        for player in (game.white, game.black)
    )
    for cycle in range(1, cycles + 1):
        for player in range(1, n + 1):
            whites = counts[cycle, player, Color.WHITE]
            blacks = counts[cycle, player, Color.BLACK]
            assert abs(whites - blacks) <= 1


@given(players, st.integers(min_value=2, max_value=4), st.booleans())
def test_even_cycles_reverse_colours(n: int, cycles: int, swap: bool) -> None:
    schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
    white_in_cycle = {
        (game.cycle, frozenset((game.white, game.black))): game.white
        for game in schedule.games()
    }
    for (cycle, pair), white in white_in_cycle.items():
        first = white_in_cycle[1, pair]
        assert (white == first) == (cycle % 2 == 1)


@given(players, cycle_counts)
def test_no_colour_three_times_running_with_the_swap(n: int, cycles: int) -> None:
    # The swap is on by default for 2+ cycles; with one cycle the FIDE table
    # alone never gives a colour three times running.
    schedule = build_schedule(n, cycles=cycles)
    assert schedule.swap_last_two == (cycles >= 2)
    for player, colours in colour_runs(schedule).items():
        assert "www" not in colours, (player, colours)
        assert "bbb" not in colours, (player, colours)


@given(st.integers(min_value=2, max_value=64))
def test_double_round_robin_is_cycle_one_swapped_then_the_table_reversed(
    n: int,
) -> None:
    single = build_schedule(n).rounds
    double = build_schedule(n, cycles=2).rounds
    per_cycle = len(single)
    order = list(range(per_cycle))
    if per_cycle >= 2:
        order[-2], order[-1] = order[-1], order[-2]
    for slot, index in enumerate(order):
        assert (double[slot].whites, double[slot].blacks) == (
            single[index].whites,
            single[index].blacks,
        )
        assert double[slot].bye == single[index].bye
    for index, rnd in enumerate(double[per_cycle:]):
        assert (rnd.whites, rnd.blacks, rnd.bye) == (
            single[index].blacks,
            single[index].whites,
            single[index].bye,
        )


def test_no_colour_three_times_running_small_fields_exhaustively() -> None:
    # Hypothesis samples; the small fields, where a cycle is shortest, are
    # all checked (3 and 4 players with 3+ cycles needed their own order).
    for n in range(2, 17):
        for cycles in range(1, 7):
            runs = colour_runs(build_schedule(n, cycles=cycles))
            assert not any("www" in c or "bbb" in c for c in runs.values()), (
                n,
                cycles,
            )
