"""Reading an EVENT with several groups: each group an event of its own."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.formats.event_folders import event_folder

from berger.core.draw import Numbering
from berger.errors import GroupError, InputError
from berger.formats.event.event import Options
from berger.formats.event.event_groups import load_groups
from berger.formats.event.event_loader import load_event
from berger.formats.event.output import Language

GROUPS = """\
[event]
name = "Club Championship 2026"
site = "Kyiv"
[rules]
numbering = "rating"
tiebreaks = ["SB", "ARO"]
[output]
language = "uk"
[[groups]]
name = "Masters"
players = "players.csv"
results = "results.csv"
[[groups]]
name = "Reserves"
players = "players.csv"
cycles = 2
swap_last_two = false
tiebreaks = "DE,SB"
"""


def test_each_group_is_an_event_of_its_own(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    (masters, first), (reserves, second) = load_groups(folder)
    assert (masters, reserves) == ("Masters", "Reserves")
    # Shared: the header (the group's name after the event's), the output.
    assert first.info.name == "Club Championship 2026 — Masters"
    assert second.info.name == "Club Championship 2026 — Reserves"
    assert first.info.site == second.info.site == "Kyiv"
    assert first.language is second.language is Language.UK
    # [rules] for both, each group's own keys over them.
    assert first.numbering is second.numbering is Numbering.RATING
    assert (first.cycles, first.options.swap_last_two) == (1, None)
    assert (second.cycles, second.options.swap_last_two) == (2, False)
    assert first.options.tiebreaks == ("SB", "ARO")
    assert second.options.tiebreaks == ("DE", "SB")
    # Its own files.
    assert first.options.results == folder / "results.csv"
    assert second.options.results is None
    assert len(first.players) == len(second.players) == 3


def test_the_command_line_goes_over_a_groups_rules(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    ((name, config),) = load_groups(folder, Options(cycles=3), group="reserves")
    assert (name, config.cycles) == ("Reserves", 3)


def test_a_group_of_an_event_without_a_name_is_named_by_itself(
    tmp_path: Path,
) -> None:
    folder = event_folder(
        tmp_path, '[[groups]]\nname = " Group  A "\nplayers = "players.csv"\n'
    )
    ((name, config),) = load_groups(folder)
    assert name == config.info.name == "Group A"


def test_an_event_without_groups_is_one_unnamed(tmp_path: Path) -> None:
    folder = event_folder(tmp_path)
    ((name, config),) = load_groups(folder)
    assert name is None
    assert config == load_event(folder)


def test_load_event_refuses_groups(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    with pytest.raises(InputError, match=r"groups: holds several groups"):
        load_event(folder)


def test_a_groups_error_names_it(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS + 'numbering = "lots"\n')
    with pytest.raises(GroupError) as caught:
        load_groups(folder)
    assert str(caught.value).startswith("group Reserves: ")
    assert "rules.numbering" in str(caught.value)
    # Another group is read without it.
    assert load_groups(folder, group="MASTERS")[0][0] == "Masters"
