"""Team standings: the primary score, then the secondary, then the tie-break
chain, FIDE's way (each tie-break only splits the groups still tied).

DE and EDE are computed on each tied group and again on any sub-group they
leave tied; a team is placed above another only when no result of a match
not yet counted could change that (C.07 6.3). EDE uses the primary score
among the tied teams and, where that splits nothing, the secondary (13.3).
TBR and BBE compare board by board. Their shown value is the figure that
last decided (or left level) the team's group; teams not tied when the
tie-break came up show none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.standings import place_text
from berger.core.team_table import TeamTable
from berger.core.team_tiebreaks import (
    DEFAULT_TEAM_CHAIN,
    LOWER_FIRST,
    board_keys,
    compute_team_tiebreaks,
    encounter,
    other,
    parse_team_chain,
    total,
)
from berger.core.teams import Primary
from berger.core.tiebreaks import Value, split


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """One team's line of the standings."""

    place: str
    """``"1"``, or ``"3-4"`` when shared."""
    rank: int
    """First place of the shared range (3 for ``"3-4"``)."""
    number: int
    """Team number."""
    match_points: Fraction
    """Match points."""
    game_points: Fraction
    """Game points."""
    tiebreaks: Mapping[str, Value]
    """Values in chain order, keyed by code; None = not applicable or not tied."""


@dataclass(frozen=True, slots=True)
class TeamStandings:
    """The ranked teams after a round."""

    after_round: int
    """Results up to this round are counted."""
    primary: Primary
    """The score ranked first."""
    chain: tuple[str, ...]
    """Tie-break codes in order (canonical spelling)."""
    rows: tuple[TeamStanding, ...]
    """Best first."""
    final: bool
    """Every match of the schedule has a result."""


def compute_team_standings(
    table: TeamTable, chain: Sequence[str] = DEFAULT_TEAM_CHAIN
) -> TeamStandings:
    """Rank the teams of the table.

    Raises:
        InputError: an unknown tie-break code.
    """
    codes = parse_team_chain(chain)
    values = compute_team_tiebreaks(table, codes)
    primary = table.event.primary
    scores = {
        team: (total(table, team, primary), total(table, team, other(primary)))
        for team in range(1, table.event.n + 1)
    }
    shown: dict[str, dict[int, Value]] = {code: {} for code in codes}
    groups = split(list(scores), scores.__getitem__)
    for code in codes:
        keys = board_keys(table, code) if code in ("TBR", "BBE") else {}
        refined: list[list[int]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
            elif code in ("DE", "EDE"):
                refined.extend(
                    _by_encounter(table, group, primary, code == "EDE", shown[code])
                )
            elif code in ("TBR", "BBE"):
                refined.extend(_by_boards(group, keys, shown[code]))
            else:
                column = values[code]
                refined.extend(
                    split(
                        group,
                        lambda t: column[t - 1],  # noqa: B023
                        higher_first=code not in LOWER_FIRST,
                    )
                )
        groups = refined
    rows: list[TeamStanding] = []
    for group in groups:
        rank = len(rows) + 1
        place = place_text(rank, len(group))
        for team in sorted(group):
            rows.append(
                TeamStanding(
                    place=place,
                    rank=rank,
                    number=team,
                    match_points=table.match_points(team),
                    game_points=table.game_points(team),
                    tiebreaks={
                        code: values[code][team - 1]
                        if code in values
                        else shown[code].get(team)
                        for code in codes
                    },
                )
            )
    return TeamStandings(
        after_round=table.after_round,
        primary=primary,
        chain=codes,
        rows=tuple(rows),
        final=table.final,
    )


def _encounter_parts(
    table: TeamTable, group: list[int], kind: Primary
) -> tuple[list[list[int]], dict[int, Value]]:
    """The group cut where one team is above the rest whatever the matches
    not yet counted give, best first; and each team's score in the group."""
    bounds = {team: encounter(table, team, group, kind) for team in group}
    ascending = sorted(group, key=lambda t: (bounds[t][1], bounds[t][2], -t))
    parts: list[list[int]] = []
    highest = Fraction(0)
    for team in ascending:
        _scored, low, high = bounds[team]
        if parts and low <= highest:
            parts[-1].append(team)
            highest = max(highest, high)
        else:
            parts.append([team])
            highest = high
    return parts[::-1], {team: bounds[team][0] for team in group}


def _by_encounter(
    table: TeamTable,
    group: list[int],
    kind: Primary,
    extended: bool,
    shown: dict[int, Value],
) -> list[list[int]]:
    """DE on ``kind``; for EDE, the other score where ``kind`` splits nothing."""
    parts, scored = _encounter_parts(table, group, kind)
    if len(parts) == 1 and extended:
        other_parts, other_scored = _encounter_parts(table, group, other(kind))
        if len(other_parts) > 1:
            kind, parts, scored = other(kind), other_parts, other_scored
    shown.update(scored)
    if len(parts) == 1:
        return parts
    out: list[list[int]] = []
    for part in parts:
        if len(part) > 1:
            out.extend(_by_encounter(table, part, kind, extended, shown))
        else:
            out.append(part)
    return out


def _by_boards(
    group: list[int],
    keys: Mapping[int, tuple[Fraction, ...]],
    shown: dict[int, Value],
    step: int = 0,
) -> list[list[int]]:
    """``group`` ordered by the keys' items one after another."""
    width = len(keys[group[0]])
    if step >= width:
        return [group]
    parts = split(group, lambda t: keys[t][step])
    if step == 0 or len(parts) > 1:
        shown.update({team: keys[team][step] for team in group})
    out: list[list[int]] = []
    for part in parts:
        out.extend(_by_boards(part, keys, shown, step + 1) if len(part) > 1 else [part])
    return out
