"""``berger build``: the whole pack of an event written into one folder,
and the event's site beside it in ``site/`` (for an event with several
groups, each group's pack in a folder named after it, and the event's one
site, every group in it, in ``site/`` beside them).

The files of a build land together (see
:func:`berger.formats.files.atomic.landing_together`): each is made into a
temporary file beside its place, and they are renamed into place only when
every one is made, so a build that fails leaves the folder as it was, never
a pack of old and new files. Only what changed since the last build is
rendered (see :mod:`berger.pipeline.pack`); the site rewrites only its pages
that changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from berger.errors import in_group
from berger.formats.event.event import EventConfig
from berger.formats.files.atomic import (
    landing_together,
    make_folder,
    when_landed,
)
from berger.pipeline.event import OpenGroup
from berger.pipeline.outputs import C, E, Made, Output, Work
from berger.pipeline.pack import PackFolder, input_digests, print_digest
from berger.pipeline.read import EventResults
from berger.pipeline.site import (
    GroupSite,
    check_group_names,
    site_data,
    with_downloads,
    write_groups_site,
)
from berger.publish.folder import SiteFolder, SiteUpdate
from berger.render.press import Press, Progress
from berger.render.printing import Page, Settings
from berger.render.site.pages import SiteData

OUT_FOLDER = "out"
"""Default output folder, beside the event."""
SITE_FOLDER = "site"
"""The site's folder inside the pack's."""
Told = Callable[[Path], None] | None
"""Told of a file of the pack (or its site folder)."""


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
    :func:`berger.pipeline.site.write_groups_site`), written last: each
    group's pages in ``site/<group>/``, and when ``groups`` is ``every`` group
    of the event (not one chosen with ``--group``) its front page and hall
    screen.

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
    with landing_together():
        return _build_groups(
            groups,
            top,
            progress=progress,
            written=written,
            kept=kept,
            removed=removed,
            full=full,
            every=every,
        )


def _build_groups(
    groups: Sequence[OpenGroup],
    top: Path,
    *,
    progress: Progress | None,
    written: Told,
    kept: Told,
    removed: Told,
    full: bool,
    every: bool,
) -> list[Path]:
    paths: list[Path] = []
    sites: list[GroupSite] = []
    for group in groups:
        folder = top if group.name is None else top / group.name
        variant = group.variant
        with in_group(group.name):
            results = variant.results
            work = variant.work(results, progress=progress)
            site = (
                site_data(variant, results, now=work.counted)
                if group.name is None
                else None
            )
            paths += build_pack(
                work,
                variant.kind.outputs,
                results,
                folder,
                site=site,
                written=written,
                kept=kept,
                removed=removed,
                full=full,
            )
        if group.name is not None:
            sites.append(GroupSite(group.name, variant, results))
    if sites:
        update = write_groups_site(sites, top / SITE_FOLDER, full=full, front=every)
        _told(update, written=written, kept=kept)
        if update.changed:
            paths.append(update.folder)
    return paths


def _told(site: SiteUpdate, *, written: Told, kept: Told) -> None:
    """Tell of the site folder: written when any of its files changed."""
    _tell(written if site.changed else kept, site.folder)


def _tell(told: Told, path: Path) -> None:
    """Tell ``told`` of ``path`` once the build's files have landed."""
    if told is not None:
        when_landed(lambda: told(path))


def build_pack(
    work: Work[E, C],
    outputs: Sequence[Output[E, C]],
    results: EventResults | None,
    outdir: Path,
    *,
    site: SiteData | None = None,
    written: Told = None,
    kept: Told = None,
    removed: Told = None,
    full: bool = False,
) -> list[Path]:
    """Write the pack of the event made from ``work`` (with its ``results``,
    None before any) into ``outdir``, then its ``site`` (its pages' data)
    into ``outdir/site/``; returns the paths written. Inside
    :func:`build_groups`, the files land when the whole build is made.

    The pack is every output of ``outputs`` (the event's kind's, see
    :mod:`berger.pipeline.outputs`) that the event has: before the event the
    cards, the round sheets, the chart and the blank crosstable (and the
    title norms' forecast where norms apply); with results also the filled
    crosstable, the standings (a team event's board and player results) and
    ``standings.html``, ``standings.csv`` and ``standings.json``. Always
    ``event.xlsx`` (the live workbook) and ``event.trf`` (FIDE report). A
    file whose inputs did not change since the last build, and that is as
    that build wrote it, is kept; so is a printed part of a PDF printed in
    several whose page did not change (``full``: nothing is). ``written`` is
    told of each file as it lands, ``kept`` of each kept, ``removed`` of each
    file of an earlier build this one does not make; the site folder counts
    as written when any of its files changed.

    Raises:
        BergerError: a broken template, or an unwritable file.
    """
    every = {output.name: output.make(work) for output in outputs if output.pack}
    has = {name: thing for name, thing in every.items() if thing is not None}
    pack = [output for output in outputs if output.name in has]
    printing = print_digest(work.settings)
    inputs = input_digests(work.config, work.event, results, printing, pack)
    make_folder(outdir, outdir)  # an unwritable folder told before the printing
    folder = PackFolder(outdir, printing, full=full)
    made = {
        name: thing
        for name, thing in has.items()
        if not folder.current(name, inputs[name])
    }
    paths: list[Path] = []

    def done(path: Path) -> None:
        paths.append(path)
        _tell(written, path)

    for output in pack:
        if output.name not in made:
            _tell(kept, outdir / output.name)
    _print(made, pack, work.settings, folder, done)
    for output in pack:
        thing = made.get(output.name)
        if thing is not None and not isinstance(thing, Page):
            thing(outdir / output.name)
            done(outdir / output.name)
    for path in folder.remove_others(list(inputs)):
        _tell(removed, path)
    folder.save(inputs)
    if site is not None:
        # The site last: its links lead to the pack's files that exist.
        update = SiteFolder(outdir / SITE_FOLDER).update(
            with_downloads(site, outdir, outputs), full=full
        )
        if update.changed:
            paths.append(update.folder)
        _told(update, written=written, kept=kept)
    return paths


def _print(
    made: Mapping[str, Made],
    pack: Sequence[Output[E, C]],
    settings: Settings,
    folder: PackFolder,
    done: Callable[[Path], None],
) -> None:
    """Print the documents ``made`` on the press, the slowest first, and
    write them in the pack's order."""
    pages = {name: page for name, page in made.items() if isinstance(page, Page)}
    if not pages:
        return
    priorities = {output.name: output.priority for output in pack}
    first = sorted(pages, key=lambda name: priorities[name])
    with Press(settings, folder) as press:
        jobs = {
            name: press.add(pages[name].job(folder.folder / name)) for name in first
        }
        press.write([jobs[o.name] for o in pack if o.name in jobs], written=done)
