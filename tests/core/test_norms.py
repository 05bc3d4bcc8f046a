"""Title norms (FIDE B.01 1.4), worked by hand: every requirement that can
fail, the needed score, exclusions, 1.4.1f, the national exemption and the
position after a round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core import norms
from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.norms import (
    Exclusion,
    NormCheck,
    NormTitle,
    Shortfall,
    assess_norms,
    needed_score,
)
from berger.core.rating import dp
from berger.core.results import ResultsBuilder
from berger.core.titles import Title
from berger.core.tournament import Tournament, make_tournament

GM, IM, WGM, WIM = NormTitle.GM, NormTitle.IM, NormTitle.WGM, NormTitle.WIM


def field(*specs: str, cycles: int = 1, sex: str = "m") -> Tournament:
    """Players from "TITLE FED RATING" ("-" for none); the first one is the
    player whose norms the tests look at, of sex ``sex``."""
    players = []
    for index, spec in enumerate(specs, start=1):
        title, federation, rating = spec.split()
        players.append(
            Player(
                f"P{index}",
                None if rating == "-" else int(rating),
                None if federation == "-" else federation,
                title=None if title == "-" else title,
                sex=sex if index == 1 else None,
            )
        )
    return make_tournament(EventInfo(), players, cycles=cycles)


# The subject: an FM of Ukraine; nine opponents averaging exactly 2450
# (2560 + 2520 + 2500 + 2460 + 2440 + 2420 + 2400 + 2380 + 2370 = 22050),
# 3 GMs, 3 IMs, 3 FMs, from GER, POL, CZE, GEO, LTU and UKR (2 of them).
SUBJECT = "FM UKR 2400"
OPPONENTS = (
    "GM GER 2560",
    "GM POL 2520",
    "GM CZE 2500",
    "IM GEO 2460",
    "IM LTU 2440",
    "IM UKR 2420",
    "FM POL 2400",
    "FM GER 2380",
    "FM UKR 2370",
)

# A game's result from the first-named player's side: (as white, as black).
_OUTCOMES = {
    "1": (Outcome.WHITE_WIN, Outcome.BLACK_WIN),
    "=": (Outcome.DRAW, Outcome.DRAW),
    "0": (Outcome.BLACK_WIN, Outcome.WHITE_WIN),
    "+": (Outcome.WHITE_FORFEIT_WIN, Outcome.BLACK_FORFEIT_WIN),
    "-": (Outcome.BLACK_FORFEIT_WIN, Outcome.WHITE_FORFEIT_WIN),
}


def results(
    tournament: Tournament,
    subject: dict[int, str],
    *,
    others: Callable[[int, int], str] = lambda a, b: "=",
    after_round: int | None = None,
) -> Crosstable:
    """The crosstable after every round (or ``after_round``): player 1's
    result against each opponent from ``subject`` (1, =, 0, + and - for
    forfeits), every other game ``others(white, black)`` from white's side."""
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if after_round is not None and game.round > after_round:
            continue
        if game.white == 1:
            outcome = _OUTCOMES[subject[game.black]][0]
        elif game.black == 1:
            outcome = _OUTCOMES[subject[game.white]][1]
        else:
            outcome = _OUTCOMES[others(game.white, game.black)][0]
        builder.add(game.round, game.white, game.black, outcome)
    return build_crosstable(tournament, builder.build(), after_round=after_round)


def no_results(tournament: Tournament) -> Crosstable:
    return build_crosstable(tournament, ResultsBuilder(tournament.schedule).build())


def forecast(
    tournament: Tournament, *, exempt_federations: bool = False
) -> dict[NormTitle, NormCheck]:
    return outcome(no_results(tournament), exempt_federations=exempt_federations)


def outcome(
    crosstable: Crosstable, *, exempt_federations: bool = False
) -> dict[NormTitle, NormCheck]:
    report = assess_norms(crosstable, exempt_federations=exempt_federations)
    return {check.title: check for check in report.players[0].norms}


def reasons(check: NormCheck) -> list[str]:
    return [str(reason) for reason in check.reasons]


# -- the needed score --------------------------------------------------------


def test_the_example_of_the_notes() -> None:
    # norms.md: 9 games, Ra 2463: 6½ is 72 %, dp 166: 2629 ≥ 2600; 6 is 67 %,
    # dp 125: 2588 < 2600. GM needs 6½.
    assert needed_score(2463, 9, GM) == Fraction(13, 2)
    # IM: 2463 + dp ≥ 2450 needs dp ≥ −13: 4½ is 50 % (0) but 4 is 44 % (−43).
    assert needed_score(2463, 9, IM) == Fraction(9, 2)


