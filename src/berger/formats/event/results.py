"""Results CSV: ``round,white,black,result`` (players by pairing number or by
name, case and spacing aside) or ``round,board,result``; ``,`` ``;`` or tab;
UTF-8, BOM or cp1251.

Extra columns (such as those of ``berger schedule --format csv``) are ignored,
so the schedule CSV with its result column filled in is a results file. A row
whose result is ``withdrew`` declares that the player in ``white`` took part in
rounds 1..``round`` only (``0``: withdrew before round 1).

An optional ``reversed`` column marks a game played with the colours reversed
(FIDE Laws 7.3: once 10 moves are made the game stands): ``yes`` (or ``1``,
``true``, ``x``, ``так``, ``да``) in it, ``white`` and ``black`` give the
colours they played and the result is as played (``1-0``: the player who had
white won); with ``round, board`` the board is the schedule's.

A ``game`` column numbers each game of a micro-match (``[rules]
micro_match``: each pairing plays N games, see
:mod:`berger.core.micro.matches`): ``round, white, black, game, result``,
the players as they played that game (the first game with the table's
colours, then alternating), or ``round, board, game, result``. A forfeit
with the game left empty forfeits the whole micro-match (``white`` and
``black`` then the table's). In an event of single games the column may be
there, each game 1: a single game is a match of one game, and one reader
(:func:`record_results_text`) reads both into the one recorder
(:class:`~berger.core.results.ResultsBuilder`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from berger.core.model import Outcome
from berger.core.results import Recorder
from berger.core.scheduled import check_game
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.event.participants import csv_rows, normalise_header
from berger.formats.files.entrants import player_matcher
from berger.formats.files.game_dates import DATE_ALIASES, GameDates, date_cell
from berger.formats.files.input_file import InputFile
from berger.formats.files.result_cells import number_cell, reversed_cell
from berger.messages import _, ngettext

COLUMN_ALIASES: dict[str, tuple[str, ...]] = {
    "round": ("round", "rd", "r", "тур", "раунд"),
    "board": ("board", "bd", "дошка", "доска", "стіл", "стол"),
    "game": ("game", "партія", "партия"),
    "white": ("white", "w", "білі", "белые"),
    "black": ("black", "b", "чорні", "черные"),
    "result": ("result", "res", "score", "результат", "рез"),
    "reversed": (
        "reversed",
        "colours reversed",
        "colors reversed",
        "кольори змінено",
        "цвета изменены",
    ),
    "date": DATE_ALIASES,
}
WITHDREW = ("withdrew", "withdrawn", "вибув", "выбыл")
"""Result spellings that declare a withdrawal."""


def record_results_csv(
    source: InputFile, tournament: Tournament, into: Recorder
) -> None:
    """Feed every row of a results CSV to ``into``, players matched to the
    tournament's; a row without a result only when ``into`` makes the
    schedule (and the row names the players).

    Raises:
        InputError: unreadable file, missing columns, an unknown result code, a
            player who matches nobody, or a row ``into`` refuses (a game not
            in the schedule, the message naming the game the schedule has; a
            bye; a round beyond the schedule; the same game twice with
            different results), located at its row.
    """
    record_results_text(source.text(), source.shown, tournament, into)


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One row of a results CSV with the game it names."""

    line: int
    """Its line in the file."""
    values: dict[str, str]
    """Each known column's cell, stripped (absent columns: empty)."""

    def get(self, name: str) -> str:
        """The cell of column ``name``, empty where the file has none."""
        return self.values.get(name, "")


@dataclass(frozen=True, slots=True)
class ResultRows:
    """The rows of a results CSV, as its header names their columns."""

    by_pair: bool
    """The games are named by ``white`` and ``black`` (else by ``board``)."""
    columns: frozenset[str]
    """The known columns the header has."""
    header_line: int
    """The header's line."""
    rows: tuple[ResultRow, ...]
    """Every row after the header that is not blank."""


def result_rows(text: str, shown: str) -> ResultRows:
    """The rows of a results CSV's decoded ``text``; ``shown`` names the
    file in messages.

    Raises:
        InputError: an empty file, a header without the columns a game
            needs, a row shorter than the columns that name its game.
    """
    rows = delimited_rows(text, shown)
    if not rows:
        raise InputError(_("the file is empty: no header row"), path=shown)
    header_line, header = rows[0]
    columns = header_columns(header, COLUMN_ALIASES)
    by_pair = "white" in columns and "black" in columns
    if (
        "round" not in columns
        or "result" not in columns
        or not (by_pair or "board" in columns)
    ):
        raise InputError(
            _(
                "the header needs round, white, black, result"
                " (or round, board, result); found {found}"
            ).format(found=", ".join(repr(cell) for cell in header)),
            path=shown,
            line=header_line,
        )
    # The columns a row must reach to name its game (a missing result column
    # at the end is a blank result).
    needed = max(
        position
        for name, position in columns.items()
        if name not in ("result", "reversed", "game", "date")
    )
    found: list[ResultRow] = []
    for line, row in rows[1:]:
        if len(row) <= needed:
            raise InputError(
                ngettext(
                    "the row has {count} field where the header has {header}:"
                    " is each field separated by {delimiter} as in the header?",
                    "the row has {count} fields where the header has {header}:"
                    " is each field separated by {delimiter} as in the header?",
                    len(row),
                ).format(
                    count=len(row),
                    header=len(header),
                    delimiter=_delimiter_name(text),
                ),
                path=shown,
                line=line,
            )
        values = {
            name: row[position].strip() if position < len(row) else ""
            for name, position in columns.items()
        }
        found.append(ResultRow(line, values))
    return ResultRows(by_pair, frozenset(columns), header_line, tuple(found))


