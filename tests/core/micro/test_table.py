"""The table of a micro-match event: the games counted one by one, each
micro-match from each side, the micro-matches' own crosstable with match
points; an unfinished micro-match; withdrawals; a property over random
events."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.crosstable import Score
from berger.core.micro.matches import make_micro_match_event
from berger.core.micro.table import build_micro_table
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import ResultsBuilder
from berger.core.schedule import Color
from berger.core.scoring import PRESETS
from berger.core.teams.event import MatchOutcome, match_scoring
from berger.errors import ScheduleError

F = Fraction


def test_game_points_count_every_game() -> None:
    table = build_micro_table(four(), enter(four(), FOUR_MICRO))
    assert table.after_round == 3
    assert [table.game_points(p) for p in range(1, 5)] == [7, 9, 6, 2]
    assert table.games.games_played == (6, 6, 6, 6)
    assert table.unfinished == 0
    assert table.final


def test_match_points_count_the_micro_matches() -> None:
    table = build_micro_table(four(), enter(four(), FOUR_MICRO))
    assert [table.match_points(p) for p in range(1, 5)] == [3, 5, 3, 1]
    assert table.matches is not None
    assert [str(cell.score) for cell in table.matches.rows[0]] == ["1", "0", "="]


def test_without_match_points_there_is_no_match_crosstable() -> None:
    event = four(match_points=False)
    table = build_micro_table(event, enter(event, FOUR_MICRO))
    assert table.matches is None
    assert table.match_points(1) is None
    record = table.micro_match(1, 1)
    assert record is not None
    assert record.outcome is MatchOutcome.WIN
    assert record.match_points is None


def test_each_micro_match_from_each_side() -> None:
    table = build_micro_table(four(), enter(four(), FOUR_MICRO))
    first = table.micro_match(1, 1)
    second = table.micro_match(4, 1)
    assert first is not None
    assert second is not None
    assert (first.opponent, first.first, first.board) == (4, True, 1)
    assert first.colours == (Color.WHITE, Color.BLACK)
    assert second.colours == (Color.BLACK, Color.WHITE)
    assert first.scores == (Score.WIN, Score.WIN)
    assert second.scores == (Score.LOSS, Score.LOSS)
    assert first.points == (F(2), F(2))
    assert (first.game_points, first.opponent_game_points) == (F(4), F(0))
    assert (first.outcome, second.outcome) == (MatchOutcome.WIN, MatchOutcome.LOSS)
    assert (first.match_points, second.match_points) == (F(2), F(0))
    drawn = table.micro_match(3, 2)
    assert drawn is not None
    # 4-3 0-1, then 3-4 0-1: 3 won game 1 with black and lost game 2.
    assert drawn.scores == (Score.WIN, Score.LOSS)
    assert drawn.outcome is MatchOutcome.DRAW
    assert drawn.match_points == 1
    assert table.micro_match(1, 4) is None


def test_an_unfinished_micro_match_counts_its_game_and_waits_for_its_points() -> None:
    # Round 3's 3-1 with its first game only (3 won with white).
    games = dict(FOUR_MICRO)
    del games[3, 1, 3, 2]
    event = four()
    table = build_micro_table(event, enter(event, games))
    assert table.unfinished == 1
    assert not table.final
    # The game played counts: 3 has its 2 points of game 1, 1 nothing yet.
    assert [table.game_points(p) for p in range(1, 5)] == [5, 9, 6, 2]
    record = table.micro_match(3, 3)
    assert record is not None
    assert not record.finished
    assert record.scores == (Score.WIN, Score.PENDING)
    assert record.points == (F(2), None)
    assert record.game_points == 2
    assert record.outcome is None
    assert record.match_points is None
    # Match points wait for the whole micro-match: 1 has W L, 3 has D D.
    assert [table.match_points(p) for p in range(1, 5)] == [2, 5, 2, 1]
    assert table.matches is not None
    assert table.matches.cell(1, 3).score is Score.PENDING
    assert table.matches.cell(3, 3).score is Score.PENDING


def test_after_a_round() -> None:
    event = four()
    table = build_micro_table(event, enter(event, FOUR_MICRO), after_round=1)
    assert table.after_round == 1
    assert [table.game_points(p) for p in range(1, 5)] == [4, 2, 2, 0]
    assert [table.match_points(p) for p in range(1, 5)] == [2, 1, 1, 0]
    assert [len(records) for records in table.records] == [1, 1, 1, 1]
    with pytest.raises(ScheduleError, match="round 4 is beyond the schedule"):
        build_micro_table(event, enter(event, FOUR_MICRO), after_round=4)


def test_a_micro_match_lost_by_forfeit_and_one_nobody_came_to() -> None:
    event = four()
    builder = ResultsBuilder(event.schedule, games=event.games)
    builder.add(1, 1, 4, Outcome.WHITE_FORFEIT_WIN, game=None)
    builder.add(1, 2, 3, Outcome.DOUBLE_FORFEIT, game=None)
    table = build_micro_table(event, builder.build())
    assert [table.game_points(p) for p in range(1, 5)] == [4, 0, 0, 0]
    assert table.matches is not None
    assert str(table.matches.cell(1, 1).score) == "+"
    assert str(table.matches.cell(4, 1).score) == "-"
    # Neither scored a game point: both lose the micro-match.
    assert str(table.matches.cell(2, 1).score) == "-"
    assert str(table.matches.cell(3, 1).score) == "-"
    assert [table.match_points(p) for p in range(1, 5)] == [2, 0, 0, 0]


def test_a_withdrawal_forfeits_the_games_after_it() -> None:
    # Player 4 withdraws after round 2 (having played both micro-matches:
    # half the games and more): round 3's games are lost by forfeit.
    players = [Player(f"P{k}") for k in range(1, 4)]
    players.append(Player("P4", withdrawn_after=2))
    event = make_micro_match_event(
        EventInfo(),
        players,
        games=2,
        scoring=PRESETS["draughts"],
        match_scoring=match_scoring([2, 1, 0]),
    )
    games = {key: code for key, code in FOUR_MICRO.items() if key[0] < 3}
    games |= {(3, 3, 1, 1): "1-0", (3, 1, 3, 2): "1-0"}
    table = build_micro_table(event, enter(event, games), after_round=3)
    record = table.micro_match(2, 3)
    assert record is not None
    assert record.scores == (Score.FORFEIT_WIN, Score.FORFEIT_WIN)
    assert record.outcome is MatchOutcome.WIN
    assert table.game_points(2) == 2 + 3 + 4
    assert table.match_points(2) == 5
    assert table.unfinished == 0
    # A game played after the withdrawal is refused, in the event's rounds.
    games[3, 2, 4, 1] = "1-0"
    with pytest.raises(
        ScheduleError,
        match="player 4 withdrew after round 2 but has a result in round 3: 2 – 4 1-0",
    ):
        build_micro_table(event, enter(event, games))


@given(
    n=st.integers(2, 9),
    cycles=st.integers(1, 2),
    games=st.integers(2, 4),  # one game a pairing: an event of single games
    seed=st.integers(0, 10**6),
)
def test_points_add_up_over_random_events(
    n: int, cycles: int, games: int, seed: int
) -> None:
    rng = random.Random(seed)
    event = make_micro_match_event(
        EventInfo(),
        [Player(f"P{k}") for k in range(1, n + 1)],
        games=games,
        cycles=cycles,
        scoring=PRESETS["draughts"],
        match_scoring=match_scoring([3, 1, 0]),
    )
    builder = ResultsBuilder(event.schedule, games=event.games)
    played = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)
    entered = 0
    for match in event.schedule.games():
        for game in range(1, games + 1):
            if rng.random() < 0.9:
                builder.add_board(
                    match.round, match.board, rng.choice(played), game=game
                )
                entered += 1
    table = build_micro_table(event, builder.build(), after_round=None)
    if table.after_round < len(event.schedule.rounds):
        return
    # Every game played is worth 2 points between its players.
    assert sum(table.games.points) == 2 * entered
    finished = [
        record for records in table.records for record in records if record.finished
    ]
    assert (
        table.unfinished
        == (sum(len(records) for records in table.records) - len(finished)) // 2
    )
    for record in finished:
        assert record.outcome is not None
        assert record.match_points is not None
        # The colours alternate within the micro-match, from the table's.
        expected = Color.WHITE if record.first else Color.BLACK
        for colour in record.colours:
            assert colour is expected
            expected = expected.opposite
    # Match points: 3 a micro-match won, 1 drawn, 0 lost.
    wins = sum(1 for r in finished if r.outcome is MatchOutcome.WIN)
    draws = sum(1 for r in finished if r.outcome is MatchOutcome.DRAW)
    assert table.matches is not None
    assert sum(table.matches.points) == 3 * wins + draws
