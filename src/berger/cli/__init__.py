"""The command line: parses options and delegates to :mod:`berger.pipeline`.

This is the one place that knows exit statuses: a :class:`BergerError` becomes
``Error: ...`` on stderr and status 1; usage mistakes stay Click's (status 2);
a run stopped by SIGINT or SIGTERM (see :mod:`berger.lifetime`) ends with
``Stopped.`` on stderr and status 128 + the signal's number (130, 143).
The commands are listed in :mod:`berger.cli.commands` (each one's name,
module and help) and imported only when they run or show their own help
(:mod:`berger.cli.lazy`, Click's lazy group): ``berger --help`` lists them
all without importing one. They are defined by family in
:mod:`berger.cli.starter`, :mod:`berger.cli.reports`,
:mod:`berger.cli.documents` and :mod:`berger.cli.site`; their options in
:mod:`berger.cli.options`, the opening of the EVENT in
:mod:`berger.cli.events`. Heavy libraries (WeasyPrint, openpyxl) are
imported only by the use cases that need them.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any

import click

from berger import __version__, messages
from berger.cli import language
from berger.cli.commands import COMMANDS
from berger.cli.events import warnings
from berger.cli.progress import progress_line
from berger.errors import BergerError, Stopped
from berger.lifetime import stop_on_signals, stop_requested
from berger.messages import N_, _


class BergerGroup(language.Group):
    """A Click group that turns user errors into one line and exit status 1,
    a stop by a signal into ``Stopped.`` and 128 + the signal's number, and
    shows the warnings a command collected once it has succeeded (so a
    failure is still the one ``Error:`` line)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            with stop_on_signals():
                done = super().invoke(ctx)
        except Stopped as stop:
            progress_line.end()
            click.echo(_("Stopped."), err=True)
            ctx.exit(128 + stop.signal)
        except BergerError as exc:
            raise click.ClickException(str(exc)) from None
        for note in warnings(ctx.meta):
            click.echo(_("Warning: {message}").format(message=note), err=True)
        return done

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The help's last paragraph: where the manual is (see :func:`manual`)."""
        super().format_epilog(ctx, formatter)
        found = manual(messages.language())
        if found is None:
            return
        address, translated = found
        formatter.write_paragraph()
        with formatter.indentation():
            if translated:
                formatter.write_text(_("The manual: {address}").format(address=address))
            else:
                formatter.write_text(
                    _(
                        "The manual: {address} (in English; `make docs` builds"
                        " it in this language too)"
                    ).format(address=address)
                )


SOURCE = Path(__file__).resolve().parents[3]
"""berger's source folder, where berger runs from its checkout (an editable
install); its manual is in ``docs/``."""


def manual(language: str, source: Path = SOURCE) -> tuple[Path, bool] | None:
    """Where berger's manual is, and whether it is in ``language``: the site
    ``make docs`` built in that language, else the Markdown of the checkout
    (English), else None (berger installed without its source)."""
    docs = source / "docs"
    site = docs / "_build" / "html" / language / "index.html"
    if site.is_file():
        return site, True
    markdown = docs / "index.md"
    if markdown.is_file():
        return markdown, language == messages.ENGLISH
    return None


@click.group(
    cls=BergerGroup,
    lazy=COMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    help=N_(
        "Round-robin tournament paperwork: schedules, pairing cards, crosstables,"
        " standings, workbooks and TRF files from a participant list."
        "\n\n"
        "EVENT is an event folder holding event.toml, an event.toml file, a TRF"
        " file, or a bare participants file (CSV, TSV, XLSX or one name per line)."
    ),
)
@click.version_option(__version__, prog_name="berger")
def cli() -> None:
    """berger's commands (see its help)."""


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
