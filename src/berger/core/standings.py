"""Standings: places from points and a tiebreak chain, shared where still level
or ordered by a drawing of lots.

The chain is applied FIDE's way (C.07 art. 4.2): each tiebreak only splits
the groups still tied after points and the earlier tiebreaks, each through
its entry in the registry (:mod:`berger.core.tiebreaks.registry`): a value
of each player's own, or worked on each tied group (direct encounter, DE,
re-applied to any sub-group it leaves tied; the draughts rules' results in
the order of the classification, ORD, against the classification before
it). A tiebreak that is not applicable to a member of a group (None) leaves
that group tied.
Players whose games were all struck (withdrawal) come last.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from berger.core.codes import CodeEnum
from berger.core.crosstable import Crosstable
from berger.core.cuts import Cut
from berger.core.game_codes import BLACK, PENDING, STRUCK
from berger.core.tiebreaks.chain import compute_tiebreaks, player_step
from berger.core.tiebreaks.codes import DEFAULT_CHAIN, parse_tiebreaks
from berger.core.tiebreaks.model import Splitter, Tiebreak, Tied
from berger.core.tiebreaks.values import Value, split
from berger.messages import _


@dataclass(frozen=True, slots=True)
class PendingGame:
    """A game (a micro-match, a team's match) of a round already played
    whose result is not in yet."""

    round: int
    """Round of the event, 1-based."""
    board: int
    """Board (table) in the round."""
    white: int
    """Number of the side named first (white in a single game)."""
    black: int
    """Number of the other side."""
    date: dt.date | None
    """The day it is set for, where the results give one; else None."""


class Ties(CodeEnum):
    """What becomes of players still level after the whole chain."""

    SHARE = "share"
    """They share the place ("3-4")."""
    LOTS = "lots"
    """A drawing of lots orders them (C.07 art. 4.2); each gets a place."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a way to settle ties"."""
        return _("a way to settle ties")


@dataclass(frozen=True, slots=True)
class Standing:
    """One entrant's line of the standings."""

    place: str
    """``"1"``, or ``"3-4"`` when shared."""
    rank: int
    """First place of the shared range (3 for ``"3-4"``)."""
    number: int
    """Pairing number."""
    scores: tuple[Fraction, ...]
    """What the line is ranked on before the tiebreaks, as
    :attr:`Standings.scores` names it: the points counted (a team event's
    match and game points, its primary score first)."""
    tiebreaks: Mapping[str, Value]
    """Values in chain order, keyed by the code as given; None = not applicable."""
    withdrawn_after: int | None = None
    """Last round taken part in, for a player who withdrew."""
    struck: bool = False
    """Every game of the player is struck (withdrew before half their games)."""
    lots: bool = False
    """The place was decided by the drawing of lots (``Ties.LOTS``)."""
    playoff: bool = False
    """The place was decided by a play-off (:mod:`berger.core.playoff.places`)."""

    @property
    def points(self) -> Fraction:
        """The score ranked first: the points (a team event's primary score)."""
        return self.scores[0]


POINTS = ("points",)
"""The scores of an event of players: its points."""


@dataclass(frozen=True, slots=True)
class VoidPlayoff:
    """A play-off (:mod:`berger.core.playoff.places`) played among other players
    than those level now: a result of the event corrected after it changed
    who is level. Its results rank nobody until it is played again among
    those level (or the correction is undone)."""

    place: str
    """The places it was played for (``"1"``, ``"1-3"``)."""
    source: str
    """Its results file, as ``[playoff] results`` names it."""
    played: tuple[int, ...]
    """The event's pairing numbers of the players its results name."""
    level: tuple[int, ...]
    """The event's pairing numbers of those level on its places now; none
    when nobody is."""


@dataclass(frozen=True, slots=True)
class Standings:
    """The ranked entrants after a round."""

    after_round: int
    """Results up to this round are counted."""
    chain: tuple[str, ...]
    """Tiebreak codes in order, as given (upper-cased; the standings' keys)."""
    rows: tuple[Standing, ...]
    """Best first."""
    final: bool
    """Every game of the schedule has a result."""
    unrated: int | None = None
    """The rating unrated players counted as in rating-based tiebreaks; None:
    a value that needed one was left out."""
    ties: Ties = Ties.SHARE
    """What became of players level after the whole chain."""
    seed: int | None = None
    """The seed of the drawing of lots (``Ties.LOTS``)."""
    scores: tuple[str, ...] = POINTS
    """The names of :attr:`Standing.scores`, the first ranked first:
    ``points``, or a team event's ``match_points`` and ``game_points``."""
    by_chain: Standings | None = None
    """Where a play-off ranked some lines: the standings by the chain alone,
    as the event's TRF reports them; None otherwise."""
    void_playoffs: tuple[VoidPlayoff, ...] = ()
    """The play-offs whose results no longer match who is level (a result
    corrected after them): they rank nobody, and every output says so."""
    cuts: tuple[Cut, ...] = ()
    """How the lines level on their scores were split, in the order the
    ranking made the cuts: each criterion of the chain on each group still
    level before it (see :mod:`berger.core.cuts`), then each play-off that
    ranked; what :func:`~berger.core.explanation.explain_ties` reads."""
    pending: tuple[PendingGame, ...] = ()
    """The games of the rounds counted that are pending (postponed, see
    :mod:`berger.core.pending`), round by round; every output of the
    standings names them."""
    games: tuple[int, ...] = ()
    """``games[number - 1]``: the games (a micro-match, a team's match) each
    entrant played over the board in the rounds counted; empty where not
    counted."""


class Ranked(NamedTuple):
    """Groups ranked by the chain (see :func:`rank_groups`)."""

    groups: list[list[int]]
    """The groups, best first."""
    shown: dict[str, dict[int, Value]]
    """The values each step showed for the members of the groups it met."""
    cuts: tuple[Cut, ...]
    """Every cut of every step, in order."""


def rank_groups(
    numbers: Sequence[int],
    key: Callable[[int], object],
    steps: Sequence[tuple[str, Splitter]],
) -> Ranked:
    """FIDE's way (C.07 art. 4.2): ``numbers`` grouped by ``key`` (the
    scores, the highest first), then each tiebreak of ``steps`` splitting
    only the groups still tied."""
    groups = split(list(numbers), key)
    shown: dict[str, dict[int, Value]] = {code: {} for code, _ in steps}
    cuts: list[Cut] = []
    for code, splitter in steps:
        refined: list[list[int]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
                continue
            division = splitter(group)
            shown[code].update(division.shown)
            cuts.extend(division.cuts)
            refined.extend(division.parts)
        groups = refined
    return Ranked(groups, shown, tuple(cuts))


def ranked_rows(
    groups: Sequence[Sequence[int]],
    line: Callable[[int, str, int, bool], Standing],
    *,
    draw: random.Random | None = None,
    by_lot: Callable[[Sequence[int]], bool] = bool,
) -> tuple[Standing, ...]:
    """The lines of the ranked ``groups``: a group shares its places
    (``"3-4"``), or, with ``draw`` and where ``by_lot(group)`` says so, is
    ordered by the lots drawn and each member gets a place. ``line(number,
    place, rank, lots)`` makes a member's line."""
    rows: list[Standing] = []
    for group in groups:
        rank = len(rows) + 1
        lots = draw is not None and len(group) > 1 and by_lot(group)
        order = sorted(group)
        if lots:
            assert draw is not None
            draw.shuffle(order)
        for offset, number in enumerate(order):
            if lots:
                rows.append(line(number, str(rank + offset), rank + offset, True))
            else:
                rows.append(line(number, place_text(rank, len(group)), rank, False))
    return tuple(rows)


def compute_standings(
    crosstable: Crosstable,
    chain: Sequence[str] = DEFAULT_CHAIN,
    *,
    unrated: int | None = None,
    ties: Ties = Ties.SHARE,
    seed: int | None = None,
) -> Standings:
    """Rank the players of the crosstable.

    ``unrated``: the rating an unrated player counts as in ARO, TPR, PTP and
    RTNG (None: such values are left out). ``ties``: players level after the
    whole chain share the place, or (``Ties.LOTS``) are ordered by lots drawn
    with ``random.Random(seed)``: the same seed always gives the same order.
    Players whose games were all struck share their places whatever ``ties``.

    Raises:
        InputError: an unknown tiebreak code.
        ValueError: ``Ties.LOTS`` without a seed.
    """
    if ties is Ties.LOTS and seed is None:
        raise ValueError("a drawing of lots needs a seed")
    tiebreaks = parse_tiebreaks(chain)
    values = compute_tiebreaks(crosstable, chain, unrated=unrated)
    points = crosstable.points
    struck = crosstable.struck
    numbers = range(1, crosstable.tournament.n + 1)

    def key(p: int) -> tuple[bool, Fraction]:
        return not struck[p - 1], points[p - 1]

    chain = tuple(t.key for t in tiebreaks)
    steps = chain_steps(
        [(t.key, t, crosstable) for t in tiebreaks], numbers, key, values
    )
    groups, shown, cuts = rank_groups(numbers, key, steps)

    def line(player: int, place: str, rank: int, lots: bool) -> Standing:
        return Standing(
            place=place,
            rank=rank,
            number=player,
            scores=(points[player - 1],),
            tiebreaks=chain_values(chain, values, shown, player),
            withdrawn_after=crosstable.withdrawn[player - 1],
            struck=struck[player - 1],
            lots=lots,
        )

    rows = ranked_rows(
        groups,
        line,
        draw=random.Random(seed) if ties is Ties.LOTS else None,
        by_lot=lambda group: not struck[group[0] - 1],
    )
    return Standings(
        after_round=crosstable.after_round,
        chain=chain,
        rows=rows,
        final=_is_final(crosstable),
        unrated=unrated,
        ties=ties,
        seed=seed if ties is Ties.LOTS else None,
        cuts=cuts,
    )


def chain_steps(
    chain: Sequence[tuple[str, Tiebreak, Crosstable]],
    numbers: Sequence[int],
    key: Callable[[int], object],
    values: Mapping[str, Sequence[Value]],
) -> list[tuple[str, Splitter]]:
    """The steps of an event of players' ``chain``: each code (its key in
    the standings, the tie-break, the crosstable it is worked on) through its
    entry in the registry (:func:`~berger.core.tiebreaks.chain.player_step`);
    one worked on the tied group sees the classification that ``numbers``
    ranked by ``key`` (the scores) and the steps before it give."""
    steps: list[tuple[str, Splitter]] = []
    for code, tiebreak, crosstable in chain:
        tied = Tied(crosstable, _classification(numbers, key, steps))
        steps.append((code, player_step(tiebreak, code, tied, values)))
    return steps


def chain_values(
    chain: Sequence[str],
    values: Mapping[str, Sequence[Value]],
    shown: Mapping[str, Mapping[int, Value]],
    number: int,
) -> dict[str, Value]:
    """The entrant ``number``'s value of each code of ``chain``: its own
    (``values``), or, for a code worked on the tied group, what the code
    showed for it (``shown``; none where it was not tied then)."""
    return {
        code: values[code][number - 1] if code in values else shown[code].get(number)
        for code in chain
    }


def _classification(
    numbers: Sequence[int],
    key: Callable[[int], object],
    steps: Sequence[tuple[str, Splitter]],
) -> Callable[[], list[list[int]]]:
    """The classification by ``key`` and the ``steps`` so far (the steps
    kept as they are now), worked out when asked."""
    before = list(steps)
    return lambda: rank_groups(numbers, key, before).groups


def place_text(rank: int, size: int) -> str:
    """The place of a group of ``size`` that shares the places from ``rank``.

    >>> place_text(3, 1), place_text(3, 2)
    ('3', '3-4')
    """
    return str(rank) if size == 1 else f"{rank}-{rank + size - 1}"


def _is_final(crosstable: Crosstable) -> bool:
    """Every game of the event has a result: every round is paired (pairings
    that stop at the rounds known so far are not the whole event) and has
    been played."""
    schedule = crosstable.tournament.schedule
    if not schedule.complete or crosstable.after_round < len(schedule.rounds):
        return False
    pending = [PENDING | flags for flags in (0, STRUCK, BLACK, STRUCK | BLACK)]
    return not any(row.count(code) for row in crosstable.codes[1:] for code in pending)
