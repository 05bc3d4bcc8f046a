"""Use case: the event site written into a folder, and kept up to date.

:func:`write_site` writes (or brings up to date) the site of an event in a
folder; ``berger site`` calls it, and ``berger build`` can too
(``write_site(config, tournament, results, outdir / "site")``). A folder
remembers, in :data:`MANIFEST`, a digest of every page it holds, so writing the
site again renders and rewrites only the pages whose content changed (after one
new result: that round, the standings, the crosstable, the two players …).
:class:`LiveSite` reads the event again on each :meth:`LiveSite.rebuild` for
``berger serve``. No Click here, and nothing about serving.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from berger import pipeline
from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings
from berger.core.teams import TeamEvent
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import BergerError, InputError, OutputError, in_group
from berger.formats.atomic import write_bytes
from berger.formats.event import EVENT_FILE, EventConfig, Options
from berger.formats.manifest import read_manifest, write_manifest
from berger.formats.output import Language
from berger.render import html
from berger.render import site as pages
from berger.render.html import template_dirs
from berger.render.labels import load_labels

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
                table = pipeline.standings_for(
                    config, tournament, results, after_round=k
                )
            known[key] = table
            out.append(table)
        self._known = known
        return tuple(out)


def site_data(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    folder: Path,
    *,
    live: bool = False,
    memo: StandingsMemo | None = None,
) -> pages.SiteData:
    """What the site of the event is made from: the standings after every
    round with a result (through ``memo`` when given), and the pack's files
    found beside ``folder`` (none for a ``live`` site, which serves nothing
    outside its folder).

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
    beside = folder.parent
    return pages.SiteData(
        tournament=tournament,
        crosstable=crosstable,
        tables=tables,
        tiebreaks=parse_chain(config.options.tiebreaks or DEFAULT_CHAIN),
        ties=config.ties,
        unrated=config.unrated,
        language=config.language,
        dirs=template_dirs(config.options.templates),
        downloads=()
        if live
        else tuple(
            name for name, _label in pages.PACK_FILES if (beside / name).is_file()
        ),
        live=live,
    )


@dataclass
class _Manifest:
    templates: str = ""
    pages: dict[str, str] = field(default_factory=dict)


class SiteFolder:
    """A folder holding an event's site, and the digests of its pages."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._manifest: _Manifest | None = None
        self._plan: pages.Plan | None = None

    def _load(self) -> _Manifest:
        if self._manifest is None:
            data = read_manifest(self.folder / MANIFEST)
            templates, digests = data.get("templates"), data.get("pages")
            self._manifest = _Manifest()
            if isinstance(templates, str) and isinstance(digests, dict):
                self._manifest = _Manifest(
                    templates, {str(k): str(v) for k, v in digests.items()}
                )
        return self._manifest

    def update(self, data: pages.SiteData, *, full: bool = False) -> SiteUpdate:
        """Bring the folder up to date with ``data``: render and write the
        pages whose digest changed (or whose file is missing), the static files
        when the templates changed, and remove the pages the site lost. With
        ``full``, every page is rendered (and written where it differs).

        Raises:
            TemplateError: a missing or broken template.
            OutputError: the folder cannot be written.
        """
        old = self._load()
        templates = pages.templates_digest(data.dirs, data.language)
        fresh = full or templates != old.templates
        if fresh:
            html.forget_templates()  # an override or a label edited since
        plan = pages.plan_site(data, self._plan)
        digests = {path: pages.page_digest(plan, path) for path in plan.pages}
        todo = [
            path
            for path, digest in digests.items()
            if fresh or old.pages.get(path) != digest or not self._exists(path)
        ]
        written: list[str] = []
        if fresh or not all(self._exists(name) for name in _asset_names()):
            for name, content in pages.site_assets(plan.dirs).items():
                if self._write(name, content):
                    written.append(name)
        for path, text in pages.render_pages(plan, todo).items():
            if self._write(path, text.encode("utf-8")):
                written.append(path)
        removed = tuple(sorted(set(old.pages) - set(digests)))
        for path in removed:
            try:
                (self.folder / path).unlink(missing_ok=True)
            except OSError as exc:
                raise OutputError(
                    f"{self.folder / path}: cannot remove: {exc.strerror}"
                ) from exc
        manifest = _Manifest(templates, digests)
        if manifest != old or not (self.folder / MANIFEST).is_file():
            write_manifest(
                self.folder / MANIFEST, {"templates": templates, "pages": digests}
            )
            self._manifest = manifest
        self._plan = plan
        return SiteUpdate(self.folder, len(digests), tuple(written), removed)

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


def _asset_names() -> tuple[str, ...]:
    return (
        *pages.STATIC_FILES,
        *(f"fonts/{name}" for name in pages.FONT_FILES),
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
    again). Files of the folder that are not the site's are left alone.

    Raises:
        BergerError: an unknown tiebreak code, a broken template, or a file
            that cannot be written.
    """
    data = site_data(config, tournament, results, folder)
    return SiteFolder(folder).update(data, full=full)


def players_event(config: EventConfig, event: pipeline.AnyEvent) -> Tournament:
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


class LiveSite:
    """An event's site for ``berger serve``: each :meth:`rebuild` reads the
    event's files again and rewrites the pages that changed. For an event
    with several groups, the site of ``group``."""

    def __init__(
        self, event: Path, options: Options, folder: Path, group: str | None = None
    ) -> None:
        self.event = event
        self.options = options
        self.group = group
        self.site = SiteFolder(folder)
        self.memo = StandingsMemo()
        self.config: EventConfig | None = None
        """The event as last read without error."""
        self.drawn_seed: int | None = None
        """The seed drawn at the first build when the event draws lots (its
        numbers, or the order of players level) without one."""

    def rebuild(self) -> SiteUpdate:
        """Read the event again and bring the site up to date. A failure
        leaves the pages as they were.

        Raises:
            BergerError: an event file that does not read (the group named),
                or the site cannot be written.
        """
        (found,) = pipeline.open_groups(
            self.event, self.options, group=self.group, single=True
        )
        with in_group(found.name):
            tournament = players_event(found.config, found.tournament)
            if found.seed_chosen:
                # Drawn once: every rebuild keeps the same numbers and lots.
                self.drawn_seed = found.config.options.seed
                self.options = replace(self.options, seed=self.drawn_seed)
            results = pipeline.load_results(found.config, tournament)
            data = site_data(
                found.config,
                tournament,
                results,
                self.site.folder,
                live=True,
                memo=self.memo,
            )
            update = self.site.update(data)
        self.config = found.config
        return update

    def watched(self) -> tuple[Path, ...]:
        """The files the site is made from (of the event as last read):
        ``event.toml``, the participants, the results."""
        config = self.config
        if config is None:
            return ()
        files = [
            config.source / EVENT_FILE if config.source.is_dir() else config.source,
            Path(config.players_file),
        ]
        if config.options.results is not None:
            files.append(config.options.results)
        return tuple(dict.fromkeys(path.absolute() for path in files))

    def error_text(self, error: BergerError) -> str:
        """The one line every page shows while the event's files do not read."""
        language = self.config.language if self.config is not None else Language.EN
        try:
            labels = load_labels(language)
            label = labels["site_live_error"]
        except BergerError:
            label = "Error"
        return f"{label}: {error}"
