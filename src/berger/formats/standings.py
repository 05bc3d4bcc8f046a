"""Standings as text, CSV and JSON (SPEC section 7), with each player's
rating change (SPEC section 9) when the event is rated.

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

from berger.core.rating_change import RatingChange
from berger.core.standings import Standing, Standings
from berger.core.tiebreaks import Value, reads_ratings
from berger.core.tournament import Tournament
from berger.formats.points import format_change, format_points

LOTS_MARK = "‡"
"""After a place decided by the drawing of lots (text output)."""
DERIVED = "†"
"""The mark of a K derived from rating and birth year (none in the list)."""
RATING_COLUMNS = ("rating_change", "k", "k_derived", "performance")
"""The JSON keys and CSV columns of a rated event's rating change."""


def json_number(value: Value) -> int | float | None:
    """A JSON number: integers without ``.0``, halves as ``.5``; None stays null."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return float(value)


def _rating_values(change: RatingChange) -> dict[str, int | bool | None]:
    """A row's rating change (rounded, halves up), K, whether K was derived,
    and an unrated player's performance."""
    return {
        "rating_change": change.rounded,
        "k": change.k,
        "k_derived": change.k_derived,
        "performance": change.performance,
    }


def standings_json(
    tournament: Tournament,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """``{"after_round": 7, "tiebreaks": [...], "standings": [...]}`` (SPEC 7);
    with ``changes`` (a rated event, in pairing-number order) each row adds
    ``rating_change``, ``k``, ``k_derived`` and ``performance``."""
    document = {
        "after_round": standings.after_round,
        "tiebreaks": list(standings.chain),
        "standings": [
            _json_row(
                tournament, row, None if changes is None else changes[row.number - 1]
            )
            for row in standings.rows
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _json_row(
    tournament: Tournament, row: Standing, change: RatingChange | None
) -> dict[str, Any]:
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
    if change is not None:
        line.update(_rating_values(change))
    return line


def standings_csv(
    tournament: Tournament,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """Columns place, number, name, rating, points, then one per tiebreak;
    with ``changes`` also rating_change, k, k_derived and performance."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    extra = () if changes is None else RATING_COLUMNS
    writer.writerow(
        ("place", "number", "name", "rating", "points", *standings.chain, *extra)
    )
    for row in standings.rows:
        player = tournament.player(row.number)
        rating = (
            ()
            if changes is None
            else (
                csv_value(value)
                for value in _rating_values(changes[row.number - 1]).values()
            )
        )
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
                *rating,
            )
        )
    return out.getvalue()


def csv_value(value: int | bool | None) -> str:
    """A CSV cell: blank for None, ``true``/``false`` as in the JSON."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def standings_text(
    tournament: Tournament,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """The standings as a table a person reads at a glance; with ``changes``
    the rating change (ΔR), K (``†`` where derived) and, where a player is
    unrated, their performance."""
    state = standings_state(
        standings.final, standings.after_round, tournament.schedule.planned_rounds
    )
    lines = [
        tournament.info.name or "Round robin",
        f"{state}; scoring: {tournament.scoring.name}",
        "",
    ]
    header = ["Place", "No", "Name", "Rating", "Pts", *standings.chain]
    body = [_text_row(tournament, row) for row in standings.rows]
    notes: list[str] = []
    if changes is not None:
        rows = [changes[row.number - 1] for row in standings.rows]
        performance = any(change.performance is not None for change in rows)
        header += ["ΔR", "K", *(["Perf"] if performance else [])]
        for cells, change in zip(body, rows, strict=True):
            cells += _rating_cells(change, performance=performance)
        notes.append(
            "ΔR: rating change, K × (score − expected score) over the games"
            " played against rated opponents (FIDE B.02)."
        )
        if any(change.k_derived for change in rows):
            notes.append(f"{DERIVED} K derived from the rating and the year of birth.")
        if performance:
            notes.append("Perf: an unrated player's performance rating.")
    lines += text_table(header, body, left={2})
    notes += [_note(row) for row in standings.rows if row.withdrawn_after is not None]
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


def standings_state(final: bool, after_round: int, rounds: int) -> str:
    """The line under a text table's title that says how far the standings go.

    >>> standings_state(False, 3, 7), standings_state(True, 7, 7)
    ('Standings after round 3 of 7', 'Final standings, all 7 rounds')
    """
    if final:
        return f"Final standings, all {rounds} rounds"
    return f"Standings after round {after_round} of {rounds}"


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
    ``unrated`` setting matters. A team event's chain reads none."""
    if all(player.rating is not None for player in tournament.players):
        return ()
    return tuple(code for code in chain if reads_ratings(code))


def unrated_note(tournament: Tournament, standings: Standings) -> str:
    """How unrated players count, where it matters (see :func:`rating_codes`),
    else ``""``."""
    codes = ", ".join(rating_codes(tournament, standings.chain))
    if not codes:
        return ""
    if standings.unrated is None:
        return f"{codes}: a value that needs an unrated player's rating is left empty"
    return f"{codes}: unrated players count as rated {standings.unrated}"


def _rating_cells(change: RatingChange, *, performance: bool) -> list[str]:
    """ΔR (signed), K (``†`` where derived) and, with ``performance``, the
    unrated player's performance."""
    cells = [
        format_change(change.rounded),
        "" if change.k is None else f"{change.k}{DERIVED if change.k_derived else ''}",
    ]
    if performance:
        cells.append("" if change.performance is None else str(change.performance))
    return cells


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
