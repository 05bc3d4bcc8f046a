"""The team part of ``event.toml``: ``[rules] teams = true`` and the team
settings, and where the teams come from.

```toml
players = "teams.csv"          # one teams file (team, name, ... columns)
[rules]
teams = true
boards = 4
primary = "match"              # or "game": the score that ranks first
match_points = [2, 1, 0]       # match won, drawn, lost
first_board = "white"          # the first-named team's colour on board 1
tiebreaks = ["EDE", "EMGSB"]   # the team tie-break chain

[[teams]]                      # or one participants file per team
name = "Ліцей №1"
players = "lyceum-1.csv"
```

Kept apart from :mod:`berger.formats.event.event_loader`, which calls
:func:`team_setup`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from berger.core.scoring import ScoringSystem
from berger.core.teams.event import (
    MATCH_POINTS,
    MAX_BOARDS,
    MIN_BOARDS,
    FirstBoard,
    Primary,
    Team,
    match_scoring,
)
from berger.errors import InputError
from berger.formats.event.teams import read_team_files, read_teams
from berger.formats.event.toml_types import expect
from berger.messages import _

TEAM_RULES = ("teams", "boards", "primary", "match_points", "first_board")
"""The keys of ``[rules]`` that belong to team events (read here;
:func:`berger.formats.event.event_tables.read_rules` passes them by)."""


@dataclass(frozen=True, slots=True)
class TeamSetup:
    """A team event's teams and team settings, as read."""

    teams: tuple[Team, ...]
    """Teams in list order, players in board order, reserves last."""
    boards: int
    """Boards per match."""
    primary: Primary = Primary.MATCH
    """The score that ranks first."""
    match_scoring: ScoringSystem = MATCH_POINTS
    """Match points for a match won, drawn, lost."""
    first_board: FirstBoard = FirstBoard.WHITE
    """The first-named team's colour on board 1."""


def team_setup(
    data: Mapping[str, Any], rules: Mapping[str, Any], folder: Path, shown: str
) -> tuple[TeamSetup, str] | None:
    """The team event that ``event.toml`` (read as ``data``, its ``[rules]``
    as ``rules``) describes, and how its teams file is named in messages;
    None for an individual event.

    Raises:
        InputError: a team setting out of place or invalid, no teams or two
            sources of teams, or anything the teams files hold that is wrong
            (a team with fewer players than boards, a player in two teams).
    """
    listed = data.get("teams")
    if not expect(rules.get("teams", False), bool, shown, "rules.teams"):
        extra = [key for key in TEAM_RULES[1:] if key in rules]
        if "micro_match" in rules:  # a draughts event's micro-matches' points
            extra = [key for key in extra if key != "match_points"]
        if extra or listed is not None:
            where = f"rules.{extra[0]}" if extra else "teams"
            raise InputError(
                _("only for a team event: add teams = true to [rules]"),
                path=shown,
                field=where,
            )
        return None
    boards = _boards(rules.get("boards"), shown)
    primary = Primary.from_code(
        rules.get("primary", "match"), path=shown, field="rules.primary"
    )
    match_scoring = _match_points(rules.get("match_points"), shown)
    first_board = FirstBoard.from_code(
        rules.get("first_board", "white"), path=shown, field="rules.first_board"
    )
    players = data.get("players")
    if listed is not None:
        if players is not None:
            raise InputError(
                _(
                    'give the teams either as players = "teams.csv" or as'
                    " [[teams]] entries, not both"
                ),
                path=shown,
                field="teams",
            )
        teams = read_team_files(_entries(listed, folder, shown), boards=boards)
        source = shown
    elif isinstance(players, str) and players:
        path = folder / players
        teams = read_teams(path, boards=boards, display=str(path))
        source = str(path)
    else:
        raise InputError(
            _(
                'says no teams file (players = "teams.csv", or [[teams]] entries'
                " with name and players)"
            ),
            path=shown,
            field="players",
        )
    setup = TeamSetup(tuple(teams), boards, primary, match_scoring, first_board)
    return setup, source


def _boards(value: object, shown: str) -> int:
    if value is None:
        raise InputError(
            _("a team event needs the number of boards per match (boards = 4)"),
            path=shown,
            field="rules.boards",
        )
    boards: int = expect(value, int, shown, "rules.boards")
    if not MIN_BOARDS <= boards <= MAX_BOARDS:
        raise InputError(
            _("{boards} is out of range {minimum}..{maximum}").format(
                boards=boards, minimum=MIN_BOARDS, maximum=MAX_BOARDS
            ),
            path=shown,
            field="rules.boards",
        )
    return boards


def _match_points(value: object, shown: str) -> ScoringSystem:
    if value is None:
        return MATCH_POINTS
    if not isinstance(value, list):
        raise InputError(
            _("{value!r} has the wrong type (expected a list: win, draw, loss)").format(
                value=value
            ),
            path=shown,
            field="rules.match_points",
        )
    try:
        return match_scoring(value)
    except InputError as exc:
        raise InputError(exc.message, path=shown, field="rules.match_points") from None


def _entries(listed: object, folder: Path, shown: str) -> list[tuple[str, Path]]:
    """The ``[[teams]]`` entries: (name, participants file)."""
    if not isinstance(listed, list) or not listed:
        raise InputError(
            _("must be [[teams]] entries, each with name and players"),
            path=shown,
            field="teams",
        )
    entries = []
    for index, entry in enumerate(listed, start=1):
        where = f"teams[{index}]"
        if not isinstance(entry, dict):
            raise InputError(
                _("must be a table with name and players"), path=shown, field=where
            )
        unknown = sorted(set(entry) - {"name", "players"})
        if unknown:
            raise InputError(
                _("unknown key {key!r}").format(key=unknown[0]),
                path=shown,
                field=f"{where}.{unknown[0]}",
            )
        for key in ("name", "players"):
            value = entry.get(key)
            if not isinstance(value, str) or not value.strip():
                raise InputError(
                    _("missing: give the team's name")
                    if key == "name"
                    else _("missing: give the team's participants file"),
                    path=shown,
                    field=f"{where}.{key}",
                )
        entries.append((entry["name"], folder / entry["players"]))
    return entries
