"""The six sheets of the event workbook, one function each, in their order:
the event (with the points per result as named parameter cells), the
participants, the schedule (a result cell with a dropdown of codes per game),
the crosstable and the live standings (formulas over the result cells), and
the final standings as the tool computed them.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.tournament import Tournament
from berger.formats.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels, fill, tiebreak_label
from berger.render.xlsx import formulas
from berger.render.xlsx.blocks import (
    cell_number,
    crosstable_columns,
    crosstable_heads,
    info_details,
    lock_schedule,
    name_width,
    result_dropdown,
    sheet_start,
    standings_columns,
    write_codes,
    write_details,
    write_parameters,
    write_result,
)
from berger.render.xlsx.layout import (
    AFTER_ROUND,
    BLACK_POINTS,
    CROSSTABLE,
    EVENT,
    FINAL,
    FIRST_OPPONENT_COLUMN,
    PARTICIPANTS,
    POINT_NAMES,
    POINTS_ROW,
    RESULT,
    RESULT_ROUND,
    SCHEDULE,
    STANDINGS,
    TABLE_HEADER_ROW,
    WHITE_POINTS,
    Layout,
)
from berger.render.xlsx.styles import Pen, print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

_CODE_KEYS = (
    ("1-0", "wb_code_white_win"),
    ("½-½ = 1/2-1/2", "wb_code_draw"),
    ("0-1", "wb_code_black_win"),
    ("+-", "wb_code_white_forfeit"),
    ("-+", "wb_code_black_forfeit"),
    ("--", "wb_code_double_forfeit"),
    ("", "wb_code_unplayed"),
)
_POINT_KEYS = (
    "wb_win",
    "wb_draw",
    "wb_loss",
    "wb_forfeit_win",
    "wb_forfeit_loss",
    "wb_bye_points",
)
_STANDING_LOOKS = {1: "place", 3: "name", 4: "rating"}
"""Looks of the live standings columns other than the plain grid."""


@dataclass(frozen=True, slots=True)
class Book:
    """What every sheet of one workbook is written with."""

    tournament: Tournament
    """The event: its details, players and schedule."""
    labels: Labels
    """The event language's labels."""
    layout: Layout
    """Where everything sits."""
    paper: str
    """``a4`` or ``letter``."""
    pen: Pen
    """Writes the cells in their looks."""

    def start(self, ws: Worksheet, sheet: int, note: str = "") -> None:
        """Name the ``sheet``-th sheet and write its title: the event's name
        and the sheet's, with ``note`` under them."""
        sheet_start(self.pen, ws, self.layout.names[sheet], self.tournament.info, note)

    def name_width(self) -> float:
        """Width of a name column: the longest name, within reason."""
        return name_width(p.name for p in self.tournament.players)


def event_sheet(book: Book, ws: Worksheet, chain: Sequence[str]) -> None:
    """The event's details, the points per result and the result codes."""
    labels, pen, tournament = book.labels, book.pen, book.tournament
    info = tournament.info
    schedule = tournament.schedule
    book.start(ws, EVENT, labels.wb_help)
    details = [
        *info_details(labels, info),
        (labels.wb_players, tournament.n),
        (labels.wb_rounds, schedule.planned_rounds),
        (labels.wb_cycles, schedule.cycles),
        (labels.wb_numbering, tournament.numbering.value),
        (labels.wb_seed, tournament.seed),
        (labels.wb_scoring, tournament.scoring.name),
        (labels.wb_tiebreaks, ", ".join(chain)),
    ]
    write_details(pen, ws, details)
    write_parameters(
        pen,
        ws,
        POINTS_ROW,
        labels.wb_points_heading,
        [
            (labels[key], value, name)
            for key, value, name in zip(
                _POINT_KEYS, tournament.scoring.values, POINT_NAMES, strict=True
            )
        ],
    )
    write_codes(
        pen,
        ws,
        POINTS_ROW + len(_POINT_KEYS) + 1,
        labels.wb_codes_heading,
        [(code, labels[key]) for code, key in _CODE_KEYS],
    )
    widths(ws, (28, 48, 12))
    print_setup(ws, book.paper, "1:1")


