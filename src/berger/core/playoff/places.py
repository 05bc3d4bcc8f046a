"""Play-offs for tied places (FIDE C.07 article 3): who plays off, the
play-off's own event, and the order it gives.

A play-off is for the players still level on a place after the points and
the first tie-breaks of the chain (``after``: none, some, or all of them).
Each tied group named by ``places`` plays its own play-off, numbered by lot
(the event's seed) or in the order the whole chain gives, as a round robin
of the Berger table among them or, for two players, a knockout match of
``games`` games with an optional Armageddon game: played only when the match
is level, a draw in it wins for Black. The final standings rank each group
by the play-off first, and by the chain for what the play-off left level
(:func:`rank_by_playoff`). The play-off's games are an event of their own:
they count for nothing in the event's crosstable, ratings or norms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import groupby

from berger.core.codes import CodeEnum
from berger.core.crosstable import build_crosstable
from berger.core.cuts import ARMAGEDDON, PLAYOFF, Cut, cut_of
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Outcome
from berger.core.results import Results
from berger.core.standings import Standing, Standings, VoidPlayoff, place_text
from berger.core.tiebreaks.values import split
from berger.core.tournament import Tournament, make_tournament
from berger.errors import InputError
from berger.messages import _


class PlayoffFormat(CodeEnum):
    """How a play-off is played."""

    ROUND_ROBIN = "round-robin"
    """Every player meets every other, by the Berger table, ``games`` times."""
    KNOCKOUT = "knockout"
    """Two players: a match of ``games`` games, and an Armageddon if level."""
    LEHMANN_GEORGIEV = "lehmann-georgiev"
    """Draughts: each pair plays games until one is won, the pairs by the
    Berger table (two players: one series); see
    :mod:`berger.core.playoff.lehmann_georgiev`, which reads its games and ranks it."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a play-off format"."""
        return _("a play-off format")


class PlayoffNumbering(CodeEnum):
    """How the players of a play-off are numbered."""

    LOTS = "lots"
    """Drawn by lot with the event's seed."""
    ORDER = "order"
    """In the final order before the play-off: the best by the chain is 1."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a play-off numbering"."""
        return _("a play-off numbering")


@dataclass(frozen=True, slots=True)
class PlayoffRules:
    """The ``[playoff]`` of an event: C.07 article 3's parameters."""

    places: tuple[int, ...] | None = (1,)
    """The places played off (when tied); None: every tie."""
    after: int = 0
    """How many tie-breaks of the chain apply before qualification: the
    players still level after the points and these play off."""
    format: PlayoffFormat = PlayoffFormat.ROUND_ROBIN
    """Round robin or knockout."""
    games: int = 1
    """Games each pair plays (a knockout match's regular games)."""
    armageddon: bool = False
    """A knockout match still level after its games is decided by one
    sudden-death game (a draw wins for Black)."""
    numbering: PlayoffNumbering = PlayoffNumbering.LOTS
    """How the play-off's players are numbered."""
    order: tuple[int, ...] = ()
    """A Lehmann–Georgiev play-off's last criterion: the event's pairing
    numbers in an order given beforehand (the ranking before the event);
    empty: the players' ratings."""


@dataclass(frozen=True, slots=True)
class Qualified:
    """One play-off: a group level on a place, as it qualified."""

    places: tuple[int, int]
    """The places the group shares (first, last) before the play-off."""
    numbers: tuple[int, ...]
    """The event's pairing numbers of its players, in the final order
    before the play-off (by the whole chain)."""
    points: Fraction
    """The points they are level on."""

    @property
    def place(self) -> str:
        """``"1-3"``: the places played for."""
        first, last = self.places
        return place_text(first, last - first + 1)


@dataclass(frozen=True, slots=True)
class Qualification:
    """Who plays off: every play-off, and the places asked for that nobody
    is tied for (a note, not an error)."""

    playoffs: tuple[Qualified, ...]
    """The play-offs, best places first."""
    untied: tuple[int, ...]
    """Places of ``PlayoffRules.places`` held by one player alone."""


def qualify(level: Standings, ordered: Standings, rules: PlayoffRules) -> Qualification:
    """The play-offs of ``rules`` over the standings ``level`` (by the points
    and the first ``rules.after`` tie-breaks, ties shared); ``ordered`` (the
    standings by the whole chain) gives each group's order. Players whose
    games were all struck never play off."""
    order = {row.number: index for index, row in enumerate(ordered.rows)}
    groups: dict[int, list[Standing]] = {}
    for row in level.rows:
        if not row.struck:
            groups.setdefault(row.rank, []).append(row)
    playoffs: list[Qualified] = []
    held: set[int] = set()
    for rank, rows in sorted(groups.items()):
        span = range(rank, rank + len(rows))
        held.update(span)
        wanted = rules.places is None or any(p in span for p in rules.places)
        if len(rows) > 1 and wanted:
            numbers = sorted((row.number for row in rows), key=order.__getitem__)
            playoffs.append(Qualified((rank, span[-1]), tuple(numbers), rows[0].points))
    tied = {p for q in playoffs for p in range(q.places[0], q.places[1] + 1)}
    untied = tuple(p for p in rules.places or () if p not in tied and p in held)
    return Qualification(tuple(playoffs), untied)


