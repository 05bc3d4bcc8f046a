"""The game of the schedule a result names: found by its sides, its board
or its game of a micro-match, or refused with what the schedule has."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from berger.core.berger import build_schedule
from berger.core.scheduled import (
    PLAYERS,
    check_game,
    check_reversed,
    game_match,
    game_text,
    record_withdrawal,
    scheduled_board,
    scheduled_game,
)
from berger.errors import ScheduleError

# 4 players: round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1.
FOUR = build_schedule(4)
# 5 players: 5 has the bye where the table pairs them with the phantom 6.
FIVE = build_schedule(5)


def test_a_game_by_its_players_or_its_board() -> None:
    game = scheduled_game(FOUR, 2, 4, 3, PLAYERS)
    assert (game.round, game.board, game.white, game.black) == (2, 1, 4, 3)
    assert scheduled_board(FOUR, 2, 1) == game
    assert game_text(game) == "4 – 3 (board 1)"


@pytest.mark.parametrize(
    ("found", "message"),
    [
        (lambda: scheduled_game(FOUR, 2, 3, 4, PLAYERS), "3 – 4 has the colours"),
        (
            lambda: scheduled_game(FOUR, 1, 1, 2, PLAYERS),
            r"1 plays 1 – 4 \(board 1\); 2 plays 2 – 3",
        ),
        (lambda: scheduled_game(FOUR, 4, 1, 2, PLAYERS), r"beyond .* \(rounds 1–3\)"),
        (lambda: scheduled_game(FOUR, 1, 1, 9, PLAYERS), "there is no player 9"),
        (lambda: scheduled_board(FOUR, 1, 3), r"no board 3 \(boards 1–2\)"),
    ],
)
def test_a_game_the_schedule_lacks_is_refused(
    found: Callable[[], object], message: str
) -> None:
    with pytest.raises(ScheduleError, match=message):
        found()


def test_a_bye_has_no_result() -> None:
    rnd = FIVE.round(1)
    assert rnd.bye is not None
    other = next(n for n in range(1, 6) if n != rnd.bye)
    with pytest.raises(ScheduleError, match="has the bye in round 1"):
        scheduled_game(FIVE, 1, rnd.bye, other, PLAYERS)


def test_the_games_of_a_match_alternate_colours_from_the_tables() -> None:
    # Round 2, board 2 is 1 – 2: game 1 as the table has it, game 2 2 – 1.
    match = FOUR.round(2).game(2)
    assert game_match(FOUR, 2, 1, 2, 1, 2) == match
    assert game_match(FOUR, 2, 2, 1, 2, 2) == match
    assert game_match(FOUR, 2, 1, 2, 3, 3) == match
    with pytest.raises(ScheduleError, match="game 2 of round 2 is 2 – 1, white"):
        game_match(FOUR, 2, 1, 2, 2, 2)
    # A single game keeps the schedule's words.
    with pytest.raises(ScheduleError, match=r"round 2 has 1 – 2 \(board 2\), white"):
        game_match(FOUR, 2, 2, 1, 1, 1)


def test_a_game_its_match_lacks() -> None:
    check_game(2, 2)
    with pytest.raises(ScheduleError, match="micro-match of 2 games has no game 3"):
        check_game(3, 2)
    with pytest.raises(ScheduleError, match="game 2: each pairing plays one game"):
        check_game(2, 1)
    with pytest.raises(ScheduleError, match="game 0: each pairing plays one game"):
        game_match(FOUR, 2, 1, 2, 0, 1)


def test_only_a_single_game_played_the_other_way_round_is_reversed() -> None:
    check_reversed(FOUR, 1, 4, 1, 1)  # 1 – 4 played 4 – 1
    with pytest.raises(ScheduleError, match="with the colours of the schedule"):
        check_reversed(FOUR, 1, 1, 4, 1)
    with pytest.raises(ScheduleError, match="entered with the colours it was"):
        check_reversed(FOUR, 1, 4, 1, 2)


def test_a_withdrawal_is_recorded_once_in_the_schedules_rounds() -> None:
    withdrawn: dict[int, int] = {}
    record_withdrawal(withdrawn, FOUR, 2, 1)
    record_withdrawal(withdrawn, FOUR, 2, 1)
    assert withdrawn == {2: 1}
    with pytest.raises(ScheduleError, match="player 2 withdrew after round 1, not 0"):
        record_withdrawal(withdrawn, FOUR, 2, 0)
    with pytest.raises(ScheduleError, match=r"after round 4 is beyond .* 1–3"):
        record_withdrawal(withdrawn, FOUR, 3, 4)
