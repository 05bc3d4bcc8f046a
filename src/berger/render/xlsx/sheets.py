"""The sheets every workbook writes the same way, one function each: the
event (its details, the named points, the result codes), the crosstable's
frame (its title, the round of the last result, the headers, each entrant's
number, name and rating), the live standings (formulas over the crosstable)
and the final standings as the tool computed them. What the kind of event
changes comes from the book's :class:`~berger.render.xlsx.book.Variation`.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from berger.core.standings import Standings
from berger.render.labels import fill
from berger.render.xlsx import formulas
from berger.render.xlsx.blocks import (
    cell_number,
    crosstable_columns,
    crosstable_heads,
    info_details,
    standings_columns,
    write_codes,
    write_details,
    write_parameters,
)
from berger.render.xlsx.book import Book
from berger.render.xlsx.layout import (
    AFTER_ROUND,
    CROSSTABLE,
    EVENT,
    FINAL,
    SCHEDULE,
    STANDINGS,
    TABLE_HEADER_ROW,
    Layout,
)
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

_CODES = (
    ("1-0", "{first}_win"),
    ("½-½ = 1/2-1/2", "draw"),
    ("0-1", "{second}_win"),
    ("+-", "{first}_forfeit"),
    ("-+", "{second}_forfeit"),
    ("--", "double_forfeit"),
    ("", "unplayed"),
)
"""The result codes, and the label (``wb_code_<key>``) of what each means,
``first`` and ``second`` the variation's names of the two sides."""


def event_sheet(book: Book[Any], ws: Worksheet) -> None:
    """The event's details, the named points and the result codes."""
    labels, pen, tournament = book.labels, book.pen, book.tournament
    variation, schedule = book.variation, tournament.schedule
    book.start(ws, EVENT, labels[variation.help])
    details = [
        *info_details(labels, tournament.info),
        *variation.entrants(book),
        (labels.wb_rounds, schedule.planned_rounds),
        (labels.wb_cycles, schedule.cycles),
        (labels.wb_numbering, tournament.numbering.value),
        (labels.wb_seed, tournament.seed),
        *variation.rules(book),
        (labels.wb_tiebreaks, ", ".join(book.chain)),
    ]
    write_details(pen, ws, details)
    blocks = variation.points(book)
    for block in blocks:
        lines = zip(block.keys, block.values, block.names, strict=True)
        rows = [(labels[key], value, name) for key, value, name in lines]
        write_parameters(pen, ws, block.row, labels[block.heading], rows)
    first, second = variation.sides
    codes = [
        (code, labels["wb_code_" + key.format(first=first, second=second)])
        for code, key in _CODES
    ]
    row = blocks[-1].row + len(blocks[-1].keys) + 1
    write_codes(pen, ws, row, labels.wb_codes_heading, codes)
    widths(ws, variation.event_widths)
    print_setup(ws, book.paper, "1:1")


def crosstable_sheet(book: Book[Any], ws: Worksheet) -> None:
    """The crosstable: its frame and each entrant's number, name and rating
    here, the games and scores by the variation."""
    labels, layout, pen = book.labels, book.layout, book.pen
    variation = book.variation
    book.start(ws, CROSSTABLE)
    after_row, after_column = AFTER_ROUND
    pen.text(ws, after_row, after_column - 1, labels.wb_after_round, "bold")
    last = formulas.last_round(
        layout.names[SCHEDULE], layout.shape.result_round, layout.last_game_row
    )
    pen.put(ws, after_row, after_column, last, "bold")
    pen.text(ws, after_row, after_column + 1, live_note(book), "note")
    scores = range(layout.totals_column, layout.place_column)
    fixed = {
        1: labels.wb_no,
        2: labels[variation.name_head],
        3: labels.wb_rating,
        **{c: labels[key] for c, key in zip(scores, variation.scores, strict=True)},
        layout.place_column: labels.wb_place,
        layout.rank_column: labels.wb_rank,
        layout.order_column: labels.wb_order,
    }
    if layout.bye_column is not None:
        fixed[layout.bye_column] = labels.bye
    crosstable_heads(pen, ws, layout.cycles, fixed, _opponent_heads(layout))
    for number, entrant in enumerate(book.tournament.players, start=1):
        row = layout.row_of(number)
        pen.put(ws, row, 1, number, "grid")
        pen.text(ws, row, 2, entrant.name, "name")
        pen.put(ws, row, 3, entrant.rating, "grid")
    variation.crosstable(book, ws)
    crosstable_columns(
        ws,
        book.paper,
        first_row=layout.first_row,
        name_width=book.name_width(),
        game_width=variation.game_widths[0 if layout.cycles == 1 else 1],
        totals=layout.totals_column,
        hidden=layout.rank_column,
        last=layout.last_column,
    )


