"""What the templates see: core objects turned into display-ready values.

The event header and the players, the pairing cards, the round sheets and the
round chart; the crosstables and the standings page are in
:mod:`berger.render.tables`. Pure: no I/O, no language. Numbers stay numbers
(points as ``Fraction``); the templates format them with the language's
filters and do no arithmetic.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from berger.core.berger import event_round, meetings
from berger.core.model import Color, Outcome, Pairing, Schedule
from berger.core.teams import TeamEvent
from berger.core.tournament import Tournament
from berger.render.geometry.cards import CARD_COLUMNS, CARD_ROWS
from berger.render.geometry.fitting import NameBox, NameFit, Run, fit_name
from berger.render.geometry.page import Paper
from berger.render.geometry.sheets import (
    SheetType,
    sheet_fits,
    sheet_name_box,
    sheet_types,
)

CARDS_PER_PAGE = CARD_COLUMNS * CARD_ROWS
"""Pairing cards per sheet: 2 across, 3 down
(:func:`~berger.render.geometry.cards.card_grid`)."""
TITLE_SCALE = 0.8
"""Titles, ratings and clubs beside a name print at this share of its size."""
BAND_LIMIT = 30
"""A crosstable or player chart wider than this many columns is cut into bands."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A numbered player as every document shows them."""

    number: int
    """Pairing number."""
    name: str
    """Name as typed."""
    rating: int | None
    """Rating, or None."""
    federation: str
    """Federation code or ``""``."""
    club: str
    """Club or city or ``""``."""
    title: str
    """Title or ``""``."""
    withdrawn_after: int | None
    """Last round played before withdrawing, or None."""

    @property
    def origin(self) -> str:
        """Federation and club as one short text."""
        return " · ".join(part for part in (self.federation, self.club) if part)


@dataclass(frozen=True, slots=True)
class Header:
    """The event header printed on every document."""

    name: str
    """Event name."""
    site: str
    """Venue."""
    start: dt.date | None
    """First day."""
    end: dt.date | None
    """Last day."""
    arbiter: str
    """Chief arbiter."""
    deputy_arbiter: str
    """Deputy chief arbiter."""
    time_control: str
    """Time control as typed."""
    game: str
    """``chess`` or ``draughts``."""
    numbering: str
    """How numbers were given: ``list``, ``rating``, ``random`` or ``varma``."""
    seed: int | None
    """The draw's seed where numbers were drawn by lot."""
    rounds: int
    """Rounds in the event (all of them, also those not paired yet)."""
    cycles: int
    """Cycles (2 = double round robin)."""


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


@dataclass(frozen=True, slots=True)
class ChartRound:
    """One row of the Berger table by numbers."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    swapped: bool
    """True for the two rounds moved by the FIDE swap."""
    pairs: tuple[tuple[str, str], ...]
    """Left (white) and right numbers as printed, the phantom in brackets."""
    games: tuple[Pairing, ...]
    """The real games in board order."""
    bye: int | None
    """Number with the bye, or None."""


@dataclass(frozen=True, slots=True)
class ChartCell:
    """One round of one player's own schedule."""

    opponent: int | None
    """Opponent's number, None for the bye."""
    colour: Color | None
    """The player's colour, None for the bye."""


@dataclass(frozen=True, slots=True)
class Band:
    """A slice of columns printed as its own table (wide charts and crosstables)."""

    columns: tuple[int, ...]
    """1-based column numbers in this band."""
    last: bool
    """True for the band that carries the totals."""


@dataclass(frozen=True, slots=True)
class Chart:
    """The round chart: Berger table by numbers and names, each player's rounds."""

    size: int
    """N: the table size (n, or n + 1 with the phantom)."""
    phantom: bool
    """True when n is odd."""
    rounds: tuple[ChartRound, ...]
    """Every round."""
    swapped: tuple[int, ...]
    """Rounds moved by the FIDE swap (empty without it)."""
    berger_table: bool
    """The pairings are FIDE's Berger table, so its closed-form rule and the
    colours of its cycles hold; False for pairings made elsewhere."""
    players: tuple[PlayerView, ...]
    """Players by number."""
    schedules: tuple[tuple[ChartCell, ...], ...]
    """``schedules[number - 1][round - 1]``."""
    bands: tuple[Band, ...]
    """Round columns of the players' schedule, cut to fit."""


