"""Helpers for the crosstable's compact rows (opponents and game codes per
round): fetching a value per opponent and selecting games by code, both at
C speed (``itemgetter``, ``bytes.translate``), with no Python loop per game."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from operator import itemgetter


def getter(opponents: Sequence[int]) -> Callable[[Sequence[int]], Sequence[int]]:
    """values -> ``values[opponent]`` for each opponent in turn."""
    if len(opponents) > 1:
        return itemgetter(*opponents)
    return lambda values: [values[opponent] for opponent in opponents]


def code_table(values: Mapping[int, int]) -> bytes:
    """A ``bytes.translate`` table: ``values[code]`` for the codes named, 0
    for every other code."""
    return bytes(values.get(code, 0) for code in range(256))


def mask(codes: Collection[int]) -> bytes:
    """A ``bytes.translate`` table: 1 for ``codes``, 0 for every other code."""
    return code_table(dict.fromkeys(codes, 1))
