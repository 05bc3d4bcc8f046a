"""Reading an EVENT with several groups: each ``[[groups]]`` entry of an
``event.toml`` read as a round robin of its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

from berger.core.names import clean_name, name_key
from berger.errors import InputError, in_group
from berger.formats.event.drawn_openings import drawn_file
from berger.formats.event.event import EventConfig, Options
from berger.formats.event.event_loader import (
    TOP_KEYS,
    event_from_file,
    event_from_toml,
    event_toml,
)
from berger.formats.event.event_tables import (
    read_info,
    read_output,
    read_rules,
    read_table,
)
from berger.formats.event.toml_types import expect, read_toml
from berger.messages import _

GROUP_KEYS = ("name", "players", "results")
"""The keys of a ``[[groups]]`` entry that are the group's own; every other
key is a rule laid over the event's ``[rules]``."""

_NOT_IN_FOLDER_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
_DEVICE_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"{kind}{i}" for kind in ("COM", "LPT") for i in range(1, 10)]
)


def load_groups(
    path: Path, overrides: Options | None = None, *, group: str | None = None
) -> tuple[tuple[str | None, EventConfig], ...]:
    """The round robins of an EVENT, each as its name and config.

    An ``event.toml`` with ``[[groups]]`` gives one per group, in the file's
    order (only ``group``'s, its name matched regardless of case, when given).
    Each group is read as an event of its own: the shared ``[event]`` (its
    name followed by the group's), ``[output]`` and ``[rules]``, the group's
    ``players`` and ``results``, its other keys laid over ``[rules]`` (so a
    group can set any rule ``[rules]`` can), and ``overrides`` over all. Any
    other EVENT gives one config named None.

    Raises:
        InputError: as :func:`load_event`; a bad ``[[groups]]`` list (no
            name, a name used twice or that cannot be a folder name,
            ``players`` or ``results`` also at the top); ``group`` naming no
            group, or given for an event without groups.
        GroupError: anything wrong in a group's own files or rules.
    """
    overrides = overrides or Options()
    toml_path = event_toml(path)
    data: dict[str, Any] = {}
    if toml_path is not None:
        data = read_toml(toml_path)
        if "groups" in data:
            return _groups(data, toml_path, path, overrides, group)
    if group is not None:
        raise InputError(
            _("there are no groups in this event (--group {group})").format(
                group=group
            ),
            path=path,
        )
    if toml_path is None:
        return ((None, event_from_file(path, overrides)),)
    return ((None, event_from_toml(data, toml_path, path, overrides)),)


class EventGroups(NamedTuple):
    """An EVENT's own name and its groups, as ``event.toml`` lists them."""

    name: str
    """The event's own name (``[event] name``, without a group's)."""
    groups: tuple[str, ...]
    """The groups' names in the file's order; none for an event without groups."""


def event_groups(path: Path) -> EventGroups:
    """The EVENT's own name and its groups' names, from ``event.toml`` alone
    (the groups' files are not read); ``("", ())`` for an event without
    groups.

    Raises:
        InputError: as :func:`load_groups` for ``event.toml`` and its
            ``[[groups]]`` list.
    """
    toml_path = event_toml(path)
    data = {} if toml_path is None else read_toml(toml_path)
    if toml_path is None or "groups" not in data:
        return EventGroups("", ())
    shown = str(toml_path)
    names = _group_names(_group_tables(data, shown), shown)
    return EventGroups(
        read_info(read_table(data, "event", shown), shown).name, tuple(names)
    )


def _groups(
    data: Mapping[str, Any],
    toml_path: Path,
    source: Path,
    overrides: Options,
    group: str | None,
) -> tuple[tuple[str | None, EventConfig], ...]:
    """The groups of an ``event.toml`` with ``[[groups]]`` (see
    :func:`load_groups`)."""
    shown = str(toml_path)
    tables = _group_tables(data, shown)
    names = _group_names(tables, shown)
    chosen = range(len(tables)) if group is None else (_find(group, names, shown),)
    found: list[tuple[str | None, EventConfig]] = []
    for index in chosen:
        name = names[index]
        with in_group(name):
            event = _group_event(data, name, tables[index], shown)
            config = event_from_toml(event, toml_path, source, overrides)
            found.append((name, _own_draw(config, name)))
    return tuple(found)


