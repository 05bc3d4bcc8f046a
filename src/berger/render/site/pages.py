"""The event site's pages as data: what a site is made from
(:class:`SiteData`) and the frozen view of each page, before anything is
planned (:mod:`berger.render.site.plan`) or rendered."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from pathlib import Path

from berger.core.crosstable import Cell, Crosstable
from berger.core.results import Results
from berger.core.schedule import Color
from berger.core.scoring import ScoringSystem
from berger.core.standings import POINTS, Standings, Ties
from berger.core.tournament import Tournament
from berger.formats.event.output import Language
from berger.render import tables as grids
from berger.render import views
from berger.render.blank_grid import BlankCrosstable
from berger.render.calendar import CalendarSource
from berger.render.pending import PendingView
from berger.render.prizes import PrizeView
from berger.render.tables import StandingRow, StandingsView, TieView
from berger.render.team_players import TeamPlayers
from berger.render.team_views import ScoredMatch, TeamView
from berger.render.views import PlayerView
from berger.render.words import PLAYER_WORDS, Words


@dataclass(frozen=True, slots=True)
class EventNav:
    """Where a page of an event with several groups stands in its site."""

    name: str
    """The event's own name, without a group's (empty when it has none)."""
    group: str | None
    """The group whose pages these are (in the group's folder); None for the
    event's own pages at the top (its front page and hall screen)."""


@dataclass(frozen=True, slots=True)
class SiteParts:
    """What the event's kind makes of its site's pages, worked out by the
    use case that knows the kind: the filled crosstable (a team event's
    cells hold each match's score), the words of its pages, and what a team
    event adds to them (each match's boards, each team's players); an event
    of players leaves those empty."""

    grid: Callable[[StandingsView], grids.FilledCrosstable]
    """The filled crosstable of the results now, from their standings."""
    scores: tuple[str, ...] = POINTS
    """What the entrants are ranked on before the tiebreaks (see
    :attr:`~berger.core.standings.Standings.scores`), for the columns of the
    blank crosstable."""
    words: Words = PLAYER_WORDS
    """The label keys of the event's kind (a team event's:
    :data:`~berger.render.words.TEAM_WORDS`)."""
    matches: tuple[tuple[ScoredMatch, ...], ...] = ()
    """Each round's matches with their boards, by round, then table (a team
    event's: a round's page shows each match's boards); empty for an event
    of players."""
    squads: tuple[TeamPlayers, ...] = ()
    """Each team's players with their board results round by round and their
    totals, by team number (a team event's: a team's page shows its
    players); empty for an event of players."""


@dataclass(frozen=True, slots=True)
class SiteData:
    """Everything a site is made from."""

    tournament: Tournament
    """The event."""
    crosstable: Crosstable
    """The crosstable now (every game pending when there are no results)."""
    tables: tuple[tuple[Crosstable, Standings], ...]
    """Crosstable and standings after round 1, 2, … up to the last round with a
    result; empty without results."""
    parts: SiteParts
    """What the event's kind makes of the pages."""
    tiebreaks: tuple[str, ...]
    """The event's tiebreak chain (for the blank crosstable's columns)."""
    ties: Ties
    """What becomes of players level after the chain (the blank crosstable's
    notes)."""
    unrated: int | None
    """The rating unrated players count as, or None (the blank crosstable's
    notes)."""
    language: Language
    """The site's language."""
    dirs: tuple[Path, ...]
    """Template search path, override first."""
    downloads: tuple[tuple[str, str], ...] = ()
    """The pack's files that lie beside the site folder and are linked to,
    each with the label of its link."""
    live: bool = False
    """Pages for ``berger serve``: they carry the live-update hooks."""
    event: EventNav | None = None
    """For a group of an event with several, the event and the group: the
    pages lie in the group's folder of the event's site; None for an event
    of one table."""
    prizes: PrizeView | None = None
    """The prize list given out over the standings now (the prizes
    announced before any result); None for an event without
    ``[[prizes]]``."""
    message: str | None = None
    """The arbiter's message on the hall screen (see
    :mod:`berger.formats.event.message`); None without one."""
    calendar: CalendarSource | None = None
    """What the site's calendar files are made from (the event's, and each
    entrant's: ``calendar/event.ics``, ``calendar/N.ics``); None: the site
    has none (no round has a date)."""
    results: Results | None = None
    """The event's games as read (a game's own date among them), None:
    the games' dates are their rounds'."""


class RoundStatus(StrEnum):
    """How far a round has got (the values end the label keys ``site_status_*``)."""

    DONE = "done"
    """Every game has a result."""
    PLAYING = "playing"
    """Some games have a result."""
    UPCOMING = "upcoming"
    """No game has a result yet."""


@dataclass(frozen=True, slots=True)
class Chrome:
    """What every page shows around its content."""

    header: views.Header
    """The event header."""
    scoring: ScoringSystem
    """Points per result (the result filters need it)."""
    language: Language
    """Page language."""
    live: bool
    """Pages served live by ``berger serve``."""
    version: str
    """berger's version, in the footer."""
    event: EventNav | None = None
    """The event with several groups the pages belong to, or None."""
    words: Words = PLAYER_WORDS
    """The label keys of the event's kind."""
    prizes: bool = False
    """The event has a prize list page (the navigation links to it)."""
    calendar: bool = False
    """The site has calendar files (the front page and each entrant's page
    link to theirs)."""


@dataclass(frozen=True, slots=True)
class Board:
    """One board of a round, as both players' crosstable cells."""

    board: int
    """Board number."""
    white: PlayerView
    """Player with white."""
    black: PlayerView
    """Player with black."""
    white_cell: Cell
    """White's result (pending while unknown)."""
    black_cell: Cell
    """Black's result."""
    white_before: Fraction | None
    """White's points before the round; None for a round after the current
    one (those would only repeat today's points)."""
    black_before: Fraction | None
    """Black's points before the round, or None."""
    match: ScoredMatch | None = None
    """The match the two teams play, with its boards (a team event's); None
    for a game of two players."""


@dataclass(frozen=True, slots=True)
class RoundView:
    """One round's pairings and results."""

    number: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    status: RoundStatus
    """How far the round has got."""
    boards: tuple[Board, ...]
    """Boards in order."""
    bye: PlayerView | None
    """The player without a game, or None."""
    pending: tuple[PendingView, ...] = ()
    """Its games pending (postponed) now."""


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One round in the list of rounds."""

    number: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    status: RoundStatus
    """How far the round has got."""
    results: int
    """Games with a result."""
    games: int
    """Games in the round."""


@dataclass(frozen=True, slots=True)
class RoundsPage:
    """The list of rounds."""

    rounds: tuple[RoundLine, ...]
    """Every round."""
    current: int
    """The round being played or next to play."""


@dataclass(frozen=True, slots=True)
class RoundPage:
    """``rounds/N.html``."""

    round: RoundView
    """The round."""
    total: int
    """Rounds in the event (for the links to the others)."""
    cycles: int
    """Cycles of the event."""


@dataclass(frozen=True, slots=True)
class IndexPage:
    """The front page: the round now, the leader, the top of the standings."""

    current: RoundView
    """The round being played or next to play."""
    total: int
    """Rounds in the event."""
    leaders: tuple[StandingRow, ...]
    """Everyone in first place (empty without results)."""
    top: tuple[StandingRow, ...]
    """The first lines of the standings."""
    after_round: int
    """Results counted up to this round (0: none yet)."""
    final: bool
    """Every game has a result."""
    downloads: tuple[tuple[str, str], ...]
    """(file name, label key) of the pack's files beside the site."""
    scores: tuple[str, ...] = POINTS
    """The score columns of the standings (a team event's two)."""
    pending: tuple[PendingView, ...] = ()
    """The games pending (postponed) now."""


@dataclass(frozen=True, slots=True)
class StandingsPage:
    """``standings.html`` (now) or ``standings/K.html`` (after round K)."""

    table: StandingsView | None
    """The standings, None before the first result."""
    rounds: tuple[int, ...]
    """Rounds after which standings exist (the links to the others)."""
    shown: int
    """The round these standings are after (0: none)."""
    latest: bool
    """The standings now (``standings.html``)."""
    players: tuple[PlayerView, ...]
    """Players by number, listed before the first result."""


@dataclass(frozen=True, slots=True)
class CrosstablePage:
    """``crosstable.html``: filled, or blank before the first result."""

    filled: grids.FilledCrosstable | None
    """The crosstable, None before the first result."""
    blank: BlankCrosstable | None
    """The empty grid with each cell's round and colour, before the first result."""
    scores: tuple[str, ...] = POINTS
    """The score columns before the tiebreaks (a team event's two)."""


@dataclass(frozen=True, slots=True)
class PrizesPage:
    """``prizes.html``: the prize list (an event with ``[[prizes]]``)."""

    prizes: PrizeView
    """Given out over the standings now; before any result, the prizes
    announced."""
    rounds: int
    """Rounds in the event."""


@dataclass(frozen=True, slots=True)
class PlayersPage:
    """``players.html``: the starting list."""

    players: tuple[PlayerView, ...]
    """Players by number."""
    teams: tuple[TeamView, ...] = ()
    """Each team with its players, by number (a team event's); empty for an
    event of players."""


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """One round of one player."""

    round: int
    """Round of the event."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    board: int | None
    """Board number, None for the bye."""
    cell: Cell
    """The player's game (colour, opponent, result)."""
    opponent: PlayerView | None
    """The opponent, None for the bye."""
    total: Fraction | None
    """Points after the round, None while the round is pending."""
    side: MatchSide | None = None
    """A team's match of the round from its side (a team event's); None for
    a player's game and for the bye."""


@dataclass(frozen=True, slots=True)
class MatchSide:
    """A team's match of one round, from the team's side."""

    match: ScoredMatch
    """The match, with its boards."""
    first: bool
    """The team is named first in the match."""
    colour: Color
    """The team's colour on board 1."""
    score: tuple[Fraction, Fraction] | None
    """The team's game points in the match and the opponent's, once every
    board has a result; None before."""

    @property
    def colours(self) -> tuple[Color, ...]:
        """The side's colour on each board of the match, in order (a
        micro-match's player's in each game)."""
        return tuple(
            (board.first if self.first else board.second).colour
            for board in self.match.boards
        )


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """``players/N.html``: one player's rounds and next game."""

    player: PlayerView
    """The player."""
    place: str | None
    """Place now, None before the first result."""
    lots: bool
    """The place was decided by the drawing of lots."""
    points: Fraction
    """Points now."""
    after_round: int
    """Results counted up to this round."""
    coming: tuple[PlayerRound, ...]
    """What comes next: a bye in the current round, then the next game."""
    rounds: tuple[PlayerRound, ...]
    """Every round."""
    finished: bool
    """The player has no game left."""
    scores: tuple[tuple[str, Fraction], ...] = ()
    """Every score of the entrant's standings line by name (see
    :attr:`~berger.render.tables.StandingsView.scores`) when it is ranked on
    more than one (a team's match and game points); empty otherwise."""
    squad: TeamPlayers | None = None
    """The team's players with their board results (a team's page); None
    for a player's."""
    playoff: bool = False
    """The place was decided by a play-off."""
    ties: tuple[TieView, ...] = ()
    """The entrant's ties with its neighbours level on points (the one
    above, then the one below) and why it stands where it does."""
    pending: tuple[PendingView, ...] = ()
    """The games pending (postponed) now: the entrant's."""
