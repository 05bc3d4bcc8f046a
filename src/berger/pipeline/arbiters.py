"""The arbiters' team: a key for each person (``berger keys``, and the
chief's page of ``berger serve``), what each may do at the desk, and the
keys as a server knows them (read again whenever the file changes, so that a
revoked key stops working at its next request).

The roles: a chief may do everything (the key of ``berger serve --arbiter``
is a chief's); a deputy may enter and change results on their boards (and
print); a helper may only fill an empty result on their boards. A key's
boards are board numbers, in a team event its matches (each with all its
boards), in every group of an event with groups.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.arbiters import (
    ArbiterKey,
    Boards,
    Role,
    boards_text,
    check_name,
    has_board,
    hashed,
    keys_locked,
    read_keys,
    write_keys,
)
from berger.formats.event.event_loader import event_toml
from berger.formats.files.key_file import new_key
from berger.messages import _
from berger.pipeline.desk.files import stamp
from berger.pipeline.desk.state import Forbidden
from berger.pipeline.desk.variation import DeskChange, DeskGame

START_NAME = "--arbiter"
"""Who the key of ``berger serve --arbiter`` is, in ``results.log``: no
person's name starts with ``-``."""

Clock = Callable[[], dt.datetime]


@dataclass(frozen=True, slots=True)
class Person:
    """Who holds a key at the desk, and what they may do."""

    name: str
    """As ``results.log`` signs their changes."""
    role: Role
    boards: Boards | None = None
    """Their boards (a team event's matches); None: every board."""

    def has(self, game: DeskGame | DeskChange) -> bool:
        """Whether the game is on one of their boards."""
        return has_board(self.boards, game.board if game.match is None else game.match)

    @property
    def may_print(self) -> bool:
        """Whether they may print the round's papers (not a helper)."""
        return self.role is not Role.HELPER

    @property
    def manages(self) -> bool:
        """Whether they may give and revoke keys and set the hall's message."""
        return self.role is Role.CHIEF

    @property
    def sees_signatures(self) -> bool:
        """Whether their page shows who entered each result."""
        return self.role is not Role.HELPER

    def check(self, change: DeskChange) -> None:
        """Refuse a change off their boards.

        Raises:
            Forbidden: not their board.
        """
        if self.has(change):
            return
        assert self.boards is not None
        where = (
            _("board {board}").format(board=change.board)
            if change.match is None
            else _("match {match}").format(match=change.match)
        )
        raise Forbidden(
            _("{where} is not yours (yours: {boards})").format(
                where=where, boards=boards_text(self.boards)
            )
        )

    def check_change(self, before: DeskGame, change: DeskChange) -> None:
        """Refuse what their role may not do to the game as it is now
        (``before``): a helper's change of a result there already.

        Raises:
            Forbidden: a helper's change of a result.
        """
        self.check(change)
        if self.role is Role.HELPER and before.result is not Outcome.UNPLAYED:
            raise Forbidden(
                _(
                    "a helper may only fill an empty result:"
                    " ask a deputy or the chief arbiter to change it"
                )
            )


START = Person(START_NAME, Role.CHIEF)
"""The holder of ``berger serve --arbiter``'s key: the chief."""


def person_of(entry: ArbiterKey) -> Person:
    """The holder of a key of the keys file."""
    return Person(entry.name, entry.role, entry.boards)


def _now() -> dt.datetime:
    return dt.datetime.now().replace(microsecond=0)


def check_event(event: Path) -> None:
    """Refuse an EVENT that is not there (the keys file goes beside it).

    Raises:
        InputError: no such file or folder, or a folder without event.toml.
    """
    if not event.exists():
        raise InputError(_("no such file or folder"), path=event)
    event_toml(event)