def test_the_35_percent_minimum() -> None:
    # WIM against 2300: dp ≥ −50 would be 43 % (−50); 9 × 35 % = 3.15, so
    # 3 (33 %) is too little anyway and 4 (44 %, −43) is the first that meets
    # both. Against 2500: dp ≥ −250 is met by 2 (22 %, −220), but 35 % needs
    # 3½ (39 %).
    assert needed_score(2300, 9, WIM) == 4
    assert needed_score(2500, 9, WIM) == Fraction(7, 2)


def test_a_full_score_that_falls_short() -> None:
    # Against 1700 even 9/9 gives 1700 + 800 = 2500 < 2600.
    assert needed_score(1700, 9, GM) is None
    with pytest.raises(ValueError, match="over 0 games"):
        needed_score(2500, 0, GM)


@given(st.integers(1500, 2900), st.integers(1, 30), st.sampled_from(NormTitle))
def test_the_needed_score_is_the_fewest_halves_that_do(
    average: int, games: int, title: NormTitle
) -> None:
    # The closed form against trying every score from 0 up.
    def makes_it(halves: int) -> bool:
        score = Fraction(halves, 2)
        return 100 * score >= 35 * games and average + dp(score, games) >= (
            title.performance
        )

    first = next((h for h in range(2 * games + 1) if makes_it(h)), None)
    expected = None if first is None else Fraction(first, 2)
    assert needed_score(average, games, title) == expected


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


def test_womens_norms() -> None:
    # A WFM (sex w) in the same field: WGM needs 2400: 2450 + dp ≥ 2400, dp ≥
    # −50: 4 is 44 % (−43): 4; WIM needs 2250: dp ≥ −200 is 24 %, but 35 % of
    # 9 is 3.15: 3½ (39 %, −80).
    checks = forecast(field("WFM UKR 2300", *OPPONENTS, sex="w"))
    assert (checks[WGM].needed, checks[WIM].needed) == (Fraction(4), Fraction(7, 2))
    # A WIM holder needs no WIM norm but can make a WGM one.
    checks = forecast(field("WIM UKR 2300", *OPPONENTS, sex="w"))
    assert reasons(checks[WIM]) == ["already holds the WIM title"]
    assert checks[WGM].possible
    # A women's title tells the sex where the list does not.
    checks = forecast(field("WFM UKR 2300", *OPPONENTS, sex=""))
    assert checks[WGM].possible


def test_rp_of_2599_5_before_rounding_makes_the_norm() -> None:
    # Ten games (eleven players). 7½/10 is 75 %, dp 193. Opponents summing
    # 24065 average 2406.5, Ra 2407: 2407 + 193 = 2600 (2599.5 before
    # rounding): a GM norm with 7½. Summing 24064 (2406.4, Ra 2406): 2599,
    # so 8 (80 %, 240) is needed.
    # Ten games need four GMs (a third of 10, rounded up).
    base = ["GM GER 2600", "GM POL 2500", "GM CZE 2450", "GM GEO 2420"]
    base += ["IM LTU 2400", "IM UKR 2380", "FM POL 2350", "FM GER 2340"]
    base += ["FM CZE 2320"]  # these nine sum 21760
    checks = forecast(field(SUBJECT, *base, "FM GEO 2305"))
    assert (checks[GM].opponents_average, checks[GM].needed) == (2407, Fraction(15, 2))
    checks = forecast(field(SUBJECT, *base, "FM GEO 2304"))
    assert (checks[GM].opponents_average, checks[GM].needed) == (2406, Fraction(8))


# -- requirements that fail ---------------------------------------------------


def test_eight_games() -> None:
    # A nine-player round robin gives 8 games: no norm (1.4.1).
    checks = forecast(field(SUBJECT, *OPPONENTS[:8]))
    assert checks[GM].games == 8
    assert reasons(checks[GM]) == ["only 8 games; 9 needed"]
    assert reasons(checks[IM]) == ["only 8 games; 9 needed"]
    assert (checks[GM].possible, checks[GM].needed) == (False, None)


def test_too_few_title_holders() -> None:
    # 3 GMs, 1 IM and 5 CMs: CMs are no title-holders (1.4.5a), so 4 of 9,
    # and half of 9 rounded up is 5. Ra = (2560 + 2520 + 2500 + 2460 +
    # 5 × 2400) / 9 = 22040 / 9 = 2448.9 → 2449.
    opponents = [*OPPONENTS[:4], *["CM POL 2400", "CM GER 2400", "CM LTU 2400"]]
    opponents += ["CM CZE 2400", "CM GEO 2400"]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == ["only 4 title-holders among 9 opponents; 5 needed"]
    assert reasons(checks[IM]) == ["only 4 title-holders among 9 opponents; 5 needed"]
    assert checks[GM].opponents_average == 2449


