"""The requirements of a title norm besides the score (FIDE B.01 1.4.1–1.4.7),
worked by hand: every one that can fail, the floor, unrated opponents, a
double round robin and the national exemption."""

from __future__ import annotations

from fractions import Fraction

from tests.core.norm_fields import (
    GM,
    IM,
    OPPONENTS,
    STRONG_SEVEN,
    SUBJECT,
    WGM,
    WIM,
    field,
    forecast,
    reasons,
)


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
    short = ["title-holders among the opponents: 4 of 9; 5 needed"]
    assert reasons(checks[GM]) == reasons(checks[IM]) == short
    assert checks[GM].opponents_average == 2449


def test_only_two_gms() -> None:
    # The GM of CZE replaced by an IM: 2 GMs, but a GM norm needs at least a
    # third of 9 and at least 3 (1.4.5b). The IM norm counts IMs and GMs: 6.
    opponents = [*OPPONENTS[:2], "IM CZE 2500", *OPPONENTS[3:]]
    checks = forecast(field(SUBJECT, *opponents))
    assert reasons(checks[GM]) == ["GM opponents: 2; 3 needed"]
    assert checks[IM].possible
    # For a WIM norm WIMs, WGMs, IMs and GMs count: the text names them.
    only_two = [*OPPONENTS[:2], *["FM CZE 2500", "FM GEO 2460", "FM LTU 2440"]]
    only_two += ["FM UKR 2420", "FM POL 2400", "FM GER 2380", "FM UKR 2370"]
    checks = forecast(field("WFM UKR 2300", *only_two, sex="w"))
    assert reasons(checks[WIM]) == ["WIM, WGM, IM or GM opponents: 2; 3 needed"]


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
    assert reasons(checks[GM]) == ["GM opponents: 2; 4 needed"]
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
