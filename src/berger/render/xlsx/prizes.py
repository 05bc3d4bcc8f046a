"""The workbook's prize sheet (an event with ``[[prizes]]``): the currency
and the rounding, then each list as the prize list page shows it (place,
number, name, amount, how it was worked out), its total a live SUM over its
amounts, the prizes nobody took under it, and the total of every list;
before any result, each list's prizes announced by place and their total.
Amounts are numbers, the currency in their number format, so that the
spreadsheet sums them.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from berger.core.prizes.awards import figure
from berger.render.labels import Labels, fill
from berger.render.prizes import AwardRow, GapRow, PrizeView
from berger.render.xlsx.book import Book
from berger.render.xlsx.layout import PRIZES, column_letter
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

AMOUNT = 4
"""The column of the amounts (D), after place, number and name."""
_COLUMN = column_letter(AMOUNT)
FIRST_LIST_ROW = 7
"""The row of the first list's name, under the title, the note, the
currency and the rounding."""


def prizes_sheet(book: Book[Any], ws: Worksheet, view: PrizeView) -> None:
    """The prize lists of ``view`` on the sheet ``ws``: before any result
    the prizes announced, by place."""
    labels, pen = book.labels, book.pen
    rounds = book.tournament.schedule.planned_rounds
    book.start(ws, PRIZES, _note(labels, view, rounds))
    money = money_format(view.currency, decimals(_values(view)))

    def amount(row: int, value: object, look: str) -> None:
        pen.put(ws, row, AMOUNT, value, look).number_format = money

    # The currency and the rounding: labels over columns A to C, values
    # under the amounts.

    if view.currency:
        pen.text(ws, 4, 1, labels.prize_currency, "bold")
        pen.text(ws, 4, AMOUNT, view.currency)
    pen.text(ws, 5, 1, labels.prize_rounding, "bold")
    amount(5, Decimal(figure(view.rounding)), "")
    heads = (
        labels.wb_place,
        labels.wb_no,
        labels[book.variation.name_head],
        labels.prize_amount,
        labels.prize_how,
    )
    row = FIRST_LIST_ROW
    totals = []
    for prize_list in view.lists:
        sharing = labels[f"prize_sharing_{prize_list.sharing}"]
        pen.text(ws, row, 1, f"{prize_list.name} · {sharing}", "bold")
        pen.header(ws, row + 1, heads)
        first = row = row + 2
        for award in prize_list.rows:
            pen.text(ws, row, 1, award.places, "place")
            pen.put(ws, row, 2, award.number, "grid")
            pen.text(ws, row, 3, award.name, "name")
            amount(row, award.value, "name")
            pen.text(ws, row, 5, how(labels, award), "name")
            row += 1
        # Before any result, the prizes announced are the list (its total
        # the fund); after, those nobody took follow its total.
        gaps = prize_list.not_awarded
        if not view.after_round:
            row = _gaps(book, ws, row, gaps, amount)
        elif not prize_list.rows:
            pen.text(ws, row, 1, labels.prize_nobody, "note")
            row += 1
        pen.text(ws, row, 3, labels.prize_total, "bold")
        amount(row, sum_of(first, row - 1), "total")
        totals.append(row)
        row += 1
        if view.after_round and gaps:
            pen.text(ws, row, 1, labels.prize_not_awarded, "note")
            row = _gaps(book, ws, row + 1, gaps, amount)
        row += 1
    if len(totals) > 1:
        pen.text(ws, row, 3, labels.prize_total_all, "bold")
        amount(row, "=" + "+".join(f"{_COLUMN}{total}" for total in totals), "total")
    widths(ws, (10, 6, book.name_width(), 14, 95))
    print_setup(ws, book.paper, "1:1", landscape=True)


def _gaps(
    book: Book[Any],
    ws: Worksheet,
    row: int,
    gaps: Sequence[GapRow],
    amount: Callable[[int, object, str], None],
) -> int:
    """The prizes ``gaps`` from ``row``, place and amount; returns the row
    after them."""
    for gap in gaps:
        book.pen.text(ws, row, 1, str(gap.place), "grid")
        amount(row, gap.value, "name")
        row += 1
    return row


def _note(labels: Labels, view: PrizeView, rounds: int) -> str:
    """Under the sheet's title: no results yet, or not final yet."""
    if not view.after_round:
        return labels.prize_announced
    if view.final:
        return ""
    return fill(labels.prize_provisional, k=view.after_round, total=rounds)


def how(labels: Labels, row: AwardRow) -> str:
    """How the award was worked out, as the prize list page says it."""
    text = fill(labels[f"prize_how_{row.how}"], **row.values)
    if row.passed:
        text += "; " + fill(labels.prize_passed, numbers=row.passed)
    return text


def _values(view: PrizeView) -> Iterable[Decimal]:
    for prize_list in view.lists:
        yield from (row.value for row in prize_list.rows)
        yield from (gap.value for gap in prize_list.not_awarded)


def decimals(values: Iterable[Decimal]) -> int:
    """The decimal places the amounts ``values`` need (the rounding's).

    >>> decimals([Decimal("450"), Decimal("11.67")]), decimals([])
    (2, 0)
    """
    return max((max(0, -int(v.as_tuple().exponent)) for v in values), default=0)


def money_format(currency: str, places: int) -> str:
    """The number format of the amounts: thousands grouped, ``places``
    decimals, the currency after them as literal text (a quote in it
    escaped).

    >>> print(money_format("UAH", 0), money_format("", 2), money_format('a"b', 1))
    #,##0\\ "UAH" #,##0.00 #,##0.0\\ "a"\\""b"
    """
    number = "#,##0" + ("." + "0" * places if places else "")
    if not currency:
        return number
    quoted = '"' + currency.replace('"', '"\\""') + '"'
    return f"{number}\\ {quoted}"


def sum_of(first: int, last: int) -> str:
    """The SUM of the amounts in rows ``first`` to ``last`` (0 for none).

    >>> sum_of(9, 14), sum_of(9, 8)
    ('=SUM(D9:D14)', '=0')
    """
    if last < first:
        return "=0"
    return f"=SUM({_COLUMN}{first}:{_COLUMN}{last})"