def test_only_two_gms() -> None:
    # The GM of CZE replaced by an IM: 2 GMs, but a GM norm needs at least a
    # third of 9 and at least 3 (1.4.5b). The IM norm counts IMs and GMs: 6.
    opponents = [*OPPONENTS[:2], "IM CZE 2500", *OPPONENTS[3:]]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == ["only 2 GM opponents; 3 needed"]
    assert checks[IM].possible
    # For a WIM norm WIMs, WGMs, IMs and GMs count: the text names them.
    only_two = [*OPPONENTS[:2], *["FM CZE 2500", "FM GEO 2460", "FM LTU 2440"]]
    only_two += ["FM UKR 2420", "FM POL 2400", "FM GER 2380", "FM UKR 2370"]
    checks = forecast(field("WFM UKR 2300", *only_two, sex="w"))
    assert reasons(checks[WIM]) == ["only 2 WIM, WGM, IM or GM opponents; 3 needed"]


def test_too_many_from_the_players_federation() -> None:
    # Six of nine opponents from UKR; 3/5 of 9 = 5.4, rounded down 5 (1.4.4).
    opponents = [*OPPONENTS[:3], "IM UKR 2460", "IM UKR 2440", *OPPONENTS[5:6]]
    opponents += ["FM UKR 2400", "FM UKR 2380", "FM UKR 2370"]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == [
        "6 of 9 opponents from UKR, the player's own federation; at most 5"
    ]


def test_one_federation_over_two_thirds() -> None:
    # Seven of nine from GER; 2/3 of 9 = 6 at most (1.4.4).
    opponents = ["GM GER 2560", "GM POL 2520", "GM GER 2500", "IM GER 2460"]
    opponents += ["IM GER 2440", "IM CZE 2420", "FM GER 2400", "FM GER 2380"]
    opponents += ["FM GER 2370"]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == [
        "7 of 9 opponents from GER; at most 6 from one federation"
    ]
    # Only GER and UKR: one federation besides the player's, two needed (1.4.3).
    opponents = [o.replace("POL", "GER").replace("CZE", "UKR") for o in opponents]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == [
        "federations among the opponents besides the player's own: 1; 2 needed",
        "8 of 9 opponents from GER; at most 6 from one federation",
    ]


def test_fid_and_blank_federations_count_as_no_federation() -> None:
    # CZE and both POL turned FID, GEO blank: besides UKR, GER and LTU are
    # left, two federations: enough. LTU turned FID too: one.
    opponents = [
        o.replace("CZE", "FID").replace("POL", "FID").replace("GEO", "-")
        for o in OPPONENTS
    ]
    assert forecast(field(SUBJECT, *opponents))[GM].possible
    opponents = [o.replace("LTU", "FID") for o in opponents]
    assert reasons(forecast(field(SUBJECT, *opponents))[GM]) == [
        "federations among the opponents besides the player's own: 1; 2 needed"
    ]


def test_ra_below_the_minimum() -> None:
    # Every opponent 71 points lower than the base field: 22050 − 639 = 21411,
    # Ra = 2379: below the GM minimum 2380 (1.4.7). The IM norm: 2379 + dp ≥
    # 2450 needs dp ≥ 71: 5 is 56 % (43), 5½ is 61 % (80).
    opponents = [f"{t} {f} {int(r) - 71}" for t, f, r in map(str.split, OPPONENTS)]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == ["opponents' average 2379 is below 2380"]
    assert checks[GM].opponents_average == 2379
    assert (checks[IM].possible, checks[IM].needed) == (True, Fraction(11, 2))


# Seven strong opponents (17970 points) for the floor tests.
STRONG_SEVEN = (
    *("GM GER 2650", "GM POL 2620", "GM CZE 2600", "IM GEO 2560"),
    *("IM LTU 2540", "IM UKR 2520", "FM POL 2480"),
)


def test_the_floor_raises_exactly_one_opponent() -> None:
    # Two opponents below the GM floor 2200: 2150 and 2100. Only the lowest is
    # raised (1.4.6): 2650 + 2620 + 2600 + 2560 + 2540 + 2520 + 2480 + 2150 +
    # 2200 = 22320, Ra = 2480 exactly (both raised would be 22370 → 2486).
    # The IM floor is 2050: nobody is raised, 22220 / 9 = 2468.9 → 2469.
    checks = forecast(field(SUBJECT, *STRONG_SEVEN, "FM GER 2150", "FM LTU 2100"))
    assert checks[GM].opponents_average == 2480
    assert checks[IM].opponents_average == 2469
    adjusted = [(g.rating, g.adjusted) for g in checks[GM].opponents]
    assert sorted(adjusted)[:2] == [(2100, 2200), (2150, 2150)]
    assert all(rating == adj for rating, adj in sorted(adjusted)[1:])


