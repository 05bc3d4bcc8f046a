"""The command line: parses options and delegates to :mod:`berger.pipeline`.

This is the one place that knows exit statuses: a :class:`BergerError` becomes
``Error: ...`` on stderr and status 1; usage mistakes stay Click's (status 2).
Heavy libraries (WeasyPrint, openpyxl) are imported only by the commands that
use them, so ``berger --help`` stays fast.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any, TypeVar

import click

from berger import __version__
from berger.core.berger import check_players, meetings
from berger.core.scoring import ScoringSystem
from berger.errors import BergerError, InputError
from berger.formats.event import (
    LANGUAGES,
    PAPERS,
    Options,
    parse_numbering,
    parse_withdrawal,
)

F = TypeVar("F", bound=Callable[..., Any])


class BergerGroup(click.Group):
    """A Click group that turns user errors into one line and exit status 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BergerError as exc:
            raise click.ClickException(str(exc)) from None


def _scoring(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> ScoringSystem | None:
    if value is None:
        return None
    try:
        return ScoringSystem.parse(value)
    except InputError as exc:
        raise click.BadParameter(exc.message) from None


def _numbering(ctx: click.Context, param: click.Parameter, value: str | None) -> Any:
    return None if value is None else parse_numbering(value)


def _tiebreaks(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> tuple[str, ...] | None:
    if value is None:
        return None
    codes = tuple(code.strip() for code in value.split(",") if code.strip())
    if not codes:
        raise click.BadParameter("give at least one tiebreak code, e.g. SB,ARO")
    return codes


def _withdrawal(ctx: click.Context, param: click.Parameter, value: str | None) -> Any:
    return None if value is None else parse_withdrawal(value)


def event_options(command: F) -> F:
    """The options every command that reads an EVENT accepts (SPEC section 7)."""
    decorators = [
        click.option(
            "--results",
            type=click.Path(path_type=Path, dir_okay=False),
            help="Results file: CSV, PGN, TRF or the event workbook.",
        ),
        click.option(
            "--cycles",
            type=click.IntRange(1, 20),
            help="Number of cycles (2 = double round robin).",
        ),
        click.option(
            "--swap-last-two/--no-swap-last-two",
            default=None,
            help=(
                "Swap the last two rounds of each cycle before the next"
                " (FIDE; default on for 2+ cycles)."
            ),
        ),
        click.option(
            "--numbering",
            type=click.Choice(
                ["list", "rating", "random", "varma"], case_sensitive=False
            ),
            callback=_numbering,
            help=(
                "Pairing numbers: list order, by rating, drawn by lot,"
                " or FIDE Varma tables."
            ),
        ),
        click.option(
            "--seed",
            type=click.IntRange(0),
            help="Seed of a random or Varma draw (reproducible).",
        ),
        click.option(
            "--scoring",
            callback=_scoring,
            help=(
                "chess, draughts, football, or points:"
                " win,draw,loss[,forfeit win,forfeit loss,bye]."
            ),
        ),
        click.option(
            "--tiebreaks",
            callback=_tiebreaks,
            help="Tiebreak chain, e.g. SB,ARO or DE,WIN,SB,KS, or the preset 'fide'.",
        ),
        click.option(
            "--lang",
            "language",
            type=click.Choice(LANGUAGES, case_sensitive=False),
            help="Document language.",
        ),
        click.option(
            "--paper",
            type=click.Choice(PAPERS, case_sensitive=False),
            help="Paper size.",
        ),
        click.option(
            "--templates",
            type=click.Path(path_type=Path, file_okay=False),
            help="Folder of templates that override the built-in ones by file name.",
        ),
        click.option(
            "--withdrawal",
            type=click.Choice(["half", "forfeit", "strike"], case_sensitive=False),
            callback=_withdrawal,
            help=(
                "A withdrawn player's games: struck if fewer than half were played,"
                " else the rest forfeited (half, the default); always forfeited;"
                " always struck."
            ),
        ),
    ]
    for decorator in reversed(decorators):
        command = decorator(command)

    @functools.wraps(command)
    def wrapper(**kwargs: Any) -> Any:
        options = Options(**{f.name: kwargs.pop(f.name) for f in fields(Options)})
        return command(options=options, **kwargs)

    return wrapper  # type: ignore[return-value]


def open_event(event: Path, options: Options) -> Any:
    """Read, number and schedule the EVENT; report a seed chosen here on stderr."""
    from berger import pipeline

    config, tournament, chosen = pipeline.open_event(event, options)
    if chosen:
        click.echo(
            f"Drew pairing numbers by lot with seed {tournament.seed}; "
            f"pass --seed {tournament.seed} to repeat this draw.",
            err=True,
        )
    return config, tournament


EVENT = click.argument("event", type=click.Path(path_type=Path))


@click.group(cls=BergerGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="berger")
def cli() -> None:
    """Round-robin tournament paperwork: schedules, pairing cards, crosstables,
    standings, workbooks and TRF files from a participant list.

    EVENT is an event folder holding event.toml, an event.toml file, a TRF
    file, or a bare participants file (CSV, TSV, XLSX or one name per line).
    """


@cli.command()
@EVENT
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "csv", "json"]),
    default="text",
    show_default=True,
)
@event_options
def schedule(event: Path, fmt: str, options: Options) -> None:
    """Print the Berger schedule: every round, board by board."""
    from berger.formats import schedule as out

    _config, tournament = open_event(event, options)
    render = {
        "text": out.schedule_text,
        "csv": out.schedule_csv,
        "json": out.schedule_json,
    }[fmt]
    click.echo(render(tournament), nl=False)


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
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
)
@event_options
def when(
    a: int, b: int, event: Path | None, n: int | None, fmt: str, options: Options
) -> None:
    """In which round do players A and B meet, and who has white?"""
    from berger.formats import schedule as out

    if (event is None) == (n is None):
        raise click.UsageError("give either --players N or an EVENT")
    names: dict[int, str] | None = None
    cycles = options.cycles or 1
    swap = options.swap_last_two
    if event is not None:
        _config, tournament = open_event(event, options)
        n = tournament.n
        cycles, swap = tournament.schedule.cycles, tournament.schedule.swap_last_two
        names = {i: p.name for i, p in enumerate(tournament.players, start=1)}
    assert n is not None
    check_players(n)
    found = meetings(a, b, n=n, cycles=cycles, swap=swap)
    click.echo(
        out.when_json(found) if fmt == "json" else out.when_text(found, names), nl=False
    )


