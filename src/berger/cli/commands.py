"""berger's commands as its group knows them before importing any (see
:mod:`berger.cli.lazy`): each one's name, where it is defined, and its help,
written here once: what ``berger --help`` lists, and the command's own page
(:func:`command` gives it to the command). A new command is one entry here
and its function, decorated with :func:`command`, in the module named."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from berger.cli.language import Command
from berger.cli.lazy import Lazy
from berger.messages import N_

COMMANDS = (
    Lazy(
        "init",
        "berger.cli.starter:init",
        N_(
            "Create a ready-to-edit event folder: event.toml and players.csv (with"
            " --rating-list and --ids: those players, as FIDE's list gives them)."
        ),
    ),
    Lazy(
        "schedule",
        "berger.cli.reports:schedule",
        N_(
            "Print the schedule (the Berger table, or the pairings the event"
            " follows): every round, board by board."
        ),
    ),
    Lazy(
        "when",
        "berger.cli.reports:when",
        N_("In which round do players A and B meet, and who has white?"),
    ),
    Lazy(
        "standings",
        "berger.cli.reports:standings",
        N_("Print the standings: places, points and tiebreaks, after any round."),
    ),
    Lazy(
        "norms",
        "berger.cli.reports:norms",
        N_(
            "Title norms (GM, IM, WGM, WIM): before round 1 what each player must"
            " score, after a round what is still needed, with every result the norms"
            " made (FIDE B.01 1.4)."
        ),
    ),
    Lazy(
        "ranks",
        "berger.cli.reports:ranks",
        N_(
            "Rank norms by the event's table of ranks ([ranks] in event.toml):"
            " the event's coefficient, and for each player and each rank in"
            " reach the points it needs (after a round, those still needed),"
            " the figures and conditions, and the rank fulfilled. --tables"
            " lists the tables berger ships."
        ),
    ),
    Lazy(
        "prizes",
        "berger.cli.reports:prizes",
        N_(
            "The prize list: each prize of the event's [[prizes]] lists, who takes it"
            " and how much, and how it was worked out (ties shared, one prize a"
            " player, prizes passing on)."
        ),
    ),
    Lazy(
        "playoff",
        "berger.cli.reports:playoff",
        N_(
            "The play-off for tied places ([playoff] in event.toml, FIDE C.07 article"
            " 3): who plays off and why, the pairings and results of each play-off,"
            " and the order it gives."
        ),
    ),
    Lazy(
        "export",
        "berger.cli.reports:export",
        N_(
            "Export the event: a FIDE TRF file, the standings as CSV or JSON, or the"
            " games as PGN (a draughts event's as PDN) (every round's, or --round"
            " N's) for a broadcast."
        ),
    ),
    Lazy(
        "ballots",
        "berger.cli.reports:ballots",
        N_(
            "The openings drawn for a draughts event ([rules] ballot): each"
            " round's boards, who plays there and the opening (its number, moves"
            " and position), from the event's seed."
        ),
    ),
    Lazy(
        "cards",
        "berger.cli.documents:cards",
        N_(
            "Pairing cards with cut lines: a result slip per game, six per page;"
            " in draughts with an opening ballot or micro-matches, a slip per"
            " pairing with its opening and games, four per page; in a team"
            " event, a slip per match, two per page (one beyond five boards)."
        ),
    ),
    Lazy(
        "round-sheets",
        "berger.cli.documents:round_sheets",
        N_("Round sheets: one page per round for the wall, results filled when known."),
    ),
    Lazy(
        "chart",
        "berger.cli.documents:chart",
        N_("Round chart: the pairings by numbers and names, each player's rounds."),
    ),
    Lazy(
        "crosstable",
        "berger.cli.documents:crosstable",
        N_("Crosstable: filled from the results, or --blank to fill in by hand."),
    ),
    Lazy(
        "workbook",
        "berger.cli.documents:workbook",
        N_(
            "Write the live event workbook: type results in Excel or LibreOffice and"
            " the crosstable and standings recalculate; read it back with --results."
        ),
    ),
    Lazy(
        "calendar",
        "berger.cli.documents:calendar",
        N_(
            "A calendar file (iCalendar, .ics) for a calendar program or phone:"
            " every round at its date and time, or with --player N that"
            " player's games (a team's matches), with the opponent, colour,"
            " board and place."
        ),
    ),
    Lazy(
        "build",
        "berger.cli.site:build",
        N_(
            "The whole pack: cards, round sheets, chart, crosstables, standings,"
            " workbook and TRF, and the event site in site/, written into one folder"
            " (for an event with groups, one folder per group inside it, and the one"
            " site of every group in site/). Files whose inputs did not change since"
            " the last build are kept."
        ),
    ),
    Lazy(
        "site",
        "berger.cli.site:site",
        N_(
            "The event site: the round now, rounds, standings after every round,"
            " crosstable and a page per player, for phones and the hall screen; a"
            " folder that works from file:// or any web host. For an event with"
            " groups, one site: a front page with every group, each group's pages in"
            " its folder."
        ),
    ),
    Lazy(
        "serve",
        "berger.cli.site:serve",
        N_(
            "Serve the event site and keep it live: pages update themselves within"
            " two seconds of a change to the event's files (for an event with groups,"
            " the one site of every group). ?screen on any page: the hall screen."
            " With --arbiter, the arbiter's page to enter results at /arbiter. Ctrl-C"
            " stops."
        ),
    ),
    Lazy(
        "keys",
        "berger.cli.keys:keys",
        N_(
            "The arbiters' team: a key for each person (chief, deputy or helper,"
            " limited to their boards), listed, and revoked at once; for the"
            " arbiter's page of berger serve --arbiter."
        ),
    ),
    Lazy(
        "results-log",
        "berger.cli.keys:results_log",
        N_(
            "Print the log of the results entered and changed on the arbiter's"
            " page: when, which game, the result before and after, and who."
        ),
    ),
)
"""Every command of ``berger``, by family: the event folder, the reports,
the documents, the pack and the site, the arbiters' team."""
HELP = {entry.name: entry.help for entry in COMMANDS}
"""Each command's help, by name."""


def command(name: str) -> Callable[[Callable[..., Any]], Command]:
    """The decorator that makes a function the command ``name``: a
    :class:`~berger.cli.language.Command` with its help from
    :data:`COMMANDS`."""
    return click.command(name, cls=Command, help=HELP[name])
