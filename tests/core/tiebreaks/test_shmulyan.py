"""SHM, the Shmulyan coefficient: the points of the opponents beaten less
those of the opponents lost to; worked by hand."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import game_results, rated_event, tiebreak_column

from berger.core.crosstable import build_crosstable
from berger.core.results import Results
from berger.core.scoring import DRAUGHTS
from berger.core.standings import compute_standings
from berger.core.tiebreaks.shmulyan import shmulyan
from berger.core.withdrawal import WithdrawalRule

F = Fraction

# Five players, draughts points (2/1/0):
#   1: beats 2 and 3, draws 4, loses to 5     -> 5
#   2: loses to 1, beats 3 and 4, draws 5     -> 5
#   3: loses to 1 and 2, beats 4 and 5        -> 4
#   4: draws 1, loses to 2 and 3, beats 5     -> 3
#   5: beats 1, draws 2, loses to 3 and 4     -> 3
# SHM: 1 = (2's 5 + 3's 4) - 5's 3 = 6; 2 = (3's 4 + 4's 3) - 1's 5 = 2;
# 3 = (4's 3 + 5's 3) - (1's 5 + 2's 5) = -4; 4 = 5's 3 - (2's 5 + 3's 4)
# = -6; 5 = 1's 5 - (3's 4 + 4's 3) = -2.
GAMES = {
    (1, 2): "1-0",
    (1, 3): "1-0",
    (1, 4): "=",
    (1, 5): "0-1",
    (2, 3): "1-0",
    (2, 4): "1-0",
    (2, 5): "=",
    (3, 4): "1-0",
    (3, 5): "1-0",
    (4, 5): "1-0",
}


def test_beaten_less_lost_to() -> None:
    event = rated_event([None] * 5, scoring=DRAUGHTS)
    crosstable = build_crosstable(event, game_results(event, GAMES))
    assert list(crosstable.points) == [5, 5, 4, 3, 3]
    assert shmulyan(crosstable) == (F(6), F(2), F(-4), F(-6), F(-2))


def test_it_parts_the_level_in_the_standings() -> None:
    event = rated_event([None] * 5, scoring=DRAUGHTS)
    crosstable = build_crosstable(event, game_results(event, GAMES))
    standings = compute_standings(crosstable, ("SHM",))
    # 1 and 2 on 5: 6 against 2. 4 and 5 on 3: -2 against -6.
    assert [row.number for row in standings.rows] == [1, 2, 3, 5, 4]
    assert tiebreak_column(standings, "SHM")[5] == -2
    reverse = compute_standings(crosstable, ("SHM/R",))
    assert [row.number for row in reverse.rows] == [2, 1, 3, 4, 5]


def test_struck_games_count_nothing() -> None:
    # 5 withdraws after round 1 (1 has the bye, 2-5 drawn, 3-4) having
    # played one game of four: under the half rule all of 5's games are
    # struck. Then 1 = 5 (beat 2 and 3, drew 4), 2 = 4, 3 = 2, 4 = 1, and
    # SHM: 1 = 4 + 2 = 6; 2 = (2 + 1) - 5 = -2; 3 = 1 - (5 + 4) = -8;
    # 4 = 0 - (4 + 2) = -6; 5 = 0.
    event = rated_event([None] * 5, scoring=DRAUGHTS)
    games = {pair: code for pair, code in GAMES.items() if 5 not in pair}
    played = game_results(event, {**games, (2, 5): "="})
    results = Results(played.outcomes, {5: 1})
    crosstable = build_crosstable(
        event, results, after_round=5, withdrawal=WithdrawalRule.HALF
    )
    assert crosstable.struck[4]
    assert list(crosstable.points) == [5, 4, 2, 1, 0]
    assert shmulyan(crosstable) == (F(6), F(-2), F(-8), F(-6), F(0))


def test_a_forfeit_counts_as_the_game() -> None:
    # 4 loses to 5 by forfeit instead of beating 5: 5 = 5, 4 = 1, and 5
    # counts 4's 1 as beaten; 4 counts 5's 5 as lost to.
    event = rated_event([None] * 5, scoring=DRAUGHTS)
    crosstable = build_crosstable(event, game_results(event, {**GAMES, (4, 5): "-+"}))
    assert list(crosstable.points) == [5, 5, 4, 1, 5]
    values = shmulyan(crosstable)
    # 5: beat 1 (5) and 4 (1), lost to 3 (4): 2. 4: beat nobody, lost to 2,
    # 3 and 5: -(5 + 4 + 5) = -14.
    assert (values[4], values[3]) == (F(2), F(-14))
