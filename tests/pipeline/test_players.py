"""An event of players, called as another program would: its results, what
they count to, its documents."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_individual

from berger.core.standings import Ties
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.pipeline.event import open_variant
from berger.pipeline.variant import Document


def test_lots_without_a_seed_is_an_input_error(samples: Path) -> None:
    # An event read without open_groups (so without a seed settled) cannot
    # draw lots: one line, not a crash.
    config = load_event(samples / "club-championship", Options(ties=Ties.LOTS))
    players = open_variant(config)
    results = players.read_results()
    assert results is not None
    with pytest.raises(InputError, match=r'ties = "lots" needs a seed'):
        players.count(results)


def test_results_from_the_results_file_or_none(samples: Path, tmp_path: Path) -> None:
    results = open_individual(samples / "club-championship").read_results()
    assert results is not None
    # The sample's 28 games, every round played.
    assert (len(results.outcomes), results.last_round) == (28, 7)
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    bare = open_individual(names)
    assert bare.read_results() is None
    with pytest.raises(
        InputError,
        match=r"no results to count: give --results FILE .*\(x needs none\)$",
    ):
        bare.require_results(why="to count", other="x")


def test_the_counted_results_carry_a_rated_events_rating_changes(
    samples: Path,
) -> None:
    players = open_individual(samples / "club-championship")
    results = players.read_results()
    assert results is not None
    counted = players.count(results, after_round=3)
    assert counted.after_round == 3
    assert counted.changes is not None
    assert len(counted.changes) == players.event.n
    unrated = open_individual(samples / "club-championship", Options(rated=False))
    assert unrated.count(results).changes is None


def test_the_documents_of_players(samples: Path) -> None:
    players = open_individual(samples / "closed-norms")
    assert players.has(Document.NORMS, None)  # the forecast
    assert not players.has(Document.CROSSTABLE, None)
    assert not players.has(Document.BOARD_RESULTS, None)
    draughts = open_individual(samples / "draughts-cup")
    assert not draughts.has(Document.NORMS, None)
