"""The workbook of a micro-match event, :data:`MICRO`: an event of players'
(:mod:`berger.render.xlsx.players`) over the games of its micro-matches. The
schedule has a row a game (its round, board and game, who has white in it,
its result cell), the crosstable a column a game under each opponent (the
games of a micro-match side by side) with the points, SB and wins of the
games, live over the result cells; the final standings are the event's
(match points first where it has them).

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from berger.core.micro.matches import MicroMatchEvent, event_round, game_event
from berger.core.results import Results
from berger.core.standings import Standing, Standings
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels
from berger.render.xlsx import formulas
from berger.render.xlsx import players as one
from berger.render.xlsx.blocks import (
    cell_number,
    lock_schedule,
    result_dropdown,
    write_result,
)
from berger.render.xlsx.book import Book, Points, Variation
from berger.render.xlsx.layout import (
    AFTER_ROUND,
    BLACK_POINTS,
    FIRST_OPPONENT_COLUMN,
    MATCH_POINT_NAMES,
    POINT_NAMES,
    POINTS_ROW,
    RESULT,
    RESULT_ROUND,
    SCHEDULE,
    WHITE_POINTS,
    Layout,
    Shape,
    column_letter,
)
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

GAME_COLUMN = RESULT_ROUND + 1
"""The schedule's column of each row's game in its micro-match."""


def _layout(event: MicroMatchEvent, labels: Labels) -> Layout:
    return Layout.of(game_event(event), labels)


def _games_book(book: Book[MicroMatchEvent]) -> Book[Any]:
    """``book`` over the games' own event (a round a game)."""
    games: Book[Any] = book
    return replace(games, tournament=game_event(book.tournament))


def schedule_sheet(
    book: Book[MicroMatchEvent], ws: Worksheet, results: Results | None
) -> None:
    """A row a game: the event's round, the board, who has white and black
    in the game, its result cell (a dropdown of codes), each side's points,
    and the game's number in its micro-match."""
    labels, pen, event = book.labels, book.pen, book.tournament
    ws.title = book.layout.names[SCHEDULE]
    heads = [labels[key] for key in one.SCHEDULE_HEADS]
    pen.header(ws, FIRST_GAME_ROW - 1, [*heads, labels["game"]])
    names = [p.name for p in event.players]
    known = results or Results()
    games = game_event(event).schedule.games()
    for row, game in enumerate(games, FIRST_GAME_ROW):
        round_number, number = event_round(game.round, event.games)
        match = known.match(round_number, game.board)
        entered = {} if match is None else {g.board: g.outcome for g in match.boards}
        outcome = entered.get(number)
        if outcome is not None and number % 2 == 0:
            outcome = outcome.reversed  # kept from the first-named side
        ws.cell(row=row, column=1, value=round_number)
        ws.cell(row=row, column=2, value=game.board)
        ws.cell(row=row, column=3, value=game.white)
        pen.text(ws, row, 4, names[game.white - 1])
        ws.cell(row=row, column=5, value=game.black)
        pen.text(ws, row, 6, names[game.black - 1])
        write_result(pen, ws, row, RESULT, outcome)
        for column, white in ((WHITE_POINTS, True), (BLACK_POINTS, False)):
            ws.cell(
                row=row, column=column, value=formulas.side_points(row, white=white)
            )
        ws.cell(row=row, column=RESULT_ROUND, value=formulas.result_round(row))
        pen.put(ws, row, GAME_COLUMN, number, "center")
    result_dropdown(
        ws, labels, formulas.result_cells(RESULT, book.layout.last_game_row)
    )
    lock_schedule(ws, RESULT_ROUND)
    width = book.name_width()
    widths(ws, (7, 7, 6, width, 6, width, 10, 9, 9, 6, 7))
    print_setup(ws, book.paper, "1:1")


def crosstable(book: Book[MicroMatchEvent], ws: Worksheet) -> None:
    """The games' crosstable: each opponent's columns a game each."""
    one.crosstable(_games_book(book), ws)


MATCHES_SHAPE = Shape(scores=4, helpers=True)
"""A micro-match event with match points: the crosstable's match and game
points, Shmulyan coefficient and micro-matches won; a hidden column a game
after the order, the first of each micro-match's its outcome."""
_MATCH_POINT_KEYS = ("wb_micro_win", "wb_micro_draw", "wb_micro_loss")


def _matches_layout(event: MicroMatchEvent, labels: Labels) -> Layout:
    return Layout.of(game_event(event), labels, shape=MATCHES_SHAPE)


def _points(book: Book[MicroMatchEvent]) -> Sequence[Points]:
    """The games' points, and under them the micro-matches'."""
    games = one.PLAYERS.points(_games_book(book))
    scoring = book.tournament.match_scoring
    assert scoring is not None
    values = (scoring.win, scoring.draw, scoring.loss)
    row = POINTS_ROW + len(POINT_NAMES) + 2
    matches = Points(
        row, "wb_micro_points_heading", _MATCH_POINT_KEYS, values, MATCH_POINT_NAMES
    )
    return [*games, matches]


