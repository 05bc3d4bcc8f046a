"""Standings as text, CSV and JSON (SPEC section 7).

The tiebreak columns and keys are the codes as given (upper-cased). A place
decided by the drawing of lots (``ties = "lots"``) is marked: ``"lots": true``
on its JSON row (absent on the others), :data:`LOTS_MARK` after the place in
the text, with a note naming the seed.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence, Set
from typing import Any

from berger.core.standings import Standing, Standings
from berger.core.tiebreaks import RATING_NAMES, Value, parse_code
from berger.core.tournament import Tournament
from berger.formats.points import format_points

LOTS_MARK = "‡"
"""After a place decided by the drawing of lots (text output)."""


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
        "standings": [_json_row(tournament, row) for row in standings.rows],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _json_row(tournament: Tournament, row: Standing) -> dict[str, Any]:
    """One player's line; ``"lots": true`` only when lots decided the place."""
    line: dict[str, Any] = {
        "place": row.place,
        "number": row.number,
        "name": tournament.player(row.number).name,
        "points": json_number(row.points),
        "tiebreaks": {
            code: json_number(value) for code, value in row.tiebreaks.items()
        },
    }
    if row.lots:
        line["lots"] = True
    return line


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
    rounds = tournament.schedule.planned_rounds
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
    lines += text_table(header, body, left={2})
    notes = [_note(row) for row in standings.rows if row.withdrawn_after is not None]
    if any(row.lots for row in standings.rows):
        notes.append(
            f"{LOTS_MARK} place decided by drawing of lots (seed {standings.seed})"
        )
    unrated = unrated_note(tournament, standings)
    if unrated:
        notes.append(unrated)
    if notes:
        lines += ["", *notes]
    return "\n".join(lines) + "\n"


def text_table(
    header: Sequence[str], body: Sequence[Sequence[str]], *, left: Set[int]
) -> list[str]:
    """The lines of a plain-text table: columns as wide as their widest cell,
    two spaces apart, right-aligned but for the ``left`` ones.

    >>> text_table(["No", "Name"], [["1", "Ann"], ["10", "Bo"]], left={1})
    ['No  Name', ' 1  Ann', '10  Bo']
    """
    widths = [max(len(r[i]) for r in (header, *body)) for i in range(len(header))]
    return [
        "  ".join(
            cell.ljust(widths[i]) if i in left else cell.rjust(widths[i])
            for i, cell in enumerate(cells)
        ).rstrip()
        for cells in (header, *body)
    ]


def rating_codes(tournament: Tournament, chain: tuple[str, ...]) -> tuple[str, ...]:
    """The codes of ``chain`` that read ratings (ARO, TPR, PTP, RTNG and their
    modifiers) when the event has an unrated player, else none: where the
    ``unrated`` setting matters."""
    if all(player.rating is not None for player in tournament.players):
        return ()
    return tuple(code for code in chain if parse_code(code).name in RATING_NAMES)


def unrated_note(tournament: Tournament, standings: Standings) -> str:
    """How unrated players count, where it matters (see :func:`rating_codes`),
    else ``""``."""
    codes = ", ".join(rating_codes(tournament, standings.chain))
    if not codes:
        return ""
    if standings.unrated is None:
        return f"{codes}: a value that needs an unrated player's rating is left empty"
    return f"{codes}: unrated players count as rated {standings.unrated}"


def _text_row(tournament: Tournament, row: Standing) -> list[str]:
    player = tournament.player(row.number)
    mark = "*" if row.withdrawn_after is not None else ""
    return [
        row.place + (LOTS_MARK if row.lots else ""),
        str(row.number),
        player.name + mark,
        "" if player.rating is None else str(player.rating),
        format_points(row.points),
        *(format_points(value, halves=False) for value in row.tiebreaks.values()),
    ]


def _note(row: Standing) -> str:
    struck = "; games struck from the standings" if row.struck else ""
    return f"* {row.number} withdrew after round {row.withdrawn_after}{struck}"
