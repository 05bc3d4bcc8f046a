"""What a tie-break's functions take and give (their entries are
:mod:`berger.core.tiebreaks.registry`'s): a code of the chain as read
(:class:`Tiebreak`); the crosstable that the values of each entrant's own are
read from, with the tables several codes share (:class:`Tables`); what a
tie-break worked on the tied group reads (:class:`Tied`) and what it makes
of the group (:class:`Division`, :data:`Splitter`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple, TypeVar, cast

from berger.core.crosstable import Crosstable
from berger.core.cuts import Cut
from berger.core.tiebreaks.values import Value

T = TypeVar("T")

Classification = Sequence[Sequence[int]]
"""Entrants in groups, the best first; a group's members are level."""


@dataclass(frozen=True, slots=True)
class Tiebreak:
    """One tiebreak of a chain: the code as written and what it means."""

    key: str
    """The code as given, upper-cased, without spaces: the standings' key."""
    name: str
    """The name of its entry in the registry (``SB`` for ``SB/C1``)."""
    cut: int = 0
    """``/Cn`` (SB, ARO): the n least significant values are dropped (14.1, 14.2)."""
    limit: int = 0
    """``/L±n`` (KS): the Koya limit moved by n steps (14.5)."""
    reverse: bool = False
    """``/R``: the order is reversed."""
    lower_first: bool = False
    """The code ranks the lower value first (TPN: the lower pairing number),
    before ``/R``; its entry's."""

    @property
    def code(self) -> str:
        """The TRF-2026 spelling (record 202): ``SB/C1``, ``KS/L+1``, ``RTNG/R``.

        >>> Tiebreak("KS/L1", "KS", limit=1).code, Tiebreak("SBC1", "SB", cut=1).code
        ('KS/L+1', 'SB/C1')
        """
        text = self.name
        if self.cut:
            text += f"/C{self.cut}"
        if self.limit:
            text += f"/L{self.limit:+d}"
        return text + ("/R" if self.reverse else "")

    @property
    def higher_first(self) -> bool:
        """Whether a higher value ranks first: unless the code ranks the
        lower first, or (either way) is reversed.

        >>> tpn = Tiebreak("TPN", "TPN", lower_first=True)
        >>> reverse = Tiebreak("TPN/R", "TPN", reverse=True, lower_first=True)
        >>> tpn.higher_first, reverse.higher_first
        (False, True)
        """
        return (not self.lower_first) != self.reverse


class Tables:
    """A crosstable as the values of each entrant's own read it: the
    crosstable, the chain, the rating an unrated player counts as (None: a
    value that needs one is left out), and the tables several codes share,
    each made once, by the first code that asks (:meth:`shared`)."""

    def __init__(
        self,
        crosstable: Crosstable,
        tiebreaks: Sequence[Tiebreak],
        unrated: int | None = None,
    ) -> None:
        self.crosstable = crosstable
        self.tiebreaks = tuple(tiebreaks)
        self.unrated = unrated
        self._shared: dict[object, object] = {}

    def shared(self, make: Callable[[Tables], T]) -> T:
        """The table ``make`` makes of these tables, made on the first call
        (``make`` is a module's function, the same object at every call)."""
        if make not in self._shared:
            self._shared[make] = make(self)
        return cast(T, self._shared[make])


@dataclass(frozen=True, slots=True)
class Tied:
    """What a tie-break worked on the tied group reads in an event of players:
    the crosstable, and the classification the points and the chain's steps
    before it give (worked out when asked)."""

    crosstable: Crosstable
    classification: Callable[[], Classification]


class Division(NamedTuple):
    """What a tiebreak made of one tied group."""

    parts: list[list[int]]
    """The group cut into ranked parts, best first."""
    shown: Mapping[int, Value]
    """The values the standings show for the group's members, where the
    tiebreak is computed on the group (such as DE); none for a value of each
    entrant's own."""
    cuts: Sequence[Cut]
    """Every cut it made, in order (see :mod:`berger.core.cuts`)."""


Splitter = Callable[[list[int]], Division]
"""A tiebreak applied to one tied group."""
