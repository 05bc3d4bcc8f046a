"""Tiebreak codes and values: parsing, SB by its definition, order independence."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.rating import DP_TABLE
from berger.core.results import ResultsBuilder
from berger.core.scoring import PRESETS
from berger.core.standings import compute_standings
from berger.core.tiebreaks import PRESET_CHAINS, parse_chain
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError

FULL_CHAIN = ("DE", "WIN", "WON", "BPG", "BWG", "SB", "SB/C1", "KS", "ARO", "TPR")


@pytest.mark.parametrize(
    ("codes", "chain"),
    [
        (["sb", "aro"], ("SB", "ARO")),
        (["FIDE"], ("DE", "WIN", "SB", "KS")),
        (["default"], ("SB", "ARO")),
        (
            ["PTS", "sb-c1", "ks/l+1", "KS/L-2", "KS/L0"],
            ("SB/C1", "KS/L+1", "KS/L-2", "KS"),
        ),
        (["SB", "sb", " won "], ("SB", "WON")),
    ],
)
def test_parse_chain(codes: list[str], chain: tuple[str, ...]) -> None:
    assert parse_chain(codes) == chain


@pytest.mark.parametrize(
    ("code", "message"),
    [("XYZ", "'XYZ': is not a tiebreak code"), ("BH", "Buchholz")],
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