@lru_cache(maxsize=4096)
def name_fit(player: PlayerView, box: NameBox) -> NameFit:
    """How ``player``'s name prints in ``box``: the one rule of
    :func:`~berger.render.geometry.fitting.fit_name`, measured on everything
    that shares the name's lines there (number, title, rating, club)."""
    return fit_name(name_runs(player, box), box)


def name_runs(player: PlayerView, box: NameBox) -> tuple[Run, ...]:
    """What prints on ``player``'s name lines in ``box``: number, title, name,
    rating and club, as the box says."""
    runs: list[Run] = []
    if box.number:
        runs.append((f"{player.number} ", 1.0, True))
    if player.title:
        runs.append((f"{player.title} ", TITLE_SCALE, False))
    runs.append((player.name, 1.0, box.bold))
    if box.rating:
        rating = " · ".join(
            part for part in (str(player.rating or ""), player.origin) if part
        )
        runs.append((f" {rating}", TITLE_SCALE, False))
    return tuple(runs)


def sheet_type(tournament: Tournament, paper: Paper) -> tuple[SheetType, NameBox]:
    """The round sheets' type: the largest the boards of a round allow
    (:func:`~berger.render.geometry.sheets.sheet_types`) at which every round,
    its names wrapped as they print, fits one page; and where the names
    print."""
    schedule = tournament.schedule
    players = player_views(tournament)
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
                paper, sheet, ([fits[number - 1] for number in row] for row in rows)
            )
            for rows in rounds
        ):
            return sheet, box
    return smallest, sheet_name_box(paper, smallest)


def player_views(tournament: Tournament) -> tuple[PlayerView, ...]:
    """Every player, by number."""
    return tuple(
        PlayerView(
            number=number,
            name=p.name,
            rating=p.rating,
            federation=p.federation or "",
            club=p.club or "",
            title=p.title or "",
            withdrawn_after=p.withdrawn_after,
        )
        for number, p in enumerate(tournament.players, start=1)
    )


def team_entries(event: TeamEvent) -> tuple[PlayerView, ...]:
    """Every team of a team event as an entry of the chart and the
    crosstables: its number, name and its board players' average rating."""
    return tuple(
        PlayerView(
            number=number,
            name=team.name,
            rating=team.rating(event.boards),
            federation="",
            club="",
            title="",
            withdrawn_after=None,
        )
        for number, team in enumerate(event.teams, start=1)
    )


def entries(event: Tournament | TeamEvent) -> tuple[PlayerView, ...]:
    """What the schedule pairs: the players, or a team event's teams."""
    if isinstance(event, TeamEvent):
        return team_entries(event)
    return player_views(event)


def header(tournament: Tournament | TeamEvent) -> Header:
    """The event header."""
    info = tournament.info
    return Header(
        name=info.name,
        site=info.site,
        start=info.start,
        end=info.end,
        arbiter=info.arbiter,
        deputy_arbiter=info.deputy_arbiter,
        time_control=info.time_control,
        game=info.game,
        numbering=tournament.numbering.value,
        seed=tournament.seed,
        rounds=tournament.schedule.planned_rounds,
        cycles=tournament.schedule.cycles,
    )


def round_date(
    tournament: Tournament | TeamEvent, number: int
) -> dt.date | dt.datetime | None:
    """The date (and time) of round ``number``, where the event gives it."""
    dates = tournament.info.round_dates
    return dates[number - 1] if number <= len(dates) else None


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
    players = player_views(tournament)
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
    tournament: Tournament, outcome: dict[tuple[int, int], Outcome] | None = None
) -> tuple[RoundSheet, ...]:
    """A sheet per round; results filled from ``outcome[(round, board)]``."""
    players = player_views(tournament)
    known = outcome or {}
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
                    known.get((g.round, g.board), Outcome.UNPLAYED),
                )
                for g in rnd.games
            ),
            bye=None if rnd.bye is None else players[rnd.bye - 1],
        )
        for rnd in tournament.schedule.rounds
    )


