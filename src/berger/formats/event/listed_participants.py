"""A participants file filled in from FIDE's rating list (read by
:mod:`berger.formats.exchange.rating_list`), or written from it
(``berger init --rating-list``).

A value the participants file gives wins over the list's: only an empty
cell, or a column the file does not have, is filled. A row without a FIDE id
is left as it is.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence

from berger.core.bounds import clip, whole_number
from berger.errors import InputError
from berger.formats.event.participant_columns import FIELD_OF
from berger.formats.event.participants import MAX_FIDE_ID, normalise_header
from berger.formats.exchange.fide_list import ListedPlayer
from berger.formats.exchange.rating_list import Listing
from berger.messages import _

Rows = Sequence[tuple[int, list[str]]]
"""Table rows: (line, cells), the first non-empty one the header."""

LIST_COLUMNS = (
    ("name", "name"),
    ("title", "title"),
    ("federation", "federation"),
    ("rating", "rating"),
    ("k", "K"),
    ("birth", "birth"),
    ("sex", "sex"),
)
"""The participant fields the list fills, and the header of a column added
for one the participants file does not have."""
_NAME_FIELDS = ("name", "surname", "given")


def list_ids(rows: Rows, shown: str) -> tuple[int | None, dict[int, str]]:
    """The FIDE id column of a participants table and the id of each row
    that gives one, by line.

    Raises:
        InputError: an id that is not digits.
    """
    filled = [(n, row) for n, row in rows if any(cell.strip() for cell in row)]
    if not filled:
        return None, {}
    header = filled[0][1]
    fields = [FIELD_OF.get(normalise_header(cell)) for cell in header]
    if "fide_id" not in fields:
        return None, {}
    column = fields.index("fide_id")
    ids: dict[int, str] = {}
    for line, row in filled[1:]:
        text = row[column].strip() if column < len(row) else ""
        if not text:
            continue
        if not text.isdecimal():
            raise InputError(
                _("{text!r} is not a FIDE id (digits only)").format(text=clip(text)),
                path=shown,
                line=line,
                field="FIDE id",
            )
        try:
            ids[line] = str(whole_number(text, 0, MAX_FIDE_ID))
        except InputError as exc:
            raise exc.located(path=shown, line=line, field="FIDE id") from None
    return column, ids


def fill_rows(
    rows: Rows, ids: Mapping[int, str], listing: Listing, shown: str
) -> list[tuple[int, list[str]]]:
    """The participants table ``rows`` with each row whose FIDE id is in
    ``ids`` (by line) filled in from ``listing``: its empty cells, and a
    column added for each field of :data:`LIST_COLUMNS` the table lacks. A
    row that gives a name (or a surname) keeps it.

    Raises:
        InputError: a FIDE id the list does not have, naming its line.
    """
    for line, key in ids.items():
        if key not in listing.players:
            raise InputError(
                _("{id} is not in the rating list {list}").format(
                    id=key, list=listing.shown
                ),
                path=shown,
                line=line,
                field="FIDE id",
            )
    out = [(line, list(row)) for line, row in rows]
    header_line = next(n for n, row in out if any(c.strip() for c in row))
    header = next(row for n, row in out if n == header_line)
    fields = [FIELD_OF.get(normalise_header(cell)) for cell in header]
    named = [k for k, f in enumerate(fields) if f in _NAME_FIELDS]
    for field, title in LIST_COLUMNS:
        if field not in fields:
            header.append(title)
            fields.append(field)
        column = fields.index(field)
        for line, row in out:
            fide_id = ids.get(line)
            if fide_id is None:
                continue
            row.extend([""] * (column + 1 - len(row)))
            if row[column].strip():
                continue
            if field == "name" and any(k < len(row) and row[k].strip() for k in named):
                continue
            row[column] = listed_value(listing.players[fide_id], field)
    return out


def listed_value(player: ListedPlayer, field: str) -> str:
    """A listed player's value of a participants field, as a cell's text."""
    number: int | None = None
    match field:
        case "rating":
            number = player.rating
        case "k":
            number = player.k
        case "sex":
            return {"M": "m", "F": "w"}.get(player.sex.upper(), "")
        case _:
            text: str = getattr(player, field)
            return text
    return "" if number is None else str(number)


def participants_csv(listing: Listing, ids: Sequence[str]) -> str:
    """A participants file of the players ``ids`` (in that order) as the
    list gives them: FIDE id, name, title, federation, rating, K, birth and
    sex (``berger init --rating-list``).

    Raises:
        InputError: an id the list does not have.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["FIDE id", *(title for _, title in LIST_COLUMNS)])
    for fide_id in ids:
        player = listing.players.get(fide_id)
        if player is None:
            raise InputError(
                _("{id} is not in the rating list {list}").format(
                    id=fide_id, list=listing.shown
                ),
                field="--ids",
            )
        writer.writerow(
            [fide_id, *(listed_value(player, field) for field, _ in LIST_COLUMNS)]
        )
    return out.getvalue()
