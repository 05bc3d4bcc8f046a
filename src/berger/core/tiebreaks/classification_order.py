"""The results in the order of the classification (``ORD``): the draughts
tie-break that compares tied players by their results against the other
players, the best placed first.

The FMJD's round robins break a tie on points by a) the most wins, b) the
results between the tied players and c) "the best results obtained in order
of the classification" (the regulations of the FMJD's world championship
of 2015, Emmen, art. 4; see ``docs/draughts-rules-sources.md``): the
tied players' results against the winner are compared first, then against
the second, and so on down the table, until one of them has done better.

The classification walked is the one the criteria before ``ORD`` give
(the points, then the chain up to it): the players it leaves level form one
step of the walk, the tied players' points against all of them summed; the
tied group itself is skipped (its games among themselves are criterion
b's). Each step splits the players still level; those level after the last
step stay level. The value shown for a player is the place of the step
that parted the players they were level with, None where nothing did; each
step's comparison is kept as a cut (its figures: the points against the
players of that place).

Forfeits count as the games they stand for; games struck by the withdrawal
rule and games not played yet count nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from berger.core.crosstable import Crosstable
from berger.core.cuts import Cut, cut_of
from berger.core.tiebreaks.model import (
    Classification,
    Division,
    Splitter,
    Tiebreak,
    Tied,
)
from berger.core.tiebreaks.values import Value, split

Ordered = tuple[list[list[int]], dict[int, Value], list[Cut]]
"""A group cut by ``ORD``: its ranked parts, the values shown, the cuts made."""


def rank_by_classification(
    crosstable: Crosstable,
    group: Sequence[int],
    classification: Classification,
    *,
    higher_first: bool = True,
    code: str = "ORD",
) -> Ordered:
    """``group`` (players level on everything before ``ORD``) cut into
    ranked parts, best first, by their points against each step of
    ``classification`` in turn, the place each member was parted at, and
    each comparison made (a cut of the criterion ``code``, at its place).

    ``higher_first=False`` (``ORD/R``) ranks the fewer points first.
    """
    members = set(group)
    steps: list[tuple[int, list[int]]] = []
    place = 1
    for block in classification:
        others = [number for number in block if number not in members]
        if others:
            steps.append((place, others))
        place += len(block)
    parts = [sorted(group)]
    shown: dict[int, Value] = {}
    cuts: list[Cut] = []
    for place, others in steps:
        if all(len(part) == 1 for part in parts):
            break
        refined: list[list[int]] = []
        for part in parts:
            if len(part) == 1:
                refined.append(part)
                continue
            against = {
                number: _points_against(crosstable, number, others) for number in part
            }
            cut = split(part, against.__getitem__, higher_first=higher_first)
            if len(cut) > 1:
                shown.update(dict.fromkeys(part, place))
            cuts.append(cut_of(code, part, cut, dict(against), place=place))
            refined.extend(cut)
        parts = refined
    return parts, shown, cuts


def _points_against(crosstable: Crosstable, number: int, others: list[int]) -> Fraction:
    """``number``'s counted points against ``others``, every game."""
    total = sum(sum(crosstable.counted_between(number, other)) for other in others)
    return Fraction(total, crosstable.unit)


def classification_step(
    crosstable: Crosstable,
    classify: Callable[[], Classification],
    *,
    higher_first: bool = True,
    code: str = "ORD",
) -> Callable[[list[int]], Ordered]:
    """``ORD`` as a step of a chain: ``classify`` gives the classification
    before it, worked out once, when a tied group first needs it."""
    found: list[Classification] = []

    def splitter(group: list[int]) -> Ordered:
        if not found:
            found.append(classify())
        return rank_by_classification(
            crosstable, group, found[0], higher_first=higher_first, code=code
        )

    return splitter


def by_classification(tied: Tied, tiebreak: Tiebreak, key: str) -> Splitter:
    """ORD (its entry's function) on a tied group of players, against the
    classification before it; its cuts named ``key``."""
    order = classification_step(
        tied.crosstable,
        tied.classification,
        higher_first=tiebreak.higher_first,
        code=key,
    )

    def splitter(group: list[int]) -> Division:
        return Division(*order(group))

    return splitter
