"""The arbiters' keys file: boards and names as given, each key kept as
hashes and never in clear, written atomically for its owner alone, and any
damage one located line."""

from __future__ import annotations

import datetime as dt
import json
import stat
import threading
import time
from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.event.arbiters import (
    KEYS_NAME,
    ArbiterKey,
    Role,
    boards_text,
    check_name,
    has_board,
    hashed,
    keys_locked,
    keys_path,
    parse_boards,
    read_keys,
    session_of,
    write_keys,
)

WHEN = dt.datetime(2026, 12, 1, 9, 12)
KEY = "k" * 32


def test_boards_are_ranges_joined_and_written_back() -> None:
    assert parse_boards("1-5,9") == ((1, 5), (9, 9))
    assert parse_boards(" 9 , 3-4,1-2, 7-8") == ((1, 4), (7, 9))
    assert boards_text(parse_boards("1,2,3,5")) == "1-3,5"
    assert has_board(((1, 5), (9, 9)), 9)
    assert not has_board(((1, 5), (9, 9)), 6)
    assert has_board(None, 123)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "'' is not boards"),
        ("a-b", "'a-b' is not boards"),
        ("1-", "'1-' is not boards"),
        ("-3", "'-3' is not boards"),
        ("5-1", "'5-1': boards go from 1 to 9999, the lower first"),
        ("0", "'0': boards go from 1"),
        ("1,10000", "'10000': boards go from 1"),
    ],
)
def test_boards_that_are_not_are_refused(text: str, message: str) -> None:
    with pytest.raises(InputError, match=f"^boards: {message}"):
        parse_boards(text)


def test_names_are_trimmed_and_kept_printable() -> None:
    assert check_name("  Olena Petrenko ") == "Olena Petrenko"
    assert check_name("Олена Петренко") == "Олена Петренко"
    for bad in ("", "  ", "x" * 61, "-x", "a\tb", "a\nb"):
        with pytest.raises(InputError, match=r"^name: a name"):
            check_name(bad)


def test_a_key_is_kept_as_hashes_only(tmp_path: Path) -> None:
    entry = ArbiterKey.made(" Ann ", Role.HELPER, parse_boards("1-5"), KEY, WHEN)
    assert (entry.name, entry.added, entry.revoked) == (
        "Ann",
        "2026-12-01T09:12:00",
        None,
    )
    assert entry.key == hashed(KEY)
    assert entry.key.startswith("sha256:")
    assert len(entry.key) == 7 + 64
    # The session the key opens: always the same, not the key, not its hash.
    assert session_of(KEY) == session_of(KEY) != session_of("j" * 32)
    assert session_of(KEY) not in (KEY, entry.key)
    assert entry.session == hashed(session_of(KEY))
    chief = ArbiterKey.made("Bo", Role.CHIEF, None, "c" * 32, WHEN).revoke(WHEN)
    path = tmp_path / KEYS_NAME
    write_keys(path, (entry, chief))
    text = path.read_text("utf-8")
    assert KEY not in text
    assert session_of(KEY) not in text
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert read_keys(path) == (entry, chief)
    assert chief.revoked == "2026-12-01T09:12:00"
    assert json.loads(text)["keys"][0]["boards"] == "1-5"


def test_a_chief_has_every_board() -> None:
    entry = ArbiterKey.made("Chief", Role.CHIEF, parse_boards("1"), KEY, WHEN)
    assert entry.boards is None


def test_no_file_no_keys_and_the_file_is_beside_the_event(tmp_path: Path) -> None:
    assert read_keys(tmp_path / KEYS_NAME) == ()
    (tmp_path / "event.toml").write_text("", "utf-8")
    assert keys_path(tmp_path) == tmp_path / KEYS_NAME
    assert keys_path(tmp_path / "event.toml") == tmp_path / KEYS_NAME
    assert keys_path(tmp_path / "players.trf") == tmp_path / KEYS_NAME


def entry_json(**fields: object) -> dict[str, object]:
    good = ArbiterKey.made("Ann", Role.HELPER, None, KEY, WHEN).as_json()
    return {**good, **fields}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b"\xff", "arbiters.json: not UTF-8 text"),
        (b'{"keys": [\n  {,}]}', "arbiters.json:2: not JSON: "),
        (b"[]", 'arbiters.json: must be an object with a list "keys"'),
        (b'{"keys": [1]}', "arbiters.json: key 1: must be an object"),
        (
            json.dumps({"keys": [entry_json(role="boss")]}).encode(),
            "arbiters.json: key 1: role: 'boss' is not a role",
        ),
        (
            json.dumps({"keys": [entry_json(boards="1-x")]}).encode(),
            "arbiters.json: key 1: boards: '1-x' is not boards",
        ),
        (
            json.dumps({"keys": [entry_json(key="plain-key")]}).encode(),
            "arbiters.json: key 1: key: must be sha256: and 64 hex digits",
        ),
        (
            json.dumps({"keys": [entry_json(), entry_json()]}).encode(),
            "arbiters.json: two keys of 'Ann' not revoked",
        ),
        (
            json.dumps({"keys": [entry_json(name=3)]}).encode(),
            "arbiters.json: key 1: name: must be text",
        ),
    ],
)
def test_a_damaged_file_is_one_located_line(
    tmp_path: Path, text: bytes, message: str
) -> None:
    path = tmp_path / KEYS_NAME
    path.write_bytes(text)
    with pytest.raises(InputError) as caught:
        read_keys(path)
    shown = str(caught.value)
    assert "\n" not in shown
    assert shown.removeprefix(str(tmp_path) + "/").startswith(message), shown


def test_changes_are_made_one_at_a_time(tmp_path: Path) -> None:
    path = tmp_path / KEYS_NAME
    order: list[str] = []
    entered = threading.Event()

    def first() -> None:
        with keys_locked(path):
            entered.set()
            time.sleep(0.2)
            order.append("first")

    thread = threading.Thread(target=first)
    thread.start()
    entered.wait(5)
    with keys_locked(path):
        order.append("second")
    thread.join()
    assert order == ["first", "second"]
