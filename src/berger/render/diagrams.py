"""The diagram of an opening position, drawn by pydraughts (its SVG board,
no external resource: WeasyPrint prints it offline), as inline markup for
the pages of a draughts event.

pydraughts is imported inside the function, so ``berger --help`` stays fast.
"""

from __future__ import annotations

import functools
import re

from berger.core.disciplines import Discipline

_OPEN = re.compile(r"^<svg\b")


@functools.lru_cache(maxsize=1024)
def diagram_svg(position: str, discipline: Discipline) -> str:
    """The board of ``position`` (PDN's FEN) as an inline ``<svg>`` with the
    class ``diagram``, sized by the page's CSS: the discipline's board, as
    pydraughts draws its variant.

    Raises:
        ValueError: a position pydraughts cannot set up (berger checks every
            ballot's positions when it reads them).
    """
    from draughts import Board
    from draughts.svg import create_svg

    svg = create_svg(Board(discipline.facts.variant, position)).strip()
    return _OPEN.sub('<svg class="diagram" role="img"', svg, count=1)
