"""Opening an event and its groups, called as another program would: the
seed of a draw, each group numbered and scheduled."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.core.draw import Numbering
from berger.core.standings import Ties
from berger.core.tournament import Tournament
from berger.formats.event.event import EventConfig, Options
from berger.pipeline.event import GroupNeeded, open_groups


def opened(
    path: Path, options: Options, *, choose_seed: Callable[[], int]
) -> tuple[EventConfig, Tournament, bool]:
    """The event, its entrants numbered, and whether its seed was chosen."""
    found = open_event(path, options, choose_seed=choose_seed)
    return found.config, found.variant.event, found.seed_chosen


def test_a_seed_is_chosen_only_for_what_is_drawn_by_lot(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\nGleb\n", encoding="utf-8")
    chosen = iter([41, 42])
    choose = chosen.__next__
    config, tournament, picked = opened(players, Options(), choose_seed=choose)
    assert (config.options.seed, picked) == (None, False)
    config, tournament, picked = opened(
        players, Options(ties=Ties.LOTS), choose_seed=choose
    )
    assert (config.options.seed, tournament.seed, picked) == (41, None, True)
    config, tournament, picked = opened(
        players,
        Options(ties=Ties.LOTS, numbering=Numbering.RANDOM),
        choose_seed=choose,
    )
    assert (config.options.seed, tournament.seed, picked) == (42, 42, True)
    config, _tournament, picked = opened(
        players, Options(ties=Ties.LOTS, seed=7), choose_seed=choose
    )
    assert (config.options.seed, picked) == (7, False)


def test_open_groups_reads_numbers_and_schedules_each(samples: Path) -> None:
    drawn = iter([11, 22])
    groups = open_groups(
        samples / "club-groups",
        Options(numbering=Numbering.RANDOM),
        choose_seed=lambda: next(drawn),
    )
    # Each group draws its own seed and says so.
    assert [(g.name, g.variant.event.seed, g.seed_chosen) for g in groups] == [
        ("A", 11, True),
        ("B", 22, True),
    ]
    name, config, variant, _chosen = groups[1]
    assert (name, config.cycles, variant.event.n) == ("B", 2, 4)
    # One group, by name in any case; an event without groups is one, unnamed.
    assert [
        g.name for g in open_groups(samples / "club-groups", Options(), group="a")
    ] == ["A"]
    (plain,) = open_groups(samples / "club-championship", Options())
    assert plain.name is None
    assert not plain.seed_chosen


def test_open_groups_for_one_thing_needs_the_group(samples: Path) -> None:
    with pytest.raises(GroupNeeded) as caught:
        open_groups(samples / "club-groups", Options(), single=True)
    assert caught.value.groups == ("A", "B")
    (one,) = open_groups(samples / "club-groups", Options(), group="B", single=True)
    assert one.name == "B"
    (plain,) = open_groups(samples / "club-championship", Options(), single=True)
    assert plain.name is None
