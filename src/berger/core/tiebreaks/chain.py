"""A chain of tie-breaks worked through the registry
(:mod:`berger.core.tiebreaks.registry`) for the standings of every kind:
each entrant's values of the codes that are its own, and each code's step of
the ranking, a splitter of the groups still tied (FIDE C.07 art. 4.2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from berger.core.crosstable import Crosstable
from berger.core.cuts import cut_of
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks.codes import parse_team_chain, parse_tiebreaks
from berger.core.tiebreaks.model import Division, Splitter, Tables, Tiebreak, Tied
from berger.core.tiebreaks.registry import TIEBREAKS
from berger.core.tiebreaks.values import Value, split


def compute_tiebreaks(
    crosstable: Crosstable,
    chain: Sequence[str],
    *,
    unrated: int | None = None,
) -> dict[str, tuple[Value, ...]]:
    """Every player's value of each code in ``chain`` that is a value of each
    player's own (not DE nor ORD, which are worked on the tied group; see
    :mod:`berger.core.tiebreaks.direct_encounter` and
    :mod:`berger.core.tiebreaks.classification_order`), keyed by the code as
    given and indexed ``number - 1``.

    ``unrated`` is the rating an unrated player counts as in the rating-based
    tiebreaks; None leaves out (value None) every rating-based value that
    would need an unrated player's rating.

    Raises:
        InputError: an unknown code.
    """
    tiebreaks = parse_tiebreaks(chain)
    tables = Tables(crosstable, tiebreaks, unrated)
    out: dict[str, tuple[Value, ...]] = {}
    for tiebreak in tiebreaks:
        values = TIEBREAKS[tiebreak.name].values
        if values is not None:
            out[tiebreak.key] = values(tables, tiebreak)
    return out


def compute_team_tiebreaks(
    table: TeamTable, chain: Sequence[str]
) -> dict[str, tuple[Fraction | int, ...]]:
    """Every team's value of each code in ``chain`` that is not worked on a
    tied group (not DE, EDE, TBR nor BBE), indexed ``number - 1``.

    Raises:
        InputError: an unknown code.
    """
    out: dict[str, tuple[Fraction | int, ...]] = {}
    for code in parse_team_chain(chain):
        values = TIEBREAKS[code].team_values
        if values is not None:
            out[code] = values(table)
    return out


def column(
    code: str, values: Sequence[Value], *, higher_first: bool = True
) -> Splitter:
    """The splitter of the tiebreak ``code`` whose values are each entrant's
    own (``values[number - 1]``): a group is split by them, and left whole
    when a member has none (not applicable)."""

    def splitter(group: list[int]) -> Division:
        own = {p: values[p - 1] for p in group}
        if any(value is None for value in own.values()):
            parts = [group]
        else:
            parts = split(group, own.__getitem__, higher_first=higher_first)
        return Division(parts, {}, [cut_of(code, group, parts, own)])

    return splitter


def player_step(
    tiebreak: Tiebreak,
    key: str,
    tied: Tied,
    values: Mapping[str, Sequence[Value]],
) -> Splitter:
    """The step of ``tiebreak`` (keyed ``key`` in the standings) in an event
    of players: its function on the tied group, or the split by its values
    (``values[key]``, see :func:`compute_tiebreaks`)."""
    splits = TIEBREAKS[tiebreak.name].splits
    if splits is not None:
        return splits(tied, tiebreak, key)
    return column(key, values[key], higher_first=tiebreak.higher_first)


def team_step(
    code: str, table: TeamTable, values: Mapping[str, Sequence[Value]]
) -> Splitter:
    """The step of the team code ``code``: its function on the tied group, or
    the split by its values (``values[code]``, see
    :func:`compute_team_tiebreaks`)."""
    entry = TIEBREAKS[code]
    if entry.team_splits is not None:
        return entry.team_splits(table, code)
    return column(code, values[code], higher_first=not entry.lower_first)
