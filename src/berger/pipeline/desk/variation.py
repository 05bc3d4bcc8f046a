"""The arbiter's desk of an event: a round's games as the arbiter's page
shows them, and a result set in the event's results CSV; what the event's
kind changes in it (:class:`DeskVariation`, from :meth:`Variant.desk`).

A game's result is always as played at the board: ``1-0`` means the player
who had white won (in a team event too, whatever team was named first;
and in a game played with the colours reversed).
"""

from __future__ import annotations

import datetime as dt
from abc import ABC, abstractmethod
from dataclasses import dataclass
from fractions import Fraction

from berger.core.model import Outcome
from berger.core.results import MatchResult, Results, ResultsBuilder, withdrawals
from berger.core.schedule import Pairing
from berger.core.scoring import ScoringSystem
from berger.core.teams.table import score_points, side_scores
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.event.csv_text import CsvText, rows_of
from berger.formats.event.results import record_results_text
from berger.formats.event.results_edit import PLAYERS_HEADER, set_game_result
from berger.messages import _


@dataclass(frozen=True, slots=True)
class DeskGame:
    """One game of a round, as the arbiter's page shows it."""

    match: int | None
    """A team event's match (its table in the round); None otherwise."""
    board: int
    """Board number (in a team event, within the match)."""
    white: str
    """Who has white, as played."""
    black: str
    """Who has black, as played."""
    result: Outcome
    """As played; UNPLAYED while there is none."""
    reversed: bool = False
    """Played with the colours reversed (FIDE Laws 7.3): :attr:`white` had
    black in the schedule."""
    withdrawn: bool = False
    """A player of the game withdrew before it: it is lost by forfeit by the
    event's withdrawal rule, no result to enter."""
    date: dt.date | None = None
    """Its own date: the day it was played, or, without a result, is set
    for (a game postponed); None: its round's."""


@dataclass(frozen=True, slots=True)
class DeskMatch:
    """A team event's match of a round, with its score so far."""

    match: int
    """Its table in the round."""
    first: str
    """The first-named team."""
    second: str
    """The second-named team."""
    score: tuple[Fraction, Fraction]
    """Both teams' game points on the boards with a result."""


@dataclass(frozen=True, slots=True)
class DeskRound:
    """A round as the arbiter's page shows it."""

    games: tuple[DeskGame, ...]
    """Board by board (a team event's match by match)."""
    matches: tuple[DeskMatch, ...] = ()
    """A team event's matches; none otherwise."""
    bye: str | None = None
    """Who has the bye, if anyone."""
    withdrawals: tuple[tuple[str, int], ...] = ()
    """Who withdrew, and after which round (0: before the first)."""
    dates: bool = False
    """Its games take a date of their own at the desk (an event of players
    or of micro-matches; not a team event's matches)."""

    @property
    def missing(self) -> int:
        """The games still without a result (a game decided by a withdrawal
        needs none)."""
        return sum(
            1
            for game in self.games
            if game.result is Outcome.UNPLAYED and not game.withdrawn
        )


@dataclass(frozen=True, slots=True)
class DeskChange:
    """A result as the arbiter enters it."""

    round: int
    """The round."""
    board: int
    """The board (in a team event, within the match)."""
    outcome: Outcome
    """As played; UNPLAYED clears the result."""
    match: int | None = None
    """A team event's match (its table); None otherwise."""
    reversed: bool = False
    """Played with the colours reversed (FIDE Laws 7.3)."""
    dated: bool = False
    """The change sets the game's own date too (:attr:`date`)."""
    date: dt.date | None = None
    """With :attr:`dated`: the game's own date (None: its round's)."""

    @property
    def date_cell(self) -> str | None:
        """What the change writes in the game's ``date`` cell: None to leave
        it, ``""`` to clear it, else the day (``YYYY-MM-DD``)."""
        if not self.dated:
            return None
        return "" if self.date is None else self.date.isoformat()


class DeskVariation(ABC):
    """What an event's kind changes at the arbiter's desk."""

    header: tuple[str, ...]
    """The header of a results CSV made for the event."""
    reverses_colours: bool
    """Whether a game can be recorded as played with the colours reversed."""
    in_matches: bool
    """A game is a board of a match (its round's games come match by match)."""

    @abstractmethod
    def round(self, results: Results, number: int) -> DeskRound:
        """Round ``number`` with ``results``.

        Raises:
            KeyError: no such round.
        """

    @abstractmethod
    def edit(self, text: CsvText, shown: str, change: DeskChange) -> CsvText:
        """The results CSV ``text`` with ``change`` made.

        Raises:
            InputError: a game the schedule does not have, a change the
                event cannot record, or a file that cannot take it; the
                reader's messages, located in the file.
        """

    @abstractmethod
    def read(self, text: CsvText, shown: str) -> Results:
        """The results in a results CSV's ``text``, read as the reader reads
        the file.

        Raises:
            InputError: anything the reader refuses.
        """


