"""What a team round robin counts, and how its teams are numbered and
scheduled."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import open_teams

from berger.errors import InputError
from berger.pipeline.teams.count import TeamCounted, prepare_teams, team_chain


def test_the_team_chain_and_its_default() -> None:
    assert team_chain(None) == ("EDE", "EMGSB")
    with pytest.raises(InputError, match="rating tiebreaks are for players"):
        team_chain(("ARO",))


def test_the_team_table_is_counted_with_the_standings(samples: Path) -> None:
    teams = open_teams(samples / "school-teams")
    counted = teams.count(teams.require_results(), after_round=3)
    assert isinstance(counted, TeamCounted)
    assert counted.table.after_round == counted.after_round == 3
    assert counted.table.crosstable is counted.crosstable
    assert prepare_teams(teams.config) == teams.event
    with pytest.raises(ValueError, match="not a team event"):
        prepare_teams(replace(teams.config, teams=None))
