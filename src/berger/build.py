"""``berger build``: the whole pack of an event written into one folder,
and the event's site beside it in ``site/`` (for an event with several
groups, each group's pack in a folder named after it, and the event's one
site, every group in it, in ``site/`` beside them).

Each file is written atomically and in a fixed order, so a failure leaves the
files finished before it and never a partial one. Only what changed since
the last build is rendered (see :mod:`berger.pack`); the site rewrites only
its pages that changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from berger.core.results import Results
from berger.core.teams import TeamEvent
from berger.core.tournament import Tournament
from berger.errors import in_group
from berger.formats.atomic import write_text
from berger.formats.event import EventConfig
from berger.pack import (
    PACK,
    SLOWEST_FIRST,
    Made,
    PackFolder,
    input_digests,
    print_digest,
)
from berger.pipeline.documents import paperwork
from berger.pipeline.event import OpenGroup
from berger.pipeline.exports import write_event_trf
from berger.pipeline.norms import norms_apply, norms_of
from berger.pipeline.results import (
    crosstable_for,
    load_results,
    no_results,
    rating_changes_for,
)
from berger.publish.folder import SiteUpdate
from berger.publish.site import (
    PlayersGroup,
    check_group_names,
    write_groups_site,
    write_site,
)
from berger.render import documents
from berger.render.press import PdfJob, Press, Progress, pdf_job

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
    """``berger build``: the pack of each group (see :func:`build_pack`; a
    team group's is :func:`berger.team_pipeline.build_team_pack`'s, built
    whole, without a site: the site has no team pages), in
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
    players: list[PlayersGroup] = []
    for group in groups:
        folder = top if group.name is None else top / group.name
        with in_group(group.name):
            if isinstance(group.tournament, TeamEvent):
                from berger.team_pipeline import build_team_pack

                paths += build_team_pack(
                    group.config,
                    group.tournament,
                    folder,
                    progress=progress,
                    written=written,
                )
                continue
            results = load_results(group.config, group.tournament)
            paths += build_pack(
                group.config,
                group.tournament,
                results,
                folder,
                progress=progress,
                written=written,
                kept=kept,
                removed=removed,
                full=full,
                site=group.name is None,
            )
        if group.name is not None:
            players.append(
                PlayersGroup(group.name, group.config, group.tournament, results)
            )
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


def build_pack(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    outdir: Path,
    *,
    progress: Progress | None = None,
    written: Told = None,
    kept: Told = None,
    removed: Told = None,
    full: bool = False,
    site: bool = True,
) -> list[Path]:
    """Write the pack of an event of players (with its ``results``, None
    before any) into ``outdir``, then (with ``site``) its site
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
    files changed.

    Raises:
        BergerError: bad results, a broken template, or an unwritable file.
    """
    from berger.formats import standings as out
    from berger.render.labels import load_labels
    from berger.render.xlsx import write_workbook

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
            norms = norms_of(
                tables[0]
                if tables is not None
                else crosstable_for(config, tournament, no_results(tournament))
            )
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
        labels = load_labels(config.language, config.options.templates)
        write_workbook(
            tournament,
            results,
            final,
            outdir / "event.xlsx",
            labels=labels,
            paper=settings.paper,
            chain=settings.tiebreaks,
        )
        done(outdir / "event.xlsx")
    if "event.trf" in todo:
        write_event_trf(config, tournament, tables, outdir / "event.trf")
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
