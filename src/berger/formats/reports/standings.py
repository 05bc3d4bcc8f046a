"""Standings as CSV and JSON (SPEC section 7), for other programs, with
each player's rating change (SPEC section 9) when the event is rated: the
edition of FIDE B.02 it was computed under (JSON ``rating_rules``), the
change in each calendar month of an event spanning several (JSON
``rating_change_by_month``, CSV ``rating_change_YYYY-MM`` columns), and an
unrated player's first rating or why there is none (JSON ``first_rating``
and ``first_rating_reason`` on their rows, the CSV columns of those names).
The same standings as text: :mod:`berger.formats.reports.standings_text`.

The games each entrant played over the board are the CSV's ``games``
column (after the tie-breaks); the games pending (postponed: see
:mod:`berger.core.pending`) the JSON's ``pending`` beside the standings.

The tiebreak columns and keys are the codes as given (upper-cased). A place
decided by the drawing of lots (``ties = "lots"``) is marked ``"lots": true``
on its JSON row (absent on the others); a place decided by a play-off
likewise ``"playoff": true``, and a ``playoff`` column in the CSV of an
event whose play-off has ranked.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from berger.core.ratings.change import RatingChange, change_months
from berger.core.standings import Standing, Standings, VoidPlayoff
from berger.core.tiebreaks.codes import reads_ratings
from berger.core.tiebreaks.values import Value
from berger.core.tournament import Tournament
from berger.formats.reports.pending import pending_json
from berger.formats.reports.points import format_points

RATING_COLUMNS = ("rating_change", "k", "k_derived", "performance")
"""The JSON keys and CSV columns of a rated event's rating change."""
FIRST_COLUMNS = ("first_rating", "first_rating_reason")
"""The JSON keys and CSV columns of an unrated player's first rating."""


def json_number(value: Value) -> int | float | None:
    """A JSON number: integers without ``.0``, halves as ``.5``; None stays null."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return float(value)


def scores_json(
    standings: Standings,
    name: Callable[[int], str],
    scores: Callable[[Standing], Mapping[str, int | float | None]],
) -> str:
    """Standings of two scores (match and game points) as JSON: each line's
    place, number, ``name``, its ``scores`` by name, its tie-breaks."""
    document: dict[str, Any] = {
        "after_round": standings.after_round,
        "tiebreaks": list(standings.chain),
        "standings": [
            {
                "place": row.place,
                "number": row.number,
                "name": name(row.number),
                **scores(row),
                "tiebreaks": {
                    code: json_number(value) for code, value in row.tiebreaks.items()
                },
            }
            for row in standings.rows
        ],
        "pending": pending_json(standings.pending),
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _rating_values(change: RatingChange) -> dict[str, int | bool | None]:
    """A row's rating change (rounded, halves up), K, whether K was derived,
    and an unrated player's performance."""
    return {
        "rating_change": change.rounded,
        "k": change.k,
        "k_derived": change.k_derived,
        "performance": change.performance,
    }


def month_values(change: RatingChange, months: Sequence[str]) -> dict[str, int | None]:
    """A row's change in each of ``months`` (null for an unrated player)."""
    own = {month.month: month.rounded for month in change.months}
    return {
        month: own.get(month) if change.rating is not None else None for month in months
    }


def has_first_ratings(changes: Sequence[RatingChange]) -> bool:
    """Some player is unrated under an edition that computes first ratings."""
    return any(change.first is not None for change in changes)


def _first_values(change: RatingChange) -> dict[str, int | str | None]:
    """An unrated player's first rating and why there is none."""
    first = change.first
    if first is None:
        return dict.fromkeys(FIRST_COLUMNS)
    return {"first_rating": first.rating, "first_rating_reason": first.reason}


def standings_json(
    tournament: Tournament,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """``{"after_round": 7, "tiebreaks": [...], "standings": [...]}`` (SPEC 7);
    with ``changes`` (a rated event, in pairing-number order) each row adds
    ``rating_change``, ``k``, ``k_derived`` and ``performance``; a play-off
    whose results no longer match who is level is listed in
    ``void_playoffs`` (its places, its file, the numbers of those who played
    it and of those level now), only when there is one."""
    months = change_months(changes or ())
    document: dict[str, Any] = {
        "after_round": standings.after_round,
        "tiebreaks": list(standings.chain),
    }
    if changes:
        document["rating_rules"] = str(changes[0].rules)
    document["standings"] = [
        _json_row(
            tournament,
            row,
            None if changes is None else changes[row.number - 1],
            months,
        )
        for row in standings.rows
    ]
    document["pending"] = pending_json(standings.pending)
    if standings.void_playoffs:
        document["void_playoffs"] = [void_json(v) for v in standings.void_playoffs]
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def void_json(void: VoidPlayoff) -> dict[str, Any]:
    """A play-off whose results no longer match who is level: its places,
    its file's name, the event's numbers of those who played it and of those
    level now."""
    return {
        "places": void.place,
        "file": Path(void.source).name,
        "played": list(void.played),
        "level": list(void.level),
    }


def _json_row(
    tournament: Tournament,
    row: Standing,
    change: RatingChange | None,
    months: Sequence[str] = (),
) -> dict[str, Any]:
    """One player's line; ``"lots": true`` only when lots decided the place,
    ``"playoff": true`` only when a play-off did."""
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
    if row.playoff:
        line["playoff"] = True
    if change is not None:
        line.update(_rating_values(change))
        if months:
            line["rating_change_by_month"] = month_values(change, months)
        if change.first is not None:
            line.update(_first_values(change))
    return line


def standings_csv(
    tournament: Tournament,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """Columns place, number, name, rating, points, then one per tiebreak;
    with ``changes`` also rating_change, k, k_derived and performance; where
    a play-off ranked some lines, ``playoff`` last (``true`` on those)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    months = change_months(changes or ())
    first = has_first_ratings(changes or ())
    extra = (
        ()
        if changes is None
        else (
            *RATING_COLUMNS,
            *(f"rating_change_{month}" for month in months),
            *(FIRST_COLUMNS if first else ()),
        )
    )
    ranked = standings.by_chain is not None
    extra += ("playoff",) if ranked else ()
    writer.writerow(
        (
            "place",
            "number",
            "name",
            "rating",
            "points",
            *standings.chain,
            "games",
            *extra,
        )
    )
    for row in standings.rows:
        player = tournament.player(row.number)
        rating: list[str] = []
        if changes is not None:
            change = changes[row.number - 1]
            values: list[int | bool | str | None] = [
                *_rating_values(change).values(),
                *month_values(change, months).values(),
                *(_first_values(change).values() if first else ()),
            ]
            rating = [csv_value(value) for value in values]
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
                games_played(standings, row.number),
                *rating,
                *([csv_value(row.playoff)] if ranked else []),
            )
        )
    return out.getvalue()


def games_played(standings: Standings, number: int) -> str:
    """The games entrant ``number`` played over the board, as a cell
    (blank where the standings do not count them)."""
    games = standings.games
    return str(games[number - 1]) if games else ""


def csv_value(value: int | bool | str | None) -> str:
    """A CSV cell: blank for None, ``true``/``false`` as in the JSON."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def rating_codes(tournament: Tournament, chain: tuple[str, ...]) -> tuple[str, ...]:
    """The codes of ``chain`` that read ratings (ARO, TPR, PTP, RTNG and their
    modifiers) when the event has an unrated player, else none: where the
    ``unrated`` setting matters. A team event's chain reads none."""
    if all(player.rating is not None for player in tournament.players):
        return ()
    return tuple(code for code in chain if reads_ratings(code))
