"""The command line in the user's language: the language chosen before Click
parses anything, Click's own messages translated with berger's, and the help
of every command and option translated when it is shown.

The language is the command's ``--lang`` where the command has it, else
``BERGER_LANG``, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else
English (:func:`berger.messages.choose`). It is read from the argument list
before Click parses it, so that Click's usage errors and ``--help`` speak it
too.

Help texts are written once, in English, marked with
:func:`~berger.messages.N_` (``help=N_("...")``), and kept so: a command of
:class:`Command` or :class:`Group` translates its own help, its options' and
its commands' while it formats its help page, so one process may show help
in one language and then another (the tests do).
"""

from __future__ import annotations

import contextlib
import gettext
import inspect
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import click

from berger import messages
from berger.cli.lazy import LazyGroup
from berger.messages import N_, _

LANG_OPTION = "--lang"
"""The option of the commands that have a language (the documents')."""

CLICK_MESSAGES = (N_("required"),)
"""Click's messages that its own code translates without marking them (the
``[required]`` of an option's help); the rest are taken from Click's source
by ``make extract-messages``."""


def lang_option(command: click.Command | None, args: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` in ``args`` (``--lang uk`` or
    ``--lang=uk``, before any ``--``), when ``command`` takes ``--lang``;
    else None.

    >>> lang_option(None, ["--lang", "uk"]) is None
    True
    """
    if command is None or not any(
        LANG_OPTION in param.opts for param in command.params
    ):
        return None
    value = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == LANG_OPTION and index + 1 < len(args):
            value = args[index + 1]
        elif arg.startswith(LANG_OPTION + "="):
            value = arg.partition("=")[2]
    return value


def subcommand(group: click.Group, args: Sequence[str]) -> click.Command | None:
    """The command of ``group`` that ``args`` run: the first argument that is
    no option (the group's options take no value), or None; of a group in
    the group (``keys add``), its command that the arguments after run, or
    the group itself when they name none."""
    for index, arg in enumerate(args):
        if arg == "--":
            return None
        if not arg.startswith("-"):
            found = group.commands.get(arg)
            if isinstance(found, click.Group):
                return subcommand(found, args[index + 1 :]) or found
            return found
    return None


def choose(group: click.Group, args: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language of a run of ``group`` with ``args``: the command's
    ``--lang``, else the environment's (see :func:`berger.messages.choose`)."""
    return messages.choose(lang_option(subcommand(group, args), args), environ)


def speak_in_click() -> None:
    """Make Click's own messages (``Usage:``, ``No such option``, ``Missing
    argument``, ...) berger's: each module of Click that looks them up with
    gettext's functions looks them up in berger's catalog instead (which
    holds them, see :data:`CLICK_MESSAGES`). Idempotent."""
    for name, module in list(sys.modules.items()):
        if name != "click" and not name.startswith("click."):
            continue
        if getattr(module, "_", None) is gettext.gettext:
            module._ = messages._  # type: ignore[attr-defined]
        if getattr(module, "ngettext", None) is gettext.ngettext:
            module.ngettext = messages.ngettext  # type: ignore[attr-defined]


def translated_help(text: str | None) -> str | None:
    """A help text (as written, or as Click keeps it) in the language
    installed."""
    if not text:
        return text
    return _(inspect.cleandoc(text))


@contextlib.contextmanager
def help_translated(items: Sequence[Any]) -> Iterator[None]:
    """The help of ``items`` (commands and parameters) in the language
    installed while the block runs; as written again after it."""
    kept = [(item, item.help) for item in items]
    try:
        for item, text in kept:
            item.help = translated_help(text)
        yield
    finally:
        for item, text in kept:
            item.help = text


class Path(click.Path):
    """``click.Path`` whose name in its messages (``File 'out' is a
    directory.``) is in the language of the run: Click names the type when
    the option is defined, before the language is chosen, so the name is
    kept as written and translated when a message shows it."""

    @property
    def name(self) -> str:
        """The type's name (file, directory, path) in the language installed."""
        return _(self._name)

    @name.setter
    def name(self, value: str) -> None:
        self._name = value

    def get_metavar(self, param: click.Parameter, ctx: click.Context) -> str | None:
        """An option's value in its help as written (``FILE``, ``DIRECTORY``)
        in every language, as Click's ``TEXT`` and ``INTEGER`` are, and as
        the help texts name it; an argument's is its own name (``EVENT``)."""
        if isinstance(param, click.Option):
            return self._name.upper()
        return super().get_metavar(param, ctx)


class TranslatedHelp(click.Command):
    """A command whose help page speaks the language installed: its help,
    its options' and (for a group) its commands' short help."""

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        items: list[Any] = [self, *self.get_params(ctx), *self.listed(ctx)]
        with help_translated(items):
            super().format_help(ctx, formatter)

    def listed(self, ctx: click.Context) -> list[click.Command]:
        """The commands its help page lists: none (a group's: its own)."""
        return []

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        # Click makes the help option once, with its help in the language of
        # that moment: make it English, to be translated when shown.
        with messages.untranslated():
            return super().get_help_option(ctx)


class Command(TranslatedHelp):
    """A berger command (made by :func:`berger.cli.commands.command`)."""


class Group(TranslatedHelp, LazyGroup):
    """berger's group: chooses the language of a run before Click parses its
    arguments (see :func:`choose`), and speaks it until the run ends; its
    commands are imported when they run (:class:`~berger.cli.lazy.LazyGroup`),
    and listed in its help without that."""

    def listed(self, ctx: click.Context) -> list[click.Command]:
        return [command for _name, command in self.listed_commands(ctx)]

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        args = list(sys.argv[1:] if args is None else args)
        speak_in_click()
        before = messages.language()
        messages.install(choose(self, args, os.environ))
        try:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        finally:
            messages.install(before)
