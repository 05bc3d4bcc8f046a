"""Use cases of the arbiter's page (``berger serve --arbiter``): a round's
games with their versions, a result set in the event's results CSV, the
round's documents to print.

The event is read again at every request, so a hand edit of its files is
seen before the next change and never overwritten. Changes are made one at a
time (a lock), each on the file as it is then: read and checked with the
results reader, changed in its one row, read again with the reader (so a
change is refused with the reader's own message), then written atomically
and synced, and appended to ``results.log`` beside it (which file, its
writing and the log: :mod:`berger.pipeline.desk_files`).

Versions: every game carries a version, a number that changes whenever its
result does (by the page or by hand). They start at the time of the
server's start in milliseconds, so that a version from an earlier run never
matches; a change made on a version that is no longer the game's is
refused (:class:`Stale`).
"""

from __future__ import annotations

import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from berger.core.model import Outcome
from berger.core.results import Results, beyond_schedule
from berger.errors import BergerError, InputError
from berger.formats.event.event import Options
from berger.formats.event.event_groups import event_groups
from berger.formats.event.results_edit import CsvText, new_csv_text, read_csv_text
from berger.messages import _
from berger.pipeline.arbiters import Person
from berger.pipeline.desk import DeskChange, DeskRound
from berger.pipeline.desk_files import (
    LOG_NAME,
    log_change,
    results_target,
    stamp,
    write_results,
)
from berger.pipeline.desk_state import (
    GroupInfo,
    Overview,
    ReadOnly,
    RoundState,
    Stale,
    Target,
    Unreadable,
    VersionedGame,
)
from berger.pipeline.documents import output_of, output_work
from berger.pipeline.event import OpenGroup, open_groups
from berger.pipeline.playoff import PlayoffTable, playoff_tables
from berger.pipeline.results_log import Signatures
from berger.render.printing import Page, write_document

