"""The command line: parses options and delegates to :mod:`berger.pipeline`.

This is the one place that knows exit statuses: a :class:`BergerError` becomes
``Error: ...`` on stderr and status 1; usage mistakes stay Click's (status 2);
a run stopped by SIGINT or SIGTERM (see :mod:`berger.lifetime`) ends with
``Stopped.`` on stderr and status 128 + the signal's number (130, 143).
The options live in :mod:`berger.cli.options`. Heavy libraries (WeasyPrint,
openpyxl) are imported only by the commands that use them, so
``berger --help`` stays fast.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from berger import __version__
from berger.cli import options as opt
from berger.errors import BergerError, Stopped, in_group
from berger.formats.event import Options
from berger.lifetime import stop_on_signals, stop_requested

if TYPE_CHECKING:
    from berger.pipeline.event import OpenGroup
    from berger.render.press import Progress


NOTES = "berger.notes"
"""Key of the warnings a command collects in ``ctx.meta`` while it runs."""


class BergerGroup(click.Group):
    """A Click group that turns user errors into one line and exit status 1,
    a stop by a signal into ``Stopped.`` and 128 + the signal's number, and
    shows the warnings a command collected once it has succeeded (so a
    failure is still the one ``Error:`` line)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            with stop_on_signals():
                done = super().invoke(ctx)
        except Stopped as stop:
            _progress_line.end()
            click.echo("Stopped.", err=True)
            ctx.exit(128 + stop.signal)
        except BergerError as exc:
            raise click.ClickException(str(exc)) from None
        for note in ctx.meta.get(NOTES, ()):
            click.echo(f"Warning: {note}", err=True)
        return done


def open_groups(
    event: Path,
    options: Options,
    group: str | None,
    *,
    single: bool = False,
    ranks: bool = False,
) -> tuple[OpenGroup, ...]:
    """Read, number and schedule the EVENT's groups (see
    :func:`berger.pipeline.event.open_groups`; an event without groups is one);
    report on stderr a seed chosen here: for the pairing numbers, and (for a
    command that ``ranks`` the players) for the lots that order players level
    after the tiebreaks; keep what reading them noted (pairings that follow a
    TRF) for when the command has succeeded. A group needed and not named is
    a usage error."""
    from berger.pipeline import event as opening

    try:
        groups = opening.open_groups(event, options, group=group, single=single)
    except opening.GroupNeeded as exc:
        raise click.UsageError(str(exc), click.get_current_context()) from None
    notes = click.get_current_context().meta.setdefault(NOTES, [])
    for found in groups:
        notes.extend(found.config.notes)
        if found.seed_chosen:
            for note in _seed_notes(found, ranks=ranks):
                click.echo(note, err=True)
    return groups


def _seed_notes(found: OpenGroup, *, ranks: bool) -> list[str]:
    """What to tell the user of a seed drawn for them (for the pairing
    numbers, and for lots when the command ``ranks`` the players), and how
    to repeat it."""
    from berger.core.standings import Ties

    config = found.config
    seed = config.options.seed
    drawn: list[tuple[str, str]] = []
    if config.numbering.needs_seed:
        drawn.append(("drew pairing numbers by lot", "this draw"))
    if ranks and config.ties is Ties.LOTS:
        drawn.append(("drew lots for players level after the tiebreaks", "them"))
    if found.name is None:
        return [
            f"{what.capitalize()} with seed {seed}; "
            f"pass --seed {seed} to repeat {repeated}."
            for what, repeated in drawn
        ]
    return [
        f"Group {found.name}: {what} with seed {seed}; "
        f"pass --group {shlex.quote(found.name)} --seed {seed} to repeat {repeated}."
        for what, repeated in drawn
    ]


@contextlib.contextmanager
def one_group(
    event: Path, options: Options, group: str | None, *, ranks: bool = False
) -> Iterator[OpenGroup]:
    """The EVENT's one group for a command that makes one thing (``group``
    when the event has several), reporting a seed chosen as
    :func:`open_groups` does; errors inside name the group."""
    (found,) = open_groups(event, options, group, single=True, ranks=ranks)
    with in_group(found.name):
        yield found


