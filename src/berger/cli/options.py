"""The command line's options, each defined once and shared by the commands
(pip-tools' ``options.py``), and the event option groups of SPEC section 7.

Every command that reads an EVENT takes :func:`event_options`: the results
file, the schedule options, the rules options, the output options and the
withdrawal rule, handed to the command as one
:class:`~berger.formats.event.event.Options`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any, TypeVar

import click

from berger.cli.language import Path as PathType
from berger.core.codes import CodeEnum
from berger.core.draw import Numbering
from berger.core.model import MAX_CYCLES, MAX_SEED
from berger.core.pairings import ScheduleSource
from berger.core.scoring import ScoringSystem
from berger.core.standings import Ties
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.event import Options, tiebreak_codes, unrated_setting
from berger.formats.event.output import Format, Language, PaperSize
from berger.formats.exchange.fide_list import RatingKind
from berger.messages import N_

T = TypeVar("T")
Command = Callable[..., Any]
"""A command function, before or after Click's decorators."""
Decorator = Callable[[Command], Command]
"""What an option object is: it adds itself to a command."""


def _parsed(
    parse: Callable[[str], T],
) -> Callable[[click.Context, click.Parameter, str | None], T | None]:
    """A Click callback that parses the option's text (None when not given);
    what ``parse`` refuses is a usage error."""

    def callback(
        ctx: click.Context, param: click.Parameter, value: str | None
    ) -> T | None:
        if value is None:
            return None
        try:
            return parse(value)
        except InputError as exc:
            raise click.BadParameter(exc.message) from None

    return callback


def _code_option(*names: str, enum: type[CodeEnum], help: str) -> Decorator:
    """An option whose value is one of ``enum``'s codes, given as the member."""
    return click.option(
        *names,
        type=click.Choice(enum.codes(), case_sensitive=False),
        callback=_parsed(enum.from_code),
        help=help,
    )


def _group(*decorators: Decorator) -> Decorator:
    """The options together, in the order given."""

    def apply(command: Command) -> Command:
        for decorator in reversed(decorators):
            command = decorator(command)
        return command

    return apply


results = click.option(
    "--results",
    type=PathType(path_type=Path, dir_okay=False),
    help=N_("Results file: CSV, PGN, TRF or the event workbook."),
)

rating_list = click.option(
    "--rating-list",
    type=PathType(path_type=Path, dir_okay=False),
    help=N_(
        "FIDE's rating list file (TXT or XML, zipped or not): fills in the"
        " players the participants file gives by FIDE id."
    ),
)
rating_kind = _code_option(
    "--rating",
    "rating_kind",
    enum=RatingKind,
    help=N_("Which FIDE rating the event is rated in (default standard)."),
)
players_options = _group(rating_list, rating_kind)
"""Where the players' details come from."""

cycles = click.option(
    "--cycles",
    type=click.IntRange(1, MAX_CYCLES),
    help=N_("Number of cycles (2 = double round robin)."),
)
swap_last_two = click.option(
    "--swap-last-two/--no-swap-last-two",
    default=None,
    help=N_(
        "Swap the last two rounds of each cycle before the next"
        " (FIDE; default on for 2+ cycles)."
    ),
)
numbering = _code_option(
    "--numbering",
    enum=Numbering,
    help=N_(
        "Pairing numbers: list order, by rating, drawn by lot, or FIDE Varma tables."
    ),
)
seed = click.option(
    "--seed",
    type=click.IntRange(0, MAX_SEED),
    help=N_(
        "Seed of a random or Varma draw, of lots for ties and of a draughts"
        " event's openings (reproducible)."
    ),
)
schedule_options = _group(cycles, swap_last_two, numbering, seed)
"""How the players are numbered and the rounds laid out."""

scoring = click.option(
    "--scoring",
    callback=_parsed(ScoringSystem.parse),
    help=N_(
        "chess, draughts, football, or points:"
        " win,draw,loss[,forfeit win,forfeit loss,bye]."
    ),
)
tiebreaks = click.option(
    "--tiebreaks",
    callback=_parsed(tiebreak_codes),
    help=N_("Tiebreak chain, e.g. SB,ARO or DE,WIN,SB,KS, or the preset 'fide'."),
)
unrated = click.option(
    "--unrated",
    metavar="skip|N",
    callback=_parsed(unrated_setting),
    help=N_(
        "Unrated players in ARO, TPR, PTP and RTNG: skip (leave a value that"
        " needs their rating empty; the default) or count them as rated N."
    ),
)
ties = _code_option(
    "--ties",
    enum=Ties,
    help=N_(
        "Players level after the whole chain: share the place (the default),"
        " or ordered by lots drawn with the event's seed."
    ),
)
schedule_source = _code_option(
    "--schedule",
    "schedule",
    enum=ScheduleSource,
    help=N_(
        "Pairings: FIDE's Berger table, results must be its games (berger);"
        " or the results file's own, a round robin paired elsewhere (results)."
        " Default berger; a TRF EVENT paired otherwise follows its own."
    ),
)
rated = click.option(
    "--rated/--not-rated",
    default=None,
    help=N_(
        "Whether the event is rated: the standings show rating changes"
        " (default: a chess event with ratings is)."
    ),
)
rules_options = _group(scoring, tiebreaks, unrated, ties, schedule_source, rated)
"""How games score, how ties break, where the pairings come from, and whether
the event is rated."""

