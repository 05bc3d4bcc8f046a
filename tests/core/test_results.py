"""ResultsBuilder: results checked against the schedule, each pairing's
match of games game by game (single games: a match of one; micro-matches'
games kept from the first-named player's side); every game that does not
fit refused in one line."""

from __future__ import annotations

import pytest
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.berger import build_schedule
from berger.core.micro.matches import MicroMatchEvent, make_micro_match_event
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import (
    BoardResult,
    Results,
    ResultsBuilder,
    match_results,
    present,
)
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


def test_a_single_game_is_the_one_game_of_its_match() -> None:
    builder = ResultsBuilder(EIGHT)
    builder.add(1, 2, 7, Outcome.WHITE_WIN, game=1)
    builder.add(1, 2, 7, Outcome.WHITE_WIN, game=None)  # the whole match: game 1
    builder.add_board(2, 4, Outcome.DRAW, game=None)
    assert builder.build().outcomes == {
        (1, 2): Outcome.WHITE_WIN,
        (2, 4): Outcome.DRAW,
    }
    with pytest.raises(
        ScheduleError, match=r"game 2: each pairing plays one game \(micro_match = 1\)"
    ):
        builder.add(1, 2, 7, Outcome.WHITE_WIN, game=2)
    with pytest.raises(ScheduleError, match="game 0: each pairing plays one game"):
        builder.add_board(1, 2, Outcome.WHITE_WIN, game=0)


# -- micro-matches: each pairing a match of two games ------------------------


def micro(event: MicroMatchEvent) -> ResultsBuilder:
    return ResultsBuilder(event.schedule, games=event.games)


def test_the_games_are_kept_as_the_boards_of_a_match() -> None:
    results = enter(four(), FOUR_MICRO)
    assert results.outcomes == {}
    assert results.last_round == 3
    match = results.match(1, 1)
    assert match is not None
    assert (match.match.white, match.match.black) == (1, 4)
    # Game 2 was 4-1 0-1: from 1's side (named first), 1 won.
    assert [(g.board, g.outcome) for g in match.boards] == [
        (1, Outcome.WHITE_WIN),
        (2, Outcome.WHITE_WIN),
    ]
    match = results.match(2, 1)
    assert match is not None
    assert (match.match.white, match.match.black) == (4, 3)
    # 4-3 0-1, then 3-4 0-1: 3 won the first, 4 the second, as black.
    assert [g.outcome for g in match.boards] == [
        Outcome.BLACK_WIN,
        Outcome.WHITE_WIN,
    ]


def test_a_game_by_its_board() -> None:
    event = four()
    builder = micro(event)
    builder.add_board(1, 1, Outcome.BLACK_WIN, game=2)  # 4-1 0-1: 1 won
    match = builder.build().match(1, 1)
    assert match is not None
    assert [g.outcome for g in match.boards] == [Outcome.WHITE_WIN]


def test_an_unplayed_game_records_nothing() -> None:
    builder = micro(four())
    builder.add(1, 1, 4, Outcome.UNPLAYED, game=1)
    assert builder.build().matches == {}


