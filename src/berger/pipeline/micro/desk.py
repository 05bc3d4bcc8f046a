"""The arbiter's desk of a micro-match event (see
:mod:`berger.pipeline.desk.variation`): a round's micro-matches game by game,
as a team event's matches board by board (each micro-match is a "match" of
its board, each game one of its "boards"), with the game points so far; a
game's result set in the results CSV on its own row, with its ``game``, as
played (white first)."""

from __future__ import annotations

from berger.core.micro.matches import MicroMatchEvent, game_colours
from berger.core.model import Outcome
from berger.core.results import Results, ResultsBuilder, withdrawals
from berger.core.schedule import Pairing
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.desk.variation import (
    DeskChange,
    DeskGame,
    DeskMatch,
    DeskRound,
    GamesDesk,
    match_score,
)

MICRO_HEADER = ("round", "board", "game", "white", "black", "result")
"""The header of a results CSV made for a micro-match event."""


class MicroDesk(GamesDesk):
    """The desk of a micro-match event."""

    header = MICRO_HEADER
    reverses_colours = False
    in_matches = True

    def __init__(self, event: MicroMatchEvent) -> None:
        self.event = event

    def round(self, results: Results, number: int) -> DeskRound:
        """Every micro-match of the round, game by game, each game with the
        colours it is played with; the bye and the withdrawals."""
        event = self.event
        rnd = event.schedule.round(number)
        names = [player.name for player in event.players]
        gone = withdrawals(event, results)
        games: list[DeskGame] = []
        matches: list[DeskMatch] = []
        for match in rnd.games:
            result = results.match(number, match.board)
            entered = {} if result is None else {g.board: g for g in result.boards}
            matches.append(
                DeskMatch(
                    match.board,
                    names[match.white - 1],
                    names[match.black - 1],
                    match_score(result, event.scoring),
                )
            )
            withdrawn = any(
                gone.get(player, number) < number
                for player in (match.white, match.black)
            )
            for game in range(1, event.games + 1):
                white, black = game_colours(match, game)
                known = entered.get(game)
                outcome = Outcome.UNPLAYED if known is None else known.outcome
                if white != match.white:  # kept from the first-named side
                    outcome = outcome.reversed
                games.append(
                    DeskGame(
                        match.board,
                        game,
                        names[white - 1],
                        names[black - 1],
                        outcome,
                        withdrawn=withdrawn and outcome is Outcome.UNPLAYED,
                        date=results.dates.get((number, match.board, game)),
                    )
                )
        return DeskRound(
            tuple(games),
            tuple(matches),
            bye=None if rnd.bye is None else names[rnd.bye - 1],
            withdrawals=tuple((names[n - 1], last) for n, last in sorted(gone.items())),
            dates=True,
        )

    def match(self, change: DeskChange) -> Pairing:
        """The micro-match of the schedule ``change`` is for, its game
        checked.

        Raises:
            ScheduleError: no such round, board or game (the reader's words).
            InputError: no board given, or colours reversed.
        """
        if change.match is None:
            raise InputError(
                _("a game of a micro-match needs its board"), field="match"
            )
        if change.reversed:
            raise InputError(
                _(
                    "a game of a micro-match is entered with the colours it was"
                    " played with: give them as white and black, reversed empty"
                ),
                field="reversed",
            )
        probe = ResultsBuilder(self.event.schedule, games=self.event.games)
        return probe.add_board(
            change.round, change.match, Outcome.UNPLAYED, game=change.board
        )

    def located(self, change: DeskChange) -> tuple[Pairing, int]:
        """The micro-match ``change`` is for and its game (see :meth:`match`)."""
        return self.match(change), change.board
