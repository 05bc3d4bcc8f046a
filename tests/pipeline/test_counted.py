"""What both kinds of event count, and each kind's own count, handed back
typed by its variant."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import open_individual, open_teams

from berger.pipeline.players.count import PlayerCounted
from berger.pipeline.teams.count import TeamCounted


def test_each_kind_counts_its_own_besides_what_both_count(samples: Path) -> None:
    players = open_individual(samples / "club-championship")
    teams = open_teams(samples / "school-teams")
    mine = players.count(players.require_results())
    theirs = teams.count(teams.require_results())
    assert type(mine) is PlayerCounted
    assert type(theirs) is TeamCounted
    assert mine.changes is not None  # a rated event's rating changes
    assert theirs.table.crosstable is theirs.crosstable
    # What both count: the standings of the crosstable, after the same round;
    # a team event never has a play-off.
    for counted in (mine, theirs):
        assert counted.after_round == counted.standings.after_round
        assert counted.crosstable.tournament.n == len(counted.standings.rows)
    assert theirs.playoffs is None