def test_a_whole_micro_match_forfeited() -> None:
    builder = micro(four())
    builder.add(1, 2, 3, Outcome.BLACK_FORFEIT_WIN, game=None)
    match = builder.build().match(1, 2)
    assert match is not None
    assert match.forfeit
    assert [(g.outcome, g.first, g.second) for g in match.boards] == [
        (Outcome.BLACK_FORFEIT_WIN, None, 1),
        (Outcome.BLACK_FORFEIT_WIN, None, 1),
    ]
    # The same micro-match by its board.
    by_board = micro(four())
    by_board.add_board(1, 2, Outcome.BLACK_FORFEIT_WIN, game=None)
    assert by_board.build() == builder.build()
    with pytest.raises(ScheduleError, match=r"round 1 has no board 3 \(boards 1–2\)"):
        by_board.add_board(1, 3, Outcome.BLACK_FORFEIT_WIN, game=None)
    with pytest.raises(ScheduleError, match="round 5 is beyond the schedule"):
        by_board.add_board(5, 1, Outcome.BLACK_FORFEIT_WIN, game=None)


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (
            (1, 1, 4, 3, "1-0"),
            "a micro-match of 2 games has no game 3",
        ),
        (
            (1, 1, 4, 0, "1-0"),
            "a micro-match of 2 games has no game 0",
        ),
        (
            (1, 4, 1, 1, "1-0"),
            "4 – 1 has the colours reversed: game 1 of round 1 is 1 – 4, white first",
        ),
        (
            (1, 1, 4, 2, "1-0"),
            "1 – 4 has the colours reversed: game 2 of round 1 is 4 – 1, white first",
        ),
        ((1, 1, 2, 1, "1-0"), "1 – 2 is not a game of round 1"),
        ((4, 1, 2, 1, "1-0"), "round 4 is beyond the schedule"),
        ((1, 1, 7, 1, "1-0"), "there is no player 7"),
    ],
)
def test_a_game_that_does_not_fit_is_refused(
    game: tuple[int, int, int, int, str], message: str
) -> None:
    builder = micro(four())
    round_number, white, black, number, code = game
    outcome = Outcome.from_code(code)
    with pytest.raises(ScheduleError, match=message):
        builder.add(round_number, white, black, outcome, game=number)


def test_two_results_for_one_game_are_refused() -> None:
    builder = micro(four())
    builder.add(1, 1, 4, Outcome.WHITE_WIN, game=1)
    builder.add(1, 1, 4, Outcome.WHITE_WIN, game=1)  # the same again: fine
    with pytest.raises(
        ScheduleError, match="round 1, 1 – 4, game 1 has two results: 1-0 and 0-1"
    ):
        builder.add(1, 1, 4, Outcome.BLACK_WIN, game=1)


def test_a_bye_and_a_bad_board_and_a_bad_forfeit() -> None:
    event = make_micro_match_event(
        EventInfo(), [Player("A"), Player("B"), Player("C")], games=2
    )
    builder = micro(event)
    bye = event.schedule.round(1).bye
    assert bye is not None
    other = 2 if bye != 2 else 1
    with pytest.raises(ScheduleError, match="has the bye in round 1"):
        builder.add(1, bye, other, Outcome.WHITE_WIN, game=1)
    with pytest.raises(ScheduleError, match="round 1 has no board 2"):
        builder.add_board(1, 2, Outcome.WHITE_WIN, game=1)
    with pytest.raises(ScheduleError, match="has no game 5"):
        builder.add_board(1, 1, Outcome.WHITE_WIN, game=5)
    with pytest.raises(ScheduleError, match="can only be forfeited"):
        builder.add(1, 1, 2, Outcome.DRAW, game=None)


def test_withdrawals_are_kept_in_the_events_rounds() -> None:
    event = make_micro_match_event(
        EventInfo(), [Player("A"), Player("B", withdrawn_after=1)], games=2
    )
    builder = ResultsBuilder.for_tournament(event)
    assert builder.build().withdrawn == {2: 1}
    with pytest.raises(ScheduleError, match="withdrew after round 1, not 0"):
        builder.withdraw(2, 0)
    with pytest.raises(ScheduleError, match="beyond the schedule"):
        builder.withdraw(1, 5)


def test_a_game_of_a_micro_match_is_never_reversed() -> None:
    builder = micro(four())
    with pytest.raises(ScheduleError, match="entered with the colours it was played"):
        builder.add(1, 4, 1, Outcome.WHITE_WIN, game=1, reversed=True)


def test_each_match_its_games_in_order() -> None:
    game = BoardResult(2, Outcome.DRAW, 1, 1)
    first = BoardResult(1, Outcome.WHITE_FORFEIT_WIN, 1, None)
    found = match_results(
        EIGHT, {(2, 1): {1: first}, (1, 3): {2: game, 1: first}}, {(2, 1)}
    )
    assert list(found) == [(1, 3), (2, 1)]
    assert found[1, 3].match == EIGHT.round(1).game(3)
    assert [g.board for g in found[1, 3].boards] == [1, 2]
    assert (found[1, 3].forfeit, found[2, 1].forfeit) == (False, True)
    assert present(Outcome.DOUBLE_FORFEIT) == (False, False)
    assert present(Outcome.DRAW) == (True, True)
