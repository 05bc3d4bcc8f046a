"""Standings: places from points and a tiebreak chain, shared where still level
or ordered by a drawing of lots.

The chain is applied FIDE's way (C.07 art. 4.2): each tiebreak only splits
the groups still tied after points and the earlier tiebreaks; direct
encounter (DE) is computed on each tied group and re-applied to any
sub-group it leaves tied (:mod:`berger.core.direct_encounter`). A tiebreak
that is not applicable to a member of a group (None) leaves that group tied.
Players whose games were all struck (withdrawal) come last.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.codes import CodeEnum
from berger.core.crosstable import BLACK, PENDING, STRUCK, Crosstable
from berger.core.direct_encounter import rank_by_direct_encounter
from berger.core.tiebreaks import (
    DEFAULT_CHAIN,
    Value,
    compute_tiebreaks,
    parse_tiebreaks,
    split,
)


class Ties(CodeEnum):
    """What becomes of players still level after the whole chain."""

    SHARE = "share"
    """They share the place ("3-4")."""
    LOTS = "lots"
    """A drawing of lots orders them (C.07 art. 4.2); each gets a place."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a way to settle ties"."""
        return "a way to settle ties"


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the standings."""

    place: str
    """``"1"``, or ``"3-4"`` when shared."""
    rank: int
    """First place of the shared range (3 for ``"3-4"``)."""
    number: int
    """Pairing number."""
    points: Fraction
    """Points counted."""
    tiebreaks: Mapping[str, Value]
    """Values in chain order, keyed by the code as given; None = not applicable."""
    withdrawn_after: int | None = None
    """Last round taken part in, for a player who withdrew."""
    struck: bool = False
    """Every game of the player is struck (withdrew before half their games)."""
    lots: bool = False
    """The place was decided by the drawing of lots (``Ties.LOTS``)."""


@dataclass(frozen=True, slots=True)
class Standings:
    """The ranked players after a round."""

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
    de: dict[str, dict[int, Fraction]] = {}
    groups = split(
        list(range(1, crosstable.tournament.n + 1)),
        lambda p: (not struck[p - 1], points[p - 1]),
    )
    for tiebreak in tiebreaks:
        refined: list[list[int]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
            elif tiebreak.name == "DE":
                parts, scores = rank_by_direct_encounter(
                    crosstable, group, higher_first=tiebreak.higher_first
                )
                de.setdefault(tiebreak.key, {}).update(scores)
                refined.extend(parts)
            elif any(values[tiebreak.key][p - 1] is None for p in group):
                refined.append(group)
            else:
                column = values[tiebreak.key]
                refined.extend(
                    split(
                        group,
                        lambda p: column[p - 1],  # noqa: B023
                        higher_first=tiebreak.higher_first,
                    )
                )
        groups = refined
    draw = random.Random(seed) if ties is Ties.LOTS else None
    rows: list[Standing] = []
    for group in groups:
        rank = len(rows) + 1
        by_lot = draw is not None and len(group) > 1 and not struck[group[0] - 1]
        order = sorted(group)
        if by_lot:
            assert draw is not None
            draw.shuffle(order)
        for offset, player in enumerate(order):
            rows.append(
                Standing(
                    place=str(rank + offset)
                    if by_lot
                    else place_text(rank, len(group)),
                    rank=rank + offset if by_lot else rank,
                    number=player,
                    points=points[player - 1],
                    tiebreaks={
                        t.key: de.get(t.key, {}).get(player)
                        if t.name == "DE"
                        else values[t.key][player - 1]
                        for t in tiebreaks
                    },
                    withdrawn_after=crosstable.withdrawn[player - 1],
                    struck=struck[player - 1],
                    lots=by_lot,
                )
            )
    return Standings(
        after_round=crosstable.after_round,
        chain=tuple(t.key for t in tiebreaks),
        rows=tuple(rows),
        final=_is_final(crosstable),
        unrated=unrated,
        ties=ties,
        seed=seed if ties is Ties.LOTS else None,
    )


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
