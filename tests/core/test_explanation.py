"""Why one player is above another on equal points, worked out by hand: the
samples' ties (the district final's three-way tie and its play-off, the
school teams' two teams level on both scores), direct encounter in a group
and again in the sub-group it leaves level, a shared place, the drawing of
lots, a struck player, and a team event's EDE and BBE.

Results are written "a against b" from a's side: ``(1, 2): "1-0"`` means 1
beat 2. Figures are FIDE's (SB: Σ own score × the opponent's points).
"""

from __future__ import annotations

from fractions import Fraction

from tests.conftest import SAMPLES, open_individual, open_teams
from tests.core.conftest import (
    ALL_DRAWN,
    Matches,
    Record,
    four_table,
    game_results,
    rated_event,
)
from tests.core.teams.test_standings import CYCLE

from berger.core.crosstable import build_crosstable
from berger.core.cuts import PLAYOFF
from berger.core.explanation import Step, Tie, Verdict, explain_ties, ties_of
from berger.core.model import Outcome
from berger.core.results import ResultsBuilder
from berger.core.standings import Ties, compute_standings
from berger.core.teams.standings import compute_team_standings

F = Fraction


def test_the_district_finals_three_way_tie_and_its_play_off() -> None:
    # samples/district-final: 1 Shevchenko, 2 Kovalenko, 3 Bondarenko on 3½.
    # Among the three every game was drawn: DE 1 each, level. SB (FIDE):
    # 3 7½, 2 7¼, 1 7; the chain alone ranks 3, 2, 1. The play-off (after
    # the points alone) was a round robin: 1 beat 3, 2–1 and 3–2 drawn, so
    # 1 1½, 2 1, 3 ½: it ranks 1, 2, 3, before the tie-breaks.
    players = open_individual(SAMPLES / "district-final")
    assert players.results is not None
    standings = players.count(players.results).standings
    assert standings.by_chain is not None
    points = Step("points", F(7, 2), F(7, 2), split=False)
    de = Step("DE", 1, 1, split=False, among=(1, 2, 3))
    assert explain_ties(standings) == (
        Tie(
            1,
            2,
            "1",
            Verdict.PLAYOFF,
            (points, Step(PLAYOFF, F(3, 2), 1, split=True)),
            (de, Step("SB", 7, F(29, 4), split=True)),
        ),
        Tie(
            2,
            3,
            "2",
            Verdict.PLAYOFF,
            (points, Step(PLAYOFF, 1, F(1, 2), split=True)),
            (de, Step("SB", F(29, 4), F(15, 2), split=True)),
        ),
    )
    # The standings by the chain alone (the event's TRF): SB decides.
    assert explain_ties(standings.by_chain) == (
        Tie(
            3, 2, "1", Verdict.CHAIN, (points, de, Step("SB", F(15, 2), F(29, 4), True))
        ),
        Tie(2, 1, "2", Verdict.CHAIN, (points, de, Step("SB", F(29, 4), 7, True))),
    )


def test_the_school_teams_level_on_both_scores() -> None:
    # samples/school-teams: Ліцей №24 (1) and Технічний ліцей (6) have 6 MP
    # and 11 GP each. EDE: 1 beat 6 in their match, 2 MP to 0.
    teams = open_teams(SAMPLES / "school-teams")
    assert teams.results is not None
    standings = teams.count(teams.results).standings
    assert explain_ties(standings) == (
        Tie(
            1,
            6,
            "2",
            Verdict.CHAIN,
            (
                Step("match_points", 6, 6, split=False),
                Step("game_points", 11, 11, split=False),
                Step("EDE", 2, 0, split=True, among=(1, 6), score="match_points"),
            ),
        ),
    )


# Five players: 1, 2 and 3 end on 2 points. Among them 1 beat 2 and 3, 2 and
# 3 drew. Outside: 4 and 5 beat 1; 2 beat 4 and drew 5; 3 beat 5 and drew 4;
# 5 beat 4. Points: 1 = 2; 2 = ½ + 1 + ½ = 2; 3 = ½ + ½ + 1 = 2; 4 = 1 + ½ =
# 1½; 5 = 1 + ½ + 1 = 2½.
SUBGROUP = {(1, 2): "1-0", (1, 3): "1-0", (2, 3): "=", (1, 4): "0-1"}
SUBGROUP |= {(1, 5): "0-1", (2, 4): "1-0", (2, 5): "=", (3, 4): "="}
SUBGROUP |= {(3, 5): "1-0", (4, 5): "0-1"}


