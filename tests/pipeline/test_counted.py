"""What both kinds of event count, and each kind's own count taken back
by its variation."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.formats.event.event import Options
from berger.pipeline.counted import Counted, counted_as
from berger.pipeline.players import PlayerCounted
from berger.pipeline.teams import TeamCounted


def test_each_kind_counts_its_own_besides_what_both_count(samples: Path) -> None:
    players = open_event(samples / "club-championship", Options()).variant
    teams = open_event(samples / "school-teams", Options()).variant
    mine = players.count(players.require_results())
    theirs = teams.count(teams.require_results())
    assert type(mine) is PlayerCounted
    assert type(theirs) is TeamCounted
    assert counted_as(PlayerCounted, mine) is mine
    assert counted_as(Counted, theirs) is theirs
    with pytest.raises(ValueError, match="not counted as PlayerCounted"):
        counted_as(PlayerCounted, theirs)
    # What both count: the standings of the crosstable, after the same round.
    for counted in (mine, theirs):
        assert counted.after_round == counted.standings.after_round
        assert counted.crosstable.tournament.n == len(counted.standings.rows)
