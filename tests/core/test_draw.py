"""The draw: list order, rating order, lots from a seed, Varma tables."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.berger import even_size
from berger.core.draw import VARMA_TABLES, Numbering, assign_numbers, varma_numbers
from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.errors import ScheduleError

# reference/rules.md section a (FIDE C.05 Annex 2), sets A, B, C, D.
RULES_MD_VARMA = """
10: 3,4,8 | 5,7,9 | 1,6 | 2,10
12: 4,5,9,10 | 1,2,7 | 6,8,12 | 3,11
14: 4,5,6,11,12 | 1,2,8,9 | 7,10,13 | 3,14
16: 5,6,7,12,13,14 | 1,2,3,9,10 | 8,11,15 | 4,16
18: 5,6,7,8,14,15,16 | 1,2,3,10,11,12 | 9,13,17 | 4,18
20: 6,7,8,9,15,16,17,18 | 1,2,3,11,12,13,14 | 5,10,19 | 4,20
22: 6,7,8,9,10,17,18,19,20 | 1,2,3,4,12,13,14,15 | 11,16,21 | 5,22
24: 6,7,8,9,10,11,19,20,21,22 | 1,2,3,4,13,14,15,16,17 | 12,18,23 | 5,24
"""


def rules_md_tables() -> dict[int, tuple[tuple[int, ...], ...]]:
    tables = {}
    for line in RULES_MD_VARMA.strip().splitlines():
        size, sets = line.split(":")
        tables[int(size)] = tuple(
            tuple(int(x) for x in group.split(",")) for group in sets.split("|")
        )
    return tables


def field(n: int) -> list[Player]:
    return [Player(f"Player {k:02d}") for k in range(1, n + 1)]


def test_varma_tables_match_the_rules_reference() -> None:
    assert rules_md_tables() == VARMA_TABLES


@pytest.mark.parametrize("size", sorted(VARMA_TABLES))
def test_varma_sets_partition_the_numbers(size: int) -> None:
    numbers = sorted(x for group in VARMA_TABLES[size] for x in group)
    assert numbers == list(range(1, size + 1))


def test_list_order() -> None:
    players = field(5)
    assert assign_numbers(players, Numbering.LIST) == tuple(players)


def test_rating_order_highest_first_ties_by_name_unrated_last() -> None:
    players = [
        Player("zed", None),
        Player("Carol", 2100),
        Player("bob", 2200),
        Player("Alice", 2100),
        Player("Aaron", None),
        Player("Dave", 1500),
    ]
    numbered = assign_numbers(players, Numbering.RATING)
    assert [p.name for p in numbered] == [
        "bob",
        "Alice",
        "Carol",
        "Dave",
        "Aaron",
        "zed",
    ]


def test_random_needs_a_seed() -> None:
    with pytest.raises(ScheduleError, match="needs a seed"):
        assign_numbers(field(6), Numbering.RANDOM)
    with pytest.raises(ScheduleError, match="needs a seed"):
        assign_numbers(field(10), Numbering.VARMA)


@given(
    st.integers(min_value=2, max_value=60), st.integers(min_value=0, max_value=10**6)
)
def test_random_same_seed_same_numbers(n: int, seed: int) -> None:
    players = field(n)
    first = assign_numbers(players, Numbering.RANDOM, seed=seed)
    assert first == assign_numbers(players, Numbering.RANDOM, seed=seed)
    assert sorted(first, key=lambda p: p.name) == players


def test_random_draw_is_fixed_for_a_given_seed() -> None:
    # The documents print the seed so a draw can be audited and repeated: the
    # numbers for a seed must not change between releases.
    numbered = assign_numbers(field(6), Numbering.RANDOM, seed=2026)
    again = assign_numbers(field(6), Numbering.RANDOM, seed=2026)
    assert numbered == again
    draws = {assign_numbers(field(8), Numbering.RANDOM, seed=s) for s in range(20)}
    assert len(draws) > 15


def test_needs_seed_flag() -> None:
    assert Numbering.RANDOM.needs_seed
    assert Numbering.VARMA.needs_seed
    assert not Numbering.LIST.needs_seed
    assert not Numbering.RATING.needs_seed


def with_federations(n: int, contingents: dict[str, int]) -> list[Player]:
    players = []
    for code, size in contingents.items():
        players += [Player(f"{code} player {k}", federation=code) for k in range(size)]
    players += [
        Player(f"Single {k}", federation=f"X{k:02d}") for k in range(n - len(players))
    ]
    return players


def sets_of(numbered: tuple[Player, ...], code: str) -> set[int]:
    """Which Varma sets (0..3) hold the numbers of ``code``'s players."""
    groups = VARMA_TABLES[even_size(len(numbered))]
    numbers = [k for k, p in enumerate(numbered, start=1) if p.federation == code]
    return {index for index, group in enumerate(groups) for x in numbers if x in group}


