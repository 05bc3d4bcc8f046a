"""Why one entrant is above another level on points: for each two
neighbours of the standings on equal points (or a team event's primary
score), what separated them, with both figures, or that they share the place.

It reads how the ranking actually ran (:attr:`Standings.cuts`, see
:mod:`berger.core.cuts`), never works it out again, so it says what the
chain did: the criteria that met both in turn, each leaving them level or
separating them. Direct encounter's figures are those of the group it was
worked out on (all those level at that point, or a sub-group it left level:
C.07 art. 6), so a tie of three is explained by the games among the three.
The rules, in order:

- a player whose games were all struck comes after those who kept theirs
  (:attr:`Verdict.STRUCK`);
- a team event's other score (game points after match points) first, then
  the chain;
- a finished play-off among them decides before the rest of the chain
  (:attr:`Verdict.PLAYOFF`), its figures the play-off points (and its
  Armageddon game where it was played); what the chain alone said is kept
  beside (:attr:`Tie.chain`);
- else the first criterion of the chain that separated them
  (:attr:`Verdict.CHAIN`);
- else the drawing of lots where it ordered them (:attr:`Verdict.LOTS`), or
  they share the place (:attr:`Verdict.SHARED`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from berger.core.cuts import ARMAGEDDON, PLAYOFF, Cut
from berger.core.standings import Standing, Standings
from berger.core.tiebreaks.values import Value


class Verdict(Enum):
    """What put one of two neighbours level on points above the other."""

    CHAIN = "chain"
    """A criterion: a team event's other score, or a tiebreak of the chain."""
    PLAYOFF = "playoff"
    """A play-off among them (or its Armageddon game)."""
    LOTS = "lots"
    """The drawing of lots, after the whole chain left them level."""
    SHARED = "shared"
    """Nothing: level after the whole chain, they share the place."""
    STRUCK = "struck"
    """The lower one's games were all struck from the standings (withdrew
    before half of them)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One criterion as it met two neighbours: both figures, and whether
    it separated them."""

    criterion: str
    """A tiebreak code of the chain (as the standings key it), a score's
    name (``points``, ``match_points``, ``game_points``), or
    :data:`~berger.core.cuts.PLAYOFF`, :data:`~berger.core.cuts.ARMAGEDDON`."""
    upper: Value
    """The figure of the one placed above (None: none, or not applicable)."""
    lower: Value
    """The figure of the one placed below."""
    split: bool
    """It separated them."""
    among: tuple[int, ...] = ()
    """Where the figures were worked out among a group (direct encounter):
    the group, in its order; empty for each one's own figures."""
    score: str | None = None
    """A team event's direct encounter: the score of the figures."""
    board: int | None = None
    """TBR: the board compared; BBE: the boards counted (the top ones)."""
    place: int | None = None
    """ORD: the place of the classification the points were counted against."""


@dataclass(frozen=True, slots=True)
class Tie:
    """Two neighbours of the standings level on points, and why the upper
    one is above (or that they share the place)."""

    upper: int
    """The pairing number of the one listed first."""
    lower: int
    """The pairing number of the one listed next."""
    place: str
    """The upper one's place (``"3"``, ``"3-4"``)."""
    verdict: Verdict
    """What decided."""
    steps: tuple[Step, ...]
    """The criteria that met them, in the order they were applied, the
    points first; the last one separated them (:attr:`Verdict.CHAIN`,
    :attr:`Verdict.PLAYOFF`) or left them level too."""
    chain: tuple[Step, ...] = ()
    """For :attr:`Verdict.PLAYOFF`: the tiebreaks of the chain as they met
    them, up to the one that would have separated them without the
    play-off."""


def explain_ties(standings: Standings) -> tuple[Tie, ...]:
    """Every two neighbours of ``standings`` on equal points (a team event's
    primary score), best places first, each explained (see the module)."""
    rows = standings.rows
    return tuple(
        _explain(standings, upper, lower)
        for upper, lower in pairwise(rows)
        if upper.points == lower.points
    )


def ties_of(ties: Sequence[Tie], number: int) -> tuple[Tie, ...]:
    """The ties of the entrant ``number``: with the neighbour above, then
    with the one below (none, one or two).

    >>> one = Tie(1, 2, "1", Verdict.SHARED, ())
    >>> two = Tie(2, 3, "2", Verdict.SHARED, ())
    >>> [tie.upper for tie in ties_of([one, two], 2)], ties_of([one, two], 4)
    ([1, 2], ())
    """
    return tuple(tie for tie in ties if number in (tie.upper, tie.lower))


def _explain(standings: Standings, upper: Standing, lower: Standing) -> Tie:
    """Why ``upper`` is above ``lower``, level on the first score."""
    a, b = upper.number, lower.number
    steps = [Step(standings.scores[0], upper.points, lower.points, split=False)]
    if upper.struck != lower.struck:
        return Tie(a, b, upper.place, Verdict.STRUCK, tuple(steps))
    for name, mine, theirs in zip(
        standings.scores[1:], upper.scores[1:], lower.scores[1:], strict=True
    ):
        steps.append(Step(name, mine, theirs, split=mine != theirs))
        if mine != theirs:
            return Tie(a, b, upper.place, Verdict.CHAIN, tuple(steps))
    chain = _steps(a, b, [c for c in standings.cuts if c.criterion not in PLAYOFFS])
    playoff = _steps(a, b, [c for c in standings.cuts if c.criterion in PLAYOFFS])
    if playoff and playoff[-1].split:
        return Tie(a, b, upper.place, Verdict.PLAYOFF, (*steps, *playoff), tuple(chain))
    steps += playoff
    steps += chain
    if chain and chain[-1].split:
        verdict = Verdict.CHAIN
    elif upper.lots and lower.lots:
        verdict = Verdict.LOTS
    else:
        verdict = Verdict.SHARED
    return Tie(a, b, upper.place, verdict, tuple(steps))


PLAYOFFS = frozenset({PLAYOFF, ARMAGEDDON})
"""The criteria of a play-off's cuts."""


def _steps(a: int, b: int, cuts: Sequence[Cut]) -> list[Step]:
    """The cuts that met both ``a`` and ``b``, in order, up to the first
    that separated them, as steps."""
    steps: list[Step] = []
    for cut in cuts:
        if not cut.meets(a, b):
            continue
        split = cut.separates(a, b)
        steps.append(
            Step(
                cut.criterion,
                cut.values.get(a),
                cut.values.get(b),
                split=split,
                among=cut.group if cut.among else (),
                score=cut.score,
                board=cut.board,
                place=cut.place,
            )
        )
        if split:
            break
    return steps
