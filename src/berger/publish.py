"""Use case: the event site written into a folder, and kept up to date.

:func:`write_site` writes (or brings up to date) the site of an event in a
folder; ``berger site`` calls it, and ``berger build`` can too
(``write_site(config, tournament, results, outdir / "site")``). For an event
with several groups, :func:`write_groups_site` writes its one site: each
group's pages in a folder named after the group, the event's own front page
and hall screen at the top. A folder remembers, in :data:`MANIFEST`, a digest
of every page it holds, so writing the site again renders and rewrites only
the pages whose content changed (after one new result: that round, the
standings, the crosstable, the two players …). :class:`LiveSite` reads the
event again on each :meth:`LiveSite.rebuild` for ``berger serve`` (for an
event with several groups, only the groups whose files changed). No Click
here, and nothing about serving.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.names import name_key
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings
from berger.core.teams import TeamEvent
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import BergerError, InputError, OutputError, in_group
from berger.formats.atomic import write_bytes
from berger.formats.event import EVENT_FILE, EventConfig, Options
from berger.formats.event_groups import event_groups
from berger.formats.manifest import read_manifest, write_manifest
from berger.formats.output import Language
from berger.pipeline.event import AnyEvent, OpenGroup, open_groups
from berger.pipeline.results import load_results, standings_for
from berger.render import html
from berger.render.html import template_dirs
from berger.render.labels import load_labels
from berger.render.site.groups import plan_event
from berger.render.site.pages import EventNav, Plan, SiteData
from berger.render.site.plan import PACK_FILES, plan_site
from berger.render.site.render import (
    FONT_FILES,
    STATIC_FILES,
    TOP_NAMES,
    page_digest,
    render_pages,
    site_assets,
    templates_digest,
)

MANIFEST = ".berger-site.json"
"""The file in a site folder that lists the digests of its pages."""


@dataclass(frozen=True, slots=True)
class SiteUpdate:
    """What one writing of a site did."""

    folder: Path
    """The site folder."""
    pages: int
    """Pages the site has."""
    written: tuple[str, ...]
    """Files written (pages and static files), relative to the folder."""
    removed: tuple[str, ...]
    """Pages removed because the site no longer has them."""

    @property
    def changed(self) -> bool:
        """Whether any file of the folder changed."""
        return bool(self.written or self.removed)


Tables = tuple[tuple[Crosstable, Standings], ...]
"""Crosstable and standings after round 1, 2, …"""


class StandingsMemo:
    """The standings after each round, kept from one rebuild to the next:
    those after round k change only with a result of rounds 1 to k, so a new
    result in the last round computes one table, not one per round."""

    def __init__(self) -> None:
        self._event: object = None
        self._known: dict[object, tuple[Crosstable, Standings]] = {}

    def tables(
        self, config: EventConfig, tournament: Tournament, results: Results
    ) -> Tables:
        """The tables after rounds 1 to the last with a result.

        Raises:
            BergerError: an unknown tiebreak code.
        """
        if (tournament, config.options) != self._event:
            self._event, self._known = (tournament, config.options), {}
        by_round: dict[int, list[tuple[int, str]]] = {}
        for (rnd, board), outcome in results.outcomes.items():
            by_round.setdefault(rnd, []).append((board, outcome.value))
        # The key of round k holds every result of rounds 1..k (and the
        # withdrawals), nested: equal keys, equal tables.
        key: tuple[object, ...] = (tuple(sorted(results.withdrawn.items())),)
        known: dict[object, tuple[Crosstable, Standings]] = {}
        out = []
        for k in range(1, results.last_round + 1):
            key = (key, tuple(sorted(by_round.get(k, ()))))
            table = self._known.get(key)
            if table is None:
                table = standings_for(config, tournament, results, after_round=k)
            known[key] = table
            out.append(table)
        self._known = known
        return tuple(out)


def site_data(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    *,
    pack: Path | None = None,
    live: bool = False,
    memo: StandingsMemo | None = None,
    event: EventNav | None = None,
) -> SiteData:
    """What the site of the event (or of one group of ``event``) is made
    from: the standings after every round with a result (through ``memo``
    when given), and the pack's files found in the folder ``pack`` (none
    without it: a ``live`` site serves nothing outside its folder).

    Raises:
        BergerError: an unknown tiebreak code, a missing templates folder.
    """
    tables: Tables = ()
    if results is not None:
        tables = (memo or StandingsMemo()).tables(config, tournament, results)
    if tables:
        crosstable = tables[-1][0]
    else:
        crosstable = build_crosstable(
            tournament,
            results or ResultsBuilder.for_tournament(tournament).build(),
            withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
        )
    return SiteData(
        tournament=tournament,
        crosstable=crosstable,
        tables=tables,
        tiebreaks=parse_chain(config.options.tiebreaks or DEFAULT_CHAIN),
        ties=config.ties,
        unrated=config.unrated,
        language=config.language,
        dirs=template_dirs(config.options.templates),
        downloads=()
        if pack is None
        else tuple(name for name, _label in PACK_FILES if (pack / name).is_file()),
        live=live,
        event=event,
    )


@dataclass
class _Manifest:
    templates: str = ""
    pages: dict[str, str] = field(default_factory=dict)
    groups: tuple[str, ...] = ()


class SiteFolder:
    """A folder holding an event's site, and the digests of its pages: the
    site of one table (:meth:`update`), or of an event with several groups
    (:meth:`update_groups`), whose groups' pages lie in folders of their own,
    each a :class:`SiteFolder` with its own manifest."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._manifest: _Manifest | None = None
        self._plan: Plan | None = None
        self._groups: dict[str, SiteFolder] = {}

    @property
    def plan(self) -> Plan | None:
        """The pages as the last update planned them (None before one)."""
        return self._plan

    def _load(self) -> _Manifest:
        if self._manifest is None:
            data = read_manifest(self.folder / MANIFEST)
            templates, digests = data.get("templates"), data.get("pages")
            groups = data.get("groups", [])
            self._manifest = _Manifest()
            if isinstance(templates, str) and isinstance(digests, dict):
                self._manifest = _Manifest(
                    templates,
                    {str(k): str(v) for k, v in digests.items()},
                    tuple(str(g) for g in groups) if isinstance(groups, list) else (),
                )
        return self._manifest

    def update(self, data: SiteData, *, full: bool = False) -> SiteUpdate:
        """Bring the folder up to date with ``data``: render and write the
        pages whose digest changed (or whose file is missing), the static files
        when the templates changed, and remove the pages the site lost (a
        group's folder too, when the site was an event's with groups). With
        ``full``, every page is rendered (and written where it differs). A
        group's pages (``data.event`` set) come without the static files:
        they lie at the top of the event's site.

        Raises:
            TemplateError: a missing or broken template.
            OutputError: the folder cannot be written.
        """
        plan = plan_site(data, self._plan)
        return self._sync(plan, full=full, assets=data.event is None)

    def update_groups(
        self,
        name: str,
        groups: Sequence[tuple[str, SiteData | None]],
        *,
        full: bool = False,
        front: bool = True,
    ) -> SiteUpdate:
        """Bring the folder up to date with the site of an event with several
        groups, ``name`` its own name: each group's pages in ``<group>/``
        (see :meth:`update`), a group given None kept as this folder last
        made it; with ``front``, the event's own pages at the top (made from
        every group made so far) and the removal of the folders of groups
        the event no longer has; without, the static files only.

        Raises:
            TemplateError: a missing or broken template.
            OutputError: the folder cannot be written.
        """
        written: list[str] = []
        removed: list[str] = []
        count = 0
        plans: list[tuple[str, Plan]] = []
        for group, data in groups:
            part = self._group(group)
            if data is not None:
                update = part.update(data, full=full)
                written += (f"{group}/{path}" for path in update.written)
                removed += (f"{group}/{path}" for path in update.removed)
            if part.plan is not None:
                plans.append((group, part.plan))
                count += len(part.plan.pages)
        if plans and front:
            names = tuple(group for group, _data in groups)
            top = self._sync(
                plan_event(name, plans), full=full, assets=True, groups=names
            )
            written += top.written
            removed += top.removed
            count += top.pages
        elif plans:
            written += self._write_assets(plans[0][1].dirs)
        return SiteUpdate(self.folder, count, tuple(written), tuple(removed))

    def _group(self, name: str) -> SiteFolder:
        """The folder of group ``name``'s pages."""
        if name not in self._groups:
            self._groups[name] = SiteFolder(self.folder / name)
        return self._groups[name]

    def _sync(
        self,
        plan: Plan,
        *,
        full: bool,
        assets: bool,
        groups: tuple[str, ...] = (),
    ) -> SiteUpdate:
        """Bring the folder's pages up to date with ``plan`` (and the static
        files with ``assets``); ``groups``: the groups whose folders the site
        has (the folders of others it had are removed)."""
        old = self._load()
        templates = templates_digest(plan.dirs, plan.chrome.language)
        fresh = full or templates != old.templates
        if fresh:
            html.forget_templates()  # an override or a label edited since
        digests = {path: page_digest(plan, path) for path in plan.pages}
        todo = [
            path
            for path, digest in digests.items()
            if fresh or old.pages.get(path) != digest or not self._exists(path)
        ]
        written: list[str] = []
        if assets and (fresh or not all(self._exists(n) for n in _asset_names())):
            written += self._write_assets(plan.dirs)
        for path, text in render_pages(plan, todo).items():
            if self._write(path, text.encode("utf-8")):
                written.append(path)
        removed = sorted(set(old.pages) - set(digests))
        for path in removed:
            _unlink(self.folder / path)
        for group in old.groups:
            if group not in groups:
                removed += (f"{group}/{path}" for path in self._group(group).clear())
                del self._groups[group]
        manifest = _Manifest(templates, digests, groups)
        if manifest != old or not (self.folder / MANIFEST).is_file():
            data: dict[str, object] = {"templates": templates, "pages": digests}
            if groups:
                data["groups"] = list(groups)
            write_manifest(self.folder / MANIFEST, data)
            self._manifest = manifest
        self._plan = plan
        return SiteUpdate(self.folder, len(digests), tuple(written), tuple(removed))

    def clear(self) -> list[str]:
        """Remove the pages the manifest lists, the manifest, and the folders
        left empty; returns the pages removed.

        Raises:
            OutputError: a file cannot be removed.
        """
        listed = sorted(self._load().pages)
        for path in listed:
            _unlink(self.folder / path)
        _unlink(self.folder / MANIFEST)
        for folder in sorted(
            {(self.folder / path).parent for path in listed} | {self.folder},
            key=lambda folder: len(folder.parts),
            reverse=True,
        ):
            with contextlib.suppress(OSError):  # not empty: others' files
                folder.rmdir()
        self._manifest, self._plan = _Manifest(), None
        return listed

    def _write_assets(self, dirs: Sequence[Path]) -> list[str]:
        """Write the static files that differ from the templates'; returns
        those written."""
        return [
            name
            for name, content in site_assets(dirs).items()
            if self._write(name, content)
        ]

    def _exists(self, path: str) -> bool:
        return (self.folder / path).is_file()

    def _write(self, path: str, content: bytes) -> bool:
        """Write ``content`` unless the file already holds it; True if written."""
        target = self.folder / path
        try:
            if target.is_file() and target.read_bytes() == content:
                return False
        except OSError:
            pass
        write_bytes(target, content)
        return True


