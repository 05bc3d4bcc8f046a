"""Won games left out (FIDE B.01 1.4.1f), worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.norm_fields import (
    DROP_FIELD,
    DROP_SCORES,
    GM,
    SUBJECT,
    field,
    outcome,
    reasons,
    results,
)

from berger.core.norms import drop as norm_drop
from berger.core.norms.report import Exclusion


def test_a_won_game_left_out_makes_the_norm() -> None:
    # 1.4.1f. Eleven players: nine opponents summing 22275 (Ra 2475) and an
    # FM rated 2210 (above the floor). The subject beats the 2210, wins
    # against the three lowest of the nine and draws six: 7/10.
    # All ten: Ra = 24485 / 10 = 2448.5 → 2449; 70 %, dp 149: 2598 < 2600;
    # 2449 needs dp ≥ 151: 7½ (75 %).
    # Without the game against the 2210: 6/9 = 67 %, dp 125, Ra 2475: 2600.
    # Leaving out a win against the 2345 instead: (24485 − 2345) / 9 = 2460,
    # 2585: no.
    tournament = field(SUBJECT, *DROP_FIELD)
    gm = outcome(results(tournament, DROP_SCORES))[GM]
    dropped_round = next(g.round for g in gm.opponents if g.opponent == 11)
    assert gm.dropped == (dropped_round,)
    assert (gm.achieved, gm.games, gm.opponents_average) == (True, 9, 2475)
    assert (gm.points, gm.needed, gm.performance) == (Fraction(6), Fraction(6), 2600)
    assert gm.reasons == ()


def test_the_lowest_win_left_out_must_keep_the_mix() -> None:
    # Eleven players. Opponents: GMs 2600, 2560, 2540, 2500 and untitled
    # 2480, 2470, 2460, 2454 (20064 in all), an FM rated 2210 (A) and an
    # untitled player rated 2230 (B): five title-holders, enough for 10 games
    # (and for 9). The subject beats 2460, 2454, A and B, draws the rest: 7/10.
    # All ten: 24504 / 10 = 2450.4 → 2450, 70 %, dp 149: 2599, no norm.
    # Without A (the lowest): 22294 / 9 = 2477.1 → 2477, 6/9, dp 125: 2602,
    # but only 4 title-holders among 9 (5 needed).
    # Without B: 22274 / 9 = 2474.9 → 2475: 2600, and 5 title-holders: a norm.
    opponents = ["GM GER 2600", "GM POL 2560", "GM CZE 2540", "GM GEO 2500"]
    opponents += ["- LTU 2480", "- UKR 2470", "- POL 2460", "- GER 2454"]
    opponents += ["FM LTU 2210", "- CZE 2230"]
    tournament = field(SUBJECT, *opponents)
    scores = dict.fromkeys(range(2, 8), "=") | dict.fromkeys(range(8, 12), "1")
    gm = outcome(results(tournament, scores))[GM]
    left_out = [g.opponent for g in gm.opponents if g.excluded is Exclusion.DROPPED]
    assert left_out == [11]
    assert (gm.achieved, gm.games, gm.opponents_average, gm.performance) == (
        True,
        9,
        2475,
        2600,
    )
    # Trying no set beyond the lowest wins, the norm is missed, and says why.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(norm_drop, "MAX_DROP_SETS", 0)
        gm = outcome(results(tournament, scores))[GM]
    assert not gm.achieved
    assert reasons(gm) == ["scored 7 of 10; 7½ needed (performance 2599; 2600 needed)"]


def test_a_won_game_is_not_left_out_when_the_rest_falls_short() -> None:
    # The same scores, but only five title-holders: the four GMs and the FM
    # rated 2210 (the others untitled). All ten games: 5 of 10 title-holders,
    # enough, but 2598 < 2600 as before. Leaving out the win against the 2210
    # leaves 4 title-holders among 9 (5 needed); leaving out a win against an
    # untitled 2420, 2400 or 2345 leaves Ra 2452, 2454 or 2460 with 6/9
    # (dp 125): below 2600; and two games cannot go (9 must remain).
    opponents = [
        o if o.startswith("GM") or o.endswith("2210") else "- " + o.split(" ", 1)[1]
        for o in DROP_FIELD
    ]
    gm = outcome(results(field(SUBJECT, *opponents), DROP_SCORES))[GM]
    assert (gm.possible, gm.achieved, gm.dropped) == (True, False, ())
    assert reasons(gm) == ["scored 7 of 10; 7½ needed (performance 2598; 2600 needed)"]
