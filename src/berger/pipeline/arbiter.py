"""Use cases of the arbiter's page (``berger serve --arbiter``): a round's
games with their versions, a result set in the event's results CSV, the
round's documents to print.

The event is read again at every request, so a hand edit of its files is
seen before the next change and never overwritten; while they do not read,
the desk says why (:class:`Unreadable`) and writes nothing. Changes are made
one at a time (a lock), each on the file as it is then: read and checked
with the results reader, changed in its one row, read again with the reader
(so a change is refused with the reader's own message), the event counted
with it as ``berger standings`` counts it (so a change another of its files
contradicts, such as its PDN, is refused with that line: every change
written leaves an event that reads), its maker asked again who they are
(a key revoked meanwhile stops it), then written atomically and synced,
with its line in ``results.log`` beside it (which file, its writing and the
log, as a pair a stop cannot split: :mod:`berger.pipeline.desk.files`).

Versions: every game carries a version, a number that changes whenever its
result does (by the page or by hand). They start at the time of the
server's start in milliseconds, so that a version from an earlier run never
matches; a change made on a version that is no longer the game's is
refused (:class:`Stale`).
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.scheduled import beyond_schedule
from berger.errors import BergerError, InputError
from berger.formats.event.csv_text import (
    CsvText,
    encode,
    new_csv_text,
    read_csv_text,
)
from berger.formats.event.event import Options
from berger.formats.files.input_file import InputFile
from berger.messages import _
from berger.pipeline.arbiters import Person
from berger.pipeline.desk.event import RoundRobins
from berger.pipeline.desk.files import (
    LOG_NAME,
    log_line,
    settle,
    stamp,
    write_change,
)
from berger.pipeline.desk.printing import print_round
from berger.pipeline.desk.state import (
    GroupInfo,
    Overview,
    ReadOnly,
    RoundState,
    Stale,
    Target,
    Unreadable,
    VersionedGame,
    reading,
)
from berger.pipeline.desk.variation import DeskChange, DeskRound
from berger.pipeline.event import OpenGroup
from berger.pipeline.results_log import Signatures

Holding = Callable[[], AbstractContextManager[Person]]
"""Who makes a change, asked again right before it is applied: entered, the
person as their key says now (the keys file read again), kept so until the
change is written (a revocation waits for it); raises when their key no
longer lets them in."""


Seen = tuple[str, bool, dt.date | None]
"""A game as last seen: its result's code, whether its colours were
reversed, its own date."""


class Desk:
    """The arbiter's desk of one EVENT (every group of it)."""

    def __init__(
        self,
        event: Path,
        options: Options,
        *,
        seeds: Mapping[str, int] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.event = event
        self.robins = RoundRobins(event, options, seeds)
        """The event's round robins, opened at every request."""
        self._clock = clock
        self._lock = threading.Lock()
        self._start = int(clock() * 1000)
        self._revision = self._start
        self._seen: dict[tuple[str, int, int, int], tuple[Seen, int]] = {}
        self._written: dict[Path, tuple[object, CsvText, Results]] = {}
        """Each results file as last written here, by its stamp: read again
        only when the stamp changed (a hand edit)."""
        self._signatures: dict[Path, Signatures] = {}

    # -- reading --------------------------------------------------------

    def groups(self) -> tuple[str, ...]:
        """The event's groups by name; none for an event without groups.

        Raises:
            Unreadable: ``event.toml`` does not read.
        """
        return self.robins.groups()

    def playoffs(self) -> tuple[str, ...]:
        """The event's play-offs by name, each a round robin of its own at
        the desk (an event without groups, once its standings are final).

        Raises:
            Unreadable: the event does not read.
        """
        return tuple(self.robins.playoffs())

    def overview(self) -> Overview:
        """The event's name, language and round robins (its play-offs
        among them).

        Raises:
            Unreadable: the event does not read.
        """
        infos = []
        title = ""
        language = "en"
        for name in self.robins.names():
            found = self.robins.open(name)
            title = title or found.config.info.name
            language = found.config.language.value
            target = self.robins.target(found)
            results = self._results(found, target)
            desk = found.variant.desk()
            rounds = len(found.variant.event.schedule.rounds)
            current = next(
                (
                    number
                    for number in range(1, rounds + 1)
                    if desk.round(results, number).missing
                ),
                rounds,
            )
            infos.append(
                GroupInfo(
                    name,
                    rounds,
                    current,
                    target.read_only,
                    desk.reverses_colours,
                    desk.in_matches,
                )
            )
        if self.groups():
            title = self.robins.title() or title
        return Overview(title, language, tuple(infos))

    def _results(self, found: OpenGroup, target: Target) -> Results:
        """The results now (as the site reads them); none in a file still
        to be made. A change left half written there is finished first.

        Raises:
            Unreadable: the results file does not read.
            OutputError: a change left half written cannot be finished.
        """
        variant = found.variant
        if target.path is not None:
            with self._lock:
                settle(target.path.parent)
            if not target.named:
                return variant.no_results().games
        with reading():
            results = variant.results
        return (results or variant.no_results()).games

    def recover(self) -> None:
        """Finish the changes a stop left half written (see
        :func:`~berger.pipeline.desk.files.settle`), by the round robins'
        results files; nothing while the event does not read (each read
        and write of a round finishes its own).

        Raises:
            OutputError: a change cannot be finished.
        """
        robins = self.robins
        try:
            targets = [robins.target(robins.open(name)) for name in robins.names()]
        except Unreadable:
            return
        with self._lock:
            for target in targets:
                if target.path is not None:
                    settle(target.path.parent)

    def _observe(
        self, group: str | None, number: int, desk: DeskRound
    ) -> tuple[int, ...]:
        """The games' versions, a new one for each game whose result is not
        what it was when last seen (under the lock)."""
        versions = []
        for game in desk.games:
            key = (group or "", number, game.match or 0, game.board)
            state = (game.result.value, game.reversed, game.date)
            known = self._seen.get(key)
            if known is None:
                version = self._start
            elif known[0] != state:
                self._revision += 1
                version = self._revision
            else:
                version = known[1]
            self._seen[key] = (state, version)
            versions.append(version)
        return tuple(versions)

    def round(self, number: int, group: str | None = None) -> RoundState:
        """Round ``number`` of the event (of ``group``), versioned.

        Raises:
            InputError: no such round or group.
            Unreadable: the results file does not read now.
            BergerError: the event does not read.
        """
        found = self.robins.open(group)
        target = self.robins.target(found)
        results = self._results(found, target)
        desk = found.variant.desk()
        try:
            shown = desk.round(results, number)
        except KeyError:
            total = len(found.variant.event.schedule.rounds)
            raise InputError(beyond_schedule(number, total), field="round") from None
        with self._lock:
            versions = self._observe(group, number, shown)
        by: tuple[str | None, ...] = ()
        if target.path is not None:
            log = target.path.parent / LOG_NAME
            signatures = self._signatures.setdefault(log, Signatures(log))
            by = tuple(signatures.signed(group, number, game) for game in shown.games)
        return RoundState(number, shown, versions, target.read_only, by)

    # -- writing --------------------------------------------------------

    def apply(
        self,
        change: DeskChange,
        version: int,
        group: str | None = None,
        by: Person | None = None,
        *,
        holding: Holding | None = None,
    ) -> int:
        """Make ``change`` on the game whose version is ``version``; returns
        its new version (the same when the change changes nothing). ``by``:
        who makes it (their role's rules kept, their name in the log), as
        ``holding`` says right before it is written, when given.

        Raises:
            ReadOnly: the event's results cannot be written from the page.
            Unreadable: the event's files do not read now.
            Stale: the game's version is no longer ``version``.
            Forbidden: ``by`` may not make the change (checked on the game
                as it is now, with the change's other checks).
            InputError: the change refused, with the reader's message.
            BergerError: the event would not read with the change: the line
                ``berger standings`` would give (nothing written); or as
                ``holding`` raises.
            OutputError: a file cannot be written.
        """
        with self._lock:
            found = self.robins.open(group)
            target = self.robins.target(found)
            if target.path is None:
                raise ReadOnly(target.read_only or _("read-only"))
            path = target.path
            shown = str(path)
            settle(path.parent)
            desk = found.variant.desk()
            text, results = self._written_now(found, target)
            changed = desk.edit(text, shown, change)
            now = desk.round(results, change.round)
            versions = self._observe(group, change.round, now)
            index = next(
                i
                for i, game in enumerate(now.games)
                if (game.match, game.board) == (change.match, change.board)
            )
            game = now.games[index]
            if versions[index] != version:
                raise Stale(VersionedGame(change.round, game, versions[index]))
            same_date = not change.dated or game.date == change.date
            if (game.result, game.reversed) == (change.outcome, change.reversed) and (
                same_date
            ):
                return versions[index]
            if by is not None:
                by.check_change(game, change)
            data = encode(changed, shown)
            written = self._read_changed(found, target, InputFile(path, data))
            if written is None:
                written = desk.read(changed, shown)
            after = desk.round(written, change.round).games[index]
            with holding() if holding is not None else nullcontext(by) as person:
                if person is not None:
                    person.check_change(game, change)
                name = None if person is None else person.name
                line = log_line(self._clock(), group, change, game, after, name)
                write_change(target, data, line)
            self._written[path] = (stamp(path), changed, written)
            self._revision += 1
            key = (group or "", change.round, change.match or 0, change.board)
            state = (after.result.value, after.reversed, after.date)
            self._seen[key] = (state, self._revision)
            return self._revision

    def _written_now(self, found: OpenGroup, target: Target) -> tuple[CsvText, Results]:
        """The results file's text and results now (a file still to be made:
        an empty one), as last written here while it was not changed since.

        Raises:
            Unreadable: the file does not read.
        """
        assert target.path is not None
        path = target.path
        if not target.named:
            return new_csv_text(found.variant.desk().header), (
                found.variant.no_results().games
            )
        known = self._written.get(path)
        if known is not None and known[0] == stamp(path):
            return known[1], known[2]
        with reading():
            text = read_csv_text(path, str(path))
            return text, found.variant.desk().read(text, str(path))

    def _read_changed(
        self, found: OpenGroup, target: Target, changed: InputFile
    ) -> Results | None:
        """The event read and counted as ``berger standings`` reads and
        counts it, with ``changed`` in place of the file at its path (the
        results of ``found``: its own, named by this change when it makes
        it, or a play-off's, which the event's count reads); the results
        of ``found`` so read (None for a play-off's).

        Raises:
            BergerError: the event would not read with the change (as the
                standings would say it).
            Unreadable: nor does it now.
        """
        now = self.robins.counted(found)
        after = now
        if now is found and not target.named:
            after = self.robins.open(found.name, results=changed.path)
        try:
            results = after.variant.read_results(changed)
            if results is not None:
                after.variant.count(results)
        except BergerError:
            with reading():
                current = now.variant.results
                if current is not None:
                    now.variant.count(current)
            raise
        return None if now is not found or results is None else results.games

    def outcome(self, code: str, group: str | None = None) -> Outcome:
        """A result code as the page sends it (``""`` clears; a draughts
        event's ``2-0``, ``1-1``, ``0-2`` too), refused as the reader refuses
        it: located in the results file, at its next row.

        Raises:
            InputError: not a result code.
        """
        try:
            found = self.robins.open(group)
        except BergerError:
            found = None
        try:
            game = None if found is None else found.variant.event.info.game
            return Outcome.from_code(code, game=game)
        except InputError as exc:
            try:
                path = None if found is None else self.robins.target(found).path
            except BergerError:
                path = None
            if path is None:
                raise
            line = None
            if path.exists():
                try:
                    text = read_csv_text(path)
                except InputError:
                    raise exc from None
                line = len(text.text.rstrip("\n").split("\n")) + 1
            raise exc.located(path=str(path), line=line or 2, field="result") from None

    # -- printing -------------------------------------------------------

    def document(self, name: str, number: int, group: str | None = None) -> bytes:
        """The PDF ``name`` for round ``number`` (see
        :func:`~berger.pipeline.desk.printing.print_round`).

        Raises:
            InputError: an unknown document or round, or standings before
                any result.
            Unreadable: the event's files do not read.
            OutputError: the PDF cannot be made.
        """
        return print_round(self.robins.open(group).variant, name, number)
