"""Results of the scheduled games, checked against the schedule as they come in.

A result belongs to one game of the schedule, colours included; anything else
is refused with a message that names the game the schedule has
(:mod:`berger.core.scheduled`). Each pairing of the schedule is a match of
games between its two sides, and a game is named by its round, its board
(or its sides) and its number in the match: a single game is a match of one
game, a micro-match one of :attr:`~berger.core.tournament.Tournament.games`
games (:class:`ResultsBuilder` records both), a team event's match one of
its boards (:mod:`berger.core.teams.results`). A match of one game is kept
as its game's outcome (:attr:`Results.outcomes`), a longer one as the
games (or boards) entered so far (:class:`MatchResult`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from berger.core.micro.matches import game_colours
from berger.core.model import Outcome
from berger.core.schedule import Pairing, Schedule
from berger.core.scheduled import (
    PLAYERS,
    check_game,
    check_reversed,
    game_match,
    game_text,
    record_date,
    record_withdrawal,
    scheduled_board,
    scheduled_game,
)
from berger.core.tournament import Tournament
from berger.errors import ScheduleError
from berger.messages import _


@dataclass(frozen=True, slots=True)
class BoardResult:
    """The result of one board of a team event's match."""

    board: int
    """Board number, 1-based."""
    outcome: Outcome
    """From the first-named team's side: WHITE_WIN = its player won."""
    first: int | None
    """Position in the first-named team's list of who played; None: nobody."""
    second: int | None
    """Position in the second-named team's list of who played; None: nobody."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The boards of one match of a team event entered so far."""

    match: Pairing
    """The match: round, table (``board``), first-named team (``white``), second."""
    boards: tuple[BoardResult, ...]
    """Entered boards in board order."""
    forfeit: bool = False
    """The whole match was forfeited (entered as one row, not board by board)."""


@dataclass(frozen=True, slots=True)
class Results:
    """The results known so far, and who withdrew when."""

    outcomes: Mapping[tuple[int, int], Outcome] = field(default_factory=dict)
    """(round, board) -> outcome; UNPLAYED is never stored."""
    withdrawn: Mapping[int, int] = field(default_factory=dict)
    """Pairing number -> the last round the player took part in (0: none)."""
    matches: Mapping[tuple[int, int], MatchResult] = field(default_factory=dict)
    """A team event's: (round, table) -> the match's entered boards; matches
    without any are absent."""
    reversed: frozenset[tuple[int, int]] = frozenset()
    """(round, board) of the games played with the colours reversed (FIDE
    Laws 7.3: once 10 moves are made the game stands): the schedule's black
    had white. Their :attr:`outcomes` stay on the schedule's sides."""
    dates: Mapping[tuple[int, int, int], dt.date] = field(default_factory=dict)
    """(round, board, game) -> the day the game was played, or, while it has
    no result, the day it is set for; a game absent is played on its
    round's date. ``game`` is 1 for a single game, the game's number in a
    micro-match."""

    def outcome(self, round_number: int, board: int) -> Outcome:
        """The outcome of a game, UNPLAYED when no result is known."""
        return self.outcomes.get((round_number, board), Outcome.UNPLAYED)

    def match(self, round_number: int, table: int) -> MatchResult | None:
        """The entered boards of a team event's match, or None."""
        return self.matches.get((round_number, table))

    @property
    def last_round(self) -> int:
        """The highest round with any result, 0 if none."""
        return max((*self.outcomes, *self.matches), default=(0, 0))[0]


def present(outcome: Outcome) -> tuple[bool, bool]:
    """Whether each side (first-named, second) turned up for a game (a
    board of a team's match).

    >>> present(Outcome.WHITE_FORFEIT_WIN)
    (True, False)
    """
    return (
        outcome not in (Outcome.BLACK_FORFEIT_WIN, Outcome.DOUBLE_FORFEIT),
        outcome not in (Outcome.WHITE_FORFEIT_WIN, Outcome.DOUBLE_FORFEIT),
    )


def match_results(
    schedule: Schedule,
    games: Mapping[tuple[int, int], Mapping[int, BoardResult]],
    forfeits: Collection[tuple[int, int]],
) -> dict[tuple[int, int], MatchResult]:
    """Each match's entered ``games`` (a team's boards), by (round, table)
    and in their order, the matches in ``forfeits`` forfeited whole."""
    return {
        key: MatchResult(
            schedule.round(key[0]).game(key[1]),
            tuple(result for _, result in sorted(games[key].items())),
            forfeit=key in forfeits,
        )
        for key in sorted(games)
    }


