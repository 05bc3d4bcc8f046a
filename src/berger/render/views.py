"""What the templates see: core objects turned into display-ready values.

Pure: no I/O, no language. Numbers stay numbers (points as ``Fraction``);
the templates format them with the language's filters and do no arithmetic.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from berger.core.crosstable import Cell, Crosstable
from berger.core.model import Color, Outcome, Pairing
from berger.core.standings import Standings
from berger.core.tournament import Tournament
from berger.render.formatting import needs_decimals

CARDS_PER_PAGE = 6
"""Pairing cards per sheet: 2 across, 3 down (about 95 × 92 mm on A4)."""
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
    """Rounds in the event."""
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
    players: tuple[PlayerView, ...]
    """Players by number."""
    schedules: tuple[tuple[ChartCell, ...], ...]
    """``schedules[number - 1][round - 1]``."""
    bands: tuple[Band, ...]
    """Round columns of the players' schedule, cut to fit."""


@dataclass(frozen=True, slots=True)
class Hint:
    """One game of a blank cell: the round, and the row player's colour."""

    round: int
    """Round of the game."""
    colour: Color
    """Colour of the row player."""


@dataclass(frozen=True, slots=True)
class GridRow:
    """One row of a blank crosstable."""

    player: PlayerView
    """The row's player."""
    cells: tuple[tuple[Hint, ...] | None, ...]
    """Per column: the games (one per cycle) or None on the diagonal."""


@dataclass(frozen=True, slots=True)
class BlankCrosstable:
    """The n × n grid to fill in by hand."""

    rows: tuple[GridRow, ...]
    """Rows in pairing-number order."""
    cycles: int
    """Halves per cell."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes of the event, for the empty total columns."""
    bands: tuple[Band, ...]
    """Opponent columns cut to fit."""


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


def header(tournament: Tournament) -> Header:
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
        rounds=len(tournament.schedule.rounds),
        cycles=tournament.schedule.cycles,
    )


def round_date(tournament: Tournament, number: int) -> dt.date | dt.datetime | None:
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
    sheets: list[CardSheet] = []
    for number in rounds or range(1, len(tournament.schedule.rounds) + 1):
        rnd = tournament.schedule.round(number)
        games = rnd.games
        count = max(1, math.ceil(len(games) / per_page))
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


def card_pages(tournament: Tournament, *, per_page: int = CARDS_PER_PAGE) -> int:
    """Sheets in the card deck: ⌈games per round / cards per page⌉ for each round."""
    per_round = max(1, math.ceil(tournament.schedule.games_per_round / per_page))
    return per_round * len(tournament.schedule.rounds)


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


def swapped_rounds(tournament: Tournament) -> tuple[int, ...]:
    """The rounds the FIDE swap moved: the last two of every cycle but the last."""
    schedule = tournament.schedule
    per_cycle = schedule.rounds_per_cycle
    if not schedule.swap_last_two or per_cycle < 2:
        return ()
    return tuple(
        (cycle - 1) * per_cycle + slot
        for cycle in range(1, schedule.cycles)
        for slot in (per_cycle - 1, per_cycle)
    )


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


def chart(tournament: Tournament) -> Chart:
    """The round chart of the event."""
    schedule = tournament.schedule
    size = schedule.even_size
    phantom = size != schedule.n
    moved = swapped_rounds(tournament)
    rows: list[ChartRound] = []
    schedules: list[list[ChartCell]] = [[] for _ in range(schedule.n)]
    for rnd in schedule.rounds:
        pairs = [(str(g.white), str(g.black)) for g in rnd.games]
        if rnd.bye is not None:
            bye_white = (rnd.bye <= size // 2) == (rnd.cycle % 2 == 1)
            pairs.insert(
                0,
                (str(rnd.bye), f"({size})")
                if bye_white
                else (f"({size})", str(rnd.bye)),
            )
            schedules[rnd.bye - 1].append(ChartCell(None, None))
        for g in rnd.games:
            schedules[g.white - 1].append(ChartCell(g.black, Color.WHITE))
            schedules[g.black - 1].append(ChartCell(g.white, Color.BLACK))
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
        players=player_views(tournament),
        schedules=tuple(tuple(cells) for cells in schedules),
        bands=bands(len(schedule.rounds)),
    )


def blank_crosstable(
    tournament: Tournament, tiebreaks: Sequence[str]
) -> BlankCrosstable:
    """The empty grid, with each cell's rounds and colours for the hints."""
    schedule = tournament.schedule
    players = player_views(tournament)
    hints: dict[tuple[int, int], list[Hint]] = {}
    for game in schedule.games():
        hints.setdefault((game.white, game.black), []).append(
            Hint(game.round, Color.WHITE)
        )
        hints.setdefault((game.black, game.white), []).append(
            Hint(game.round, Color.BLACK)
        )
    rows = tuple(
        GridRow(
            player,
            tuple(
                None
                if column == player.number
                else tuple(sorted(hints[(player.number, column)], key=_by_round))
                for column in range(1, schedule.n + 1)
            ),
        )
        for player in players
    )
    return BlankCrosstable(
        rows=rows,
        cycles=schedule.cycles,
        tiebreaks=tuple(tiebreaks),
        bands=bands(schedule.n),
    )


