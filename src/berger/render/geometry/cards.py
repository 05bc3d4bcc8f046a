"""The pairing cards' sheet: the text area of the page cut into equal cards."""

from __future__ import annotations

from dataclasses import dataclass

from berger.render.geometry.fitting import NameBox, text_lines
from berger.render.geometry.page import Paper, text_area


@dataclass(frozen=True, slots=True)
class CardGrid:
    """The pairing cards' sheet: the text area cut into equal cards, side by
    side in rows."""

    columns: int
    """Cards across."""
    rows: int
    """Cards down."""
    height: float
    """The sheet: the text area's height."""
    card_width: float
    """Width of one card."""
    card_height: float
    """Height of one card."""

    @property
    def inset(self) -> float:
        """Left and right of a card's text (:data:`CARD_INSET`)."""
        return CARD_INSET

    @property
    def names(self) -> NameBox:
        """Where a card prints a player: number, title, name and rating on
        the card's width less its insets, at :data:`CARD_NAME_SIZE`."""
        return NameBox(
            width=self.card_width - 2 * CARD_INSET,
            size=CARD_NAME_SIZE,
            number=True,
            rating=True,
        )

    def event_type(self, name: str) -> EventType:
        """How the event's ``name`` prints beside the board box: the first of
        :data:`CARD_EVENT_TYPES` at which it takes no more lines than that
        step allows, else the last, wrapped onto as many lines as it needs."""
        width = self.card_width - CARD_HEADER_LEFT - CARD_INSET
        runs = [(name, 1.0, False)]
        return next(
            (
                kind
                for kind in CARD_EVENT_TYPES
                if text_lines(runs, width, kind.size, condensed=kind.condensed)
                <= kind.lines
            ),
            CARD_EVENT_TYPES[-1],
        )

    @property
    def header_left(self) -> float:
        """Left of the round, the date and the event, beside the board box."""
        return CARD_HEADER_LEFT

    @property
    def lefts(self) -> tuple[float, ...]:
        """Left edge of each column of cards."""
        return tuple(self.card_width * k for k in range(self.columns))

    @property
    def tops(self) -> tuple[float, ...]:
        """Top edge of each row of cards."""
        return tuple(self.card_height * k for k in range(self.rows))


@dataclass(frozen=True, slots=True)
class EventType:
    """The type of the event's name on a card."""

    size: float
    """Type size in pt."""
    condensed: bool
    """The condensed face."""
    lines: int
    """Lines it may take at this size."""


CARD_EVENT_TYPES = (
    EventType(7.0, condensed=False, lines=2),
    EventType(6.0, condensed=True, lines=2),
    EventType(5.0, condensed=True, lines=3),
)
"""The event's name on a card, largest first: each fits between the date and
the white player's label in the lines it allows; never under 5 pt."""
CARD_HEADER_LEFT = 30.0
"""Left of the round, the date and the event inside a card (mm)."""
CARD_COLUMNS = 2
"""Pairing cards across a sheet."""
CARD_ROWS = 3
"""Pairing cards down a sheet."""
CARD_INSET = 5.5
"""Left and right of a card's text, inside its cut lines (mm)."""
CARD_NAME_SIZE = 11.5
"""A card's players (pt)."""


def card_grid(paper: Paper) -> CardGrid:
    """Two cards across, three down, over the whole text area (95 × 90 mm on A4).

    >>> from berger.render.geometry.page import PAPERS
    >>> grid = card_grid(PAPERS["a4"])
    >>> grid.card_width, grid.card_height, grid.height, grid.tops
    (95.0, 90.0, 270.0, (0.0, 90.0, 180.0))
    """
    width, height = text_area(paper)
    return CardGrid(
        columns=CARD_COLUMNS,
        rows=CARD_ROWS,
        height=height,
        card_width=width / CARD_COLUMNS,
        card_height=height / CARD_ROWS,
    )
