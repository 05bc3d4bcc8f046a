"""Results of a micro-match event, game by game, checked against the
schedule as they come in.

A game is given as it was played: round, white, black, the game's number in
its micro-match (1..N) and the result, white's side first. It must be a game
of the schedule with those colours: the first game has the table's colours,
the second the reverse, and so on. The games are kept as a team event keeps
its boards (:attr:`berger.core.results.Results.matches`): each micro-match a
:class:`~berger.core.results.MatchResult` whose boards are its games, every
result read from the first-named player's side.
"""

from __future__ import annotations

import datetime as dt

from berger.core.micro_matches import MicroMatchEvent, game_colours
from berger.core.model import Outcome
from berger.core.results import (
    PLAYERS,
    BoardResult,
    MatchResult,
    Results,
    check_round,
    check_side,
    listed_withdrawals,
    record_date,
    record_withdrawal,
    scheduled_board,
    scheduled_game,
)
from berger.core.schedule import Pairing
from berger.core.team_results import FORFEITS, present
from berger.errors import ScheduleError
from berger.messages import _, ngettext


class MicroMatchResultsBuilder:
    """Collects the games of micro-matches one at a time, refusing any that
    do not fit."""

    def __init__(self, event: MicroMatchEvent) -> None:
        self.event = event
        self._games: dict[tuple[int, int], dict[int, BoardResult]] = {}
        self._forfeits: set[tuple[int, int]] = set()
        self._withdrawn: dict[int, int] = {}
        self._dates: dict[tuple[int, int, int], dt.date] = {}

    @classmethod
    def for_event(cls, event: MicroMatchEvent) -> MicroMatchResultsBuilder:
        """A builder that already knows the withdrawals of the participants
        list (``Player.withdrawn_after``).

        Raises:
            ScheduleError: a withdrawal round beyond the schedule.
        """
        builder = cls(event)
        for number, last in listed_withdrawals(event).items():
            builder.withdraw(number, last)
        return builder

    def _check_game(self, game: int) -> None:
        games = self.event.games
        if not 1 <= game <= games:
            raise ScheduleError(
                ngettext(
                    "a micro-match of {games} game has no game {game}",
                    "a micro-match of {games} games has no game {game}",
                    games,
                ).format(games=games, game=game)
            )

    def add_game(
        self,
        round_number: int,
        white: int,
        black: int,
        game: int,
        outcome: Outcome,
        *,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record game ``game`` of the micro-match of ``white`` and ``black``
        in the round, played with those colours, ``outcome`` from white's
        side, on ``date`` where given (without a result: set for that day).
        UNPLAYED records nothing but the date. Returns the micro-match.

        Raises:
            ScheduleError: the round or a player unknown, a bye, the two do
                not meet in that round, a game beyond the micro-match's, the
                colours not those of that game, or the game already has a
                different result or date.
        """
        check_round(self.event.schedule, round_number)
        for number in (white, black):
            check_side(self.event.schedule, number, PLAYERS)
        self._check_game(game)
        match = self.event.schedule.find_game(round_number, white, black)
        if match is None:
            match = scheduled_game(
                self.event.schedule, round_number, white, black, PLAYERS
            )
        first, second = game_colours(match, game)
        if (white, black) != (first, second):
            raise ScheduleError(
                _(
                    "{white} – {black} has the colours reversed: game {game} of"
                    " round {round} is {first} – {second}, white first"
                ).format(
                    white=white,
                    black=black,
                    game=game,
                    round=round_number,
                    first=first,
                    second=second,
                )
            )
        self._date(match, game, date)
        if outcome is not Outcome.UNPLAYED:
            ours = outcome if white == match.white else outcome.reversed
            self._store(match, game, ours)
        return match

    def add_board_game(
        self,
        round_number: int,
        board: int,
        game: int,
        outcome: Outcome,
        *,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record game ``game`` of the micro-match on ``board`` of the round,
        ``outcome`` from the side that had white in that game, ``date`` as
        :meth:`add_game`.

        Raises:
            ScheduleError: no such round, board or game, or the game already
                has a different result or date.
        """
        match = scheduled_board(self.event.schedule, round_number, board)
        self._check_game(game)
        white, black = game_colours(match, game)
        return self.add_game(round_number, white, black, game, outcome, date=date)

    def add_forfeit(
        self,
        round_number: int,
        first: int,
        second: int,
        outcome: Outcome,
        *,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record a whole micro-match forfeited: every game gets ``outcome``
        (``+-``, ``-+`` or ``--``) read from ``first``'s side, ``first`` the
        player the table names first; ``date``: the day of each game.

        Raises:
            ScheduleError: as :meth:`add_game`, the players the other way
                round, or an outcome that is not a forfeit.
        """
        if outcome not in FORFEITS:
            raise ScheduleError(
                _(
                    "a whole micro-match can only be forfeited (+-, -+ or --),"
                    " not {outcome}"
                ).format(outcome=outcome)
            )
        match = scheduled_game(
            self.event.schedule, round_number, first, second, PLAYERS
        )
        for game in range(1, self.event.games + 1):
            self._date(match, game, date)
            self._store(match, game, outcome)
        self._forfeits.add((match.round, match.board))
        return match

    def add_board_forfeit(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        date: dt.date | None = None,
    ) -> Pairing:
        """Record the whole micro-match on ``board`` of the round forfeited,
        ``outcome`` read from the side the table names first.

        Raises:
            ScheduleError: no such round or board, or as :meth:`add_forfeit`.
        """
        match = scheduled_board(self.event.schedule, round_number, board)
        return self.add_forfeit(
            round_number, match.white, match.black, outcome, date=date
        )

    def _date(self, match: Pairing, game: int, date: dt.date | None) -> None:
        text = _("{white} – {black}, game {game}").format(
            white=match.white, black=match.black, game=game
        )
        record_date(self._dates, (match.round, match.board, game), date, text)

    def _store(self, match: Pairing, game: int, outcome: Outcome) -> None:
        games = self._games.setdefault((match.round, match.board), {})
        known = games.get(game)
        if known is not None and known.outcome is not outcome:
            raise ScheduleError(
                _(
                    "round {round}, {white} – {black}, game {game} has two"
                    " results: {known} and {outcome}"
                ).format(
                    round=match.round,
                    white=match.white,
                    black=match.black,
                    game=game,
                    known=known.outcome,
                    outcome=outcome,
                )
            )
        shows = present(outcome)
        games[game] = BoardResult(
            game, outcome, 1 if shows[0] else None, 1 if shows[1] else None
        )

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: as :func:`~berger.core.results.record_withdrawal`.
        """
        record_withdrawal(self._withdrawn, self.event.schedule, number, after_round)

    def build(self) -> Results:
        """The games collected so far (:attr:`Results.matches`, each micro-match
        with its games in order) and the withdrawals."""
        matches: dict[tuple[int, int], MatchResult] = {}
        for key in sorted(self._games):
            round_number, board = key
            matches[key] = MatchResult(
                self.event.schedule.round(round_number).game(board),
                tuple(result for _, result in sorted(self._games[key].items())),
                forfeit=key in self._forfeits,
            )
        return Results(
            withdrawn=dict(self._withdrawn), matches=matches, dates=dict(self._dates)
        )


def game_outcomes(results: Results) -> dict[tuple[int, int, int], Outcome]:
    """Every game ``results`` hold, keyed (round, board, game): an event of
    single games' as game 1, from the schedule's white side; a micro-match's
    games (or a team match's boards) from the first-named side.

    >>> from berger.core.schedule import Pairing
    >>> game = BoardResult(2, Outcome.DRAW, 1, 1)
    >>> match = MatchResult(Pairing(1, 2, 3, 4), (game,))
    >>> single = {(1, 1): Outcome.WHITE_WIN}
    >>> game_outcomes(Results(outcomes=single, matches={(1, 2): match}))
    {(1, 1, 1): <Outcome.WHITE_WIN: '1-0'>, (1, 2, 2): <Outcome.DRAW: '1/2-1/2'>}
    """
    found = {(r, b, 1): outcome for (r, b), outcome in results.outcomes.items()}
    for (round_number, board), match in results.matches.items():
        for game in match.boards:
            found[round_number, board, game.board] = game.outcome
    return found


def first_difference(
    first: Results, second: Results
) -> tuple[tuple[int, int, int], Outcome, Outcome] | None:
    """The first game (by round, board, game) that both ``first`` and
    ``second`` give a result and whose results differ: its key and the two
    results; None where they agree on every game both have.

    >>> one = Results(outcomes={(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW})
    >>> two = Results(outcomes={(1, 2): Outcome.BLACK_WIN, (2, 1): Outcome.DRAW})
    >>> first_difference(one, two)
    ((1, 2, 1), <Outcome.DRAW: '1/2-1/2'>, <Outcome.BLACK_WIN: '0-1'>)
    >>> first_difference(one, one) is None
    True
    """
    ours, theirs = game_outcomes(first), game_outcomes(second)
    for key in sorted(ours.keys() & theirs.keys()):
        if ours[key] is not theirs[key]:
            return key, ours[key], theirs[key]
    return None