@pytest.mark.parametrize("n", range(9, 25))
@pytest.mark.parametrize("seed", [1, 7, 1234])
def test_varma_keeps_each_contingent_in_one_set(n: int, seed: int) -> None:
    groups = VARMA_TABLES[even_size(n)]
    # the biggest contingent that fits the second largest set (the phantom N
    # of an odd field sits in set D, never in A or B)
    big = sorted(len(g) for g in groups)[-2]
    players = with_federations(n, {"UKR": big, "POL": 2})
    numbered = varma_numbers(players, seed=seed)
    assert sorted(numbered, key=lambda p: p.name) == sorted(
        players, key=lambda p: p.name
    )
    assert len(numbered) == n  # N is the phantom for odd n: never handed out
    assert len(sets_of(numbered, "UKR")) == 1
    assert len(sets_of(numbered, "POL")) == 1


def test_varma_largest_contingent_draws_first() -> None:
    # 10 players: sets A and B hold 3 numbers, C and D 2. Were a pair to draw
    # first it could break into A or B; the three must always find a set.
    players = with_federations(10, {"AAA": 2, "BBB": 2, "ZZZ": 3})
    for seed in range(200):
        numbered = varma_numbers(players, seed=seed)
        assert len(sets_of(numbered, "ZZZ")) == 1
        numbers = {k for k, p in enumerate(numbered, start=1) if p.federation == "ZZZ"}
        assert numbers in ({3, 4, 8}, {5, 7, 9})


def test_varma_same_seed_same_numbers_and_federation_case() -> None:
    players = with_federations(12, {"UKR": 3})
    players[0] = Player(players[0].name, federation="ukr")
    first = varma_numbers(players, seed=99)
    assert first == varma_numbers(players, seed=99)
    assert len(sets_of(first, "UKR") | sets_of(first, "ukr")) == 1


def test_varma_odd_field_never_hands_out_the_phantom() -> None:
    for seed in range(50):
        numbered = varma_numbers(with_federations(11, {"UKR": 4, "POL": 3}), seed=seed)
        assert len(numbered) == 11
        # set A of the table of 12 is 4,5,9,10: the four Ukrainians
        ukr = {k for k, p in enumerate(numbered, start=1) if p.federation == "UKR"}
        assert ukr == {4, 5, 9, 10}


def test_varma_contingent_larger_than_any_set_spills_over() -> None:
    numbered = varma_numbers(with_federations(10, {"UKR": 5}), seed=3)
    assert sum(p.federation == "UKR" for p in numbered) == 5


@pytest.mark.parametrize("n", [8, 25])
def test_varma_outside_9_to_24(n: int) -> None:
    with pytest.raises(ScheduleError, match="9 to 24 players, got"):
        varma_numbers(with_federations(n, {}), seed=1)


def test_varma_needs_every_federation() -> None:
    players = with_federations(10, {})
    players[3] = Player("Nobody")
    with pytest.raises(ScheduleError, match=r"federation.*'Nobody'"):
        varma_numbers(players, seed=1)


def test_make_tournament_keeps_the_seed_only_for_a_draw_by_lot() -> None:
    players = field(9)
    drawn = make_tournament(EventInfo(), players, numbering=Numbering.RANDOM, seed=5)
    assert drawn.seed == 5
    assert drawn.players == assign_numbers(players, Numbering.RANDOM, seed=5)
    assert drawn.player(1) is drawn.players[0]
    assert drawn.n == 9
    assert drawn.schedule.n == 9
    listed = make_tournament(EventInfo(), players, cycles=2, seed=5)
    assert listed.seed is None
    assert listed.schedule.cycles == 2
    with pytest.raises(KeyError):
        listed.player(10)
