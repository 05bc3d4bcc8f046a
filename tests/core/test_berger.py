"""The Berger table against the published tables and the seeds' worked examples."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from berger.core.berger import (
    build_schedule,
    even_size,
    event_round,
    meetings,
    round_of,
    white_of,
)
from berger.core.schedule import Color
from berger.errors import ScheduleError

# SPEC.md section 1 (seed 002): left plays white; for odd n, N is the phantom.
PUBLISHED = {
    4: "1-4 2-3 / 4-3 1-2 / 2-4 3-1",
    6: "1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1",
    8: (
        "1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6 / 8-6 7-5 1-4 2-3 / "
        "3-8 4-2 5-1 6-7 / 8-7 1-6 2-5 3-4 / 4-8 5-3 6-2 7-1"
    ),
    10: (
        "1-10 2-9 3-8 4-7 5-6 / 10-6 7-5 8-4 9-3 1-2 / 2-10 3-1 4-9 5-8 6-7 / "
        "10-7 8-6 9-5 1-4 2-3 / 3-10 4-2 5-1 6-9 7-8 / 10-8 9-7 1-6 2-5 3-4 / "
        "4-10 5-3 6-2 7-1 8-9 / 10-9 1-8 2-7 3-6 4-5 / 5-10 6-4 7-3 8-2 9-1"
    ),
}


def published(size: int) -> list[list[tuple[int, int]]]:
    """The published table for ``size`` (even) as (white, black) per board."""
    return [
        [(int(w), int(b)) for w, b in (game.split("-") for game in row.split())]
        for row in PUBLISHED[size].split("/")
    ]


def expected_rounds(
    n: int,
) -> list[tuple[list[tuple[int, int]], int | None]]:
    """Games in board order and the bye, for ``n`` players from the table of N.

    With n odd the game against the phantom N is the bye and the remaining
    boards are renumbered 1.. (real games only).
    """
    size = even_size(n)
    rounds = []
    for games in published(size):
        byes = [w + b - size for w, b in games if size in (w, b) and size != n]
        real = [(w, b) for w, b in games if size == n or size not in (w, b)]
        rounds.append((real, byes[0] if byes else None))
    return rounds


@pytest.mark.parametrize("n", range(3, 11))
def test_published_tables_pairing_colour_and_board(n: int) -> None:
    schedule = build_schedule(n)
    expected = expected_rounds(n)
    assert len(schedule.rounds) == len(expected) == even_size(n) - 1
    for rnd, (games, bye) in zip(schedule.rounds, expected, strict=True):
        got = [(g.board, g.white, g.black) for g in rnd.games]
        assert got == [(board, w, b) for board, (w, b) in enumerate(games, start=1)]
        assert rnd.bye == bye
        assert rnd.cycle == 1


def test_odd_table_spelled_out() -> None:
    # 7 players: the table of 8 without the games of 8.
    rounds = build_schedule(7).rounds
    assert [r.bye for r in rounds] == [1, 5, 2, 6, 3, 7, 4]
    assert [(g.board, g.white, g.black) for g in rounds[1].games] == [
        (1, 6, 4),
        (2, 7, 3),
        (3, 1, 2),
    ]


@pytest.mark.parametrize(
    ("i", "j", "round_number", "white"),
    [(2, 5, 6, 2), (4, 6, 2, 6), (4, 8, 7, 4), (7, 8, 6, 8)],
)
def test_seed_worked_examples(i: int, j: int, round_number: int, white: int) -> None:
    assert round_of(i, j, n=8) == round_of(j, i, n=8) == round_number
    assert white_of(i, j, n=8) == white_of(j, i, n=8) == white
    game = build_schedule(8).find_game(round_number, i, j)
    assert game is not None
    assert game.white == white


@pytest.mark.parametrize("n", range(2, 25))
def test_closed_form_agrees_with_the_table(n: int) -> None:
    schedule = build_schedule(n)
    for game in schedule.games():
        assert round_of(game.white, game.black, n=n) == game.round
        assert white_of(game.white, game.black, n=n) == game.white


def test_phantom_rule_gives_the_bye() -> None:
    # Odd n: the bye of player i is in the round i would meet N.
    for n in range(3, 30, 2):
        size = even_size(n)
        schedule = build_schedule(n)
        for i in range(1, n + 1):
            bye_round = round_of(i, size, n=size)
            assert schedule.round(bye_round).bye == i


def test_double_round_robin_swaps_only_cycle_one() -> None:
    # SPEC 7: only cycle 1's last two rounds swap; cycle 2 is the FIDE table
    # in its usual order with colours reversed.
    table = published(8)
    schedule = build_schedule(8, cycles=2)
    assert schedule.swap_last_two
    order = [1, 2, 3, 4, 5, 7, 6]
    for slot, table_round in enumerate(order, start=1):
        rnd = schedule.round(slot)
        assert rnd.cycle == 1
        assert list(zip(rnd.whites, rnd.blacks, strict=True)) == table[table_round - 1]
    for table_round in range(1, 8):
        rnd = schedule.round(7 + table_round)
        assert rnd.cycle == 2
        reversed_games = [(b, w) for w, b in table[table_round - 1]]
        assert list(zip(rnd.whites, rnd.blacks, strict=True)) == reversed_games


def test_double_round_robin_without_swap() -> None:
    schedule = build_schedule(6, cycles=2, swap_last_two=False)
    table = published(6)
    assert not schedule.swap_last_two
    for number, rnd in enumerate(schedule.rounds, start=1):
        games = table[(number - 1) % 5]
        if rnd.cycle == 2:
            games = [(b, w) for w, b in games]
        assert list(zip(rnd.whites, rnd.blacks, strict=True)) == games


def test_swap_is_default_only_for_several_cycles() -> None:
    assert not build_schedule(8).swap_last_two
    assert build_schedule(8, cycles=2).swap_last_two
    assert build_schedule(8, cycles=3).swap_last_two


def test_four_players_three_cycles_reverse_the_even_cycle() -> None:
    # A cycle of three rounds cannot take the FIDE swap at both ends; cycle 2
    # (not the last) is played in reverse order instead.
    schedule = build_schedule(4, cycles=3)
    table = published(4)
    played = [list(zip(r.whites, r.blacks, strict=True)) for r in schedule.rounds]
    assert played[:3] == [table[0], table[2], table[1]]
    assert played[3:6] == [[(b, w) for w, b in table[k]] for k in (2, 1, 0)]
    assert played[6:] == table


def test_meetings_over_two_cycles() -> None:
    found = meetings(2, 5, n=8, cycles=2)
    assert [(m.cycle, m.round, m.white, m.black) for m in found] == [
        (1, 7, 2, 5),
        (2, 13, 5, 2),
    ]
    assert meetings(2, 5, n=8, cycles=2, swap=False)[0].round == 6
    assert event_round(7, 1, n=8, cycles=2, swap=True) == 6


def test_round_numbers_count_across_cycles() -> None:
    schedule = build_schedule(8, cycles=3)
    assert [r.number for r in schedule.rounds] == list(range(1, 22))
    assert [r.cycle for r in schedule.rounds] == [1] * 7 + [2] * 7 + [3] * 7


def test_colour_in_game() -> None:
    game = build_schedule(8).round(1).game(1)
    assert (game.white, game.black) == (1, 8)
    assert game.colour_of(1) is Color.WHITE
    assert game.colour_of(8) is Color.BLACK
    assert game.opponent_of(8) == 1


def test_two_players() -> None:
    schedule = build_schedule(2, cycles=3)
    assert [(r.whites, r.blacks) for r in schedule.rounds] == [
        ((1,), (2,)),
        ((2,), (1,)),
        ((1,), (2,)),
    ]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: build_schedule(1), "at least 2 players"),
        (lambda: build_schedule(2001), "at most 2000"),
        (lambda: build_schedule(4, cycles=0), "cycles must be at least 1"),
        (lambda: round_of(3, 3, n=8), "cannot play themselves"),
        (lambda: round_of(3, 9, n=8), "player 9 is not in 1..8"),
        (lambda: white_of(0, 2, n=8), "player 0 is not in 1..8"),
        (lambda: round_of(1, 8, n=7), "player 8 is not in 1..7"),
    ],
)
def test_impossible_requests(call: Callable[[], object], message: str) -> None:
    with pytest.raises(ScheduleError, match=message):
        call()


@pytest.mark.parametrize("n", [*range(2, 41), 59, 60, 99, 100])
def test_agrees_with_milvangs_generic_construction(n: int) -> None:
    # An independent implementation (FIDE TEC's Berger code, packaged as
    # gacrux): the same pairings, colours and board order for every n.
    gacrux_berger = pytest.importorskip("gacrux.berger")
    table = gacrux_berger.bergertables(n)
    size = table["players"]
    for rnd in build_schedule(n).rounds:
        boards = table["pairing"][rnd.number]
        games = [(boards[b]["white"], boards[b]["black"]) for b in sorted(boards)]
        real = [game for game in games if size == n or size not in game]
        assert real == list(zip(rnd.whites, rnd.blacks, strict=True))