class Recorder(Protocol):
    """What a results reader feeds, game by game: a :class:`ResultsBuilder`
    (results checked against the schedule), or a recorder that keeps the
    games' pairings to make the schedule of (``--schedule results``)."""

    makes_schedule: bool
    """True when the games make the schedule (their pairings count, those
    without a result too, and nothing is checked against a schedule); False
    when they are checked against one and a game without a result may be
    skipped."""

    def add(
        self,
        round_number: int,
        white: int,
        black: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing | None:
        """Record game ``game`` of the match of ``white`` and ``black`` in
        the round, played with those colours (with ``reversed``: a single
        game played with the schedule's colours reversed). ``game`` None is
        the whole match: a single game's one game, or every game of a longer
        match forfeited, ``white`` the side the table names first. ``date``:
        the day the game was played, or, without a result, is set for.

        Raises:
            ScheduleError: the game does not fit.
        """

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing | None:
        """Record game ``game`` of the match on ``board`` in the round, as
        :meth:`add` does (``outcome`` as played).

        Raises:
            ScheduleError: the game does not fit.
        """

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: the withdrawal does not fit.
        """


def listed_withdrawals(event: Tournament) -> dict[int, int]:
    """The withdrawals of the participants list (``Player.withdrawn_after``):
    pairing number -> the last round the player took part in."""
    return {
        number: player.withdrawn_after
        for number, player in enumerate(event.players, start=1)
        if player.withdrawn_after is not None
    }


def withdrawals(event: Tournament, results: Results) -> dict[int, int]:
    """Each withdrawn player's last round: the results' word, else the
    participants list's."""
    return {**listed_withdrawals(event), **results.withdrawn}


class ResultsBuilder:
    """Collects results one game at a time, refusing any that do not fit:
    each pairing's match of :attr:`games` games (a single game is a match
    of one; a micro-match's games alternate colours, the first with the
    table's: :func:`~berger.core.micro.matches.game_colours`)."""

    makes_schedule = False
    """Results are checked against the schedule; a game without a result
    records nothing, so readers may skip it."""

    def __init__(self, schedule: Schedule, *, games: int = 1) -> None:
        self.schedule = schedule
        """The schedule the games are checked against."""
        self.games = games
        """Games of each pairing's match (1: single games)."""
        self._outcomes: dict[tuple[int, int, int], Outcome] = {}
        self._reversed: dict[tuple[int, int, int], bool] = {}
        self._forfeits: set[tuple[int, int]] = set()
        self._withdrawn: dict[int, int] = {}
        self._dates: dict[tuple[int, int, int], dt.date] = {}

    @classmethod
    def for_tournament(cls, tournament: Tournament) -> ResultsBuilder:
        """A builder for the tournament's schedule and its games a pairing
        that already knows the withdrawals of the participants list
        (``Player.withdrawn_after``).

        Raises:
            ScheduleError: a withdrawal round beyond the schedule.
        """
        builder = cls(tournament.schedule, games=tournament.games)
        for number, last in listed_withdrawals(tournament).items():
            builder.withdraw(number, last)
        return builder

    def add(
        self,
        round_number: int,
        white: int,
        black: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record the result of game ``game`` of the match of ``white`` and
        ``black`` in the round, played with those colours, ``outcome`` from
        white's side. With ``reversed`` a single game was played with the
        colours reversed (FIDE Laws 7.3): ``white`` and ``black`` are the
        colours they played, the schedule's the other way round. ``game``
        None is the whole match: a single game's one game, or every game of
        a longer match forfeited (``+-``, ``-+`` or ``--``, from the side
        the table names first, given as ``white``). With ``date`` the game
        was played that day (without a result: is set for that day).

        Returns the match of the schedule. UNPLAYED records nothing but the
        date.

        Raises:
            ScheduleError: the round is out of range, a player is unknown or has
                the bye, the two do not meet in that round or meet with the
                other colours (a single game without ``reversed``; with it,
                the schedule's colours; a micro-match's game: not that
                game's colours), a game the match lacks, a reversed game not
                played over the board or of a micro-match, a whole
                micro-match not forfeited, or the game already has a
                different result or date.
        """
        if game is None and self.games > 1:
            return self._forfeit(round_number, white, black, outcome, date)
        number = 1 if game is None else game
        if reversed:
            check_reversed(self.schedule, round_number, white, black, self.games)
        sides = (black, white) if reversed else (white, black)
        match = game_match(self.schedule, round_number, *sides, number, self.games)
        ours = outcome if white == match.white else outcome.reversed
        self._store(match, number, ours, reversed=reversed, date=date)
        return match

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record the result of game ``game`` of the match on ``board`` in
        the round (``outcome`` from the side that had white in it; with
        ``reversed``: a single game played with the colours reversed,
        ``outcome`` as played); ``game`` None as :meth:`add` takes it.

        Raises:
            ScheduleError: no such round, board or game, or as :meth:`add`.
        """
        match = scheduled_board(self.schedule, round_number, board)
        if game is not None:
            check_game(game, self.games)
        white, black = game_colours(match, 1 if game is None else game)
        if reversed:
            white, black = black, white
        return self.add(
            round_number,
            white,
            black,
            outcome,
            game=game,
            reversed=reversed,
            date=date,
        )

    def _forfeit(
        self,
        round_number: int,
        first: int,
        second: int,
        outcome: Outcome,
        date: dt.date | None,
    ) -> Pairing:
        """Every game of the match of ``first`` and ``second`` (as the table
        names them) forfeited with ``outcome`` (on ``date`` where given)."""
        if not outcome.forfeit:
            raise ScheduleError(
                _(
                    "a whole micro-match can only be forfeited (+-, -+ or --),"
                    " not {outcome}"
                ).format(outcome=outcome)
            )
        match = scheduled_game(self.schedule, round_number, first, second, PLAYERS)
        for game in range(1, self.games + 1):
            self._store(match, game, outcome, date=date)
        self._forfeits.add((match.round, match.board))
        return match

    def _store(
        self,
        match: Pairing,
        game: int,
        outcome: Outcome,
        *,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        """Keep ``outcome`` (from the first-named side) of game ``game``,
        and its ``date``."""
        record_date(
            self._dates, (match.round, match.board, game), date, self._text(match, game)
        )
        if outcome is Outcome.UNPLAYED:
            return
        if reversed and not outcome.played:
            raise ScheduleError(
                _(
                    "round {round}, {game}: only a game played over the board can"
                    " have the colours reversed, not {outcome}"
                ).format(round=match.round, game=game_text(match), outcome=outcome)
            )
        key = (match.round, match.board, game)
        known = self._outcomes.get(key)
        if known is not None and known is not outcome:
            raise ScheduleError(self._two_results(match, game, known, outcome))
        if known is not None and self._reversed[key] != reversed:
            raise ScheduleError(
                _(
                    "round {round}, {game} is given with the colours reversed and"
                    " as scheduled"
                ).format(round=match.round, game=game_text(match))
            )
        self._outcomes[key] = outcome
        self._reversed[key] = reversed

    def _text(self, match: Pairing, game: int) -> str:
        """The game as messages name it: a single game by its players, a
        micro-match's with its number."""
        if self.games == 1:
            return game_text(match)
        return _("{white} – {black}, game {game}").format(
            white=match.white, black=match.black, game=game
        )

    def _two_results(
        self, match: Pairing, game: int, known: Outcome, outcome: Outcome
    ) -> str:
        return _("round {round}, {game} has two results: {known} and {outcome}").format(
            round=match.round,
            game=self._text(match, game),
            known=known,
            outcome=outcome,
        )

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: as :func:`record_withdrawal`.
        """
        record_withdrawal(self._withdrawn, self.schedule, number, after_round)

    def build(self) -> Results:
        """The results collected so far: single games' outcomes from the
        schedule's white side, or each micro-match's games in order (from
        the first-named player's side, as a team's boards are kept), and
        the withdrawals."""
        withdrawn = dict(self._withdrawn)
        if self.games == 1:
            return Results(
                {(r, b): outcome for (r, b, _), outcome in self._outcomes.items()},
                withdrawn,
                reversed=frozenset(
                    (r, b) for (r, b, _), flag in self._reversed.items() if flag
                ),
                dates=dict(self._dates),
            )
        games: dict[tuple[int, int], dict[int, BoardResult]] = {}
        for (r, b, game), outcome in self._outcomes.items():
            shows = present(outcome)
            games.setdefault((r, b), {})[game] = BoardResult(
                game, outcome, 1 if shows[0] else None, 1 if shows[1] else None
            )
        return Results(
            withdrawn=withdrawn,
            matches=match_results(self.schedule, games, self._forfeits),
            dates=dict(self._dates),
        )
