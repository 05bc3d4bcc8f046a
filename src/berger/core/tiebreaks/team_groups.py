"""The team tie-breaks worked on each tied group of teams, each a function of
the registry's (:mod:`berger.core.tiebreaks.registry`) that makes a group's
splitter: DE and EDE, and TBR and BBE.

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
from berger.core.teams.event import Primary
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks.model import Division, Splitter
from berger.core.tiebreaks.teams import SCORE_NAMES, match_range, other, own_score
from berger.core.tiebreaks.values import Value, split

Keys = Mapping[int, tuple[Fraction, ...]]
"""Each team's figures, compared one after another (TBR, BBE)."""


def direct_encounter(table: TeamTable, code: str) -> Splitter:
    """DE: the primary score in the matches between the tied teams."""
    return _encounter(table, code, extended=False)


def extended_direct_encounter(table: TeamTable, code: str) -> Splitter:
    """EDE (13.3): the primary score in the matches between the tied teams,
    then, where that splits nothing, the other score."""
    return _encounter(table, code, extended=True)


def top_board_results(table: TeamTable, code: str) -> Splitter:
    """TBR (12.2): game points on board 1, then on board 2, and so on."""
    keys = {team: table.board_points(team) for team in range(1, table.event.n + 1)}
    return _boards(code, keys, top_boards=False)


def bottom_board_elimination(table: TeamTable, code: str) -> Splitter:
    """BBE (12.3): game points without the last board, then without the last
    two, and so on."""
    keys = {}
    for team in range(1, table.event.n + 1):
        points = table.board_points(team)
        keys[team] = tuple(
            sum(points[:kept], Fraction(0)) for kept in range(len(points) - 1, 0, -1)
        )
    return _boards(code, keys, top_boards=True)


def encounter(
    table: TeamTable, team: int, group: Sequence[int], kind: Primary
) -> tuple[Fraction, Fraction, Fraction]:
    """(scored, lowest, highest): what ``team`` scored against the rest of
    ``group`` in ``kind`` (repeated meetings averaged), and the least and most
    it can have once the matches not yet counted are decided (art. 6.3)."""
    scored = Fraction(0)
    missing = 0
    for opponent in group:
        if opponent == team:
            continue
        met = [
            own_score(r, kind)
            for r in table.records[team - 1]
            if r.opponent == opponent
        ]
        if met:
            scored += sum(met, Fraction(0)) / len(met)
        else:
            missing += 1
    low, high = match_range(table, kind)
    return scored, scored + missing * low, scored + missing * high


def _encounter(table: TeamTable, code: str, *, extended: bool) -> Splitter:
    """DE (EDE, ``extended``) on a tied group of teams."""

    def splitter(group: list[int]) -> Division:
        shown: dict[int, Value] = {}
        cuts: list[Cut] = []
        kind = table.event.primary
        parts = _by_encounter(table, group, kind, code, extended, shown, cuts)
        return Division(parts, shown, cuts)

    return splitter


def _boards(code: str, keys: Keys, *, top_boards: bool) -> Splitter:
    """TBR or BBE (``top_boards``: the keys count the top boards) on a tied
    group of teams, by their ``keys``."""

    def splitter(group: list[int]) -> Division:
        shown: dict[int, Value] = {}
        cuts: list[Cut] = []
        parts = _by_boards(code, group, keys, top_boards, shown, cuts)
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
    extended: bool,
    shown: dict[int, Value],
    cuts: list[Cut],
) -> list[list[int]]:
    """DE on ``kind``; ``extended`` (EDE), the other score where ``kind``
    splits nothing (a cut for each score tried)."""
    parts, scored = _encounter_parts(table, group, kind)
    cuts.append(cut_of(code, group, parts, scored, among=True, score=SCORE_NAMES[kind]))
    if len(parts) == 1 and extended:
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
            out.extend(_by_encounter(table, part, kind, code, extended, shown, cuts))
        else:
            out.append(part)
    return out


def _by_boards(
    code: str,
    group: list[int],
    keys: Keys,
    top_boards: bool,
    shown: dict[int, Value],
    cuts: list[Cut],
    step: int = 0,
) -> list[list[int]]:
    """``group`` ordered by the keys' items one after another (a cut for
    each): TBR's boards from the top, BBE's sums of ever fewer top boards
    (``top_boards``)."""
    width = len(keys[group[0]])
    if step >= width:
        return [group]
    parts = split(group, lambda t: keys[t][step])
    values = {team: keys[team][step] for team in group}
    board = width - step if top_boards else step + 1
    cuts.append(cut_of(code, group, parts, values, board=board))
    if step == 0 or len(parts) > 1:
        shown.update(values)
    out: list[list[int]] = []
    for part in parts:
        out.extend(
            _by_boards(code, part, keys, top_boards, shown, cuts, step + 1)
            if len(part) > 1
            else [part]
        )
    return out
