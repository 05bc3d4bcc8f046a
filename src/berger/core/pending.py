"""The games pending: games of a round already played whose result is not
in yet (postponed), each with the day it is set for where the results give
one.

A round is played once it or a later round has a result
(:func:`~berger.core.game_dates.played_round`, decided from the results
alone: the core has no clock). A game of a round before the last round
played that has no result is pending; so is a game of the last round played
that has no result and a date of its own other than its round's (set for
another day), while its round's other games without a result are still being
played. A game of a
player who withdrew is not pending (the withdrawal rule decides it).

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import replace

from berger.core.crosstable import Crosstable
from berger.core.game_codes import KIND, PENDING
from berger.core.game_dates import played_round
from berger.core.result_games import game_outcomes
from berger.core.results import Results
from berger.core.standings import PendingGame, Standings


def pending_games(crosstable: Crosstable, results: Results) -> tuple[PendingGame, ...]:
    """The games pending in ``crosstable`` (an event's games, or its
    micro-matches or matches, a cell a round) after its round, counted from
    ``results`` (the event's games, with their dates), round by round, board
    by board (see the module's docstring).

    >>> from berger.core.model import EventInfo, Outcome, Player
    >>> from berger.core.crosstable import build_crosstable
    >>> from berger.core.tournament import make_tournament
    >>> event = make_tournament(EventInfo(), [Player(name) for name in "ABCD"])
    >>> played = {(1, 1): Outcome.DRAW, (2, 1): Outcome.DRAW, (2, 2): Outcome.DRAW}
    >>> later = {(1, 2, 1): dt.date(2027, 1, 14)}
    >>> results = Results(outcomes=played, dates=later)
    >>> pending_games(build_crosstable(event, results), results)
    (PendingGame(round=1, board=2, white=2, black=3, date=datetime.date(2027, 1, 14)),)
    """
    tournament = crosstable.tournament
    last = played_round(tournament.info, results)
    own = _set_days(results)
    withdrawn = crosstable.withdrawn
    codes = crosstable.codes
    found: list[PendingGame] = []
    for rnd in tournament.schedule.rounds[: min(crosstable.after_round, last)]:
        for game in rnd.games:
            if codes[game.white][rnd.number - 1] & KIND != PENDING:
                continue
            if withdrawn and (
                withdrawn[game.white - 1] is not None
                or withdrawn[game.black - 1] is not None
            ):
                continue
            day = own.get((rnd.number, game.board))
            moved = day is not None and day != tournament.info.round_day(rnd.number)
            if rnd.number < last or moved:
                found.append(
                    PendingGame(rnd.number, game.board, game.white, game.black, day)
                )
    return tuple(found)


def _set_days(results: Results) -> Mapping[tuple[int, int], dt.date]:
    """(round, board) -> the first day set for a game of it that has no
    result (a micro-match's next game)."""
    done = game_outcomes(results)
    days: dict[tuple[int, int], dt.date] = {}
    for key, day in sorted(results.dates.items()):
        if key not in done:
            days.setdefault(key[:2], day)
    return days


def with_games(
    standings: Standings, crosstable: Crosstable, results: Results
) -> Standings:
    """``standings`` with the games each entrant played and those pending
    (:func:`pending_games`) in ``crosstable``, counted from ``results``."""
    return replace(
        standings,
        pending=pending_games(crosstable, results),
        games=crosstable.games_played,
    )
