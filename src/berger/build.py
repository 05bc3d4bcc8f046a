"""``berger build``: the whole pack of an event written into one folder,
and the event's site beside it in ``site/`` (for an event with several
groups, each group's pack in a folder named after it, and the event's one
site, every group in it, in ``site/`` beside them).

Each file is written atomically and in a fixed order, so a failure leaves the
files finished before it and never a partial one.

A build renders only what changed since the last: the folder keeps, in
:data:`MANIFEST`, a digest of each file's inputs (see :data:`PACK`) and of
its bytes, and a file whose inputs are the same and whose bytes are as
written is kept as it is (the same bytes a full build would write: every
file is a function of its inputs alone). After one new result that leaves
the pairing cards, the round chart and the blank crosstable, which no result
changes; the site rewrites only its pages that changed.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from berger import __version__
from berger.core.results import Results
from berger.core.teams import TeamEvent
from berger.core.tournament import Tournament
from berger.errors import OutputError, in_group
from berger.formats.atomic import write_bytes, write_text
from berger.formats.event import EventConfig
from berger.formats.manifest import digest, file_digest, read_manifest, write_manifest
from berger.pipeline.documents import paperwork
from berger.pipeline.event import OpenGroup
from berger.pipeline.exports import write_event_trf
from berger.pipeline.norms import norm_report, norms_apply
from berger.pipeline.results import load_results, rating_changes_for
from berger.publish.folder import SiteUpdate
from berger.publish.site import check_group_names, write_groups_site, write_site
from berger.render import documents
from berger.render.documents import Settings
from berger.render.html import templates_digest
from berger.render.press import PdfJob, Press, Progress, pdf_job
from berger.render.site.render import SITE_TEMPLATES

OUT_FOLDER = "out"
"""Default output folder, beside the event."""
SITE_FOLDER = "site"
"""The site's folder inside the pack's."""
MANIFEST = ".berger-build.json"
"""The file in the pack's folder that keeps the digests of its files."""
PARTS = ".berger-parts"
"""The folder in the pack's folder that keeps the printed parts of the PDFs
printed in several (the cards, the round sheets), by the digest of each
part's HTML: a new result in round 38 prints again only the part of the round
sheets with round 38 on it."""
RENDERERS = ("weasyprint", "pydyf", "fonttools", "pypdf", "openpyxl", "jinja2", "babel")
"""Libraries whose version is an input of every file (a new one may write
other bytes)."""
Told = Callable[[Path], None] | None
"""Told of a file of the pack (or its site folder)."""


class Input(Enum):
    """What a file of the pack is made from besides the event itself (its
    header, players, schedule and scoring) and the versions of berger and
    the libraries that write it, which every file is made from."""

    PRINT = "print"
    """The language, the paper, and the templates, labels and fonts."""
    RULES = "rules"
    """How the games count: the tiebreak chain, the withdrawal rule, unrated
    players, ties and the seed of their lots, whether the event is rated
    (every setting but the results file, the templates, the language and the
    paper)."""
    OUTCOMES = "outcomes"
    """The games' results."""
    RESULTS = "results"
    """The games' results and the withdrawals."""


class Made(Enum):
    """When the pack has a file."""

    ALWAYS = "always"
    """In every pack."""
    RESULTS = "results"
    """When there are results."""
    NORMS = "norms"
    """When title norms concern the event (see :func:`pipeline.norms_apply`)."""


@dataclass(frozen=True, slots=True)
class Output:
    """A file of the pack."""

    name: str
    """File name."""
    inputs: frozenset[Input]
    """What it is made from besides the event."""
    made: Made = Made.ALWAYS
    """When the pack has it."""


def _output(name: str, *inputs: Input, made: Made = Made.ALWAYS) -> Output:
    return Output(name, frozenset(inputs), made)


PRINT, RULES, OUTCOMES, RESULTS = Input
WITH_RESULTS = Made.RESULTS
PACK = (
    _output("cards.pdf", PRINT),
    _output("round-sheets.pdf", PRINT, OUTCOMES),  # the result columns
    _output("chart.pdf", PRINT),
    _output("crosstable-blank.pdf", PRINT, RULES),  # the tiebreak columns
    _output("crosstable.pdf", PRINT, RULES, RESULTS, made=WITH_RESULTS),
    _output("standings.pdf", PRINT, RULES, RESULTS, made=WITH_RESULTS),
    _output("norms.pdf", PRINT, RULES, RESULTS, made=Made.NORMS),
    _output("standings.html", PRINT, RULES, RESULTS, made=WITH_RESULTS),
    _output("standings.csv", RULES, RESULTS, made=WITH_RESULTS),
    _output("standings.json", RULES, RESULTS, made=WITH_RESULTS),
    _output("event.xlsx", PRINT, RULES, RESULTS),
    _output("event.trf", RULES, RESULTS),
)
"""The pack's files in the order they are written, and their inputs."""
SLOWEST_FIRST = (
    "chart.pdf",
    "cards.pdf",
    "crosstable-blank.pdf",
    "crosstable.pdf",
    "round-sheets.pdf",
    "standings.pdf",
    "norms.pdf",
)
"""The PDFs in the order they go to the printing workers: the slowest first,
so the workers stay busy to the end."""


