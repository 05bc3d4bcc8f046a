"""Standings as text, CSV and JSON (SPEC section 7), with each player's
rating change (SPEC section 9) when the event is rated: the edition of FIDE
B.02 it was computed under (JSON ``rating_rules``, a note under the text),
the change in each calendar month of an event spanning several (JSON
``rating_change_by_month``, CSV ``rating_change_YYYY-MM`` columns, text
columns headed by the month), and an unrated player's first rating or why
there is none (JSON ``first_rating`` and ``first_rating_reason`` on their
rows, the CSV columns of those names, a text column and notes).

The tiebreak columns and keys are the codes as given (upper-cased). A place
decided by the drawing of lots (``ties = "lots"``) is marked: ``"lots": true``
on its JSON row (absent on the others), :data:`LOTS_MARK` after the place in
the text, with a note naming the seed; a place decided by a play-off
likewise: ``"playoff": true``, a ``playoff`` column in the CSV of an event
whose play-off has ranked, :data:`PLAYOFF_MARK` in the text, and a note.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
from collections.abc import Sequence, Set
from typing import Any

from berger.core.first_rating import FirstRating
from berger.core.rating_change import RatingChange, change_months
from berger.core.rating_rules import RatingRules, event_day
from berger.core.standings import Standing, Standings
from berger.core.tiebreak_codes import reads_ratings
from berger.core.tiebreaks import Value
from berger.core.tournament import Tournament
from berger.formats.points import format_change, format_points
from berger.formats.wording import ENGLISH, Wording
from berger.messages import _

LOTS_MARK = "‡"
"""After a place decided by the drawing of lots (text output)."""
PLAYOFF_MARK = "P"
"""After a place decided by a play-off (text output in English; the
document's mark in another language)."""
DERIVED = "†"
"""The mark of a K derived from rating and birth year (none in the list)."""
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
    ``rating_change``, ``k``, ``k_derived`` and ``performance``."""
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
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


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
        ("place", "number", "name", "rating", "points", *standings.chain, *extra)
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
                *rating,
                *([csv_value(row.playoff)] if ranked else []),
            )
        )
    return out.getvalue()


def csv_value(value: int | bool | str | None) -> str:
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
    *,
    wording: Wording = ENGLISH,
) -> str:
    """The standings as a table a person reads at a glance, in the words of
    ``wording``; with ``changes`` the rating change (ΔR), K (``†`` where
    derived) and, where a player is unrated, their performance."""
    w = wording
    state = standings_state(
        standings.final,
        standings.after_round,
        tournament.schedule.planned_rounds,
        wording=w,
    )
    scoring = _("scoring: {scoring}").format(scoring=tournament.scoring.name)
    lines = [
        tournament.info.name or w.word("site_untitled", "Round robin"),
        f"{state}; {scoring}",
        "",
    ]
    header = [
        w.word("place", "Place"),
        w.word("no", "No"),
        w.word("name", "Name"),
        w.word("rating", "Rating"),
        w.word("points_short", "Pts"),
        *map(w.tiebreak, standings.chain),
    ]
    body = [_text_row(tournament, row, w) for row in standings.rows]
    notes: list[str] = []
    if changes is not None:
        rows = [changes[row.number - 1] for row in standings.rows]
        performance = any(change.performance is not None for change in rows)
        months = change_months(rows)
        first = has_first_ratings(rows)
        header += [
            w.word("rating_change", "ΔR"),
            *months,
            w.word("k_factor", "K"),
            *([w.word("performance_short", "Perf")] if performance else []),
            *([w.word("first_rating_short", "1st")] if first else []),
        ]
        for cells, change in zip(body, rows, strict=True):
            cells += _rating_cells(change, performance=performance, months=months)
            if first:
                rating = None if change.first is None else change.first.rating
                cells.append("" if rating is None else str(rating))
        notes.append(
            w.word(
                "rating_change_legend",
                "ΔR: rating change, K × (score − expected score) over the games"
                " played against rated opponents (FIDE B.02).",
            )
        )
        if rows:
            day = event_day(tournament.info)
            notes.append(rules_note(rows[0].rules, day, wording=w))
        if months:
            notes.append(
                _(
                    "{months}: ΔR in each month, FIDE's monthly rating"
                    " periods; ΔR is their sum."
                ).format(months=", ".join(months))
            )
        if any(change.k_derived for change in rows):
            derived = w.word(
                "k_derived_legend", "K derived from the rating and the year of birth."
            )
            notes.append(f"{DERIVED} {derived}")
        if performance:
            notes.append(
                w.word(
                    "performance_legend",
                    "Perf: an unrated player's performance rating.",
                )
            )
        if first:
            notes.append(
                w.word(
                    "first_rating_legend",
                    "1st: an unrated player's first rating (FIDE B.02 since"
                    " March 2024: two draws against opponents rated 1800 added;"
                    " at least 5 games against rated opponents and ½ point; at"
                    " most 2200; published from 1400).",
                )
            )
            notes += [
                first_rating_note(change.number, change.first, w)
                for change in rows
                if change.first is not None and change.first.gap is not None
            ]

    lines += text_table(header, body, left={2})
    notes += [
        _note(row, w) for row in standings.rows if row.withdrawn_after is not None
    ]
    if any(row.lots for row in standings.rows):
        lots = _("place decided by drawing of lots (seed {seed})")
        notes.append(f"{LOTS_MARK} {lots.format(seed=standings.seed)}")
    if any(row.playoff for row in standings.rows):
        note = w.word(
            "playoff_note",
            "{mark} marks a place decided by a play-off (FIDE C.07 article 3);"
            " the event's TRF keeps the order by the tie-breaks.",
        )
        notes.append(note.format(mark=w.word("playoff_mark", PLAYOFF_MARK)))
    unrated = unrated_note(tournament, standings, wording=w)
    if unrated:
        notes.append(unrated)
    if notes:
        lines += ["", *notes]
    return "\n".join(lines) + "\n"


def standings_state(
    final: bool, after_round: int, rounds: int, *, wording: Wording = ENGLISH
) -> str:
    """The line under a text table's title that says how far the standings
    go (``wording`` gives the documents' titles).

    >>> standings_state(False, 3, 7), standings_state(True, 7, 7)
    ('Standings after round 3 of 7', 'Final standings, all 7 rounds')
    """
    if final:
        title = wording.word("doc_final_standings", "Final standings")
        return _("{title}, all {rounds} rounds").format(title=title, rounds=rounds)
    title = wording.word("doc_standings", "Standings")
    return after_round_text(title, after_round, rounds)


def after_round_text(title: str, after_round: int, rounds: int) -> str:
    """``Standings after round 3 of 7``, with the document's ``title``.

    >>> after_round_text("Title norms", 3, 9)
    'Title norms after round 3 of 9'
    """
    return _("{title} after round {round} of {rounds}").format(
        title=title, round=after_round, rounds=rounds
    )


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


def unrated_note(
    tournament: Tournament, standings: Standings, *, wording: Wording = ENGLISH
) -> str:
    """How unrated players count, where it matters (see :func:`rating_codes`),
    else ``""``; the codes as ``wording`` heads their columns."""
    w = wording
    codes = ", ".join(map(w.tiebreak, rating_codes(tournament, standings.chain)))
    if not codes:
        return ""
    if standings.unrated is None:
        return w.word(
            "unrated_skip",
            "{codes}: a value that needs an unrated player's rating is left empty",
        ).format(codes=codes)
    return w.word(
        "unrated_as", "{codes}: unrated players count as rated {rating}"
    ).format(codes=codes, rating=standings.unrated)


def rules_note(
    rules: RatingRules, day: dt.date | None, *, wording: Wording = ENGLISH
) -> str:
    """The line that says which edition of B.02 the rating figures follow.

    >>> print(rules_note(RatingRules.MARCH_2024, dt.date(2025, 9, 30)))
    Rating rules: FIDE B.02 in force on 2025-09-30, the text from 1 March 2024: \
the 400-point rule for every player.
    """
    w = wording
    when = (
        w.word("rating_rules_on", "Rating rules: FIDE B.02 in force on {day},")
        if day
        else w.word(
            "rating_rules_undated",
            "Rating rules: FIDE B.02 of now (the event has no date),",
        )
    )
    edition = w.word(
        f"rating_rules_{rules.name.lower()}", f"the text {RULES_TEXT[rules]}."
    )
    return f"{when.format(day=day.isoformat() if day else '')} {edition}"


RULES_TEXT = {
    RatingRules.BEFORE_2024_03: "before 1 March 2024: the 400-point rule for every"
    " game (its limit to one game an event not applied); no first ratings",
    RatingRules.MARCH_2024: "from 1 March 2024: the 400-point rule for every player",
    RatingRules.OCTOBER_2025: "from 1 October 2025: the 400-point rule only for"
    " players rated below 2650",
}
"""Each edition in words (the text note)."""


def _rating_cells(
    change: RatingChange, *, performance: bool, months: Sequence[str] = ()
) -> list[str]:
    """ΔR (signed), each month's ΔR, K (``†`` where derived) and, with
    ``performance``, the unrated player's performance."""
    cells = [
        format_change(change.rounded),
        *(format_change(value) for value in month_values(change, months).values()),
        "" if change.k is None else f"{change.k}{DERIVED if change.k_derived else ''}",
    ]
    if performance:
        cells.append("" if change.performance is None else str(change.performance))
    return cells


def _text_row(tournament: Tournament, row: Standing, wording: Wording) -> list[str]:
    player = tournament.player(row.number)
    mark = "*" if row.withdrawn_after is not None else ""
    return [
        row.place
        + (LOTS_MARK if row.lots else "")
        + (wording.word("playoff_mark", PLAYOFF_MARK) if row.playoff else ""),
        str(row.number),
        player.name + mark,
        "" if player.rating is None else str(player.rating),
        format_points(row.points),
        *(format_points(value, halves=False) for value in row.tiebreaks.values()),
    ]


def first_rating_note(number: int, first: FirstRating, wording: Wording) -> str:
    """Why player ``number`` gets no first rating (``first`` has a gap)."""
    assert first.gap is not None
    reason = wording.word(
        f"first_rating_gap_{first.gap.name.lower()}", first.gap.value
    ).format(
        games=first.games, needed=first.needed, rating=first.computed, floor=first.floor
    )
    return wording.word(
        "first_rating_none", "No first rating for {number}: {reason}"
    ).format(number=number, reason=reason)


def _note(row: Standing, wording: Wording) -> str:
    struck = _("; games struck from the standings") if row.struck else ""
    withdrew = wording.word("withdrew_after", "withdrew after round {k}")
    return f"* {row.number} {withdrew.format(k=row.withdrawn_after)}{struck}"
