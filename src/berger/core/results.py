"""Results of the scheduled games, checked against the schedule as they come in.

A result belongs to one game of the schedule, colours included; anything else
is refused with a message that names the game the schedule has. A team
event's games are matches, and its results are the boards of each match
(:class:`MatchResult`), checked by :mod:`berger.core.team_results`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from berger.core.model import Outcome
from berger.core.schedule import Pairing, Schedule
from berger.core.tournament import Tournament
from berger.errors import ScheduleError
from berger.messages import N_, _


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
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing | None:
        """Record the game of ``white`` against ``black`` in the round (with
        ``reversed``: they played those colours, the schedule's reversed;
        ``date``: the day it was played, or is set for); returns the game of
        the schedule where the games are checked against one.

        Raises:
            ScheduleError: the game does not fit.
        """

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing | None:
        """Record the result of the game on ``board`` in the round (with
        ``reversed``: played with the colours reversed, ``outcome`` as played;
        ``date``: the day it was played, or is set for).

        Raises:
            ScheduleError: the game does not fit.
        """

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: the withdrawal does not fit.
        """


def _game_text(game: Pairing) -> str:
    return _("{white} – {black} (board {board})").format(
        white=game.white, black=game.black, board=game.board
    )


@dataclass(frozen=True, slots=True)
class Sides:
    """How :func:`scheduled_game`'s messages speak of the two sides of a
    scheduled game: players and their game, or teams and their match. The
    messages are the English source strings (marked with ``N_``), translated
    where they are raised."""

    unknown: str
    """A number the schedule does not have (``{number}``, ``{n}``): "there
    is no player 9 (numbers 1–8)"."""
    not_scheduled: str
    """Two sides that do not meet in the round (``{pair}``, ``{round}``,
    ``{had}``): "... is not a game of round 3: ..."."""
    reversed: str
    """A game given the wrong way round (``{pair}``, ``{round}``,
    ``{scheduled}``): "... has the colours reversed: ..., white first"."""
    name: Callable[[int], str]
    """A side in the game's own text ("3", "3 Bears")."""
    bye_name: Callable[[int], str]
    """A side that has the bye ("player 3", "3 Bears")."""
    text: Callable[[Pairing], str]
    """A game of the schedule ("1 – 6 (board 1)", "1 Lions – 6 Bears")."""


PLAYERS = Sides(
    unknown=N_("there is no player {number} (numbers 1–{n})"),
    not_scheduled=N_("{pair} is not a game of round {round}: {had}"),
    reversed=N_(
        "{pair} has the colours reversed: round {round} has {scheduled}, white first"
    ),
    name=str,
    bye_name=lambda number: _("player {number}").format(number=number),
    text=_game_text,
)
"""The wording of an individual event's results."""


def beyond_schedule(round_number: int, total: int) -> str:
    """The message of a round beyond the ``total`` rounds of the schedule."""
    return _("round {round} is beyond the schedule (rounds 1–{total})").format(
        round=round_number, total=total
    )


def check_round(schedule: Schedule, round_number: int) -> None:
    """Refuse a round the schedule does not have.

    Raises:
        ScheduleError: ``round_number`` outside 1..rounds paired.
    """
    total = len(schedule.rounds)
    if not 1 <= round_number <= total:
        raise ScheduleError(beyond_schedule(round_number, total))


def check_side(schedule: Schedule, number: int, sides: Sides) -> None:
    """Refuse a number the schedule does not have (a player or a team, as
    ``sides`` says).

    Raises:
        ScheduleError: ``number`` outside 1..n.
    """
    if not 1 <= number <= schedule.n:
        raise ScheduleError(_(sides.unknown).format(number=number, n=schedule.n))


def scheduled_game(
    schedule: Schedule, round_number: int, first: int, second: int, sides: Sides
) -> Pairing:
    """The game of the round in which ``first`` has white (a team event: is
    named first) against ``second``.

    Raises:
        ScheduleError: the round is out of range, a side is unknown or has
            the bye, the two do not meet in that round, or they meet the
            other way round; the messages speak as ``sides`` says.
    """
    check_round(schedule, round_number)
    for number in (first, second):
        check_side(schedule, number, sides)
    rnd = schedule.round(round_number)
    for number in (first, second):
        if rnd.bye == number:
            raise ScheduleError(
                _("{side} has the bye in round {round}; a bye has no result").format(
                    side=sides.bye_name(number), round=round_number
                )
            )
    pair = f"{sides.name(first)} – {sides.name(second)}"
    game = schedule.find_game(round_number, first, second)
    if game is None:
        had = "; ".join(
            _("{side} plays {game}").format(
                side=sides.name(number), game=sides.text(theirs)
            )
            for number in (first, second)
            if (theirs := schedule.game_of(round_number, number)) is not None
        )
        raise ScheduleError(
            _(sides.not_scheduled).format(pair=pair, round=round_number, had=had)
        )
    if game.white != first:
        raise ScheduleError(
            _(sides.reversed).format(
                pair=pair, round=round_number, scheduled=sides.text(game)
            )
        )
    return game


def scheduled_board(schedule: Schedule, round_number: int, board: int) -> Pairing:
    """The game (or micro-match) on ``board`` of the round.

    Raises:
        ScheduleError: no such round or board.
    """
    check_round(schedule, round_number)
    rnd = schedule.round(round_number)
    if not 1 <= board <= len(rnd.whites):
        raise ScheduleError(
            _("round {round} has no board {board} (boards 1–{boards})").format(
                round=round_number, board=board, boards=len(rnd.whites)
            )
        )
    return rnd.game(board)


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