def default_outdir(config: EventConfig) -> Path:
    """``out/`` beside the event (inside an event folder, beside a file)."""
    return config.folder / OUT_FOLDER


def build_groups(
    groups: Sequence[OpenGroup],
    outdir: Path | None = None,
    *,
    progress: Progress | None = None,
    written: Told = None,
    kept: Told = None,
    removed: Told = None,
    full: bool = False,
    every: bool = True,
) -> list[Path]:
    """``berger build``: the pack of each group (see :func:`build_pack`), in
    ``outdir/<group name>/`` for a named group, in ``outdir`` itself for an
    event without groups; ``outdir`` defaults to ``out/`` beside the event.
    The named groups' site is the event's one site in ``outdir/site/`` (see
    :func:`berger.publish.site.write_groups_site`; the groups of players, a team
    group has no pages), written last: each group's pages in
    ``site/<group>/``, and when ``groups`` is ``every`` group of the event
    (not one chosen with ``--group``) its front page and hall screen.

    Raises:
        BergerError: as :func:`build_pack`, naming the group; a group named
            ``site`` (its folder would be the site's).
    """
    named = [group for group in groups if group.name is not None]
    top = outdir or default_outdir(groups[0].config)
    if named:
        check_group_names(
            named[0].config.source, [str(g.name) for g in named], [SITE_FOLDER]
        )
    paths: list[Path] = []
    for group in groups:
        folder = top if group.name is None else top / group.name
        with in_group(group.name):
            paths += build_pack(
                group.config,
                group.tournament,
                folder,
                progress=progress,
                written=written,
                kept=kept,
                removed=removed,
                full=full,
                site=group.name is None,
            )
    players = [g for g in named if not isinstance(g.tournament, TeamEvent)]
    if players:
        site = write_groups_site(players, top / SITE_FOLDER, full=full, front=every)
        _told(site, written=written, kept=kept)
        if site.changed:
            paths.append(site.folder)
    return paths


def _told(site: SiteUpdate, *, written: Told, kept: Told) -> None:
    """Tell of the site folder: written when any of its files changed."""
    told = written if site.changed else kept
    if told is not None:
        told(site.folder)


def input_digests(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    printing: str,
    outputs: Sequence[Output] = PACK,
) -> dict[str, str]:
    """Per file of ``outputs``, a digest of everything it is made from
    (``printing``: see :func:`print_digest`): equal digests, equal bytes."""
    outcomes = None if results is None else tuple(results.outcomes.items())
    withdrawn = None if results is None else tuple(results.withdrawn.items())
    event = digest(_versions(), tournament)
    parts = {
        PRINT: printing,
        RULES: digest(
            replace(
                config.options, results=None, templates=None, language=None, paper=None
            )
        ),
        OUTCOMES: digest(outcomes),
        RESULTS: digest(outcomes, withdrawn),
    }
    return {
        output.name: digest(
            output.name,
            event,
            *(parts[part] for part in Input if part in output.inputs),
        )
        for output in outputs
    }


def print_digest(settings: Settings) -> str:
    """A digest of how the documents are printed, besides their pages'
    HTML: the language, the paper, the creation date, the templates, labels
    and fonts, and the versions of the libraries that print.

    Raises:
        TemplateError: a templates folder cannot be read.
    """
    return digest(
        _versions(),
        settings.language,
        settings.paper,
        settings.created,
        templates_digest(settings.dirs, but=(SITE_TEMPLATES,)),
    )


@functools.cache
def _versions() -> tuple[tuple[str, str], ...]:
    """berger's version and those of the libraries that write the files."""
    found = [("berger", __version__)]
    for name in RENDERERS:
        try:
            found.append((name, importlib.metadata.version(name)))
        except importlib.metadata.PackageNotFoundError:
            found.append((name, ""))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Built:
    """What the manifest knows of a file of the pack."""

    inputs: str
    """Digest of what it was made from (see :func:`input_digests`)."""
    content: str | None
    """Digest of its bytes as written."""
    parts: Mapping[str, str]
    """A PDF printed in parts: digest of each part's HTML and print inputs
    (the name of its file in :data:`PARTS`) to the digest of its bytes."""


