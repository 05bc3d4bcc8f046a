"""The standings of a micro-match event as text, CSV and JSON (``berger
standings``, the pack's ``standings.csv`` and ``.json``): the players' game
points, or their match points first and game points second (``[rules]
match_points``), then the chain; with game points alone, an event of
players' standings (:mod:`berger.formats.reports.standings`)."""

from __future__ import annotations

import csv
import io

from berger.core.micro.matches import MicroMatchEvent
from berger.core.standings import Standings
from berger.formats.reports.pending import pending_note
from berger.formats.reports.points import format_points
from berger.formats.reports.standings import (
    games_played,
    json_number,
    scores_json,
    standings_csv,
    standings_json,
)
from berger.formats.reports.standings_text import (
    standings_header,
    standings_state,
    standings_text,
    text_table,
    title_lines,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _, ngettext


def _two_scores(standings: Standings) -> bool:
    return len(standings.scores) > 1


def micro_standings_text(
    event: MicroMatchEvent, standings: Standings, *, wording: Wording = ENGLISH
) -> str:
    """The standings as a table a person reads, in the words of ``wording``:
    with match points, MP and GP before the chain."""
    games = ngettext(
        "micro-matches of {games} game", "micro-matches of {games} games", event.games
    ).format(games=event.games)
    if not _two_scores(standings):
        text = standings_text(event, standings, wording=wording)
        title, state, *rest = text.split("\n")
        return "\n".join([title, f"{state}; {games}", *rest])
    w = wording
    state = standings_state(
        standings.final, standings.after_round, len(event.schedule.rounds), wording=w
    )
    points = event.match_scoring
    assert points is not None
    scoring = _("match points {win}/{draw}/{loss}, games scored {games}").format(
        win=format_points(points.win),
        draw=format_points(points.draw),
        loss=format_points(points.loss),
        games=event.scoring.name,
    )
    lines = title_lines(event.info.name, f"{state}; {games}; {scoring}", wording=w)
    scores = [
        w.word("micro_match_points_short", "MP"),
        w.word("game_points_short", "GP"),
    ]
    header = [
        *standings_header(scores, standings.chain, wording=w),
        w.word("matches_short", "Matches"),
    ]
    body = []
    for row in standings.rows:
        player = event.player(row.number)
        body.append(
            [
                row.place,
                str(row.number),
                player.name,
                "" if player.rating is None else str(player.rating),
                *(format_points(v) for v in row.scores),
                *(format_points(v, halves=False) for v in row.tiebreaks.values()),
                games_played(standings, row.number),
            ]
        )
    lines += text_table(header, body, left={2})
    pending = pending_note(event, standings.pending)
    if pending:
        lines += ["", pending]
    return "\n".join(lines) + "\n"


def micro_standings_csv(event: MicroMatchEvent, standings: Standings) -> str:
    """Columns place, number, name, rating, then match_points and
    game_points (with match points; else points), then one per tie-break."""
    if not _two_scores(standings):
        return standings_csv(event, standings)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        (
            "place",
            "number",
            "name",
            "rating",
            *standings.scores,
            *standings.chain,
            "games",
        )
    )
    for row in standings.rows:
        player = event.player(row.number)
        writer.writerow(
            (
                row.place,
                row.number,
                player.name,
                "" if player.rating is None else player.rating,
                *(
                    format_points(v, halves=False)
                    for v in (*row.scores, *row.tiebreaks.values())
                ),
                games_played(standings, row.number),
            )
        )
    return out.getvalue()


def micro_standings_json(event: MicroMatchEvent, standings: Standings) -> str:
    """As an event of players' JSON, ``match_points`` and ``game_points``
    in each line where the event has match points."""
    if not _two_scores(standings):
        return standings_json(event, standings)
    return scores_json(
        standings,
        lambda number: event.player(number).name,
        lambda row: {
            name: json_number(value)
            for name, value in zip(standings.scores, row.scores, strict=True)
        },
    )
