"""A chain worked through the registry: the values of each entrant's own,
and each code's step of the ranking."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import (
    ALL_DRAWN,
    FORFEIT,
    Matches,
    Record,
    four_table,
    game_results,
    rated_event,
)

from berger.core.crosstable import build_crosstable
from berger.core.tiebreaks.chain import (
    column,
    compute_team_tiebreaks,
    compute_tiebreaks,
    player_step,
    team_step,
)
from berger.core.tiebreaks.codes import parse_code
from berger.core.tiebreaks.model import Tied

F = Fraction


def test_the_values_of_each_players_own_leave_out_those_of_the_tied_group() -> None:
    # Four players, every game drawn: 1½ points each; SB = 3 × ½ × 1½ = 2¼.
    t = rated_event([2000, 2100, 2200, 2300])
    values = compute_tiebreaks(
        build_crosstable(t, game_results(t, ALL_DRAWN)), ["DE", "sb", "ORD", "TPN/R"]
    )
    assert values == {"SB": (F(9, 4),) * 4, "TPN/R": (1, 2, 3, 4)}


def test_a_column_splits_by_the_values_and_leaves_a_group_whole_without_one() -> None:
    split = column("SB", [F(3), F(2), F(3), None])
    parts, shown, cuts = split([1, 2, 3])
    assert (parts, shown) == ([[1, 3], [2]], {})
    assert [(cut.criterion, cut.parts) for cut in cuts] == [("SB", ((1, 3), (2,)))]
    assert split([1, 4]).parts == [[1, 4]]
    # The lower first: TPN.
    assert column("TPN", [1, 2, 3], higher_first=False)([3, 1]).parts == [[1], [3]]


def test_a_code_worked_on_the_tied_group_takes_its_function_and_key() -> None:
    # FORFEIT (tests/core/conftest.py): 1 beat 2 by forfeit, 2 and 3 drew.
    t = rated_event([2000, 2100, 2200, 2300])
    crosstable = build_crosstable(t, game_results(t, FORFEIT))
    tied = Tied(crosstable, lambda: [[1], [2], [3], [4]])
    splitter = player_step(parse_code("DE"), "DE:GP", tied, {})
    parts, shown, cuts = splitter([1, 2])
    assert parts == [[1], [2]]
    assert shown == {1: 1, 2: 0}
    assert {cut.criterion for cut in cuts} == {"DE:GP"}
    # A value of each player's own is split by its values, keyed as given.
    by_sb = player_step(parse_code("SB"), "SB", tied, {"SB": [F(1), F(2)]})
    assert by_sb([1, 2]).parts == [[2], [1]]


def test_a_team_code_ranks_by_its_entry(record: Record, four: Matches) -> None:
    # FOUR (see test_team_groups): BC of team 1 = 1×1 + 2×2 + 3×1½ + 4×1½
    # = 15½, of team 3 = 1×1½ + 2×½ + 3×2 + 4×2 = 16½; the lower first.
    tbl = four_table(record, four)
    values = compute_team_tiebreaks(tbl, ["BC", "EDE"])
    assert set(values) == {"BC"}
    assert (values["BC"][0], values["BC"][2]) == (F(31, 2), F(33, 2))
    assert team_step("BC", tbl, values)([3, 1]).parts == [[1], [3]]
    assert team_step("EDE", tbl, values)([1, 3]).parts == [[3], [1]]
