"""The round chart: the table by numbers, one round a line and one board a
column, and the players' schedules (``round_chart.html`` writes its sizes
from :class:`ChartGeometry`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.render.geometry.fitting import NameBox, Run, text_width
from berger.render.geometry.page import Paper, text_area

CHART_ROUND_COLUMN = 13.0
"""Round chart by numbers: the round column (mm)."""
CHART_PADDING = 0.6
"""Round chart by numbers: left and right of each pair (mm)."""
CHART_SIZES = (10.0, 9.0, 8.0)
"""Round chart by numbers: the pairs' type, largest first."""
SCHEDULE_NAME = 48.0
"""Players' schedules: the name column, unless a longer name has room."""
SCHEDULE_ROUND = 7.0
"""Players' schedules: the least width of a round's column (``39 ч``)."""
SCHEDULE_SIZE = 8.0
"""Players' schedules: type size (condensed)."""


@dataclass(frozen=True, slots=True)
class ChartGeometry:
    """How the round chart prints: the table by numbers, one round a line and
    one board a column, and the players' schedules."""

    landscape: bool
    """The table by numbers is on landscape pages."""
    size: float
    """Type size of the pairs (pt)."""
    condensed: bool
    """The pairs in the condensed face."""
    round_column: float
    """The round column (mm)."""
    padding: float
    """Left and right of each pair (mm)."""
    names: NameBox
    """Where the players' schedules print a name."""


def chart_geometry(
    paper: Paper,
    *,
    pairs: int,
    size: int,
    phantom: bool,
    names: Sequence[Sequence[Run]] = (),
    rounds: int = 1,
) -> ChartGeometry:
    """The chart of ``pairs`` pairs a round (the phantom's among them) of a
    table of ``size`` numbers: every round on one line, each pair in its
    board's column, portrait at the largest type that fits, else landscape.

    >>> from berger.render.geometry.page import PAPERS
    >>> g = chart_geometry(PAPERS["a4"], pairs=4, size=8, phantom=False)
    >>> g.landscape, g.size, g.condensed
    (False, 10.0, False)
    >>> g = chart_geometry(PAPERS["a4"], pairs=20, size=40, phantom=False)
    >>> g.landscape, g.size, g.condensed
    (True, 9.0, True)
    """
    widest = f"{size} – {size - 1}" if not phantom else f"({size}) – {size - 1}"
    choices = [
        (landscape, points, condensed)
        for points in CHART_SIZES
        for landscape in (False, True)
        for condensed in (False, True)
    ]
    for landscape, points, condensed in choices:
        room = (text_area(paper, landscape=landscape)[0] - CHART_ROUND_COLUMN) / pairs
        if (
            text_width(widest, points, bold=True, condensed=condensed)
            + 2 * CHART_PADDING
            <= room
        ):
            break
    width = text_area(paper, landscape=True)[0]
    longest = max(
        (
            sum(
                text_width(text, SCHEDULE_SIZE * scale, bold=bold, condensed=True)
                for text, scale, bold in runs
            )
            for runs in names
        ),
        default=0.0,
    )
    room = width - SCHEDULE_ROUND * (rounds + 1)
    return ChartGeometry(
        landscape=landscape,
        size=points,
        condensed=condensed,
        round_column=CHART_ROUND_COLUMN,
        padding=CHART_PADDING,
        names=NameBox(
            width=max(SCHEDULE_NAME, min(room, longest + 1.0)),
            size=SCHEDULE_SIZE,
            bold=False,
            condensed=True,
        ),
    )
