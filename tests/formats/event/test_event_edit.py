"""event.toml given a results line, every other byte kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.event.event_edit import add_results_key, with_results_key

EVENT = (
    '# My event\r\nplayers = "players.csv"   # the list\r\n\r\n'
    '[event]\r\nname = "Cup"\r\n'
)
GROUPS = """[event]
name = "Cup"

[[groups]]
name = "A"
players = "a.csv"
results = "ra.csv"

[[groups]]
  name = "B"
  players = "b.csv"
"""


def test_the_line_comes_after_players_with_its_line_end(tmp_path: Path) -> None:
    path = tmp_path / "event.toml"
    path.write_bytes(EVENT.encode())
    add_results_key(path, "results.csv")
    assert path.read_bytes() == (
        b'# My event\r\nplayers = "players.csv"   # the list\r\n'
        b'results = "results.csv"\r\n\r\n[event]\r\nname = "Cup"\r\n'
    )


def test_a_groups_entry_gets_its_own_line() -> None:
    changed = with_results_key(GROUPS, "results-B.csv", 1)
    assert changed == GROUPS + '  results = "results-B.csv"\n'


def test_a_file_without_a_final_line_end() -> None:
    assert with_results_key('players = "p.csv"', "r.csv") == (
        'players = "p.csv"\nresults = "r.csv"'
    )


def test_an_event_that_names_results_already_is_refused() -> None:
    with pytest.raises(InputError, match="names a results file already"):
        with_results_key(GROUPS, "x.csv", 0)


def test_an_event_without_a_players_line_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "event.toml"
    path.write_text('[event]\nplayers = "x"\n', "utf-8")
    with pytest.raises(InputError, match=r"event.toml: no players = \.\.\. line"):
        add_results_key(path, "r.csv")
    assert path.read_text("utf-8") == '[event]\nplayers = "x"\n'


def test_an_event_with_a_number_python_cannot_read_is_refused() -> None:
    # More than 4,300 digits: tomllib lets Python's ValueError out.
    text = 'players = "p.csv"\n[rules]\nseed = ' + "9" * 5000 + "\n"
    with pytest.raises(InputError, match=r"^cannot add results = \.\.\.: Exceeds"):
        with_results_key(text, "r.csv")
