"""The arbiter's desk of a team round robin (see
:mod:`berger.pipeline.desk.variation`): a round's matches board by board, each
with its score so far; a board's result set in the team results CSV, read
there from the first-named team's side (the page gives it as played at the
board, white first)."""

from __future__ import annotations

from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.schedule import Color, Pairing
from berger.core.scheduled import beyond_schedule
from berger.core.teams.event import TeamEvent
from berger.core.teams.results import TeamResultsBuilder
from berger.errors import InputError, ScheduleError
from berger.formats.event.csv_text import CsvText
from berger.formats.event.results import delimited_rows
from berger.formats.event.results_edit import (
    TEAMS_HEADER,
    set_board_result,
    whole_match_row,
)
from berger.formats.event.teams import team_results_from_rows
from berger.messages import _
from berger.pipeline.desk.variation import (
    DeskChange,
    DeskGame,
    DeskMatch,
    DeskRound,
    DeskVariation,
    match_score,
    refused,
)


class TeamDesk(DeskVariation):
    """The desk of a team round robin."""

    header = TEAMS_HEADER
    reverses_colours = False
    in_matches = True

    def __init__(self, event: TeamEvent) -> None:
        self.event = event

    def _as_played(self, board: int, outcome: Outcome) -> Outcome:
        """A board's result from the first-named team's side as played at
        the board (white first), or back: the same swap both ways."""
        if self.event.colour(board) is Color.WHITE:
            return outcome
        return outcome.reversed

    def round(self, results: Results, number: int) -> DeskRound:
        """Every match of the round, board by board; who played each board
        (a reserve named in the results, else the board's own player)."""
        event = self.event
        rnd = event.schedule.round(number)
        games: list[DeskGame] = []
        matches: list[DeskMatch] = []
        for match in rnd.games:
            result = results.match(number, match.board)
            entered = {} if result is None else {b.board: b for b in result.boards}
            first, second = event.team(match.white), event.team(match.black)
            matches.append(
                DeskMatch(
                    match.board,
                    first.name,
                    second.name,
                    match_score(result, event.board_scoring),
                )
            )
            for board in range(1, event.boards + 1):
                known = entered.get(board)
                places = (board, board)
                if known is not None:
                    places = (known.first or board, known.second or board)
                names = (
                    first.players[places[0] - 1].name,
                    second.players[places[1] - 1].name,
                )
                outcome = Outcome.UNPLAYED if known is None else known.outcome
                if event.colour(board) is Color.BLACK:
                    names = (names[1], names[0])
                games.append(
                    DeskGame(
                        match.board,
                        board,
                        names[0],
                        names[1],
                        self._as_played(board, outcome),
                    )
                )
        bye = None if rnd.bye is None else event.team(rnd.bye).name
        return DeskRound(tuple(games), tuple(matches), bye=bye)

    def match(self, change: DeskChange) -> Pairing:
        """The match of the schedule ``change`` is for, its board checked.

        Raises:
            ScheduleError: no such round, match or board (the reader's words).
            InputError: no match given, or colours reversed.
        """
        if change.match is None:
            raise InputError(_("a team event's result needs its match"), field="match")
        if change.reversed:
            raise InputError(
                _(
                    "a team event's board colours follow its matches: a board"
                    " played with the colours reversed is not recorded"
                ),
                field="reversed",
            )
        schedule = self.event.schedule
        total = len(schedule.rounds)
        if not 1 <= change.round <= total:
            raise ScheduleError(beyond_schedule(change.round, total))
        rnd = schedule.round(change.round)
        if not 1 <= change.match <= len(rnd.games):
            raise ScheduleError(
                _("round {round} has no match {match} (matches 1–{matches})").format(
                    round=change.round, match=change.match, matches=len(rnd.games)
                )
            )
        match = rnd.game(change.match)
        TeamResultsBuilder(self.event).add_board(
            change.round, match.white, match.black, change.board, Outcome.UNPLAYED
        )
        return match

    def edit(self, text: CsvText, shown: str, change: DeskChange) -> CsvText:
        """The board's row set (see :func:`set_board_result`); a match
        forfeited whole in one row is changed in the file by hand."""
        try:
            match = self.match(change)
            if change.dated:
                raise InputError(
                    _("a team event's match takes no date of its own here"),
                    field="date",
                )
        except (ScheduleError, InputError) as exc:
            raise refused(exc, shown, text) from None
        line = whole_match_row(text, shown, self.event, match)
        if line is not None:
            raise InputError(
                _("the match is forfeited whole on this line: change it in the file"),
                path=shown,
                line=line,
            )
        outcome = self._as_played(change.board, change.outcome)
        return set_board_result(text, shown, self.event, match, change.board, outcome)

    def read(self, text: CsvText, shown: str) -> Results:
        """As :func:`~berger.formats.event.teams.read_team_results` reads it."""
        rows = delimited_rows(text.text, shown)
        return team_results_from_rows(rows, shown, self.event)
