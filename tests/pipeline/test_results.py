"""The results and what they count to, called as another program would."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.core.standings import Ties
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event import Options
from berger.formats.event_loader import load_event
from berger.pipeline.event import prepare
from berger.pipeline.results import load_results, require_results, standings_for


def test_lots_without_a_seed_is_an_input_error(samples: Path) -> None:
    # An event read without open_groups (so without a seed settled) cannot
    # draw lots: one line, not a crash.
    config = load_event(samples / "club-championship", Options(ties=Ties.LOTS))
    tournament = prepare(config)
    results = load_results(config, tournament)
    assert results is not None
    with pytest.raises(InputError, match=r'ties = "lots" needs a seed'):
        standings_for(config, tournament, results)


def test_results_from_the_results_file_or_none(samples: Path, tmp_path: Path) -> None:
    config, event, _chosen = open_event(samples / "club-championship", Options())
    assert isinstance(event, Tournament)
    results = load_results(config, event)
    assert results is not None
    # The sample's 28 games, every round played.
    assert (len(results.outcomes), results.last_round) == (28, 7)
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    config, event, _chosen = open_event(names, Options())
    assert isinstance(event, Tournament)
    assert load_results(config, event) is None
    with pytest.raises(
        InputError,
        match=r"no results to count: give --results FILE .*\(x needs none\)$",
    ):
        require_results(config, event, why="to count", other="x")
