"""Every tie-break berger knows, one entry a code: its function for each kind
of event it serves, whether it is worked on the tied group, whether it reads
ratings, the order it ranks in, the modifiers it takes, and the key of its
words (``templates/locales/<lang>.toml``: ``tb_<code>`` and ``tb_<code>_long``
for players, ``tb_team_<code>`` and ``tb_team_<code>_long`` for teams).

Every kind's standings read the chain through these entries (see
:mod:`berger.core.tiebreaks.chain`), and the codes are read and listed from
them (:mod:`berger.core.tiebreaks.codes`): no other module tells a code by
its name. A new tie-break is its entry here, its function (beside those of
its family) and its words.

The entries are in the order the codes are listed to the user: the players'
codes as FIDE's round-robin checklist (C.07) has them, then the draughts
rules' own; a team code among the players' codes it extends.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from berger.core.teams.event import Primary
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks import (
    classification_order,
    direct_encounter,
    own,
    performance,
    team_groups,
    teams,
)
from berger.core.tiebreaks.model import Splitter, Tables, Tiebreak, Tied
from berger.core.tiebreaks.shmulyan import shmulyan
from berger.core.tiebreaks.teams import TeamValues
from berger.core.tiebreaks.values import Value

Values = Callable[[Tables, Tiebreak], tuple[Value, ...]]
"""A value of each player's own: every player's, indexed ``number - 1``."""
Splits = Callable[[Tied, Tiebreak, str], Splitter]
"""A tie-break worked on each tied group of players: the splitter of the
code (its cuts named by the key given)."""
TeamSplits = Callable[[TeamTable, str], Splitter]
"""A tie-break worked on each tied group of teams: the splitter of the code
(its cuts named by the key given)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One tie-break code."""

    name: str
    """The code, in TRF-2026's spelling where TRF has one (``SB``)."""
    values: Values | None = None
    """Its function in an event of players (a micro-match event's too),
    where it is a value of each player's own."""
    splits: Splits | None = None
    """Its function in an event of players, where it is worked on the tied
    group (DE, ORD)."""
    team_values: TeamValues | None = None
    """Its function in a team event, where it is a value of each team's own."""
    team_splits: TeamSplits | None = None
    """Its function in a team event, where it is worked on the tied group."""
    ratings: bool = False
    """It reads the players' ratings (an unrated player counts as the event's
    ``unrated``)."""
    lower_first: bool = False
    """The lower value ranks first (before ``/R``)."""
    cut: bool = False
    """It takes ``/C1`` and ``/C2``: the one or two least significant values
    dropped (14.1, 14.2)."""
    limit: bool = False
    """It takes ``/L±n``: the Koya limit moved by n steps (14.5)."""
    in_matches: bool = False
    """A team's value is counted in matches whatever score ranks first (so
    TRF's record 202 writes ``:MP`` after it where game points do)."""
    top_boards: bool = False
    """A team's figure at board k counts the boards 1 to k (BBE), not board
    k alone (TBR)."""
    spelled: tuple[str, ...] = ()
    """How the list of the codes in messages spells it with its modifiers
    (``SB, SB/C1, SB/C2``); none: its name alone."""
    trf: bool = True
    """TRF-2026 has the code; else a TRF writes it as a self-defined
    tie-break, ``OTHER_`` before its name (:data:`SELF_DEFINED`)."""

    @property
    def group(self) -> bool:
        """It is worked on each tied group, not a value of each entrant's own."""
        return self.splits is not None or self.team_splits is not None

    @property
    def for_players(self) -> bool:
        """An event of players may rank by it."""
        return self.values is not None or self.splits is not None

    @property
    def for_teams(self) -> bool:
        """A team event may rank by it."""
        return self.team_values is not None or self.team_splits is not None

    @property
    def words(self) -> str:
        """The key of its label in an event of players (``tb_sb``; its words
        for the legend ``tb_sb_long``)."""
        return "tb_" + self.name.lower()

    @property
    def team_words(self) -> str:
        """The key of its label in a team event (``tb_team_sb``; its words for
        the legend ``tb_team_sb_long``)."""
        return "tb_team_" + self.name.lower()


MATCH, GAME = Primary.MATCH, Primary.GAME

ENTRIES: tuple[Entry, ...] = (
    Entry(
        "DE",
        splits=direct_encounter.by_direct_encounter,
        team_splits=team_groups.direct_encounter,
    ),
    Entry("EDE", team_splits=team_groups.extended_direct_encounter),
    Entry("WIN", values=own.wins, team_values=teams.match_wins, in_matches=True),
    Entry(
        "WON",
        values=own.won,
        team_values=teams.matches_won_played,
        in_matches=True,
    ),
    Entry("BPG", values=own.black_games),
    Entry("BWG", values=own.black_wins),
    Entry("REP", values=own.rounds_elected),
    Entry(
        "STD",
        values=own.standard_points,
        team_values=teams.standard_points,
        in_matches=True,
    ),
    Entry(
        "SB",
        values=own.sonneborn_berger,
        team_values=teams.sonneborn_berger,
        cut=True,
        spelled=("SB", "SB/C1", "SB/C2"),
    ),
    Entry("EMMSB", team_values=teams.extended_sonneborn_berger(MATCH, MATCH)),
    Entry("EMGSB", team_values=teams.extended_sonneborn_berger(MATCH, GAME)),
    Entry("EGMSB", team_values=teams.extended_sonneborn_berger(GAME, MATCH)),
    Entry("EGGSB", team_values=teams.extended_sonneborn_berger(GAME, GAME)),
    Entry(
        "KS",
        values=own.koya,
        team_values=teams.koya,
        limit=True,
        spelled=("KS", "KS/L+n", "KS/L-n"),
    ),
    Entry(
        "ARO",
        values=performance.average_rating,
        ratings=True,
        cut=True,
        spelled=("ARO", "ARO/C1"),
    ),
    Entry("TPR", values=performance.performance_rating, ratings=True),
    Entry("PTP", values=performance.perfect_performance, ratings=True),
    Entry("RTNG", values=performance.own_rating, ratings=True),
    Entry(
        "TPN",
        values=own.pairing_numbers,
        team_values=teams.team_numbers,
        lower_first=True,
    ),
    Entry("BC", team_values=teams.board_count, lower_first=True),
    Entry("TBR", team_splits=team_groups.top_board_results),
    Entry("BBE", team_splits=team_groups.bottom_board_elimination, top_boards=True),
    Entry("ORD", splits=classification_order.by_classification, trf=False),
    Entry("SHM", values=lambda tables, _: shmulyan(tables.crosstable), trf=False),
)
"""Every tie-break, in the order the codes are listed."""

TIEBREAKS: Mapping[str, Entry] = {entry.name: entry for entry in ENTRIES}
SELF_DEFINED = "OTHER_"
"""How TRF-2026 writes a tie-break of the event's own (records 202, 212):
``OTHER_`` before its name."""
"""Every tie-break by its code."""
PLAYER_TIEBREAKS: Mapping[str, Entry] = {
    entry.name: entry for entry in ENTRIES if entry.for_players
}
"""The tie-breaks an event of players may rank by, by code."""
TEAM_TIEBREAKS: Mapping[str, Entry] = {
    entry.name: entry for entry in ENTRIES if entry.for_teams
}
"""The tie-breaks a team event may rank by, by code."""
