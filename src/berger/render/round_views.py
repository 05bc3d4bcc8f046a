"""What the pairing cards and the round sheets show: each round's games, the
cards laid out for cut-and-stack, and the type the round sheets print in.
Pure, like :mod:`berger.render.views`.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.standings import PendingGame
from berger.core.tournament import Tournament
from berger.render.geometry.cards import CARD_COLUMNS, CARD_ROWS
from berger.render.geometry.fitting import NameBox
from berger.render.geometry.page import Paper
from berger.render.geometry.sheets import (
    SheetType,
    sheet_fits,
    sheet_name_box,
    sheet_types,
)
from berger.render.pending import PendingView, pending_views
from berger.render.views import PlayerView, entries, name_fit, round_date

CARDS_PER_PAGE = CARD_COLUMNS * CARD_ROWS
"""Pairing cards per sheet: 2 across, 3 down
(:func:`~berger.render.geometry.cards.card_grid`)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One pairing card (result slip)."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    board: int
    """Board number."""
    white: PlayerView
    """Player with white."""
    black: PlayerView
    """Player with black."""


@dataclass(frozen=True, slots=True)
class CardSheet:
    """One printed sheet of cards: all of one round, ``None`` in empty places."""

    round: int
    """Round of the event."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    cards: tuple[Card | None, ...]
    """Cards in reading order (left to right, top to bottom)."""


@dataclass(frozen=True, slots=True)
class GameRow:
    """One board of a round sheet."""

    board: int
    """Board number."""
    white: PlayerView
    """Player with white."""
    black: PlayerView
    """Player with black."""
    outcome: Outcome
    """Result, UNPLAYED while unknown."""
    date: dt.date | None = None
    """The game's own date (played, or set for, on another day than its
    round's), else None."""


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """One round's pairings, for the wall."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    games: tuple[GameRow, ...]
    """Boards in order."""
    bye: PlayerView | None
    """Player without a game this round, or None."""
    pending: tuple[PendingView, ...] = ()
    """The games of earlier rounds pending (postponed) now."""


def sheet_type(tournament: Tournament, paper: Paper) -> tuple[SheetType, NameBox]:
    """The round sheets' type: the largest the boards of a round allow
    (:func:`~berger.render.geometry.sheets.sheet_types`) at which every round,
    its names wrapped as they print, fits one page (the QR code of the
    event's site beside the header where it has one); and where the names
    print."""
    schedule = tournament.schedule
    players = entries(tournament)
    rounds = [
        [(g.white, g.black) for g in rnd.games] + ([(rnd.bye,)] if rnd.bye else [])
        for rnd in schedule.rounds
    ]
    *larger, smallest = sheet_types(schedule.games_per_round)
    for sheet in larger:
        box = sheet_name_box(paper, sheet)
        fits = [name_fit(p, box) for p in players]
        if all(
            sheet_fits(
                paper,
                sheet,
                ([fits[number - 1] for number in row] for row in rows),
                qr=bool(tournament.info.url),
            )
            for rows in rounds
        ):
            return sheet, box
    return smallest, sheet_name_box(paper, smallest)


def card_sheets(
    tournament: Tournament,
    rounds: Sequence[int] | None = None,
    *,
    per_page: int = CARDS_PER_PAGE,
) -> tuple[CardSheet, ...]:
    """The card sheets of the given rounds (all by default), round by round.

    Each round starts a new sheet. Cards are laid out for cut-and-stack: with
    ``s`` sheets in a round, place ``k`` of sheet ``j`` holds board
    ``k·s + j + 1``, so a guillotined stack of a round falls into board order.
    """
    players = entries(tournament)
    count = sheets_per_round(tournament, per_page=per_page)
    sheets: list[CardSheet] = []
    for number in rounds or range(1, len(tournament.schedule.rounds) + 1):
        rnd = tournament.schedule.round(number)
        games = rnd.games
        for sheet in range(count):
            cards: list[Card | None] = []
            for place in range(per_page):
                index = place * count + sheet
                if index < len(games):
                    game = games[index]
                    cards.append(
                        Card(
                            rnd.number,
                            rnd.cycle,
                            game.board,
                            players[game.white - 1],
                            players[game.black - 1],
                        )
                    )
                else:
                    cards.append(None)
            sheets.append(
                CardSheet(rnd.number, round_date(tournament, rnd.number), tuple(cards))
            )
    return tuple(sheets)


def sheets_per_round(tournament: Tournament, *, per_page: int = CARDS_PER_PAGE) -> int:
    """Card sheets of each round: ⌈games per round / cards per page⌉, at least one."""
    return max(1, math.ceil(tournament.schedule.games_per_round / per_page))


def card_pages(tournament: Tournament, *, per_page: int = CARDS_PER_PAGE) -> int:
    """Sheets in the card deck."""
    return sheets_per_round(tournament, per_page=per_page) * len(
        tournament.schedule.rounds
    )


def round_sheets(
    tournament: Tournament,
    results: Results | None = None,
    pending: Sequence[PendingGame] = (),
) -> tuple[RoundSheet, ...]:
    """A sheet per round; results and the games' own dates filled from
    ``results``, each round's with the games of earlier rounds ``pending``."""
    players = entries(tournament)
    known = Results() if results is None else results
    waiting = pending_views(pending, players)
    return tuple(
        RoundSheet(
            round=rnd.number,
            cycle=rnd.cycle,
            date=round_date(tournament, rnd.number),
            games=tuple(
                GameRow(
                    g.board,
                    players[g.white - 1],
                    players[g.black - 1],
                    known.outcome(g.round, g.board),
                    known.dates.get((g.round, g.board, 1)),
                )
                for g in rnd.games
            ),
            bye=None if rnd.bye is None else players[rnd.bye - 1],
            pending=tuple(game for game in waiting if game.round < rnd.number),
        )
        for rnd in tournament.schedule.rounds
    )


def sheet_pages(
    sheets: Sequence[object], rounds: Sequence[int] | None
) -> dict[str, Any]:
    """What a template of a page a round is told of the pages it prints: the
    sheets of ``rounds`` (every round's: None) and, for a part of the PDF
    printed on its own, the number each of its pages carries."""
    return {
        "sheets": sheets if rounds is None else [sheets[r - 1] for r in rounds],
        "running_pages": rounds is not None,
        "first_page": rounds[0] if rounds else 1,
        "total_pages": len(sheets),
    }
