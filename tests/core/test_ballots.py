"""The opening ballot: the tables as pydraughts ships them, checked; the draw
reproducible from the seed, by board or by round, and an opening never given
twice to a player while the table has enough of them."""

from __future__ import annotations

import json
from dataclasses import replace
from importlib.resources import files

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.ballots import (
    BallotDraw,
    Opening,
    Openings,
    check_table,
    draw_openings,
    split_key,
)
from berger.core.berger import build_schedule
from berger.core.schedule import Schedule
from berger.errors import InputError

PYDRAUGHTS_TABLES = ("russian", "brazilian", "150russian_and_brazilian")


def pydraughts_table(name: str) -> list[Opening]:
    """A ballot file of pydraughts as a table: each key of its ``standard``
    list split into number and moves, its position from ``all``."""
    data = json.loads(
        files("draughts").joinpath("ballot_files", f"{name}.json").read_text("utf-8")
    )
    return [Opening(*split_key(key), data["all"][key]) for key in data["standard"]]


def table_of(size: int) -> list[Opening]:
    return [Opening(str(k), "", "W:W21:B1") for k in range(1, size + 1)]


def repeats(drawn: Openings, schedule: Schedule) -> int:
    """How many games gave a player an opening they had had before."""
    total = 0
    for player in range(1, schedule.n + 1):
        had = drawn.given(schedule, player)
        total += len(had) - len(set(had))
    return total


def enough(schedule: Schedule) -> int:
    """A table size for which no player need ever repeat an opening, by
    board: a board's two players have had 2 (R - 1) openings at most, and
    the other boards of the round hold B - 1."""
    return 2 * (len(schedule.rounds) - 1) + schedule.games_per_round


# -- the tables ----------------------------------------------------------------


@pytest.mark.parametrize("name", PYDRAUGHTS_TABLES)
def test_pydraughts_tables_are_tables(name: str) -> None:
    table = pydraughts_table(name)
    check_table(table)
    assert len(table) >= 150
    assert all(opening.position.startswith(("W:W", "B:W")) for opening in table)


def test_a_russian_ballot_as_pydraughts_gives_it() -> None:
    table = {opening.number: opening for opening in pydraughts_table("russian")}
    opening = table["I-3"]
    assert opening.moves == "ab4 ba5 ba3 ab6"
    # White to move after two moves each; a5 and b6 black, b4 and a3 white.
    assert opening.position.startswith("W:W")
    assert "b4" in opening.position.split(":")[1]
    assert "a5" in opening.position.split(":")[2]
    assert str(opening) == "I-3: ab4 ba5 ba3 ab6"


def test_split_key_reads_every_kind_of_key() -> None:
    assert split_key("I-3: ab4 ba5 ba3 ab6") == ("I-3", "ab4 ba5 ba3 ab6")
    assert split_key("1-I cd4 ba5 dc5") == ("1-I", "cd4 ba5 dc5")
    assert split_key("001 09-13 21-17 05-09") == ("001", "09-13 21-17 05-09")
    assert split_key("XXVIII-1: g3-a5 ---") == ("XXVIII-1", "g3-a5 ---")
    assert split_key("12") == ("12", "")


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ([], "the ballot table has no openings"),
        ([Opening("1", "ab4", "")], "opening 1 of the ballot table has no position"),
        ([Opening(" ", "ab4", "W:W21:B1")], "an opening of the ballot table has no"),
        (
            [Opening("1", "ab4", "W:W21:B1"), Opening("1", "cd4", "W:W22:B1")],
            "opening 1 is twice in the ballot table",
        ),
    ],
)
def test_a_bad_table_is_refused(table: list[Opening], message: str) -> None:
    with pytest.raises(InputError, match=message) as caught:
        check_table(table)
    assert caught.value.field == "ballot"
    with pytest.raises(InputError, match=message):
        draw_openings(table, build_schedule(4), seed=1)


def test_the_draw_is_read_by_name() -> None:
    assert BallotDraw.from_code(" Round ") is BallotDraw.ROUND
    with pytest.raises(InputError, match="'game' is not a ballot draw"):
        BallotDraw.from_code("game")


# -- the draw ------------------------------------------------------------------


