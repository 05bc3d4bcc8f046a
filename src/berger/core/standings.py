"""Standings: places from points and a tiebreak chain, shared where still level.

The chain is applied FIDE's way: each tiebreak only splits the groups still
tied after points and the earlier tiebreaks; direct encounter (DE) is
computed on each tied group and re-applied to any sub-group it leaves tied.
A tiebreak that is not applicable to a member of a group (None) leaves that
group tied. Players whose games were all struck (withdrawal) come last.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import BLACK, PENDING, STRUCK, Crosstable
from berger.core.tiebreaks import (
    DEFAULT_CHAIN,
    Value,
    compute_tiebreaks,
    direct_encounter,
    parse_chain,
)


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
    """Values in chain order, keyed by code; None = not applicable."""
    withdrawn_after: int | None = None
    """Last round taken part in, for a player who withdrew."""
    struck: bool = False
    """Every game of the player is struck (withdrew before half their games)."""


@dataclass(frozen=True, slots=True)
class Standings:
    """The ranked players after a round."""

    after_round: int
    """Results up to this round are counted."""
    chain: tuple[str, ...]
    """Tiebreak codes in order (canonical spelling)."""
    rows: tuple[Standing, ...]
    """Best first."""
    final: bool
    """Every game of the schedule has a result."""


def compute_standings(
    crosstable: Crosstable,
    chain: Sequence[str] = DEFAULT_CHAIN,
    *,
    unrated_rating: int | None = None,
) -> Standings:
    """Rank the players of the crosstable.

    Raises:
        InputError: an unknown tiebreak code.
    """
    codes = parse_chain(chain)
    values = compute_tiebreaks(crosstable, codes, unrated_rating=unrated_rating)
    points = crosstable.points
    struck = crosstable.struck
    de: dict[int, Fraction] = {}
    groups = split_by(
        list(range(1, crosstable.tournament.n + 1)),
        lambda p: (not struck[p - 1], points[p - 1]),
    )
    for code in codes:
        refined: list[list[int]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
            elif code == "DE":
                refined.extend(_by_direct_encounter(crosstable, group, de))
            elif any(values[code][p - 1] is None for p in group):
                refined.append(group)
            else:
                column = values[code]
                refined.extend(split_by(group, lambda p: column[p - 1]))  # noqa: B023
        groups = refined
    rows: list[Standing] = []
    for group in groups:
        rank = len(rows) + 1
        place = str(rank) if len(group) == 1 else f"{rank}-{rank + len(group) - 1}"
        for player in sorted(group):
            rows.append(
                Standing(
                    place=place,
                    rank=rank,
                    number=player,
                    points=points[player - 1],
                    tiebreaks={
                        code: de.get(player)
                        if code == "DE"
                        else values[code][player - 1]
                        for code in codes
                    },
                    withdrawn_after=crosstable.withdrawn[player - 1],
                    struck=struck[player - 1],
                )
            )
    return Standings(
        after_round=crosstable.after_round,
        chain=codes,
        rows=tuple(rows),
        final=_is_final(crosstable),
    )


def split_by(group: list[int], key: Callable[[int], object]) -> list[list[int]]:
    """``group`` ordered by ``key`` descending, cut where the key changes: the
    tied groups, best first.

    >>> split_by([1, 2, 3, 4], {1: 2, 2: 5, 3: 2, 4: 0}.__getitem__)
    [[2], [1, 3], [4]]
    """
    ordered = sorted(group, key=key, reverse=True)  # type: ignore[arg-type]
    out: list[list[int]] = []
    previous: object = object()
    for player in ordered:
        value = key(player)
        if out and value == previous:
            out[-1].append(player)
        else:
            out.append([player])
        previous = value
    return out


def _by_direct_encounter(
    crosstable: Crosstable, group: list[int], de: dict[int, Fraction]
) -> list[list[int]]:
    scores = direct_encounter(crosstable, group)
    if scores is None:
        return [group]
    de.update(scores)
    parts = split_by(group, scores.__getitem__)
    if len(parts) == 1:
        return parts
    out: list[list[int]] = []
    for part in parts:
        if len(part) > 1:
            out.extend(_by_direct_encounter(crosstable, part, de))
        else:
            out.append(part)
    return out


def _is_final(crosstable: Crosstable) -> bool:
    if crosstable.after_round < len(crosstable.tournament.schedule.rounds):
        return False
    pending = [PENDING | flags for flags in (0, STRUCK, BLACK, STRUCK | BLACK)]
    return not any(row.count(code) for row in crosstable.codes[1:] for code in pending)