def participants_sheet(book: Book, ws: Worksheet) -> None:
    """One row per player in pairing-number order."""
    labels, pen = book.labels, book.pen
    book.start(ws, PARTICIPANTS)
    pen.header(
        ws,
        TABLE_HEADER_ROW,
        (
            labels.wb_no,
            labels.wb_name,
            labels.wb_title,
            labels.wb_rating,
            labels.wb_federation,
            labels.wb_club,
            labels.wb_birth,
            labels.wb_fide_id,
            labels.wb_withdrawn,
        ),
    )
    for number, player in enumerate(book.tournament.players, start=1):
        row = TABLE_HEADER_ROW + number
        pen.put(ws, row, 1, number, "center")
        pen.text(ws, row, 2, player.name)
        for column, value in (
            (3, player.title),
            (5, player.federation),
            (6, player.club),
            (7, player.birth),
            (8, player.fide_id),
        ):
            if value:
                pen.text(ws, row, column, value)
        ws.cell(row=row, column=4, value=player.rating)
        ws.cell(row=row, column=9, value=player.withdrawn_after)
    ws.freeze_panes = "C4"
    widths(ws, (6, book.name_width(), 7, 8, 11, 20, 12, 12, 12))
    print_setup(ws, book.paper, "3:3")


def schedule_sheet(book: Book, ws: Worksheet, results: Results | None) -> None:
    """One row per game; the result cell takes the codes of the dropdown."""
    labels, pen = book.labels, book.pen
    ws.title = book.layout.names[SCHEDULE]
    pen.header(
        ws,
        FIRST_GAME_ROW - 1,
        (
            labels.round,
            labels.board,
            labels.wb_no,
            labels.white,
            labels.wb_no,
            labels.black,
            labels.result,
            labels.wb_white_points,
            labels.wb_black_points,
            labels.wb_result_round,
        ),
    )
    names = [p.name for p in book.tournament.players]
    outcomes = {} if results is None else results.outcomes
    for row, game in enumerate(book.tournament.schedule.games(), FIRST_GAME_ROW):
        ws.cell(row=row, column=1, value=game.round)
        ws.cell(row=row, column=2, value=game.board)
        ws.cell(row=row, column=3, value=game.white)
        pen.text(ws, row, 4, names[game.white - 1])
        ws.cell(row=row, column=5, value=game.black)
        pen.text(ws, row, 6, names[game.black - 1])
        write_result(pen, ws, row, RESULT, outcomes.get((game.round, game.board)))
        for column, white in ((WHITE_POINTS, True), (BLACK_POINTS, False)):
            ws.cell(
                row=row, column=column, value=formulas.side_points(row, white=white)
            )
        ws.cell(row=row, column=RESULT_ROUND, value=formulas.result_round(row))
    result_dropdown(
        ws, labels, formulas.result_cells(RESULT, book.layout.last_game_row)
    )
    lock_schedule(ws, RESULT_ROUND)
    width = book.name_width()
    widths(ws, (7, 7, 6, width, 6, width, 10, 9, 9, 6))
    print_setup(ws, book.paper, "1:1")


