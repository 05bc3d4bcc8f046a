"""The live site of ``berger serve``: the event read again at each change
of its files and the pages that changed written again; for an event with
several groups only the groups whose files changed, a group that does not
read keeping its last good pages."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from pathlib import Path

from berger.errors import BergerError, in_group
from berger.formats.event.event import EventConfig, Options, event_file
from berger.formats.event.event_groups import event_groups
from berger.formats.event.message import message_path
from berger.formats.event.output import Language
from berger.messages import _
from berger.pipeline.event import open_groups
from berger.pipeline.site import StandingsMemo, check_group_names, site_data
from berger.publish.folder import SiteFolder, SiteUpdate
from berger.render.labels import load_labels
from berger.render.site.pages import EventNav, SiteData
from berger.render.site.render import TOP_NAMES


class _Table:
    """One round robin of a live site (the event's one table, or one of its
    groups), as last read without error."""

    def __init__(self, name: str | None, options: Options) -> None:
        self.name = name
        self.options = options
        """The options it is read with (its drawn seed in, once drawn)."""
        self.memo = StandingsMemo()
        self.config: EventConfig | None = None
        self.drawn_seed: int | None = None

    def read(self, event: Path, nav: EventNav | None = None) -> SiteData:
        """Read the table's files again: what its pages are made from.

        Raises:
            BergerError: a file that does not read (the group named).
        """
        (found,) = open_groups(event, self.options, group=self.name, single=True)
        with in_group(found.name):
            if found.seed_chosen:
                # Drawn once: every rebuild keeps the same numbers and lots.
                self.drawn_seed = found.config.options.seed
                self.options = replace(self.options, seed=self.drawn_seed)
            results = found.variant.results
            data = site_data(
                found.variant,
                results,
                live=True,
                memo=self.memo,
                event=nav,
                group=found.name,
            )
        self.config = found.config
        return data

    def files(self) -> tuple[Path, ...]:
        """The participants and results files, the play-off's (as last
        read), and the hall screen's message (which a server only has to
        write)."""
        config = self.config
        if config is None:
            return ()
        files = [Path(config.players_file)]
        if config.options.results is not None:
            files.append(config.options.results)
        if config.playoff is not None:
            files += config.playoff.files
        files.append(message_path(config.folder))
        return tuple(path.absolute() for path in files)


class LiveSite:
    """An event's site for ``berger serve``: each :meth:`rebuild` reads the
    event's files again and rewrites the pages that changed. For an event
    with several groups, the site of ``group``, or without it the event's
    one site of every group, where a group whose files do not read keeps its
    last good pages (see :attr:`errors`) and the others go on."""

    def __init__(
        self,
        event: Path,
        options: Options,
        folder: Path,
        group: str | None = None,
        *,
        seeds: Mapping[str, int] | None = None,
    ) -> None:
        self.event = event
        self.options = options
        """The options, the drawn seed in (of the one table)."""
        self.group = group
        self.site = SiteFolder(folder)
        self.seeds = dict(seeds or {})
        """Seeds drawn for groups before the first build, by group name:
        every rebuild keeps them."""
        self.name = ""
        """The event's own name (of an event with several groups)."""
        self.errors: dict[str, BergerError] = {}
        """Per group of an event with several, why its last rebuild failed
        (its pages show the state before), in the event's order."""
        self._one: _Table | None = None
        self._groups: dict[str, _Table] = {}

    @property
    def config(self) -> EventConfig | None:
        """The event as last read without error (its first group's, for an
        event with several groups)."""
        tables = [self._one] if self._one is not None else self._groups.values()
        return next((t.config for t in tables if t.config is not None), None)

    @property
    def drawn_seed(self) -> int | None:
        """The seed drawn at the first build when the event draws lots (its
        numbers, or the order of players level) without one."""
        return None if self._one is None else self._one.drawn_seed

    @property
    def title(self) -> str:
        """The event's name, as the server's first line shows it."""
        if self._groups:
            return self.name
        config = self.config
        return config.info.name if config is not None else ""

    def rebuild(self, changed: Collection[Path] | None = None) -> SiteUpdate:
        """Read the event again and bring the site up to date: every table,
        or when ``changed`` lists the files that changed, the groups made
        from them (every group when ``event.toml`` is among them). A failure
        leaves the pages as they were.

        Raises:
            BergerError: an event file that does not read (the group named);
                for an event with several groups and no ``group``, only
                ``event.toml`` (a group's files that do not read are kept in
                :attr:`errors`, from the first build on the first such error
                is raised).
        """
        listed = event_groups(self.event) if self.group is None else None
        if listed is None or not listed.groups:
            self._groups, self.errors = {}, {}
            if self._one is None:
                self._one = _Table(self.group, self.options)
            update = self.site.update(self._one.read(self.event))
            self.options = self._one.options
            return update
        self._one = None
        return self._rebuild_groups(*listed, changed)

    def _rebuild_groups(
        self, name: str, names: tuple[str, ...], changed: Collection[Path] | None
    ) -> SiteUpdate:
        first = not self._groups
        check_group_names(self.event, names, TOP_NAMES)
        everything = (
            changed is None
            or name != self.name
            or tuple(self._groups) != names
            or event_file(self.event).absolute() in {p.absolute() for p in changed}
        )
        tables = {}
        for group in names:
            table = self._groups.get(group)
            if table is None:
                seed = self.seeds.get(group)
                options = (
                    self.options if seed is None else replace(self.options, seed=seed)
                )
                table = _Table(group, options)
            tables[group] = table
        touched = {path.absolute() for path in changed or ()}
        made: list[tuple[str, SiteData | None]] = []
        errors: dict[str, BergerError] = {}
        for group, table in tables.items():
            data = None
            # A group that did not read is tried again at every change.
            if (
                everything
                or table.config is None
                or group in self.errors
                or touched & set(table.files())
            ):
                try:
                    data = table.read(self.event, EventNav(name, group))
                except BergerError as exc:
                    if first:
                        raise
                    errors[group] = exc
            made.append((group, data))
        self.name, self._groups, self.errors = name, tables, errors
        return self.site.update_groups(name, made)

    def watched(self) -> tuple[Path, ...]:
        """The files the site is made from (of the event as last read):
        ``event.toml``, the participants, the results (of every group), the
        hall screen's message."""
        tables = [self._one] if self._one is not None else list(self._groups.values())
        if self.config is None:
            return ()
        files = [event_file(self.event).absolute()]
        for table in tables:
            files += table.files()
        return tuple(dict.fromkeys(files))

    def error_text(self, error: BergerError) -> str:
        """The one line a page shows while the event's files (or its group's)
        do not read."""
        config = self.config
        language = config.language if config is not None else Language.EN
        try:
            labels = load_labels(language)
            label = labels["site_live_error"]
        except BergerError:
            label = _("Error")
        return f"{label}: {error}"
