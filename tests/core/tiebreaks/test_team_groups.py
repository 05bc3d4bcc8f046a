"""The team tie-breaks worked on a tied group, each splitter on its own: the
event is FOUR (tests/core/conftest.py), where teams 1 and 3 are level on
match and game points (3 and 6 each).

Board points, worked from FOUR's board results (round 1: 1–4 1, ½, ½, 0 for
team 1 and 2–3 0, 0, ½, 1 for team 3; round 2: 1–2 0, ½, 1, 1 and 4–3 ½ on
every board; round 3: 3–1 1, 0, 1, ½ for team 3): team 1 1, 2, 1½, 1½; team 3
1½, ½, 2, 2. In round 3 team 3 beat team 1 2½–1½.
"""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import Matches, Record, four_table

from berger.core.teams.event import Primary
from berger.core.tiebreaks.team_groups import (
    bottom_board_elimination,
    direct_encounter,
    encounter,
    extended_direct_encounter,
    top_board_results,
)

F = Fraction


def test_direct_encounter_counts_the_match_between_the_two(
    record: Record, four: Matches
) -> None:
    tbl = four_table(record, four)
    parts, shown, cuts = direct_encounter(tbl, "DE")([1, 3])
    # 3 won their match: 2 match points to 0.
    assert parts == [[3], [1]]
    assert shown == {3: 2, 1: 0}
    assert [(cut.criterion, cut.score) for cut in cuts] == [("DE", "match_points")]


def test_extended_direct_encounter_stops_where_match_points_split(
    record: Record, four: Matches
) -> None:
    tbl = four_table(record, four)
    parts, _shown, cuts = extended_direct_encounter(tbl, "EDE")([1, 3])
    assert parts == [[3], [1]]
    assert len(cuts) == 1


def test_encounter_is_what_a_team_scored_and_could_still_score(
    record: Record, four: Matches
) -> None:
    # After round 2, 1 and 3 have not met: 0 scored, 0 to 2 match points
    # (a loss 0, a win 2) and 0 to 4 game points still open.
    tbl = four_table(record, four, after_round=2)
    assert encounter(tbl, 1, [1, 3], Primary.MATCH) == (F(0), F(0), F(2))
    assert encounter(tbl, 1, [1, 3], Primary.GAME) == (F(0), F(0), F(4))
    assert encounter(four_table(record, four), 1, [1, 3], Primary.GAME) == (
        F(3, 2),
        F(3, 2),
        F(3, 2),
    )


def test_top_board_results_compare_board_one_first(
    record: Record, four: Matches
) -> None:
    tbl = four_table(record, four)
    parts, shown, cuts = top_board_results(tbl, "TBR")([1, 3])
    # Board 1: team 1 1, team 3 1½.
    assert parts == [[3], [1]]
    assert shown == {1: 1, 3: F(3, 2)}
    assert [(cut.board, cut.values) for cut in cuts] == [(1, {1: 1, 3: F(3, 2)})]


def test_bottom_board_elimination_drops_the_last_board_first(
    record: Record, four: Matches
) -> None:
    tbl = four_table(record, four)
    parts, shown, cuts = bottom_board_elimination(tbl, "BBE")([1, 3])
    # Boards 1-3: team 1 1 + 2 + 1½ = 4½, team 3 1½ + ½ + 2 = 4.
    assert parts == [[1], [3]]
    assert shown == {1: F(9, 2), 3: 4}
    assert [cut.board for cut in cuts] == [3]
