"""The game of the schedule a result names, found or refused with a message
that says what the schedule has: a game by its two sides (players, or a team
event's teams) or by its board, a round in range.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from berger.core.micro.matches import game_colours
from berger.core.schedule import Pairing, Schedule
from berger.errors import ScheduleError
from berger.messages import N_, _, ngettext


def game_text(game: Pairing) -> str:
    """A game of the schedule as the messages name it: "1 – 6 (board 1)"."""
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
    text=game_text,
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


def check_game(game: int, games: int) -> None:
    """Refuse a game that a pairing's match of ``games`` games lacks (a
    single game is a match of one).

    Raises:
        ScheduleError: ``game`` outside 1..``games``.
    """
    if 1 <= game <= games:
        return
    if games == 1:
        raise ScheduleError(
            _("game {game}: each pairing plays one game (micro_match = 1)").format(
                game=game
            )
        )
    raise ScheduleError(
        ngettext(
            "a micro-match of {games} game has no game {game}",
            "a micro-match of {games} games has no game {game}",
            games,
        ).format(games=games, game=game)
    )


def game_match(
    schedule: Schedule,
    round_number: int,
    white: int,
    black: int,
    game: int,
    games: int,
) -> Pairing:
    """The pairing of the round whose game ``game`` (of its match of
    ``games``) ``white`` and ``black`` played with those colours: a single
    game's as the schedule has it, a micro-match's game's alternating from
    the table's, the first with them
    (:func:`~berger.core.micro.matches.game_colours`).

    Raises:
        ScheduleError: as :func:`scheduled_game` (a micro-match's game: the
            colours not that game's), or a game the match lacks.
    """
    check_round(schedule, round_number)
    for number in (white, black):
        check_side(schedule, number, PLAYERS)
    check_game(game, games)
    match = schedule.find_game(round_number, white, black)
    if match is None or games == 1:
        # refused as the schedule has it: a bye, another pairing, a single
        # game's colours
        return scheduled_game(schedule, round_number, white, black, PLAYERS)
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
    return match


def check_reversed(
    schedule: Schedule, round_number: int, white: int, black: int, games: int
) -> None:
    """Refuse a game given as played with the colours reversed (FIDE Laws
    7.3) that cannot be: a micro-match's (its games are entered with the
    colours they were played with), or one the schedule has with those
    colours.

    Raises:
        ScheduleError: as said, or a round beyond the schedule.
    """
    if games > 1:
        raise ScheduleError(
            _(
                "a game of a micro-match is entered with the colours it was"
                " played with: give them as white and black, reversed empty"
            )
        )
    check_round(schedule, round_number)
    found = schedule.find_game(round_number, white, black)
    if found is not None and found.white == white and found.black == black:
        raise ScheduleError(
            _(
                "{white} – {black} is round {round}'s game with the colours"
                " of the schedule, not reversed: a reversed game gives white"
                " and black as they played"
            ).format(white=white, black=black, round=round_number)
        )


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