def test_the_same_seed_draws_the_same_openings_and_another_seed_others() -> None:
    schedule = build_schedule(10)
    table = pydraughts_table("russian")
    first = draw_openings(table, schedule, seed=2026)
    assert draw_openings(table, schedule, seed=2026) == first
    other = draw_openings(table, schedule, seed=2027)
    assert other.drawn != first.drawn
    by_round = draw_openings(table, schedule, seed=2026, draw=BallotDraw.ROUND)
    assert by_round == draw_openings(table, schedule, seed=2026, draw=BallotDraw.ROUND)
    assert (
        by_round.drawn
        != draw_openings(table, schedule, seed=1, draw=BallotDraw.ROUND).drawn
    )


def test_every_game_has_an_opening_and_no_bye_has_one() -> None:
    schedule = build_schedule(7)
    drawn = draw_openings(table_of(30), schedule, seed=5)
    games = {(game.round, game.board) for game in schedule.games()}
    assert set(drawn.drawn) == games
    assert len(drawn.of_round(1)) == 3  # 7 players: 3 boards, one bye


def test_by_round_every_board_of_a_round_has_the_same_opening() -> None:
    schedule = build_schedule(10)
    drawn = draw_openings(table_of(9), schedule, seed=3, draw=BallotDraw.ROUND)
    rounds = [set(drawn.of_round(rnd.number)) for rnd in schedule.rounds]
    assert all(len(openings) == 1 for openings in rounds)
    # Nine rounds, nine openings: each comes once.
    assert len(set().union(*rounds)) == 9
    assert repeats(drawn, schedule) == 0


def test_by_round_a_short_table_comes_round_whole_before_repeating() -> None:
    schedule = build_schedule(10)  # nine rounds
    drawn = draw_openings(table_of(4), schedule, seed=3, draw=BallotDraw.ROUND)
    firsts = [drawn.of_round(r)[0] for r in range(1, 10)]
    assert len(set(firsts[:4])) == 4
    assert len(set(firsts[4:8])) == 4


def test_by_board_the_boards_of_a_round_have_openings_of_their_own() -> None:
    schedule = build_schedule(10)
    drawn = draw_openings(table_of(25), schedule, seed=11)
    for rnd in schedule.rounds:
        assert len(set(drawn.of_round(rnd.number))) == 5


def test_a_rounds_openings_do_not_change_when_later_rounds_are_paired() -> None:
    schedule = build_schedule(12)
    table = pydraughts_table("150russian_and_brazilian")
    for draw in BallotDraw:
        whole = draw_openings(table, schedule, seed=8, draw=draw)
        first = replace(schedule, rounds=schedule.rounds[:4])
        part = draw_openings(table, first, seed=8, draw=draw)
        assert part.drawn == {
            key: index for key, index in whole.drawn.items() if key[0] <= 4
        }


@pytest.mark.parametrize("cycles", [1, 2])
def test_no_player_gets_an_opening_twice_when_the_table_is_large_enough(
    cycles: int,
) -> None:
    for n in range(2, 41):
        schedule = build_schedule(n, cycles=cycles)
        for seed in (1, 2):
            drawn = draw_openings(table_of(enough(schedule)), schedule, seed=seed)
            assert repeats(drawn, schedule) == 0, (n, cycles, seed)
            by_round = draw_openings(
                table_of(len(schedule.rounds)),
                schedule,
                seed=seed,
                draw=BallotDraw.ROUND,
            )
            assert repeats(by_round, schedule) == 0, (n, cycles, seed)


@pytest.mark.parametrize("name", PYDRAUGHTS_TABLES)
def test_no_player_gets_an_opening_twice_from_the_fields_tables(name: str) -> None:
    table = pydraughts_table(name)
    for n in (2, 3, 6, 10, 11, 16, 20, 30):
        for cycles in (1, 2):
            schedule = build_schedule(n, cycles=cycles)
            assert repeats(draw_openings(table, schedule, seed=n), schedule) == 0


