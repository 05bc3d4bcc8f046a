"""Micro-matches: each pairing of the Berger table played as a match of N
games between the same two players, as draughts events play them.

A micro-match is the player form of a team event's match (see
:mod:`berger.core.teams.event`): its "boards" are its games, played one after the
other by the same two players. The first game has the colours the Berger
table gives, and the colours alternate game by game (:meth:`MicroMatchEvent.
colour`, as a team's boards alternate). Every game is scored by the event's
scoring; the micro-match's score is their sum. With match points
(``[rules] match_points``) the micro-match's own result, won, drawn or lost
on its games, is what the standings count first, the games' points after
it, as a team event counts match and game points.

The games are also an event of their own (:func:`game_event`): the
schedule with each round played N times in a row, the colours reversed in
every other one, so that every game counts in the crosstable, the standings
and each tie-break by the code that counts single games.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from berger.core.draw import Numbering
from berger.core.model import EventInfo, Player
from berger.core.schedule import Color, Pairing, Round, Schedule
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError
from berger.messages import _

MAX_GAMES = 12
"""Games a micro-match may have: draughts events play two, sometimes four."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MicroMatchEvent(Tournament):
    """A round robin of micro-matches: the event whose games are matches of
    :attr:`games` games between the same two players.

    As an event (:class:`Tournament`) its schedule pairs the players for
    their micro-matches and its :attr:`scoring` scores each game; what is
    its own is here: the games of a micro-match and, where the standings
    count micro-matches, their points.
    """

    games: int = 2
    """Games of each micro-match (``[rules] micro_match``)."""
    match_scoring: ScoringSystem | None = None
    """Points of a micro-match won, drawn or lost (``[rules] match_points``),
    ranked first; None: the standings count the games' points."""

    @property
    def sitting_games(self) -> int:
        """A micro-match's games are played one after another, at one
        sitting."""
        return self.games

    def colour(self, board: int) -> Color:
        """The colour of the first-named player in game ``board`` of a
        micro-match (its "boards" are its games): white in the first, then
        alternating.

        >>> event = make_micro_match_event(EventInfo(), [Player("A"), Player("B")])
        >>> [str(event.colour(game)) for game in (1, 2, 3)]
        ['w', 'b', 'w']
        """
        return Color.WHITE if board % 2 == 1 else Color.BLACK


def check_games(games: int) -> None:
    """Refuse a number of games per micro-match out of range.

    Raises:
        InputError: field ``micro_match``.
    """
    if not 1 <= games <= MAX_GAMES:
        raise InputError(
            _("{games} is out of range {minimum}..{maximum}").format(
                games=games, minimum=1, maximum=MAX_GAMES
            ),
            field="micro_match",
        )


def make_micro_match_event(
    info: EventInfo,
    players: Sequence[Player],
    *,
    games: int = 2,
    cycles: int = 1,
    swap_last_two: bool | None = None,
    numbering: Numbering = Numbering.LIST,
    seed: int | None = None,
    scoring: ScoringSystem = CHESS,
    match_scoring: ScoringSystem | None = None,
) -> MicroMatchEvent:
    """Number the players and build the schedule of their micro-matches
    (:func:`berger.core.tournament.make_tournament`'s, each pairing a
    micro-match of ``games`` games).

    Raises:
        InputError: ``games`` out of range (field ``micro_match``).
        ScheduleError: as :func:`make_tournament`.
    """
    check_games(games)
    event = make_tournament(
        info,
        players,
        cycles=cycles,
        swap_last_two=swap_last_two,
        numbering=numbering,
        seed=seed,
        scoring=scoring,
    )
    return as_micro_match_event(event, games=games, match_scoring=match_scoring)


