"""A tie-break's value, and a tied group split by one."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

Value = Fraction | int | None
"""A tiebreak value: exact points, a count or rating, or None (not applicable)."""


def split(
    group: Sequence[int], key: Callable[[int], Any], *, higher_first: bool = True
) -> list[list[int]]:
    """``group`` ordered by ``key`` (the highest first, unless not
    ``higher_first``), cut where the key changes: the tied group as one
    tiebreak breaks it.

    >>> split([1, 2, 3, 4], {1: 5, 2: 7, 3: 5, 4: 2}.__getitem__)
    [[2], [1, 3], [4]]
    """
    out: list[list[int]] = []
    previous: object = object()
    for player in sorted(group, key=key, reverse=higher_first):
        value = key(player)
        if out and value == previous:
            out[-1].append(player)
        else:
            out.append([player])
        previous = value
    return out
