"""The live event workbook (SPEC section 4), written with openpyxl.

Six sheets, named in the event's language: the event (with the points each
result is worth, as parameter cells), the participants, the schedule (one row
per game, a result cell with a dropdown of codes), the crosstable and the
standings, both live formulas over the schedule's result cells, and the final
standings as the tool computed them, with the event's whole tiebreak chain
and withdrawal rule.

- :mod:`~berger.render.xlsx.layout`: the sheets' order and names, and where
  rows and columns sit.
- :mod:`~berger.render.xlsx.formulas`: the live formulas, as text.
- :mod:`~berger.render.xlsx.styles`: the cells' looks and the printed page.
- :mod:`~berger.render.xlsx.sheets`: one function per sheet.
- :mod:`~berger.render.xlsx.blocks`: the blocks of cells both workbooks
  write (a sheet's title, the details, the named points, the result cells).
- :mod:`~berger.render.xlsx.archive`: the file, written atomically with fixed
  dates, so the same event gives the same bytes.
- :mod:`~berger.render.xlsx.teams`: the team event's workbook, laid out by
  :mod:`~berger.render.xlsx.team_layout`, its sheets in
  :mod:`~berger.render.xlsx.team_sheets` and
  :mod:`~berger.render.xlsx.team_crosstable`.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.render.labels import load_labels
from berger.render.xlsx import archive, formulas, sheets
from berger.render.xlsx.layout import EVENT, POINT_NAMES, POINTS_ROW, Layout
from berger.render.xlsx.styles import Pen

if TYPE_CHECKING:
    from berger.formats.event import EventConfig

__all__ = ["write_workbook"]


def write_workbook(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    standings: Standings | None,
    target: Path,
) -> None:
    """Write the event workbook to ``target`` atomically.

    ``results`` fill the schedule's result cells (the live sheets recalculate
    from them), ``standings`` the final standings sheet; None leaves them
    empty.

    Raises:
        OutputError: the event does not fit in a worksheet, or the file cannot
            be written.
        InputError: an unknown tiebreak code in the event's chain.
        TemplateError: a label catalogue is missing or broken, or a sheet
            name from ``--templates`` that Excel refuses.
    """
    from openpyxl import Workbook
    from openpyxl.workbook.defined_name import DefinedName

    labels = load_labels(config.language, config.options.templates)
    chain = parse_chain(config.options.tiebreaks or DEFAULT_CHAIN)
    layout = Layout.of(tournament, labels)
    workbook = Workbook()
    for index, name in enumerate(POINT_NAMES):
        ref = formulas.point_ref(layout.names[EVENT], POINTS_ROW + index)
        workbook.defined_names[name] = DefinedName(name, attr_text=ref)
    book = sheets.Book(tournament, labels, layout, config.paper, Pen())
    sheets.event_sheet(book, workbook.active, chain)
    sheets.participants_sheet(book, workbook.create_sheet())
    sheets.schedule_sheet(book, workbook.create_sheet(), results)
    sheets.crosstable_sheet(book, workbook.create_sheet())
    sheets.standings_sheet(book, workbook.create_sheet())
    sheets.final_sheet(book, workbook.create_sheet(), standings, chain)
    archive.save(workbook, target, tournament)