def as_micro_match_event(
    event: Tournament, *, games: int, match_scoring: ScoringSystem | None = None
) -> MicroMatchEvent:
    """``event``, numbered and scheduled as it is, with each pairing a
    micro-match of ``games`` games: the event a use case has opened (its
    seed settled, its players numbered) made the micro-match event its
    draughts settings ask for.

    >>> from berger.core.tournament import make_tournament
    >>> event = make_tournament(EventInfo(), [Player("A"), Player("B")])
    >>> micro = as_micro_match_event(event, games=2)
    >>> (micro.games, micro.schedule == event.schedule)
    (2, True)

    Raises:
        InputError: ``games`` out of range (field ``micro_match``).
    """
    check_games(games)
    return micro_matches_of(event, games, match_scoring)


def micro_matches_of(
    event: Tournament, games: int, match_scoring: ScoringSystem | None = None
) -> MicroMatchEvent:
    """``event`` with each pairing a micro-match of ``games`` games, however
    many (:func:`as_micro_match_event` checks them against the rules'
    range; a play-off's series may go on longer)."""
    return MicroMatchEvent(
        info=event.info,
        players=event.players,
        schedule=event.schedule,
        numbering=event.numbering,
        seed=event.seed,
        scoring=event.scoring,
        games=games,
        match_scoring=match_scoring,
    )


def game_colours(match: Pairing, game: int) -> tuple[int, int]:
    """Who has white and who black in game ``game`` of the micro-match
    ``match``: the table's colours in the first game, then alternating.

    >>> game_colours(Pairing(1, 1, 4, 9), 2)
    (9, 4)
    """
    if game % 2 == 1:
        return match.white, match.black
    return match.black, match.white


def game_round(round_number: int, game: int, games: int) -> int:
    """The round of :func:`game_schedule` in which game ``game`` of the
    micro-matches of round ``round_number`` is played.

    >>> [game_round(3, game, 2) for game in (1, 2)]
    [5, 6]
    """
    return (round_number - 1) * games + game


def event_round(game_round_number: int, games: int) -> tuple[int, int]:
    """The event's round and the game of the micro-match of a round of
    :func:`game_schedule`: the inverse of :func:`game_round`.

    >>> event_round(6, 2), event_round(1, 2)
    ((3, 2), (1, 1))
    """
    round_number, game = divmod(game_round_number - 1, games)
    return round_number + 1, game + 1


def game_schedule(schedule: Schedule, games: int) -> Schedule:
    """Every game of the micro-matches of ``schedule``, each a round of its
    own: round r's games g = 1..``games`` are round (r - 1) × games + g, with
    the same boards, the table's colours in odd games and the colours
    reversed in even ones. Each pair meets ``cycles × games`` times (the
    schedule's :attr:`~Schedule.cycles`), the g-th game of the c-th cycle's
    micro-match being its meeting (c - 1) × games + g (the round's
    :attr:`~Round.cycle`).

    >>> from berger.core.berger import build_schedule
    >>> games = game_schedule(build_schedule(4), 2)
    >>> [(r.number, r.whites, r.blacks) for r in games.rounds[:2]]
    [(1, (1, 2), (4, 3)), (2, (4, 3), (1, 2))]
    """
    rounds = []
    for rnd in schedule.rounds:
        for game in range(1, games + 1):
            odd = game % 2 == 1
            rounds.append(
                Round(
                    number=game_round(rnd.number, game, games),
                    cycle=(rnd.cycle - 1) * games + game,
                    whites=rnd.whites if odd else rnd.blacks,
                    blacks=rnd.blacks if odd else rnd.whites,
                    bye=rnd.bye,
                )
            )
    return Schedule(
        n=schedule.n,
        cycles=schedule.cycles * games,
        swap_last_two=False,
        rounds=tuple(rounds),
        berger_table=False,
        match_games=games,
    )


def game_event(event: MicroMatchEvent) -> Tournament:
    """The games of ``event``'s micro-matches as an event of their own: its
    players (without their withdrawals, which the games' results carry in
    their rounds: see :mod:`berger.core.micro.table`), the
    :func:`game_schedule`, each game scored by the event's scoring."""
    return Tournament(
        info=event.info,
        players=tuple(
            replace(player, withdrawn_after=None) for player in event.players
        ),
        schedule=game_schedule(event.schedule, event.games),
        numbering=event.numbering,
        seed=event.seed,
        scoring=event.scoring,
    )