def print_groups(
    event: Path,
    options: Options,
    group: str | None,
    fmt: str,
    report: Callable[[OpenGroup], str],
    *,
    ranks: bool = False,
) -> None:
    """Print the ``report`` of every group of the EVENT (only ``group``'s
    when given) as ``fmt`` (see :func:`berger.pipeline.reports.report_groups`);
    ``ranks``: the report ranks the players (see :func:`open_groups`)."""
    from berger.pipeline.reports import report_groups

    groups = open_groups(event, options, group, ranks=ranks)
    text = report_groups(groups, fmt, report, titled=group is None)
    click.echo(text, nl=False)


class _ProgressLine:
    """``printing: part k of n`` on stderr, one line rewritten in place."""

    def __init__(self) -> None:
        self.open = False
        """Whether the line is unfinished."""

    def show(self, done: int, total: int) -> None:
        end = "\n" if done == total else ""
        click.echo(f"\rprinting: part {done} of {total}{end}", err=True, nl=False)
        self.open = done != total

    def end(self) -> None:
        """Finish an unfinished line (before a message of its own)."""
        if self.open:
            click.echo(err=True)
            self.open = False


_progress_line = _ProgressLine()


def _progress() -> Progress | None:
    """Progress on stderr for long renders, only when stderr is a terminal."""
    return _progress_line.show if sys.stderr.isatty() else None


@click.group(cls=BergerGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="berger")
def cli() -> None:
    """Round-robin tournament paperwork: schedules, pairing cards, crosstables,
    standings, workbooks and TRF files from a participant list.

    EVENT is an event folder holding event.toml, an event.toml file, a TRF
    file, or a bare participants file (CSV, TSV, XLSX or one name per line).
    """


@cli.command()
@opt.event
@opt.group
@opt.output_format("text", "csv", "json")
@opt.event_options
def schedule(event: Path, group: str | None, fmt: str, options: Options) -> None:
    """Print the schedule (the Berger table, or the pairings the event
    follows): every round, board by board."""
    from berger.pipeline.reports import schedule_report

    print_groups(
        event,
        options,
        group,
        fmt,
        lambda found: schedule_report(found.tournament, fmt),
    )


@cli.command()
@click.argument("a", type=int)
@click.argument("b", type=int)
@click.argument("event", type=click.Path(path_type=Path), required=False)
@click.option(
    "--players",
    "n",
    type=click.IntRange(2, 2000),
    help="Number of players (instead of an EVENT).",
)
@opt.group
@opt.output_format("text", "json")
@opt.event_options
def when(
    a: int,
    b: int,
    event: Path | None,
    n: int | None,
    group: str | None,
    fmt: str,
    options: Options,
) -> None:
    """In which round do players A and B meet, and who has white?"""
    from berger.pipeline.reports import when_report

    if (event is None) == (n is None):
        raise click.UsageError("give either --players N or an EVENT")
    if event is None:
        report = when_report(a, b, fmt, players=n, options=options)
    else:
        with one_group(event, options, group) as found:
            report = when_report(a, b, fmt, tournament=found.tournament)
    click.echo(report, nl=False)


@cli.command()
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False))
def init(folder: Path) -> None:
    """Create a ready-to-edit event folder: event.toml and players.csv."""
    from berger.formats.starter import write_starter

    for path in write_starter(folder):
        click.echo(f"wrote {path}")


@cli.command()
@opt.event
@click.option(
    "--to",
    "to",
    type=click.Choice(["trf", "csv", "json"], case_sensitive=False),
    required=True,
    help="FIDE TRF (players, draw and results), or the standings as CSV or JSON.",
)
@opt.output("File to write (replaced only when complete).")
@opt.group
@opt.event_options
def export(
    event: Path, to: str, output: Path, group: str | None, options: Options
) -> None:
    """Export the event: a FIDE TRF file, or the standings as CSV or JSON."""
    from berger.pipeline.exports import export_event

    with one_group(event, options, group, ranks=True) as found:
        notes = export_event(found.config, found.tournament, to.lower(), output)
    for note in notes:
        click.echo(f"Warning: {note}", err=True)
    click.echo(f"wrote {output}")


