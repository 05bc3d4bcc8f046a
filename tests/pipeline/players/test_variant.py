"""An event of players, called as another program would: its results, what
they count to, its documents."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_individual, output_named

from berger.core.standings import Ties
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.pipeline.event import open_variant


def test_lots_without_a_seed_is_an_input_error(samples: Path) -> None:
    # An event read without open_groups (so without a seed settled) cannot
    # draw lots: one line, not a crash.
    config = load_event(samples / "club-championship", Options(ties=Ties.LOTS))
    players = open_variant(config)
    results = players.require_results()
    with pytest.raises(InputError, match=r'ties = "lots" needs a seed'):
        players.count(results)


def test_results_from_the_results_file_or_none(samples: Path, tmp_path: Path) -> None:
    read = open_individual(samples / "club-championship").results
    assert read is not None
    results = read.games
    # The sample's 28 games, every round played; no play-off.
    assert (len(results.outcomes), results.last_round) == (28, 7)
    assert read.playoff == {}
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    bare = open_individual(names)
    assert bare.results is None
    with pytest.raises(
        InputError,
        match=r"no results to count: give --results FILE .*\(x needs none\)$",
    ):
        bare.require_results(why="to count", other="x")


def test_the_counted_results_carry_a_rated_events_rating_changes(
    samples: Path,
) -> None:
    players = open_individual(samples / "club-championship")
    results = players.require_results()
    counted = players.count(results, after_round=3)
    assert counted.after_round == 3
    assert counted.changes is not None
    assert len(counted.changes) == players.event.n
    unrated = open_individual(samples / "club-championship", Options(rated=False))
    assert unrated.count(results).changes is None


def test_the_documents_of_players(samples: Path) -> None:
    players = open_individual(samples / "closed-norms")
    before = players.work(None)
    assert output_named(players, "norms.pdf").has(before)  # the forecast
    assert not output_named(players, "crosstable.pdf").has(before)
    assert output_named(players, "crosstable.pdf").has(players.work(players.results))
    draughts = open_individual(samples / "draughts-cup")
    assert not output_named(draughts, "norms.pdf").has(draughts.work(None))
