"""``[ranks]`` of ``event.toml``: the table of rank norms the event's
players are assessed by, and the event's judges' panel::

    [ranks]
    table = "ru-draughts"   # a table berger ships, or "my-table.toml" beside
    judges = [              # the panel, for a table whose ranks ask for one
      { name = "Іваненко С. П.", category = "перша" },
    ]

Each participant's rank is read from the participants file's ``rank``
column (or its ``title`` column where it has no rank column) in the
table's words, and checked here, where the file's lines are known.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from berger.core.model import Player
from berger.core.ranks.assess import rank_column, rank_words, unknown_rank
from berger.core.ranks.report import Judge
from berger.core.ranks.table import RankTable
from berger.errors import InputError
from berger.formats.event.rank_rows import no_category
from berger.formats.event.rank_table import read_rank_table, shipped_table
from berger.formats.event.toml_types import expect, unknown_key
from berger.messages import _

MAX_JUDGES = 100
"""The most judges a panel may list."""


@dataclass(frozen=True, slots=True)
class RankSettings:
    """The event's ``[ranks]``, read."""

    table: RankTable
    """The table of rank norms."""
    judges: tuple[Judge, ...] = ()
    """The judges' panel, as listed."""
    path: Path | None = None
    """The table's file beside the event; None for a table berger ships."""


def read_ranks(
    data: Mapping[str, Any], folder: Path, shown: str, *, team: bool = False
) -> RankSettings | None:
    """The ``[ranks]`` of the parsed ``event.toml`` ``data`` (None without
    one); a table file is read from ``folder``.

    Raises:
        InputError: not a table, an unknown key, no table named, a table
            berger does not ship or a file that is not a table of rank
            norms, a judge without a name or with a category the table does
            not have; ``[ranks]`` in a team event.
    """
    if "ranks" not in data:
        return None
    table = expect(data["ranks"], dict, shown, "ranks")
    if team:
        raise InputError(
            _("rank norms are for an event of players, not of teams"),
            path=shown,
            field="ranks",
        )
    for key in table:
        if key not in ("table", "judges"):
            raise unknown_key(key, shown, "ranks")
    name = expect(table.get("table", ""), str, shown, "ranks.table").strip()
    if not name:
        raise InputError(
            _(
                'name the table of rank norms: table = "ru-draughts", or a .toml'
                " file beside event.toml"
            ),
            path=shown,
            field="ranks.table",
        )
    path = None
    if name.lower().endswith(".toml"):
        path = folder / name
        rank_table = read_rank_table(path)
    else:
        try:
            rank_table = shipped_table(name)
        except InputError as exc:
            raise exc.located(path=shown) from None
    judges = _judges(table.get("judges", []), rank_table, shown)
    return RankSettings(rank_table, judges, path)


def _judges(value: object, table: RankTable, shown: str) -> tuple[Judge, ...]:
    entries = expect(value, list, shown, "ranks.judges")
    if len(entries) > MAX_JUDGES:
        raise InputError(
            _("at most {max} judges").format(max=MAX_JUDGES),
            path=shown,
            field="ranks.judges",
        )
    judges = []
    for index, entry in enumerate(entries, 1):
        field = f"ranks.judges[{index}]"
        expect(entry, dict, shown, field)
        for key in entry:
            if key not in ("name", "category"):
                raise unknown_key(key, shown, field)
        name = expect(entry.get("name", ""), str, shown, f"{field}.name").strip()
        if not name:
            raise InputError(
                _("the judge's name is empty"), path=shown, field=f"{field}.name"
            )
        written = expect(entry.get("category", ""), str, shown, f"{field}.category")
        written = written.strip()
        category = table.category(written) if written else None
        if written and table.categories and category is None:
            raise InputError(
                no_category(written, table.categories),
                path=shown,
                field=f"{field}.category",
            )
        judges.append(Judge(name, category, written))
    return tuple(judges)


def check_ranks(
    settings: RankSettings,
    players: Sequence[Player],
    lines: Sequence[int],
    players_file: str,
) -> None:
    """Refuse a participant's rank that names no rank of the table.

    Raises:
        InputError: the first such rank, by its line of ``players_file``.
    """
    table = settings.table
    column = rank_column(players)
    for text, line in zip(rank_words(players), lines, strict=True):
        if text is not None and table.rank(text) is None:
            raise InputError(
                unknown_rank(text, table), path=players_file, line=line, field=column
            )
