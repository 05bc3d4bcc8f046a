"""Tables of rank norms as files: the ones berger ships (``rank_tables/``
beside this module, named by their file's stem: ``ru-draughts``) and an
arbiter's own, a TOML file beside ``event.toml``.

A table file::

    name = "ru-draughts"
    title = { uk = "...", ru = "...", en = "..." }
    coefficients = [6, 5, 4, 3, 2, 1, 0, -1, -2]  # the opponents' coefficients

    [source]
    text = { uk = "...", ru = "...", en = "..." }  # what it was taken from
    edition = "..."                                # its date or edition, if known
    legal_text_read = false                        # checked against the law?

    [conditions]            # every rank's, unless the rank says otherwise
    participants = 8
    games = 7
    highest_by_coefficient = true
    judges = { count = 3, category = "друга" }

    [[judge_category]]      # from the lowest to the highest
    word = "друга"
    spellings = ["2"]

    [[rank]]                # from the lowest to the highest
    word = "2 разряд"
    coefficient = 2
    short = { uk = "2 розряд", ru = "2 разряд", en = "2nd rank" }
    name = { uk = "другий розряд", ru = "второй разряд", en = "second rank" }
    spellings = ["2", "II", "2 розряд"]
    shares = [0, 95, 80, 65, 50, 35, 20, 5, 0]     # one per coefficient
    conditions = { judges = { count = 3, category = "перша" } }

A text in several languages may be one text for all. A rank without
``shares`` is an opponent's rank only. Every mistake is one line naming the
file and the key (``rank[3].shares[2]``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any

from berger.core.ranks.table import RankTable, Source
from berger.errors import InputError
from berger.formats.event.rank_rows import (
    MAX_COEFFICIENT,
    bounded,
    judge_categories,
    rank_rows,
    read_conditions,
    read_words,
)
from berger.formats.event.toml_types import expect, read_toml, unknown_key
from berger.messages import _

SHIPPED = "rank_tables"
"""The folder of the tables berger ships, beside this module."""
TOP_KEYS = frozenset(
    {"name", "title", "source", "coefficients", "conditions", "judge_category", "rank"}
)
"""The keys of a table file."""


def shipped_names() -> tuple[str, ...]:
    """The names of the tables berger ships, in order."""
    folder = resources.files(__package__) / SHIPPED
    return tuple(
        sorted(
            entry.name.removesuffix(".toml")
            for entry in folder.iterdir()
            if entry.name.endswith(".toml")
        )
    )


def shipped_table(name: str) -> RankTable:
    """The shipped table ``name``.

    Raises:
        InputError: berger ships no table of that name.
    """
    if name not in shipped_names():
        raise InputError(
            _(
                "no rank table {name!r}: berger ships {names}; or name a .toml"
                " file beside event.toml"
            ).format(name=name, names=", ".join(shipped_names())),
            field="ranks.table",
        )
    entry = resources.files(__package__) / SHIPPED / f"{name}.toml"
    return table_from_data(tomllib.loads(entry.read_text(encoding="utf-8")), name)


def read_rank_table(path: Path) -> RankTable:
    """The table in the TOML file ``path``.

    Raises:
        InputError: the file cannot be read, is not TOML, or is not a table
            of rank norms (see the module's documentation).
    """
    return table_from_data(read_toml(path), str(path))


def table_from_data(data: Mapping[str, Any], shown: str) -> RankTable:
    """The table of the parsed TOML ``data`` (``shown``: how messages name
    its file).

    Raises:
        InputError: what is missing or wrong, by its key.
    """
    for key in data:
        if key not in TOP_KEYS:
            raise InputError(
                _("unknown key {key!r}").format(key=key), path=shown, field=key
            )
    name = expect(data.get("name", ""), str, shown, "name").strip()
    if not name:
        raise InputError(
            _('give the table\'s name (name = "...")'), path=shown, field="name"
        )
    columns = _columns(data.get("coefficients"), shown)
    conditions = _table(data, "conditions", shown)
    highest = expect(
        conditions.get("highest_by_coefficient", True),
        bool,
        shown,
        "conditions.highest_by_coefficient",
    )
    common = {k: v for k, v in conditions.items() if k != "highest_by_coefficient"}
    categories = judge_categories(data.get("judge_category", []), shown)
    defaults = read_conditions(common, categories, shown, "conditions")
    ranks = rank_rows(data.get("rank"), columns, categories, defaults, shown)
    return RankTable(
        name=name,
        title=read_words(data.get("title", name), shown, "title"),
        source=_source(_table(data, "source", shown, required=True), shown),
        columns=columns,
        ranks=ranks,
        categories=categories,
        highest_by_coefficient=highest,
    )


def _table(
    data: Mapping[str, Any], key: str, shown: str, *, required: bool = False
) -> Mapping[str, Any]:
    if required and key not in data:
        raise InputError(
            _("the table has no [{key}]").format(key=key), path=shown, field=key
        )
    value = data.get(key, {})
    if not isinstance(value, dict):
        message = _("[{table}] must be a table").format(table=key)
        raise InputError(message, path=shown, field=key)
    return value


def _source(table: Mapping[str, Any], shown: str) -> Source:
    for key in table:
        if key not in ("text", "edition", "legal_text_read"):
            raise unknown_key(key, shown, "source")
    if "text" not in table:
        raise InputError(
            _('say what the table was taken from (text = "...")'),
            path=shown,
            field="source.text",
        )
    if "legal_text_read" not in table:
        raise InputError(
            _(
                "say whether the figures were checked against the legal text"
                " (legal_text_read = true or false)"
            ),
            path=shown,
            field="source.legal_text_read",
        )
    edition = table.get("edition")
    return Source(
        text=read_words(table["text"], shown, "source.text"),
        edition=None
        if edition is None
        else expect(edition, str, shown, "source.edition").strip() or None,
        legal_text_read=expect(
            table["legal_text_read"], bool, shown, "source.legal_text_read"
        ),
    )


def _columns(value: object, shown: str) -> tuple[Fraction, ...]:
    if value is None:
        raise InputError(
            _(
                "give the opponents' coefficients the shares are for"
                " (coefficients = [6, 5, 4, 3, 2, 1, 0])"
            ),
            path=shown,
            field="coefficients",
        )
    items = expect(value, list, shown, "coefficients")
    columns: list[Fraction] = []
    for index, item in enumerate(items, 1):
        field = f"coefficients[{index}]"
        number = bounded(item, shown, field, -MAX_COEFFICIENT, MAX_COEFFICIENT)
        if number in columns:
            raise InputError(
                _("the coefficient {value} is given twice").format(value=item),
                path=shown,
                field=field,
            )
        columns.append(number)
    if not columns:
        raise InputError(
            _("give at least one coefficient"), path=shown, field="coefficients"
        )
    return tuple(columns)
