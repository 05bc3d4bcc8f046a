"""Reading an EVENT: folders, event.toml files, bare lists, their files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tests.formats.event_folders import PLAYERS, event_folder

from berger.core.draw import Numbering
from berger.core.model import EventInfo
from berger.core.scoring import DRAUGHTS, FOOTBALL
from berger.errors import InputError
from berger.formats.event.event import EVENT_FILE, Options
from berger.formats.event.event_loader import load_event


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


def test_a_file_that_cannot_be_opened_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An EVENT without a known suffix is sniffed for a TRF first; a file that
    # cannot be opened (no permission: the suite may run as root, so opening
    # is made to fail) is refused by the participants reader, in one line.
    event = tmp_path / "players"
    event.write_text(PLAYERS, "utf-8")
    opened = Path.open

    def refuse(path: Path, *args: object, **kwargs: object) -> object:
        if path == event:
            raise PermissionError(13, "Permission denied")
        return opened(path, *args, **kwargs)  # type: ignore[call-overload]

    os_open = os.open

    def refuse_os(path: object, *args: int, **kwargs: int) -> int:
        if path == event:
            raise PermissionError(13, "Permission denied")
        return os_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", refuse)
    monkeypatch.setattr(os, "open", refuse_os)
    with pytest.raises(InputError) as caught:
        load_event(event)
    assert str(caught.value) == f"{event}: cannot read: Permission denied"


def test_a_file_name_with_a_nul_character_in_event_toml(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, 'players = "pl\\u0000ayers.csv"\n')
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == (
        f"{folder / EVENT_FILE}: players: 'pl\\x00ayers.csv' holds a control"
        " character (U+0000)"
    )


@pytest.mark.parametrize(
    ("toml", "field", "value", "code"),
    [
        ('[event]\nname = "Open\\u0007"', "event.name", "'Open\\x07'", "0007"),
        (
            '[[prizes]]\nname = "Main"\namounts = [1]\n'
            '[[prizes]]\nname = "Best\\tjunior"\namounts = [1]',
            "prizes[2].name",
            "'Best\\tjunior'",
            "0009",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [1]\n'
            '[prize_rules]\ncurrency = "U\\u0007AH"',
            "prize_rules.currency",
            "'U\\x07AH'",
            "0007",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [1]\nclub = ["A", "B\\u2028"]',
            "prizes[1].club[2]",
            "'B\\u2028'",
            "2028",
        ),
        (
            '[playoff]\nresults = { "1\\n" = "x.csv" }',
            "playoff.results.1\\n",
            "'1\\n'",
            "000A",
        ),
    ],
)
def test_a_control_character_anywhere_in_event_toml_is_refused(
    tmp_path: Path, toml: str, field: str, value: str, code: str
) -> None:
    """Every text of event.toml is printed on one line, and the workbook
    cannot hold a control character: the first is refused, named by its
    table and key, before any output."""
    folder = event_folder(tmp_path, f'players = "players.csv"\n{toml}\n')
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == (
        f"{folder / EVENT_FILE}: {field}: {value} holds a control character (U+{code})"
    )


def test_an_event_toml_nested_too_deeply(tmp_path: Path) -> None:
    # tomllib reads nested arrays recursively: thousands deep, Python's
    # recursion limit would end it in a traceback
    folder = event_folder(tmp_path, "x = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == (
        f"{folder / EVENT_FILE}: not valid TOML: nested too deeply"
    )
