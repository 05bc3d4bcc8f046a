"""How the standings were split: each criterion applied to each group still
level before it, as a :class:`Cut`, in the order the ranking made them.

The standings keep them (:attr:`~berger.core.standings.Standings.cuts`), so
that what separated two entrants is read from how the chain actually ran,
not worked out again: a tiebreak of each entrant's own (SB, ARO) cuts a
group once; direct encounter is worked out on each group it meets and again
on any sub-group it leaves level (a cut for each, with the figures of that
group: C.07 art. 6); a team event's EDE tries the primary score, then the
other (a cut for each); TBR and BBE compare board after board (a cut for
each board); a play-off cuts the group that played it (and its Armageddon
game, where it was played). See :mod:`berger.core.explanation`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from berger.core.tiebreaks.values import Value

PLAYOFF = "playoff"
"""The criterion of a play-off's cut (its figures: the play-off points)."""
ARMAGEDDON = "armageddon"
"""The criterion of a knockout play-off's Armageddon game's cut (no figures)."""


@dataclass(frozen=True, slots=True)
class Cut:
    """One criterion applied to one group of entrants level before it."""

    criterion: str
    """A code of the chain, as the standings key it; or :data:`PLAYOFF`,
    :data:`ARMAGEDDON`."""
    group: tuple[int, ...]
    """The entrants it met (pairing numbers), level until then."""
    parts: tuple[tuple[int, ...], ...]
    """The group cut, best first; one part: it left them level."""
    values: Mapping[int, Value] = field(default_factory=dict)
    """The figure it compared of each entrant of the group (None: not
    applicable, which leaves the group level)."""
    among: bool = False
    """The figures are worked out among the group (direct encounter), not
    each entrant's own."""
    score: str | None = None
    """A team event's direct encounter: the score its figures are in
    (``match_points`` or ``game_points``)."""
    board: int | None = None
    """TBR: the board compared; BBE: the boards counted (the top ones)."""
    place: int | None = None
    """ORD: the place of the classification the points were counted against
    (the entrants there, or level there)."""

    def meets(self, a: int, b: int) -> bool:
        """Both ``a`` and ``b`` are in the group.

        >>> Cut("SB", (1, 2, 3), ((2,), (1, 3))).meets(1, 3)
        True
        """
        return a in self.group and b in self.group

    def part_of(self, entrant: int) -> int:
        """The index of the part ``entrant`` is in (0: the best).

        >>> Cut("SB", (1, 2, 3), ((2,), (1, 3))).part_of(3)
        1
        """
        return next(i for i, part in enumerate(self.parts) if entrant in part)

    def separates(self, a: int, b: int) -> bool:
        """``a`` and ``b`` are in the group and in different parts.

        >>> cut = Cut("SB", (1, 2, 3), ((2,), (1, 3)))
        >>> cut.separates(2, 1), cut.separates(1, 3), cut.separates(1, 4)
        (True, False, False)
        """
        return self.meets(a, b) and self.part_of(a) != self.part_of(b)


def cut_of(
    criterion: str,
    group: Sequence[int],
    parts: Sequence[Sequence[int]],
    values: Mapping[int, Value],
    *,
    among: bool = False,
    score: str | None = None,
    board: int | None = None,
    place: int | None = None,
) -> Cut:
    """A :class:`Cut` of lists (as the splitters make them): ``values`` kept
    for the members of ``group`` only."""
    return Cut(
        criterion,
        tuple(group),
        tuple(tuple(part) for part in parts),
        {number: values.get(number) for number in group},
        among=among,
        score=score,
        board=board,
        place=place,
    )


def leaves(group: Sequence[int], cuts: Sequence[Cut]) -> list[list[int]]:
    """The parts ``cuts`` leave of ``group``, best first: each cut (of a
    part met before, in order) replacing its group by its parts.

    >>> cuts = [Cut("DE", (1, 2, 3), ((1,), (2, 3))), Cut("DE", (2, 3), ((3,), (2,)))]
    >>> leaves([1, 2, 3], cuts)
    [[1], [3], [2]]
    """
    parts = [tuple(group)]
    for cut in cuts:
        at = next(i for i, part in enumerate(parts) if set(part) == set(cut.group))
        parts[at : at + 1] = list(cut.parts)
    return [list(part) for part in parts]