withdrawal = _code_option(
    "--withdrawal",
    enum=WithdrawalRule,
    help=N_(
        "A withdrawn player's games: struck if fewer than half were played,"
        " else the rest forfeited (half, the default); always forfeited;"
        " always struck."
    ),
)
"""What happens to a withdrawn player's games (a rule too; listed last, where
``--help`` has always shown it)."""

language = _code_option(
    "--lang",
    "language",
    enum=Language,
    help=N_("Document and message language."),
)
paper = _code_option("--paper", enum=PaperSize, help=N_("Paper size."))
templates = click.option(
    "--templates",
    type=PathType(path_type=Path, file_okay=False),
    help=N_("Folder of templates that override the built-in ones by file name."),
)
output_options = _group(language, paper, templates)
"""How the documents are printed."""


def event_options(command: Command) -> Command:
    """Every event option (SPEC section 7), handed to ``command`` as one
    ``options`` argument."""

    @functools.wraps(command)
    def wrapper(**kwargs: Any) -> None:
        options = Options(**{f.name: kwargs.pop(f.name) for f in fields(Options)})
        command(options=options, **kwargs)

    return _group(
        results,
        players_options,
        schedule_options,
        rules_options,
        output_options,
        withdrawal,
    )(wrapper)


def output(help: str, *, folder: bool = False, required: bool = True) -> Decorator:
    """``-o/--output``: the file (or with ``folder`` the folder) to write;
    ``help`` marked with ``N_``."""
    return click.option(
        "-o",
        "--output",
        type=PathType(path_type=Path, dir_okay=folder, file_okay=not folder),
        required=required,
        help=help,
    )


document_output = output(
    N_("The document to write: FILE.pdf, or FILE.html for a web page.")
)
report_output = output(
    N_(
        "Write the document instead of printing: FILE.pdf, or FILE.html for a web page."
    ),
    required=False,
)
"""``-o`` of a command that prints a report unless given a document to write."""


def output_format(*formats: Format) -> Decorator:
    """``--format``: how a report is printed (one of ``formats``), ``text``
    by default; the command gets the :class:`Format`."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice([f.value for f in formats]),
        default=Format.TEXT.value,
        show_default=True,
        callback=_parsed(Format.from_code),
    )


after_round = click.option(
    "--after-round",
    type=click.IntRange(0),
    help=N_("Count results up to this round only (default: the last with a result)."),
)

event = click.argument("event", type=PathType(path_type=Path))

host = click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help=N_("Address to listen on; 0.0.0.0 shares the site on the venue's network."),
)
port = click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8000,
    show_default=True,
    help=N_("Port to listen on (0: any free port)."),
)
arbiter = click.option(
    "--arbiter",
    is_flag=True,
    help=N_(
        "Also serve the arbiter's page, to enter results during play; its"
        " address, with a key new each start, is printed."
    ),
)
arbiter_key_file = click.option(
    "--arbiter-key-file",
    type=PathType(dir_okay=False, path_type=Path),
    metavar="FILE",
    help=N_(
        "Keep the arbiter's key in FILE (made, readable by you alone, when"
        " missing) so that the page's address stays the same; implies --arbiter."
    ),
)
tls_cert = click.option(
    "--tls-cert",
    type=PathType(exists=True, dir_okay=False, path_type=Path),
    metavar="FILE",
    help=N_(
        "Serve HTTPS with this certificate (PEM; with --tls-key): the arbiter's"
        " key and cookie no longer cross the network in the clear."
    ),
)
tls_key = click.option(
    "--tls-key",
    type=PathType(exists=True, dir_okay=False, path_type=Path),
    metavar="FILE",
    help=N_("The private key of the --tls-cert certificate (PEM)."),
)
group = click.option(
    "--group",
    metavar="NAME",
    help=N_(
        "One group of an event with [[groups]], by name (any case)."
        " Default: every group; a command that writes one file needs it"
        " when there are several."
    ),
)
