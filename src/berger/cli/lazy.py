"""Click's lazy group (its manual's *lazily loading subcommands*): the group
knows each command by its name, where it is defined and its help, and
imports a command's module only when the command is looked up: when it
runs, shows its own help, or is completed. ``berger --help`` lists every
command from the help the group knows, importing none of them, so it costs
little more than importing Click (the command modules import the rules and
the files' readers, for their options' choices).

The group's ``commands`` is a mapping of the same laziness: Click's own use
of it, sphinx-click's and the tests' see every command, each imported as it
is read.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import Any

import click

from berger.messages import _


@dataclass(frozen=True, slots=True)
class Lazy:
    """A command known before it is imported."""

    name: str
    """Its name on the command line."""
    where: str
    """Where it is defined: ``module:attribute``."""
    help: str
    """Its help, as written (marked with ``N_``): the command's own, and
    what the group's help lists before the command is imported."""

    def load(self) -> click.Command:
        """The command, its module imported."""
        module, _colon, attribute = self.where.partition(":")
        command = getattr(importlib.import_module(module), attribute)
        if not isinstance(command, click.Command) or command.name != self.name:
            raise TypeError(f"{self.where} is not the command {self.name!r}")
        return command


class LazyCommands(MutableMapping[str, click.Command]):
    """Commands by name: those known lazily imported when first read, and
    those added as Click adds them (``add_command``)."""

    def __init__(self, known: Iterable[Lazy]) -> None:
        self.known = {entry.name: entry for entry in known}
        self.loaded: dict[str, click.Command] = {}
        self._stand_ins: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self.loaded:
            self.loaded[name] = self.known[name].load()
        return self.loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self.loaded[name] = command

    def __delitem__(self, name: str) -> None:
        if name not in self.known and name not in self.loaded:
            raise KeyError(name)
        self.known.pop(name, None)
        self.loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter({**dict.fromkeys(self.known), **dict.fromkeys(self.loaded)})

    def __len__(self) -> int:
        return len(self.known.keys() | self.loaded.keys())

    def listed(self, name: str) -> click.Command:
        """The command ``name`` as a group's help lists it: itself when it
        has been imported or added, else a stand-in with its name and help
        (nothing imported)."""
        if name in self.loaded or name not in self.known:
            return self[name]
        if name not in self._stand_ins:
            self._stand_ins[name] = click.Command(name, help=self.known[name].help)
        return self._stand_ins[name]


class LazyGroup(click.Group):
    """A group whose commands are imported when they are looked up
    (``get_command``), and listed without that (``list_commands``, and its
    help's list of commands)."""

    commands: LazyCommands

    def __init__(self, *args: Any, lazy: Iterable[Lazy] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        added = self.commands
        self.commands = LazyCommands(lazy)
        self.commands.update(added)

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command's name, sorted; nothing imported."""
        return sorted(self.commands)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command ``cmd_name``, its module imported now; None for no
        such command."""
        return self.commands.get(cmd_name)

    def listed_commands(self, ctx: click.Context) -> list[tuple[str, click.Command]]:
        """The commands the help lists (not hidden), nothing imported: each
        imported one as it is, the others as stand-ins of their help."""
        names = self.list_commands(ctx)
        listed = [(name, self.commands.listed(name)) for name in names]
        return [(name, command) for name, command in listed if not command.hidden]

    def format_commands(
        self, ctx: click.Context, formatter: click.HelpFormatter
    ) -> None:
        """Click's list of commands (each name and its short help, cut to the
        width as Click cuts it), from :meth:`listed_commands`."""
        commands = self.listed_commands(ctx)
        if not commands:
            return
        limit = formatter.width - 6 - max(len(name) for name, _command in commands)
        rows = [(name, command.get_short_help_str(limit)) for name, command in commands]
        with formatter.section(_("Commands")):  # Click's heading, in berger's catalog
            formatter.write_dl(rows)
