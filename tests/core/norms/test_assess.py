"""Title norms (FIDE B.01 1.4), worked by hand: the forecast, the games
left out (1.4.2), the outcome with its extra games, and the position after a
round."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from tests.core.norm_fields import (
    GM,
    IM,
    OPPONENTS,
    SUBJECT,
    WGM,
    WIM,
    field,
    forecast,
    no_results,
    outcome,
    reasons,
    results,
)

from berger.core.model import EventInfo
from berger.core.norms.assess import assess_norms
from berger.core.norms.report import Exclusion
from berger.core.tournament import make_tournament


def test_the_forecast_of_a_ten_player_field() -> None:
    checks = forecast(field(SUBJECT, *OPPONENTS))
    gm, im = checks[GM], checks[IM]
    # Ra = 22050 / 9 = 2450 (nobody below the floors).
    # GM: 2450 + dp ≥ 2600 needs dp ≥ 150: 6 is 67 % (125), 6½ is 72 % (166).
    assert (gm.possible, gm.games, gm.opponents_average, gm.needed) == (
        True,
        9,
        2450,
        Fraction(13, 2),
    )
    # IM: dp ≥ 0: 4½ (50 %, 0).
    assert (im.possible, im.needed, im.still_needed, im.remaining) == (
        True,
        Fraction(9, 2),
        Fraction(9, 2),
        9,
    )
    assert gm.reasons == im.reasons == ()
    assert (gm.achieved, gm.performance, gm.points) == (False, None, Fraction(0))
    assert reasons(checks[WGM]) == ["WGM norms are for women"]
    assert reasons(checks[WIM]) == ["WIM norms are for women"]
    assert not checks[WGM].possible


def test_title_holders_need_no_norm_for_their_title_or_a_lower_one() -> None:
    report = assess_norms(no_results(field(SUBJECT, *OPPONENTS)))
    gm = report.players[1]  # GM GER 2560
    assert [str(c.reasons[0]) for c in gm.norms] == ["already holds the GM title"] * 4
    im = report.players[4]  # IM GEO 2460: a GM norm is still possible
    # Ra = (22050 + 2400 − 2460) / 9 = 21990 / 9 = 2443.3 → 2443.
    assert (im.norm(GM).possible, im.norm(GM).opponents_average) == (True, 2443)
    assert reasons(im.norm(IM)) == ["already holds the IM title"]
    only_gm = assess_norms(no_results(field(SUBJECT, *OPPONENTS)), titles=[GM])
    assert [c.title for c in only_gm.players[0].norms] == [GM]
    with pytest.raises(KeyError):
        only_gm.players[0].norm(IM)


# -- results ------------------------------------------------------------------


def test_an_unrated_opponent_without_a_point_against_the_rated_is_left_out() -> None:
    # Eleven players: the subject, the nine rated opponents (2..10) and an
    # unrated player (11) who loses every game against the rated ones. The
    # subject's win against them does not count (1.4.2): 9 games remain, Ra
    # 2450 as before. Against 2..10 the subject wins 5, loses 1 and draws 3:
    # 6½/9 = 72 %, dp 166, Rp 2616: a GM norm.
    tournament = field(SUBJECT, *OPPONENTS, "- GER -")
    subject = {2: "1", 3: "1", 4: "1", 5: "0", 6: "1", 7: "1"}
    subject |= {8: "=", 9: "=", 10: "=", 11: "1"}

    def unrated_loses(white: int, black: int) -> str:
        if 11 in (white, black):
            return "0" if white == 11 else "1"
        return "="

    gm = outcome(results(tournament, subject, others=unrated_loses))[GM]
    assert (gm.games, gm.opponents_average, gm.points) == (9, 2450, Fraction(13, 2))
    assert (gm.achieved, gm.performance, gm.needed) == (True, 2616, Fraction(13, 2))
    left_out = [g for g in gm.opponents if g.excluded is not None]
    assert [(g.opponent, g.excluded) for g in left_out] == [
        (11, Exclusion.UNRATED_NO_POINTS)
    ]

    # Had the unrated player drawn against player 10, the game would count at
    # 1400, raised to the floor 2200 as the lowest: Ra = (22050 + 2200) / 10
    # = 2425; 7½/10 = 75 %, dp 193: 2618.
    def unrated_draws_once(white: int, black: int) -> str:
        return "=" if {white, black} == {10, 11} else unrated_loses(white, black)

    gm = outcome(results(tournament, subject, others=unrated_draws_once))[GM]
    assert (gm.games, gm.opponents_average, gm.points, gm.performance) == (
        10,
        2425,
        Fraction(15, 2),
        2618,
    )
    assert all(g.excluded is None for g in gm.opponents)


def test_a_forfeit_is_left_out() -> None:
    # A forfeit win against the last FM (10): 8 of the 9 games count (1.4.2).
    subject = dict.fromkeys(range(2, 11), "1") | {10: "+"}
    checks = outcome(results(field(SUBJECT, *OPPONENTS), subject))
    assert reasons(checks[GM]) == ["only 8 of 9 games count; 9 needed"]
    assert not checks[GM].possible
    assert not checks[GM].achieved
    assert checks[GM].opponents == ()  # listed only where a norm is possible
    # The performance is over the 8 games played: (22050 − 2370) / 8 = 2460,
    # 8/8 = 100 %, dp 800: 3260.
    assert checks[GM].performance == 3260
    # With an eleventh player (FM LTU 2400) lost to by forfeit, the other nine
    # games count: 5 wins, a loss, 3 draws = 6½, Ra 2450, 72 %: 2616, a norm.
    subject = {2: "1", 3: "1", 4: "1", 5: "0", 6: "1", 7: "1"}
    subject |= {8: "=", 9: "=", 10: "=", 11: "-"}
    gm = outcome(results(field(SUBJECT, *OPPONENTS, "FM LTU 2400"), subject))[GM]
    assert (gm.achieved, gm.games, gm.points, gm.performance) == (
        True,
        9,
        Fraction(13, 2),
        2616,
    )
    forfeit = [g for g in gm.opponents if g.excluded is not None]
    assert [(g.opponent, g.excluded, g.score, g.adjusted) for g in forfeit] == [
        (11, Exclusion.FORFEIT, None, None)
    ]


def test_extra_games_for_each_full_point_above_the_norm() -> None:
    # 1.4.1d. The base field, 8/9 (draws against the first two GMs, seven
    # wins): GM needs 6½, 1½ above: one extra game, 10 for the application;
    # IM needs 4½, 3½ above: three. Rp = 2450 + dp(89 %) = 2450 + 351 = 2801.
    subject = dict.fromkeys(range(2, 11), "1") | {2: "=", 3: "="}
    checks = outcome(results(field(SUBJECT, *OPPONENTS), subject))
    assert (checks[GM].achieved, checks[GM].extra_games) == (True, 1)
    assert checks[GM].credited_games == 10
    assert (checks[IM].extra_games, checks[IM].credited_games) == (3, 12)
    assert checks[GM].performance == 2801
    assert checks[GM].still_needed == 0
    assert checks[GM].still_possible


def test_more_than_13_games_count_as_13() -> None:
    # A 16-player round robin: 15 games. The subject scores 15/15; whatever
    # the margin, the norm counts 13 games.
    opponents = [*OPPONENTS, "GM GEO 2500", "GM LTU 2500", "IM CZE 2450"]
    opponents += ["IM POL 2450", "FM GEO 2400", "FM LTU 2400"]
    subject = dict.fromkeys(range(2, 17), "1")
    gm = outcome(results(field(SUBJECT, *opponents), subject))[GM]
    assert (gm.achieved, gm.games) == (True, 15)
    assert gm.extra_games > 0
    assert gm.credited_games == 13


def test_a_missed_norm_says_by_how_much() -> None:
    # 6/9 in the base field: GM needs 6½; Rp = 2450 + 125 = 2575.
    subject = dict.fromkeys(range(2, 11), "=") | {8: "1", 9: "1", 10: "1"}
    checks = outcome(results(field(SUBJECT, *OPPONENTS), subject))
    assert reasons(checks[GM]) == [
        "scored 6 of 9; 6½ needed (performance 2575; 2600 needed)"
    ]
    assert (checks[GM].possible, checks[GM].still_possible) == (True, False)
    assert checks[GM].still_needed == Fraction(1, 2)
    assert checks[IM].achieved


def test_after_a_round_points_so_far_and_still_needed() -> None:
    # Player 1 meets 10, 2 and 3 in rounds 1–3 (the Berger table) and loses
    # all three: after round 3, 0 points and 6 games left. GM needs 6½: out
    # of reach. IM needs 4½: still possible, all 4½ still needed.
    subject = {2: "0", 3: "0", 10: "0"} | dict.fromkeys(range(4, 10), "1")
    checks = outcome(results(field(SUBJECT, *OPPONENTS), subject, after_round=3))
    gm, im = checks[GM], checks[IM]
    assert (gm.possible, gm.points, gm.remaining, gm.still_possible) == (
        True,
        Fraction(0),
        6,
        False,
    )
    assert reasons(gm) == ["0 so far and 6 games left: at most 6; 6½ needed"]
    assert (im.still_needed, im.still_possible, im.reasons) == (
        Fraction(9, 2),
        True,
        (),
    )
    assert not im.achieved
    # The performance so far: 0/3 against 2370, 2560 and 2520 (average
    # 2483.3 → 2483), dp −800: 1683.
    assert gm.performance == 1683


def test_games_a_withdrawn_opponent_will_not_play_do_not_count() -> None:
    # Eleven players; the subject has the bye in round 1 and meets player k in
    # round k. Player 11 withdrew after round 2: after round 2 the game of
    # round 11 will not be played, 9 of 10 games count and 8 are still to play.
    players = list(field(SUBJECT, *OPPONENTS, "FM LTU 2400").players)
    players[10] = replace(players[10], withdrawn_after=2)
    tournament = make_tournament(EventInfo(), players)
    subject = dict.fromkeys(range(2, 12), "=")
    gm = outcome(results(tournament, subject, after_round=2))[GM]
    excluded = [(g.round, g.opponent, g.excluded) for g in gm.opponents if g.excluded]
    assert excluded == [(11, 11, Exclusion.NOT_PLAYED)]
    assert (gm.possible, gm.games, gm.remaining, gm.points) == (
        True,
        9,
        8,
        Fraction(1, 2),
    )
    # In a ten-player field the same leaves 8 of 9: no norm.
    players = list(field(SUBJECT, *OPPONENTS).players)
    players[8] = replace(players[8], withdrawn_after=2)  # met in round 9
    tournament = make_tournament(EventInfo(), players)
    gm = outcome(results(tournament, subject, after_round=2))[GM]
    assert reasons(gm) == ["only 8 of 9 games count; 9 needed"]
