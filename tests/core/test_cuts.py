"""The cuts the standings keep: what each criterion did to each group level
before it, and that together they give the standings' order."""

from __future__ import annotations

from fractions import Fraction
from itertools import groupby

from hypothesis import given, settings
from tests.core.conftest import played_events

from berger.core.crosstable import build_crosstable
from berger.core.cuts import Cut, cut_of, leaves
from berger.core.model import Outcome
from berger.core.results import ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tiebreaks.values import split
from berger.core.tournament import Tournament

F = Fraction


def test_a_cut_tells_whom_it_met_and_separated() -> None:
    cut = cut_of("SB", [4, 1, 3], [[4], [1, 3]], {1: F(3), 3: F(3), 4: F(5), 2: F(1)})
    assert cut == Cut("SB", (4, 1, 3), ((4,), (1, 3)), {4: F(5), 1: F(3), 3: F(3)})
    assert cut.meets(1, 4)
    assert not cut.meets(1, 2)
    assert cut.separates(4, 3)
    assert not cut.separates(1, 3)
    assert cut.part_of(4) == 0


@settings(max_examples=40)
@given(played_events())
def test_the_cuts_give_the_standings_order(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]],
) -> None:
    # Whatever the results: the points' groups, each cut in turn by the
    # cuts of the chain (DE's sub-groups included), give the standings'
    # groups in their order.
    tournament, games = event
    builder = ResultsBuilder(tournament.schedule)
    for rnd, board, outcome in games:
        game = tournament.schedule.rounds[rnd - 1].games[board - 1]
        builder.add(rnd, game.white, game.black, outcome)
    crosstable = build_crosstable(tournament, builder.build())
    standings = compute_standings(crosstable, ["DE", "WIN", "SB", "ARO"])
    points = {row.number: row.points for row in standings.rows}
    groups: list[list[int]] = []
    for group in split(sorted(points), points.__getitem__):
        groups += leaves(
            group, [c for c in standings.cuts if set(c.group) <= set(group)]
        )
    ranked = [
        {row.number for row in run}
        for _rank, run in groupby(standings.rows, key=lambda row: row.rank)
    ]
    assert [set(group) for group in groups] == ranked
