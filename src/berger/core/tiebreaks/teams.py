"""Tie-breaks for team round robins (FIDE C.07), computed from the team table.

Codes (the TRF-2026 spelling, any case):

- team tie-breaks of C.07: ``EDE`` extended direct encounter (13.3: the
  primary score among the tied teams, then the secondary), ``EMMSB``,
  ``EMGSB``, ``EGMSB``, ``EGGSB`` extended Sonneborn-Berger (13.2: the
  opponent's match or game points times the match or game points scored
  against it), ``BC`` board count (12.1: Σ board number × game points on
  that board, lower first), ``TBR`` top board results (12.2) and ``BBE``
  bottom board elimination (12.3), over every match of the event;
- individual tie-breaks that mean something for a team: ``DE`` direct
  encounter on the primary score (art. 6), ``SB`` Sonneborn-Berger on the
  primary score (= EMMSB or EGGSB), ``WIN`` matches won (forfeits
  included), ``WON`` matches won with at least one board played, ``STD``
  1 per match won and ½ per match drawn, ``KS`` Koya on the primary score
  (points against teams with at least half the most they could score),
  ``TPN`` team number (lower first).

In a round robin every forfeit counts as a match (C.07 15.2) and a bye
counts for nothing. Ratings belong to players, not teams, so ARO, TPR and
the other rating tie-breaks are not offered; Buchholz is refused in round
robins as for individuals.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from berger.core.team_table import MatchRecord, TeamTable
from berger.core.teams import MatchOutcome, Primary
from berger.core.tiebreaks.codes import BUCHHOLZ, BUCHHOLZ_REFUSAL
from berger.errors import InputError
from berger.messages import _

TEAM_CODES: tuple[str, ...] = (
    "DE",
    "EDE",
    "SB",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "BC",
    "TBR",
    "BBE",
    "WIN",
    "WON",
    "STD",
    "KS",
    "TPN",
)
"""Every team tie-break code, canonical spelling."""
GROUP_CODES = frozenset({"DE", "EDE", "TBR", "BBE"})
"""Codes computed on each tied group rather than per team."""
LOWER_FIRST = frozenset({"BC", "TPN"})
"""Codes where the lower value ranks higher."""
DEFAULT_TEAM_CHAIN: tuple[str, ...] = ("EDE", "EMGSB")
"""After match and game points: direct encounter, then Sonneborn-Berger with
the opponents' match points and the game points scored against them."""

_SB_KINDS = {
    "EMMSB": (Primary.MATCH, Primary.MATCH),
    "EMGSB": (Primary.MATCH, Primary.GAME),
    "EGMSB": (Primary.GAME, Primary.MATCH),
    "EGGSB": (Primary.GAME, Primary.GAME),
}
"""(opponent's score, own score) of each extended SB."""
_IGNORED = ("PTS", "MPTS", "GPTS", "MP", "GP", "MPVGP")
"""Match and game points always come first; these codes add nothing."""


def parse_team_code(code: str) -> str:
    """One team tie-break code in its canonical spelling.

    >>> parse_team_code(" emgsb "), parse_team_code("de")
    ('EMGSB', 'DE')

    Raises:
        InputError: not a team tie-break code (field ``tiebreaks``).
    """
    key = "".join(code.split()).upper()
    if key in TEAM_CODES:
        return key
    if key.startswith(BUCHHOLZ):
        reason = _(BUCHHOLZ_REFUSAL)
    elif key.startswith(("ARO", "TPR", "PTP", "RTNG")):
        reason = _("rating tiebreaks are for players, not teams")
    else:
        reason = _("not a team tiebreak code")
    raise InputError(
        _("{code!r}: {reason} (use {codes})").format(
            code=code, reason=reason, codes=", ".join(TEAM_CODES)
        ),
        field="tiebreaks",
    )


