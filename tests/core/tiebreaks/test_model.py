"""A code of the chain as read, and the tables the values of each entrant's
own share."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import ALL_DRAWN, game_results, rated_event

from berger.core.crosstable import build_crosstable
from berger.core.tiebreaks.model import Tables, Tiebreak


def test_a_code_ranks_the_higher_value_first_unless_lower_first_or_reversed() -> None:
    assert Tiebreak("SB", "SB").higher_first
    assert not Tiebreak("SB/R", "SB", reverse=True).higher_first
    assert not Tiebreak("TPN", "TPN", lower_first=True).higher_first
    assert Tiebreak("TPN/R", "TPN", reverse=True, lower_first=True).higher_first


def test_the_code_is_spelled_as_trf_2026_does() -> None:
    assert Tiebreak("ks/l-2/r", "KS", limit=-2, reverse=True).code == "KS/L-2/R"
    assert Tiebreak("ARO-C2", "ARO", cut=2).code == "ARO/C2"


def test_a_shared_table_is_made_once_by_the_first_code_that_asks() -> None:
    t = rated_event([2000, 2100, 2200, 2300])
    tables = Tables(build_crosstable(t, game_results(t, ALL_DRAWN)), ())
    made: list[int] = []

    def points(of: Tables) -> list[object]:
        made.append(1)
        return list(of.crosstable.points)

    first = tables.shared(points)
    assert tables.shared(points) is first
    assert made == [1]
    assert first == [Fraction(3, 2)] * 4
    # Another table is another table.
    assert tables.shared(lambda of: list(of.crosstable.points)) is not first
