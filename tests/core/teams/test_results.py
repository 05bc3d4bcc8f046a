"""Team results as entered: board by board or a whole match forfeited, who
played each board, and every entry that does not fit the schedule.

Results are written from the first-named team's side, board 1 first:
``"1-0"`` on a board means the first-named team's player won it.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
from tests.core.conftest import teams

from berger.core.model import EventInfo, Outcome
from berger.core.results import BoardResult, Results, present
from berger.core.teams.event import make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.table import build_team_table
from berger.errors import ScheduleError

F = Fraction


def test_a_whole_match_forfeited() -> None:
    # Team 2 does not turn up in round 1: every board +- for team 1's board
    # players, nobody on team 2's side. 4-0, 2 match points to 0.
    event = make_team_event(EventInfo(), teams(2), boards=4)
    builder = TeamResultsBuilder(event)
    builder.add_forfeit(1, 1, 2, Outcome.WHITE_FORFEIT_WIN)
    results = builder.build()
    match = results.match(1, 1)
    assert match is not None
    assert match.forfeit
    assert [(b.first, b.second) for b in match.boards] == [
        (k, None) for k in (1, 2, 3, 4)
    ]
    table = build_team_table(event, results)
    assert (table.match_points(1), table.game_points(1)) == (F(2), F(4))
    assert (table.match_points(2), table.game_points(2)) == (F(0), F(0))
    assert not table.records[0][0].played
    assert {g.team for g in table.games} == {1}


def test_who_played_defaults_to_the_board_and_names_a_reserve() -> None:
    # Board 2: team 1's reserve (position 5) plays; board 3 is forfeited by
    # team 2 (+-): team 1's third player wins, team 2 fielded nobody; board 4:
    # a named player of team 2 did not turn up (+-, second_player=4).
    event = make_team_event(EventInfo(), teams(2), boards=4)
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 1, 2, 1, Outcome.DRAW)
    builder.add_board(1, 1, 2, 2, Outcome.DRAW, first_player=5)
    builder.add_board(1, 1, 2, 3, Outcome.WHITE_FORFEIT_WIN)
    builder.add_board(1, 1, 2, 4, Outcome.WHITE_FORFEIT_WIN, second_player=4)
    match = builder.build().match(1, 1)
    assert match is not None
    assert [(b.first, b.second) for b in match.boards] == [
        (1, 1),
        (5, 2),
        (3, None),
        (4, 4),
    ]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda b: b.add_board(1, 1, 4, 5, Outcome.DRAW),
            "1 T1 – 4 T4 has no board 5 (boards 1–4)",
        ),
        (
            lambda b: b.add_board(1, 1, 2, 1, Outcome.DRAW),
            "1 T1 – 2 T2 is not a match of round 1: 1 T1 plays 1 T1 – 4 T4;"
            " 2 T2 plays 2 T2 – 3 T3",
        ),
        (
            lambda b: b.add_board(1, 4, 1, 1, Outcome.DRAW),
            "4 T4 – 1 T1 has the teams reversed: round 1 has 1 T1 – 4 T4,"
            " first-named team first",
        ),
        (
            lambda b: b.add_board(4, 1, 4, 1, Outcome.DRAW),
            "round 4 is beyond the schedule (rounds 1–3)",
        ),
        (
            lambda b: b.add_board(1, 1, 4, 1, Outcome.DRAW, first_player=6),
            "1 T1 has no player 6 (players 1–5)",
        ),
        (
            lambda b: b.add_forfeit(1, 1, 4, Outcome.DRAW),
            "a whole match can only be forfeited (+-, -+ or --), not 1/2-1/2",
        ),
    ],
)
def test_results_that_do_not_fit_the_schedule(
    call: Callable[[TeamResultsBuilder], object], message: str
) -> None:
    event = make_team_event(EventInfo(), teams(4), boards=4)
    with pytest.raises(ScheduleError) as caught:
        call(TeamResultsBuilder(event))
    assert str(caught.value) == message


def test_a_player_on_two_boards_and_two_results_for_a_board() -> None:
    event = make_team_event(EventInfo(), teams(4), boards=4)
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 1, 4, 2, Outcome.DRAW)
    with pytest.raises(ScheduleError) as caught:
        builder.add_board(1, 1, 4, 3, Outcome.DRAW, first_player=2)
    assert str(caught.value) == "'P1.2' (T1) plays boards 2 and 3 of round 1"
    builder.add_board(1, 1, 4, 2, Outcome.DRAW)  # the same again is fine
    with pytest.raises(ScheduleError) as caught:
        builder.add_board(1, 1, 4, 2, Outcome.WHITE_WIN)
    assert str(caught.value) == (
        "round 1, 1 T1 – 4 T4, board 2 has two results: 1/2-1/2 and 1-0"
    )


def test_a_bye_has_no_result() -> None:
    event = make_team_event(EventInfo(), teams(3), boards=2)
    with pytest.raises(ScheduleError, match="1 T1 has the bye in round 1"):
        TeamResultsBuilder(event).add_board(1, 1, 3, 1, Outcome.DRAW)


@pytest.mark.parametrize(
    ("outcome", "sides"),
    [
        (Outcome.WHITE_WIN, (True, True)),
        (Outcome.DRAW, (True, True)),
        (Outcome.BLACK_WIN, (True, True)),
        (Outcome.WHITE_FORFEIT_WIN, (True, False)),
        (Outcome.BLACK_FORFEIT_WIN, (False, True)),
        (Outcome.DOUBLE_FORFEIT, (False, False)),
    ],
)
def test_who_turned_up_for_a_board(outcome: Outcome, sides: tuple[bool, bool]) -> None:
    assert present(outcome) == sides


def test_matches_entered_so_far_and_the_last_round() -> None:
    # Teams of FOUR's table for 3–4: R1 tables 1–4 (1) and 2–3 (2), R2 4–3
    # (1) and 1–2 (2). One board of R2's second match entered: R2 is the last
    # round with a result; R1 has none, so its matches are absent.
    event = make_team_event(EventInfo(), teams(4), boards=4)
    assert Results().last_round == 0
    builder = TeamResultsBuilder(event)
    builder.add_board(2, 1, 2, 3, Outcome.BLACK_WIN)
    results = builder.build()
    assert results.last_round == 2
    assert results.match(1, 1) is None
    match = results.match(2, 2)
    assert match is not None
    assert (match.match.round, match.match.white, match.match.black) == (2, 1, 2)
    assert match.boards == (BoardResult(3, Outcome.BLACK_WIN, 3, 3),)
    assert not match.forfeit
