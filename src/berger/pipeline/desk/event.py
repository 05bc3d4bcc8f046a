"""The round robins of an event as the arbiter's desk
(:mod:`berger.pipeline.arbiter`) opens them: its groups (or the event, one
round robin), and its play-offs once its standings are final, each opened
again at every request; where each one's results are written. An error of
the event's files is told as :class:`~berger.pipeline.desk.state.Unreadable`
(the event's, not the request's)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_groups import event_groups
from berger.messages import _
from berger.pipeline.desk.files import results_target
from berger.pipeline.desk.playoffs import PlayoffTable, playoff_tables
from berger.pipeline.desk.state import Target, reading
from berger.pipeline.event import OpenGroup, open_groups


class RoundRobins:
    """The round robins of one EVENT."""

    def __init__(
        self, event: Path, options: Options, seeds: Mapping[str, int] | None = None
    ) -> None:
        self.event = event
        self.options = options
        """The options (the one table's drawn seed in)."""
        self.seeds = dict(seeds or {})
        """Seeds drawn for groups at the start, by group name."""

    def groups(self) -> tuple[str, ...]:
        """The event's groups by name; none for an event without groups.

        Raises:
            Unreadable: ``event.toml`` does not read.
        """
        with reading():
            return event_groups(self.event).groups

    def title(self) -> str | None:
        """The name of an event with groups (None: none given, or no groups).

        Raises:
            Unreadable: ``event.toml`` does not read.
        """
        with reading():
            return event_groups(self.event).name

    def playoffs(self) -> dict[str, PlayoffTable]:
        """The event's play-offs by name, each a round robin of its own (an
        event without groups, once its standings are final).

        Raises:
            Unreadable: the event does not read.
        """
        if self.groups():
            return {}
        event = self.open(None).variant
        with reading():
            return playoff_tables(event)

    def names(self) -> tuple[str | None, ...]:
        """Every round robin by name: the groups (None for an event without
        groups), then the play-offs.

        Raises:
            Unreadable: the event does not read.
        """
        return (*(self.groups() or (None,)), *self.playoffs())

    def open(self, group: str | None, *, results: Path | None = None) -> OpenGroup:
        """The round robin ``group`` (None: the event without groups) as it
        is now (its results read from ``results`` when given, as
        ``--results`` gives them).

        Raises:
            InputError: no such group, or none given in an event with groups.
            Unreadable: the event does not read.
        """
        names = self.groups()
        if group is not None and group not in names:
            table = self.playoffs().get(group)
            if table is not None:
                own = table.variant
                return OpenGroup(group, own.config, own, seed_chosen=False)
            raise InputError(_("no group {group!r}").format(group=group), field="group")
        if names and group is None:
            message = _("this event has groups {groups}: give the group")
            raise InputError(message.format(groups=", ".join(names)), field="group")
        options = self.options
        if group is not None and group in self.seeds:
            options = replace(options, seed=self.seeds[group])
        if results is not None:
            options = replace(options, results=results)
        with reading():
            (found,) = open_groups(self.event, options, group=group, single=True)
        return found

    def counted(self, found: OpenGroup) -> OpenGroup:
        """What ``berger standings`` counts to read the results of
        ``found``: itself, or for a play-off the event (whose count reads
        the play-off's results).

        Raises:
            Unreadable: the event does not read.
        """
        if found.name is None or found.name in self.groups():
            return found
        return self.open(None)

    def target(self, found: OpenGroup) -> Target:
        """Where the results of ``found`` are written: a group's or the
        event's as :func:`results_target` says; a play-off's, its own file,
        made by the first result (see :func:`playoff_tables`).

        Raises:
            Unreadable: the event does not read.
        """
        if found.name is None or found.name in self.groups():
            with reading():
                return results_target(self.event, found)
        table = self.playoffs().get(found.name)
        if table is not None and table.void is not None:
            return Target(None, named=False, read_only=table.void)
        path = found.config.options.results
        if path is None:
            return Target(
                None,
                named=False,
                read_only=_("[playoff] results names no file for {name}").format(
                    name=found.name
                ),
            )
        return Target(path, named=path.exists())
