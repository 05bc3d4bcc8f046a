"""The schedule and standings of a team event as text, CSV and JSON (SPEC
section 11).

``schedule`` JSON keeps the individual shape with teams for players: each
entry of ``players`` is a team (``rating`` is its board players' average,
``members`` its players in board order, ``number`` their position in the
team's list), each entry of ``games`` a match with ``white`` the first-named
team. The schedule CSV has one row per board, the board's own players named:
with its result column filled in it is a team results file.
"""

from __future__ import annotations

import csv
import io

from berger.core.standings import Standings
from berger.core.teams.event import TeamEvent, primary_first
from berger.core.teams.standings import primary_of, team_scores
from berger.formats.reports.pending import pending_note
from berger.formats.reports.points import format_points
from berger.formats.reports.schedule import (
    draw_text,
    player_json,
    round_heading,
    schedule_document,
)
from berger.formats.reports.standings import games_played, json_number, scores_json
from berger.formats.reports.standings_text import standings_state, text_table
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _, ngettext

TEAM_SCHEDULE_CSV_HEADER = (
    "round",
    "cycle",
    "match",
    "team1",
    "team1_name",
    "team2",
    "team2_name",
    "board",
    "colour1",
    "player1",
    "player2",
    "result",
)
"""The schedule CSV's columns: ``colour1`` is the first-named team's colour on
the board (``w`` / ``b``); ``player1`` and ``player2`` the board players."""


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


def team_standings_json(event: TeamEvent, standings: Standings) -> str:
    """``{"after_round": 5, "tiebreaks": [...], "standings": [{"place": "1",
    "number": 3, "name": "...", "match_points": 7, "game_points": 12.5,
    "tiebreaks": {...}}]}``."""
    return scores_json(
        standings,
        lambda number: event.team(number).name,
        lambda row: dict(
            zip(
                ("match_points", "game_points"),
                map(json_number, team_scores(standings, row)),
                strict=True,
            )
        ),
    )


def team_schedule_csv(event: TeamEvent) -> str:
    """One row per board of every match, the result column empty: a team
    results file to fill in (a reserve is entered by writing their name over
    the board player's). Byes have no row."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(TEAM_SCHEDULE_CSV_HEADER)
    for match in event.schedule.games():
        first, second = event.team(match.white), event.team(match.black)
        for board in range(1, event.boards + 1):
            writer.writerow(
                (
                    match.round,
                    match.cycle,
                    match.board,
                    match.white,
                    first.name,
                    match.black,
                    second.name,
                    board,
                    event.colour(board).value,
                    first.players[board - 1].name,
                    second.players[board - 1].name,
                    "",
                )
            )
    return out.getvalue()


def team_schedule_text(event: TeamEvent, *, wording: Wording = ENGLISH) -> str:
    """The matches of every round as a table a person reads at a glance, in
    the words of ``wording``."""
    w = wording
    schedule = event.schedule
    names = [f"{number} {team.name}" for number, team in enumerate(event.teams, 1)]
    width = max(len(name) for name in names)
    colours = "".join(
        w.word(f"{colour.name.lower()}_short", str(colour))
        for colour in map(event.colour, range(1, min(event.boards, 4) + 1))
    )
    field = ngettext(
        "{teams} teams, {boards} boards, {rounds} round",
        "{teams} teams, {boards} boards, {rounds} rounds",
        len(schedule.rounds),
    ).format(teams=event.n, boards=event.boards, rounds=len(schedule.rounds))
    lines = [
        event.info.name or _("Team round robin"),
        field + draw_text(schedule.cycles, event.numbering, event.seed, w),
        _("The first-named team's colours on boards 1, 2, ...: {colours}...").format(
            colours=colours
        ),
    ]
    match_word = w.word("match", "Match")
    number_width = max(5, len(match_word))
    for rnd in schedule.rounds:
        lines += [
            "",
            round_heading(rnd.number, rnd.cycle, schedule.cycles, w),
            f"{match_word:<{number_width}}  "
            f"{w.word('wb_team1', 'First team'):<{width}}     "
            + w.word("wb_team2", "Second team"),
        ]
        for match in rnd.games:
            left, right = names[match.white - 1], names[match.black - 1]
            lines.append(f"{match.board:>{number_width}}  {left:<{width}}  –  {right}")
        if rnd.bye is not None:
            bye = f"{w.word('bye', 'Bye')}: {names[rnd.bye - 1]}"
            lines.append(f"{'':>{number_width}}  {bye}")
    return "\n".join(lines) + "\n"


def team_standings_csv(event: TeamEvent, standings: Standings) -> str:
    """Columns place, number, name, match_points and game_points (the primary
    score first), then one per tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        (
            "place",
            "number",
            "name",
            *standings.scores,
            *standings.chain,
            "games",
        )
    )
    for row in standings.rows:
        values = (
            *row.scores,
            *row.tiebreaks.values(),
        )
        writer.writerow(
            (
                row.place,
                row.number,
                event.team(row.number).name,
                *(format_points(v, halves=False) for v in values),
                games_played(standings, row.number),
            )
        )
    return out.getvalue()


def team_standings_text(
    event: TeamEvent, standings: Standings, *, wording: Wording = ENGLISH
) -> str:
    """The team standings as a table a person reads at a glance, in the
    words of ``wording``."""
    w = wording
    state = standings_state(
        standings.final, standings.after_round, len(event.schedule.rounds), wording=w
    )
    points = event.scoring
    scoring = _("match points {win}/{draw}/{loss}, boards scored {boards}").format(
        win=format_points(points.win),
        draw=format_points(points.draw),
        loss=format_points(points.loss),
        boards=event.board_scoring.name,
    )
    lines = [event.info.name or _("Team round robin"), f"{state}; {scoring}", ""]
    header = [
        w.word("place", "Place"),
        w.word("no", "No"),
        w.word("team", "Team"),
        *primary_first(
            primary_of(standings),
            w.word("match_points_short", "MP"),
            w.word("game_points_short", "GP"),
        ),
        *map(w.tiebreak, standings.chain),
        w.word("matches_short", "Matches"),
    ]
    body = [
        [
            row.place,
            str(row.number),
            event.team(row.number).name,
            *(format_points(v) for v in row.scores),
            *(format_points(v, halves=False) for v in row.tiebreaks.values()),
            games_played(standings, row.number),
        ]
        for row in standings.rows
    ]
    lines += text_table(header, body, left={2})
    pending = pending_note(event, standings.pending)
    if pending:
        lines += ["", pending]
    return "\n".join(lines) + "\n"
