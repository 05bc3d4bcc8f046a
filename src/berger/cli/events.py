"""Opening the EVENT for a command: its groups read, numbered and scheduled
by :mod:`berger.pipeline.event`, a seed drawn here reported on stderr, what
reading noted kept for when the command has succeeded, a group needed and
not named made a usage error."""

from __future__ import annotations

import contextlib
import shlex
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from berger.errors import in_group
from berger.messages import _

if TYPE_CHECKING:
    # Types only: the group's module imports this one, and ``berger
    # --help`` imports none of the files' readers.
    from berger.formats.event.event import Options
    from berger.formats.event.output import Format
    from berger.pipeline.event import OpenGroup

NOTES = "berger.notes"
"""Key of the warnings a command collects in ``ctx.meta`` while it runs."""
OPENED = "berger.opened"
"""Key of the groups a command opened, in ``ctx.meta``: what it showed of
them may call for a warning once it has succeeded."""


def warnings(meta: Mapping[str, Any]) -> list[str]:
    """The warnings of a command that has succeeded: those it collected,
    then what it showed of the groups it opened calls for (a draughts
    event's rounds without an opening drawn)."""
    found: list[str] = list(meta.get(NOTES, ()))
    group: OpenGroup
    for group in meta.get(OPENED, ()):
        for note in group.variant.opening_notes():
            found.append(
                note
                if group.name is None
                else _("Group {group}: {message}").format(
                    group=group.name, message=note
                )
            )
    return found


def open_groups(
    event: Path,
    options: Options,
    group: str | None,
    *,
    single: bool = False,
    ranks: bool = False,
) -> tuple[OpenGroup, ...]:
    """Read, number and schedule the EVENT's groups (see
    :func:`berger.pipeline.event.open_groups`; an event without groups is one);
    report on stderr a seed chosen here: for the pairing numbers, and (for a
    command that ``ranks`` the players) for the lots that order players level
    after the tiebreaks; keep what reading them noted (pairings that follow a
    TRF) for when the command has succeeded. A group needed and not named is
    a usage error."""
    from berger.pipeline import event as opening

    try:
        groups = opening.open_groups(event, options, group=group, single=single)
    except opening.GroupNeeded as exc:
        raise click.UsageError(str(exc), click.get_current_context()) from None
    meta = click.get_current_context().meta
    meta.setdefault(OPENED, []).extend(groups)
    notes = meta.setdefault(NOTES, [])
    for found in groups:
        notes.extend(found.config.notes)
        for remark in found.config.remarks:
            if found.name is not None:
                remark = _("Group {group}: {message}").format(
                    group=found.name, message=remark
                )
            click.echo(remark, err=True)
        if found.seed_chosen:
            for note in _seed_notes(found, ranks=ranks):
                click.echo(note, err=True)
    return groups


def _seed_notes(found: OpenGroup, *, ranks: bool) -> list[str]:
    """What to tell the user of a seed drawn for them (for the pairing
    numbers, and for lots when the command ``ranks`` the players), and how
    to repeat it."""
    from berger.core.standings import Ties

    config = found.config
    drawn: list[str] = []
    if found.name is None:
        if config.numbering.needs_seed:
            drawn.append(
                _(
                    "Drew pairing numbers by lot with seed {seed};"
                    " pass --seed {seed} to repeat this draw."
                )
            )
        if ranks and config.ties is Ties.LOTS:
            drawn.append(
                _(
                    "Drew lots for players level after the tiebreaks with seed"
                    " {seed}; pass --seed {seed} to repeat them."
                )
            )
    else:
        if config.numbering.needs_seed:
            drawn.append(
                _(
                    "Group {group}: drew pairing numbers by lot with seed {seed};"
                    " pass --group {quoted} --seed {seed} to repeat this draw."
                )
            )
        if ranks and config.ties is Ties.LOTS:
            drawn.append(
                _(
                    "Group {group}: drew lots for players level after the"
                    " tiebreaks with seed {seed}; pass --group {quoted}"
                    " --seed {seed} to repeat them."
                )
            )
    return [
        note.format(
            seed=config.options.seed,
            group=found.name,
            quoted=shlex.quote(found.name or ""),
        )
        for note in drawn
    ]


@contextlib.contextmanager
def one_group(
    event: Path, options: Options, group: str | None, *, ranks: bool = False
) -> Iterator[OpenGroup]:
    """The EVENT's one group for a command that makes one thing (``group``
    when the event has several), reporting a seed chosen as
    :func:`open_groups` does; errors inside name the group."""
    (found,) = open_groups(event, options, group, single=True, ranks=ranks)
    with in_group(found.name):
        yield found


def print_groups(
    event: Path,
    options: Options,
    group: str | None,
    fmt: Format,
    report: Callable[[OpenGroup], str],
    *,
    ranks: bool = False,
) -> None:
    """Print the ``report`` of every group of the EVENT (only ``group``'s
    when given) as ``fmt`` (see :func:`berger.pipeline.reports.report_groups`);
    ``ranks``: the report ranks the players (see :func:`open_groups`)."""
    from berger.pipeline.reports import report_groups

    groups = open_groups(event, options, group, ranks=ranks)
    text = report_groups(groups, fmt, report, titled=group is None)
    click.echo(text, nl=False)
