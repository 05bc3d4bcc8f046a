"""The workbook's sheet of the rank norms (an event with ``[ranks]``): the
table of norms, the event's coefficient, the highest rank it allows, the
conditions and the judges' panel, then a row a player with the figures of
``ranks.pdf`` (rank as written, its coefficient, the games against each
coefficient, games, points, and for each rank in reach the points needed
and the mark beside them), the rank fulfilled, the notes and the table's
source. The values are static: the sheet shows the norms as berger worked
them out, in the event's points.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from berger.render.formatting import format_number
from berger.render.labels import Labels, fill
from berger.render.ranks import ConditionLine, NormCell, Note, RanksView
from berger.render.xlsx.blocks import cell_number
from berger.render.xlsx.book import Book
from berger.render.xlsx.layout import RANKS
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet


def ranks_sheet(book: Book[Any], ws: Worksheet, view: RanksView) -> None:
    """The rank norms of ``view`` on the sheet ``ws``."""
    labels, pen = book.labels, book.pen
    rounds = book.tournament.schedule.planned_rounds
    book.start(ws, RANKS, state(labels, view, rounds))
    facts = [
        (labels.rank_table, f"{view.title} ({view.name})"),
        (labels.rank_event_coefficient, coefficient(labels, view)),
    ]
    if view.limits:
        facts.append((labels.rank_highest, view.highest or labels.rank_highest_none))
    facts += [
        (_ranks_head(labels.rank_conditions, line), conditions(labels, line))
        for line in view.conditions
    ]
    if view.judges:
        facts.append((labels.rank_judges, judges(view)))
    row = 3
    for label, fact in facts:
        pen.text(ws, row, 1, label, "bold")
        pen.text(ws, row, 3, fact)
        row += 1
    row += 1
    opponents = [format_number(c, labels.language, decimal=True) for c in view.columns]
    if view.unranked:
        opponents.append("–")
    heads = [
        labels.wb_no,
        labels[book.variation.name_head],
        labels.rank_rank,
        labels.rank_coefficient,
        *(f"{labels.rank_opponents}: {c}" for c in opponents),
        labels.games,
        labels.points,
    ]
    for rank in view.ranks:
        heads += [f"{labels.rank_needed} {rank}", "✓ / ✗"]
    heads.append(labels.rank_fulfilled)
    pen.header(ws, row, heads)
    for line in view.lines:
        row += 1
        values: list[str | Fraction | int | None] = [
            line.number,
            line.name,
            line.written,
            line.coefficient,
            *line.opponents,
            line.games,
            line.points,
        ]
        for cell in line.cells:
            values += [None, ""] if cell is None else [cell.needed, mark(cell, labels)]
        values.append(line.fulfilled_short)
        for column, value in enumerate(values, start=1):
            if isinstance(value, str):
                pen.text(ws, row, column, value, "name")
            else:
                pen.put(ws, row, column, cell_number(value), "grid")
    row += 2
    texts = [labels.rank_legend_opponents, labels.rank_legend_needed]
    if view.notes:
        texts.append(f"{labels.rank_notes}:")
        texts += [
            f"({k}) {note_text(labels, note)}"
            for k, note in enumerate(view.notes, start=1)
        ]
    texts.append(f"{labels.rank_source}: {view.source}")
    if view.edition:
        texts.append(f"{labels.rank_edition}: {view.edition}")
    if not view.legal_text_read:
        texts.append(labels.rank_not_checked)
    for text in texts:
        pen.text(ws, row, 1, text, "note")
        row += 1
    widths(
        ws,
        (
            *(5, book.name_width(), 12, 7),
            *(6,) * len(opponents),
            *(8, 8),
            *(9, 10) * len(view.ranks),
            14,
        ),
    )
    print_setup(ws, book.paper, "1:1", landscape=True)


def state(labels: Labels, view: RanksView, rounds: int) -> str:
    """What the figures are: before any result, after a round, the outcome."""
    if not view.after_round:
        return fill(labels.norms_forecast, total=rounds)
    if view.final:
        return fill(labels.norms_final, total=rounds)
    return fill(labels.after_round, k=view.after_round, total=rounds)


def coefficient(labels: Labels, view: RanksView) -> str:
    """The event's coefficient and how many ranks it averages."""
    if view.coefficient is None:
        return labels.rank_coefficient_none
    given = fill(
        labels.rank_coefficient_given, given=view.given, count=view.participants
    )
    number = format_number(view.coefficient, labels.language, decimal=True)
    return f"{number} ({given})"


def _ranks_head(label: str, line: ConditionLine) -> str:
    return f"{label} ({', '.join(line.ranks)})" if line.ranks else label


def conditions(labels: Labels, line: ConditionLine) -> str:
    """The conditions of ``line`` in words."""
    parts = []
    if line.participants is not None:
        parts.append(fill(labels.rank_condition_participants, count=line.participants))
    if line.games is not None:
        parts.append(fill(labels.rank_condition_games, count=line.games))
    if line.judges is not None:
        parts.append(
            fill(
                labels.rank_condition_judges, count=line.judges, category=line.category
            )
        )
    return "; ".join(parts)


def judges(view: RanksView) -> str:
    """The judges' panel: each name with the category."""
    return "; ".join(
        f"{name} ({category})" if category else name for name, category in view.judges
    )


def mark(cell: NormCell, labels: Labels) -> str:
    """Beside the points needed: ``✓``, ``✗``, the points still needed from
    the games left (``+0,2/2``), the numbers of its notes."""
    match cell.state:
        case "met":
            text = "✓"
        case "missed":
            text = "✗"
        case "open":
            still = format_number(cell.still, labels.language)
            text = f"+{still}/{cell.remaining}"
        case _:
            text = ""
    if cell.notes:
        text += f" ({','.join(map(str, cell.notes))})"
    return text.strip()


def note_text(labels: Labels, note: Note) -> str:
    """A note in the labels' words."""
    return fill(
        labels[f"rank_note_{note.key}"],
        value=note.value,
        most=note.most,
        required=note.required,
        category=note.category,
    )
