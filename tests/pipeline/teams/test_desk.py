"""A round at the arbiter's desk of a team event: each board as played at the
board (white first), each match's score so far."""

from __future__ import annotations

from fractions import Fraction

from berger.core.model import EventInfo, Outcome, Player
from berger.core.scoring import CHESS
from berger.core.teams.event import Team, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.pipeline.desk.variation import match_score
from berger.pipeline.teams.desk import TeamDesk


def test_boards_as_played_and_the_match_score() -> None:
    teams = [
        Team(name, tuple(Player(f"{name}{i}") for i in (1, 2, 3)))
        for name in ("Lions", "Bears")
    ]
    event = make_team_event(EventInfo(), teams, boards=2)
    builder = TeamResultsBuilder(event)
    # Board 2: Lions' player has black; Lions' reserve (3rd) won it.
    builder.add_board(1, 1, 2, 2, Outcome.WHITE_WIN, first_player=3)
    results = builder.build()
    round_ = TeamDesk(event).round(results, 1)
    assert [(g.match, g.board, g.white, g.black, g.result) for g in round_.games] == [
        (1, 1, "Lions1", "Bears1", Outcome.UNPLAYED),
        (1, 2, "Bears2", "Lions3", Outcome.BLACK_WIN),
    ]
    assert round_.matches[0].score == (Fraction(1), Fraction(0))
    assert round_.missing == 1
    assert match_score(results.match(1, 1), CHESS) == (Fraction(1), Fraction(0))
