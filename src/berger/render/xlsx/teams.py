"""The live workbook of a team round robin, written with openpyxl.

Six sheets, named in the event's language, in the order of the individual
workbook: the event (with the points of a board result and of a match as
named parameter cells), the teams (their players in board order), the
schedule by board (one row per board of every match, the players and the
result editable), the team crosstable and the live standings, and the final
standings as berger computed them.

Live: each board's points (from its result cell), each match's game points
once all its boards have a result, its match points, every team's match and
game points, and the live place (the primary score, then the other one,
teams still level sharing it). Static: the final standings sheet, with the
whole tie-break chain (berger writes it with the file).

The sheets are in :mod:`~berger.render.xlsx.team_sheets` and
:mod:`~berger.render.xlsx.team_crosstable`, where everything sits in
:mod:`~berger.render.xlsx.team_layout`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.teams import TeamEvent
from berger.render.labels import load_labels
from berger.render.xlsx import archive, formulas
from berger.render.xlsx.styles import Pen
from berger.render.xlsx.team_crosstable import crosstable_sheet
from berger.render.xlsx.team_layout import (
    BOARD_POINT_NAMES,
    EVENT,
    MATCH_POINT_NAMES,
    MATCH_POINTS_ROW,
    POINTS_ROW,
    TeamLayout,
)
from berger.render.xlsx.team_sheets import (
    TeamBook,
    event_sheet,
    final_sheet,
    schedule_sheet,
    standings_sheet,
    teams_sheet,
)

if TYPE_CHECKING:
    from berger.formats.event import EventConfig


def write_team_workbook(
    config: EventConfig,
    event: TeamEvent,
    results: Results | None,
    standings: Standings | None,
    target: Path,
) -> None:
    """Write the team event's workbook to ``target`` atomically.

    Raises:
        OutputError: the event does not fit in a worksheet, or the file cannot
            be written.
        TemplateError: a label catalogue is missing or broken, or a sheet
            name from ``--templates`` that Excel refuses.
    """
    from openpyxl import Workbook
    from openpyxl.workbook.defined_name import DefinedName

    labels = load_labels(config.language, config.options.templates)
    layout = TeamLayout.of(event, labels)
    workbook = Workbook()
    for first, names in (
        (POINTS_ROW, BOARD_POINT_NAMES),
        (MATCH_POINTS_ROW, MATCH_POINT_NAMES),
    ):
        for index, name in enumerate(names):
            ref = formulas.point_ref(layout.names[EVENT], first + index)
            workbook.defined_names[name] = DefinedName(name, attr_text=ref)
    book = TeamBook(event, labels, layout, config.paper, Pen())
    event_sheet(book, workbook.active, standings, config)
    teams_sheet(book, workbook.create_sheet())
    schedule_sheet(book, workbook.create_sheet(), results)
    crosstable_sheet(book, workbook.create_sheet())
    standings_sheet(book, workbook.create_sheet())
    final_sheet(book, workbook.create_sheet(), standings)
    archive.save(workbook, target, event)
