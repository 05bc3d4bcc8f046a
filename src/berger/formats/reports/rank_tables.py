"""The tables of rank norms berger ships, listed (``berger ranks
--tables``): each one's name, what it is, its ranks, its source and
edition, and whether it was checked against the legal text."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence

from berger.core.ranks.table import RankTable
from berger.messages import _


def tables_text(tables: Sequence[RankTable], language: str = "en") -> str:
    """The tables berger ships: each one's name, what it is, its ranks,
    its source and edition, and whether it was checked against the legal
    text."""
    lines: list[str] = []
    for table in tables:
        lines.append(f"{table.name}: {table.title_in(language)}")
        lines.append(
            "  "
            + _("Ranks: {ranks}").format(
                ranks=", ".join(rank.short_word(language) for rank in table.ranks)
            )
        )
        source = _("Source: {source}").format(source=table.source.describe(language))
        lines += textwrap.wrap(
            source, width=79, initial_indent="  ", subsequent_indent="    "
        )
        if table.source.edition:
            lines.append(
                "  " + _("Edition: {edition}").format(edition=table.source.edition)
            )
        lines.append(
            "  "
            + (
                _("Checked against the legal text.")
                if table.source.legal_text_read
                else _("Not checked against the legal text.")
            )
        )
    return "\n".join(lines) + "\n"


def tables_json(tables: Sequence[RankTable]) -> str:
    """Each table's ``name``, ``title`` (English), ``ranks`` (the table's
    words), ``source`` (English), ``edition`` and ``legal_text_read``."""
    return (
        json.dumps(
            [
                {
                    "name": table.name,
                    "title": table.title_in("en"),
                    "ranks": [rank.word for rank in table.ranks],
                    "source": table.source.describe("en"),
                    "edition": table.source.edition,
                    "legal_text_read": table.source.legal_text_read,
                }
                for table in tables
            ],
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )
