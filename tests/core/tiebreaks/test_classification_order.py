"""ORD, the results in the order of the classification (the FMJD's criterion
c: see docs/draughts-rules-sources.md): every case worked by hand."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import game_results, places, rated_event, tiebreak_column

from berger.core.crosstable import build_crosstable
from berger.core.cuts import Cut
from berger.core.scoring import DRAUGHTS
from berger.core.standings import compute_standings
from berger.core.tiebreaks.classification_order import rank_by_classification
from berger.core.tiebreaks.codes import parse_chain

F = Fraction

# Six players, draughts points (2/1/0), a single round robin:
#   1: beats 2, 4, 5, 6, draws 3                    -> 4W 1D = 9
#   2: loses to 1, draws 3 and 5, beats 4 and 6       -> 2W 2D = 6
#   3: draws 1 and 2, loses to 4, beats 5 and 6       -> 2W 2D = 6
#   4: loses to 1 and 2, beats 3 and 6, draws 5       -> 2W 1D = 5
#   5: loses to 1 and 3, draws 2 and 4, beats 6       -> 1W 2D = 4
#   6: loses every game                               -> 0
# 2 and 3 are level on points (6), on wins (2 each) and on their own game
# (a draw): the FMJD's a) and b) leave them level. c): against the winner,
# 1, player 3 drew and player 2 lost: 3 is second, 2 third, parted at the
# classification's first place.
FMJD_CASE = {
    (1, 2): "1-0",
    (1, 3): "=",
    (1, 4): "1-0",
    (1, 5): "1-0",
    (1, 6): "1-0",
    (2, 3): "=",
    (2, 4): "1-0",
    (2, 5): "=",
    (2, 6): "1-0",
    (3, 4): "0-1",
    (3, 5): "1-0",
    (3, 6): "1-0",
    (4, 5): "=",
    (4, 6): "1-0",
    (5, 6): "1-0",
}

# Six players, chess points. 1 = 4 alone, 2 = 3 alone, then 3, 4 and 5 on
# 2½ each, 6 = ½. The three level ones drew each other; against 1, player 3
# drew while 4 and 5 lost: 3 goes first, at place 1. Against 2, player 4
# won and 5 drew: 4 before 5, at place 2.
#   1: draws 2 and 3, beats 4, 5, 6              -> 4
#   2: draws 1 and 5, beats 3 and 6, loses to 4  -> 3
#   3: draws 1, 4, 5, loses to 2, beats 6        -> 2½
#   4: loses to 1, beats 2, draws 3, 5 and 6     -> 2½
#   5: loses to 1, draws 2, 3, 4, beats 6        -> 2½
#   6: draws 4, loses the rest                   -> ½
THREE_LEVEL = {
    (1, 2): "=",
    (1, 3): "=",
    (1, 4): "1-0",
    (1, 5): "1-0",
    (1, 6): "1-0",
    (2, 3): "1-0",
    (2, 4): "0-1",
    (2, 5): "=",
    (2, 6): "1-0",
    (3, 4): "=",
    (3, 5): "=",
    (3, 6): "1-0",
    (4, 5): "=",
    (4, 6): "=",
    (5, 6): "1-0",
}

# Five players, chess points. 1 and 2 share the top on 2½, 5 is alone on 2,
# 3 and 4 share the bottom on 1½:
#   1: beats 2 and 5, loses to 3, draws 4     -> 2½
#   2: loses to 1, beats 3 and 5, draws 4     -> 2½
#   3: beats 1, loses to 2 and 5, draws 4     -> 1½
#   4: draws 1, 2 and 3, loses to 5           -> 1½
#   5: loses to 1 and 2, beats 3 and 4        -> 2
SHARED_TOP = {
    (1, 2): "1-0",
    (1, 3): "0-1",
    (1, 4): "=",
    (1, 5): "1-0",
    (2, 3): "1-0",
    (2, 4): "=",
    (2, 5): "1-0",
    (3, 4): "=",
    (3, 5): "0-1",
    (4, 5): "0-1",
}


def test_the_fmjd_order_wins_then_between_then_in_order_of_classification() -> None:
    event = rated_event([None] * 6, scoring=DRAUGHTS)
    crosstable = build_crosstable(event, game_results(event, FMJD_CASE))
    assert list(crosstable.points) == [9, 6, 6, 5, 4, 0]
    level = compute_standings(crosstable, ("WIN", "DE"))
    assert [row.place for row in level.rows][1:3] == ["2-3", "2-3"]
    standings = compute_standings(crosstable, ("WIN", "DE", "ORD"))
    assert places(standings) == [
        ("1", 1, F(9)),
        ("2", 3, F(6)),
        ("3", 2, F(6)),
        ("4", 4, F(5)),
        ("5", 5, F(4)),
        ("6", 6, F(0)),
    ]
    # Parted at the first place of the classification; the others were
    # never level when ORD came.
    assert tiebreak_column(standings, "ORD") == {
        1: None,
        2: 1,
        3: 1,
        4: None,
        5: None,
        6: None,
    }


def test_three_level_are_parted_one_step_of_the_classification_after_another() -> None:
    event = rated_event([None] * 6)
    crosstable = build_crosstable(event, game_results(event, THREE_LEVEL))
    assert list(crosstable.points) == [4, 3, F(5, 2), F(5, 2), F(5, 2), F(1, 2)]
    standings = compute_standings(crosstable, ("DE", "ORD"))
    assert [(row.place, row.number) for row in standings.rows] == [
        ("1", 1),
        ("2", 2),
        ("3", 3),
        ("4", 4),
        ("5", 5),
        ("6", 6),
    ]
    assert tiebreak_column(standings, "ORD") == {
        1: None,
        2: None,
        3: 1,
        4: 2,
        5: 2,
        6: None,
    }
    # Reversed, the fewer points against the best placed first.
    reverse = compute_standings(crosstable, ("ORD/R",))
    assert [row.number for row in reverse.rows][2:5] == [5, 4, 3]


def test_players_level_in_the_classification_are_one_step() -> None:
    event = rated_event([None] * 5)
    crosstable = build_crosstable(event, game_results(event, SHARED_TOP))
    assert list(crosstable.points) == [
        F(5, 2),
        F(5, 2),
        F(3, 2),
        F(3, 2),
        F(2),
    ]
    standings = compute_standings(crosstable, ("ORD",))
    # 1 and 2: against 5 (place 3) both won; against 3 and 4 together
    # (place 4) player 1 scored ½, player 2 1½: 2 first. 3 and 4: against
    # 1 and 2 together both scored 1 (3 beat 1 and lost to 2, 4 drew both),
    # against 5 both lost: level (counted one by one, 3's win over 1 would
    # have put 3 first).
    assert [(row.place, row.number) for row in standings.rows] == [
        ("1", 2),
        ("2", 1),
        ("3", 5),
        ("4-5", 3),
        ("4-5", 4),
    ]
    assert tiebreak_column(standings, "ORD") == {1: 4, 2: 4, 3: None, 4: None, 5: None}


def test_rank_by_classification_on_its_own() -> None:
    event = rated_event([None] * 5)
    crosstable = build_crosstable(event, game_results(event, SHARED_TOP))
    parts, shown, cuts = rank_by_classification(
        crosstable, [3, 4], [[1, 2], [5], [3, 4]]
    )
    assert parts == [[3, 4]]
    assert shown == {}
    # Against places 1-2 (players 1 and 2), then place 3 (player 5): level.
    assert [(cut.place, cut.parts) for cut in cuts] == [(1, ((3, 4),)), (3, ((3, 4),))]
    # Another classification: 1 alone first. Against 1, 3 won and 4 drew.
    parts, shown, cuts = rank_by_classification(
        crosstable, [4, 3], [[1], [2], [5], [3, 4]]
    )
    assert parts == [[3], [4]]
    assert shown == {3: 1, 4: 1}
    assert cuts == [
        Cut("ORD", (3, 4), ((3,), (4,)), {4: Fraction(1, 2), 3: 1}, place=1)
    ]


def test_games_not_played_yet_count_nothing() -> None:
    # Round 1 of FMJD_CASE is 1-6, 2-5, 3-4: after it neither 2 nor 3 has
    # met 1, so the step of 1 parts nothing; after round 3 (1-2 in round 2,
    # 3-1 in round 3) it parts them as at the end.
    event = rated_event([None] * 6, scoring=DRAUGHTS)
    results = game_results(event, FMJD_CASE)
    early = build_crosstable(event, results, after_round=1)
    assert rank_by_classification(early, [2, 3], [[1], [2, 3]])[:2] == ([[2, 3]], {})
    later = build_crosstable(event, results, after_round=3)
    assert rank_by_classification(later, [2, 3], [[1], [2, 3]])[:2] == (
        [[3], [2]],
        {2: 1, 3: 1},
    )


def test_ord_is_a_code_of_the_chain() -> None:
    assert parse_chain(["win", "de", "ord"]) == ("WIN", "DE", "ORD")
    assert parse_chain(["ORD/R"]) == ("ORD/R",)
