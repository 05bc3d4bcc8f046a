"""The arbiters' keys of an event (``berger keys``): ``arbiters.json``
beside the event, each key kept as hashes, never in clear; written
atomically, readable by its owner alone (mode 0600).

The file::

    {
      "keys": [
        {"name": "Olena Petrenko", "role": "helper", "boards": "1-5,9",
         "key": "sha256:<64 hex digits>", "session": "sha256:<64 hex digits>",
         "added": "2026-12-01T09:12:00", "revoked": null}
      ]
    }

``boards`` is null for every board. ``key`` is the SHA-256 of the key;
``session`` that of the session cookie the key opens (:func:`session_of`),
so that a page opened with the key is known again after a restart of the
server, and refused once the key is revoked. A key is 192 random bits
(:func:`~berger.formats.files.key_file.new_key`): a fast hash is as safe as
a slow one for it (a slow hash protects passwords a person chose, which can
be guessed; these cannot), and costs nothing per request. A revoked key
stays in the file with the time of its revocation, so that it is refused
as revoked, not as wrong.
"""

from __future__ import annotations

import base64
import contextlib
import datetime as dt
import fcntl
import hashlib
import hmac
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from berger.core.codes import CodeEnum
from berger.core.names import one_line_name
from berger.errors import InputError, OutputError
from berger.formats.files import atomic
from berger.formats.files.input_file import parse_json, regular_file_bytes
from berger.messages import _

KEYS_NAME = "arbiters.json"
"""The keys file's name, beside the event."""
MAX_NAME = 60
"""The longest name of a key's holder, in characters."""
MAX_BOARD = 9999
"""The highest board number a key may name."""
MAX_KEYS_BYTES = 32 * 2**20
"""The largest keys file read: 32 MB, some 120,000 keys (a key takes about
270 bytes)."""
SHOWN = 60
"""The most characters of a place in the file, or of a number, an error
shows."""
SESSION_INFO = b"berger arbiter session"
"""What a key's session cookie is made from, with the key (HMAC)."""
HASH = re.compile(r"sha256:[0-9a-f]{64}")


class Role(CodeEnum):
    """What a key's holder may do at the desk."""

    CHIEF = "chief"
    DEPUTY = "deputy"
    HELPER = "helper"

    @classmethod
    def noun(cls) -> str:
        return _("a role")


Boards = tuple[tuple[int, int], ...]
"""Boards as ranges, first and last, in order and apart."""


def parse_boards(text: str) -> Boards:
    """``1-5,9`` as ranges, joined where they touch.

    >>> parse_boards("9, 1-5,4-6")
    ((1, 6), (9, 9))

    Raises:
        InputError: not boards (numbers 1 to 9999, and ranges of them).
    """
    ranges: list[tuple[int, int]] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        numbers = (first, last) if dash else (first, first)
        if not all(n.strip().isdecimal() for n in numbers):
            raise InputError(
                _("{text!r} is not boards (for example 1-5,9)").format(
                    text=shortened(part.strip())
                ),
                field="boards",
            )
        # More digits than the highest board's are out of range (and more
        # than 4,300 Python would not convert).
        digits = [n.strip().lstrip("0") or "0" for n in numbers]
        low, high = (int(n) if len(n) <= len(str(MAX_BOARD)) else 0 for n in digits)
        if not 1 <= low <= high <= MAX_BOARD:
            raise InputError(
                _("{part!r}: boards go from 1 to {most}, the lower first").format(
                    part=shortened(part.strip()), most=MAX_BOARD
                ),
                field="boards",
            )
        ranges.append((low, high))
    joined: list[tuple[int, int]] = []
    for low, high in sorted(ranges):
        if joined and low <= joined[-1][1] + 1:
            joined[-1] = (joined[-1][0], max(high, joined[-1][1]))
        else:
            joined.append((low, high))
    return tuple(joined)


def shortened(text: str) -> str:
    """``text`` as an error shows it: its first :data:`SHOWN` characters.

    >>> shortened("1-5"), len(shortened("9" * 5000))
    ('1-5', 61)
    """
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def boards_text(boards: Boards) -> str:
    """Ranges as written: ``1-5,9``.

    >>> boards_text(((1, 5), (9, 9)))
    '1-5,9'
    """
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in boards)


