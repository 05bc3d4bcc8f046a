"""The commands that report on the event: ``schedule``, ``when``,
``standings``, ``norms``, ``ranks``, ``prizes`` and ``playoff`` print
(``norms -o`` writes the norms document), ``export`` writes the TRF, CSV or
JSON export.
Each parses its options and delegates to the use cases of
:mod:`berger.pipeline`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import click

from berger.cli import language
from berger.cli import options as opt
from berger.cli.commands import command
from berger.cli.events import one_group, print_groups
from berger.cli.progress import progress
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.messages import N_, _

if TYPE_CHECKING:
    from berger.pipeline.event import OpenGroup


def group_report(name: str, report: str, *, ranks: bool = False) -> click.Command:
    """The command ``name``, which prints the report ``report`` (a function
    of :mod:`berger.pipeline.reports`, imported when the command runs) of
    every group of the event asked for (see :func:`print_groups`; ``ranks``:
    the report ranks the players)."""

    @command(name)
    @opt.event
    @opt.group
    @opt.output_format(Format.TEXT, Format.CSV, Format.JSON)
    @opt.event_options
    def report_command(
        event: Path, group: str | None, fmt: Format, options: Options
    ) -> None:
        from berger.pipeline import reports

        make = getattr(reports, report)
        print_groups(
            event,
            options,
            group,
            fmt,
            lambda found: make(found.variant, fmt),
            ranks=ranks,
        )

    return report_command


schedule = group_report("schedule", "schedule_report")


@command("when")
@click.argument("a", type=int)
@click.argument("b", type=int)
@click.argument("event", type=language.Path(path_type=Path), required=False)
@click.option(
    "--players",
    "n",
    type=click.IntRange(2, 2000),
    help=N_("Number of players (instead of an EVENT)."),
)
@opt.group
@opt.output_format(Format.TEXT, Format.JSON)
@opt.event_options
def when(
    a: int,
    b: int,
    event: Path | None,
    n: int | None,
    group: str | None,
    fmt: Format,
    options: Options,
) -> None:
    """The ``when`` command (see its help)."""
    from berger.pipeline.reports import when_report

    if (event is None) == (n is None):
        raise click.UsageError(_("give either --players N or an EVENT"))
    if event is None:
        report = when_report(a, b, fmt, players=n, options=options)
    else:
        with one_group(event, options, group) as found:
            report = when_report(a, b, fmt, variant=found.variant)
    click.echo(report, nl=False)


@command("standings")
@opt.event
@opt.group
@opt.after_round
@opt.output_format(Format.TEXT, Format.CSV, Format.JSON)
@click.option(
    "--explain",
    is_flag=True,
    help=N_(
        "Under the table, for each two neighbours level on points, what"
        " separated them (which tie-break, with both figures, or the"
        " play-off or the lots) or that they share the place; in JSON an"
        " explain list (not with CSV)."
    ),
)
@opt.event_options
def standings(
    event: Path,
    group: str | None,
    after_round: int | None,
    fmt: Format,
    explain: bool,
    options: Options,
) -> None:
    """The ``standings`` command (see its help)."""
    from berger.pipeline.reports import standings_report

    if explain and fmt is Format.CSV:
        raise click.UsageError(_("--explain is for the text and JSON formats"))
    print_groups(
        event,
        options,
        group,
        fmt,
        lambda found: standings_report(
            found.variant, fmt, after_round=after_round, explain=explain
        ),
        ranks=True,
    )


@command("norms")
@opt.event
@opt.group
@opt.after_round
@opt.output_format(Format.TEXT, Format.CSV, Format.JSON)
@opt.report_output
@opt.event_options
def norms(
    event: Path,
    group: str | None,
    after_round: int | None,
    fmt: Format,
    output: Path | None,
    options: Options,
) -> None:
    """The ``norms`` command (see its help)."""
    from berger.pipeline.norms import norms_report, write_norms

    if output is None:
        print_groups(
            event,
            options,
            group,
            fmt,
            lambda found: norms_report(found.variant, fmt, after_round=after_round),
        )
        return
    with one_group(event, options, group) as found:
        write_norms(
            found.variant,
            output,
            after_round=after_round,
            progress=progress(),
        )
    click.echo(_("wrote {path}").format(path=output))


@command("ranks")
@click.argument("event", type=language.Path(path_type=Path), required=False)
@click.option(
    "--tables",
    is_flag=True,
    help=N_(
        "List the tables of rank norms berger ships, with their sources"
        " (instead of an EVENT)."
    ),
)
@opt.group
@opt.after_round
@opt.output_format(Format.TEXT, Format.CSV, Format.JSON)
@opt.event_options
def ranks(
    event: Path | None,
    tables: bool,
    group: str | None,
    after_round: int | None,
    fmt: Format,
    options: Options,
) -> None:
    """The ``ranks`` command (see its help)."""
    from berger.pipeline.ranks import ranks_report, tables_report

    if tables:
        if event is not None:
            raise click.UsageError(_("give either --tables or an EVENT"))
        if fmt is Format.CSV:
            raise click.UsageError(_("--tables is for the text and JSON formats"))
        click.echo(tables_report(fmt), nl=False)
        return
    if event is None:
        raise click.UsageError(_("give an EVENT, or --tables"))
    print_groups(
        event,
        options,
        group,
        fmt,
        lambda found: ranks_report(found.variant, fmt, after_round=after_round),
    )


def _month(
    _ctx: click.Context, _param: click.Parameter, value: str | None
) -> str | None:
    """``--month``: a calendar month written ``YYYY-MM``."""
    if value is not None and not re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", value):
        raise click.BadParameter(
            _("{text!r} is not a month written YYYY-MM").format(text=value)
        )
    return value


@command("export")
@opt.event
@click.option(
    "--to",
    "to",
    type=click.Choice(["trf", "csv", "json", "pgn", "pdn"], case_sensitive=False),
    required=True,
    help=N_(
        "FIDE TRF (players, draw and results), the standings as CSV or JSON,"
        " or every game as PGN (a draughts event's as PDN, with the openings"
        " drawn) for a broadcast."
    ),
)
@opt.output(N_("File to write (replaced only when complete)."))
@click.option(
    "--month",
    metavar="YYYY-MM",
    callback=_month,
    help=N_(
        "With --to trf: only the games of that calendar month (FIDE's monthly"
        " rating period), for an event played over several months."
    ),
)
@click.option(
    "--round",
    "round_number",
    type=click.IntRange(1),
    help=N_(
        "With --to pgn or pdn: the games of that round only (default: every round)."
    ),
)
@click.option(
    "--playoff",
    is_flag=True,
    help=N_(
        "With --to trf: the play-off ([playoff]) as an event of its own, for"
        " the rating officer (the event's TRF never holds it)."
    ),
)
@opt.group
@opt.event_options
def export(
    event: Path,
    to: str,
    output: Path,
    month: str | None,
    round_number: int | None,
    playoff: bool,
    group: str | None,
    options: Options,
) -> None:
    """The ``export`` command (see its help)."""
    from berger.pipeline.exports import export_event

    if month is not None and to.lower() != "trf":
        raise click.UsageError(_("--month goes with --to trf only"))
    if round_number is not None and to.lower() not in ("pgn", "pdn"):
        raise click.UsageError(_("--round goes with --to pgn or pdn only"))
    if playoff and (to.lower() != "trf" or month is not None):
        raise click.UsageError(_("--playoff goes with --to trf only, without --month"))
    with one_group(event, options, group, ranks=True) as found:
        notes = export_event(
            found.variant,
            to.lower(),
            output,
            month=month,
            round_number=round_number,
            playoff=playoff,
        )
    for note in notes:
        click.echo(_("Warning: {message}").format(message=note), err=True)
    click.echo(_("wrote {path}").format(path=output))


@command("ballots")
@opt.event
@click.option(
    "--round",
    "round_number",
    type=click.IntRange(1),
    help=N_("The openings of that round only (default: every round)."),
)
@click.option(
    "--draw",
    is_flag=True,
    help=N_(
        "Draw the openings of the rounds not drawn yet (of --round R only)"
        " and keep them in drawn-openings.csv beside the event (an event"
        " without a seed)."
    ),
)
@click.option(
    "--again",
    is_flag=True,
    help=N_("With --draw: draw rounds already drawn anew."),
)
@opt.group
@opt.output_format(Format.TEXT, Format.CSV, Format.JSON)
@opt.event_options
def ballots(
    event: Path,
    round_number: int | None,
    draw: bool,
    again: bool,
    group: str | None,
    fmt: Format,
    options: Options,
) -> None:
    """The ``ballots`` command (see its help)."""
    from berger.pipeline.reports import ballots_report, draw_ballots

    if again and not draw:
        raise click.UsageError(_("--again goes with --draw"))
    rounds = None if round_number is None else [round_number]

    def report(found: OpenGroup) -> str:
        shown = rounds
        if draw:
            shown = list(draw_ballots(found.variant, rounds, again=again))
            drawn = found.config.draughts
            assert drawn is not None
            written = drawn.drawn
            assert written is not None
            # Said once the openings drawn are printed.
            click.get_current_context().call_on_close(
                lambda: click.echo(_("wrote {path}").format(path=written), err=True)
            )
        return ballots_report(found.variant, fmt, shown)

    print_groups(event, options, group, fmt, report)


prizes = group_report("prizes", "prizes_report", ranks=True)
playoff = group_report("playoff", "playoff_report", ranks=True)
