"""The results counted after a round, as the use cases hand them round:
what every kind of event counts (:class:`Counted`); each kind counts its
own besides, in a subclass of its own
(:class:`~berger.pipeline.players.count.PlayerCounted`,
:class:`~berger.pipeline.teams.count.TeamCounted`,
:class:`~berger.pipeline.micro.count.MicroCounted`), which its variant is
typed by. An output made from them is handed them (see
:class:`~berger.pipeline.outputs.FromCounted`)."""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.crosstable import Crosstable
from berger.core.playoff.places import Playoffs
from berger.core.standings import Standings


@dataclass(frozen=True, slots=True)
class Counted:
    """The results counted after a round: what every output of them is made
    from, worked out once, and what every kind counts (an event of players'
    rating changes, a team event's boards and a micro-match event's games
    are their own)."""

    crosstable: Crosstable
    """Every entrant's result in every round (a team event's: its matches)."""
    standings: Standings
    """The ranked entrants."""
    playoffs: Playoffs | None = None
    """The play-offs over the final standings (``[playoff]``), which ranked
    them; None otherwise (a team event never has one)."""

    @property
    def after_round(self) -> int:
        """Results up to this round are counted."""
        return self.standings.after_round