def parse_team_chain(codes: Sequence[str]) -> tuple[str, ...]:
    """The canonical chain: codes upper-cased, repeats and the points codes
    (``PTS``, ``MPTS``, ``GPTS``, ``MPVGP``) dropped.

    >>> parse_team_chain(["MPTS", "gpts", "ede", "BC", "EDE"])
    ('EDE', 'BC')

    Raises:
        InputError: an unknown code.
    """
    out: list[str] = []
    for code in codes:
        key = "".join(code.split()).upper()
        if not key or key in _IGNORED:
            continue
        canonical = parse_team_code(key)
        if canonical not in out:
            out.append(canonical)
    return tuple(out)


def other(kind: Primary) -> Primary:
    """The other score: game points for match points and back."""
    return Primary.GAME if kind is Primary.MATCH else Primary.MATCH


def own_score(record: MatchRecord, kind: Primary) -> Fraction:
    """What the team scored in one match, in match or game points."""
    return record.match_points if kind is Primary.MATCH else record.game_points


def total(table: TeamTable, team: int, kind: Primary) -> Fraction:
    """Team ``team``'s match or game points."""
    if kind is Primary.MATCH:
        return table.match_points(team)
    return table.game_points(team)


def match_range(table: TeamTable, kind: Primary) -> tuple[Fraction, Fraction]:
    """The fewest and the most a team can score in one match."""
    event = table.event
    if kind is Primary.MATCH:
        scoring = event.scoring
        return min(scoring.loss, scoring.draw), max(scoring.win, scoring.draw)
    return event.min_match_game_points, event.max_match_game_points


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


def board_keys(table: TeamTable, code: str) -> dict[int, tuple[Fraction, ...]]:
    """Each team's key for TBR (game points on board 1, 2, ...) or BBE (game
    points without the bottom board, without the two bottom boards, ...)."""
    keys = {}
    for team in range(1, table.event.n + 1):
        points = table.board_points(team)
        if code == "TBR":
            keys[team] = points
        else:
            keys[team] = tuple(
                sum(points[:kept], Fraction(0))
                for kept in range(len(points) - 1, 0, -1)
            )
    return keys


def compute_team_tiebreaks(
    table: TeamTable, chain: Sequence[str]
) -> dict[str, tuple[Fraction | int, ...]]:
    """Every team's value of each code in ``chain`` that is not computed on a
    tied group (DE, EDE, TBR, BBE), indexed ``number - 1``.

    Raises:
        InputError: an unknown code.
    """
    teams = range(1, table.event.n + 1)
    return {
        code: tuple(_value(table, code, team) for team in teams)
        for code in parse_team_chain(chain)
        if code not in GROUP_CODES
    }


def _value(table: TeamTable, code: str, team: int) -> Fraction | int:
    records = table.records[team - 1]
    primary = table.event.primary
    if code == "SB" or code in _SB_KINDS:
        theirs, mine = _SB_KINDS.get(code, (primary, primary))
        return sum(
            (total(table, r.opponent, theirs) * own_score(r, mine) for r in records),
            Fraction(0),
        )
    if code == "WIN":
        return sum(1 for r in records if r.outcome is MatchOutcome.WIN)
    if code == "WON":
        return sum(1 for r in records if r.outcome is MatchOutcome.WIN and r.played)
    if code == "STD":
        return sum((_STD[r.outcome] for r in records), Fraction(0))
    if code == "KS":
        event = table.event
        best = (
            event.scoring.win
            if primary is Primary.MATCH
            else event.boards * event.board_scoring.win
        )
        return sum(
            (
                own_score(r, primary)
                for r in records
                if 2 * total(table, r.opponent, primary)
                >= best * len(table.records[r.opponent - 1])
            ),
            Fraction(0),
        )
    if code == "TPN":
        return team
    if code == "BC":
        return sum(
            (
                board * points
                for board, points in enumerate(table.board_points(team), 1)
            ),
            Fraction(0),
        )
    raise ValueError(code)


_STD = {
    MatchOutcome.WIN: Fraction(1),
    MatchOutcome.DRAW: Fraction(1, 2),
    MatchOutcome.LOSS: Fraction(0),
}
