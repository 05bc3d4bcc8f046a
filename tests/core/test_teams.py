"""Team events: numbering, board colours, board results, match and game points.

Results are written from the first-named team's side, board 1 first:
``"1-0"`` on a board means the first-named team's player won it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

import pytest

from berger.core.draw import Numbering
from berger.core.model import Color, EventInfo, Outcome, Player
from berger.core.scoring import DRAUGHTS
from berger.core.team_results import TeamResults, TeamResultsBuilder
from berger.core.team_table import build_team_table
from berger.core.teams import (
    MatchOutcome,
    MatchScoring,
    Team,
    check_teams,
    make_team_event,
)
from berger.errors import InputError, ScheduleError

F = Fraction


Record = Callable[..., TeamResults]


def teams(count: int, size: int = 5, ratings: Sequence[int] = ()) -> list[Team]:
    """Teams T1..Tn of ``size`` players Pt.1..Pt.size."""
    return [
        Team(
            f"T{t}",
            tuple(
                Player(f"P{t}.{k}", ratings[t - 1] if ratings else None)
                for k in range(1, size + 1)
            ),
        )
        for t in range(1, count + 1)
    ]


def test_teams_meet_by_the_berger_table() -> None:
    # SPEC 1, table for 3–4: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1; the left
    # team is the first-named one.
    event = make_team_event(EventInfo(), teams(4), boards=4)
    assert [[(g.white, g.black) for g in r.games] for r in event.schedule.rounds] == [
        [(1, 4), (2, 3)],
        [(4, 3), (1, 2)],
        [(2, 4), (3, 1)],
    ]
    odd = make_team_event(EventInfo(), teams(3), boards=2)
    assert [r.bye for r in odd.schedule.rounds] == [1, 3, 2]


def test_board_colours_alternate_from_the_first_named_team() -> None:
    # First-named team: white on 1, 3, 5; black on 2, 4, 6. The setting flips it.
    event = make_team_event(EventInfo(), teams(2, 6), boards=6)
    assert [event.colour(b) for b in range(1, 7)] == [Color.WHITE, Color.BLACK] * 3
    flipped = make_team_event(EventInfo(), teams(2, 6), boards=6, first_white=False)
    assert [flipped.colour(b) for b in range(1, 7)] == [Color.BLACK, Color.WHITE] * 3


def test_board_games_carry_each_players_colour(record: Record) -> None:
    # Double round robin of 2 teams: round 1 is 1–2, round 2 (cycle 2) is 2–1.
    # Round 1, board 2: team 1's second player has black (even board), team 2's
    # white. Round 2: team 2 is named first, so its board-1 player has white.
    event = make_team_event(EventInfo(), teams(2), boards=2, cycles=2)
    results = record(event, {(1, 1, 2): ["1-0", "0-1"], (2, 2, 1): ["=", "="]})
    table = build_team_table(event, results)
    colours = {(g.round, g.board, g.team): g.colour for g in table.games}
    assert colours[1, 2, 1] is Color.BLACK
    assert colours[1, 2, 2] is Color.WHITE
    assert colours[2, 1, 2] is Color.WHITE
    assert colours[2, 1, 1] is Color.BLACK


def test_numbering_by_average_board_rating() -> None:
    # Board players only (4 boards): T1 avg 2000, T2 avg (2100+2100+2100+2101)/4
    # = 2100.25 -> 2100, T3 unrated -> last. The fifth (reserve) does not count.
    squads = teams(3, ratings=(2000, 2100, 0))
    squads[1] = Team(
        "T2", (*squads[1].players[:3], Player("P2.4", 2101), Player("P2.5", 2900))
    )
    squads[2] = Team("T3", tuple(Player(p.name) for p in squads[2].players))
    assert squads[1].rating(4) == 2100
    assert squads[2].rating(4) is None
    event = make_team_event(EventInfo(), squads, boards=4, numbering=Numbering.RATING)
    assert [t.name for t in event.teams] == ["T2", "T1", "T3"]


def test_varma_does_not_number_teams() -> None:
    with pytest.raises(ScheduleError, match="Varma"):
        make_team_event(EventInfo(), teams(10), boards=4, numbering=Numbering.VARMA)


@pytest.mark.parametrize(
    ("squads", "boards", "message"),
    [
        (teams(2, 3), 4, "team: team 'T1' has 3 players for 4 boards"),
        (teams(2), 1, "boards: 1 is out of range 2..100"),
        (
            [
                Team("A", (Player("X"), Player("Y"))),
                Team("B", (Player("x"), Player("Z"))),
            ],
            2,
            "name: 'x' is in 'A' and 'B'",
        ),
        (
            [
                Team("A", (Player("X"), Player("Y"))),
                Team("a", (Player("V"), Player("Z"))),
            ],
            2,
            "team: two teams are called 'a'",
        ),
    ],
)
def test_check_teams_refuses(squads: list[Team], boards: int, message: str) -> None:
    with pytest.raises(InputError) as caught:
        check_teams(squads, boards)
    assert str(caught.value) == message


def test_match_points_and_game_points(record: Record) -> None:
    # 2 teams, 4 boards, one round: 1–2 with 1-0, ½-½, 0-1, 1-0.
    # Game points: team 1: 1 + ½ + 0 + 1 = 2½; team 2: 0 + ½ + 1 + 0 = 1½.
    # Team 1 wins the match: 2 match points, team 2 none (2/1/0).
    event = make_team_event(EventInfo(), teams(2), boards=4)
    table = build_team_table(
        event, record(event, {(1, 1, 2): ["1-0", "=", "0-1", "1-0"]})
    )
    assert (table.match_points(1), table.game_points(1)) == (2, F(5, 2))
    assert (table.match_points(2), table.game_points(2)) == (0, F(3, 2))
    first = table.records[0][0]
    assert first.outcome is MatchOutcome.WIN
    assert first.board_points == (1, F(1, 2), 0, 1)
    assert first.opponent_game_points == F(3, 2)
    assert first.played


@pytest.mark.parametrize(
    ("codes", "points", "outcomes"),
    [
        # Forfeits score as wins and losses: +- gives 1/0, -+ 0/1, -- 0/0.
        # 1 + ½ + 0 + 0 = 1½ against 0 + ½ + 1 + 0 = 1½: a drawn match.
        (["+-", "=", "-+", "--"], (F(3, 2), F(3, 2)), ("D", "D")),
        # Nothing scored on any board by either team: both lose the match.
        (["--", "--", "--", "--"], (0, 0), ("L", "L")),
        # 2-2 with points on both sides is a draw.
        (["1-0", "0-1", "1-0", "0-1"], (2, 2), ("D", "D")),
    ],
)
def test_match_outcome_follows_game_points(
    record: Record,
    codes: list[str],
    points: tuple[Fraction, Fraction],
    outcomes: tuple[str, str],
) -> None:
    event = make_team_event(EventInfo(), teams(2), boards=4)
    table = build_team_table(event, record(event, {(1, 1, 2): codes}))
    assert (table.game_points(1), table.game_points(2)) == points
    assert tuple(str(table.records[t][0].outcome) for t in (0, 1)) == outcomes


def test_match_scoring_and_draughts_board_points(record: Record) -> None:
    # Draughts boards 2/1/0 and football-style matches 3/1/0.
    # Boards: 1-0, 1-0, =, 0-1 -> team 1: 2 + 2 + 1 + 0 = 5, team 2: 0 + 0 + 1 + 2 = 3.
    event = make_team_event(
        EventInfo(),
        teams(2),
        boards=4,
        scoring=DRAUGHTS,
        match_scoring=MatchScoring.from_values([3, 1, 0]),
    )
    table = build_team_table(
        event, record(event, {(1, 1, 2): ["1-0", "1-0", "=", "0-1"]})
    )
    assert (table.game_points(1), table.game_points(2)) == (5, 3)
    assert (table.match_points(1), table.match_points(2)) == (3, 0)


def test_match_points_need_three_numbers() -> None:
    with pytest.raises(InputError) as caught:
        MatchScoring.from_values([2, 1])
    assert str(caught.value) == (
        "match_points: match points need 3 numbers (win, draw, loss), got 2"
    )


def test_a_match_counts_once_every_board_has_a_result(record: Record) -> None:
    # Three boards of four entered: the match is pending, no points yet, but
    # the players' three games are known.
    event = make_team_event(EventInfo(), teams(2), boards=4)
    table = build_team_table(event, record(event, {(1, 1, 2): ["1-0", "=", "0-1"]}))
    assert table.records == ((), ())
    assert table.pending == 1
    assert not table.final
    assert len(table.games) == 6


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
    assert (table.match_points(1), table.game_points(1)) == (2, 4)
    assert (table.match_points(2), table.game_points(2)) == (0, 0)
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
