"""What the round chart shows: the Berger table by numbers and by names, the
rounds the FIDE swap moved, and each player's (or team's) own rounds with
the colours (a micro-match's in each of its games). Pure, like
:mod:`berger.render.views`.
"""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.berger import event_round, meetings
from berger.core.schedule import Color, Pairing, Schedule
from berger.core.tournament import Tournament
from berger.render.views import Band, PlayerView, bands, entries, sides


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
    """The player's colour (a micro-match's: in its first game), None for
    the bye."""
    then: tuple[Color, ...] = ()
    """The player's colours in a micro-match's later games, in order (none
    for a single game)."""

    @property
    def colours(self) -> tuple[Color, ...]:
        """The player's colour in each game the pairing plays, in order;
        none for the bye."""
        return () if self.colour is None else (self.colour, *self.then)


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


def chart(tournament: Tournament) -> Chart:
    """The round chart of the event (a team event's: the teams' matches)."""
    schedule = tournament.schedule
    size = schedule.even_size
    phantom = size != schedule.n
    moved = swapped_rounds(schedule)
    # The left number has white; in a team event, the first-named team has
    # board 1's colour; in a micro-match, the first-named player has white in
    # its first game, and the colours alternate in the games after it.
    (first, *mine), (other, *theirs) = sides(tournament)
    rows: list[ChartRound] = []
    schedules: list[list[ChartCell]] = [[] for _ in range(schedule.n)]
    for rnd in schedule.rounds:
        pairs = [(str(g.white), str(g.black)) for g in rnd.games]
        if rnd.bye is not None:
            pairs.insert(0, phantom_pair(schedule, rnd.bye, rnd.cycle))
            schedules[rnd.bye - 1].append(ChartCell(None, None))
        for g in rnd.games:
            schedules[g.white - 1].append(ChartCell(g.black, first, tuple(mine)))
            schedules[g.black - 1].append(ChartCell(g.white, other, tuple(theirs)))
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
