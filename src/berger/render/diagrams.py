"""The diagram of an opening position, drawn by pydraughts (its SVG board,
no external resource: WeasyPrint prints it offline), as inline markup for
the pages of a draughts event.

pydraughts labels every board's files a, b, c ... and its ranks 1, 2, 3
... and has no other labels. A discipline whose notation numbers the
squares (PDN's ``GameType`` says so: international draughts, whose
openings read ``33-28``) gets its squares' numbers instead: those of the
edge squares around the board, as the FMJD's diagrams print them, and the
number of each empty playing square in it, so that a move of the opening
reads off the diagram.

pydraughts is imported inside the function, so ``berger --help`` stays fast.
"""

from __future__ import annotations

import functools
import re

from berger.core.disciplines import Discipline
from berger.core.positions import parse_position

_OPEN = re.compile(r"^<svg\b")
_LABEL = re.compile(r"<text\b[^>]*>[^<]*</text>\s*")
SQUARE = 40
"""A square of pydraughts' board, in the SVG's units."""
MARGIN = 16
"""The frame around pydraughts' board, in the SVG's units."""
EDGE_SIZE = 12
"""The type of the edge squares' numbers around the board (SVG units)."""
INNER_SIZE = 16
"""The type of the empty squares' numbers on the board (SVG units)."""
_FONT = 'font-family="Berger Sans, DejaVu Sans, sans-serif" text-anchor="middle"'


@functools.lru_cache(maxsize=1024)
def diagram_svg(position: str, discipline: Discipline) -> str:
    """The board of ``position`` (PDN's FEN) as an inline ``<svg>`` with the
    class ``diagram``, sized by the page's CSS: the discipline's board, as
    pydraughts draws its variant, its squares numbered where the
    discipline's notation numbers them (see the module).

    Raises:
        ValueError: a position pydraughts cannot set up (berger checks every
            ballot's positions when it reads them).
    """
    from draughts import Board
    from draughts.svg import create_svg

    svg = create_svg(Board(discipline.facts.variant, position)).strip()
    if numbered(discipline):
        size = discipline.facts.board
        taken = parse_position(position, size)
        empty = set(range(1, discipline.squares + 1)) - taken.white - taken.black
        labels = "".join(square_numbers(size, empty))
        svg = _LABEL.sub("", svg).replace("</svg>", f"{labels}</svg>")
    return _OPEN.sub('<svg class="diagram" role="img"', svg, count=1)


def numbered(discipline: Discipline) -> bool:
    """Whether the discipline's notation numbers the squares: the fifth
    field of its PDN ``GameType`` (``N`` numeric, ``A`` algebraic).

    >>> numbered(Discipline.INTERNATIONAL), numbered(Discipline.RUSSIAN)
    (True, False)
    """
    return discipline.facts.game_type.split(",")[4].startswith("N")


def square_place(number: int, size: int) -> tuple[int, int]:
    """The row (from the top, Black's side) and the column (from White's
    left) of the playing square ``number`` of the ``size`` × ``size``
    board, numbered as PDN numbers it.

    >>> square_place(1, 10), square_place(6, 10), square_place(50, 10)
    ((0, 1), (1, 0), (9, 8))
    """
    row, place = divmod(number - 1, size // 2)
    return row, 2 * place + (1 if row % 2 == 0 else 0)


def square_numbers(size: int, empty: set[int]) -> list[str]:
    """The SVG texts of the numbered board: the numbers of the top and
    bottom rows above and below it, of the other squares on its left and
    right edges beside it, and of the ``empty`` squares on them."""
    texts = []
    outside = SQUARE / 2 + MARGIN / 2  # from a square's centre to the frame's
    for number in range(1, size * size // 2 + 1):
        row, column = square_place(number, size)
        x = MARGIN + column * SQUARE + SQUARE / 2
        y = MARGIN + row * SQUARE + SQUARE / 2
        if number in empty:
            texts.append(_text(x, y, number, INNER_SIZE, "#F4E6CC"))
        if row in (0, size - 1):
            edge = (x, y - outside if row == 0 else y + outside)
        elif column in (0, size - 1):
            edge = (x - outside if column == 0 else x + outside, y)
        else:
            continue
        texts.append(_text(*edge, number, EDGE_SIZE, "white"))
    return texts


def _text(x: float, y: float, number: int, size: int, fill: str) -> str:
    """A square's number centred on (x, y)."""
    return (
        f'<text x="{x:g}" y="{y:g}" {_FONT} dominant-baseline="central"'
        f' font-size="{size}" fill="{fill}">{number}</text>'
    )