@cli.command()
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False))
def init(folder: Path) -> None:
    """Create a ready-to-edit event folder: event.toml and players.csv."""
    from berger.formats.starter import write_starter

    for path in write_starter(folder):
        click.echo(f"wrote {path}")


@cli.command()
@EVENT
@click.option(
    "--to",
    "to",
    type=click.Choice(["trf", "csv", "json"], case_sensitive=False),
    required=True,
    help="FIDE TRF (players, draw and results), or the standings as CSV or JSON.",
)
@click.option(
    "-o",
    "--output",
    "target",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="File to write (replaced only when complete).",
)
@event_options
def export(event: Path, to: str, target: Path, options: Options) -> None:
    """Export the event: a FIDE TRF file, or the standings as CSV or JSON."""
    from berger import pipeline

    config, tournament = open_event(event, options)
    for note in pipeline.export_event(config, tournament, to.lower(), target):
        click.echo(f"Warning: {note}", err=True)
    click.echo(f"wrote {target}")


@cli.command()
@EVENT
@click.option(
    "--after-round",
    type=click.IntRange(0),
    help="Count results up to this round only (default: the last with a result).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "csv", "json"]),
    default="text",
    show_default=True,
)
@event_options
def standings(event: Path, after_round: int | None, fmt: str, options: Options) -> None:
    """Print the standings: places, points and tiebreaks, after any round."""
    from berger import pipeline
    from berger.formats import standings as out

    config, tournament = open_event(event, options)
    results = pipeline.require_results(config, tournament)
    _crosstable, table = pipeline.standings_for(
        config, tournament, results, after_round=after_round
    )
    render = {
        "text": out.standings_text,
        "csv": out.standings_csv,
        "json": out.standings_json,
    }[fmt]
    click.echo(render(tournament, table), nl=False)


@cli.command()
@EVENT
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="The workbook to write (.xlsx).",
)
@event_options
def workbook(event: Path, output: Path, options: Options) -> None:
    """Write the live event workbook: type results in Excel or LibreOffice and
    the crosstable and standings recalculate; read it back with --results."""
    from berger import pipeline
    from berger.render.xlsx import write_workbook

    config, tournament = open_event(event, options)
    results = pipeline.load_results(config, tournament)
    write_workbook(config, tournament, results, output)
    click.echo(f"wrote {output}")


OUTPUT = click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="The document to write: FILE.pdf, or FILE.html for a web page.",
)


