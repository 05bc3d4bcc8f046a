"""The withdrawal rule: the games after the last round forfeited, every
game struck before half were played (or always, or never, by the rule), and
a result after withdrawing refused."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import places, rated_event, record_games, tiebreak_column

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import Outcome
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import ScheduleError

F = Fraction

FOUR = {(1, 2): "1-0", (1, 3): "=", (1, 4): "1-0", (2, 3): "1-0"}
FOUR |= {(2, 4): "1-0", (3, 4): "="}
"""Four players' games, "a against b" from a's side (``(1, 2): "1-0"``: 1 beat 2)."""


# Five players; every game of the schedule won by white, except that 5
# withdraws. N = 6: R1 1–6 (bye 1), 2–5, 3–4 · R2 6–4 (bye 4), 5–3, 1–2 ·
# R3 2–6 (bye 2), 3–1, 4–5 · R4 6–5 (bye 5), 1–4, 2–3 · R5 3–6 (bye 3), 4–2, 5–1.
def _white_wins(tournament: Tournament, skip: int, after: int) -> Results:
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if skip in (game.white, game.black) and game.round > after:
            continue
        builder.add(game.round, game.white, game.black, Outcome.WHITE_WIN)
    builder.withdraw(skip, after)
    return builder.build()


def test_withdrawal_after_half_the_games_forfeits_the_rest() -> None:
    # 5 withdraws after round 2 having played 2 of 4 games (not fewer than
    # half): R3 4–5 and R5 5–1 are lost by forfeit.
    # Points: 1 = 1 (R2 v 2) + 0 (R3) + 1 (R4 v 4) + 1 (R5 forfeit) = 3;
    # 2 = 1 (R1 v 5) + 0 + 1 (R4 v 3) + 0 (R5) = 2; 3 = 1 (R1) + 0 (R2) + 1 (R3)
    # + 0 (R4) = 2; 4 = 0 + 1 (R3 forfeit) + 0 + 1 (R5 v 2) = 2; 5 = 0 + 1 = 1.
    # SB: 1 = 2 (2) + 2 (4) + 1 (5, forfeit) = 5; 2 = 1 (5) + 2 (3) = 3;
    # 3 = 2 (4) + 3 (1) = 5; 4 = 1 (5) + 2 (2) = 3; 5 = 2 (3) = 2.
    t = rated_event([None] * 5)
    crosstable = build_crosstable(t, _white_wins(t, 5, 2))
    standings = compute_standings(crosstable, ["SB"])
    assert places(standings) == [
        ("1", 1, F(3)),
        ("2", 3, F(2)),
        ("3-4", 2, F(2)),
        ("3-4", 4, F(2)),
        ("5", 5, F(1)),
    ]
    assert tiebreak_column(standings, "SB") == {1: 5, 2: 3, 3: 5, 4: 3, 5: 2}
    assert crosstable.cell(4, 3).score is Score.FORFEIT_WIN
    assert crosstable.cell(5, 5).score is Score.FORFEIT_LOSS
    assert not any(crosstable.struck)
    assert standings.rows[-1].withdrawn_after == 2
    assert standings.final


def test_withdrawal_before_half_the_games_strikes_them_all() -> None:
    # 5 withdraws after round 1 having played 1 of 4 games: every game of 5 is
    # struck (shown, not counted). Points: 1 = 1 (v 2) + 0 (v 3) + 1 (v 4) = 2;
    # 2 = 0 + 1 (v 3) + 0 (v 4) = 1; 3 = 1 (v 4) + 1 (v 1) + 0 = 2;
    # 4 = 0 + 0 + 1 (v 2) = 1.
    # SB: 1 = 1 (2) + 1 (4) = 2; 3 = 1 (4) + 2 (1) = 3; 2 = 2 (3); 4 = 1 (2).
    # 5 comes last whatever their points.
    t = rated_event([None] * 5)
    crosstable = build_crosstable(t, _white_wins(t, 5, 1))
    standings = compute_standings(crosstable, ["SB"])
    assert places(standings) == [
        ("1", 3, F(2)),
        ("2", 1, F(2)),
        ("3", 2, F(1)),
        ("4", 4, F(1)),
        ("5", 5, F(0)),
    ]
    assert tiebreak_column(standings, "SB") == {3: 3, 1: 2, 2: 2, 4: 1, 5: 0}
    assert crosstable.struck == (False, False, False, False, True)
    first = crosstable.cell(2, 1)
    assert (first.score, first.struck, first.points) == (Score.WIN, True, F(1))
    assert all(cell.struck for cell in crosstable.rows[4])
    assert crosstable.games_played == (3, 3, 3, 3, 0)
    assert standings.rows[-1].struck


def test_withdrawal_rule_forfeit_keeps_an_early_leaver_counted() -> None:
    # As above, but with the forfeit rule: 5's R2 (5–3), R3 (4–5) and R5 (5–1)
    # are forfeits, nothing is struck. Points: 1 = 2 + 1 = 3; 2 = 1 + 1 = 2
    # (R1 v 5 counts); 3 = 2 + 1 = 3; 4 = 1 + 1 = 2; 5 = 0.
    t = rated_event([None] * 5)
    crosstable = build_crosstable(
        t, _white_wins(t, 5, 1), withdrawal=WithdrawalRule.FORFEIT
    )
    assert crosstable.points == tuple(map(F, (3, 2, 3, 2, 0)))
    assert not any(crosstable.struck)
    strike = build_crosstable(t, _white_wins(t, 5, 2), withdrawal=WithdrawalRule.STRIKE)
    assert strike.struck[4]


def test_withdrawn_player_with_a_later_played_game_is_refused() -> None:
    t = rated_event([None] * 4)
    builder = record_games(ResultsBuilder(t.schedule), t, FOUR)
    builder.withdraw(4, 1)
    with pytest.raises(ScheduleError, match="withdrew after round 1 but has a result"):
        build_crosstable(t, builder.build())
