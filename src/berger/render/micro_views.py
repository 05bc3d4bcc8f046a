"""What the papers of a draughts event see: each pairing's micro-match (or
single game) with the games' colours, the opening drawn for its board with
its diagram, on the pairing cards and the round sheets; and the cells of a
micro-match crosstable. Pure, like :mod:`berger.render.views` (the diagram's
markup is pydraughts', made once a position).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.ballots import Opening, Openings
from berger.core.disciplines import Discipline
from berger.core.micro.matches import game_colours
from berger.core.micro.table import MicroMatch, MicroMatchTable
from berger.core.model import Outcome
from berger.core.positions import parse_position
from berger.core.results import Results
from berger.core.schedule import Pairing
from berger.core.scoring import ScoringSystem
from berger.core.teams.table import score_points, side_scores
from berger.core.tournament import Tournament
from berger.render.diagrams import diagram_svg
from berger.render.tables import FilledCrosstable, MicroCell, StandingsView, grid
from berger.render.views import PlayerView, entries, round_date

CARDS_PER_PAGE = 4
"""Cards per sheet of a draughts event: 2 across, 2 down (room for the
opening's diagram and a row a game)."""


@dataclass(frozen=True, slots=True)
class OpeningView:
    """An opening drawn for a board, as the papers print it."""

    number: str
    """Its number in the table (``I-3``)."""
    moves: str
    """Its moves; empty where the table gives a position only."""
    diagram: str
    """The position's diagram, inline SVG markup; empty without a
    discipline."""
    white_to_move: bool | None
    """Who moves first from the position (the table's FEN): White (True)
    or Black (False), which the papers say, a table mixing both; None
    without a discipline."""


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game of a pairing: who has white and black in it."""

    game: int
    """Its number in the micro-match (1 for a single game)."""
    white: PlayerView
    """Who has white."""
    black: PlayerView
    """Who has black."""
    outcome: Outcome
    """As played, white first; UNPLAYED while unknown."""
    first_white: bool
    """The first-named player has white in it."""
    points: tuple[Fraction, Fraction] | None
    """The first-named player's points in it and the other's; None while
    it has no result."""


@dataclass(frozen=True, slots=True)
class PairingView:
    """A pairing of a round: its board, its players (the first-named with
    white in game 1), its games and its opening."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    board: int
    """Board number."""
    first: PlayerView
    """The player the table names first."""
    second: PlayerView
    """The other."""
    games: tuple[GameLine, ...]
    """Its games in order."""
    opening: OpeningView | None
    """The opening drawn for the board, or None."""
    score: tuple[Fraction, Fraction] | None
    """Both players' game points once every game has a result, else None."""


@dataclass(frozen=True, slots=True)
class PairingRound:
    """One round's pairings: a sheet for the wall, a deck of cards."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    pairings: tuple[PairingView, ...]
    """Boards in order."""
    bye: PlayerView | None
    """Who has the bye, or None."""
    opening: OpeningView | None
    """The round's one opening where the ballot draws one a round (every
    board plays it), else None."""


def opening_view(opening: Opening, discipline: Discipline | None) -> OpeningView:
    """``opening`` with its diagram on ``discipline``'s board and the side
    to move from it."""
    if discipline is None:
        return OpeningView(opening.number, opening.moves, "", None)
    position = parse_position(opening.position, discipline.facts.board)
    return OpeningView(
        opening.number,
        opening.moves,
        diagram_svg(opening.position, discipline),
        position.white_to_move,
    )


def pairing_rounds(
    event: Tournament,
    *,
    scoring: ScoringSystem,
    games: int = 1,
    openings: Openings | None = None,
    discipline: Discipline | None = None,
    results: Results | None = None,
    by_round: bool = False,
    rounds: Sequence[int] | None = None,
) -> tuple[PairingRound, ...]:
    """The pairings of ``rounds`` (every round by default), each a match of
    ``games`` games (the table's colours in the first, then alternating),
    with the openings drawn (``by_round``: one a round, shown once) and the
    results where known (a micro-match's from ``results.matches``, single
    games' from ``results.outcomes``)."""
    players = entries(event)
    known = results or Results()
    out = []
    for number in rounds or range(1, len(event.schedule.rounds) + 1):
        rnd = event.schedule.round(number)
        views = tuple(
            _pairing(players, match, games, openings, discipline, known, scoring)
            for match in rnd.games
        )
        common = views[0].opening if by_round and views else None
        out.append(
            PairingRound(
                rnd.number,
                rnd.cycle,
                round_date(event, rnd.number),
                views,
                None if rnd.bye is None else players[rnd.bye - 1],
                common,
            )
        )
    return tuple(out)


def _pairing(
    players: Sequence[PlayerView],
    match: Pairing,
    games: int,
    openings: Openings | None,
    discipline: Discipline | None,
    results: Results,
    scoring: ScoringSystem,
) -> PairingView:
    found = results.match(match.round, match.board)
    if games == 1 and found is None:
        entered = {1: results.outcome(match.round, match.board)}
    else:
        entered = {} if found is None else {g.board: g.outcome for g in found.boards}
    lines = []
    points = [Fraction(0), Fraction(0)]
    for game in range(1, games + 1):
        white, black = game_colours(match, game)
        outcome = entered.get(game, Outcome.UNPLAYED)
        if found is not None and white != match.white:
            outcome = outcome.reversed  # kept from the first-named side
        first = white == match.white
        shares = None
        if outcome is not Outcome.UNPLAYED:
            mine, theirs = side_scores(outcome if first else outcome.reversed)
            shares = (score_points(mine, scoring), score_points(theirs, scoring))
            points[0] += shares[0]
            points[1] += shares[1]
        lines.append(
            GameLine(
                game, players[white - 1], players[black - 1], outcome, first, shares
            )
        )
    drawn = None
    if openings is not None and (match.round, match.board) in openings.drawn:
        drawn = opening_view(openings.opening(match.round, match.board), discipline)
    done = all(line.outcome is not Outcome.UNPLAYED for line in lines)
    return PairingView(
        match.round,
        match.cycle,
        match.board,
        players[match.white - 1],
        players[match.black - 1],
        tuple(lines),
        drawn,
        (points[0], points[1]) if done else None,
    )


def card_pages(
    rounds: Sequence[PairingRound], per_page: int = CARDS_PER_PAGE
) -> tuple[tuple[PairingView | None, ...], ...]:
    """The cards, ``per_page`` to a sheet, each round on sheets of its own,
    laid out for cut-and-stack: with ``s`` sheets in a round, place ``k`` of
    sheet ``j`` holds board ``k·s + j + 1``."""
    pages: list[tuple[PairingView | None, ...]] = []
    for rnd in rounds:
        count = max(1, -(-len(rnd.pairings) // per_page))
        for sheet in range(count):
            cards: list[PairingView | None] = []
            for place in range(per_page):
                index = place * count + sheet
                cards.append(rnd.pairings[index] if index < len(rnd.pairings) else None)
            pages.append(tuple(cards))
    return tuple(pages)


def micro_cell(record: MicroMatch) -> MicroCell:
    """A crosstable cell of the micro-match ``record``."""
    return MicroCell(
        record.scores,
        record.points,
        record.game_points,
        record.opponent_game_points,
        record.finished,
        record.struck,
    )


def micro_crosstable(table: MicroMatchTable, view: StandingsView) -> FilledCrosstable:
    """The filled crosstable of a micro-match event: each cell the row
    player's micro-matches against the column's, in cycle order (their
    games and score; None where not played yet); every player's line of
    the standings ``view``."""
    cycles = table.event.schedule.cycles
    cells: dict[tuple[int, int], list[MicroCell | None]] = {}
    for player, records in enumerate(table.records, start=1):
        for record in records:
            cells.setdefault((player, record.opponent), [None] * cycles)[
                record.cycle - 1
            ] = micro_cell(record)
    return grid(
        view,
        cycles,
        lambda row, column: tuple(cells.get((row, column), [None] * cycles)),
    )
