"""The command line's shared options, on a command of their own: every event
option of SPEC section 7 handed over as one ``Options``, each parsed the one
way the event file reads it, what they refuse a usage error (exit 2), and
the output, format and round options.
(Every real command accepting every event option: tests/test_cli.py.)"""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from tests.conftest import assert_error

from berger.cli import options as opt
from berger.core.draw import Numbering
from berger.core.pairings import ScheduleSource
from berger.core.standings import Ties
from berger.core.withdrawal import WithdrawalRule
from berger.formats.event.event import Options
from berger.formats.event.output import Format, Language, PaperSize
from berger.formats.exchange.fide_list import RatingKind

received: list[object] = []
"""What the test commands were handed, last call last."""


@click.command()
@opt.event
@opt.event_options
def event_command(event: Path, options: Options) -> None:
    received.append((event, options))


@click.command()
@opt.document_output
@opt.output_format(Format.TEXT, Format.JSON)
@opt.after_round
def output_command(output: Path, fmt: Format, after_round: int | None) -> None:
    received.append((output, fmt, after_round))


@click.command()
@opt.output("The folder to write.", folder=True)
def folder_command(output: Path) -> None:
    received.append(output)


@click.command()
@opt.report_output
def report_command(output: Path | None) -> None:
    received.append(output)


@click.command()
@opt.host
@opt.port
def serve_command(host: str, port: int) -> None:
    received.append((host, port))


def invoke(command: click.Command, *args: str) -> object:
    """The value the command was handed for ``args`` (which it must accept)."""
    received.clear()
    result = CliRunner().invoke(command, list(args))
    assert result.exit_code == 0, result.output
    assert len(received) == 1
    return received[0]


def test_every_event_option_is_one_field_of_options() -> None:
    names = {param.name for param in event_command.params} - {"event"}
    assert names == {f.name for f in fields(Options)}
    assert invoke(event_command, "club") == (Path("club"), Options())


def test_each_event_option_as_the_command_hands_it_over() -> None:
    given = invoke(
        event_command,
        *("club", "--results", "r.csv", "--cycles", "2", "--no-swap-last-two"),
        *("--numbering", "RATING", "--seed", "7", "--scoring", "3,1,0"),
        *("--tiebreaks", "sb, aro", "--unrated", "1400", "--ties", "lots"),
        *("--schedule", "results", "--rated", "--withdrawal", "strike"),
        *("--lang", "uk", "--paper", "letter", "--templates", "mine"),
        *("--rating-list", "players_list.zip", "--rating", "Rapid"),
    )
    assert isinstance(given, tuple)
    _event, options = given
    assert isinstance(options, Options)
    assert options.results == Path("r.csv")
    assert (options.cycles, options.swap_last_two) == (2, False)
    assert (options.numbering, options.seed) == (Numbering.RATING, 7)
    assert options.scoring is not None
    assert options.scoring.values[:3] == (Fraction(3), Fraction(1), Fraction(0))
    assert options.tiebreaks == ("sb", "aro")
    assert (options.unrated, options.ties) == (1400, Ties.LOTS)
    assert (options.schedule, options.rated) == (ScheduleSource.RESULTS, True)
    assert options.withdrawal is WithdrawalRule.STRIKE
    assert (options.language, options.paper) == (Language.UK, PaperSize.LETTER)
    assert options.templates == Path("mine")
    assert options.rating_list == Path("players_list.zip")
    assert options.rating_kind is RatingKind.RAPID
    unrated = invoke(event_command, "club", "--unrated", "skip", "--not-rated")
    assert isinstance(unrated, tuple)
    assert (unrated[1].unrated, unrated[1].rated) == ("skip", False)


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        (["--cycles", "0"], r"Invalid value for '--cycles': 0 is not in the range"),
        (["--seed", "-1"], r"Invalid value for '--seed'"),
        (["--numbering", "seeded"], r"Invalid value for '--numbering': 'seeded'"),
        (["--scoring", "1,x,0"], r"Invalid value for '--scoring': "),
        (["--tiebreaks", " , "], r"Invalid value for '--tiebreaks': "),
        (["--unrated", "many"], r"Invalid value for '--unrated': "),
        (["--lang", "de"], r"Invalid value for '--lang': 'de' is not one of"),
        (["--withdrawal", "never"], r"Invalid value for '--withdrawal'"),
        (["--rating", "bullet"], r"Invalid value for '--rating': 'bullet'"),
    ],
)
def test_what_an_event_option_refuses_is_a_usage_error(
    args: list[str], pattern: str
) -> None:
    result = CliRunner().invoke(event_command, ["club", *args])
    assert_error(result, 2, pattern)


def test_output_format_and_round() -> None:
    assert invoke(output_command, "-o", "a.pdf") == (Path("a.pdf"), Format.TEXT, None)
    assert invoke(
        output_command, "--output", "a.html", "--format", "json", "--after-round", "3"
    ) == (Path("a.html"), Format.JSON, 3)
    runner = CliRunner()
    assert_error(runner.invoke(output_command, []), 2, "Missing option '-o'")
    assert_error(
        runner.invoke(output_command, ["-o", "a.pdf", "--format", "csv"]),
        2,
        "Invalid value for '--format'",
    )
    assert_error(
        runner.invoke(output_command, ["-o", "a.pdf", "--after-round", "-1"]),
        2,
        "Invalid value for '--after-round'",
    )


def test_a_report_writes_a_file_only_when_asked() -> None:
    assert invoke(report_command) is None
    assert invoke(report_command, "-o", "table.html") == Path("table.html")
    help_text = " ".join(CliRunner().invoke(output_command, ["--help"]).output.split())
    assert "The document to write: FILE.pdf, or FILE.html for a web page." in help_text
    assert "[default: text]" in help_text


def test_an_output_is_a_file_or_a_folder_as_asked(tmp_path: Path) -> None:
    afile = tmp_path / "a.pdf"
    afile.write_bytes(b"")
    assert invoke(folder_command, "-o", str(tmp_path)) == tmp_path
    runner = CliRunner()
    assert_error(runner.invoke(folder_command, ["-o", str(afile)]), 2, "is a file")
    assert invoke(output_command, "-o", str(afile)) == (afile, "text", None)
    assert_error(
        runner.invoke(output_command, ["-o", str(tmp_path)]), 2, "is a directory"
    )


def test_where_the_site_is_served() -> None:
    # This machine only, port 8000, unless asked; 0 takes any free port.
    assert invoke(serve_command) == ("127.0.0.1", 8000)
    assert invoke(serve_command, "--host", "0.0.0.0", "--port", "0") == ("0.0.0.0", 0)
    assert_error(
        CliRunner().invoke(serve_command, ["--port", "65536"]),
        2,
        "Invalid value for '--port': 65536 is not in the range 0<=x<=65535",
    )
