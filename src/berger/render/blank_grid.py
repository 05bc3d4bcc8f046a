"""The blank crosstable: the n × n grid to fill in by hand, each cell with
the rounds of its games and the row entrant's colour (a micro-match's in
each of its games) for the round hints.

Pure, like :mod:`berger.render.views`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.schedule import Color
from berger.core.standings import Ties
from berger.core.tournament import Tournament
from berger.render.tables import ChainNotes, chain_notes
from berger.render.views import Band, PlayerView, bands, entries, sides


@dataclass(frozen=True, slots=True)
class Hint:
    """One game of a blank cell (a micro-match: its games): the round, and
    the row player's colour."""

    round: int
    """Round of the game."""
    colour: Color
    """Colour of the row player (in a micro-match: in its first game)."""
    then: tuple[Color, ...] = ()
    """The row player's colours in a micro-match's later games, in order
    (none for a single game)."""


@dataclass(frozen=True, slots=True)
class GridRow:
    """One row of a blank crosstable."""

    player: PlayerView
    """The row's player."""
    cells: tuple[tuple[Hint | None, ...] | None, ...]
    """Per column: the games, one per cycle (None for a game that pairings
    made elsewhere do not reach yet), or None on the diagonal."""


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
    notes: ChainNotes
    """The chain in words, the ties rule and the ``unrated`` setting."""


def blank_crosstable(
    tournament: Tournament,
    tiebreaks: Sequence[str],
    *,
    ties: Ties = Ties.SHARE,
    unrated: int | None = None,
) -> BlankCrosstable:
    """The empty grid, with each cell's rounds and colours for the hints:
    the schedule's own, whatever made it (a team event's teams: the colour
    of the row team on board 1; a micro-match's player: in each game)."""
    schedule = tournament.schedule
    players = entries(tournament)
    (first, *mine), (other, *theirs) = sides(tournament)
    hints: dict[tuple[int, int], list[Hint]] = {}
    for game in schedule.games():
        hints.setdefault((game.white, game.black), []).append(
            Hint(game.round, first, tuple(mine))
        )
        hints.setdefault((game.black, game.white), []).append(
            Hint(game.round, other, tuple(theirs))
        )

    def cell(row: int, column: int) -> tuple[Hint | None, ...] | None:
        if row == column:
            return None
        games = sorted(hints.get((row, column), ()), key=_by_round)
        return (*games, *(None,) * (schedule.cycles - len(games)))

    rows = tuple(
        GridRow(
            player,
            tuple(cell(player.number, column) for column in range(1, schedule.n + 1)),
        )
        for player in players
    )
    return BlankCrosstable(
        rows=rows,
        cycles=schedule.cycles,
        tiebreaks=tuple(tiebreaks),
        bands=bands(schedule.n),
        notes=chain_notes(tournament, tiebreaks, ties=ties, unrated=unrated),
    )


def _by_round(hint: Hint) -> int:
    return hint.round
