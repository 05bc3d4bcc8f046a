"""The results counted after a round, as the use cases hand them round:
what both kinds of event count (:class:`Counted`); each kind's variation
counts its own besides, in a subclass of its own
(:class:`~berger.pipeline.players.PlayerCounted`,
:class:`~berger.pipeline.teams.TeamCounted`), and takes it back with
:func:`counted_as`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from berger.core.crosstable import Crosstable
from berger.core.standings import Standings


@dataclass(frozen=True, slots=True)
class Counted:
    """The results counted after a round: what every output of them is made
    from, worked out once, and what both kinds count (an event of players'
    rating changes and a team event's boards are their own)."""

    crosstable: Crosstable
    """Every entrant's result in every round (a team event's: its matches)."""
    standings: Standings
    """The ranked entrants."""

    @property
    def after_round(self) -> int:
        """Results up to this round are counted."""
        return self.standings.after_round


Own = TypeVar("Own", bound=Counted)


def counted_as(kind: type[Own], counted: Counted) -> Own:
    """``counted`` as the ``kind`` of counted results its variation makes
    (see :meth:`~berger.pipeline.variant.Variant.count`), with what only
    that kind counts.

    Raises:
        ValueError: results counted by another kind of event.
    """
    if not isinstance(counted, kind):
        raise ValueError(f"not counted as {kind.__name__}")
    return counted