def swapped_rounds(schedule: Schedule) -> tuple[int, ...]:
    """The rounds the FIDE swap moved out of the table's order: the last two of
    every cycle but the last (see :func:`berger.core.berger.event_round` for
    3 or 4 players); none for pairings made elsewhere."""
    if not schedule.berger_table:
        return ()
    per_cycle = schedule.rounds_per_cycle
    moved = []
    for cycle in range(1, schedule.cycles + 1):
        for table_round in range(1, per_cycle + 1):
            played = event_round(
                table_round,
                cycle,
                n=schedule.n,
                cycles=schedule.cycles,
                swap=schedule.swap_last_two,
            )
            if played != (cycle - 1) * per_cycle + table_round:
                moved.append(played)
    return tuple(sorted(moved))


def phantom_pair(schedule: Schedule, bye: int, cycle: int) -> tuple[str, str]:
    """The bye as the Berger table prints it: a game against the phantom
    number N, in brackets, white first; for pairings made elsewhere, which
    give the bye no colour, the player first.

    >>> from berger.core.berger import build_schedule
    >>> phantom_pair(build_schedule(7), 1, 1), phantom_pair(build_schedule(7), 5, 1)
    (('1', '(8)'), ('(8)', '5'))
    """
    size = schedule.even_size
    if not schedule.berger_table:
        return str(bye), f"({size})"
    game = meetings(
        bye, size, n=size, cycles=schedule.cycles, swap=schedule.swap_last_two
    )[cycle - 1]
    white, black = (
        f"({number})" if number == size else str(number)
        for number in (game.white, game.black)
    )
    return white, black


def bands(count: int, limit: int = BAND_LIMIT) -> tuple[Band, ...]:
    """Columns 1..count cut into equal bands of at most ``limit``.

    >>> [b.columns[-1] for b in bands(100, 30)]
    [25, 50, 75, 100]
    >>> [len(b.columns) for b in bands(12, 30)]
    [12]
    """
    parts = max(1, math.ceil(count / limit))
    size = math.ceil(count / parts)
    return tuple(
        Band(tuple(range(start, min(start + size, count + 1))), start + size > count)
        for start in range(1, count + 1, size)
    )


def chart(tournament: Tournament | TeamEvent) -> Chart:
    """The round chart of the event (a team event's: the teams' matches)."""
    schedule = tournament.schedule
    size = schedule.even_size
    phantom = size != schedule.n
    moved = swapped_rounds(schedule)
    # The left number has white; in a team event, the first-named team has
    # board 1's colour.
    first = tournament.colour(1) if isinstance(tournament, TeamEvent) else Color.WHITE
    rows: list[ChartRound] = []
    schedules: list[list[ChartCell]] = [[] for _ in range(schedule.n)]
    for rnd in schedule.rounds:
        pairs = [(str(g.white), str(g.black)) for g in rnd.games]
        if rnd.bye is not None:
            pairs.insert(0, phantom_pair(schedule, rnd.bye, rnd.cycle))
            schedules[rnd.bye - 1].append(ChartCell(None, None))
        for g in rnd.games:
            schedules[g.white - 1].append(ChartCell(g.black, first))
            schedules[g.black - 1].append(ChartCell(g.white, first.opposite))
        rows.append(
            ChartRound(
                rnd.number,
                rnd.cycle,
                rnd.number in moved,
                tuple(pairs),
                rnd.games,
                rnd.bye,
            )
        )
    return Chart(
        size=size,
        phantom=phantom,
        rounds=tuple(rows),
        swapped=moved,
        berger_table=schedule.berger_table,
        players=entries(tournament),
        schedules=tuple(tuple(cells) for cells in schedules),
        bands=bands(len(schedule.rounds)),
    )