def test_unrated_opponents_count_as_1400() -> None:
    # Two unrated opponents: both count as 1400, and the first of them, the
    # lowest, is raised to the floor. GM: 2650 + 2620 + 2600 + 2560 + 2540 +
    # 2520 + 2480 = 17970; + 2200 + 1400 = 21570, Ra = 2396.7 → 2397.
    # IM: + 2050 + 1400 = 21420, Ra = 2380.
    checks = forecast(field(SUBJECT, *STRONG_SEVEN, "- GER -", "- LTU -"))
    assert checks[GM].opponents_average == 2397
    assert checks[IM].opponents_average == 2380
    unrated = [g.adjusted or 0 for g in checks[GM].opponents if g.rating is None]
    assert sorted(unrated) == [1400, 2200]
    # GM: 2397 + dp ≥ 2600 needs dp ≥ 203: 6½ is 72 % (166), 7 is 78 % (220).
    assert checks[GM].needed == 7


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


# Ten opponents for 1.4.1f: nine summing 22275 and an FM rated 2210; ten games
# need four GMs, nine three. The subject draws against 2–7 and wins against
# 8–11 (the three lowest of the nine and the 2210): 7/10.
DROP_FIELD = (
    *("GM GER 2600", "GM POL 2560", "GM CZE 2540", "GM GEO 2500"),
    *("IM LTU 2460", "IM UKR 2450", "FM POL 2420", "FM GER 2400"),
    *("FM CZE 2345", "FM LTU 2210"),
)
DROP_SCORES = dict.fromkeys(range(2, 8), "=") | dict.fromkeys(range(8, 12), "1")


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
        patch.setattr(norms, "MAX_DROP_SETS", 0)
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


# -- double round robin, exemption, after a round ----------------------------


def test_a_double_round_robin_of_six() -> None:
    # Six players, two cycles: 10 games against 5 opponents. Two GMs met twice
    # are 4 GM games: at least a third of 10 rounded up, 4 (1.4.5); 10
    # title-holder games. Federations: 2 games each from 5 federations.
    # Ra = (2560 + 2520 + 2460 + 2440 + 2400) / 5 = 2476.
    six = ["GM GER 2560", "GM POL 2520", "IM GEO 2460", "IM LTU 2440", "FM CZE 2400"]
    checks = forecast(field(SUBJECT, *six, cycles=2))
    assert (checks[GM].possible, checks[GM].games) == (True, 10)
    assert checks[GM].opponents_average == 2476
    # With one GM only: 2 GM games of 10, 4 needed.
    one_gm = [six[0], "IM POL 2520", *six[2:]]
    checks = forecast(field(SUBJECT, *one_gm, cycles=2))
    assert reasons(checks[GM]) == ["only 2 GM opponents; 4 needed"]
    # Five players, two cycles: 8 games, and too few players.
    checks = forecast(field(SUBJECT, *six[:4], cycles=2))
    assert reasons(checks[IM]) == [
        "only 8 games; 9 needed",
        "a double round robin needs at least 6 players; this one has 5",
    ]


def test_the_national_exemption() -> None:
    # A national championship: every player from UKR. Without the exemption
    # no federation besides the player's own and 9 of 9 from UKR; with it
    # (1.4.3a–d) the norm is possible.
    opponents = [o.split()[0] + " UKR " + o.split()[2] for o in OPPONENTS]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == [
        "federations among the opponents besides the player's own: 0; 2 needed",
        "9 of 9 opponents from UKR, the player's own federation; at most 5",
    ]
    checks = forecast(field(SUBJECT, *opponents), exempt_federations=True)
    assert (checks[GM].possible, checks[GM].needed) == (True, Fraction(13, 2))


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


def test_reasons_read_as_plain_words() -> None:
    reason = norms.Reason(
        Shortfall.TITLED, (("count", 2), ("titles", "GM"), ("needed", 3))
    )
    assert str(reason) == "only 2 GM opponents; 3 needed"
    points = norms.Reason(
        Shortfall.UNREACHABLE,
        (
            ("points", Fraction(1, 2)),
            ("remaining", 2),
            ("best", Fraction(5, 2)),
            ("needed", Fraction(3)),
        ),
    )
    assert str(points) == "½ so far and 2 games left: at most 2½; 3 needed"
    assert Title.GM in GM.qualifying