def test_a_table_too_short_for_the_field_repeats_as_little_as_it_can() -> None:
    # Ten players, nine rounds, three openings: by round each player meets
    # each opening three times exactly; by board (five boards share three
    # openings) never more than once beyond that.
    schedule = build_schedule(10)
    table = table_of(3)
    by_round = draw_openings(table, schedule, seed=4, draw=BallotDraw.ROUND)
    by_board = draw_openings(table, schedule, seed=4)
    for player in range(1, 11):
        had = by_round.given(schedule, player)
        assert [had.count(opening) for opening in table] == [3, 3, 3]
        had = by_board.given(schedule, player)
        assert max(had.count(opening) for opening in table) <= 4


def test_a_tight_table_still_avoids_repeats_as_best_it_can() -> None:
    # Twenty players, a double round robin, 48 openings (R + B): the
    # matching of each round keeps the repeats to a handful at most.
    schedule = build_schedule(20, cycles=2)
    drawn = draw_openings(table_of(48), schedule, seed=1)
    assert repeats(drawn, schedule) <= 2


@given(
    n=st.integers(2, 24),
    cycles=st.integers(1, 2),
    seed=st.integers(0, 2**32),
    extra=st.integers(0, 40),
)
def test_by_board_property(n: int, cycles: int, seed: int, extra: int) -> None:
    schedule = build_schedule(n, cycles=cycles)
    table = table_of(enough(schedule) + extra)
    drawn = draw_openings(table, schedule, seed=seed)
    assert drawn == draw_openings(table, schedule, seed=seed)
    assert set(drawn.drawn) == {(g.round, g.board) for g in schedule.games()}
    for rnd in schedule.rounds:
        openings = drawn.of_round(rnd.number)
        assert len(set(openings)) == len(openings)
    assert repeats(drawn, schedule) == 0


# -- a draw kept, and drawn on from ---------------------------------------------


def test_a_draw_goes_on_from_the_rounds_kept_and_leaves_the_rest_undrawn() -> None:
    schedule = build_schedule(6)
    table = table_of(40)
    first = draw_openings(table, schedule, seed=1, rounds=[1, 2])
    assert {r for r, _b in first.drawn} == {1, 2}
    assert first.undrawn(schedule) == (3, 4, 5)
    assert first.find(3, 1) is None
    assert first.find(1, 1) == first.opening(1, 1)
    # Another seed draws round 3 only; rounds 1 and 2 stay as they were.
    more = draw_openings(table, schedule, seed=99, kept=first.drawn, rounds=[3])
    assert {k: v for k, v in more.drawn.items() if k[0] < 3} == dict(first.drawn)
    assert more.undrawn(schedule) == (4, 5)
    # Without rounds: every round not kept; the kept count as had, so with 40
    # openings for 5 rounds nobody meets one twice.
    whole = draw_openings(table, schedule, seed=7, kept=more.drawn)
    assert whole.undrawn(schedule) == ()
    assert repeats(whole, schedule) == 0


def test_a_kept_round_drawn_again_changes_that_round_alone() -> None:
    schedule = build_schedule(6)
    table = table_of(40)
    first = draw_openings(table, schedule, seed=1)
    again = draw_openings(table, schedule, seed=2, kept=first.drawn, rounds=[2])
    assert {k: v for k, v in again.drawn.items() if k[0] != 2} == {
        k: v for k, v in first.drawn.items() if k[0] != 2
    }
    assert [again.drawn[2, b] for b in (1, 2, 3)] != [
        first.drawn[2, b] for b in (1, 2, 3)
    ]
    assert repeats(again, schedule) == 0


def test_by_round_a_kept_opening_is_not_drawn_again_in_the_first_pass() -> None:
    schedule = build_schedule(6)
    table = table_of(5)
    kept = {(1, board): 4 for board in (1, 2, 3)}
    drawn = draw_openings(table, schedule, seed=3, draw=BallotDraw.ROUND, kept=kept)
    rounds = [drawn.drawn[r, 1] for r in range(1, 6)]
    assert rounds[0] == 4
    assert sorted(rounds) == [0, 1, 2, 3, 4]  # the table drawn through once


def test_a_draw_without_kept_rounds_is_the_seeds_as_before() -> None:
    schedule = build_schedule(8)
    table = table_of(60)
    assert (
        draw_openings(table, schedule, seed=5, kept={}).drawn
        == draw_openings(table, schedule, seed=5).drawn
    )
