"""The crosstable: cells, opponents from the closed form, points totals."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from berger.core.berger import build_schedule
from berger.core.crosstable import Score, build_crosstable, opponent_rows
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.schedule import Color
from berger.core.scoring import PRESETS, ScoringSystem
from berger.core.tournament import Tournament, make_tournament

OUTCOMES = [o for o in Outcome if o is not Outcome.UNPLAYED]


def _event(n: int, cycles: int = 1, scoring: ScoringSystem | None = None) -> Tournament:
    players = [Player(f"P{i}") for i in range(1, n + 1)]
    return make_tournament(
        EventInfo(), players, cycles=cycles, scoring=scoring or PRESETS["chess"]
    )


@given(st.integers(2, 16), st.integers(1, 3), st.booleans())
def test_opponent_rows_match_the_schedule(n: int, cycles: int, swap: bool) -> None:
    schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
    rows = opponent_rows(schedule)
    for game in schedule.games():
        assert rows[game.white][game.round - 1] == game.black
        assert rows[game.black][game.round - 1] == game.white
    for rnd in schedule.rounds:
        if rnd.bye is not None:
            assert rows[rnd.bye][rnd.number - 1] == 0


def test_cells_of_the_first_round() -> None:
    t = _event(4)
    builder = ResultsBuilder(t.schedule)
    builder.add(1, 1, 4, Outcome.BLACK_WIN)
    crosstable = build_crosstable(t, builder.build())
    white = crosstable.cell(1, 1)
    assert (white.opponent, white.colour, white.score, white.points) == (
        4,
        Color.WHITE,
        Score.LOSS,
        Fraction(0),
    )
    black = crosstable.rows[3][0]
    assert (black.colour, black.score, black.cycle) == (Color.BLACK, Score.WIN, 1)
    pending = crosstable.cell(2, 1)
    assert (pending.score, pending.points, pending.opponent) == (Score.PENDING, None, 3)
    assert crosstable.after_round == 1
    assert str(Score.FORFEIT_WIN) == "+"


@st.composite
def events(draw: st.DrawFn) -> tuple[Tournament, dict[tuple[int, int], Outcome]]:
    n = draw(st.integers(2, 9))
    cycles = draw(st.integers(1, 2))
    scoring = draw(st.sampled_from(sorted(PRESETS)))
    t = _event(n, cycles, PRESETS[scoring])
    seed = draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    outcomes = {
        (game.round, game.board): rng.choice([*OUTCOMES, Outcome.UNPLAYED])
        for game in t.schedule.games()
    }
    return t, outcomes


@given(events())
def test_total_points_are_what_the_scoring_hands_out(
    event: tuple[Tournament, dict[tuple[int, int], Outcome]],
) -> None:
    t, outcomes = event
    builder = ResultsBuilder(t.schedule)
    for (round_number, board), outcome in outcomes.items():
        builder.add_board(round_number, board, outcome)
    crosstable = build_crosstable(
        t, builder.build(), after_round=len(t.schedule.rounds)
    )
    s = t.scoring
    handed_out = {
        Outcome.WHITE_WIN: s.win + s.loss,
        Outcome.BLACK_WIN: s.win + s.loss,
        Outcome.DRAW: 2 * s.draw,
        Outcome.WHITE_FORFEIT_WIN: s.forfeit_win + s.forfeit_loss,
        Outcome.BLACK_FORFEIT_WIN: s.forfeit_win + s.forfeit_loss,
        Outcome.DOUBLE_FORFEIT: 2 * s.forfeit_loss,
        Outcome.UNPLAYED: Fraction(0),
    }
    byes = sum(1 for rnd in t.schedule.rounds if rnd.bye is not None)
    expected = sum(handed_out[o] for o in outcomes.values()) + byes * s.bye
    assert sum(crosstable.points) == expected
    played = sum(1 for o in outcomes.values() if o.played)
    assert sum(crosstable.games_played) == 2 * played


def test_nothing_known() -> None:
    crosstable = build_crosstable(_event(3), Results())
    assert crosstable.points == (Fraction(0),) * 3
    assert {cell.score for row in crosstable.rows for cell in row} == {
        Score.PENDING,
        Score.BYE,
    }
    assert all(
        cell.points is None for row in crosstable.rows for cell in row
    )  # the byes of rounds not reached are pending too


def test_a_game_played_with_the_colours_reversed_counts_its_colours_as_played() -> None:
    # 4 players, round 1: board 1 is 1 – 4, board 2 is 2 – 3. On board 1
    # player 4 had white (FIDE Laws 7.3) and player 1 won with black.
    from berger.core.standings import compute_standings

    event = _event(4)
    builder = ResultsBuilder(event.schedule)
    builder.add(1, 4, 1, Outcome.BLACK_WIN, reversed=True)
    builder.add_board(1, 2, Outcome.WHITE_WIN)
    table = build_crosstable(event, builder.build())
    assert table.cell(1, 1).colour is Color.BLACK
    assert table.cell(4, 1).colour is Color.WHITE
    assert table.cell(1, 1).score is Score.WIN
    assert table.cell(2, 1).colour is Color.WHITE  # board 2 as scheduled
    # BPG counts games played with black, BWG wins with black: player 1 has
    # one of each (the reversed game), player 4 none; player 3 one BPG.
    standings = compute_standings(table, ("BPG", "BWG"))
    by_number = {line.number: line.tiebreaks for line in standings.rows}
    assert by_number[1] == {"BPG": 1, "BWG": 1}
    assert by_number[4] == {"BPG": 0, "BWG": 0}
    assert by_number[3] == {"BPG": 1, "BWG": 0}
