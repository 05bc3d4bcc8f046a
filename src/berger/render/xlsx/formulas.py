"""The workbook's live formulas, as text.

Plain, portable, non-array formulas (IF, SUM, SUMPRODUCT, RANK, COUNTIF,
INDEX, MATCH) so that Excel and LibreOffice recalculate them alike. The points
of each result come from the event sheet's named cells (``pts_win`` ...), so
changing one recounts everything. The live place ranks by points, then by
the event's chain as far as the formulas work it out (Sonneborn-Berger,
wins; a micro-match event's Shmulyan coefficient and micro-matches won),
players still level sharing it (``3-4``); the withdrawal rule is not
applied here (the final standings sheet applies it).

Pure string builders over a :class:`~berger.render.xlsx.layout.Layout`, or
over plain sheet names, rows and columns where the team workbook builds the
same formula: no openpyxl here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from berger.core.model import Schedule
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.render.xlsx.layout import (
    AFTER_ROUND,
    BLACK_POINTS,
    FIRST_OPPONENT_COLUMN,
    MATCH_POINT_NAMES,
    POINT_NAMES,
    RESULT,
    SCHEDULE,
    TABLE_HEADER_ROW,
    WHITE_POINTS,
    Layout,
    LiveLines,
    column_letter,
)

DROPDOWN = ("1-0", "½-½", "0-1", "+-", "-+", "--", "1/2-1/2")
"""The result codes offered in the schedule's dropdown (blank is allowed)."""
DRAWS = ("½-½", "1/2-1/2")
"""The dropdown's two spellings of a draw."""

_WIN, _DRAW, _LOSS, _FWIN, _FLOSS, _BYE = POINT_NAMES
_WHITE_CASES = (
    (("1-0",), _WIN),
    (DRAWS, _DRAW),
    (("0-1",), _LOSS),
    (("+-",), _FWIN),
    (("-+", "--"), _FLOSS),
)
"""The codes of the dropdown and the points each gives white."""
_BLACK_CASES = (
    (("1-0",), _LOSS),
    (DRAWS, _DRAW),
    (("0-1",), _WIN),
    (("-+",), _FWIN),
    (("+-", "--"), _FLOSS),
)
"""The codes of the dropdown and the points each gives black."""


def sheet_ref(name: str) -> str:
    """``'Name'!`` for formulas, quotes doubled.

    >>> sheet_ref("Bob's")
    "'Bob''s'!"
    """
    return "'" + name.replace("'", "''") + "'!"


def absolute(row: int, column: int) -> str:
    """An absolute cell reference: ``$C$2``."""
    return f"${column_letter(column)}${row}"


def point_ref(sheet: str, row: int) -> str:
    """Where a named points cell points: column B of ``row`` of the event
    sheet named ``sheet``."""
    return sheet_ref(sheet) + absolute(row, 2)


def dropdown_list() -> str:
    """The list of the result cells' data validation."""
    return '"' + ",".join(DROPDOWN) + '"'


def result_cells(column: int, last_row: int) -> str:
    """A schedule's result cells, in ``column`` from the first game down to
    ``last_row``: the range the dropdown covers."""
    result = column_letter(column)
    return f"{result}{FIRST_GAME_ROW}:{result}{last_row}"


def side_points(row: int, *, white: bool, column: int = RESULT) -> str:
    """Points of one side of the game in schedule ``row``, from its result
    cell (in ``column``; a team schedule's result is read from the
    first-named team's side, as ``white``).

    Blank or ``*`` is no result (empty); any other text shows ``?`` (the
    dropdown refuses it; a pasted value can slip through).
    """
    result = f"{column_letter(column)}{row}"
    formula = '"?"'
    for codes, points in reversed(_WHITE_CASES if white else _BLACK_CASES):
        test = ",".join(f'{result}="{code}"' for code in codes)
        if len(codes) > 1:
            test = f"OR({test})"
        formula = f"IF({test},{points},{formula})"
    return f'=IF(OR({result}="",{result}="*"),"",{formula})'


def result_round(row: int, *, points: int = WHITE_POINTS) -> str:
    """The round of the game in schedule ``row`` once it has a result (its
    points in column ``points``), else empty."""
    return f'=IF({column_letter(points)}{row}="","",A{row})'


