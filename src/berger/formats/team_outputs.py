"""The schedule and standings of a team event as JSON (SPEC section 11).

``schedule`` keeps the individual shape with teams for players: each entry of
``players`` is a team (``rating`` is its board players' average, ``members``
its players in board order, ``number`` their position in the team's list),
each entry of ``games`` a match with ``white`` the first-named team.
"""

from __future__ import annotations

import json
from typing import Any

from berger.core.team_standings import TeamStandings
from berger.core.teams import TeamEvent
from berger.formats.schedule import player_json, schedule_document
from berger.formats.standings import json_number


def team_schedule_json(event: TeamEvent) -> str:
    """``{"players": [teams], "rounds": [...]}``, one team or round a line."""
    return schedule_document(
        [
            {
                "number": number,
                "name": team.name,
                "rating": team.rating(event.boards),
                "members": [
                    player_json(position, player)
                    for position, player in enumerate(team.players, start=1)
                ],
            }
            for number, team in enumerate(event.teams, start=1)
        ],
        event.schedule,
    )


def team_standings_json(event: TeamEvent, standings: TeamStandings) -> str:
    """``{"after_round": 5, "tiebreaks": [...], "standings": [{"place": "1",
    "number": 3, "name": "...", "match_points": 7, "game_points": 12.5,
    "tiebreaks": {...}}]}``."""
    document: dict[str, Any] = {
        "after_round": standings.after_round,
        "tiebreaks": list(standings.chain),
        "standings": [
            {
                "place": row.place,
                "number": row.number,
                "name": event.team(row.number).name,
                "match_points": json_number(row.match_points),
                "game_points": json_number(row.game_points),
                "tiebreaks": {
                    code: json_number(value) for code, value in row.tiebreaks.items()
                },
            }
            for row in standings.rows
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"