class PackFolder:
    """The pack's folder and its manifest: which files are up to date, and
    the printed parts of the PDFs printed in several (a store for the
    :class:`~berger.render.press.Press`)."""

    def __init__(self, folder: Path, printing: str, *, full: bool = False) -> None:
        self.folder = folder
        self.printing = printing
        """The digest of how the documents are printed (see :func:`print_digest`)."""
        self.full = full
        """Every file and part made again."""
        self.known = _read(folder / MANIFEST)
        """The files as the last build left them."""
        self._parts: dict[str, dict[str, str]] = {}

    def current(self, name: str, inputs: str) -> bool:
        """Whether the file was built from ``inputs`` and is as it was written
        (not edited, not removed)."""
        known = self.known.get(name)
        return (
            not self.full
            and known is not None
            and known.inputs == inputs
            and known.content == file_digest(self.folder / name)
        )

    def _part_key(self, html: str) -> str:
        return digest(self.printing, hashlib.sha256(html.encode("utf-8")).hexdigest())

    def printed(self, target: Path, html: str) -> bytes | None:
        """The part as an earlier build printed it, if its file is as written."""
        if self.full:
            return None
        key = self._part_key(html)
        expected = self.known.get(target.name, _NOTHING).parts.get(key)
        try:
            data = (self.folder / PARTS / f"{key}.pdf").read_bytes()
        except OSError:
            return None
        if expected is None or hashlib.sha256(data).hexdigest() != expected:
            return None
        return data

    def keep(self, target: Path, html: str, pdf: bytes) -> None:
        """Store the printed part (written only when it is not there yet).

        Raises:
            OutputError: the part cannot be written.
        """
        key = self._part_key(html)
        content = hashlib.sha256(pdf).hexdigest()
        self._parts.setdefault(target.name, {})[key] = content
        path = self.folder / PARTS / f"{key}.pdf"
        if file_digest(path) != content:
            write_bytes(path, pdf)

    def remove_others(self, names: Sequence[str]) -> list[Path]:
        """Remove the files of an earlier build that are not among ``names``
        (the crosstable and standings once the results are gone); returns
        the paths removed.

        Raises:
            OutputError: a file cannot be removed.
        """
        gone = []
        for name in sorted(set(self.known) - set(names)):
            path = self.folder / name
            if path.is_file():
                _remove(path)
                gone.append(path)
        return gone

    def save(self, inputs: Mapping[str, str]) -> None:
        """Record the files now in the folder, built from ``inputs`` (those
        kept keep their parts), and remove the stored parts no file has.

        Raises:
            OutputError: the manifest cannot be written, or a part removed.
        """
        parts = {
            name: self._parts.get(name, self.known.get(name, _NOTHING).parts)
            for name in inputs
        }
        files: dict[str, dict[str, object]] = {}
        for name, made_from in inputs.items():
            entry: dict[str, object] = {
                "inputs": made_from,
                "bytes": file_digest(self.folder / name),
            }
            if parts[name]:
                entry["parts"] = dict(parts[name])
            files[name] = entry
        write_manifest(self.folder / MANIFEST, {"berger": __version__, "files": files})
        wanted = {f"{key}.pdf" for keys in parts.values() for key in keys}
        store = self.folder / PARTS
        if store.is_dir():
            for path in sorted(store.iterdir()):
                if path.name not in wanted and path.is_file():
                    _remove(path)


_NOTHING = Built("", None, {})


def _read(path: Path) -> dict[str, Built]:
    """The files a manifest lists (none when it is missing or not ours)."""
    files = read_manifest(path).get("files")
    known: dict[str, Built] = {}
    if not isinstance(files, dict):
        return known
    for name, entry in files.items():
        if not isinstance(entry, dict):
            continue
        parts = entry.get("parts", {})
        known[str(name)] = Built(
            str(entry.get("inputs")),
            str(entry.get("bytes")),
            {str(k): str(v) for k, v in parts.items()}
            if isinstance(parts, dict)
            else {},
        )
    return known


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise OutputError(f"{path}: cannot remove: {exc.strerror}") from exc