def _progress() -> Any:
    """Progress on stderr for long renders, only when stderr is a terminal."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        end = "\n" if done == total else ""
        click.echo(f"\rprinting: part {done} of {total}{end}", err=True, nl=False)

    return show


def _settings(config: Any, tournament: Any) -> Any:
    from berger.render.documents import settings_for

    return settings_for(config, tournament, progress=_progress())


@cli.command()
@EVENT
@OUTPUT
@event_options
def cards(event: Path, output: Path, options: Options) -> None:
    """Pairing cards: one result slip per game, six per page, with cut lines."""
    from berger.render import documents

    config, tournament = open_event(event, options)
    documents.write_cards(output, tournament, _settings(config, tournament))
    click.echo(f"wrote {output}")


@cli.command("round-sheets")
@EVENT
@OUTPUT
@event_options
def round_sheets(event: Path, output: Path, options: Options) -> None:
    """Round sheets: one page per round for the wall, results filled when known."""
    from berger import pipeline
    from berger.render import documents

    config, tournament = open_event(event, options)
    results = pipeline.load_results(config, tournament)
    outcomes = results.outcomes if results is not None else None
    settings = _settings(config, tournament)
    documents.write_document(
        output,
        lambda pdf: documents.round_sheets_html(
            tournament, settings, pdf=pdf, outcomes=outcomes
        ),
        settings,
    )
    click.echo(f"wrote {output}")


@cli.command()
@EVENT
@OUTPUT
@event_options
def chart(event: Path, output: Path, options: Options) -> None:
    """Round chart: the Berger table by numbers and names, each player's rounds."""
    from berger.render import documents

    config, tournament = open_event(event, options)
    settings = _settings(config, tournament)
    documents.write_document(
        output,
        lambda pdf: documents.chart_html(tournament, settings, pdf=pdf),
        settings,
    )
    click.echo(f"wrote {output}")


@cli.command()
@EVENT
@OUTPUT
@click.option("--blank", is_flag=True, help="The empty grid to fill in by hand.")
@click.option(
    "--round-hints",
    is_flag=True,
    help="With --blank: the round and who has white in every empty cell.",
)
@click.option(
    "--after-round",
    type=click.IntRange(0),
    help="Count results up to this round only (default: the last with a result).",
)
@event_options
def crosstable(
    event: Path,
    output: Path,
    blank: bool,
    round_hints: bool,
    after_round: int | None,
    options: Options,
) -> None:
    """Crosstable: filled from the results, or --blank to fill in by hand."""
    from berger import pipeline
    from berger.render import documents

    config, tournament = open_event(event, options)
    settings = _settings(config, tournament)
    if blank or round_hints:
        documents.write_document(
            output,
            lambda pdf: documents.blank_crosstable_html(
                tournament, settings, pdf=pdf, round_hints=round_hints
            ),
            settings,
        )
    else:
        results = pipeline.require_results(
            config, tournament, other="a --blank crosstable"
        )
        table, ranked = pipeline.standings_for(
            config, tournament, results, after_round=after_round
        )
        documents.write_document(
            output,
            lambda pdf: documents.crosstable_html(table, ranked, settings, pdf=pdf),
            settings,
        )
    click.echo(f"wrote {output}")


@cli.command()
@EVENT
@click.option(
    "-o",
    "--output",
    "outdir",
    type=click.Path(path_type=Path, file_okay=False),
    help="Folder to write into (default: out/ beside the event).",
)
@event_options
def build(event: Path, outdir: Path | None, options: Options) -> None:
    """The whole pack: cards, round sheets, chart, crosstables, standings,
    workbook and TRF, written into one folder."""
    from berger.build import build_pack, default_outdir

    config, tournament = open_event(event, options)
    build_pack(
        config,
        tournament,
        outdir or default_outdir(config),
        progress=_progress(),
        written=lambda path: click.echo(f"wrote {path}"),
    )


def main() -> None:
    """Entry point of the ``berger`` script."""
    cli(prog_name="berger")


@cli.command()
@EVENT
@click.option(
    "-o",
    "--output",
    "outdir",
    type=click.Path(path_type=Path, file_okay=False),
    required=True,
    help="Folder to write the site into (pages that did not change are kept).",
)
@event_options
def site(event: Path, outdir: Path, options: Options) -> None:
    """The event site: the round now, rounds, standings after every round,
    crosstable and a page per player, for phones and the hall screen; a folder
    that works from file:// or any web host."""
    from berger import pipeline
    from berger.publish import write_site

    config, tournament = open_event(event, options)
    results = pipeline.load_results(config, tournament)
    update = write_site(config, tournament, results, outdir)
    click.echo(
        f"wrote {outdir / 'index.html'}: {update.pages} pages,"
        f" {len(update.written)} files changed"
    )


@cli.command()
@EVENT
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; 0.0.0.0 shares the site on the venue's network.",
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8000,
    show_default=True,
    help="Port to listen on (0: any free port).",
)
@event_options
def serve(event: Path, host: str, port: int, options: Options) -> None:
    """Serve the event site and keep it live: pages update themselves within
    two seconds of a change to the event's files. ?screen on any page: the
    hall screen. Ctrl-C stops."""
    from berger.serve import serve_event, sharing_warning

    warning = sharing_warning(host)
    if warning:
        click.echo(f"Warning: {warning}", err=True)
    serve_event(event, options, host=host, port=port, report=click.echo)