def live_note(book: Book[Any]) -> str:
    """The crosstable's note on its live place: recalculated from the
    schedule, ranked by these columns in turn, and the chain's codes its
    formulas leave to the final standings, where there are any."""
    labels, layout, variation = book.labels, book.layout, book.variation
    order = book.live_order()
    heads = (
        labels[variation.scores[column - layout.totals_column]]
        for column in order.columns
    )
    note = fill(labels.wb_live_note, order=", ".join(heads))
    if note.endswith(".."):  # the last head an abbreviation: its point ends it
        note = note[:-1]
    if order.rest:
        codes = ", ".join(variation.tiebreak_head(book, code) for code in order.rest)
        note += " " + fill(labels.wb_live_rest, codes=codes, sheet=layout.names[FINAL])
    return note


def _opponent_heads(layout: Layout) -> Iterator[tuple[int, int]]:
    """Each opponent's first crosstable column and number (and its first
    hidden helper column, where there are any)."""
    for opponent in range(1, layout.entrants + 1):
        yield layout.column_of(opponent, 1), opponent
        if layout.shape.helpers:
            yield layout.helper_of(opponent, 1), opponent


def standings_sheet(book: Book[Any], ws: Worksheet) -> None:
    """The crosstable's entrants in live place order."""
    labels, layout, pen = book.labels, book.layout, book.pen
    scores = [labels[key] for key in book.variation.scores]
    _standings_table(book, ws, STANDINGS, "", scores)
    # The label sits over the wide name column; No. is too narrow for it.
    pen.text(ws, 2, 3, labels.wb_after_round, "bold")
    pen.put(ws, 2, 4, formulas.standings_round(layout.names[CROSSTABLE]), "bold")
    looks = {1: "place", 3: "name", 4: book.variation.rating_look}
    for line in range(1, layout.entrants + 1):
        row = TABLE_HEADER_ROW + line
        for column, formula in formulas.standings_line(layout.live_lines, line).items():
            pen.put(ws, row, column, formula, looks.get(column, "grid"))


def final_sheet(book: Book[Any], ws: Worksheet, standings: Standings | None) -> None:
    """The standings the tool computed: places, scores, the whole chain (its
    headers the variation's); a place decided by lots or by a play-off is
    marked, and the note says so."""
    labels, pen, variation = book.labels, book.pen, book.variation
    rows = () if standings is None else standings.rows
    if standings is None:
        note = labels.wb_final_none
    else:
        note = labels.wb_final_after.format(
            round=standings.after_round,
            rounds=book.tournament.schedule.planned_rounds,
        )
    if any(standing.lots for standing in rows):
        assert standings is not None
        lots = fill(labels.ties_lots, mark=labels.lots_mark)
        note += f" {lots} {fill(labels.lots_seed, seed=standings.seed)}"
    if any(standing.playoff for standing in rows):
        note += " " + fill(labels.playoff_note, mark=labels.playoff_mark)
    codes = standings.chain if standings is not None else book.chain
    more = (
        *(labels[key] for key in variation.final_heads),
        *(variation.tiebreak_head(book, code) for code in codes),
    )
    landscape = len(more) > variation.portrait
    _standings_table(book, ws, FINAL, note, more, landscape=landscape)
    first_code = 5 + len(variation.final_heads)
    for row, standing in enumerate(rows, start=TABLE_HEADER_ROW + 1):
        assert standings is not None
        entrant = book.tournament.player(standing.number)
        mark = (labels.lots_mark if standing.lots else "") + (
            labels.playoff_mark if standing.playoff else ""
        )
        pen.text(ws, row, 1, standing.place + mark, "place")
        pen.put(ws, row, 2, standing.number, "grid")
        pen.text(ws, row, 3, entrant.name, "name")
        pen.put(ws, row, 4, entrant.rating, "grid")
        values = variation.final_values(book, standings, standing)
        for column, value in enumerate(values, start=5):
            if isinstance(value, str):
                pen.text(ws, row, column, value, "grid")
            else:
                pen.put(ws, row, column, value, "grid")
        for column, code in enumerate(codes, start=first_code):
            pen.put(ws, row, column, cell_number(standing.tiebreaks[code]), "grid")


def _standings_table(
    book: Book[Any],
    ws: Worksheet,
    sheet: int,
    note: str,
    more: Sequence[str],
    *,
    landscape: bool = False,
) -> None:
    """A standings sheet's frame: title, the header place, number, name,
    rating and ``more``, frozen under it, and its page."""
    labels = book.labels
    book.start(ws, sheet, note)
    heads = (
        labels.wb_place,
        labels.wb_no,
        labels[book.variation.name_head],
        labels.wb_rating,
        *more,
    )
    standings_columns(
        book.pen, ws, book.paper, heads, book.name_width(), landscape=landscape
    )
