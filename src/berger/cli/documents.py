"""The commands that write one document of the event: ``cards``,
``round-sheets``, ``chart``, ``crosstable`` (filled or blank), the live
``workbook`` and the ``calendar``. Each parses its options and delegates
to :mod:`berger.pipeline.documents`, which writes the output of the
event's list that the command writes (the calendar to
:mod:`berger.pipeline.calendar`)."""

from __future__ import annotations

from pathlib import Path

import click

from berger.cli import options as opt
from berger.cli.commands import command
from berger.cli.events import one_group
from berger.cli.progress import progress
from berger.formats.event.event import Options
from berger.messages import N_, _


def write_document(
    event: Path,
    options: Options,
    group: str | None,
    command: str,
    output: Path,
    *,
    ranks: bool = False,
    after_round: int | None = None,
    round_hints: bool = False,
) -> None:
    """Open the EVENT and write the output the ``command`` writes alone
    (``cards``, ``crosstable --blank``: see
    :func:`berger.pipeline.documents.write_output_document`); ``ranks``: it
    ranks the players."""
    from berger.pipeline.documents import write_output_document

    with one_group(event, options, group, ranks=ranks) as found:
        write_output_document(
            found.variant,
            command,
            output,
            after_round=after_round,
            round_hints=round_hints,
            progress=progress(),
        )
    click.echo(_("wrote {path}").format(path=output))


def document_command(name: str) -> click.Command:
    """The command ``name`` that writes the document of that name (its help
    in :data:`berger.cli.commands.COMMANDS`)."""

    @command(name)
    @opt.event
    @opt.document_output
    @opt.group
    @opt.event_options
    def paper(event: Path, output: Path, group: str | None, options: Options) -> None:
        write_document(event, options, group, name, output)

    return paper


cards = document_command("cards")
round_sheets = document_command("round-sheets")
chart = document_command("chart")


@command("crosstable")
@opt.event
@opt.document_output
@click.option("--blank", is_flag=True, help=N_("The empty grid to fill in by hand."))
@click.option(
    "--round-hints",
    is_flag=True,
    help=N_("With --blank: the round and who has white in every empty cell."),
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
    """The ``crosstable`` command (see its help)."""
    empty = blank or round_hints
    write_document(
        event,
        options,
        group,
        "crosstable --blank" if empty else "crosstable",
        output,
        ranks=not empty,
        after_round=after_round,
        round_hints=round_hints,
    )


@command("workbook")
@opt.event
@opt.output(N_("The workbook to write (.xlsx)."))
@opt.group
@opt.event_options
def workbook(event: Path, output: Path, group: str | None, options: Options) -> None:
    """The ``workbook`` command (see its help)."""
    write_document(event, options, group, "workbook", output, ranks=True)


@command("calendar")
@opt.event
@opt.output(N_("The calendar file to write (.ics)."))
@click.option(
    "--player",
    "entrant",
    type=click.IntRange(1),
    metavar="N",
    help=N_(
        "Only the games of player N (in a team event, the matches of team N);"
        " default: every round of the event."
    ),
)
@opt.group
@opt.event_options
def calendar(
    event: Path,
    output: Path,
    entrant: int | None,
    group: str | None,
    options: Options,
) -> None:
    """The ``calendar`` command (see its help)."""
    from berger.pipeline.calendar import write_calendar

    with one_group(event, options, group) as found:
        notes = write_calendar(found.variant, output, entrant=entrant, group=found.name)
    for note in notes:
        click.echo(_("Warning: {message}").format(message=note), err=True)
    click.echo(_("wrote {path}").format(path=output))