@dataclass(frozen=True, slots=True)
class Playoff:
    """One play-off as an event of its own."""

    qualified: Qualified
    """Who plays, as they qualified."""
    event: Tournament
    """Its players numbered, its schedule, its scoring."""
    numbers: tuple[int, ...]
    """The event's pairing number of each play-off number's player:
    ``numbers[0]`` is play-off number 1."""
    regular: int
    """The rounds always played: all but a knockout's Armageddon."""


def playoff_event(
    event: Tournament,
    qualified: Qualified,
    rules: PlayoffRules,
    *,
    info: EventInfo,
    seed: int | None,
) -> Playoff:
    """The play-off of ``qualified`` as an event of its own: its players
    numbered by ``rules.numbering`` (by lot with ``seed``), its schedule by
    ``rules.format``, scored as ``event`` is. A Lehmann–Georgiev play-off
    pairs its players once by the Berger table, each pairing a series of
    games (:func:`berger.core.playoff.lehmann_georgiev.lehmann_georgiev_event`).

    Raises:
        InputError: a knockout for more than two players; lots without a seed.
    """
    lots = rules.numbering is PlayoffNumbering.LOTS
    # Lots are drawn over the players in pairing-number order, so that the
    # draw does not hang on their order before the play-off (a result
    # corrected after it may change that order, not who plays).
    numbers = sorted(qualified.numbers) if lots else qualified.numbers
    players = [event.player(number) for number in numbers]
    cycles = 1 if rules.format is PlayoffFormat.LEHMANN_GEORGIEV else rules.games
    knockout = rules.format is PlayoffFormat.KNOCKOUT
    if knockout and len(players) != 2:
        raise InputError(
            _(
                "a knockout play-off is for two players; {count} are level"
                ' on place {place}: use format = "round-robin"'
            ).format(count=len(players), place=qualified.place),
            field="playoff.format",
        )
    if lots and seed is None:
        raise InputError(
            _(
                "a play-off numbered by lots needs a seed:"
                " give --seed S or [rules] seed"
            ),
            field="playoff.numbering",
        )
    tournament = make_tournament(
        info,
        players,
        cycles=cycles + (knockout and rules.armageddon),
        numbering=Numbering.RANDOM if lots else Numbering.LIST,
        seed=seed if lots else None,
        scoring=event.scoring,
    )
    # Numbering by list or by lot keeps the very players it was given.
    number = {id(player): n for player, n in zip(players, numbers, strict=True)}
    return Playoff(
        qualified,
        tournament,
        tuple(number[id(player)] for player in tournament.players),
        regular=len(tournament.schedule.rounds) - (knockout and rules.armageddon),
    )


@dataclass(frozen=True, slots=True)
class PlayoffResult:
    """What one play-off gave."""

    playoff: Playoff
    """The play-off played."""
    results: Results
    """Its results, as read."""
    points: tuple[Fraction, ...]
    """Play-off points by the play-off's numbers (a knockout's: of its
    regular games)."""
    order: tuple[tuple[int, ...], ...]
    """The event's pairing numbers, best first, those the play-off left
    level together (all of them together until it is finished)."""
    finished: bool
    """Every game that had to be played has a result."""
    armageddon: Outcome | None = None
    """A knockout's Armageddon game, where it was played."""
    series: Results | None = None
    """A Lehmann–Georgiev play-off's series as the results of its pairings:
    each decided one the game that won it, from the side of the table's
    white; None in a play-off of single games, whose :attr:`results` are
    its pairings'."""

    @property
    def pairings(self) -> Results:
        """The results of its pairings, as its papers and reports show them:
        its games', or its series'."""
        return self.results if self.series is None else self.series