def record_results_text(
    text: str, shown: str, tournament: Tournament, into: Recorder
) -> None:
    """:func:`record_results_csv` of a results CSV's decoded ``text``;
    ``shown`` names the file in messages. Each pairing plays a match of
    ``tournament.games`` games (a micro-match; a single game is a match of
    one), each numbered in the ``game`` column; a row without a game is the
    whole match: a single game's one game, or a micro-match forfeited.

    Raises:
        InputError: as :func:`record_results_csv`; a game the match lacks;
            for micro-matches, no ``game`` column, a row without its game
            that is not a forfeit, a game marked ``reversed``, or colours
            not that game's, located at its row.
    """
    read = result_rows(text, shown)
    games = tournament.games
    if games > 1 and "game" not in read.columns:
        raise InputError(
            ngettext(
                "the header needs a game column: each pairing plays a"
                " micro-match of {games} game",
                "the header needs a game column: each pairing plays a"
                " micro-match of {games} games",
                games,
            ).format(games=games),
            path=shown,
            line=read.header_line,
        )
    match = player_matcher(tournament, shown)
    dates = GameDates(tournament, shown)
    for row in read.rows:
        line, result = row.line, row.get("result")
        named = read.by_pair and (row.get("white") or row.get("black"))
        day = date_cell(row.get("date"), shown, line)
        if not result and day is None and not (into.makes_schedule and named):
            continue
        round_number = number_cell(row.get("round"), shown, line)
        day = dates.own(round_number, day)
        try:
            if result.casefold() in WITHDREW:
                into.withdraw(match(row.get("white"), line, "white"), round_number)
                continue
            outcome = Outcome.from_code(result, game=tournament.info.game)
        except InputError as exc:
            raise exc.located(path=shown, line=line, field="result") from None
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
        reversed = reversed_cell(row.get("reversed"), shown, line)
        game = _game(row.get("game"), games, outcome, reversed, shown, line)
        try:
            if read.by_pair:
                white = match(row.get("white"), line, "white")
                black = match(row.get("black"), line, "black")
                scheduled = into.add(
                    round_number,
                    white,
                    black,
                    outcome,
                    game=game,
                    reversed=reversed,
                    date=day,
                )
            else:
                board = number_cell(row.get("board"), shown, line, field="board")
                scheduled = into.add_board(
                    round_number, board, outcome, game=game, reversed=reversed, date=day
                )
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
        numbers = range(1, games + 1) if game is None else range(game, game + 1)
        dates.keep(scheduled, day, line, numbers=numbers)
    dates.check()


def _game(
    text: str, games: int, outcome: Outcome, reversed: bool, shown: str, line: int
) -> int | None:
    """The game of its match that a row with ``outcome`` (``reversed``: its
    colours reversed) names; None for the whole match (no game given): a
    single game's one game, or a micro-match forfeited.

    Raises:
        InputError: a game of a micro-match marked reversed (its games are
            given as played), a micro-match not forfeited whole, not a game
            number, or a game the match lacks; located at the row's field.
    """
    if reversed and games > 1:
        raise InputError(
            _(
                "a game of a micro-match is entered with the colours it was"
                " played with: give them as white and black, reversed empty"
            ),
            path=shown,
            line=line,
            field="reversed",
        )
    if not text:
        if games == 1 or outcome.forfeit:
            return None
        raise InputError(
            _("give the game of the micro-match (1–{games})").format(games=games),
            path=shown,
            line=line,
            field="game",
        )
    game = number_cell(text, shown, line, field="game")
    try:
        check_game(game, games)
    except ScheduleError as exc:
        raise InputError(str(exc), path=shown, line=line, field="game") from None
    return game


def header_columns(
    header: Sequence[str], aliases: Mapping[str, tuple[str, ...]]
) -> dict[str, int]:
    """The position of each column of a header row that ``aliases`` (a
    column's name -> the headers that name it, compared as
    :func:`normalise_header` makes them) knows, the first where two name
    one column.

    >>> header_columns(["Тур", "Board", "board"], COLUMN_ALIASES)
    {'round': 0, 'board': 1}
    """
    names = {alias: name for name, known in aliases.items() for alias in known}
    columns: dict[str, int] = {}
    for position, cell in enumerate(header):
        name = names.get(normalise_header(cell))
        if name is not None and name not in columns:
            columns[name] = position
    return columns


def header_delimiter(text: str) -> str:
    """The delimiter of the header (the first non-blank line): tab, ``;``
    or ``,``.

    >>> header_delimiter("round;white;black;result\\n")
    ';'
    """
    first = next((line for line in text.split("\n") if line.strip()), "")
    return next((d for d in ("\t", ";", ",") if d in first), ",")


def _delimiter_name(text: str) -> str:
    """The header's delimiter as a message names it."""
    delimiter = header_delimiter(text)
    return _("a tab") if delimiter == "\t" else repr(delimiter)


def delimited_rows(text: str, shown: str) -> list[tuple[int, list[str]]]:
    """Non-blank rows of a CSV/TSV text with their line numbers; the
    delimiter is the header's (tab, ``;`` or ``,``).

    Raises:
        InputError: malformed CSV.
    """
    delimiter = header_delimiter(text)
    return [
        (line, row)
        for line, row in csv_rows(text, delimiter, shown)
        if any(cell.strip() for cell in row)
    ]
