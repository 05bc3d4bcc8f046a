"""ResultsBuilder: results checked against the schedule."""

from __future__ import annotations

import pytest

from berger.core.berger import build_schedule
from berger.core.model import Outcome
from berger.core.results import Results, ResultsBuilder
from berger.core.schedule import Schedule
from berger.errors import ScheduleError

# 8 players, round 1: 1–8, 2–7, 3–6, 4–5; round 2: 8–5, 6–4, 7–3, 1–2.
EIGHT = build_schedule(8)
# 7 players: 1 has the bye in round 1 (paired with the phantom 8).
SEVEN = build_schedule(7)


def test_add_by_pair_and_by_board() -> None:
    builder = ResultsBuilder(EIGHT)
    game = builder.add(1, 2, 7, Outcome.WHITE_WIN)
    assert (game.round, game.board) == (1, 2)
    builder.add_board(2, 4, Outcome.DRAW)
    builder.add(1, 3, 6, Outcome.UNPLAYED)  # records nothing
    results = builder.build()
    assert results.outcomes == {(1, 2): Outcome.WHITE_WIN, (2, 4): Outcome.DRAW}
    assert results.outcome(2, 4) is Outcome.DRAW
    assert results.outcome(1, 3) is Outcome.UNPLAYED
    assert results.last_round == 2
    assert Results().last_round == 0


def test_same_result_twice_is_fine_a_different_one_is_not() -> None:
    builder = ResultsBuilder(EIGHT)
    builder.add(1, 1, 8, Outcome.WHITE_WIN)
    builder.add_board(1, 1, Outcome.WHITE_WIN)
    with pytest.raises(ScheduleError, match=r"1 – 8 \(board 1\) has two results"):
        builder.add(1, 1, 8, Outcome.DRAW)


@pytest.mark.parametrize(
    ("schedule", "args", "message"),
    [
        (EIGHT, (1, 1, 2), "1 – 2 is not a game of round 1: 1 plays 1 – 8 .board 1."),
        (
            EIGHT,
            (1, 8, 1),
            "colours reversed: round 1 has 1 – 8 .board 1., white first",
        ),
        (EIGHT, (8, 1, 2), r"round 8 is beyond the schedule \(rounds 1–7\)"),
        (EIGHT, (0, 1, 8), "round 0 is beyond the schedule"),
        (EIGHT, (1, 9, 1), "there is no player 9"),
        (SEVEN, (1, 1, 2), "player 1 has the bye in round 1; a bye has no result"),
    ],
)
def test_refused(schedule: Schedule, args: tuple[int, int, int], message: str) -> None:
    builder = ResultsBuilder(schedule)
    with pytest.raises(ScheduleError, match=message):
        builder.add(*args, Outcome.WHITE_WIN)


def test_board_out_of_range() -> None:
    with pytest.raises(ScheduleError, match=r"round 1 has no board 5 \(boards 1–4\)"):
        ResultsBuilder(EIGHT).add_board(1, 5, Outcome.DRAW)


def test_withdrawals() -> None:
    builder = ResultsBuilder(EIGHT)
    builder.withdraw(3, 4)
    builder.withdraw(3, 4)
    assert builder.build().withdrawn == {3: 4}
    with pytest.raises(ScheduleError, match="withdrew after round 4, not 5"):
        builder.withdraw(3, 5)
    with pytest.raises(ScheduleError, match="beyond the schedule"):
        builder.withdraw(2, 8)


# -- games played with the colours reversed (FIDE Laws 7.3) -------------------


def test_a_reversed_game_is_stored_on_the_schedules_sides() -> None:
    # 4 players, round 1: board 1 is 1 – 4, board 2 is 2 – 3. Player 4 had
    # white and won: as played 4 – 1 1-0, on the schedule's sides 0-1.
    builder = ResultsBuilder(build_schedule(4))
    game = builder.add(1, 4, 1, Outcome.WHITE_WIN, reversed=True)
    assert (game.white, game.black) == (1, 4)
    builder.add_board(1, 2, Outcome.WHITE_WIN, reversed=True)  # 3 had white, won
    results = builder.build()
    assert results.outcome(1, 1) is Outcome.BLACK_WIN
    assert results.outcome(1, 2) is Outcome.BLACK_WIN
    assert results.reversed == frozenset({(1, 1), (1, 2)})


def test_a_reversed_game_must_name_the_colours_as_played() -> None:
    builder = ResultsBuilder(build_schedule(4))
    with pytest.raises(ScheduleError, match="colours of the schedule, not reversed"):
        builder.add(1, 1, 4, Outcome.WHITE_WIN, reversed=True)


def test_only_a_played_game_can_be_reversed() -> None:
    builder = ResultsBuilder(build_schedule(4))
    with pytest.raises(ScheduleError, match="played over the board"):
        builder.add_board(1, 1, Outcome.WHITE_FORFEIT_WIN, reversed=True)


def test_a_game_given_reversed_and_as_scheduled_is_refused() -> None:
    builder = ResultsBuilder(build_schedule(4))
    builder.add(1, 1, 4, Outcome.DRAW)
    with pytest.raises(ScheduleError, match="reversed and as scheduled"):
        builder.add(1, 4, 1, Outcome.DRAW, reversed=True)
