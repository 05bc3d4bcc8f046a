"""A ballot's opening as PDN writes a game's start: the moves that reach
its position from the starting one, in the notation pydraughts reads
(``c3-d4``, ``c3xe5`` on the 64-square board, ``33-28`` on the 100-square
board), played by pydraughts' own rules; or, where no moves reach it (a
position set up: the Russian and Brazilian tables' openings whose men are
placed, ``e3-a5 h8-h4``, or a side that passes, ``---``), none.

A table's moves may be written in the short notation of the Russian tables
(``ab4``: the man on the a-file to b4), in full (``c3-d4``, ``c3:e5``) or
by number (``33-28``, ``28x19``); each is matched to the one legal move it
names, and the position the moves reach must be the table's.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from berger.core.ballots import Opening
from berger.core.disciplines import Discipline
from berger.core.positions import parse_position
from berger.errors import InputError

_SHORT = re.compile(r"^([a-j])([a-j]\d{1,2})$")
_FULL = re.compile(r"^([a-j]?\d{1,2})\s*[-x:]\s*([a-j]?\d{1,2})$")


def opening_moves(opening: Opening, discipline: Discipline) -> tuple[str, ...] | None:
    """The moves that reach ``opening``'s position from the starting
    position of ``discipline``, as PDN writes them; None where none do
    (its position is set up, or a move is not a legal one).

    >>> from berger.core.ballots import Opening
    >>> table = "W:Wa1,b4,c3,e3,g3,c1,e1,g1,b2,d2,f2,h2:Ba5,b6,d6,f6,h6,a7"
    >>> opening = Opening("I-3", "ab4 ba5 ba3 ab6", "")
    >>> opening_moves(opening, Discipline.RUSSIAN)
    ('a3-b4', 'b6-a5', 'b2-a3', 'a7-b6')
    """
    return _moves(opening.moves, opening.position, discipline)


@functools.cache
def _moves(moves: str, position: str, discipline: Discipline) -> tuple[str, ...] | None:
    from draughts import Board

    tokens = moves.split()
    if not tokens:
        return None
    board = Board(discipline.facts.variant)
    played: list[str] = []
    for token in tokens:
        found = _legal(board, token, discipline)
        if found is None:
            return None
        written, move = found
        board.push(move)
        played.append(written)
    if position and not _same(board.fen, position, discipline):
        return None
    return tuple(played)


def _legal(board: Any, token: str, discipline: Discipline) -> tuple[str, object] | None:
    """The legal move ``token`` names on ``board``, as PDN writes it, and
    pydraughts' move; None where it names none, or more than one."""
    from draughts.convert import _number_to_algebraic

    algebraic = discipline.facts.board == 8
    text = token.strip().lower()
    short = _SHORT.match(text) if algebraic else None
    full = _FULL.match(text)
    found = []
    for move in board.legal_moves():
        written = str(move.pdn_move)
        if algebraic:
            written = _number_to_algebraic(written, variant=discipline.facts.variant)
        squares = re.split(r"[-x:]", written)
        start, end = squares[0], squares[-1]
        named_short = short is not None and (start[0], end) == short.groups()
        named_full = full is not None and (
            _square(start) == _square(full.group(1))
            and _square(end) == _square(full.group(2))
        )
        if named_short or named_full:
            found.append((written, move))
    return found[0] if len(found) == 1 else None


def _square(text: str) -> str:
    """A square as compared: ``05`` is ``5``."""
    return text.lstrip("0") if text.isdecimal() else text


def _same(fen: str, position: str, discipline: Discipline) -> bool:
    """Whether two FENs are the same position (side, men, kings)."""
    size = discipline.facts.board
    try:
        return parse_position(fen, size) == parse_position(position, size)
    except InputError:
        return False
