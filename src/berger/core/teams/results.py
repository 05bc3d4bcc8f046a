"""Board results of a team round robin, checked against the schedule as they
come in.

A board result is read from the first-named team's side: ``Outcome.WHITE_WIN``
means the first-named team's player won, whatever the colours on that board.
Who played is a position in the team's list; by default board ``k`` is played
by the team's ``k``-th player. A side that lost by forfeit fielded nobody
unless a player is named for it.
"""

from __future__ import annotations

from berger.core.model import Outcome
from berger.core.results import BoardResult, Results, match_results, present
from berger.core.schedule import Pairing
from berger.core.scheduled import Sides, scheduled_game
from berger.core.teams.event import TeamEvent
from berger.errors import ScheduleError
from berger.messages import N_, _


class NoSuchBoard(ScheduleError):
    """A board the match does not have (a results file gives it in its board
    field)."""


class TeamResultsBuilder:
    """Collects board results one at a time, refusing any that do not fit."""

    def __init__(self, event: TeamEvent) -> None:
        self.event = event
        self._boards: dict[tuple[int, int], dict[int, BoardResult]] = {}
        self._forfeits: set[tuple[int, int]] = set()

    def _match(self, round_number: int, first: int, second: int) -> Pairing:
        sides = Sides(
            unknown=N_("there is no team {number} (numbers 1–{n})"),
            not_scheduled=N_("{pair} is not a match of round {round}: {had}"),
            reversed=N_(
                "{pair} has the teams reversed: round {round} has {scheduled},"
                " first-named team first"
            ),
            name=self._name,
            bye_name=self._name,
            text=self._text,
        )
        return scheduled_game(self.event.schedule, round_number, first, second, sides)

    def _name(self, number: int) -> str:
        return f"{number} {self.event.team(number).name}"

    def _text(self, match: Pairing) -> str:
        return f"{self._name(match.white)} – {self._name(match.black)}"

    def _position(self, team: int, position: int | None) -> None:
        if position is None:
            return
        size = len(self.event.team(team).players)
        if not 1 <= position <= size:
            raise ScheduleError(
                _("{team} has no player {position} (players 1–{size})").format(
                    team=self._name(team), position=position, size=size
                )
            )

    def add_board(
        self,
        round_number: int,
        first: int,
        second: int,
        board: int,
        outcome: Outcome,
        *,
        first_player: int | None = None,
        second_player: int | None = None,
    ) -> Pairing:
        """Record the result of ``board`` of the match ``first`` – ``second``.

        ``first_player`` / ``second_player`` are positions in the teams' lists
        (default: board ``k`` is the ``k``-th player of a side that turned up,
        nobody for a side that forfeited). UNPLAYED records nothing. Returns
        the match.

        Raises:
            ScheduleError: not a match of the schedule (or the teams
                reversed), a bye, a board the match does not have, a player
                position the team does not have, a player on two boards of the
                match, or the board already has a different result.
        """
        match = self._match(round_number, first, second)
        if not 1 <= board <= self.event.boards:
            raise NoSuchBoard(
                _("{match} has no board {board} (boards 1–{boards})").format(
                    match=self._text(match), board=board, boards=self.event.boards
                )
            )
        self._position(first, first_player)
        self._position(second, second_player)
        if outcome is Outcome.UNPLAYED:
            return match
        shows = present(outcome)
        players = [
            given if given is not None else (board if shown else None)
            for given, shown in zip((first_player, second_player), shows, strict=True)
        ]
        result = BoardResult(board, outcome, players[0], players[1])
        self._store(match, result)
        return match

    def add_forfeit(
        self, round_number: int, first: int, second: int, outcome: Outcome
    ) -> Pairing:
        """Record a whole match forfeited: every board gets ``outcome``
        (``+-``, ``-+`` or ``--``), played by the board players of a side that
        turned up.

        Raises:
            ScheduleError: as :meth:`add_board`, or an outcome that is not a
                forfeit.
        """
        match = self._match(round_number, first, second)
        if not outcome.forfeit:
            raise ScheduleError(
                _(
                    "a whole match can only be forfeited (+-, -+ or --), not {outcome}"
                ).format(outcome=outcome)
            )
        for board in range(1, self.event.boards + 1):
            self.add_board(round_number, first, second, board, outcome)
        self._forfeits.add((match.round, match.board))
        return match

    def _store(self, match: Pairing, result: BoardResult) -> None:
        boards = self._boards.setdefault((match.round, match.board), {})
        known = boards.get(result.board)
        if known is not None:
            where = _("round {round}, {match}, board {board}").format(
                round=match.round, match=self._text(match), board=result.board
            )
            if known.outcome is not result.outcome:
                raise ScheduleError(
                    _("{where} has two results: {known} and {outcome}").format(
                        where=where, known=known.outcome, outcome=result.outcome
                    )
                )
            if known != result:
                raise ScheduleError(
                    _("{where} has two different line-ups").format(where=where)
                )
            return
        for other in boards.values():
            for side, team in ((0, match.white), (1, match.black)):
                mine = (result.first, result.second)[side]
                theirs = (other.first, other.second)[side]
                if mine is not None and mine == theirs:
                    name = self.event.member(team, mine).name
                    raise ScheduleError(
                        _(
                            "{name!r} ({team}) plays boards {board1} and {board2}"
                            " of round {round}"
                        ).format(
                            name=name,
                            team=self.event.team(team).name,
                            board1=other.board,
                            board2=result.board,
                            round=match.round,
                        )
                    )
        boards[result.board] = result

    def build(self) -> Results:
        """The results collected so far (:attr:`Results.matches`)."""
        return Results(
            matches=match_results(self.event.schedule, self._boards, self._forfeits)
        )
