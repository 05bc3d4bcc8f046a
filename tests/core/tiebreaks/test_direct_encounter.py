"""Direct encounter (C.07 art. 6) among players level on points, with games
still to be played: a player is placed above another only when no result of
the missing games could change it (6.3); repeated meetings are averaged.

Every expected number is worked out by hand in the comments; results are
given from the first player's side (tests/core/conftest.py).
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import takewhile

from hypothesis import given
from hypothesis import strategies as st
from tests.core.conftest import (
    game_results,
    places,
    rated_event,
    record_games,
    tiebreak_column,
)

from berger.core.crosstable import build_crosstable
from berger.core.results import ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tiebreaks.direct_encounter import rank_by_direct_encounter

F = Fraction


# Five players; 2–3 not played yet. 1 beats 2 and 3, loses to 4 and 5;
# 2 and 3 beat 4 and 5; 4 and 5 draw.
MISSING_ONE = {(1, 2): "1-0", (1, 3): "1-0", (1, 4): "0-1", (1, 5): "0-1"}
MISSING_ONE |= {(2, 4): "1-0", (2, 5): "1-0", (3, 4): "1-0", (3, 5): "1-0"}
MISSING_ONE |= {(4, 5): "="}


def test_direct_encounter_ranks_first_whom_no_missing_game_can_catch() -> None:
    # Points: 1 = 2, 2 = 2, 3 = 2 (2–3 to come), 4 = 1½, 5 = 1½.
    # DE among 1, 2, 3 so far: 1 = 2, 2 = 0, 3 = 0. However 2–3 ends, 2 and 3
    # reach at most 1 < 2: 1 is first (art. 6.3). 2 against 3 hangs on their
    # game: they stay level. 4 and 5 drew: ½ each, level.
    t = rated_event([None] * 5)
    crosstable = build_crosstable(t, game_results(t, MISSING_ONE))
    standings = compute_standings(crosstable, ["DE"])
    assert places(standings) == [
        ("1", 1, F(2)),
        ("2-3", 2, F(2)),
        ("2-3", 3, F(2)),
        ("4-5", 4, F(3, 2)),
        ("4-5", 5, F(3, 2)),
    ]
    assert tiebreak_column(standings, "DE") == {
        1: 2,
        2: 0,
        3: 0,
        4: F(1, 2),
        5: F(1, 2),
    }
    assert not standings.final


# Five players; 1–3 not played yet. 1 beats 2 and 4, loses to 5; 2 beats 3
# and 5, loses to 4; 3 beats 4 and 5; 4 and 5 draw.
MISSING_TOP = {(1, 2): "1-0", (2, 3): "1-0", (1, 4): "1-0", (1, 5): "0-1"}
MISSING_TOP |= {(2, 5): "1-0", (2, 4): "0-1", (3, 4): "1-0", (3, 5): "1-0"}
MISSING_TOP |= {(4, 5): "="}


def test_direct_encounter_leaves_level_what_a_missing_game_could_change() -> None:
    # Points: 1 = 2, 2 = 2, 3 = 2 (1–3 to come). DE so far: 1 = 1, 2 = 1,
    # 3 = 0. If 3 beats 1, all three have 1: nobody is alone at the top
    # whatever 1–3 gives, so DE leaves all three level (art. 6.3). (Ranking
    # on the games played so far would give 1, 2, 3.)
    t = rated_event([None] * 5)
    standings = compute_standings(
        build_crosstable(t, game_results(t, MISSING_TOP)), ["DE"]
    )
    assert [row.place for row in standings.rows[:3]] == ["1-3"] * 3
    assert tiebreak_column(standings, "DE") == {
        1: 1,
        2: 1,
        3: 0,
        4: F(1, 2),
        5: F(1, 2),
    }


def test_direct_encounter_missing_second_leg_of_a_double_round_robin() -> None:
    # 4 players, two cycles; the second 1–3 game is still to be played.
    # Cycle 1: 1 beats 2, 3, 4; 3 beats 2 and 4; 2 beats 4.
    # Cycle 2: 1 beats 2 and 4; 3 beats 2; 2 beats 4; 3–4 drawn.
    # Averaged DE (repeated games averaged): 1 v 2 = 1, 1 v 4 = 1, 1 v 3 =
    # (1 + ?) / 2 in [½, 1]; 3 v 1 in [0, ½], 3 v 2 = 1, 3 v 4 = (1 + ½) / 2
    # = ¾; 2 v 4 = 1; 4 v 3 = ¼.
    # 1 is at least 2 + ½ = 2½ (losing the missing game), 3 at most ½ + 1 + ¾
    # = 2¼: 1 first. 3 then has at least 0 + 1 + ¾ = 1¾ against 2's 1 and
    # 4's ¼: 3 second. 2 and 4 have no missing game: ranked on their scores.
    # Scores shown (games so far): 1 = 3, 3 = 1¾, 2 = 1, 4 = ¼.
    t = rated_event([None] * 4, cycles=2)
    builder = ResultsBuilder(t.schedule)
    first = {(1, 2): "1-0", (1, 3): "1-0", (1, 4): "1-0"}
    first |= {(3, 2): "1-0", (3, 4): "1-0", (2, 4): "1-0"}
    record_games(builder, t, first, cycle=1)
    second = {(1, 2): "1-0", (1, 4): "1-0", (3, 2): "1-0", (2, 4): "1-0", (3, 4): "="}
    record_games(builder, t, second, cycle=2)
    crosstable = build_crosstable(t, builder.build())
    parts, scores, cuts = rank_by_direct_encounter(crosstable, [1, 2, 3, 4])
    assert parts == [[1], [3], [2], [4]]
    assert scores == {1: 3, 3: F(7, 4), 2: 1, 4: F(1, 4)}
    # One cut: the whole group, 1 and 3 placed by 6.3, 2 and 4 by the scores.
    assert [(cut.group, cut.parts) for cut in cuts] == [
        ((1, 2, 3, 4), ((1,), (3,), (2,), (4,)))
    ]
    assert cuts[0].among
    reverse, _, _ = rank_by_direct_encounter(crosstable, [2, 4], higher_first=False)
    assert reverse == [[4], [2]]


@given(st.integers(4, 6), st.integers(0, 10**6))
def test_direct_encounter_placements_hold_whatever_the_missing_games(
    n: int, seed: int
) -> None:
    # Whatever results the missing games get, the players art. 6.3 placed
    # keep their places: with every game played, DE ranks them first, each
    # alone, in the same order.
    rng = random.Random(seed)
    t = rated_event([None] * n)
    codes = ["1-0", "=", "0-1", "+-", "--"]
    games = {}
    missing = []
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if rng.random() < 0.3:
                missing.append((a, b))
            else:
                games[a, b] = rng.choice(codes)
    group = list(range(1, n + 1))
    parts, _, _ = rank_by_direct_encounter(
        build_crosstable(t, game_results(t, games)), group
    )
    placed = list(takewhile(lambda part: len(part) == 1, parts))
    for _ in range(5):
        filled = games | {pair: rng.choice(codes) for pair in missing}
        complete, _, _ = rank_by_direct_encounter(
            build_crosstable(t, game_results(t, filled)), group
        )
        assert complete[: len(placed)] == placed