def has_board(boards: Boards | None, board: int) -> bool:
    """Whether ``board`` is one of ``boards`` (None: every board)."""
    return boards is None or any(a <= board <= b for a, b in boards)


def check_name(name: str) -> str:
    """A holder's name as kept: spaces around taken off.

    Raises:
        InputError: not one line of text (a control character, a line or
            paragraph separator: :func:`~berger.core.names.one_line_name`),
            empty, too long, or starting with ``-``.
    """
    name = one_line_name(name)
    if not name or len(name) > MAX_NAME:
        message = _("a name of 1 to {most} characters").format(most=MAX_NAME)
        raise InputError(message, field="name")
    if name.startswith("-"):
        raise InputError(_("a name may not start with -"), field="name")
    return name


def hashed(secret: str) -> str:
    """How a secret is kept: ``sha256:`` and its hex digest."""
    return "sha256:" + hashlib.sha256(secret.encode("utf-8")).hexdigest()


def session_of(key: str) -> str:
    """The session cookie a key opens: always the same for the key, and
    not to be made without it."""
    digest = hmac.new(key.encode("utf-8"), SESSION_INFO, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


@dataclass(frozen=True, slots=True)
class ArbiterKey:
    """A key of the keys file, as kept: who holds it and what they may do."""

    name: str
    role: Role
    boards: Boards | None
    """Their boards (in a team event, their matches); None: every board."""
    key: str
    """The key's hash (:func:`hashed`)."""
    session: str
    """The hash of the session cookie it opens (:func:`session_of`)."""
    added: str
    """When it was made (local time, to the second)."""
    revoked: str | None = None
    """When it was revoked, or None."""

    @classmethod
    def made(
        cls, name: str, role: Role, boards: Boards | None, key: str, when: dt.datetime
    ) -> ArbiterKey:
        """The entry of a new ``key``."""
        return cls(
            check_name(name),
            role,
            None if role is Role.CHIEF else boards,
            hashed(key),
            hashed(session_of(key)),
            when.isoformat(timespec="seconds"),
        )

    def revoke(self, when: dt.datetime) -> ArbiterKey:
        """The entry revoked at ``when``."""
        return replace(self, revoked=when.isoformat(timespec="seconds"))

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "role": self.role.value,
            "boards": None if self.boards is None else boards_text(self.boards),
            "key": self.key,
            "session": self.session,
            "added": self.added,
            "revoked": self.revoked,
        }


def keys_path(event: Path) -> Path:
    """The keys file of the EVENT ``event``: in its folder (beside its
    ``event.toml``, its TRF or participants file)."""
    folder = event if event.is_dir() else event.parent
    return folder / KEYS_NAME


def read_keys(path: Path) -> tuple[ArbiterKey, ...]:
    """The keys in the file at ``path``; none when it is not there. Read in
    time linear in its size; opened only if it is a regular file, without
    waiting (a pipe of that name is not waited on).

    Raises:
        InputError: the file does not read (located: its line where JSON
            says, else the entry and field).
    """
    shown = str(path)
    data = regular_file_bytes(path, shown, most=MAX_KEYS_BYTES)
    if data is None:
        return ()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(_("not UTF-8 text"), path=shown) from None
    numbers: list[_Number] = []
    value = parse_json(text, shown, number=lambda t: _Number(t, numbers))
    entries = value.get("keys") if isinstance(value, dict) else None
    if not isinstance(entries, list):
        raise InputError(_('must be an object with a list "keys"'), path=shown)
    if numbers:
        for number, item in enumerate(entries, 1):
            if isinstance(item, dict):  # else refused as no entry
                _refuse_numbers(item, shown, ("keys", number))
        _refuse_numbers({k: v for k, v in value.items() if k != "keys"}, shown, ())
    keys = tuple(_entry(item, shown, n) for n, item in enumerate(entries, 1))
    active: set[str] = set()
    for key in keys:
        if key.revoked is not None:
            continue
        if key.name in active:
            raise InputError(
                _("two keys of {name!r} not revoked").format(name=key.name),
                path=shown,
            )
        active.add(key.name)
    return keys


class _Number:
    """A number of the keys file, as written: never converted (Python's
    ``int()`` refuses more than 4,300 digits), always refused; each one
    made is put in ``made`` (the file's numbers, so that a file without
    any is not searched for them)."""

    __slots__ = ("text",)

    def __init__(self, text: str, made: list[_Number]) -> None:
        self.text = text
        made.append(self)


