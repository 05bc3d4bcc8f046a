"""The reports of an event with several groups, printed together (SPEC
section 11): each group's report exactly as ``--group NAME`` prints it, under
the group's name.

- text: each report under a title line ``== Group A ==`` (the word in the
  language of the run), a blank line between groups;
- CSV: one table, a ``group`` column first, then the union of the groups'
  columns in the order they first appear (a column a group has not got, such
  as a tiebreak only another group uses, is empty in its rows);
- JSON: ``{"groups": [{"name": "A", ...the group's document...}, ...]}``;
  without ``name``, each entry is the group's document as SPEC section 7
  gives it.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

from berger.formats.event.output import Format

Part = tuple[str, str]
"""A group's name and its report."""
HEADING = "Group {name}"
"""The text's title of a group (in English)."""


def join(fmt: Format, parts: Sequence[Part], *, heading: str = HEADING) -> str:
    """The groups' reports in ``fmt`` as one (the text's titles ``heading``
    filled with each group's name)."""
    match fmt:
        case Format.TEXT:
            return grouped_text(parts, heading=heading)
        case Format.CSV:
            return grouped_csv(parts)
        case Format.JSON:
            return grouped_json(parts)


def grouped_text(parts: Sequence[Part], *, heading: str = HEADING) -> str:
    """Each report under ``== Group NAME ==`` (``heading`` filled with the
    group's name), a blank line between them.

    >>> print(grouped_text([("A", "x\\n")], heading="Група {name}"), end="")
    == Група A ==
    x
    """
    return "\n".join(
        f"== {heading.format(name=name)} ==\n{text}" for name, text in parts
    )


def grouped_csv(parts: Sequence[Part]) -> str:
    """One table: ``group``, then every column of the groups' tables."""
    tables = [
        (name, list(csv.reader(io.StringIO(text, newline="")))) for name, text in parts
    ]
    columns: dict[str, None] = {}
    for _name, rows in tables:
        columns.update(dict.fromkeys(rows[0]))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["group", *columns])
    for name, (header, *rows) in tables:
        for row in rows:
            cells = dict(zip(header, row, strict=True))
            writer.writerow([name, *(cells.get(column, "") for column in columns)])
    return out.getvalue()


def grouped_json(parts: Sequence[Part]) -> str:
    """``{"groups": [{"name": "A", ...}, ...]}``: each group's document with
    its name as the first key, laid out as its own writer laid it out."""
    entries = []
    for name, text in parts:
        rest = text.strip().removeprefix("{")
        entries.append(
            '{"name": '
            + json.dumps(name, ensure_ascii=False)
            + ("," if rest.startswith("\n") else ",\n")
            + rest
        )
    return '{"groups": [\n' + ",\n".join(entries) + "\n]}\n"
