"""Team round robins: teams, the event, and the colours of each board.

Teams meet by the Berger table on the team numbers (:func:`build_schedule` on
T teams; an odd T gives a team the bye). Each game of that schedule is a
*match*: ``Pairing.white`` is the first-named team, ``Pairing.board`` the
match's table in the round. In every match the first-named team has white on
boards 1, 3, ... and black on 2, 4, ... (or the opposite, a setting).

A team's players are in board order: the first ``boards`` are its board
players, the rest reserves. Players are known by their position in their
team's list (1-based), so ``(team, position)`` names one player.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import TypeVar

from berger.core.berger import build_schedule
from berger.core.codes import CodeEnum
from berger.core.draw import Numbering, assign_numbers
from berger.core.model import EventInfo, Player
from berger.core.names import name_key
from berger.core.ratings.tables import average_rating
from berger.core.schedule import Color
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.messages import _, ngettext

MIN_BOARDS, MAX_BOARDS = 2, 100
"""Boards per match: a team plays on two boards at least, and no event has
more than a hundred."""
T = TypeVar("T")
"""A value of either score: its points, or its name (:func:`primary_first`)."""


class Primary(CodeEnum):
    """Which score ranks the teams first; the other one comes right after
    (``[rules] primary``)."""

    MATCH = "match"
    """Match points, then game points (FIDE's usual order)."""
    GAME = "game"
    """Game (board) points, then match points."""

    @classmethod
    def noun(cls) -> str:
        """What a member is called in messages."""
        return _("a primary score")


def primary_first(primary: Primary, match: T, game: T) -> tuple[T, T]:
    """The match and the game value (points, or their names), the primary
    score's first.

    >>> primary_first(Primary.GAME, "MP", "GP")
    ('GP', 'MP')
    """
    return (match, game) if primary is Primary.MATCH else (game, match)


class FirstBoard(CodeEnum):
    """The colour of the first-named team on board 1 (``[rules] first_board``);
    the colours alternate down the boards."""

    WHITE = "white"
    """White on boards 1, 3, ...; black on 2, 4, ... (the usual way)."""
    BLACK = "black"
    """Black on boards 1, 3, ...; white on 2, 4, ..."""

    @classmethod
    def noun(cls) -> str:
        """What a member is called in messages."""
        return _("a colour")


class MatchOutcome(Enum):
    """A match from one team's side."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"

    def __str__(self) -> str:
        return self.value


MATCH_POINTS = ScoringSystem(
    Fraction(2), Fraction(1), Fraction(0), Fraction(2), Fraction(0), name="match"
)
"""Match points by default: 2 for a match won, 1 drawn, 0 lost (a match won
or lost by forfeit counts as won or lost; a bye scores nothing)."""


def match_scoring(values: Sequence[object]) -> ScoringSystem:
    """Match points from three numbers: win, draw, loss (a match won or lost
    by forfeit scores as won or lost, a bye nothing), each from 0 to
    :data:`~berger.core.scoring.MOST_POINTS`, a win worth no less than a
    draw and a draw no less than a loss.

    >>> match_scoring([3, 1, 0]).win
    Fraction(3, 1)
    >>> match_scoring([-2, 1, 0])
    Traceback (most recent call last):
      ...
    berger.errors.InputError: match_points: -2 is out of range 0..1000

    Raises:
        InputError: not three such numbers (field ``match_points``).
    """
    if len(values) != 3:
        raise InputError(
            _("match points need 3 numbers (win, draw, loss), got {count}").format(
                count=len(values)
            ),
            field="match_points",
        )
    try:
        points = ScoringSystem.from_values(values, name="match", lowest=0)
    except InputError as exc:
        raise InputError(exc.message, field="match_points") from None
    return points


def match_points(scoring: ScoringSystem, outcome: MatchOutcome) -> Fraction:
    """The match points of ``outcome`` under the event's match ``scoring``."""
    match outcome:
        case MatchOutcome.WIN:
            return scoring.win
        case MatchOutcome.DRAW:
            return scoring.draw
        case MatchOutcome.LOSS:
            return scoring.loss


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its name and its players in board order, reserves last."""

    name: str
    """Team name as typed."""
    players: tuple[Player, ...]
    """Players in board order; the first ``boards`` play, the rest are reserves."""

    def rating(self, boards: int) -> int | None:
        """The average rating of the rated board players, halves up; None when
        none of them is rated.

        >>> Team("A", (Player("x", 2000), Player("y", 2101), Player("z"))).rating(3)
        2051
        """
        ratings = [p.rating for p in self.players[:boards] if p.rating is not None]
        return average_rating(ratings) if ratings else None


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamEvent(Tournament):
    """A team round robin: the event whose entrants are teams and whose games
    are matches of boards.

    As an event (:class:`Tournament`) its entrants are the teams, each as the
    schedule pairs it (its name and its board players' average rating), and
    its scoring is the match points; what is its own is here: the teams'
    players, the boards of a match, the points of a board, which score ranks
    first and the colours of the boards.
    """

    teams: tuple[Team, ...]
    """Teams in number order: ``teams[0]`` is team 1."""
    boards: int
    """Boards per match."""
    board_scoring: ScoringSystem = CHESS
    """Game points of one board (the event's individual scoring)."""
    primary: Primary = Primary.MATCH
    """Match points first (then game points), or the reverse."""
    first_white: bool = True
    """The first-named team has white on board 1 (then 3, 5, ...); False: black."""

    def team(self, number: int) -> Team:
        """Team ``number`` (1-based).

        Raises:
            KeyError: no such team.
        """
        if not 1 <= number <= len(self.teams):
            raise KeyError(number)
        return self.teams[number - 1]

    def member(self, team: int, position: int) -> Player:
        """The player at ``position`` (1-based) of team ``team``'s list.

        Raises:
            KeyError: no such team or position.
        """
        players = self.team(team).players
        if not 1 <= position <= len(players):
            raise KeyError(position)
        return players[position - 1]

    def colour(self, board: int) -> Color:
        """The colour of the first-named team's player on ``board``.

        >>> event = make_team_event(EventInfo(), TWO_TEAMS, boards=4)
        >>> [str(event.colour(b)) for b in (1, 2, 3, 4)]
        ['w', 'b', 'w', 'b']
        """
        odd = board % 2 == 1
        return Color.WHITE if odd == self.first_white else Color.BLACK

    @property
    def max_match_game_points(self) -> Fraction:
        """The most game points a team can score in one match."""
        return self.boards * max(self.board_scoring.win, self.board_scoring.forfeit_win)

    @property
    def min_match_game_points(self) -> Fraction:
        """The fewest game points a team can score in one match."""
        return self.boards * min(
            self.board_scoring.loss, self.board_scoring.forfeit_loss
        )


def entrant(team: Team, boards: int) -> Player:
    """A team as the schedule pairs it: its name and its board players'
    average rating."""
    return Player(team.name, team.rating(boards))


def check_boards(boards: int) -> None:
    """Refuse a board count out of range.

    Raises:
        InputError: field ``boards``.
    """
    if not MIN_BOARDS <= boards <= MAX_BOARDS:
        raise InputError(
            _("{boards} is out of range {minimum}..{maximum}").format(
                boards=boards, minimum=MIN_BOARDS, maximum=MAX_BOARDS
            ),
            field="boards",
        )


def check_teams(
    teams: Sequence[Team],
    boards: int,
    *,
    lines: Sequence[Sequence[int]] | None = None,
    paths: Sequence[str] | None = None,
) -> None:
    """Refuse a board count out of range (:func:`check_boards`), a team with
    fewer players than boards, a name used for two teams, and a player in two
    teams.

    ``lines`` (optional) gives the line of each team's players in its file;
    the errors then carry the line of the team's first player or of the
    player at fault. ``paths`` (optional) names the file of each team; an
    error about a team then carries the file of the team at fault.

    Raises:
        InputError: naming the team (and player) at fault.
    """
    check_boards(boards)
    names: set[str] = set()
    members: dict[str, str] = {}
    for index, team in enumerate(teams):
        team_lines = lines[index] if lines is not None else ()
        first_line = team_lines[0] if team_lines else None
        path = paths[index] if paths is not None else None
        if name_key(team.name) in names:
            raise InputError(
                _("two teams are called {name!r}").format(name=team.name),
                path=path,
                line=first_line,
                field="team",
            )
        names.add(name_key(team.name))
        if len(team.players) < boards:
            raise InputError(
                ngettext(
                    "team {team!r} has {count} players for {boards} board",
                    "team {team!r} has {count} players for {boards} boards",
                    boards,
                ).format(team=team.name, count=len(team.players), boards=boards),
                path=path,
                line=first_line,
                field="team",
            )
        for position, player in enumerate(team.players):
            other = members.get(name_key(player.name))
            if other is not None:
                message = (
                    _("{name!r} is twice in {team!r}")
                    if other == team.name
                    else _("{name!r} is in {other!r} and {team!r}")
                )
                raise InputError(
                    message.format(name=player.name, other=other, team=team.name),
                    path=path,
                    line=team_lines[position] if team_lines else None,
                    field="name",
                )
            members[name_key(player.name)] = team.name


def make_team_event(
    info: EventInfo,
    teams: Sequence[Team],
    *,
    boards: int,
    cycles: int = 1,
    swap_last_two: bool | None = None,
    numbering: Numbering = Numbering.LIST,
    seed: int | None = None,
    scoring: ScoringSystem = CHESS,
    match_scoring: ScoringSystem = MATCH_POINTS,
    primary: Primary = Primary.MATCH,
    first_white: bool = True,
) -> TeamEvent:
    """Check the teams, number them and build the schedule of their matches.

    Numbering by rating uses each team's average board rating
    (:meth:`Team.rating`); Varma tables are for players, not teams.

    Raises:
        InputError: as :func:`check_teams`.
        ScheduleError: fewer than 2 teams, bad cycles, Varma numbering, a lot
            drawn without a seed.
    """
    check_teams(teams, boards)
    if numbering is Numbering.VARMA:
        raise ScheduleError(
            _("Varma numbering is for players; it does not number teams")
        )
    by_name = {team.name: team for team in teams}
    entrants = assign_numbers(
        [entrant(team, boards) for team in teams], numbering, seed=seed
    )
    ordered = tuple(by_name[p.name] for p in entrants)
    if len(ordered) < 2:
        raise ScheduleError(
            _("a team round robin needs at least 2 teams, got {count}").format(
                count=len(ordered)
            )
        )
    schedule = build_schedule(len(ordered), cycles=cycles, swap_last_two=swap_last_two)
    return TeamEvent(
        info=info,
        players=entrants,
        schedule=schedule,
        numbering=numbering,
        seed=seed if numbering.needs_seed else None,
        scoring=match_scoring,
        teams=ordered,
        boards=boards,
        board_scoring=scoring,
        primary=primary,
        first_white=first_white,
    )


TWO_TEAMS = (
    Team("Lions", (Player("Adam"), Player("Bohdan"), Player("Cyril"), Player("Dan"))),
    Team("Bears", (Player("Eva"), Player("Fedir"), Player("Gleb"), Player("Hanna"))),
)
"""Two teams of four, for the examples."""