def _refuse_numbers(value: object, shown: str, at: tuple[str | int, ...]) -> None:
    """Refuse the first number of ``value``, at ``at`` in the file (in the
    order written): the keys file holds text, and null where a field may be
    empty.

    Raises:
        InputError: located at the key's entry and field (``key 3: name``)
            or the file's field (``version``), ``[n]`` the n-th item of a
            list.
    """
    stack: list[tuple[object, tuple[str | int, ...]]] = [(value, at)]
    while stack:
        found, where = stack.pop()
        if isinstance(found, _Number):
            text = shortened(found.text)
            raise InputError(
                _("must be text, not the number {number}").format(number=text),
                path=shown,
                field=_place(where),
            )
        inner: list[tuple[object, tuple[str | int, ...]]] = []
        if isinstance(found, dict):
            inner = [(v, (*where, str(k))) for k, v in found.items()]
        elif isinstance(found, list):
            inner = [(v, (*where, n)) for n, v in enumerate(found, 1)]
        stack.extend(reversed(inner))


def _place(where: tuple[str | int, ...]) -> str | None:
    """Where in the keys file a value is: ``key 3: note.a[2]``.

    >>> _place(("keys", 3, "note", "a", 2)), _place(("version",))
    ('key 3: note.a[2]', 'version')
    >>> _place(("keys", 1, *["a"] * 1000))[:18]
    'key 1: a.a.a.a.a.a'
    >>> len(_place(("a",) * 1000))
    61
    """
    head: list[str] = []
    if where[:1] == ("keys",) and len(where) > 1 and isinstance(where[1], int):
        head, where = [_("key {number}").format(number=where[1])], where[2:]
    rest = ""
    for part in where:
        if isinstance(part, int):
            rest += f"[{part}]"
        else:
            rest += f".{part}" if rest else part
    rest = shortened(rest)
    return ": ".join([*head, rest] if rest else head) or None


def _entry(item: object, shown: str, number: int) -> ArbiterKey:
    """The ``number``-th entry of the file."""

    def fail(field: str | None, message: str) -> InputError:
        where = _("key {number}").format(number=number)
        return InputError(
            message, path=shown, field=f"{where}: {field}" if field else where
        )

    if not isinstance(item, dict):
        raise fail(None, _("must be an object"))

    def text(field: str, *, optional: bool = False) -> str | None:
        value = item.get(field)
        if value is None and optional:
            return None
        if not isinstance(value, str):
            raise fail(field, _("must be text"))
        return value

    given_name, given_role = text("name") or "", text("role") or ""
    given_boards = text("boards", optional=True)
    try:
        name = check_name(given_name)
        # A role is a word: a long text is none, and shown shortened.
        role = Role.from_code(shortened(given_role), field="role")
        boards = None if given_boards is None else parse_boards(given_boards)
    except InputError as exc:
        raise fail(exc.field, exc.message) from None
    hashes = [text("key") or "", text("session") or ""]
    for field, value in zip(("key", "session"), hashes, strict=True):
        if not HASH.fullmatch(value):
            raise fail(field, _("must be sha256: and 64 hex digits"))
    return ArbiterKey(
        name,
        role,
        boards,
        hashes[0],
        hashes[1],
        text("added") or "",
        text("revoked", optional=True),
    )


def write_keys(path: Path, keys: tuple[ArbiterKey, ...]) -> None:
    """Write ``keys`` to the file at ``path``: atomically, synced, mode 0600.

    Raises:
        OutputError: the file cannot be written.
    """
    data = {"keys": [key.as_json() for key in keys]}
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    atomic.write_bytes(path, text.encode("utf-8"), sync=True, mode=0o600)


@contextlib.contextmanager
def keys_locked(path: Path) -> Iterator[None]:
    """Changes to the keys file at ``path`` one at a time, across processes
    (``berger keys`` and a server's chief's page): the file's folder locked
    while the block runs.

    Raises:
        OutputError: the folder cannot be opened.
    """
    try:
        handle = os.open(path.parent, os.O_RDONLY)
    except OSError as exc:
        raise OutputError(atomic.cannot_write(path, exc)) from None
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # the lock goes with it