def add_key(
    path: Path,
    name: str,
    role: Role,
    boards: Boards | None = None,
    *,
    replacing: bool = False,
    clock: Clock = _now,
) -> tuple[str, ArbiterKey]:
    """Make a key for ``name`` in the keys file at ``path``: the key (to be
    shown once: only its hash is kept) and its entry. ``replacing``: the
    key ``name`` has now is revoked at the same time.

    Raises:
        InputError: a bad name, boards given to a chief, the name has a
            key already (unless ``replacing``), or the file does not read.
        OutputError: the file cannot be written.
    """
    name = check_name(name)
    if role is Role.CHIEF and boards is not None:
        raise InputError(_("a chief has every board: give no boards"), field="boards")
    key = new_key()
    with keys_locked(path):
        keys = read_keys(path)
        now = clock()
        if any(k.name == name and k.revoked is None for k in keys):
            if not replacing:
                raise InputError(
                    _("{name!r} has a key already: revoke it first").format(name=name)
                )
            keys = tuple(
                k.revoke(now) if k.name == name and k.revoked is None else k
                for k in keys
            )
        entry = ArbiterKey.made(name, role, boards, key, now)
        write_keys(path, (*keys, entry))
    return key, entry


def revoke_key(path: Path, name: str, *, clock: Clock = _now) -> ArbiterKey:
    """Revoke the key of ``name`` in the keys file at ``path``; returns its
    entry, revoked.

    Raises:
        InputError: no key of that name (the message lists them), or the
            file does not read.
        OutputError: the file cannot be written.
    """
    name = name.strip()
    with keys_locked(path):
        keys = read_keys(path)
        active = [k.name for k in keys if k.revoked is None]
        if name not in active:
            if not active:
                raise InputError(
                    _("no key of {name!r}: there are no keys").format(name=name)
                )
            raise InputError(
                _("no key of {name!r}; the keys are: {names}").format(
                    name=name, names=", ".join(active)
                )
            )
        now = clock()
        keys = tuple(
            k.revoke(now) if k.name == name and k.revoked is None else k for k in keys
        )
        write_keys(path, keys)
    return next(k for k in keys if k.name == name and k.revoked is not None)


@dataclass(frozen=True, slots=True)
class Holder:
    """A key or session found in the keys file."""

    person: Person
    revoked: bool
    """The key was revoked: refused, as revoked."""


@dataclass(frozen=True, slots=True)
class _Known:
    """What a server knows of the keys file, from one reading of it."""

    entries: tuple[ArbiterKey, ...] = ()
    by_key: Mapping[str, Holder] = field(default_factory=dict)
    by_session: Mapping[str, Holder] = field(default_factory=dict)
    error: InputError | None = None
    """The file does not read: every key of it refused."""


class Team:
    """The keys of one event as a server knows them: the file read again
    whenever it changed (a look at its inode, time and size per request),
    so that a key revoked by ``berger keys revoke`` or on the chief's page
    stops working at its next request. A file that does not read refuses
    every key of it until it changes (and reads)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._stamp: object = _UNREAD
        self._known = _Known()

    def changed(self) -> bool:
        """Whether the file changed since it was last read (one look at
        its stamp, nothing read)."""
        return stamp(self.path) != self._stamp

    def load(self) -> None:
        """Read the file again if it changed: its keys, or the error it
        gives, kept until it changes again."""
        now = stamp(self.path)
        with self._lock:
            if now == self._stamp:
                return
            try:
                entries = read_keys(self.path)
            except InputError as exc:
                known = _Known(error=exc)
            else:
                by_key: dict[str, Holder] = {}
                by_session: dict[str, Holder] = {}
                for entry in entries:
                    holder = Holder(person_of(entry), entry.revoked is not None)
                    # A key revoked and given again: the newer entry counts.
                    by_key[entry.key] = holder
                    by_session[entry.session] = holder
                known = _Known(entries, by_key, by_session)
            self._known, self._stamp = known, now

    def _read(self) -> _Known:
        """:meth:`load`, then what the file gives.

        Raises:
            InputError: the file does not read (every key of it refused
                until it does).
        """
        self.load()
        known = self._known
        if known.error is not None:
            raise known.error
        return known

    def by_key(self, key: str) -> Holder | None:
        """Who holds ``key``, or None.

        Raises:
            InputError: the file does not read.
        """
        return self._read().by_key.get(hashed(key))

    def by_session(self, session: str) -> Holder | None:
        """Who a session cookie is of, or None.

        Raises:
            InputError: the file does not read.
        """
        return self._read().by_session.get(hashed(session))

    def entries(self) -> tuple[ArbiterKey, ...]:
        """Every key of the file, the revoked too.

        Raises:
            InputError: the file does not read.
        """
        return self._read().entries


_UNREAD = object()
"""The stamp of a keys file not read yet: no file's."""