@cli.command()
@opt.event
@opt.group
@opt.after_round
@opt.output_format("text", "csv", "json")
@opt.event_options
def standings(
    event: Path,
    group: str | None,
    after_round: int | None,
    fmt: str,
    options: Options,
) -> None:
    """Print the standings: places, points and tiebreaks, after any round."""
    from berger.pipeline.reports import standings_report

    print_groups(
        event,
        options,
        group,
        fmt,
        lambda found: standings_report(
            found.config, found.tournament, fmt, after_round=after_round
        ),
        ranks=True,
    )


@cli.command()
@opt.event
@opt.group
@opt.after_round
@opt.output_format("text", "csv", "json")
@opt.report_output
@opt.event_options
def norms(
    event: Path,
    group: str | None,
    after_round: int | None,
    fmt: str,
    output: Path | None,
    options: Options,
) -> None:
    """Title norms (GM, IM, WGM, WIM): before round 1 what each player must
    score, after a round what is still needed, with every result the norms
    made (FIDE B.01 1.4)."""
    from berger.pipeline.norms import norms_report, write_norms

    if output is None:
        print_groups(
            event,
            options,
            group,
            fmt,
            lambda found: norms_report(
                found.config, found.tournament, fmt, after_round=after_round
            ),
        )
        return
    with one_group(event, options, group) as found:
        write_norms(
            found.config,
            found.tournament,
            output,
            after_round=after_round,
            progress=_progress(),
        )
    click.echo(f"wrote {output}")


@cli.command()
@opt.event
@opt.output("The workbook to write (.xlsx).")
@opt.group
@opt.event_options
def workbook(event: Path, output: Path, group: str | None, options: Options) -> None:
    """Write the live event workbook: type results in Excel or LibreOffice and
    the crosstable and standings recalculate; read it back with --results."""
    from berger.pipeline.exports import write_event_workbook

    with one_group(event, options, group, ranks=True) as found:
        write_event_workbook(found.config, found.tournament, output)
    click.echo(f"wrote {output}")


def write_document(
    event: Path,
    options: Options,
    group: str | None,
    document: str,
    output: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
) -> None:
    """Open the EVENT and write one of its documents, named by its
    :class:`~berger.pipeline.documents.Document` code (see
    :func:`berger.pipeline.documents.write_document`)."""
    from berger.pipeline import documents

    kind = documents.Document(document)
    ranks = kind is documents.Document.CROSSTABLE
    with one_group(event, options, group, ranks=ranks) as found:
        documents.write_document(
            found.config,
            found.tournament,
            kind,
            output,
            after_round=after_round,
            round_hints=round_hints,
            progress=_progress(),
        )
    click.echo(f"wrote {output}")


def document_command(name: str, summary: str) -> None:
    """Add the command ``name`` that writes the document of that name."""

    @cli.command(name, help=summary)
    @opt.event
    @opt.document_output
    @opt.group
    @opt.event_options
    def command(event: Path, output: Path, group: str | None, options: Options) -> None:
        write_document(event, options, group, name, output)


document_command(
    "cards", "Pairing cards: one result slip per game, six per page, with cut lines."
)
document_command(
    "round-sheets",
    "Round sheets: one page per round for the wall, results filled when known.",
)
document_command(
    "chart",
    "Round chart: the pairings by numbers and names, each player's rounds.",
)


