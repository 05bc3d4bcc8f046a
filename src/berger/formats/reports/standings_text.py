"""The standings as text a person reads at a glance (``berger standings``),
in the words of the run's language: places, points and the tie-breaks, with
a rated event's rating change, each month's where the event spans several,
and an unrated player's first rating or why there is none, in columns and
notes; the helpers the other text reports lay out their tables with.

A place decided by the drawing of lots is marked :data:`LOTS_MARK`, with a
note naming the seed; a place decided by a play-off :data:`PLAYOFF_MARK`
(the document's mark in another language), with the documents' note.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence, Set
from pathlib import Path

from berger.core.ratings.change import RatingChange, change_months
from berger.core.ratings.first import FirstRating
from berger.core.ratings.rules import RatingRules, event_day
from berger.core.standings import Standing, Standings, VoidPlayoff
from berger.core.tournament import Tournament
from berger.formats.reports.pending import pending_note
from berger.formats.reports.points import format_change, format_points
from berger.formats.reports.standings import (
    games_played,
    has_first_ratings,
    month_values,
    rating_codes,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _, ngettext

LOTS_MARK = "‡"
"""After a place decided by the drawing of lots (text output)."""
PLAYOFF_MARK = "P"
"""After a place decided by a play-off (text output in English; the
document's mark in another language)."""
DERIVED = "†"
"""The mark of a K derived from rating and birth year (none in the list)."""


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
    lines = title_lines(tournament.info.name, f"{state}; {scoring}", wording=w)
    header = standings_header(
        [w.word("points_short", "Pts")], standings.chain, wording=w
    )
    header.append(w.word("games", "Games"))
    body = [
        [*_text_row(tournament, row, w), games_played(standings, row.number)]
        for row in standings.rows
    ]
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
    names = {number: p.name for number, p in enumerate(tournament.players, 1)}
    notes += [void_note(void, names, w) for void in standings.void_playoffs]
    unrated = unrated_note(tournament, standings, wording=w)
    if unrated:
        notes.append(unrated)
    pending = pending_note(tournament, standings.pending)
    if pending:
        notes.append(pending)
    if notes:
        lines += ["", *notes]
    return "\n".join(lines) + "\n"


def title_lines(name: str, state: str, *, wording: Wording = ENGLISH) -> list[str]:
    """The lines over a text report's table: the event's ``name`` (an
    untitled event's word where it has none), the ``state`` line, a blank.

    >>> title_lines("", "Standings after round 3 of 7")
    ['Round robin', 'Standings after round 3 of 7', '']
    """
    return [name or wording.word("site_untitled", "Round robin"), state, ""]


def standings_header(
    scores: Sequence[str], chain: Sequence[str], *, wording: Wording = ENGLISH
) -> list[str]:
    """The head of a table of players' standings: place, number, name and
    rating, the ``scores``' columns, the tie-breaks of ``chain``."""
    w = wording
    return [
        w.word("place", "Place"),
        w.word("no", "No"),
        w.word("name", "Name"),
        w.word("rating", "Rating"),
        *scores,
        *map(w.tiebreak, chain),
    ]


def void_note(void: VoidPlayoff, names: Mapping[int, str], wording: Wording) -> str:
    """The note of a play-off that no longer matches who is level, in the
    words of ``wording``; ``names``: the event's players' names by number."""
    fields = {
        "place": void.place,
        "file": Path(void.source).name,
        "played": "; ".join(names[number] for number in void.played),
        "level": "; ".join(names[number] for number in void.level),
    }
    if void.level:
        note = wording.word(
            "playoff_void",
            "The play-off for place {place} ({file}) was played by: {played}."
            " Level on that place now: {level}. Its results do not count: play"
            " it again among those level, or correct the event's results.",
        )
    else:
        note = wording.word(
            "playoff_void_alone",
            "The play-off for place {place} ({file}) was played by: {played}."
            " Nobody is level on that place now, so its results do not count.",
        )
    return note.format(**fields)


def standings_state(
    final: bool, after_round: int, rounds: int, *, wording: Wording = ENGLISH
) -> str:
    """The line under a text table's title that says how far the standings
    go (``wording`` gives the documents' titles).

    >>> standings_state(False, 3, 7), standings_state(True, 7, 7)
    ('Standings after round 3 of 7', 'Final standings, all 7 rounds')
    >>> standings_state(True, 1, 1)
    'Final standings, 1 round'
    """
    if final:
        title = wording.word("doc_final_standings", "Final standings")
        return ngettext(
            "{title}, {rounds} round", "{title}, all {rounds} rounds", rounds
        ).format(title=title, rounds=rounds)
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


def state_text(title: str, after_round: int, rounds: int, *, final: bool) -> str:
    """Where a report of ``title`` stands: the forecast before round 1
    (``after_round`` 0), the outcome (``final``), or after a round.

    >>> state_text("Title norms", 0, 9, final=False)
    'Title norms: the forecast before round 1 (9 rounds)'
    >>> state_text("Title norms", 9, 9, final=True)
    'Title norms: the outcome, all 9 rounds'
    """
    if after_round == 0:
        text = _("{title}: the forecast before round 1 ({rounds} rounds)")
    elif final:
        text = _("{title}: the outcome, all {rounds} rounds")
    else:
        return after_round_text(title, after_round, rounds)
    return text.format(title=title, rounds=rounds)


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