def crosstable_sheet(book: Book, ws: Worksheet) -> None:
    """Every player's points against every opponent, with totals and place."""
    labels, layout, pen = book.labels, book.layout, book.pen
    tournament = book.tournament
    n = tournament.n
    cycles = layout.cycles
    book.start(ws, CROSSTABLE)
    after_row, after_column = AFTER_ROUND
    pen.text(ws, after_row, after_column - 1, labels.wb_after_round, "bold")
    pen.put(
        ws,
        after_row,
        after_column,
        formulas.last_round(layout.names[SCHEDULE], RESULT_ROUND, layout.last_game_row),
        "bold",
    )
    pen.text(ws, after_row, after_column + 1, labels.wb_live_note, "note")
    fixed = {
        1: labels.wb_no,
        2: labels.wb_name,
        3: labels.wb_rating,
        layout.totals_column: labels.wb_points,
        layout.sb_column: labels.wb_sb,
        layout.wins_column: labels.wb_wins,
        layout.place_column: labels.wb_place,
        layout.rank_column: labels.wb_rank,
        layout.order_column: labels.wb_order,
    }
    if layout.bye_column is not None:
        fixed[layout.bye_column] = labels.bye
    opponents = ((layout.column_of(o, 1), o) for o in range(1, n + 1))
    crosstable_heads(pen, ws, cycles, fixed, opponents)
    cells = formulas.crosstable_cells(layout, tournament.schedule)
    for number, player in enumerate(tournament.players, start=1):
        row = layout.row_of(number)
        pen.put(ws, row, 1, number, "grid")
        pen.text(ws, row, 2, player.name, "name")
        pen.put(ws, row, 3, player.rating, "grid")
        own = range(layout.column_of(number, 1), layout.column_of(number + 1, 1))
        for column in range(FIRST_OPPONENT_COLUMN, layout.totals_column):
            formula = cells.get((number, column))
            pen.put(ws, row, column, formula, "diagonal" if column in own else "grid")
        for column, formula in formulas.totals(layout, row).items():
            look = "place" if column == layout.place_column else "grid"
            pen.put(ws, row, column, formula, look)
    helper = layout.helper_row
    pen.text(ws, helper, 2, labels.wb_sb_helper, "note")
    for opponent in range(1, n + 1):
        formula = formulas.opponent_points(layout, opponent)
        for cycle in range(1, cycles + 1):
            pen.put(ws, helper, layout.column_of(opponent, cycle), formula, "note")
    ws.row_dimensions[helper].hidden = True
    crosstable_columns(
        ws,
        book.paper,
        first_row=layout.first_row,
        name_width=book.name_width(),
        game_width=4.5 if cycles == 1 else 3.5,
        totals=layout.totals_column,
        hidden=layout.rank_column,
        last=layout.order_column,
    )


def standings_sheet(book: Book, ws: Worksheet) -> None:
    """The crosstable's players in live place order."""
    labels, layout, pen = book.labels, book.layout, book.pen
    more = (labels.wb_points, labels.wb_sb, labels.wb_wins)
    _standings_table(book, ws, STANDINGS, "", more)
    # The label sits over the wide name column; No. is too narrow for it.
    pen.text(ws, 2, 3, labels.wb_after_round, "bold")
    pen.put(ws, 2, 4, formulas.standings_round(layout.names[CROSSTABLE]), "bold")
    lines = layout.live_lines
    for line in range(1, layout.players + 1):
        row = TABLE_HEADER_ROW + line
        for column, formula in formulas.standings_line(lines, line).items():
            pen.put(ws, row, column, formula, _STANDING_LOOKS.get(column, "grid"))


def final_sheet(
    book: Book, ws: Worksheet, standings: Standings | None, chain: Sequence[str]
) -> None:
    """The standings the tool computed: places, points, the whole chain (its
    headers the documents' labels); a place decided by lots is marked, and
    the note says so."""
    labels, pen = book.labels, book.pen
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
    codes = standings.chain if standings is not None else tuple(chain)
    headers = (
        tiebreak_label(labels, code, scoring=book.tournament.scoring) for code in codes
    )
    more = (labels.wb_federation, labels.wb_points, *headers)
    _standings_table(book, ws, FINAL, note, more, landscape=True)
    for row, standing in enumerate(rows, start=TABLE_HEADER_ROW + 1):
        player = book.tournament.player(standing.number)
        mark = labels.lots_mark if standing.lots else ""
        pen.text(ws, row, 1, standing.place + mark, "place")
        pen.put(ws, row, 2, standing.number, "grid")
        pen.text(ws, row, 3, player.name, "name")
        pen.put(ws, row, 4, player.rating, "grid")
        pen.text(ws, row, 5, player.federation or "", "grid")
        pen.put(ws, row, 6, cell_number(standing.points), "grid")
        for column, code in enumerate(codes, start=7):
            pen.put(ws, row, column, cell_number(standing.tiebreaks[code]), "grid")


def _standings_table(
    book: Book,
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
    heads = (labels.wb_place, labels.wb_no, labels.wb_name, labels.wb_rating, *more)
    standings_columns(
        book.pen, ws, book.paper, heads, book.name_width(), landscape=landscape
    )
