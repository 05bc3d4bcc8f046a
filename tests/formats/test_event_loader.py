"""Reading an EVENT: folders, event.toml files, bare lists, their files."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.formats.event_folders import PLAYERS, event_folder

from berger.core.draw import Numbering
from berger.core.model import EventInfo
from berger.core.scoring import DRAUGHTS, FOOTBALL
from berger.errors import InputError
from berger.formats.event import EVENT_FILE, Options
from berger.formats.event_loader import load_event


def test_bare_participants_file(tmp_path: Path) -> None:
    path = tmp_path / "list.csv"
    path.write_text(PLAYERS, encoding="utf-8")
    config = load_event(path, Options(cycles=3, scoring=FOOTBALL))
    assert config.folder == tmp_path
    assert config.info == EventInfo()
    assert len(config.players) == 3
    assert config.cycles == 3
    assert config.scoring is FOOTBALL


def test_samples(samples: Path) -> None:
    club = load_event(samples / "club-championship")
    assert club.numbering is Numbering.RATING
    assert club.info.name == "Riverside Club Championship 2026"
    assert len(club.info.round_dates) == 7
    draughts = load_event(samples / "draughts-cup")
    assert (draughts.numbering, draughts.options.seed) == (Numbering.RANDOM, 2026)
    assert draughts.scoring is DRAUGHTS
    assert draughts.language == "uk"
    assert draughts.info.game == "draughts"
    varma = load_event(samples / "open-varma")
    assert (varma.numbering, varma.options.seed, varma.language) == (
        Numbering.VARMA,
        1234,
        "ru",
    )


@pytest.mark.parametrize("toml", ["[event]\n", "players = 3\n", 'players = ""\n'])
def test_event_toml_without_players(tmp_path: Path, toml: str) -> None:
    folder = event_folder(tmp_path, toml)
    with pytest.raises(InputError, match=r": players: says no participants file"):
        load_event(folder)


def test_event_toml_problems_of_its_files(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, 'players = "missing.csv"\n')
    with pytest.raises(InputError, match=r"missing.csv: file not found$"):
        load_event(folder)
    (folder / EVENT_FILE).write_bytes(b'players = "\xff"\n')
    with pytest.raises(InputError, match="not UTF-8 text"):
        load_event(folder)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match=r"no event\.toml in this folder"):
        load_event(empty)
