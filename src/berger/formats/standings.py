"""Standings as text, CSV and JSON (SPEC section 7)."""

from __future__ import annotations

import csv
import io
import json

from berger.core.standings import Standing, Standings
from berger.core.tiebreaks import Value
from berger.core.tournament import Tournament
from berger.formats.points import format_points


def json_number(value: Value) -> int | float | None:
    """A JSON number: integers without ``.0``, halves as ``.5``; None stays null."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return float(value)


def standings_json(tournament: Tournament, standings: Standings) -> str:
    """``{"after_round": 7, "tiebreaks": [...], "standings": [...]}`` (SPEC 7)."""
    document = {
        "after_round": standings.after_round,
        "tiebreaks": list(standings.chain),
        "standings": [
            {
                "place": row.place,
                "number": row.number,
                "name": tournament.player(row.number).name,
                "points": json_number(row.points),
                "tiebreaks": {
                    code: json_number(value) for code, value in row.tiebreaks.items()
                },
            }
            for row in standings.rows
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def standings_csv(tournament: Tournament, standings: Standings) -> str:
    """Columns place, number, name, rating, points, then one per tiebreak."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("place", "number", "name", "rating", "points", *standings.chain))
    for row in standings.rows:
        player = tournament.player(row.number)
        writer.writerow(
            (
                row.place,
                row.number,
                player.name,
                "" if player.rating is None else player.rating,
                format_points(row.points, halves=False),
                *(
                    format_points(value, halves=False)
                    for value in row.tiebreaks.values()
                ),
            )
        )
    return out.getvalue()


def standings_text(tournament: Tournament, standings: Standings) -> str:
    """The standings as a table a person reads at a glance."""
    rounds = len(tournament.schedule.rounds)
    state = (
        f"Final standings, all {rounds} rounds"
        if standings.final
        else f"Standings after round {standings.after_round} of {rounds}"
    )
    lines = [
        tournament.info.name or "Round robin",
        f"{state}; scoring: {tournament.scoring.name}",
        "",
    ]
    header = ["Place", "No", "Name", "Rating", "Pts", *standings.chain]
    body = [_text_row(tournament, row) for row in standings.rows]
    widths = [max(len(r[i]) for r in (header, *body)) for i in range(len(header))]
    left = {1: False, 2: True}
    for cells in (header, *body):
        lines.append(
            "  ".join(
                cell.ljust(widths[i]) if left.get(i, False) else cell.rjust(widths[i])
                for i, cell in enumerate(cells)
            ).rstrip()
        )
    notes = [_note(row) for row in standings.rows if row.withdrawn_after is not None]
    if notes:
        lines += ["", *notes]
    return "\n".join(lines) + "\n"


def _text_row(tournament: Tournament, row: Standing) -> list[str]:
    player = tournament.player(row.number)
    mark = "*" if row.withdrawn_after is not None else ""
    return [
        row.place,
        str(row.number),
        player.name + mark,
        "" if player.rating is None else str(player.rating),
        format_points(row.points),
        *(format_points(value, halves=False) for value in row.tiebreaks.values()),
    ]


def _note(row: Standing) -> str:
    struck = "; games struck from the standings" if row.struck else ""
    return f"* {row.number} withdrew after round {row.withdrawn_after}{struck}"