def record_withdrawal(
    withdrawn: dict[int, int], schedule: Schedule, number: int, after_round: int
) -> None:
    """Record in ``withdrawn`` that player ``number`` took part in rounds
    1..``after_round`` only.

    Raises:
        ScheduleError: unknown player, a round beyond the schedule, or a
            different withdrawal round already recorded.
    """
    check_side(schedule, number, PLAYERS)
    total = len(schedule.rounds)
    if not 0 <= after_round <= total:
        raise ScheduleError(
            _(
                "withdrawal after round {round} is beyond the schedule"
                " (rounds 1–{total})"
            ).format(round=after_round, total=total)
        )
    known = withdrawn.get(number)
    if known is not None and known != after_round:
        raise ScheduleError(
            _("player {number} withdrew after round {known}, not {round}").format(
                number=number, known=known, round=after_round
            )
        )
    withdrawn[number] = after_round


def record_date(
    dates: dict[tuple[int, int, int], dt.date],
    key: tuple[int, int, int],
    day: dt.date | None,
    game: str,
) -> None:
    """Record in ``dates`` that the game ``key`` (round, board, game: 1 for
    a single game) is played on ``day`` (None: nothing to record); ``game``
    names it in the message.

    Raises:
        ScheduleError: the game already has another date.
    """
    if day is None:
        return
    known = dates.get(key)
    if known is not None and known != day:
        raise ScheduleError(
            _("round {round}, {game} has two dates: {known} and {date}").format(
                round=key[0], game=game, known=known, date=day
            )
        )
    dates[key] = day


class ResultsBuilder:
    """Collects results one game at a time, refusing any that do not fit."""

    makes_schedule = False
    """Results are checked against the schedule; a game without a result
    records nothing, so readers may skip it."""

    def __init__(self, schedule: Schedule) -> None:
        self.schedule = schedule
        self._outcomes: dict[tuple[int, int], Outcome] = {}
        self._withdrawn: dict[int, int] = {}
        self._reversed: dict[tuple[int, int], bool] = {}
        self._dates: dict[tuple[int, int, int], dt.date] = {}

    @classmethod
    def for_tournament(cls, tournament: Tournament) -> ResultsBuilder:
        """A builder for the tournament's schedule that already knows the
        withdrawals of the participants list (``Player.withdrawn_after``).

        Raises:
            ScheduleError: a withdrawal round beyond the schedule.
        """
        builder = cls(tournament.schedule)
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
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record the result of ``white`` against ``black`` in the round.
        With ``reversed`` the game was played with the colours reversed
        (FIDE Laws 7.3): ``white`` and ``black`` are the colours they played,
        the schedule's the other way round, and ``outcome`` is as played.
        With ``date`` the game was played that day (without a result: is set
        for that day).

        Returns the game of the schedule. UNPLAYED records nothing but the
        date.

        Raises:
            ScheduleError: the round is out of range, a player is unknown or has
                the bye, the two do not meet in that round or meet with the
                other colours (without ``reversed``; with it, the schedule's
                colours), a reversed game not played over the board, or the
                game already has a different result or date.
        """
        if not reversed:
            game = scheduled_game(self.schedule, round_number, white, black, PLAYERS)
            self._store(game, outcome, date=date)
            return game
        check_round(self.schedule, round_number)
        found = self.schedule.find_game(round_number, white, black)
        if found is not None and found.white == white and found.black == black:
            raise ScheduleError(
                _(
                    "{white} – {black} is round {round}'s game with the colours"
                    " of the schedule, not reversed: a reversed game gives white"
                    " and black as they played"
                ).format(white=white, black=black, round=round_number)
            )
        game = scheduled_game(self.schedule, round_number, black, white, PLAYERS)
        self._store(game, outcome.reversed, reversed=True, date=date)
        return game

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record the result of the game on ``board`` in the round (with
        ``reversed``: played with the colours reversed, ``outcome`` as
        played; ``date`` as :meth:`add`).

        Raises:
            ScheduleError: no such round or board, a reversed game not played
                over the board, or the game already has a different result
                or date.
        """
        game = scheduled_board(self.schedule, round_number, board)
        outcome = outcome.reversed if reversed else outcome
        self._store(game, outcome, reversed=reversed, date=date)
        return game

    def _store(
        self,
        game: Pairing,
        outcome: Outcome,
        *,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        record_date(self._dates, (game.round, game.board, 1), date, _game_text(game))
        if outcome is Outcome.UNPLAYED:
            return
        if reversed and not outcome.played:
            raise ScheduleError(
                _(
                    "round {round}, {game}: only a game played over the board can"
                    " have the colours reversed, not {outcome}"
                ).format(round=game.round, game=_game_text(game), outcome=outcome)
            )
        key = (game.round, game.board)
        known = self._outcomes.get(key)
        if known is not None and known is not outcome:
            raise ScheduleError(
                _(
                    "round {round}, {game} has two results: {known} and {outcome}"
                ).format(
                    round=game.round,
                    game=_game_text(game),
                    known=known,
                    outcome=outcome,
                )
            )
        if known is not None and self._reversed[key] != reversed:
            raise ScheduleError(
                _(
                    "round {round}, {game} is given with the colours reversed and"
                    " as scheduled"
                ).format(round=game.round, game=_game_text(game))
            )
        self._outcomes[key] = outcome
        self._reversed[key] = reversed

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: as :func:`record_withdrawal`.
        """
        record_withdrawal(self._withdrawn, self.schedule, number, after_round)

    def build(self) -> Results:
        """The results collected so far."""
        played_reversed = frozenset(key for key, flag in self._reversed.items() if flag)
        return Results(
            dict(self._outcomes),
            dict(self._withdrawn),
            reversed=played_reversed,
            dates=dict(self._dates),
        )
