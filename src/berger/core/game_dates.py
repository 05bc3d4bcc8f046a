"""Each game's date, and what the results say of the rounds played.

A game is played on its round's date (``round_dates``) unless the results
give it a day of its own (:attr:`Results.dates
<berger.core.results.Results.dates>`): the day it was played, or, while it
has no result, the day it is now set for (a game postponed, or brought
forward).

The core has no clock, so which rounds are played is decided from the
results alone: a round is played once it or a later round has a result,
leaving out the games played early (dated before their own round's date):
a round-5 game played in the week of round 3 makes round 5 no played round,
and counts in the standings after round 5.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Mapping

from berger.core.model import EventInfo
from berger.core.result_games import game_outcomes
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import ScheduleError
from berger.messages import _

GameKey = tuple[int, int, int]
"""A game of the event: (round, board, game), ``game`` 1 for a single game,
the game's number in a micro-match."""


def game_day(info: EventInfo, results: Results, key: GameKey) -> dt.date | None:
    """The day of the game ``key``: its own date in ``results``, else its
    round's; None where neither is known.

    >>> info = EventInfo(round_dates=(dt.date(2026, 11, 4), dt.date(2026, 11, 11)))
    >>> moved = Results(dates={(2, 1, 1): dt.date(2027, 1, 14)})
    >>> [str(game_day(info, moved, (2, b, 1))) for b in (1, 2)]
    ['2027-01-14', '2026-11-11']
    """
    return results.dates.get(key) or info.round_day(key[0])


def early_games(info: EventInfo, results: Results) -> frozenset[GameKey]:
    """The games dated before their own round's date (played early)."""
    return frozenset(
        key
        for key, day in results.dates.items()
        if (own := info.round_day(key[0])) is not None and day < own
    )


def played_round(info: EventInfo, results: Results) -> int:
    """The last round played: the highest round with a result of a game not
    played early (see :func:`early_games`); 0 before any result.

    >>> info = EventInfo(round_dates=tuple(dt.date(2026, 11, d) for d in (4, 11, 18)))
    >>> from berger.core.model import Outcome
    >>> results = Results(
    ...     outcomes={(1, 1): Outcome.DRAW, (3, 2): Outcome.WHITE_WIN},
    ...     dates={(3, 2, 1): dt.date(2026, 11, 4)},
    ... )
    >>> results.last_round, played_round(info, results)
    (3, 1)
    """
    early = early_games(info, results)
    if not early:
        return results.last_round
    return max(
        (key[0] for key in game_outcomes(results) if key not in early), default=0
    )


class DateError(ScheduleError):
    """A game's date the event does not allow; :attr:`key` names the game,
    so that a reader can locate it in its file."""

    def __init__(self, message: str, key: GameKey) -> None:
        super().__init__(message)
        self.key = key
        """The game whose date is refused (one given its own date)."""


def check_dates(tournament: Tournament, dates: Mapping[GameKey, dt.date]) -> None:
    """Refuse the games' own ``dates`` (as a results file gives them) that
    the event does not allow: a day outside the event's dates (``[event]
    start`` to ``end``, else its first to its last round date), a game of a
    micro-match dated before a game it follows, and, where the event plays
    one game a day (:attr:`EventInfo.one_game_a_day`), a player's two games
    of different rounds on one day.

    Raises:
        DateError: the first game (by round, board, game) refused.
    """
    info = tournament.info
    days = [
        day
        for number in range(1, len(info.round_dates) + 1)
        if (day := info.round_day(number)) is not None
    ]
    first = info.start or min(days, default=None)
    last = info.end or max(days, default=None)
    for key in sorted(dates):
        day = dates[key]
        if first is not None and day < first:
            raise DateError(
                _(
                    "{date} is before the event's first day, {first}: for a game"
                    " played before it, give the event's dates ([event] start)"
                ).format(date=day, first=first),
                key,
            )
        if last is not None and day > last:
            raise DateError(
                _(
                    "{date} is after the event's last day, {last}: for a game"
                    " played after it, give the event's dates ([event] end)"
                ).format(date=day, last=last),
                key,
            )
        _check_order(tournament, dates, key)
        if info.one_game_a_day:
            _check_one_a_day(tournament, dates, key)


def _check_order(
    tournament: Tournament, dates: Mapping[GameKey, dt.date], key: GameKey
) -> None:
    """Refuse game ``key`` of a micro-match dated before the game before it,
    or after the game after it where that one has no date of its own."""
    info, (round_number, board, game) = tournament.info, key
    day = dates[key]
    before = dates.get((round_number, board, game - 1)) or info.round_day(round_number)
    if game > 1 and before is not None and day < before:
        raise DateError(
            _("game {game} is dated {date}, before game {other} ({day})").format(
                game=game, date=day, other=game - 1, day=before
            ),
            key,
        )
    after = (round_number, board, game + 1)
    own = info.round_day(round_number)
    last = game == tournament.sitting_games
    if not last and after not in dates and own is not None and own < day:
        raise DateError(
            _(
                "game {game} is dated {date}, after game {other} ({day}),"
                " which follows it"
            ).format(game=game, date=day, other=game + 1, day=own),
            key,
        )


def _check_one_a_day(
    tournament: Tournament, dates: Mapping[GameKey, dt.date], key: GameKey
) -> None:
    """Refuse game ``key`` on a day on which one of its players has a game
    of another round."""
    day = dates[key]
    schedule = tournament.schedule
    pairing = schedule.round(key[0]).game(key[1])
    for player in (pairing.white, pairing.black):
        for other in _rounds_on(tournament, dates, player, day):
            if other != key[0]:
                raise DateError(
                    _(
                        "player {number} has a game of round {other} on {date}"
                        " too: the event plays one game a day"
                        " ([rules] one_game_a_day)"
                    ).format(number=player, other=other, date=day),
                    key,
                )


def _rounds_on(
    tournament: Tournament,
    dates: Mapping[GameKey, dt.date],
    player: int,
    day: dt.date,
) -> Iterator[int]:
    """The rounds in which ``player`` has a game on ``day``: dated so, or
    with no date of its own in a round of that date."""
    schedule = tournament.schedule
    for rnd in schedule.rounds:
        game = schedule.game_of(rnd.number, player)
        if game is None:
            continue
        keys = [
            (rnd.number, game.board, number)
            for number in range(1, tournament.sitting_games + 1)
        ]
        own = tournament.info.round_day(rnd.number)
        if any(dates.get(k, own) == day for k in keys):
            yield rnd.number
