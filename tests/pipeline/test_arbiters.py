"""The arbiters' team: each role's rules, keys made, replaced and revoked
in the keys file, and a server's view of the file that sees a revocation at
the next request."""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

import pytest

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.arbiters import (
    KEYS_NAME,
    Role,
    parse_boards,
    read_keys,
    session_of,
)
from berger.pipeline.arbiters import (
    START,
    Person,
    Team,
    add_key,
    check_event,
    revoke_key,
)
from berger.pipeline.desk.state import Forbidden
from berger.pipeline.desk.variation import DeskChange, DeskGame

EMPTY = DeskGame(None, 4, "A", "B", Outcome.UNPLAYED)
PLAYED = DeskGame(None, 4, "A", "B", Outcome.WHITE_WIN)


def times() -> dt.datetime:
    return dt.datetime(2026, 12, 1, 9, 0)


def test_the_roles() -> None:
    helper = Person("H", Role.HELPER, parse_boards("1-5,9"))
    deputy = Person("D", Role.DEPUTY, parse_boards("4"))
    chief = START
    fill, change = DeskChange(3, 4, Outcome.DRAW), DeskChange(3, 4, Outcome.UNPLAYED)
    helper.check_change(EMPTY, fill)
    with pytest.raises(Forbidden):
        helper.check_change(PLAYED, fill)
    with pytest.raises(Forbidden):
        helper.check_change(PLAYED, change)
    deputy.check_change(PLAYED, change)
    chief.check_change(PLAYED, DeskChange(3, 40, Outcome.DRAW))
    with pytest.raises(Forbidden, match=r"^board 6 is not yours \(yours: 1-5,9\)$"):
        helper.check(DeskChange(3, 6, Outcome.DRAW))
    # In a team event a key's boards are its matches.
    helper.check(DeskChange(3, 40, Outcome.DRAW, match=9))
    with pytest.raises(Forbidden, match=r"^match 7 is not yours"):
        helper.check(DeskChange(3, 1, Outcome.DRAW, match=7))
    assert helper.has(DeskGame(2, 8, "A", "B", Outcome.UNPLAYED))
    assert not deputy.has(DeskGame(2, 4, "A", "B", Outcome.UNPLAYED))
    assert (helper.may_print, deputy.may_print, chief.may_print) == (False, True, True)
    assert (helper.manages, deputy.manages, chief.manages) == (False, False, True)
    assert (helper.sees_signatures, deputy.sees_signatures) == (False, True)


def test_keys_made_replaced_and_revoked(tmp_path: Path) -> None:
    path = tmp_path / KEYS_NAME
    key, entry = add_key(path, "Ann", Role.HELPER, parse_boards("1-3"), clock=times)
    assert len(key) == 32
    assert read_keys(path) == (entry,)
    assert key not in path.read_text("utf-8")
    with pytest.raises(InputError, match="'Ann' has a key already: revoke it first"):
        add_key(path, " Ann", Role.DEPUTY)
    with pytest.raises(InputError, match="boards: a chief has every board"):
        add_key(path, "Bo", Role.CHIEF, parse_boards("1"))
    again, newer = add_key(path, "Ann", Role.DEPUTY, replacing=True, clock=times)
    assert again != key
    first, second = read_keys(path)
    assert first.revoked == "2026-12-01T09:00:00"
    assert (second, second.revoked) == (newer, None)
    revoked = revoke_key(path, " Ann ", clock=times)
    assert revoked.name == "Ann"
    assert all(k.revoked for k in read_keys(path))
    with pytest.raises(InputError, match=r"^no key of 'Ann': there are no keys$"):
        revoke_key(path, "Ann")
    add_key(path, "Bo", Role.CHIEF)
    with pytest.raises(InputError, match=r"^no key of 'Ann'; the keys are: Bo$"):
        revoke_key(path, "Ann")


def test_a_server_sees_a_revocation_at_the_next_request(tmp_path: Path) -> None:
    path = tmp_path / KEYS_NAME
    team = Team(path)
    assert team.by_key("x" * 32) is None
    key, _entry = add_key(path, "Ann", Role.HELPER, parse_boards("2"))
    found = team.by_key(key)
    assert found is not None
    assert (found.person, found.revoked) == (
        Person("Ann", Role.HELPER, parse_boards("2")),
        False,
    )
    session = team.by_session(session_of(key))
    assert session is not None
    assert session.person.name == "Ann"
    assert team.by_session(key) is None  # the key is not its session
    revoke_key(path, "Ann")
    # At once: the file's stamp changed, it is read again.
    for holder in (team.by_key(key), team.by_session(session_of(key))):
        assert holder is not None
        assert holder.revoked
    # A file that does not read refuses every key of it until it does.
    path.write_text("{", "utf-8")
    with pytest.raises(InputError, match=r"arbiters\.json:1: not JSON"):
        team.by_key(key)
    path.write_text(json.dumps({"keys": []}), "utf-8")
    os.utime(path, ns=(0, 0))
    assert team.by_key(key) is None
    assert [k.name for k in team.entries()] == []


def test_the_event_must_be_there(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file or folder"):
        check_event(tmp_path / "nowhere")
    with pytest.raises(InputError, match=r"no event\.toml in this folder"):
        check_event(tmp_path)
    (tmp_path / "players.csv").write_text("name\nA\nB\n", "utf-8")
    check_event(tmp_path / "players.csv")


def test_a_server_refuses_a_damaged_file_until_it_is_mended(tmp_path: Path) -> None:
    path = tmp_path / KEYS_NAME
    team = Team(path)
    key, _entry = add_key(path, "Ann", Role.HELPER)
    kept = path.read_bytes()
    # A number of more digits than Python converts: refused each time it is
    # asked, never taken for a file without keys.
    path.write_text('{"keys": [], "n": ' + "7" * 4301 + "}", "utf-8")
    for _ in range(2):
        with pytest.raises(InputError, match=r"arbiters\.json: n: must be text"):
            team.by_key(key)
    path.write_bytes(kept)
    found = team.by_key(key)
    assert found is not None
    assert found.person.name == "Ann"
    assert [k.name for k in team.entries()] == ["Ann"]