def _by_round(hint: Hint) -> int:
    return hint.round


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One row of a filled crosstable."""

    player: PlayerView
    """The row's player."""
    cells: tuple[tuple[Cell, ...] | None, ...]
    """Per column: the games against that player, cycle order; None on the diagonal."""
    points: Fraction
    """Points counted."""
    tiebreaks: tuple[Fraction | int | None, ...]
    """Tiebreak values in chain order."""
    place: str
    """Place, ``3-4`` when shared."""
    struck: bool
    """Every game of the player is struck from the standings."""


@dataclass(frozen=True, slots=True)
class FilledCrosstable:
    """The crosstable after a round, in pairing-number order."""

    rows: tuple[ResultRow, ...]
    """Rows by pairing number."""
    cycles: int
    """Games per cell."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes in chain order."""
    decimals: tuple[bool, ...]
    """Per tiebreak column: write halves as decimals (the column has quarters)."""
    bands: tuple[Band, ...]
    """Opponent columns cut to fit."""
    after_round: int
    """Results counted up to this round."""
    final: bool
    """Every game has a result."""
    withdrawals: bool
    """Someone withdrew (the footnote explains the marks)."""


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings page."""

    place: str
    """Place, ``3-4`` when shared."""
    player: PlayerView
    """The player."""
    points: Fraction
    """Points counted."""
    tiebreaks: tuple[Fraction | int | None, ...]
    """Tiebreak values in chain order."""
    games: int
    """Games counted that were played over the board."""
    tie_start: bool
    """True when the points differ from the line above (a rule groups equal points)."""


@dataclass(frozen=True, slots=True)
class StandingsView:
    """The standings page."""

    rows: tuple[StandingRow, ...]
    """Best first."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes in chain order."""
    decimals: tuple[bool, ...]
    """Per tiebreak column: write halves as decimals (the column has quarters)."""
    after_round: int
    """Results counted up to this round."""
    final: bool
    """Every game has a result."""
    withdrawals: bool
    """Someone withdrew."""


def filled_crosstable(crosstable: Crosstable, standings: Standings) -> FilledCrosstable:
    """The filled grid with totals, tiebreaks and places."""
    tournament = crosstable.tournament
    players = player_views(tournament)
    by_number = {row.number: row for row in standings.rows}
    rows = []
    for player in players:
        line = by_number[player.number]
        rows.append(
            ResultRow(
                player=replace(
                    player, withdrawn_after=crosstable.withdrawn[player.number - 1]
                ),
                cells=tuple(
                    None
                    if column == player.number
                    else crosstable.games_between(player.number, column)
                    for column in range(1, tournament.n + 1)
                ),
                points=line.points,
                tiebreaks=tuple(line.tiebreaks.get(code) for code in standings.chain),
                place=line.place,
                struck=line.struck,
            )
        )
    return FilledCrosstable(
        rows=tuple(rows),
        cycles=tournament.schedule.cycles,
        tiebreaks=standings.chain,
        decimals=_decimals(standings),
        bands=bands(tournament.n),
        after_round=standings.after_round,
        final=standings.final,
        withdrawals=any(w is not None for w in crosstable.withdrawn),
    )


def standings_view(crosstable: Crosstable, standings: Standings) -> StandingsView:
    """The standings page, best first, equal points grouped."""
    players = player_views(crosstable.tournament)
    rows = []
    previous: Fraction | None = None
    for line in standings.rows:
        player = players[line.number - 1]
        rows.append(
            StandingRow(
                place=line.place,
                player=replace(player, withdrawn_after=line.withdrawn_after),
                points=line.points,
                tiebreaks=tuple(line.tiebreaks.get(code) for code in standings.chain),
                games=crosstable.games_played[line.number - 1],
                tie_start=previous is not None and line.points != previous,
            )
        )
        previous = line.points
    return StandingsView(
        rows=tuple(rows),
        tiebreaks=standings.chain,
        decimals=_decimals(standings),
        after_round=standings.after_round,
        final=standings.final,
        withdrawals=any(line.withdrawn_after is not None for line in standings.rows),
    )


def _decimals(standings: Standings) -> tuple[bool, ...]:
    return tuple(
        needs_decimals(line.tiebreaks.get(code) for line in standings.rows)
        for code in standings.chain
    )