def match_score(
    result: MatchResult | None, scoring: ScoringSystem
) -> tuple[Fraction, Fraction]:
    """Both sides' game points in the games (a team match's boards, a
    micro-match's games) of ``result`` entered so far, the first-named
    side's first.

    >>> from berger.core.scoring import CHESS
    >>> match_score(None, CHESS)
    (Fraction(0, 1), Fraction(0, 1))
    """
    first = second = Fraction(0)
    for game in () if result is None else result.boards:
        mine, theirs = side_scores(game.outcome)
        first += score_points(mine, scoring)
        second += score_points(theirs, scoring)
    return first, second


def refused(exc: ScheduleError | InputError, shown: str, text: CsvText) -> InputError:
    """A change refused as the reader would refuse its row: located in the
    file, at the line a new row would take."""
    line = len(rows_of(text)) + 1
    if isinstance(exc, InputError):
        return exc.located(path=shown, line=line)
    return InputError(str(exc), path=shown, line=line)


class GamesDesk(DeskVariation):
    """The desk of an event whose pairings play games of players (a single
    game, or a micro-match's games): each change sets one game's row of the
    one results CSV, read back as the reader reads it."""

    event: Tournament
    """The event, numbered and scheduled."""

    @abstractmethod
    def located(self, change: DeskChange) -> tuple[Pairing, int]:
        """The pairing of the schedule ``change`` is for and its game.

        Raises:
            ScheduleError: no such round, board or game (the reader's words).
            InputError: a change this kind cannot record.
        """

    def edit(self, text: CsvText, shown: str, change: DeskChange) -> CsvText:
        """The game's row set (see :func:`set_game_result`)."""
        try:
            pairing, game = self.located(change)
        except (ScheduleError, InputError) as exc:
            raise refused(exc, shown, text) from None
        return set_game_result(
            text,
            shown,
            self.event,
            pairing,
            change.outcome,
            game=game,
            reversed=change.reversed,
            date=change.date_cell,
        )

    def read(self, text: CsvText, shown: str) -> Results:
        """As :func:`~berger.formats.event.results_file.read_results` reads it."""
        builder = ResultsBuilder.for_tournament(self.event)
        record_results_text(text.text, shown, self.event, builder)
        return builder.build()


class PlayerDesk(GamesDesk):
    """The desk of an event of players."""

    header = PLAYERS_HEADER
    reverses_colours = True
    in_matches = False

    def __init__(self, event: Tournament) -> None:
        self.event = event

    def round(self, results: Results, number: int) -> DeskRound:
        """The games board by board, the bye and the withdrawals."""
        rnd = self.event.schedule.round(number)
        names = [player.name for player in self.event.players]
        gone = withdrawals(self.event, results)
        games = []
        for game in rnd.games:
            reversed = (number, game.board) in results.reversed
            outcome = results.outcome(number, game.board)
            white, black = game.white, game.black
            if reversed:
                white, black, outcome = black, white, outcome.reversed
            withdrawn = any(
                gone.get(player, number) < number for player in (white, black)
            )
            games.append(
                DeskGame(
                    None,
                    game.board,
                    names[white - 1],
                    names[black - 1],
                    outcome,
                    reversed,
                    withdrawn and outcome is Outcome.UNPLAYED,
                    results.dates.get((number, game.board, 1)),
                )
            )
        return DeskRound(
            tuple(games),
            bye=None if rnd.bye is None else names[rnd.bye - 1],
            withdrawals=tuple((names[n - 1], last) for n, last in sorted(gone.items())),
            dates=True,
        )

    def game(self, change: DeskChange) -> Pairing:
        """The game of the schedule ``change`` is for.

        Raises:
            ScheduleError: the reader's message for a row of that round and
                board.
        """
        probe = ResultsBuilder(self.event.schedule)
        return probe.add_board(
            change.round, change.board, change.outcome, reversed=change.reversed
        )

    def located(self, change: DeskChange) -> tuple[Pairing, int]:
        """The game ``change`` is for, its one game.

        Raises:
            InputError: a match named (an event of players has none).
            ScheduleError: as :meth:`game`.
        """
        if change.match is not None:
            raise InputError(
                _("round {round}: an event of players has no matches").format(
                    round=change.round
                ),
                field="match",
            )
        return self.game(change), 1
