"""What the rank norms report: a norm reached, fulfilled or short of a
condition, the points each rank needs, and when the report is final."""

from __future__ import annotations

from fractions import Fraction

from tests.core.ranks.rank_fields import TABLE

from berger.core.ranks.report import (
    Condition,
    ConditionCheck,
    PlayerRanks,
    RankNorm,
    RankReport,
)

FIRST = TABLE.rank("1 разряд")
assert FIRST is not None
GAMES = ConditionCheck(Condition.GAMES, 7, 6, 7)
HERE = ConditionCheck(Condition.PARTICIPANTS, 8, 10, 10)


def norm(points: Fraction, *conditions: ConditionCheck) -> RankNorm:
    assert FIRST is not None
    return RankNorm(
        rank=FIRST,
        needed=Fraction(51, 10),
        points=points,
        remaining=1,
        still_needed=max(Fraction(0), Fraction(51, 10) - points),
        possible=True,
        conditions=conditions,
    )


def test_a_condition_met_now_or_possible_at_most() -> None:
    assert (GAMES.met, GAMES.possible) == (False, True)
    assert (HERE.met, HERE.possible) == (True, True)
    short = ConditionCheck(Condition.GAMES, 7, 4, 6)
    assert (short.met, short.possible) == (False, False)


def test_reached_is_the_points_fulfilled_is_every_condition_too() -> None:
    short = norm(Fraction(5), HERE)
    assert not short.reached
    assert not short.fulfilled
    made = norm(Fraction(11, 2), HERE)
    assert made.reached
    assert made.fulfilled
    assert made.unmet == ()
    early = norm(Fraction(11, 2), HERE, GAMES)
    assert early.reached
    assert not early.fulfilled
    assert early.unmet == (GAMES,)


def player(remaining: int, *norms: RankNorm) -> PlayerRanks:
    return PlayerRanks(
        number=1,
        name="P1",
        written="2 разряд",
        rank=TABLE.rank("2"),
        games=9 - remaining,
        remaining=remaining,
        points=Fraction(11, 2),
        opponents=(),
        unranked=0,
        norms=norms,
        fulfilled=None,
    )


def report(after_round: int, *players: PlayerRanks) -> RankReport:
    return RankReport(
        table=TABLE,
        after_round=after_round,
        participants=10,
        coefficient=Fraction(3, 2),
        highest=FIRST,
        judges=(),
        players=players,
    )


def test_needed_by_the_tables_word() -> None:
    assert player(0, norm(Fraction(5))).needed == {"1 разряд": Fraction(51, 10)}


def test_final_once_no_game_is_left_after_a_round() -> None:
    assert report(9, player(0), player(0)).final
    assert not report(8, player(1), player(0)).final
    assert not report(0, player(0)).final