def last_round(schedule: str, column: int, last_row: int) -> str:
    """The crosstable's "after round": the last round with a result, the
    highest in ``column`` (the round of each result) of the schedule sheet
    named ``schedule``, from the first game down to ``last_row``."""
    rounds = column_letter(column)
    return f"=MAX({sheet_ref(schedule)}${rounds}${FIRST_GAME_ROW}:${rounds}${last_row})"


def game_points(layout: Layout, row: int, *, white: bool) -> str:
    """A crosstable cell: one side's points in the game of schedule ``row``."""
    column = column_letter(WHITE_POINTS if white else BLACK_POINTS)
    return f"={sheet_ref(layout.names[SCHEDULE])}{column}{row}"


def bye_points(rounds: Sequence[int]) -> str:
    """A player's bye points: those of the bye ``rounds`` reached so far."""
    # 0+ makes a number of a lone TRUE/FALSE: Excel never finds FALSE equal to 0.
    after = absolute(*AFTER_ROUND)
    reached = "0+" + "+".join(f"({after}>={r})" for r in rounds)
    return f'=IF({reached}=0,"",{_BYE}*({reached}))'


def crosstable_cells(layout: Layout, schedule: Schedule) -> dict[tuple[int, int], str]:
    """(player, crosstable column) to the cell's formula: each side's points
    of each game, and each player's bye points in the bye column (odd n).
    A pair's k-th game stands in its k-th column (its cycle in the Berger
    table; pairings made elsewhere may bring a pair's two games in one
    cycle). The diagonal has none, nor a game not paired yet."""
    cells: dict[tuple[int, int], str] = {}
    met: Counter[tuple[int, int]] = Counter()
    for row, game in enumerate(schedule.games(), FIRST_GAME_ROW):
        pair = (min(game.white, game.black), max(game.white, game.black))
        met[pair] += 1
        cells[game.white, layout.column_of(game.black, met[pair])] = game_points(
            layout, row, white=True
        )
        cells[game.black, layout.column_of(game.white, met[pair])] = game_points(
            layout, row, white=False
        )
    if layout.bye_column is not None:
        byes: dict[int, list[int]] = {}
        for rnd in schedule.rounds:
            if rnd.bye is not None:
                byes.setdefault(rnd.bye, []).append(rnd.number)
        for player, rounds in byes.items():
            cells[player, layout.bye_column] = bye_points(rounds)
    return cells


def totals(layout: Layout, row: int, keys: Sequence[int]) -> dict[int, str]:
    """Crosstable column to formula for the player in ``row``: points, SB,
    wins, rank (by the columns ``keys`` in turn), order (each line in the
    standings), place."""
    first, last = layout.first_row, layout.last_row
    games_from = column_letter(FIRST_OPPONENT_COLUMN)
    games_to = column_letter(layout.last_opponent_column)
    totals_to = column_letter(layout.bye_column or layout.last_opponent_column)
    helper = layout.helper_row
    rk = column_letter(layout.rank_column)
    games = f"{games_from}{row}:{games_to}{row}"
    wins = f"=COUNTIF({games},{_WIN})+IF({_FWIN}<>{_WIN},COUNTIF({games},{_FWIN}),0)"
    if layout.bye_column is not None:
        bye = f"{column_letter(layout.bye_column)}{row}"
        wins += f"+IF(AND({_BYE}={_WIN},{_WIN}<>0),N({bye})/{_WIN},0)"
    rank, order, place = ranking(row, [column_letter(c) for c in keys], rk, first, last)
    return {
        layout.totals_column: f"=SUM({games_from}{row}:{totals_to}{row})",
        layout.sb_column: f"=SUMPRODUCT({games},"
        f"{games_from}${helper}:{games_to}${helper})",
        layout.wins_column: wins,
        layout.rank_column: rank,
        layout.order_column: order,
        layout.place_column: place,
    }


