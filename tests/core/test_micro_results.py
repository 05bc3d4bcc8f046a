"""Results of micro-matches, game by game: each game kept from the
first-named player's side; every game that does not fit refused in one
line."""

from __future__ import annotations

import pytest
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.micro_matches import make_micro_match_event
from berger.core.micro_results import (
    MicroMatchResultsBuilder,
    first_difference,
    game_outcomes,
)
from berger.core.model import EventInfo, Outcome, Player
from berger.errors import ScheduleError


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
    builder = MicroMatchResultsBuilder(event)
    builder.add_board_game(1, 1, 2, Outcome.BLACK_WIN)  # 4-1 0-1: 1 won
    match = builder.build().match(1, 1)
    assert match is not None
    assert [g.outcome for g in match.boards] == [Outcome.WHITE_WIN]


def test_an_unplayed_game_records_nothing() -> None:
    builder = MicroMatchResultsBuilder(four())
    builder.add_game(1, 1, 4, 1, Outcome.UNPLAYED)
    assert builder.build().matches == {}


def test_a_whole_micro_match_forfeited() -> None:
    builder = MicroMatchResultsBuilder(four())
    builder.add_forfeit(1, 2, 3, Outcome.BLACK_FORFEIT_WIN)
    match = builder.build().match(1, 2)
    assert match is not None
    assert match.forfeit
    assert [(g.outcome, g.first, g.second) for g in match.boards] == [
        (Outcome.BLACK_FORFEIT_WIN, None, 1),
        (Outcome.BLACK_FORFEIT_WIN, None, 1),
    ]
    # The same micro-match by its board.
    by_board = MicroMatchResultsBuilder(four())
    by_board.add_board_forfeit(1, 2, Outcome.BLACK_FORFEIT_WIN)
    assert by_board.build() == builder.build()
    with pytest.raises(ScheduleError, match=r"round 1 has no board 3 \(boards 1–2\)"):
        by_board.add_board_forfeit(1, 3, Outcome.BLACK_FORFEIT_WIN)
    with pytest.raises(ScheduleError, match="round 5 is beyond the schedule"):
        by_board.add_board_forfeit(5, 1, Outcome.BLACK_FORFEIT_WIN)


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
    builder = MicroMatchResultsBuilder(four())
    round_number, white, black, number, code = game
    with pytest.raises(ScheduleError, match=message):
        builder.add_game(round_number, white, black, number, Outcome.from_code(code))


def test_two_results_for_one_game_are_refused() -> None:
    builder = MicroMatchResultsBuilder(four())
    builder.add_game(1, 1, 4, 1, Outcome.WHITE_WIN)
    builder.add_game(1, 1, 4, 1, Outcome.WHITE_WIN)  # the same again: fine
    with pytest.raises(
        ScheduleError, match="round 1, 1 – 4, game 1 has two results: 1-0 and 0-1"
    ):
        builder.add_game(1, 1, 4, 1, Outcome.BLACK_WIN)


def test_a_bye_and_a_bad_board_and_a_bad_forfeit() -> None:
    event = make_micro_match_event(
        EventInfo(), [Player("A"), Player("B"), Player("C")], games=2
    )
    builder = MicroMatchResultsBuilder(event)
    bye = event.schedule.round(1).bye
    assert bye is not None
    other = 2 if bye != 2 else 1
    with pytest.raises(ScheduleError, match="has the bye in round 1"):
        builder.add_game(1, bye, other, 1, Outcome.WHITE_WIN)
    with pytest.raises(ScheduleError, match="round 1 has no board 2"):
        builder.add_board_game(1, 2, 1, Outcome.WHITE_WIN)
    with pytest.raises(ScheduleError, match="has no game 5"):
        builder.add_board_game(1, 1, 5, Outcome.WHITE_WIN)
    with pytest.raises(ScheduleError, match="can only be forfeited"):
        builder.add_forfeit(1, 1, 2, Outcome.DRAW)


def test_withdrawals_are_kept_in_the_events_rounds() -> None:
    event = make_micro_match_event(
        EventInfo(), [Player("A"), Player("B", withdrawn_after=1)], games=2
    )
    builder = MicroMatchResultsBuilder.for_event(event)
    assert builder.build().withdrawn == {2: 1}
    with pytest.raises(ScheduleError, match="withdrew after round 1, not 0"):
        builder.withdraw(2, 0)
    with pytest.raises(ScheduleError, match="beyond the schedule"):
        builder.withdraw(1, 5)


def test_two_sources_of_the_games_compared_game_by_game() -> None:
    event = four()
    known = enter(event, FOUR_MICRO)
    games = game_outcomes(known)
    assert len(games) == 12
    # Round 1, board 1, game 2 (4 – 1 0-1): the first-named P1 won.
    assert games[1, 1, 2] is Outcome.WHITE_WIN
    assert first_difference(known, known) is None
    changed = dict(FOUR_MICRO)
    changed[3, 1, 3, 2] = "0-1"
    changed[1, 3, 2, 2] = "1-0"
    assert first_difference(known, enter(event, changed)) == (
        (1, 2, 2),
        Outcome.DRAW,
        Outcome.BLACK_WIN,  # 3 – 2 1-0: the first-named P2 lost
    )
