"""The Lehmann–Georgiev play-off of draughts: games until one is won.

Two players level on a place after every criterion play a series of games
until one of them wins a game; that game's winner takes the higher place.
Three or more play a round robin of such series (the Berger table among
them), ranked as the Rules and Regulations of the FMJD's World Cup Final
2017 (Ufa, 1–12 March 2017), art. 6.4, rank its round robin of super-blitz
games: "i. Number of winning games ii. the result between the tied players
iii. lower number of games in wining super-blitz games (faster winners are
better) iv. higher number of games in loosing super-blitz games (later
losers are better) v. better place in World Cup 2016". So: by the series
won; among those still level by the series between them alone, again and
again; then by fewer games in the series each won, more games in the series
each lost; then by an order given beforehand (v, the ranking before the
event: ``[playoff] order``, else the players' ratings, the higher first);
the rest stay level. So the FMJD's events state it (the regulations of the world
championship of 2015, Emmen, art. 5a; see ``docs/draughts-rules-sources.md``):
"one tie-break with system Lehmann-Georgiev (15 minutes and 2 seconds added
per move for an unlimited number of games)" for two players, and for more
"a round robin tournament with G-L games (10 minutes and 2 seconds)"; the
clock's time is for the whole series (the Russian encyclopaedia's account of
the system: 5–15 minutes for all the games, plus 2 seconds a move).

The play-off is an event of its own as :mod:`berger.core.playoff.places` makes one
(its players numbered by lot or by their order, the Berger table among
them); each series is a micro-match of as many games as it takes
(:mod:`berger.core.micro.matches`): the first game with the colours of the
table, then alternating. What it gives is a
:class:`~berger.core.playoff.places.PlayoffResult`, ranked into the final standings
by :func:`~berger.core.playoff.places.rank_by_playoff` as any play-off is.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.micro.matches import game_colours
from berger.core.model import EventInfo, Outcome
from berger.core.playoff.places import (
    Playoff,
    PlayoffFormat,
    PlayoffNumbering,
    PlayoffResult,
    PlayoffRules,
    Qualified,
    playoff_event,
)
from berger.core.results import MatchResult, Results, ResultsBuilder
from berger.core.schedule import Pairing
from berger.core.tiebreaks.values import split
from berger.core.tournament import Tournament
from berger.errors import ScheduleError
from berger.messages import _

TIME_CONTROLS = {2: "15'+2\"", 3: "10'+2\""}
"""The FMJD's time controls (Emmen 2015, art. 5a): for the whole series of two
players, and for each series of a round robin of three or more (the chief
arbiter may change them by the number of players and the time there is)."""
MOST_GAMES = 99
"""Games a series may have before the arbiter must decide it another way."""
ENDING = (
    Outcome.WHITE_WIN,
    Outcome.BLACK_WIN,
    Outcome.WHITE_FORFEIT_WIN,
    Outcome.BLACK_FORFEIT_WIN,
)
"""The outcomes that end a series: a game won, over the board or by forfeit."""


def time_control(players: int) -> str:
    """The FMJD's time control for a play-off of ``players`` players.

    >>> time_control(2), time_control(4)
    ('15\\'+2"', '10\\'+2"')
    """
    return TIME_CONTROLS[min(players, 3)]


def lehmann_georgiev_event(
    event: Tournament,
    qualified: Qualified,
    *,
    numbering: PlayoffNumbering = PlayoffNumbering.LOTS,
    info: EventInfo,
    seed: int | None,
) -> Playoff:
    """The play-off of ``qualified`` as an event of its own: its players
    numbered by ``numbering`` (by lot with ``seed``), paired by the Berger
    table (two players: one series), scored as ``event`` is.

    Raises:
        InputError: lots without a seed.
    """
    rules = PlayoffRules(format=PlayoffFormat.LEHMANN_GEORGIEV, numbering=numbering)
    return playoff_event(event, qualified, rules, info=info, seed=seed)


@dataclass(frozen=True, slots=True)
class SeriesGame:
    """A game of a series, as it was played."""

    game: int
    """Its number in the series."""
    white: int
    """The play-off number of the player who had white."""
    black: int
    """The play-off number of the player who had black."""
    outcome: Outcome
    """Its result, from white's side."""


@dataclass(frozen=True, slots=True)
class Series:
    """One Lehmann–Georgiev series between two players."""

    match: Pairing
    """The pairing: ``white`` has white in the first game."""
    games: tuple[Outcome, ...]
    """The games played so far, from ``match.white``'s side."""
    winner: int | None
    """The play-off number of the player who won a game; None until then."""

    @property
    def decided(self) -> bool:
        """A game of the series has been won."""
        return self.winner is not None

    @property
    def result(self) -> Outcome | None:
        """The series' result, from ``match.white``'s side: the game that
        won it (the series' last); None until it is decided."""
        return self.games[-1] if self.decided else None

    @property
    def played(self) -> tuple[SeriesGame, ...]:
        """Its games as they were played: the table's colours in the first,
        then alternating, each result from that game's white's side.

        >>> one = Series(Pairing(1, 1, 1, 2), (Outcome.DRAW, Outcome.BLACK_WIN), 2)
        >>> [(g.white, g.black, str(g.outcome)) for g in one.played]
        [(1, 2, '1/2-1/2'), (2, 1, '1-0')]
        """
        games = []
        for number, outcome in enumerate(self.games, 1):
            white, black = game_colours(self.match, number)
            shown = outcome if white == self.match.white else outcome.reversed
            games.append(SeriesGame(number, white, black, shown))
        return tuple(games)

    @property
    def loser(self) -> int | None:
        """The other player, once the series is decided."""
        if self.winner is None:
            return None
        return self.match.black if self.winner == self.match.white else self.match.white


class LehmannGeorgievBuilder:
    """Collects the games of a Lehmann–Georgiev play-off, each as it was
    played (white first, its number in the series), refusing those that do
    not fit: a series ends with its first game won."""

    def __init__(self, playoff: Playoff) -> None:
        self.playoff = playoff
        self._games = ResultsBuilder(playoff.event.schedule, games=MOST_GAMES)
        """Each series a micro-match of up to :data:`MOST_GAMES` games."""

    def add_game(
        self, round_number: int, white: int, black: int, game: int, outcome: Outcome
    ) -> Pairing:
        """Record game ``game`` of the series of ``white`` and ``black`` (the
        play-off's numbers) in the round, played with those colours, the
        result from white's side. UNPLAYED records nothing.

        Raises:
            ScheduleError: as a micro-match's game
                (:meth:`ResultsBuilder.add`), or a game lost
                by both.
        """
        if outcome is Outcome.DOUBLE_FORFEIT:
            raise ScheduleError(
                _(
                    "a Lehmann–Georgiev game is won or drawn, or lost by one"
                    " player not there, not {outcome}"
                ).format(outcome=outcome)
            )
        return self._games.add(round_number, white, black, outcome, game=game)

    def build(self) -> Results:
        """The games collected so far, each series's games in order.

        Raises:
            ScheduleError: a series with a game missing before another, or a
                game after the one that won it.
        """
        results = self._games.build()
        for result in results.matches.values():
            _check_series(result)
        return results


def _check_series(result: MatchResult) -> None:
    match = result.match
    numbers = [game.board for game in result.boards]
    for expected, number in enumerate(numbers, start=1):
        if number != expected:
            raise ScheduleError(
                _(
                    "round {round}, {white} – {black}: game {game} has a result"
                    " but game {missing} has none"
                ).format(
                    round=match.round,
                    white=match.white,
                    black=match.black,
                    game=number,
                    missing=expected,
                )
            )
    for game in result.boards[:-1]:
        if game.outcome in ENDING:
            raise ScheduleError(
                _(
                    "round {round}, {white} – {black}: the series was won in game"
                    " {game}; it has no game {next}"
                ).format(
                    round=match.round,
                    white=match.white,
                    black=match.black,
                    game=game.board,
                    next=game.board + 1,
                )
            )


def series_of(playoff: Playoff, results: Results) -> tuple[Series, ...]:
    """Every series of the play-off, in the table's order, with its games so
    far."""
    out = []
    for match in playoff.event.schedule.games():
        result = results.match(match.round, match.board)
        games = tuple(game.outcome for game in result.boards) if result else ()
        winner = None
        for outcome in games:
            if outcome in ENDING:
                white_won = outcome in (Outcome.WHITE_WIN, Outcome.WHITE_FORFEIT_WIN)
                winner = match.white if white_won else match.black
                break
        out.append(Series(match, games, winner))
    return tuple(out)


def play_off_lehmann_georgiev(
    playoff: Playoff, results: Results, *, order: Sequence[int] = ()
) -> PlayoffResult:
    """The order the Lehmann–Georgiev play-off gives by its ``results``
    (Ufa 2017, art. 6.4): by the series won (worth a win of the event's
    scoring each), then, among players still level, by the series between
    them alone, and again among those still level; then by fewer games in
    the series won, more games in the series lost; then by ``order`` (the
    event's pairing numbers in an order given beforehand; those it does not
    name after those it names), or without one by rating, the higher first;
    the rest level. Until every series is decided, nobody is ranked by it."""
    event = playoff.event
    series = series_of(playoff, results)
    won = [0] * (event.n + 1)
    for one in series:
        if one.winner is not None:
            won[one.winner] += 1
    points = tuple(Fraction(won[p]) * event.scoring.win for p in range(1, event.n + 1))
    finished = all(one.decided for one in series)
    numbers = list(range(1, event.n + 1))
    before = _before(playoff, order)
    groups = _rank(numbers, series, before) if finished else [numbers]
    decided = {
        (one.match.round, one.match.board): one.result
        for one in series
        if one.result is not None
    }
    return PlayoffResult(
        playoff,
        results,
        points,
        tuple(tuple(playoff.numbers[p - 1] for p in group) for group in groups),
        finished,
        series=Results(decided),
    )


def _rank(
    group: list[int], series: tuple[Series, ...], before: Callable[[int], int]
) -> list[list[int]]:
    """``group`` by the series its members won against each other, those
    level ranked again among themselves, until nothing parts them; then by
    art. 6.4's last criteria (:func:`_last`)."""
    members = set(group)
    wins = dict.fromkeys(group, 0)
    for one in series:
        if one.winner in members and one.loser in members:
            wins[one.winner] += 1
    parts = split(group, wins.__getitem__)
    if len(parts) == 1:
        return _last(group, series, before)
    out: list[list[int]] = []
    for part in parts:
        out.extend(_rank(part, series, before) if len(part) > 1 else [part])
    return out


def _last(
    group: list[int], series: tuple[Series, ...], before: Callable[[int], int]
) -> list[list[int]]:
    """``group``, level on the series won and between them, by art. 6.4 iii
    (fewer games in the series each won, the whole play-off's), iv (more
    games in the series each lost), v (the order before: lower first)."""
    won = dict.fromkeys(group, 0)
    lost = dict.fromkeys(group, 0)
    for one in series:
        if one.winner in won:
            won[one.winner] += len(one.games)
        if one.loser in lost:
            lost[one.loser] += len(one.games)
    parts = [group]
    for key, higher_first in (
        (won.__getitem__, False),
        (lost.__getitem__, True),
        (before, False),
    ):
        parts = [
            piece
            for part in parts
            for piece in (
                split(part, key, higher_first=higher_first) if len(part) > 1 else [part]
            )
        ]
    return parts


def _before(playoff: Playoff, order: Sequence[int]) -> Callable[[int], int]:
    """Each play-off number's place in the order given beforehand (the
    event's pairing numbers; one it does not name after all it names), or
    without one its rating's (the higher first; unrated last)."""
    numbers = playoff.numbers
    if order:
        places = {number: place for place, number in enumerate(order)}
        return lambda p: places.get(numbers[p - 1], len(order))
    players = playoff.event.players
    return lambda p: -(players[p - 1].rating or 0)