def ranking(
    row: int, keys: Sequence[str], rank: str, first: int, last: int
) -> tuple[str, str, str]:
    """The rank, order and place formulas of the line in ``row`` of a table
    whose lines are rows ``first`` to ``last``: ranked by the columns
    ``keys`` in turn (each higher first: a line is below each line ahead of
    it on the first key, or level on the keys before one and ahead on it);
    ``rank`` is the rank's column. Order is each line's place in the
    standings (ties by row); the place is shared (``3-4``) by lines still
    level.

    >>> ranking(5, ["P", "S"], "R", 4, 9)[0]
    '=RANK(P5,$P$4:$P$9)+SUMPRODUCT(($P$4:$P$9=P5)*($S$4:$S$9>S5))'
    >>> ranking(5, ["P"], "R", 4, 9)[2]
    '=IF(COUNTIF($R$4:$R$9,R5)>1,R5&"-"&(R5+COUNTIF($R$4:$R$9,R5)-1),R5)'
    """
    columns = [f"${c}${first}:${c}${last}" for c in keys]
    terms = [f"RANK({keys[0]}{row},{columns[0]})"]
    for index in range(1, len(keys)):
        level = "*".join(f"({columns[k]}={keys[k]}{row})" for k in range(index))
        ahead = f"({columns[index]}>{keys[index]}{row})"
        terms.append(f"SUMPRODUCT({level}*{ahead})")
    own = f"{rank}{row}"
    shared = f"COUNTIF(${rank}${first}:${rank}${last},{own})"
    return (
        "=" + "+".join(terms),
        f"={own}+COUNTIF(${rank}${first}:{own},{own})-1",
        f'=IF({shared}>1,{own}&"-"&({own}+{shared}-1),{own})',
    )


def micro_match(mine: str, theirs: str, games: int) -> str:
    """A micro-match's outcome for the row player, from the cells of its
    ``games`` games (the row player's points ``mine``, the opponent's
    ``theirs``) once each has a result: 1 won, 0.5 drawn, 0 lost (by both
    where neither scored anything, as :mod:`berger.core.micro.table` has
    it); empty before.

    >>> micro_match("D4:E4", "F5:G5", 2)
    '=IF(COUNT(D4:E4)<2,"",IF(SUM(D4:E4)>SUM(F5:G5),1,IF(SUM(D4:E4)<SUM(F5:G5),0,IF(SUM(D4:E4)+SUM(F5:G5)=0,0,0.5))))'
    """
    a, b = f"SUM({mine})", f"SUM({theirs})"
    return (
        f'=IF(COUNT({mine})<{games},"",IF({a}>{b},1,IF({a}<{b},0,IF({a}+{b}=0,0,0.5))))'
    )


def micro_totals(helpers: str, weights: str) -> dict[str, str]:
    """A player's match points, Shmulyan coefficient and micro-matches won
    from the outcomes of its micro-matches (the cells ``helpers``, see
    :func:`micro_match`) and each one's opponent's match points
    (``weights``, under them): won, drawn and lost scored by the event's
    named match points (a bye's are the caller's to add).

    >>> micro_totals("P4:U4", "P$10:U$10")["shm"]
    '=SUMPRODUCT((P4:U4=1)*P$10:U$10)-SUMPRODUCT(ISNUMBER(P4:U4)*(P4:U4=0)*P$10:U$10)'
    """
    win, draw, loss = MATCH_POINT_NAMES
    points = (
        f"=COUNTIF({helpers},1)*{win}+COUNTIF({helpers},0.5)*{draw}"
        f"+COUNTIF({helpers},0)*{loss}"
    )
    return {
        "points": points,
        "shm": f"=SUMPRODUCT(({helpers}=1)*{weights})"
        f"-SUMPRODUCT(ISNUMBER({helpers})*({helpers}=0)*{weights})",
        "wins": f"=COUNTIF({helpers},1)",
    }


def opponent_points(layout: Layout, opponent: int) -> str:
    """The hidden helper row's cell under ``opponent``'s columns: their
    points, which Sonneborn-Berger weighs each result by."""
    return "=" + absolute(layout.row_of(opponent), layout.totals_column)


def standings_round(crosstable: str) -> str:
    """The live standings' "after round": that of the crosstable sheet named
    ``crosstable`` (both workbooks keep it in the same cell)."""
    return "=" + sheet_ref(crosstable) + absolute(*AFTER_ROUND)


def standings_line(lines: LiveLines, line: int) -> dict[int, str]:
    """Live standings column to formula for the ``line``-th player (or
    team) in order: the number finds the crosstable row, the rest are read
    from it."""
    cross = sheet_ref(lines.crosstable)
    row = TABLE_HEADER_ROW + line
    first, last = lines.first_row, lines.last_row
    order = column_letter(lines.order_column)
    formulas = {2: f"=MATCH({line},{cross}${order}${first}:${order}${last},0)"}
    for column, origin in lines.sources.items():
        c = column_letter(origin)
        formulas[column] = f"=INDEX({cross}${c}${first}:${c}${last},$B{row})"
    return formulas