def play_off(playoff: Playoff, results: Results) -> PlayoffResult:
    """The order ``playoff`` gives by its ``results``: by the points of its
    regular games, then, where a knockout's match is level and it has one,
    by its Armageddon game (a draw there wins for Black). Until it is
    finished, nobody is ranked by it."""
    event = playoff.event
    crosstable = build_crosstable(event, results, after_round=playoff.regular)
    points = tuple(crosstable.points)
    games = [game for rnd in event.schedule.rounds for game in rnd.games]
    played = all(
        results.outcome(game.round, game.board) is not Outcome.UNPLAYED
        for game in games
        if game.round <= playoff.regular
    )
    groups = split(list(range(1, event.n + 1)), lambda p: points[p - 1])
    armageddon: Outcome | None = None
    extra = [game for game in games if game.round > playoff.regular]
    if extra and played and len(groups) == 1:
        game = extra[0]
        armageddon = results.outcome(game.round, game.board)
        if armageddon is Outcome.UNPLAYED:
            played, armageddon = False, None
        else:
            white = armageddon in (Outcome.WHITE_WIN, Outcome.WHITE_FORFEIT_WIN)
            winner, loser = (
                (game.white, game.black) if white else (game.black, game.white)
            )
            groups = [[winner], [loser]]
    if not played:
        groups = [list(range(1, event.n + 1))]
    return PlayoffResult(
        playoff,
        results,
        points,
        tuple(tuple(playoff.numbers[p - 1] for p in group) for group in groups),
        played,
        armageddon,
    )


@dataclass(frozen=True, slots=True)
class Playoffs:
    """An event's play-offs over its final standings, as every output
    shows them."""

    rules: PlayoffRules
    """The rules played by."""
    qualification: Qualification
    """Who plays off, and the places asked for that nobody is tied for."""
    played: tuple[PlayoffResult, ...]
    """Each play-off with what its results gave, best places first."""
    level: Standings
    """The standings qualified by: the points and the first ``after``
    tie-breaks, ties shared."""
    void: tuple[VoidPlayoff, ...] = ()
    """The play-offs whose results no longer match who is level."""


def place_list(places: Sequence[int]) -> str:
    """The places of ``[playoff] places`` as a list in words.

    >>> place_list([1]), place_list([1, 3])
    ('1', '1, 3')
    """
    return ", ".join(str(place) for place in places)


def rank_by_playoff(
    standings: Standings,
    played: Sequence[PlayoffResult],
    void: Sequence[VoidPlayoff] = (),
) -> Standings:
    """The final ``standings`` with each group that finished its play-off
    ranked by the play-off first, and by its order in ``standings`` (the
    rest of the chain, the lots) for what the play-off left level. The
    lines of a group the play-off split are marked ``playoff``; the
    standings by the chain alone are kept as :attr:`Standings.by_chain`;
    the ``void`` play-offs, which rank nobody, as
    :attr:`Standings.void_playoffs`; the cuts of the play-offs after the
    chain's (:attr:`Standings.cuts`)."""
    rows = list(standings.rows)
    index = {row.number: i for i, row in enumerate(rows)}
    cuts = list(standings.cuts)
    for result in played:
        if not result.finished:
            continue
        members = sorted(index[n] for n in result.playoff.qualified.numbers)
        first = members[0]
        if members != list(range(first, first + len(members))):
            raise ValueError("a play-off's players are not together in the standings")
        rows[first : first + len(members)] = _reranked(
            [rows[i] for i in members], result.order
        )
        cuts += playoff_cuts(result)
    return replace(
        standings,
        rows=tuple(rows),
        by_chain=standings,
        void_playoffs=tuple(void),
        cuts=tuple(cuts),
    )


def playoff_cuts(result: PlayoffResult) -> list[Cut]:
    """How a finished play-off split its group: by the points of its
    regular games (the event's numbers, each with its play-off points), and,
    where it was played, by its Armageddon game."""
    playoff = result.playoff
    group = playoff.qualified.numbers
    points = {
        number: result.points[index] for index, number in enumerate(playoff.numbers)
    }
    if result.armageddon is None:
        return [cut_of(PLAYOFF, group, result.order, points)]
    return [
        cut_of(PLAYOFF, group, [list(group)], points),
        cut_of(ARMAGEDDON, group, result.order, {}),
    ]


def _reranked(
    block: Sequence[Standing], order: Sequence[Sequence[int]]
) -> list[Standing]:
    """The lines of one play-off's ``block`` (together in the standings, in
    their order there) in the play-off's ``order``, those it left level in
    their order before; each run level on both shares its places, as before
    (a place drawn by lot stays its own)."""
    tier = {number: t for t, group in enumerate(order) for number in group}
    start = block[0].rank
    ranked = sorted(block, key=lambda row: tier[row.number])  # stable
    out: list[Standing] = []
    for (level, _rank), run in groupby(
        ranked, lambda row: (tier[row.number], row.rank)
    ):
        part = list(run)
        rank = start + len(out)
        lots = len(order[level]) > 1  # lots still decide among the level
        for offset, row in enumerate(part):
            own = rank + offset if row.lots and lots else rank
            out.append(
                replace(
                    row,
                    place=place_text(own, 1 if row.lots and lots else len(part)),
                    rank=own,
                    lots=row.lots and lots,
                    playoff=len(order) > 1,
                )
            )
    return out