@cli.command()
@opt.event
@opt.document_output
@click.option("--blank", is_flag=True, help="The empty grid to fill in by hand.")
@click.option(
    "--round-hints",
    is_flag=True,
    help="With --blank: the round and who has white in every empty cell.",
)
@opt.after_round
@opt.group
@opt.event_options
def crosstable(
    event: Path,
    output: Path,
    blank: bool,
    round_hints: bool,
    after_round: int | None,
    group: str | None,
    options: Options,
) -> None:
    """Crosstable: filled from the results, or --blank to fill in by hand."""
    write_document(
        event,
        options,
        group,
        "crosstable-blank" if blank or round_hints else "crosstable",
        output,
        after_round=after_round,
        round_hints=round_hints,
    )


@cli.command()
@opt.event
@opt.output(
    "Folder to write into (default: out/ beside the event).",
    folder=True,
    required=False,
)
@click.option(
    "--full",
    is_flag=True,
    help="Render every file again, even those whose inputs did not change.",
)
@opt.group
@opt.event_options
def build(
    event: Path, output: Path | None, full: bool, group: str | None, options: Options
) -> None:
    """The whole pack: cards, round sheets, chart, crosstables, standings,
    workbook and TRF, and the event site in site/, written into one folder
    (for an event with groups, one folder per group inside it, and the one
    site of every group in site/). Files whose inputs did not change since
    the last build are kept."""
    from berger.build import build_groups

    build_groups(
        open_groups(event, options, group, ranks=True),
        output,
        progress=_progress(),
        written=lambda path: click.echo(f"wrote {path}"),
        kept=lambda path: click.echo(f"unchanged {path}"),
        removed=lambda path: click.echo(f"removed {path}"),
        full=full,
        every=group is None,
    )


@cli.command()
@opt.event
@opt.output(
    "Folder to write the site into (pages that did not change are kept).",
    folder=True,
)
@opt.group
@opt.event_options
def site(event: Path, output: Path, group: str | None, options: Options) -> None:
    """The event site: the round now, rounds, standings after every round,
    crosstable and a page per player, for phones and the hall screen; a folder
    that works from file:// or any web host. For an event with groups, one
    site: a front page with every group, each group's pages in its folder."""
    from berger.pipeline.results import load_results
    from berger.publish.site import players_event, write_groups_site, write_site

    groups = open_groups(event, options, group, ranks=True)
    if group is None and groups[0].name is not None:
        update = write_groups_site(groups, output)
    else:
        (found,) = groups
        with in_group(found.name):
            tournament = players_event(found.config, found.tournament)
            results = load_results(found.config, tournament)
            update = write_site(found.config, tournament, results, output)
    click.echo(
        f"wrote {output / 'index.html'}: {update.pages} pages,"
        f" {len(update.written)} files changed"
    )


@cli.command()
@opt.event
@opt.host
@opt.port
@opt.group
@opt.event_options
def serve(
    event: Path, host: str, port: int, group: str | None, options: Options
) -> None:
    """Serve the event site and keep it live: pages update themselves within
    two seconds of a change to the event's files (for an event with groups,
    the one site of every group). ?screen on any page: the hall screen.
    Ctrl-C stops."""
    from berger.serve import serve_event, sharing_warning

    warning = sharing_warning(host)
    if warning:
        click.echo(f"Warning: {warning}", err=True)
    # Read once here: a bad event is refused before serving, and a seed drawn
    # is reported, and kept by the pages.
    groups = open_groups(event, options, group, ranks=True)
    seeds: dict[str, int] = {}
    if group is None and groups[0].name is not None:
        for found in groups:
            if found.seed_chosen and found.config.options.seed is not None:
                seeds[str(found.name)] = found.config.options.seed
    else:
        (found,) = groups
        if found.seed_chosen:
            options = replace(options, seed=found.config.options.seed)
        group = found.name
    serve_event(
        event,
        options,
        group=group,
        seeds=seeds,
        host=host,
        port=port,
        report=click.echo,
    )


def main() -> None:
    """Entry point of the ``berger`` script."""
    try:
        cli(prog_name="berger")
    except SystemExit as end:
        if not stop_requested():
            raise
        # Stopped, and cleaned up: leave at once, without the interpreter's
        # teardown (it frees every object, a good part of a second after a
        # big build).
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(end.code if isinstance(end.code, int) else 1)