def _unlink(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise OutputError(f"{path}: cannot remove: {exc.strerror}") from exc


def _asset_names() -> tuple[str, ...]:
    return (
        *STATIC_FILES,
        *(f"fonts/{name}" for name in FONT_FILES),
    )


def write_site(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    folder: Path,
    *,
    full: bool = False,
) -> SiteUpdate:
    """Write the event's site into ``folder`` (created if need be), or bring
    the site already there up to date (with ``full``, every page rendered
    again). Files of the folder that are not the site's are left alone. The
    pack's files beside ``folder`` get download links.

    Raises:
        BergerError: an unknown tiebreak code, a broken template, or a file
            that cannot be written.
    """
    data = site_data(config, tournament, results, pack=folder.parent)
    return SiteFolder(folder).update(data, full=full)


def check_group_names(event: Path, names: Sequence[str], taken: Sequence[str]) -> None:
    """Refuse a group of the EVENT whose folder would take one of the names
    ``taken`` (case ignored, as some file systems do).

    Raises:
        InputError: naming the group and ``event.toml``.
    """
    keys = {name_key(name): name for name in taken}
    for group in names:
        if name_key(group) in keys:
            raise InputError(
                f"group name {group!r} is taken: the event site has"
                f" {keys[name_key(group)]!r} where the group's folder would go;"
                " rename the group",
                path=event_file(event),
                field="groups.name",
            )


def event_file(event: Path) -> Path:
    """The EVENT's own file: ``event.toml`` in an event folder, else the file
    itself."""
    return event / EVENT_FILE if event.is_dir() else event


def write_groups_site(
    groups: Sequence[OpenGroup],
    folder: Path,
    *,
    full: bool = False,
    front: bool = True,
) -> SiteUpdate:
    """Write the site of an event with several groups into ``folder``, or
    bring the site already there up to date: each group's pages in
    ``folder/<group>/``, with download links to the pack's files in
    ``folder/../<group>/`` (where ``berger build`` writes them), and with
    ``front`` (``groups`` is every group) the event's own front page and hall
    screen at the top; without it, the groups' pages and the static files
    only.

    Raises:
        BergerError: a team group, a group name the site's own files take,
            anything as :func:`write_site` (naming the group).
    """
    source = groups[0].config.source
    check_group_names(source, [str(group.name) for group in groups], TOP_NAMES)
    name = event_groups(source).name
    made: list[tuple[str, SiteData | None]] = []
    for group in groups:
        assert group.name is not None
        with in_group(group.name):
            tournament = players_event(group.config, group.tournament)
            results = load_results(group.config, tournament)
            data = site_data(
                group.config,
                tournament,
                results,
                pack=folder.parent / group.name,
                event=EventNav(name, group.name),
            )
        made.append((group.name, data))
    return SiteFolder(folder).update_groups(name, made, full=full, front=front)


def players_event(config: EventConfig, event: AnyEvent) -> Tournament:
    """The event, which must be of players: the site has no team pages.

    Raises:
        InputError: a team event.
    """
    if isinstance(event, TeamEvent):
        raise InputError(
            "the event site is for events of players; it has no pages for a"
            " team event yet",
            path=config.source,
        )
    return event


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
            tournament = players_event(found.config, found.tournament)
            if found.seed_chosen:
                # Drawn once: every rebuild keeps the same numbers and lots.
                self.drawn_seed = found.config.options.seed
                self.options = replace(self.options, seed=self.drawn_seed)
            results = load_results(found.config, tournament)
            data = site_data(
                found.config, tournament, results, live=True, memo=self.memo, event=nav
            )
        self.config = found.config
        return data

    def files(self) -> tuple[Path, ...]:
        """The participants and results files (as last read)."""
        config = self.config
        if config is None:
            return ()
        files = [Path(config.players_file)]
        if config.options.results is not None:
            files.append(config.options.results)
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
        ``event.toml``, the participants, the results (of every group)."""
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
            label = "Error"
        return f"{label}: {error}"
