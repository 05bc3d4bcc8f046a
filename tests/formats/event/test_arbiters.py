"""The arbiters' keys file: boards and names as given, each key kept as
hashes and never in clear, written atomically for its owner alone, and any
damage one located line."""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
import threading
import time
from collections.abc import Callable
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
    assert parse_boards("0" * 5000 + "7") == ((7, 7),)  # digits beyond int()'s


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
        # More digits than Python converts: out of range, not a crash.
        ("1-" + "9" * 5000, "'1-" + "9" * 58 + "…': boards go from 1"),
        ("0" * 5000 + "7,x", "'x' is not boards"),
    ],
)
def test_boards_that_are_not_are_refused(text: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_boards(text)
    assert str(caught.value).startswith(f"boards: {message}")


def test_names_are_trimmed_and_kept_printable() -> None:
    assert check_name("  Olena Petrenko ") == "Olena Petrenko"
    assert check_name("Олена Петренко") == "Олена Петренко"
    for bad in ("", "  ", "x" * 61, "-x"):
        with pytest.raises(InputError, match=r"^name: a name"):
            check_name(bad)


@pytest.mark.parametrize(
    "name",
    [
        "a\tb",
        "a\nb",
        "a\rb",
        "Ann\u2028round 1, board 1: * → 1-0 by Forged",
        "Ann\u2029B",
        "Ann\x85B",
        "Ann\x0bB",
        "Ann\x0cB",
        "Ann\x1cB",
        "Ann\x1b[31mB",
        "Ann\x7fB",
        "Ann\x9bB",
        "Ann\x00B",
    ],
)
def test_a_name_is_one_line(name: str) -> None:
    # Every character str.splitlines splits at, and every other control
    # character (categories Cc, Zl, Zp): refused, in one line.
    with pytest.raises(InputError) as caught:
        check_name(name)
    shown = str(caught.value)
    assert shown.startswith("name: "), shown
    assert "a name is one line of text" in shown
    assert len(shown.splitlines()) == 1


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


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{"keys": [], "version": ' + "9" * 4301 + "}",
            "arbiters.json: version: must be text, not the number " + "9" * 60 + "…",
        ),
        (
            '{"keys": [{"name": ' + "1" * 5000 + "}]}",
            "arbiters.json: key 1: name: must be text, not the number 1111",
        ),
        (
            '{"keys": [], "x": NaN}',
            "arbiters.json: x: must be text, not the number NaN",
        ),
        (
            '{"keys": [], "x": ["a", -Infinity]}',
            "arbiters.json: x[2]: must be text, not the number -Infinity",
        ),
        (
            '{"keys": [], "x": 1e999}',
            "arbiters.json: x: must be text, not the number 1e999",
        ),
        (
            json.dumps({"keys": [entry_json(added=1.5)]}),
            "arbiters.json: key 1: added: must be text, not the number 1.5",
        ),
        (
            json.dumps({"keys": [entry_json(note={"a": [2]})]}),
            "arbiters.json: key 1: note.a[1]: must be text, not the number 2",
        ),
    ],
)
def test_a_number_anywhere_is_one_located_line(
    tmp_path: Path, text: str, message: str
) -> None:
    # The keys file holds text only: no number of it is ever converted
    # (Python's int() refuses more than 4,300 digits), each is refused.
    path = tmp_path / KEYS_NAME
    path.write_text(text, "utf-8")
    with pytest.raises(InputError) as caught:
        read_keys(path)
    shown = str(caught.value).removeprefix(str(tmp_path) + "/")
    assert shown.startswith(message), shown
    assert len(shown) < 250


def test_a_keys_file_that_is_no_regular_file_is_refused_without_waiting(
    tmp_path: Path,
) -> None:
    fifo = tmp_path / "fifo" / KEYS_NAME
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    folder = tmp_path / "folder" / KEYS_NAME
    folder.mkdir(parents=True)
    device = tmp_path / "device" / KEYS_NAME
    device.parent.mkdir()
    device.symlink_to("/dev/zero")
    for path in (fifo, folder, device):
        found: list[object] = []
        reader = threading.Thread(
            target=_outcome, args=(read_keys, path, found), daemon=True
        )
        reader.start()
        reader.join(10)
        if reader.is_alive() and path == fifo:
            # Opened for reading, a pipe waits for a writer: let it go.
            with fifo.open("wb"):
                pass
            reader.join(10)
        assert not reader.is_alive(), path
        (outcome,) = found
        assert isinstance(outcome, InputError), (path, outcome)
        assert str(outcome) == f"{path}: not a regular file", outcome


def _outcome(job: Callable[[Path], object], path: Path, found: list[object]) -> None:
    """What ``job`` gives for ``path``, or raises, put in ``found``."""
    try:
        found.append(job(path))
    except Exception as exc:  # the test looks at what it was
        found.append(exc)


def test_a_keys_file_too_large_is_refused(tmp_path: Path) -> None:
    path = tmp_path / KEYS_NAME
    with path.open("wb") as out:
        out.truncate(32 * 2**20 + 1)  # a sparse file: no disk taken
    with pytest.raises(InputError, match=r"arbiters\.json: larger than 32 MB"):
        read_keys(path)


class Counted(str):
    """A name that counts how often it is compared with another."""

    compared = 0

    def __eq__(self, other: object) -> bool:
        Counted.compared += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def test_the_names_are_checked_in_linear_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each name against a set of those seen, not against every other: a few
    # comparisons a key, not one per key (40,001 keys took 29 s).
    keys = tuple(
        ArbiterKey.made(f"Arbiter {n}", Role.HELPER, None, f"{n:032d}", WHEN)
        for n in range(2000)
    )
    path = tmp_path / KEYS_NAME
    write_keys(path, keys)
    import berger.formats.event.arbiters as arbiters

    checked = arbiters.check_name
    monkeypatch.setattr(arbiters, "check_name", lambda name: Counted(checked(name)))
    Counted.compared = 0
    assert len(read_keys(path)) == 2000
    assert Counted.compared < 3 * 2000
    write_keys(path, (*keys, keys[7]))
    with pytest.raises(InputError, match="two keys of 'Arbiter 7' not revoked"):
        read_keys(path)