def _own_draw(config: EventConfig, name: str) -> EventConfig:
    """A group's config with a file of its own for the openings it draws."""
    rules = config.draughts
    if rules is None or rules.drawn is None:
        return config
    return replace(
        config, draughts=replace(rules, drawn=drawn_file(config.folder, name))
    )


def _group_tables(data: Mapping[str, Any], shown: str) -> list[dict[str, Any]]:
    """The ``[[groups]]`` entries, once the shared tables have been checked
    (so that a mistake in them is not reported as a group's)."""
    for key in ("players", "results"):
        if key in data:
            raise InputError(
                _(
                    "{key} = ... belongs in each [[groups]] entry of an event with"
                    " groups"
                ).format(key=key),
                path=shown,
                field=key,
            )
    if "playoff" in data:
        raise InputError(
            _(
                "a play-off is for an event without groups: each group ranks"
                " by its chain"
            ),
            path=shown,
            field="playoff",
        )
    unknown = set(data) - (TOP_KEYS - set(GROUP_KEYS) | {"groups"})
    if unknown:
        key = sorted(unknown)[0]
        raise InputError(
            _("unknown key {key!r}").format(key=key), path=shown, field=key
        )
    read_info(read_table(data, "event", shown), shown)
    rules = read_table(data, "rules", shown)
    read_rules(rules, shown)
    read_output(read_table(data, "output", shown), shown)
    tables = data["groups"]
    if (
        not isinstance(tables, list)
        or not tables
        or not all(isinstance(t, dict) for t in tables)
    ):
        raise InputError(
            _("must be one or more [[groups]] tables"), path=shown, field="groups"
        )
    return tables


def _group_names(tables: list[dict[str, Any]], shown: str) -> list[str]:
    """Each group's name, checked: given, usable as a folder name, and not
    the same as another's when case is ignored."""
    names: list[str] = []
    seen: dict[str, str] = {}
    for number, table in enumerate(tables, start=1):
        value = expect(table.get("name", ""), str, shown, "groups.name")
        name = clean_name(value)
        if not name:
            raise InputError(
                _('group {number} has no name (name = "A")').format(number=number),
                path=shown,
                field="groups.name",
            )
        if (
            _NOT_IN_FOLDER_NAMES.search(name)
            or name.startswith(".")
            or name.endswith(".")
            or name.split(".")[0].upper() in _DEVICE_NAMES
        ):
            raise InputError(
                _(
                    '{name!r} cannot be a folder name (no / \\ : * ? " < > |,'
                    " no dot first or last, not a device name such as CON)"
                ).format(name=name),
                path=shown,
                field="groups.name",
            )
        key = name_key(name)
        if key in seen:
            raise InputError(
                (
                    _("group name {name!r} used twice")
                    if seen[key] == name
                    else _("group name {name!r} used twice ({other!r} is the same)")
                ).format(name=name, other=seen[key]),
                path=shown,
                field="groups.name",
            )
        seen[key] = name
        names.append(name)
    return names


def _find(group: str, names: list[str], shown: str) -> int:
    """Where the group named ``group`` (case ignored) is in ``names``."""
    keys = [name_key(name) for name in names]
    if name_key(group) not in keys:
        raise InputError(
            _("no group {group!r}; the groups are {groups}").format(
                group=group, groups=", ".join(names)
            ),
            path=shown,
        )
    return keys.index(name_key(group))


def _group_event(
    data: Mapping[str, Any], name: str, table: Mapping[str, Any], shown: str
) -> dict[str, Any]:
    """The ``event.toml`` of one group as an event of its own: the shared
    keys, the event's name followed by the group's, the group's rules laid
    over ``[rules]``, and its own files."""
    event = dict(read_table(data, "event", shown))
    title = str(event.get("name", ""))
    event["name"] = f"{title} — {name}" if title else name
    rules = {
        **read_table(data, "rules", shown),
        **{k: v for k, v in table.items() if k not in GROUP_KEYS},
    }
    own = {key: table[key] for key in ("players", "results") if key in table}
    shared = {k: v for k, v in data.items() if k != "groups"}
    return {**shared, "event": event, "rules": rules, **own}
