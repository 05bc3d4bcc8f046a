"""Tiebreak codes and values: parsing, SB by its definition, order independence."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.crosstable import Crosstable, Score, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.rating import DP_TABLE, expected_score
from berger.core.results import ResultsBuilder
from berger.core.scoring import PRESETS
from berger.core.standings import compute_standings
from berger.core.tiebreaks import PRESET_CHAINS, parse_chain, parse_code
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError

FULL_CHAIN = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "SB/C1", "SB/C2"),
    *("KS", "KS/L1", "KS/L-2", "ARO", "ARO/C1", "TPR", "PTP", "RTNG/R", "TPN/R"),
)


@pytest.mark.parametrize(
    ("codes", "chain"),
    [
        (["sb", "aro"], ("SB", "ARO")),
        (["FIDE"], ("DE", "WIN", "SB", "KS")),
        (["default"], ("SB", "ARO")),
        # Keys are the codes as given, upper-cased; a code meaning the same
        # as an earlier one is dropped (KS/L+1 after KS/L1, KS after KS/L0).
        (
            ["PTS", "sb-c1", "ks/l1", "KS/L+1", "KS/L-2", "KS/L0", "KS"],
            ("SB-C1", "KS/L1", "KS/L-2", "KS/L0"),
        ),
        (["SB", "sb", " won "], ("SB", "WON")),
        (["rtng/r", "RTNG", "tpn/r", "TPN"], ("RTNG/R", "RTNG", "TPN/R", "TPN")),
        (
            ["STD", "rep", "SB/C2", "aro/c1", "PTP"],
            ("STD", "REP", "SB/C2", "ARO/C1", "PTP"),
        ),
    ],
)
def test_parse_chain(codes: list[str], chain: tuple[str, ...]) -> None:
    assert parse_chain(codes) == chain


@pytest.mark.parametrize(
    ("key", "code", "higher_first"),
    [
        ("KS/L1", "KS/L+1", True),
        ("KS/L-2", "KS/L-2", True),
        ("SB-C1", "SB/C1", True),
        ("SBC2", "SB/C2", True),
        ("RTNG/R", "RTNG/R", False),
        ("TPN", "TPN", False),
        ("TPN/R", "TPN/R", True),
        ("SB/C1/R", "SB/C1/R", False),
        ("KS/R/L+2", "KS/L+2/R", False),
    ],
)
def test_codes_in_trf_spelling(key: str, code: str, higher_first: bool) -> None:
    tiebreak = parse_code(key.lower())
    assert (tiebreak.key, tiebreak.code, tiebreak.higher_first) == (
        key,
        code,
        higher_first,
    )


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("XYZ", "'XYZ': is not a tiebreak code"),
        ("BH", "Buchholz tiebreaks .* must not be used in round robins .*C.07, art. 8"),
        ("fb/c1", "Buchholz"),
        ("AOB", "Buchholz"),
        ("KS/C1", "/C1 does not apply to KS"),
        ("SB/L+1", "/L\\+1 does not apply to SB"),
        ("SB/C3", "/C3 does not apply to SB"),
        ("WIN/X", "/X does not apply to WIN"),
        ("RTNG/R/R", "/R repeats"),
    ],
)
def test_unknown_codes(code: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as info:
        parse_chain([code])
    assert info.value.field == "tiebreaks"


def test_presets_and_dp_table() -> None:
    assert PRESET_CHAINS["fide"] == ("DE", "WIN", "SB", "KS")
    assert len(DP_TABLE) == 101
    assert (DP_TABLE[0], DP_TABLE[50], DP_TABLE[75], DP_TABLE[100]) == (
        -800,
        0,
        193,
        800,
    )
    assert all(DP_TABLE[p] == -DP_TABLE[100 - p] for p in range(101))


@st.composite
def played_events(draw: st.DrawFn) -> tuple[Tournament, list[tuple[int, int, Outcome]]]:
    n = draw(st.integers(2, 9))
    cycles = draw(st.integers(1, 2))
    scoring = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    ratings = draw(st.lists(st.integers(1000, 2800), min_size=n, max_size=n))
    players = [Player(f"P{i}", r) for i, r in enumerate(ratings, start=1)]
    t = make_tournament(EventInfo(), players, cycles=cycles, scoring=scoring)
    rng = random.Random(draw(st.integers(0, 10**6)))
    outcomes = list(Outcome)
    games = [
        (game.round, game.board, rng.choice(outcomes)) for game in t.schedule.games()
    ]
    return t, games


@given(played_events())
def test_sb_is_score_times_opponent_points(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]],
) -> None:
    t, games = event
    builder = ResultsBuilder(t.schedule)
    for round_number, board, outcome in games:
        builder.add_board(round_number, board, outcome)
    crosstable = build_crosstable(
        t, builder.build(), after_round=len(t.schedule.rounds)
    )
    standings = compute_standings(crosstable, FULL_CHAIN)
    for row in standings.rows:
        expected = sum(
            (
                cell.points * crosstable.points[cell.opponent - 1]
                for cell in crosstable.rows[row.number - 1]
                if cell.opponent is not None and cell.points is not None
            ),
            Fraction(0),
        )
        assert row.tiebreaks["SB"] == expected
        wins = sum(
            cell.score in (Score.WIN, Score.FORFEIT_WIN)
            for cell in crosstable.rows[row.number - 1]
        )
        assert row.tiebreaks["WIN"] == wins


@given(played_events(), st.integers(0, 10**6))
def test_standings_do_not_depend_on_the_order_of_the_results(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int
) -> None:
    t, games = event
    shuffled = list(games)
    random.Random(seed).shuffle(shuffled)
    tables = []
    for order in (games, shuffled):
        builder = ResultsBuilder(t.schedule)
        for round_number, board, outcome in order:
            builder.add_board(round_number, board, outcome)
        tables.append(
            compute_standings(build_crosstable(t, builder.build()), FULL_CHAIN)
        )
    assert tables[0] == tables[1]


def after_a_round(
    t: Tournament, games: list[tuple[int, int, Outcome]], seed: int
) -> Crosstable:
    """The crosstable of ``games`` after a round drawn from ``seed``."""
    builder = ResultsBuilder(t.schedule)
    for round_number, board, outcome in games:
        builder.add_board(round_number, board, outcome)
    after = random.Random(seed).randint(1, len(t.schedule.rounds))
    return build_crosstable(t, builder.build(), after_round=after)


@given(played_events(), st.integers(0, 10**6))
def test_perfect_performance_by_its_definition(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int
) -> None:
    # PTP (C.07 10.3): the lowest whole rating R whose expected scores
    # against the opponents met over the board (B.02 8.1.2, no 400-point
    # rule) add up to the score on the 1/½/0 scale; no points: the lowest
    # opponent − 800. Checked by trying every R, after a random round.
    t, games = event
    crosstable = after_a_round(t, games, seed)
    standings = compute_standings(crosstable, ["PTP"])
    halves = {Score.WIN: 2, Score.DRAW: 1, Score.LOSS: 0}
    for row in standings.rows:
        played = [
            cell
            for cell in crosstable.rows[row.number - 1]
            if cell.score in halves and not cell.struck
        ]
        met = [t.player(cell.opponent).rating or 0 for cell in played if cell.opponent]
        score = Fraction(sum(halves[cell.score] for cell in played), 2)
        if not met:
            expected = None
        elif not score:
            expected = min(met) - 800
        else:
            expected = next(
                r
                for r in range(min(met) - 800, max(met) + 800)
                if sum(expected_score(r, o, cap=None) for o in met) >= score
            )
        assert row.tiebreaks["PTP"] == expected


@given(played_events(), st.integers(0, 10**6), st.integers(-2, 2))
def test_koya_and_cut_sonneborn_berger_by_their_definitions(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int, limit: int
) -> None:
    # KS/L±n (9.2, 14.5): points scored against opponents with at least half
    # the points of a win in each of their counted games, ± n steps (the
    # gcd of the win, draw and loss points). SB/Cn (14.1, 14.2): SB less the
    # products of the n games first in (opponent's points, points scored)
    # order. After a random round, so that fields differ in games played.
    t, games = event
    crosstable = after_a_round(t, games, seed)
    koya = f"KS/L{limit:+d}"
    standings = compute_standings(crosstable, ["SB", "SB/C1", "SB/C2", koya])
    scoring = t.scoring
    step = Fraction(math.gcd(*(int(v * 6) for v in scoring.values[:3])), 6)
    counted = {
        row.number: [
            cell
            for cell in crosstable.rows[row.number - 1]
            if cell.opponent and cell.points is not None and not cell.struck
        ]
        for row in standings.rows
    }
    for row in standings.rows:
        strong = [
            cell.points
            for cell in counted[row.number]
            if 2 * crosstable.points[cell.opponent - 1]
            >= scoring.win * len(counted[cell.opponent]) + 2 * limit * step
        ]
        assert row.tiebreaks[koya] == sum(strong, Fraction(0))
        ordered = sorted(
            (crosstable.points[cell.opponent - 1], cell.points)
            for cell in counted[row.number]
        )
        products = [score * points for score, points in ordered]
        assert row.tiebreaks["SB"] == sum(products, Fraction(0))
        assert row.tiebreaks["SB/C1"] == sum(products[1:], Fraction(0))
        assert row.tiebreaks["SB/C2"] == sum(products[2:], Fraction(0))
