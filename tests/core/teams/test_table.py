"""The team table: each match decided from its boards, match and game points,
board points, each board's game with its players and colours.

Results are written from the first-named team's side, board 1 first:
``"1-0"`` on a board means the first-named team's player won it. FOUR is in
tests/core/conftest.py.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import Matches, Record, four_table, teams

from berger.core.crosstable import Score
from berger.core.model import EventInfo, Outcome
from berger.core.schedule import Color
from berger.core.scoring import DRAUGHTS
from berger.core.teams.event import MatchOutcome, make_team_event, match_scoring
from berger.core.teams.table import (
    build_team_table,
    match_game_points,
    score_points,
    side_scores,
)

F = Fraction


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


def test_match_points_and_game_points(record: Record) -> None:
    # 2 teams, 4 boards, one round: 1–2 with 1-0, ½-½, 0-1, 1-0.
    # Game points: team 1: 1 + ½ + 0 + 1 = 2½; team 2: 0 + ½ + 1 + 0 = 1½.
    # Team 1 wins the match: 2 match points, team 2 none (2/1/0).
    event = make_team_event(EventInfo(), teams(2), boards=4)
    table = build_team_table(
        event, record(event, {(1, 1, 2): ["1-0", "=", "0-1", "1-0"]})
    )
    assert (table.match_points(1), table.game_points(1)) == (F(2), F(5, 2))
    assert (table.match_points(2), table.game_points(2)) == (F(0), F(3, 2))
    first = table.records[0][0]
    assert first.outcome is MatchOutcome.WIN
    assert first.board_points == (F(1), F(1, 2), F(0), F(1))
    assert first.opponent_game_points == F(3, 2)
    assert first.played


def test_a_matchs_game_points_once_every_board_has_a_result(record: Record) -> None:
    # 1–2 with 1-0, ½-½, +-, -+: 1 + ½ + 1 + 0 = 2½ against 0 + ½ + 0 + 1 = 1½.
    event = make_team_event(EventInfo(), teams(2), boards=4)
    full = record(event, {(1, 1, 2): ["1-0", "=", "+-", "-+"]}).match(1, 1)
    assert full is not None
    assert match_game_points(event, full) == (F(5, 2), F(3, 2))
    # Three boards of four: the match does not count yet.
    part = record(event, {(1, 1, 2): ["1-0", "=", "+-"]}).match(1, 1)
    assert part is not None
    assert match_game_points(event, part) is None


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
        match_scoring=match_scoring([3, 1, 0]),
    )
    table = build_team_table(
        event, record(event, {(1, 1, 2): ["1-0", "1-0", "=", "0-1"]})
    )
    assert (table.game_points(1), table.game_points(2)) == (F(5), F(3))
    assert (table.match_points(1), table.match_points(2)) == (F(3), F(0))


def test_a_match_counts_once_every_board_has_a_result(record: Record) -> None:
    # Three boards of four entered: the match is pending, no points yet, but
    # the players' three games are known.
    event = make_team_event(EventInfo(), teams(2), boards=4)
    table = build_team_table(event, record(event, {(1, 1, 2): ["1-0", "=", "0-1"]}))
    assert table.records == ((), ())
    assert table.pending == 1
    assert not table.final
    assert len(table.games) == 6


def test_scores_of_the_hand_worked_event(record: Record, four: Matches) -> None:
    tbl = four_table(record, four)
    assert [tbl.match_points(t) for t in (1, 2, 3, 4)] == [3, 2, 3, 4]
    assert [tbl.game_points(t) for t in (1, 2, 3, 4)] == [6, F(11, 2), 6, F(13, 2)]
    assert [tbl.board_points(t) for t in (1, 2, 3, 4)] == [
        (1, 2, F(3, 2), F(3, 2)),
        (2, F(3, 2), 1, 1),
        (F(3, 2), F(1, 2), 2, 2),
        (F(3, 2), 2, F(3, 2), F(3, 2)),
    ]
    assert tbl.final


def test_board_scores_of_each_side_and_their_points() -> None:
    # Draughts 2/1/0 with forfeits worth a win and nothing: each side's score
    # and what it is worth; a board without a result has no score.
    assert side_scores(Outcome.BLACK_WIN) == (Score.LOSS, Score.WIN)
    assert side_scores(Outcome.DOUBLE_FORFEIT) == (
        Score.FORFEIT_LOSS,
        Score.FORFEIT_LOSS,
    )
    with pytest.raises(KeyError):
        side_scores(Outcome.UNPLAYED)
    points = [
        score_points(score, DRAUGHTS)
        for score in (
            Score.WIN,
            Score.DRAW,
            Score.LOSS,
            Score.FORFEIT_WIN,
            Score.FORFEIT_LOSS,
        )
    ]
    assert points == [F(2), F(1), F(0), F(2), F(0)]
    with pytest.raises(ValueError, match="is not a board result"):
        score_points(Score.BYE, DRAUGHTS)
