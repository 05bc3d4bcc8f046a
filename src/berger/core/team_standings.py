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
from fractions import Fraction

from berger.core.cuts import Cut, cut_of
from berger.core.standings import (
    Division,
    Splitter,
    Standing,
    Standings,
    column,
    rank_groups,
    ranked_rows,
)
from berger.core.team_table import TeamTable
from berger.core.teams import Primary
from berger.core.tiebreaks.teams import (
    DEFAULT_TEAM_CHAIN,
    LOWER_FIRST,
    board_keys,
    compute_team_tiebreaks,
    encounter,
    other,
    parse_team_chain,
    total,
)
from berger.core.tiebreaks.values import Value, split

SCORE_NAMES = {Primary.MATCH: "match_points", Primary.GAME: "game_points"}
"""The name of each score in the standings (:attr:`Standings.scores`)."""


def score_names(primary: Primary) -> tuple[str, str]:
    """The team standings' scores, ``primary``'s first.

    >>> score_names(Primary.GAME)
    ('game_points', 'match_points')
    """
    return SCORE_NAMES[primary], SCORE_NAMES[other(primary)]


def primary_of(standings: Standings) -> Primary:
    """The score a team event's ``standings`` rank first."""
    match_first = standings.scores[0] == SCORE_NAMES[Primary.MATCH]
    return Primary.MATCH if match_first else Primary.GAME


def team_scores(standings: Standings, row: Standing) -> tuple[Fraction, Fraction]:
    """A team's match points and game points, from its line of ``standings``."""
    scores = dict(zip(standings.scores, row.scores, strict=True))
    return scores[SCORE_NAMES[Primary.MATCH]], scores[SCORE_NAMES[Primary.GAME]]


def compute_team_standings(
    table: TeamTable, chain: Sequence[str] = DEFAULT_TEAM_CHAIN
) -> Standings:
    """Rank the teams of the table: by the primary score, the secondary,
    then the team tie-break chain.

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
    steps: list[tuple[str, Splitter]] = []
    for code in codes:
        if code in ("DE", "EDE"):
            steps.append((code, _encounter(table, primary, code)))
        elif code in ("TBR", "BBE"):
            steps.append((code, _boards(code, board_keys(table, code))))
        else:
            order = code not in LOWER_FIRST
            steps.append((code, column(code, values[code], higher_first=order)))
    groups, shown, cuts = rank_groups(list(scores), scores.__getitem__, steps)

    def line(team: int, place: str, rank: int, lots: bool) -> Standing:
        return Standing(
            place=place,
            rank=rank,
            number=team,
            scores=scores[team],
            tiebreaks={
                code: values[code][team - 1]
                if code in values
                else shown[code].get(team)
                for code in codes
            },
            lots=lots,
        )

    return Standings(
        after_round=table.after_round,
        chain=codes,
        rows=ranked_rows(groups, line),
        final=table.final,
        scores=score_names(primary),
        cuts=cuts,
    )


def _encounter(table: TeamTable, primary: Primary, code: str) -> Splitter:
    """DE (EDE: ``code`` ``"EDE"``) on a tied group of teams."""

    def splitter(group: list[int]) -> Division:
        shown: dict[int, Value] = {}
        cuts: list[Cut] = []
        parts = _by_encounter(table, group, primary, code, shown, cuts)
        return Division(parts, shown, cuts)

    return splitter


def _boards(code: str, keys: Mapping[int, tuple[Fraction, ...]]) -> Splitter:
    """TBR or BBE (``code``) on a tied group of teams, by their ``keys``."""

    def splitter(group: list[int]) -> Division:
        shown: dict[int, Value] = {}
        cuts: list[Cut] = []
        parts = _by_boards(code, group, keys, shown, cuts)
        return Division(parts, shown, cuts)

    return splitter


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
    code: str,
    shown: dict[int, Value],
    cuts: list[Cut],
) -> list[list[int]]:
    """DE on ``kind``; for EDE, the other score where ``kind`` splits
    nothing (a cut for each score tried)."""
    parts, scored = _encounter_parts(table, group, kind)
    cuts.append(cut_of(code, group, parts, scored, among=True, score=SCORE_NAMES[kind]))
    if len(parts) == 1 and code == "EDE":
        other_parts, other_scored = _encounter_parts(table, group, other(kind))
        cuts.append(
            cut_of(
                code,
                group,
                other_parts,
                other_scored,
                among=True,
                score=SCORE_NAMES[other(kind)],
            )
        )
        if len(other_parts) > 1:
            kind, parts, scored = other(kind), other_parts, other_scored
    shown.update(scored)
    if len(parts) == 1:
        return parts
    out: list[list[int]] = []
    for part in parts:
        if len(part) > 1:
            out.extend(_by_encounter(table, part, kind, code, shown, cuts))
        else:
            out.append(part)
    return out


def _by_boards(
    code: str,
    group: list[int],
    keys: Mapping[int, tuple[Fraction, ...]],
    shown: dict[int, Value],
    cuts: list[Cut],
    step: int = 0,
) -> list[list[int]]:
    """``group`` ordered by the keys' items one after another (a cut for
    each): TBR's boards from the top, BBE's sums of ever fewer top boards."""
    width = len(keys[group[0]])
    if step >= width:
        return [group]
    parts = split(group, lambda t: keys[t][step])
    values = {team: keys[team][step] for team in group}
    board = step + 1 if code == "TBR" else width - step
    cuts.append(cut_of(code, group, parts, values, board=board))
    if step == 0 or len(parts) > 1:
        shown.update(values)
    out: list[list[int]] = []
    for part in parts:
        out.extend(
            _by_boards(code, part, keys, shown, cuts, step + 1)
            if len(part) > 1
            else [part]
        )
    return out