PRINTS = {
    "round-sheet": "round-sheets.pdf",
    "cards": "cards.pdf",
    "standings": "standings.pdf",
}
"""The documents the page offers to print, by the name in their address:
the outputs of those names (see :mod:`berger.pipeline.outputs`)."""


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
        self.options = options
        """The options (the one table's drawn seed in)."""
        self.seeds = dict(seeds or {})
        """Seeds drawn for groups at the start, by group name."""
        self._clock = clock
        self._lock = threading.Lock()
        self._start = int(clock() * 1000)
        self._revision = self._start
        self._seen: dict[tuple[str, int, int, int], tuple[tuple[str, bool], int]] = {}
        self._written: dict[Path, tuple[object, CsvText, Results]] = {}
        """Each results file as last written here, by its stamp: read again
        only when the stamp changed (a hand edit)."""
        self._signatures: dict[Path, Signatures] = {}

    # -- reading --------------------------------------------------------

    def groups(self) -> tuple[str, ...]:
        """The event's groups by name; none for an event without groups.

        Raises:
            InputError: ``event.toml`` does not read.
        """
        return event_groups(self.event).groups

    def playoffs(self) -> tuple[str, ...]:
        """The event's play-offs by name, each a round robin of its own at
        the desk (an event without groups, once its standings are final).

        Raises:
            BergerError: the event does not read.
        """
        return tuple(self._playoffs())

    def _playoffs(self) -> dict[str, PlayoffTable]:
        if self.groups():
            return {}
        return playoff_tables(self._open(None).variant)

    def _open(self, group: str | None) -> OpenGroup:
        names = self.groups()
        if group is not None and group not in names:
            table = self._playoffs().get(group)
            if table is not None:
                own = table.variant
                return OpenGroup(group, own.config, own, seed_chosen=False)
            raise InputError(_("no group {group!r}").format(group=group), field="group")
        if names and group is None:
            message = _("this event has groups {groups}: give the group")
            raise InputError(message.format(groups=", ".join(names)), field="group")
        options = self.options
        if group is not None and group in self.seeds:
            options = replace(options, seed=self.seeds[group])
        (found,) = open_groups(self.event, options, group=group, single=True)
        return found

    def overview(self) -> Overview:
        """The event's name, language and round robins (its play-offs
        among them).

        Raises:
            BergerError: the event does not read.
        """
        names: tuple[str | None, ...] = (*(self.groups() or (None,)), *self.playoffs())
        infos = []
        title = ""
        language = "en"
        for name in names:
            found = self._open(name)
            title = title or found.config.info.name
            language = found.config.language.value
            target = self._target(found)
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
            title = event_groups(self.event).name or title
        return Overview(title, language, tuple(infos))

    def _target(self, found: OpenGroup) -> Target:
        """Where the results of ``found`` are written: a group's or the
        event's as :func:`results_target` says; a play-off's, its own file,
        made by the first result (see :func:`playoff_tables`)."""
        if found.name is None or found.name in self.groups():
            return results_target(self.event, found)
        table = self._playoffs().get(found.name)
        if table is not None and table.void is not None:
            return Target(None, named=False, read_only=table.void)
        path = found.config.options.results
        if path is None:
            return Target(
                None,
                named=False,
                read_only=_("[playoff] results names no file for {name}").format(
                    name=found.name
                ),
            )
        return Target(path, named=path.exists())

    def _results(self, found: OpenGroup, target: Target) -> Results:
        """The results now (as the site reads them); none in a file still
        to be made.

        Raises:
            Unreadable: the results file does not read.
        """
        variant = found.variant
        if target.path is not None and not target.named:
            return variant.no_results().games
        try:
            results = variant.results
        except InputError as exc:
            raise Unreadable(str(exc)) from None
        return (results or variant.no_results()).games

    def _observe(
        self, group: str | None, number: int, desk: DeskRound
    ) -> tuple[int, ...]:
        """The games' versions, a new one for each game whose result is not
        what it was when last seen (under the lock)."""
        versions = []
        for game in desk.games:
            key = (group or "", number, game.match or 0, game.board)
            state = (game.result.value, game.reversed)
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
        found = self._open(group)
        target = self._target(found)
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
    ) -> int:
        """Make ``change`` on the game whose version is ``version``; returns
        its new version (the same when the change changes nothing). ``by``:
        who makes it (their role's rules kept, their name in the log).

        Raises:
            ReadOnly: the event's results cannot be written from the page.
            Unreadable: the results file does not read now.
            Stale: the game's version is no longer ``version``.
            Forbidden: ``by`` may not make the change (checked on the game
                as it is now, with the change's other checks).
            InputError: the change refused, with the reader's message.
            OutputError: a file cannot be written.
        """
        with self._lock:
            found = self._open(group)
            target = self._target(found)
            if target.path is None:
                raise ReadOnly(target.read_only or _("read-only"))
            path = target.path
            shown = str(path)
            desk = found.variant.desk()
            if target.named:
                known = self._written.get(path)
                if known is not None and known[0] == stamp(path):
                    _stamp_known, text, results = known  # as last written here
                else:
                    try:
                        text = read_csv_text(path, shown)
                        results = desk.read(text, shown)
                    except InputError as exc:
                        raise Unreadable(str(exc)) from None
            else:
                text = new_csv_text(desk.header)
                results = found.variant.no_results().games
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
            if (game.result, game.reversed) == (change.outcome, change.reversed):
                return versions[index]
            if by is not None:
                by.check_change(game, change)
            written = desk.read(changed, shown)
            after = desk.round(written, change.round).games[index]
            write_results(target, changed, shown)
            self._written[path] = (stamp(path), changed, written)
            log_change(
                path,
                self._clock(),
                group,
                change,
                game,
                after,
                None if by is None else by.name,
            )
            self._revision += 1
            key = (group or "", change.round, change.match or 0, change.board)
            self._seen[key] = ((after.result.value, after.reversed), self._revision)
            return self._revision

    def outcome(self, code: str, group: str | None = None) -> Outcome:
        """A result code as the page sends it (``""`` clears), refused as the
        reader refuses it: located in the results file, at its next row.

        Raises:
            InputError: not a result code.
        """
        try:
            return Outcome.from_code(code)
        except InputError as exc:
            try:
                found = self._open(group)
                path = self._target(found).path
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
        """The PDF ``name`` (see :data:`PRINTS`) for round ``number``: its
        round sheet, its pairing cards, the standings now.

        Raises:
            InputError: an unknown document or round, or standings before
                any result.
            BergerError: the event does not read, or the PDF cannot be made.
        """
        document = PRINTS.get(name)
        if document is None:
            raise InputError(
                _("no document {name!r}").format(name=name), field="document"
            )
        found = self._open(group)
        variant = found.variant
        total = len(variant.event.schedule.rounds)
        if not 1 <= number <= total:
            raise InputError(beyond_schedule(number, total), field="round")
        output = output_of(variant, document)
        if output.needs_results and variant.results is None:
            raise InputError(_("no results yet: the standings come with the first"))
        work = output_work(variant, output, rounds=[number])
        page = output.make(work)
        assert isinstance(page, Page)
        with tempfile.TemporaryDirectory(prefix="berger-print-") as folder:
            target = Path(folder) / f"{name}.pdf"
            write_document(target, page, work.settings)
            return target.read_bytes()
