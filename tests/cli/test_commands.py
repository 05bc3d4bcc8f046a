"""The table of berger's commands: each entry is the command it names,
whose help is the entry's, and every command of the line is in it."""

from __future__ import annotations

import pkgutil

import click

import berger.cli
from berger.cli import cli
from berger.cli.commands import COMMANDS, HELP, command
from berger.cli.language import Command, Group


def test_each_entry_is_its_command_with_its_help() -> None:
    for entry in COMMANDS:
        loaded = entry.load()
        assert isinstance(loaded, Command | Group)
        assert (loaded.name, loaded.help) == (entry.name, entry.help)
        assert cli.commands[entry.name] is loaded


def test_every_command_defined_is_in_the_table() -> None:
    # Every Click command in the command line's modules is one of the table's,
    # or of a group of the table's (berger keys add).
    defined = set()
    under: set[click.Command] = set()
    for module in pkgutil.iter_modules(berger.cli.__path__, "berger.cli."):
        found = __import__(module.name, fromlist=["_"])
        values = [v for v in vars(found).values() if isinstance(v, click.Command)]
        defined |= {v.name for v in values if not isinstance(v, click.Group)}
        for value in values:
            if isinstance(value, click.Group) and value is not cli:
                under |= set(value.commands.values())
                defined.add(value.name)
    defined -= {command.name for command in under}
    assert defined == set(HELP)
    assert len(COMMANDS) == len(HELP) == 21


def test_command_gives_the_name_and_the_help() -> None:
    @command("when")
    def probe() -> None:
        """Not its help."""

    assert isinstance(probe, Command)
    assert (probe.name, probe.help) == ("when", HELP["when"])


def test_the_cards_help_says_how_many_cards_each_kind_prints_a_page() -> None:
    # What the help of berger cards promises is what each kind's cards hold:
    # an event of players' six a page, a draughts event's (an opening, a
    # micro-match) four, a team event's two up to five boards, one beyond.
    from berger.render import micro_views, round_views, team_documents

    words = {1: "one", 2: "two", 4: "four", 5: "five", 6: "six"}
    text = " ".join(HELP["cards"].split())
    players, draughts = round_views.CARDS_PER_PAGE, micro_views.CARDS_PER_PAGE
    assert f"a result slip per game, {words[players]} per page" in text
    assert f"its opening and games, {words[draughts]} per page" in text
    up_to = team_documents.CARDS_PER_PAGE_UP_TO
    assert f"two per page (one beyond {words[up_to]} boards)" in text