def build_pack(
    config: EventConfig,
    tournament: Tournament | TeamEvent,
    outdir: Path,
    *,
    progress: Progress | None = None,
    written: Told = None,
    kept: Told = None,
    removed: Told = None,
    full: bool = False,
    site: bool = True,
) -> list[Path]:
    """Write the event's pack into ``outdir``, then (with ``site``) its site
    into ``outdir/site/``; returns the paths written.

    Before the event: ``cards.pdf``, ``round-sheets.pdf``, ``chart.pdf``,
    ``crosstable-blank.pdf``. With results also ``crosstable.pdf``,
    ``standings.pdf``, ``standings.html``, ``standings.csv`` and
    ``standings.json`` (with the rating changes of a rated event). For a
    chess event with ratings or FIDE titles ``norms.pdf``: the forecast
    before any result, the norms made with results. Always ``event.xlsx``
    (the live workbook) and ``event.trf`` (FIDE report). A file whose inputs
    did not change since the last build, and that is as that build wrote it,
    is kept; so is a printed part of a PDF printed in several whose page did
    not change (``full``: nothing is). ``written`` is told of each file as it
    lands, ``kept`` of each kept, ``removed`` of each file of an earlier build
    this one does not make; the site folder counts as written when any of its
    files changed. A team event's pack is
    :func:`berger.team_pipeline.build_team_pack`'s, built whole, without a
    site (the site has no team pages).

    Raises:
        BergerError: bad results, a broken template, or an unwritable file.
    """
    from berger.formats import standings as out
    from berger.render.xlsx import write_workbook

    if isinstance(tournament, TeamEvent):
        from berger.team_pipeline import build_team_pack

        return build_team_pack(
            config, tournament, outdir, progress=progress, written=written
        )

    results = load_results(config, tournament)
    work = paperwork(config, tournament, results, progress=progress)
    settings, tables = work.settings, work.tables
    changes = None if tables is None else rating_changes_for(config, tables[0])
    present = {
        Made.ALWAYS: True,
        Made.RESULTS: tables is not None,
        Made.NORMS: norms_apply(config),
    }
    outputs = [o for o in PACK if present[o.made]]
    printing = print_digest(settings)
    inputs = input_digests(config, tournament, results, printing, outputs)
    folder = PackFolder(outdir, printing, full=full)
    todo = {
        name
        for name, made_from in inputs.items()
        if not folder.current(name, made_from)
    }
    paths: list[Path] = []

    def done(path: Path) -> None:
        paths.append(path)
        if written is not None:
            written(path)

    for output in outputs:
        if output.name not in todo and kept is not None:
            kept(outdir / output.name)
    outcomes = results.outcomes if results is not None else None

    def pdf(name: str) -> PdfJob:
        target = outdir / name
        if name == "cards.pdf":
            return documents.cards_job(target, tournament, settings)
        if name == "round-sheets.pdf":
            return documents.round_sheets_job(target, tournament, settings, outcomes)
        if name == "chart.pdf":
            return pdf_job(target, documents.chart_html(tournament, settings, pdf=True))
        if name == "crosstable-blank.pdf":
            html = documents.blank_crosstable_html(tournament, settings, pdf=True)
            return pdf_job(target, html)
        if name == "norms.pdf":
            norms = norm_report(config, tournament)
            html = documents.norms_html(tournament, norms, settings, pdf=True)
            return pdf_job(target, html)
        assert tables is not None
        if name == "crosstable.pdf":
            return pdf_job(
                target, documents.crosstable_html(*tables, settings, pdf=True)
            )
        html = documents.standings_html(*tables, settings, pdf=True, changes=changes)
        return pdf_job(target, html)

    pdfs = [name for name in SLOWEST_FIRST if name in todo]
    if pdfs:
        with Press(settings, folder) as press:
            jobs = {name: press.add(pdf(name)) for name in pdfs}
            press.write(
                [jobs[o.name] for o in outputs if o.name in jobs],
                written=done,
            )
    if tables is not None:
        crosstable, standings = tables
        texts: dict[str, Callable[[], str]] = {
            "standings.html": lambda: documents.standings_html(
                crosstable, standings, settings, pdf=False, changes=changes
            ),
            "standings.csv": lambda: out.standings_csv(tournament, standings, changes),
            "standings.json": lambda: out.standings_json(
                tournament, standings, changes
            ),
        }
        for name, text in texts.items():
            if name in todo:
                write_text(outdir / name, text())
                done(outdir / name)
    # The workbook and the FIDE report come from their own writers.
    if "event.xlsx" in todo:
        final = tables[1] if tables is not None else None
        write_workbook(config, tournament, results, final, outdir / "event.xlsx")
        done(outdir / "event.xlsx")
    if "event.trf" in todo:
        write_event_trf(config, tournament, results, outdir / "event.trf")
        done(outdir / "event.trf")
    for path in folder.remove_others(list(inputs)):
        if removed is not None:
            removed(path)
    folder.save(inputs)
    if site:
        # The site last: its links lead to the pack's files that exist.
        update = write_site(
            config, tournament, results, outdir / SITE_FOLDER, full=full
        )
        if update.changed:
            paths.append(update.folder)
        _told(update, written=written, kept=kept)
    return paths