def test_direct_encounter_in_the_group_then_in_the_sub_group_it_leaves_level() -> None:
    # DE among 1, 2, 3: 1 2, 2 ½, 3 ½: 1 first. Among 2 and 3 alone: ½ each,
    # level. SB: 3 = ½·2 (drew 2) + ½·1½ (drew 4) + 2½ (beat 5) = 4¼;
    # 2 = ½·2 (drew 3) + 1½ (beat 4) + ½·2½ (drew 5) = 3¾. Standings: 5, 1,
    # 3, 2, 4.
    t = rated_event([None] * 5)
    standings = compute_standings(
        build_crosstable(t, game_results(t, SUBGROUP)), ["DE", "SB"]
    )
    assert [row.number for row in standings.rows] == [5, 1, 3, 2, 4]
    points = Step("points", 2, 2, split=False)
    assert explain_ties(standings) == (
        Tie(
            1, 3, "2", Verdict.CHAIN, (points, Step("DE", 2, F(1, 2), True, (1, 2, 3)))
        ),
        Tie(
            3,
            2,
            "3",
            Verdict.CHAIN,
            (
                points,
                Step("DE", F(1, 2), F(1, 2), split=False, among=(1, 2, 3)),
                Step("DE", F(1, 2), F(1, 2), split=False, among=(2, 3)),
                Step("SB", F(17, 4), F(15, 4), split=True),
            ),
        ),
    )
    # Each player's own: 3 has a neighbour level above and below.
    assert [(tie.upper, tie.lower) for tie in ties_of(explain_ties(standings), 3)] == [
        (1, 3),
        (3, 2),
    ]


def test_a_shared_place() -> None:
    # Every game drawn: 1½ each, SB 2¼ each, all four share 1st-4th.
    t = rated_event([None] * 4)
    standings = compute_standings(
        build_crosstable(t, game_results(t, ALL_DRAWN)), ["SB"]
    )
    level = (
        Step("points", F(3, 2), F(3, 2), split=False),
        Step("SB", F(9, 4), F(9, 4), split=False),
    )
    assert explain_ties(standings) == tuple(
        Tie(a, a + 1, "1-4", Verdict.SHARED, level) for a in (1, 2, 3)
    )


def test_the_drawing_of_lots() -> None:
    # The same event, the ties drawn by lot: each neighbour above by lots,
    # after SB left them level.
    t = rated_event([None] * 4)
    standings = compute_standings(
        build_crosstable(t, game_results(t, ALL_DRAWN)),
        ["SB"],
        ties=Ties.LOTS,
        seed=7,
    )
    ties = explain_ties(standings)
    assert [tie.verdict for tie in ties] == [Verdict.LOTS] * 3
    assert [tie.place for tie in ties] == ["1", "2", "3"]
    assert all(not step.split for tie in ties for step in tie.steps)


def test_a_struck_player_comes_after_one_level_on_points() -> None:
    # Four players; 4 withdraws after round 1 (1 game of 3, under half):
    # every game of 4 struck, 0 points. 3 lost to 1 and 2 (its game with 4
    # struck): 0 points too, above 4 for keeping its games.
    t = rated_event([None] * 4)
    builder = ResultsBuilder(t.schedule)
    for game in t.schedule.games():
        if 4 in (game.white, game.black):
            if game.round == 1:
                builder.add(1, game.white, game.black, Outcome.DRAW)
            continue
        loser = 3 if 3 in (game.white, game.black) else 2
        winner = game.white if game.black == loser else game.black
        outcome = Outcome.WHITE_WIN if winner == game.white else Outcome.BLACK_WIN
        builder.add(game.round, game.white, game.black, outcome)
    builder.withdraw(4, 1)
    standings = compute_standings(build_crosstable(t, builder.build()), ["SB"])
    assert [(row.number, row.points, row.struck) for row in standings.rows] == [
        (1, F(2), False),
        (2, F(1), False),
        (3, F(0), False),
        (4, F(0), True),
    ]
    assert explain_ties(standings) == (
        Tie(3, 4, "3", Verdict.STRUCK, (Step("points", 0, 0, split=False),)),
    )


def test_ede_tries_the_primary_score_then_the_other(record: Record) -> None:
    # CYCLE (tests/core/teams/test_standings.py): 1, 2, 3 level on 4 MP and 7
    # GP; among them 2 MP each (level), then game points among them: 2 4½,
    # 1 4, 3 3½.
    standings = compute_team_standings(four_table(record, CYCLE), ["EDE"])
    level = (
        Step("match_points", 4, 4, split=False),
        Step("game_points", 7, 7, split=False),
    )
    group = (1, 2, 3)
    assert explain_ties(standings) == (
        Tie(
            2,
            1,
            "1",
            Verdict.CHAIN,
            (
                *level,
                Step("EDE", 2, 2, False, group, score="match_points"),
                Step("EDE", F(9, 2), 4, True, group, score="game_points"),
            ),
        ),
        Tie(
            1,
            3,
            "2",
            Verdict.CHAIN,
            (
                *level,
                Step("EDE", 2, 2, False, group, score="match_points"),
                Step("EDE", 4, F(7, 2), True, group, score="game_points"),
            ),
        ),
    )


def test_bbe_drops_the_bottom_board(record: Record, four: Matches) -> None:
    # FOUR: 1 and 3 level on 3 MP and 6 GP. Boards: 1 has 1, 2, 1½, 1½; 3 has
    # 1½, ½, 2, 2. Without board 4: 1 4½, 3 4: 1 above, on boards 1-3.
    standings = compute_team_standings(four_table(record, four), ["BBE"])
    (tie,) = explain_ties(standings)
    assert (tie.upper, tie.lower, tie.verdict) == (1, 3, Verdict.CHAIN)
    assert tie.steps[-1] == Step("BBE", F(9, 2), 4, split=True, board=3)