def match_crosstable(book: Book[MicroMatchEvent], ws: Worksheet) -> None:
    """The games' crosstable (a column a game under each opponent) and, in
    hidden columns, each micro-match's outcome once its games have a
    result: the match and game points, the Shmulyan coefficient and the
    micro-matches won of the micro-matches, and the live place by them as
    far as the chain goes (see :meth:`Book.live_order`)."""
    layout, pen, event = book.layout, book.pen, book.tournament
    keys = [column_letter(column) for column in book.live_order().columns]
    points, game_points, shm, wins = range(
        layout.totals_column, layout.totals_column + 4
    )
    helpers, helper_row = _outcomes(book, ws), layout.helper_row
    weights = helpers.format(row=f"${helper_row}")
    games = _span(
        FIRST_OPPONENT_COLUMN, layout.bye_column or layout.last_opponent_column
    )
    byes = _byes(event)
    one.game_cells(book, ws, game_event(event).schedule)
    for number in range(1, layout.entrants + 1):
        row = layout.row_of(number)
        totals = formulas.micro_totals(helpers.format(row=row), weights)
        bye_points, bye_wins = byes.get(number, ("", ""))
        rank, order, place = formulas.ranking(
            row,
            keys,
            column_letter(layout.rank_column),
            layout.first_row,
            layout.last_row,
        )
        for column, formula, look in (
            (points, totals["points"] + bye_points, "grid"),
            (game_points, f"=SUM({games.format(row=row)})", "grid"),
            (shm, totals["shm"], "grid"),
            (wins, totals["wins"] + bye_wins, "grid"),
            (layout.rank_column, rank, "grid"),
            (layout.order_column, order, "grid"),
            (layout.place_column, place, "place"),
        ):
            pen.put(ws, row, column, formula, look)


def _outcomes(book: Book[MicroMatchEvent], ws: Worksheet) -> str:
    """Each micro-match's outcome for the row player in the hidden column of
    its first game, and the opponent's match points under it in the hidden
    helper row (for the Shmulyan coefficient); the cells of a row's
    outcomes, ``{row}`` to fill in."""
    layout, pen, games = book.layout, book.pen, book.tournament.games
    helper_row = layout.helper_row
    points = column_letter(layout.totals_column)
    for opponent in range(1, layout.entrants + 1):
        theirs = layout.row_of(opponent)
        for start in range(1, layout.cycles + 1, games):
            helper = layout.helper_of(opponent, start)
            pen.put(ws, helper_row, helper, f"=${points}${theirs}", "note")
            for number in range(1, layout.entrants + 1):
                if number == opponent:
                    continue
                mine = _span(layout.column_of(opponent, start), games=games)
                other = _span(layout.column_of(number, start), games=games)
                formula = formulas.micro_match(
                    mine.format(row=layout.row_of(number)),
                    other.format(row=theirs),
                    games,
                )
                pen.put(ws, layout.row_of(number), helper, formula, "grid")
    pen.text(ws, helper_row, 2, book.labels.wb_shm_helper, "note")
    ws.row_dimensions[helper_row].hidden = True
    return _span(layout.helper_of(1, 1), layout.last_column)


def _span(first: int, last: int = 0, *, games: int = 0) -> str:
    """The cells from column ``first`` to ``last`` (or ``games`` columns)
    of a row, ``{row}`` to fill in.

    >>> _span(4, games=2).format(row=7), _span(27, 30).format(row="$12")
    ('D7:E7', 'AA$12:AD$12')
    """
    end = column_letter(last or first + games - 1)
    return f"{column_letter(first)}{{row}}:{end}{{row}}"


def _byes(event: MicroMatchEvent) -> dict[int, tuple[str, str]]:
    """What each player's byes reached add to their match points and to
    their micro-matches won (a bye worth a win counts as one), as formula
    terms: a bye of round r is reached with the first game of the round."""
    scoring = event.match_scoring
    assert scoring is not None
    rounds: dict[int, list[int]] = {}
    for rnd in event.schedule.rounds:
        if rnd.bye is not None:
            rounds.setdefault(rnd.bye, []).append((rnd.number - 1) * event.games + 1)
    after = formulas.absolute(*AFTER_ROUND)
    terms = {}
    for player, firsts in rounds.items():
        reached = "(0+" + "+".join(f"({after}>={r})" for r in firsts) + ")"
        points = f"+{scoring.bye}*{reached}" if scoring.bye else ""
        full = scoring.bye == scoring.win and scoring.win != 0
        terms[player] = (points, f"+{reached}" if full else "")
    return terms


def _final_values(
    book: Book[MicroMatchEvent], standings: Standings, standing: Standing
) -> Sequence[object]:
    federation = book.tournament.player(standing.number).federation
    return (federation or "", *(cell_number(score) for score in standing.scores))


_PLAYERS: Variation[Any] = one.PLAYERS
MICRO: Variation[MicroMatchEvent] = replace(
    _PLAYERS,
    layout=_layout,
    help="wb_help_micro",
    schedule_sheet=schedule_sheet,
    crosstable=crosstable,
)
"""A micro-match event ranked by game points: an event of players'
workbook over its games."""
MICRO_MATCHES: Variation[MicroMatchEvent] = replace(
    MICRO,
    layout=_matches_layout,
    points=_points,
    scores=("micro_match_points_short", "game_points_short", "tb_shm", "tb_win"),
    crosstable=match_crosstable,
    ranked=lambda layout, _event: (layout.totals_column, layout.totals_column + 1),
    carried=lambda layout: {
        code: layout.totals_column + offset
        for codes, offset in ((("SHM", "SHM:MP"), 2), (("WIN", "WIN:MP"), 3))
        for code in codes
    },
    final_heads=("wb_federation", "micro_match_points_short", "game_points_short"),
    final_values=_final_values,
)
"""A micro-match event with match points: its games as :data:`MICRO`'s,
and the micro-matches' match points, Shmulyan coefficient and wins, ranked
by match points, game points, then the chain as far as those carry it."""


def micro_variation(event: MicroMatchEvent) -> Variation[MicroMatchEvent]:
    """The workbook of ``event``: :data:`MICRO_MATCHES` where it has match
    points, else :data:`MICRO`."""
    return MICRO if event.match_scoring is None else MICRO_MATCHES
