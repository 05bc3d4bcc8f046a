"""The live event workbook (SPEC section 4), written with openpyxl.

Six sheets, named in the event's language: the event (with the points each
result is worth, as parameter cells), the participants, the schedule (one row
per game, a result cell with a dropdown of codes), the crosstable and the
standings, both live formulas over the schedule's result cells, and the final
standings as the tool computed them, with the event's whole tiebreak chain
and withdrawal rule; for an event with ``[[prizes]]``, its prize list; for
one with ``[ranks]``, its rank norms last.
A team event's workbook is its variation: the teams
instead of the participants, a schedule row per board, match and game
points.

- :mod:`~berger.render.xlsx.book`: what every sheet is written with, and
  what the kind of event changes (:class:`~berger.render.xlsx.book.Variation`).
- :mod:`~berger.render.xlsx.sheets`: the sheets every workbook writes alike.
- :mod:`~berger.render.xlsx.players`: an event of players' own parts.
- :mod:`~berger.render.xlsx.prizes`: the prize list's sheet.
- :mod:`~berger.render.xlsx.ranks`: the rank norms' sheet.
- :mod:`~berger.render.xlsx.teams` and
  :mod:`~berger.render.xlsx.team_crosstable`: a team event's own parts.
- :mod:`~berger.render.xlsx.layout`: the sheets' order and names, and where
  rows and columns sit.
- :mod:`~berger.render.xlsx.formulas`: the live formulas, as text.
- :mod:`~berger.render.xlsx.blocks`: blocks of cells the sheets share (a
  sheet's title, the details, the named points, the result cells).
- :mod:`~berger.render.xlsx.styles`: the cells' looks and the printed page.
- :mod:`~berger.render.xlsx.archive`: the file, written atomically with fixed
  dates, so the same event gives the same bytes.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from pathlib import Path

from berger.core.results import Results
from berger.core.standings import Standings
from berger.render.labels import Labels
from berger.render.prizes import PrizeView
from berger.render.ranks import RanksView
from berger.render.xlsx import archive, formulas, sheets
from berger.render.xlsx.book import Book, E, Variation
from berger.render.xlsx.layout import EVENT
from berger.render.xlsx.styles import Pen

__all__ = ["write_workbook"]


def write_workbook(
    tournament: E,
    results: Results | None,
    standings: Standings | None,
    target: Path,
    *,
    variation: Variation[E],
    labels: Labels,
    paper: str,
    chain: tuple[str, ...],
    prizes: PrizeView | None = None,
    ranks: RanksView | None = None,
) -> None:
    """Write the event's workbook to ``target`` atomically, as its kind's
    ``variation`` (:data:`~berger.render.xlsx.players.PLAYERS` or
    :data:`~berger.render.xlsx.teams.TEAMS`) lays it out, its sheets named
    by ``labels`` and printed on ``paper`` (``a4`` or ``letter``).

    ``results`` fill the schedule's result cells (the live sheets recalculate
    from them), ``standings`` the final standings sheet; None leaves them
    empty. ``chain`` is the event's tie-break chain as parsed (a team
    event's team chain), shown on the event sheet and heading the final
    standings before there are any.

    Raises:
        OutputError: the event does not fit in a worksheet, or the file cannot
            be written.
        TemplateError: a label missing from the catalogue, or a sheet name
            from ``--templates`` that Excel refuses.
    """
    from openpyxl import Workbook
    from openpyxl.workbook.defined_name import DefinedName

    layout = variation.layout(tournament, labels)
    book = Book(tournament, variation, labels, layout, paper, chain, Pen())
    workbook = Workbook()
    for block in variation.points(book):
        for index, name in enumerate(block.names):
            ref = formulas.point_ref(layout.names[EVENT], block.row + index)
            workbook.defined_names[name] = DefinedName(name, attr_text=ref)
    sheets.event_sheet(book, workbook.active)
    variation.entrants_sheet(book, workbook.create_sheet())
    variation.schedule_sheet(book, workbook.create_sheet(), results)
    sheets.crosstable_sheet(book, workbook.create_sheet())
    sheets.standings_sheet(book, workbook.create_sheet())
    sheets.final_sheet(book, workbook.create_sheet(), standings)
    if prizes is not None:
        from berger.render.xlsx.prizes import prizes_sheet

        prizes_sheet(book, workbook.create_sheet(), prizes)
    if ranks is not None:
        from berger.render.xlsx.ranks import ranks_sheet

        ranks_sheet(book, workbook.create_sheet(), ranks)
    archive.save(workbook, target, tournament)
