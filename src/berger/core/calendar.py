"""When the games are played: each game of the schedule at its date and
time, the games of one round played at one date and time together (an
entry of a calendar: the event's round, or one entrant's game or match),
and how long a game of the event's time control may last.

A game is played at its round's start (:meth:`EventInfo.round_start
<berger.core.model.EventInfo.round_start>`), or on its own date in the
results (a game postponed or brought forward) at its round's time:
:func:`game_start`. A micro-match whose games are on different days is an
entry a game.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from berger.core.model import EventInfo
from berger.core.results import Results
from berger.core.schedule import Pairing
from berger.core.tournament import Tournament

When = dt.date | dt.datetime
"""A day (the time not given), or a day and a time."""
_CONTROL = re.compile(r"\s*(\d{1,3})\s*(?:\+\s*(\d{1,3}))?\s*")
"""A time control of minutes, and seconds added each move: ``90+30``."""
MOVES = 60
"""The moves a time control is measured over: FIDE's Laws (Appendices A and
B) measure one as the time allotted plus 60 times the increment."""


@dataclass(frozen=True, slots=True)
class Sitting:
    """Games of one round played at one date and time: an entry of a
    calendar."""

    round: int
    """Round of the event, 1-based."""
    start: When
    """When they start."""
    games: tuple[Pairing, ...]
    """The games (a team event's matches), board by board."""
    bye: int | None = None
    """The entrant without a game in the round (in the entry of its round's
    own start), or None."""
    game: int | None = None
    """The one game of a micro-match this entry is (its games are on
    different days), or None: every game of its pairings."""


@dataclass(frozen=True, slots=True)
class Dated:
    """The games of an event (or of one entrant) by date and time."""

    sittings: tuple[Sitting, ...]
    """Each round's games at each of their starts, round by round."""
    undated: tuple[int, ...]
    """The rounds whose games have no date (left out of :attr:`sittings`)."""


def game_start(
    info: EventInfo, game: Pairing, results: Results | None = None, number: int = 1
) -> When | None:
    """When ``game`` (its game ``number``, of a micro-match) is played: on
    its own date in ``results`` at its round's time, else at its round's
    start (None: no date).

    >>> info = EventInfo(round_dates=(dt.date(2026, 11, 4),), start_time=dt.time(18))
    >>> game = Pairing(1, 3, 1, 2)
    >>> moved = Results(dates={(1, 3, 1): dt.date(2027, 1, 14)})
    >>> str(game_start(info, game)), str(game_start(info, game, moved))
    ('2026-11-04 18:00:00', '2027-01-14 18:00:00')
    """
    start = info.round_start(game.round)
    day = (
        None if results is None else results.dates.get((game.round, game.board, number))
    )
    if day is None:
        return start
    if isinstance(start, dt.datetime):
        return dt.datetime.combine(day, start.timetz())
    time = None if start is not None else info.round_time(game.round)
    return day if time is None else dt.datetime.combine(day, time)


def dated_games(
    tournament: Tournament,
    entrant: int | None = None,
    *,
    results: Results | None = None,
) -> Dated:
    """Every game of the schedule with its start (:func:`game_start`, its
    own date from ``results``), the games of a round at one start together,
    a micro-match's games apart where they are on different days (with
    ``entrant``: that entrant's games only, each round's one); the rounds
    without a date set apart.

    >>> from berger.core.model import Player
    >>> from berger.core.tournament import make_tournament
    >>> info = EventInfo(round_dates=(dt.date(2026, 9, 2), dt.date(2026, 9, 9)))
    >>> event = make_tournament(info, [Player(name) for name in "ABCD"])
    >>> dated = dated_games(event, entrant=4)
    >>> [(s.round, str(s.start), s.games[0].white) for s in dated.sittings]
    [(1, '2026-09-02', 1), (2, '2026-09-09', 4)]
    >>> dated.undated
    (3,)

    Raises:
        ValueError: ``entrant`` is not a number of the event.
    """
    if entrant is not None and not 1 <= entrant <= tournament.n:
        raise ValueError(entrant)
    info = tournament.info
    numbers = range(1, tournament.sitting_games + 1)
    sittings: list[Sitting] = []
    undated: list[int] = []
    for rnd in tournament.schedule.rounds:
        starts: dict[When, list[Pairing]] = {}
        apart: list[Sitting] = []
        for game in rnd.games:
            if entrant is not None and entrant not in (game.white, game.black):
                continue
            found = [game_start(info, game, results, number) for number in numbers]
            times = [start for start in found if start is not None]
            if len(times) < len(found):
                if rnd.number not in undated[-1:]:
                    undated.append(rnd.number)
            elif len(set(times)) == 1:
                starts.setdefault(times[0], []).append(game)
            else:
                apart += (
                    Sitting(rnd.number, start, (game,), game=number)
                    for number, start in zip(numbers, times, strict=True)
                )
        own = info.round_start(rnd.number)
        bye = rnd.bye if entrant is None else None
        sittings += (
            Sitting(rnd.number, start, tuple(games), bye if start == own else None)
            for start, games in starts.items()
        )
        sittings += apart
    return Dated(tuple(sittings), tuple(undated))


def by_entrant(tournament: Tournament, dated: Dated) -> tuple[Dated, ...]:
    """Each entrant's games of ``dated`` (every game of the event, as
    :func:`dated_games` gives them), by number: ``[0]`` is entrant 1's, as
    ``dated_games(tournament, 1, results=results)`` gives them, worked out in one
    pass.

    >>> from berger.core.model import Player
    >>> from berger.core.tournament import make_tournament
    >>> info = EventInfo(round_dates=(dt.date(2026, 9, 2),))
    >>> event = make_tournament(info, [Player(name) for name in "ABC"])
    >>> [(d.sittings[0].games[0].board if d.sittings else None, d.undated)
    ...  for d in by_entrant(event, dated_games(event))]
    [(None, (2, 3)), (1, (2,)), (1, (3,))]
    """
    sittings: list[list[Sitting]] = [[] for _ in range(tournament.n)]
    undated: list[list[int]] = [[] for _ in range(tournament.n)]
    for sitting in dated.sittings:
        for game in sitting.games:
            for number in (game.white, game.black):
                sittings[number - 1].append(
                    Sitting(sitting.round, sitting.start, (game,), game=sitting.game)
                )
    for number in dated.undated:
        for game in tournament.schedule.round(number).games:
            for entrant in (game.white, game.black):
                undated[entrant - 1].append(number)
    return tuple(
        Dated(tuple(own), tuple(sorted(rounds)))
        for own, rounds in zip(sittings, undated, strict=True)
    )


def game_duration(time_control: str) -> dt.timedelta | None:
    """How long a game of ``time_control`` may last: both players' whole
    time for 60 moves, where the time control is written ``M`` or ``M+S``
    (minutes each, and seconds added a move); None for any other.

    >>> [str(game_duration(text)) for text in ("90+30", "60", "15 + 10")]
    ['4:00:00', '2:00:00', '0:50:00']
    >>> game_duration("40/90+30") is None
    True
    """
    found = _CONTROL.fullmatch(time_control)
    if found is None:
        return None
    minutes, seconds = int(found[1]), int(found[2] or 0)
    return 2 * dt.timedelta(minutes=minutes, seconds=seconds * MOVES)


def sitting_length(tournament: Tournament) -> dt.timedelta | None:
    """How long a sitting of the event may last: its games played one after
    another (a micro-match's), each as long as :func:`game_duration` says;
    None where the time control does not say."""
    length = game_duration(tournament.info.time_control)
    return None if length is None else length * tournament.sitting_games
