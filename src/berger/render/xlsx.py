"""The live event workbook (SPEC section 4), written with openpyxl.

Six sheets, named in the event's language: the event (with the points each
result is worth, as parameter cells), the participants, the schedule (one row
per game, a result cell with a dropdown of codes), the crosstable and the
standings, both live formulas over the schedule's result cells, and the final
standings as the tool computed them.

The formulas are plain, portable, non-array ones (IF, SUM, SUMPRODUCT, RANK,
COUNTIF, INDEX, MATCH) so that Excel and LibreOffice recalculate them alike.
The live place ranks by points, then Sonneborn-Berger; the final standings
sheet applies the event's whole tiebreak chain. The live formulas do not apply
the withdrawal rule; the final standings sheet does.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

import copy
import datetime as dt
import os
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from berger.core.crosstable import WithdrawalRule, build_crosstable
from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.standings import Standings, compute_standings
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import OutputError
from berger.formats.atomic import atomic_path
from berger.render.labels import Labels, load_labels

if TYPE_CHECKING:
    from openpyxl.workbook.workbook import Workbook
    from openpyxl.worksheet.worksheet import Worksheet

    from berger.formats.event import EventConfig

MAX_ROWS = 1_048_576
MAX_COLUMNS = 16_384

DROPDOWN = ("1-0", "½-½", "0-1", "+-", "-+", "--", "1/2-1/2")
"""The result codes offered in the schedule's dropdown (blank is allowed)."""
DRAWS = ("½-½", "1/2-1/2")
"""The dropdown's two spellings of a draw."""

POINT_NAMES = ("pts_win", "pts_draw", "pts_loss", "pts_fwin", "pts_floss", "pts_bye")
"""Workbook names of the points per result: win, draw, loss, forfeit win,
forfeit loss, bye (cells of the event sheet the arbiter may change)."""
_CODE_KEYS = (
    ("1-0", "wb_code_white_win"),
    ("½-½ = 1/2-1/2", "wb_code_draw"),
    ("0-1", "wb_code_black_win"),
    ("+-", "wb_code_white_forfeit"),
    ("-+", "wb_code_black_forfeit"),
    ("--", "wb_code_double_forfeit"),
    ("", "wb_code_unplayed"),
)
_POINT_KEYS = (
    "wb_win",
    "wb_draw",
    "wb_loss",
    "wb_forfeit_win",
    "wb_forfeit_loss",
    "wb_bye_points",
)

_SHADE = "999999"
_HEADER_FILL = "D9D9D9"
_HELPER_FONT = "808080"


def write_workbook(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    target: Path,
) -> None:
    """Write the event workbook to ``target`` atomically.

    ``results`` fill the schedule's result cells (the live sheets recalculate
    from them) and the final standings sheet; None leaves both empty.

    Raises:
        OutputError: the event does not fit in a worksheet, or the file cannot
            be written.
        InputError: an unknown tiebreak code in the event's chain.
        ScheduleError: a result after a player's withdrawal.
        TemplateError: a label catalogue is missing or broken.
    """
    from openpyxl import Workbook

    labels = load_labels(config.language, config.options.templates)
    chain = parse_chain(config.options.tiebreaks or DEFAULT_CHAIN)
    standings = None
    if results is not None:
        withdrawal = config.options.withdrawal or WithdrawalRule.HALF
        crosstable = build_crosstable(tournament, results, withdrawal=withdrawal)
        standings = compute_standings(crosstable, chain)
    layout = Layout.of(tournament, labels)
    workbook = Workbook()
    layout.define_points(workbook)
    book = _Book(config, tournament, labels, layout)
    book.event_sheet(workbook.active, chain)
    book.participants_sheet(workbook.create_sheet())
    book.schedule_sheet(workbook.create_sheet(), results)
    book.crosstable_sheet(workbook.create_sheet())
    book.standings_sheet(workbook.create_sheet())
    book.final_sheet(workbook.create_sheet(), standings, chain)
    stamp = _stamp(tournament)
    workbook.properties.creator = "berger"
    workbook.properties.title = tournament.info.name or None
    workbook.properties.created = stamp
    workbook.properties.modified = stamp
    _save(workbook, target, stamp)


def _stamp(tournament: Tournament) -> dt.datetime:
    """The workbook's created/modified date: the event's start (fixed output)."""
    day = tournament.info.start or tournament.info.end or dt.date(1980, 1, 1)
    return dt.datetime(day.year, day.month, day.day)


class _FixedTimeZip(zipfile.ZipFile):
    """A zip archive whose members all carry one date, so output is repeatable."""

    stamp: tuple[int, int, int, int, int, int] = (1980, 1, 1, 0, 0, 0)

    def writestr(
        self,
        zinfo_or_arcname: str | zipfile.ZipInfo,
        data: Any,
        compress_type: int | None = None,
        compresslevel: int | None = None,
    ) -> None:
        if isinstance(zinfo_or_arcname, str):
            info = zipfile.ZipInfo(zinfo_or_arcname, date_time=self.stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zinfo_or_arcname = info
        super().writestr(zinfo_or_arcname, data, compress_type, compresslevel)

    def write(
        self,
        filename: Any,
        arcname: str | os.PathLike[str] | None = None,
        compress_type: int | None = None,
        compresslevel: int | None = None,
    ) -> None:
        # openpyxl writes each worksheet from a temporary file, whose
        # modification time would otherwise end up in the archive.
        with Path(filename).open("rb") as handle:
            data = handle.read()
        self.writestr(str(arcname or Path(filename).name), data)


def _save(workbook: Workbook, target: Path, stamp: dt.datetime) -> None:
    from openpyxl.writer.excel import ExcelWriter

    with atomic_path(target) as temp:
        try:
            archive = _FixedTimeZip(temp, "w", zipfile.ZIP_DEFLATED, allowZip64=True)
            archive.stamp = (stamp.year, stamp.month, stamp.day, 0, 0, 0)
            ExcelWriter(workbook, archive).save()
        except OSError as exc:
            raise OutputError(f"{target}: cannot write: {exc.strerror}") from exc


def _sheet_ref(name: str) -> str:
    """``'Name'!`` for formulas, quotes doubled."""
    return "'" + name.replace("'", "''") + "'!"


def _col(index: int) -> str:
    """Column letters of a 1-based index."""
    from openpyxl.utils import get_column_letter

    return str(get_column_letter(index))


def _number(value: Fraction | int | None) -> int | float | None:
    """A point value as a spreadsheet number (exact halves stay exact)."""
    if value is None:
        return None
    if isinstance(value, int) or value.denominator == 1:
        return int(value)
    return float(value)


@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything sits, so formulas on one sheet can point at another."""

    names: tuple[str, ...]
    """Sheet names: event, participants, schedule, crosstable, standings, final."""
    cycles: int
    """Columns per opponent in the crosstable."""
    first_row: int
    """First player row of the crosstable."""
    bye_column: int | None
    """Crosstable column of bye points (odd n), else None."""
    last_opponent_column: int
    """Last crosstable column holding a game."""

    @classmethod
    def of(cls, tournament: Tournament, labels: Labels) -> Layout:
        """The layout for this tournament.

        Raises:
            OutputError: more games or columns than a worksheet holds.
        """
        schedule = tournament.schedule
        games = len(schedule.rounds) * schedule.games_per_round
        if games + 1 > MAX_ROWS:
            raise OutputError(
                f"{games} games do not fit in one worksheet"
                f" (at most {MAX_ROWS - 1} rows)"
            )
        n = tournament.n
        last = 3 + n * schedule.cycles
        bye = last + 1 if n % 2 else None
        if last + 7 > MAX_COLUMNS:
            raise OutputError(
                f"the crosstable needs {last + 7} columns;"
                f" a worksheet has at most {MAX_COLUMNS}"
            )
        keys = ("event", "participants", "schedule", "crosstable", "standings", "final")
        return cls(
            names=tuple(labels[f"wb_sheet_{key}"] for key in keys),
            cycles=schedule.cycles,
            first_row=4 if schedule.cycles == 1 else 5,
            bye_column=bye,
            last_opponent_column=last,
        )

    def column_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column of the game against ``opponent`` in ``cycle``."""
        return 4 + (opponent - 1) * self.cycles + cycle - 1

    def point_ref(self, index: int) -> str:
        """Absolute reference to a points parameter (0 win ... 5 bye)."""
        return f"{_sheet_ref(self.names[0])}$B${POINTS_ROW + index}"

    def define_points(self, workbook: Workbook) -> None:
        """Name the points parameters (``pts_win`` ...) for the formulas."""
        from openpyxl.workbook.defined_name import DefinedName

        for index, name in enumerate(POINT_NAMES):
            workbook.defined_names[name] = DefinedName(
                name, attr_text=self.point_ref(index)
            )

    @property
    def totals_column(self) -> int:
        """Crosstable column of the points; SB, wins, place, rank, order follow."""
        return (self.bye_column or self.last_opponent_column) + 1


POINTS_ROW = 20
"""Row of the event sheet where the points per result start (win first),
after the event's details."""


class _Book:
    """Writes the six sheets of one workbook."""

    def __init__(
        self,
        config: EventConfig,
        tournament: Tournament,
        labels: Labels,
        layout: Layout,
    ) -> None:
        self.config = config
        self.tournament = tournament
        self.labels = labels
        self.layout = layout
        self.looks = _looks()
        self.styles: dict[str, Any] = {}

    # -- helpers ---------------------------------------------------------------

    def put(
        self, ws: Worksheet, row: int, column: int, value: object, look: str = ""
    ) -> Any:
        """Put a number, date or formula (a ``str`` here is always a formula)."""
        cell = ws.cell(row=row, column=column, value=value)
        if look:
            self.style(cell, look)
        return cell

    def text(
        self, ws: Worksheet, row: int, column: int, value: str, look: str = ""
    ) -> Any:
        """Put ``value`` as text: never a formula, whatever it starts with."""
        cell = self.put(ws, row, column, value, look)
        cell.data_type = "s"
        return cell

    def style(self, cell: Any, look: str) -> None:
        """Give ``cell`` one of the looks of :func:`_looks`.

        Each look is built once and then copied: setting font, fill, border
        and alignment cell by cell is what makes large workbooks slow.
        """
        template = self.styles.get(look)
        if template is None:
            for attribute, value in self.looks[look].items():
                setattr(cell, attribute, value)
            self.styles[look] = copy.copy(cell._style)
        else:
            cell._style = copy.copy(template)

    def header(self, ws: Worksheet, row: int, titles: Sequence[str]) -> None:
        """A shaded, bold header row from column A."""
        for column, title in enumerate(titles, start=1):
            self.text(ws, row, column, title, "header")

    def title(self, ws: Worksheet, heading: str, note: str = "") -> None:
        """The sheet's first rows: the event name and what the sheet is."""
        name = self.tournament.info.name
        self.text(ws, 1, 1, f"{name} — {heading}" if name else heading, "title")
        if note:
            self.text(ws, 2, 1, note, "note")

    def print_setup(
        self, ws: Worksheet, title_rows: str, *, landscape: bool = False
    ) -> None:
        """Paper, orientation, fit to one page wide, repeated header rows."""
        ws.page_setup.paperSize = (
            ws.PAPERSIZE_LETTER if self.config.paper == "letter" else ws.PAPERSIZE_A4
        )
        ws.page_setup.orientation = "landscape" if landscape else "portrait"
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.sheet_properties.pageSetUpPr.fitToPage = True
        ws.print_title_rows = title_rows
        ws.print_options.gridLines = False

    def widths(self, ws: Worksheet, widths: Sequence[float]) -> None:
        """Column widths from column A, in characters."""
        for column, width in enumerate(widths, start=1):
            ws.column_dimensions[_col(column)].width = width

    def name_width(self) -> float:
        """Width of a name column: the longest name, within reason."""
        longest = max((len(p.name) for p in self.tournament.players), default=10)
        return float(min(max(longest, 12) + 2, 40))

    # -- sheets ----------------------------------------------------------------

    def event_sheet(self, ws: Worksheet, chain: Sequence[str]) -> None:
        """The event's details, the points per result and the result codes."""
        labels = self.labels
        info = self.tournament.info
        schedule = self.tournament.schedule
        ws.title = self.layout.names[0]
        self.title(ws, labels.wb_sheet_event, labels.wb_help)
        details: list[tuple[str, object]] = [
            (labels.wb_event_name, info.name),
            (labels.wb_site, info.site),
            (labels.wb_federation, info.federation),
            (labels.wb_start, info.start),
            (labels.wb_end, info.end),
            (labels.wb_arbiter, info.arbiter),
            (labels.wb_deputy_arbiter, info.deputy_arbiter),
            (labels.wb_time_control, info.time_control),
            (labels.wb_players, self.tournament.n),
            (labels.wb_rounds, len(schedule.rounds)),
            (labels.wb_cycles, schedule.cycles),
            (labels.wb_numbering, self.tournament.numbering.value),
            (labels.wb_seed, self.tournament.seed),
            (labels.wb_scoring, self.tournament.scoring.name),
            (labels.wb_tiebreaks, ", ".join(chain)),
        ]
        for row, (label, value) in enumerate(details, start=4):
            self.text(ws, row, 1, label, "bold")
            if isinstance(value, str):
                self.text(ws, row, 2, value)
            elif isinstance(value, dt.date):
                self.put(ws, row, 2, value, "date")
            elif value is not None:
                self.put(ws, row, 2, value, "left")
        top = POINTS_ROW - 1
        self.text(ws, top, 1, labels.wb_points_heading, "bold")
        for index, (key, value) in enumerate(
            zip(_POINT_KEYS, self.tournament.scoring.values, strict=True)
        ):
            self.text(ws, top + 1 + index, 1, labels[key])
            self.put(ws, top + 1 + index, 2, _number(value), "parameter")
            self.text(ws, top + 1 + index, 3, POINT_NAMES[index], "note")
        row = top + len(_POINT_KEYS) + 2
        self.text(ws, row, 1, labels.wb_codes_heading, "bold")
        for offset, (code, key) in enumerate(_CODE_KEYS, start=1):
            self.text(ws, row + offset, 1, code, "left")
            self.text(ws, row + offset, 2, labels[key])
        self.widths(ws, (28, 48, 12))
        self.print_setup(ws, "1:1")

    def participants_sheet(self, ws: Worksheet) -> None:
        """One row per player in pairing-number order."""
        labels = self.labels
        ws.title = self.layout.names[1]
        self.title(ws, labels.wb_sheet_participants)
        self.header(
            ws,
            3,
            (
                labels.wb_no,
                labels.wb_name,
                labels.wb_title,
                labels.wb_rating,
                labels.wb_federation,
                labels.wb_club,
                labels.wb_birth,
                labels.wb_fide_id,
                labels.wb_withdrawn,
            ),
        )
        for number, player in enumerate(self.tournament.players, start=1):
            row = 3 + number
            self.put(ws, row, 1, number, "center")
            self.text(ws, row, 2, player.name)
            for column, value in (
                (3, player.title),
                (5, player.federation),
                (6, player.club),
                (7, player.birth),
                (8, player.fide_id),
            ):
                if value:
                    self.text(ws, row, column, value)
            ws.cell(row=row, column=4, value=player.rating)
            ws.cell(row=row, column=9, value=player.withdrawn_after)
        ws.freeze_panes = "C4"
        self.widths(ws, (6, self.name_width(), 7, 8, 11, 20, 12, 12, 12))
        self.print_setup(ws, "3:3")

    def schedule_sheet(self, ws: Worksheet, results: Results | None) -> None:
        """One row per game; the result cell takes the codes of the dropdown."""
        from openpyxl.worksheet.datavalidation import DataValidation

        labels = self.labels
        layout = self.layout
        ws.title = layout.names[2]
        self.header(
            ws,
            1,
            (
                labels.round,
                labels.board,
                labels.wb_no,
                labels.white,
                labels.wb_no,
                labels.black,
                labels.result,
                labels.wb_white_points,
                labels.wb_black_points,
                labels.wb_result_round,
            ),
        )
        win, draw, loss, fwin, floss, _bye = POINT_NAMES
        white_points = (
            (("1-0",), win),
            (DRAWS, draw),
            (("0-1",), loss),
            (("+-",), fwin),
            (("-+", "--"), floss),
        )
        black_points = (
            (("1-0",), loss),
            (DRAWS, draw),
            (("0-1",), win),
            (("-+",), fwin),
            (("+-", "--"), floss),
        )
        names = [p.name for p in self.tournament.players]
        row = 1
        for game in self.tournament.schedule.games():
            row += 1
            ws.cell(row=row, column=1, value=game.round)
            ws.cell(row=row, column=2, value=game.board)
            ws.cell(row=row, column=3, value=game.white)
            self.text(ws, row, 4, names[game.white - 1])
            ws.cell(row=row, column=5, value=game.black)
            self.text(ws, row, 6, names[game.black - 1])
            outcome = (
                None
                if results is None
                else results.outcomes.get((game.round, game.board))
            )
            if outcome is None:
                self.put(ws, row, 7, None, "result")
            else:
                code = "½-½" if outcome is Outcome.DRAW else outcome.value
                self.text(ws, row, 7, code, "result")
            result = f"G{row}"
            ws.cell(row=row, column=8, value=_points_formula(result, white_points))
            ws.cell(row=row, column=9, value=_points_formula(result, black_points))
            ws.cell(row=row, column=10, value=f'=IF(H{row}="","",A{row})')
        validation = DataValidation(
            type="list",
            formula1='"' + ",".join(DROPDOWN) + '"',
            allow_blank=True,
            showErrorMessage=True,
            errorTitle=labels.result,
            error=labels.wb_bad_code,
        )
        validation.add(f"G2:G{max(row, 2)}")
        ws.add_data_validation(validation)
        ws.column_dimensions["J"].hidden = True
        ws.freeze_panes = "A2"
        ws.protection.sheet = True
        ws.protection.formatColumns = False
        ws.protection.formatRows = False
        width = self.name_width()
        self.widths(ws, (7, 7, 6, width, 6, width, 10, 9, 9, 6))
        self.print_setup(ws, "1:1")

    def crosstable_sheet(self, ws: Worksheet) -> None:
        """Every player's points against every opponent, with totals and place."""
        labels = self.labels
        layout = self.layout
        tournament = self.tournament
        n = tournament.n
        cycles = layout.cycles
        ws.title = layout.names[3]
        self.title(ws, labels.wb_sheet_crosstable)
        self.text(ws, 2, 2, labels.wb_after_round, "bold")
        schedule_ref = _sheet_ref(layout.names[2])
        rows = len(tournament.schedule.rounds) * tournament.schedule.games_per_round
        self.put(ws, 2, 3, f"=MAX({schedule_ref}$J$2:$J${rows + 1})", "bold")
        self.text(ws, 2, 4, labels.wb_live_note, "note")
        first = layout.first_row
        last = first + n - 1
        helper = last + 1
        points = layout.totals_column
        sb, wins, place, rank, order = (points + k for k in range(1, 6))
        head = first - 1
        fixed = {
            1: labels.wb_no,
            2: labels.wb_name,
            3: labels.wb_rating,
            points: labels.wb_points,
            sb: labels.wb_sb,
            wins: labels.wb_wins,
            place: labels.wb_place,
            rank: labels.wb_rank,
            order: labels.wb_order,
        }
        if layout.bye_column is not None:
            fixed[layout.bye_column] = labels.bye
        for column, title in fixed.items():
            self._head(ws, 3, column, title)
            if cycles > 1:
                ws.merge_cells(
                    start_row=3, start_column=column, end_row=4, end_column=column
                )
        for opponent in range(1, n + 1):
            column = layout.column_of(opponent, 1)
            self._head(ws, 3, column, opponent)
            if cycles > 1:
                ws.merge_cells(
                    start_row=3,
                    start_column=column,
                    end_row=3,
                    end_column=column + cycles - 1,
                )
                for cycle in range(1, cycles + 1):
                    self._head(ws, 4, column + cycle - 1, cycle)
        cells: dict[tuple[int, int], str] = {}
        for index, game in enumerate(tournament.schedule.games(), start=2):
            cells[game.white, layout.column_of(game.black, game.cycle)] = (
                f"={schedule_ref}H{index}"
            )
            cells[game.black, layout.column_of(game.white, game.cycle)] = (
                f"={schedule_ref}I{index}"
            )
        byes: dict[int, list[int]] = {}
        for rnd in tournament.schedule.rounds:
            if rnd.bye is not None:
                byes.setdefault(rnd.bye, []).append(rnd.number)
        games_from = _col(4)
        games_to = _col(layout.last_opponent_column)
        totals_to = _col(layout.bye_column or layout.last_opponent_column)
        p, s, rk = _col(points), _col(sb), _col(rank)
        span = f"${first}:{{c}}${last}"
        p_all, s_all, rk_all = (f"${c}" + span.format(c=f"${c}") for c in (p, s, rk))
        win, fwin, bye_points = (POINT_NAMES[i] for i in (0, 3, 5))
        bye_wins = ""
        if layout.bye_column is not None:
            bye_cell = _col(layout.bye_column) + "{r}"
            bye_wins = f"+IF(AND({bye_points}={win},{win}<>0),N({bye_cell})/{win},0)"
        for number, player in enumerate(tournament.players, start=1):
            row = first + number - 1
            self.put(ws, row, 1, number, "grid")
            self.text(ws, row, 2, player.name, "name")
            self.put(ws, row, 3, player.rating, "grid")
            for opponent in range(1, n + 1):
                for cycle in range(1, cycles + 1):
                    column = layout.column_of(opponent, cycle)
                    if opponent == number:
                        self.put(ws, row, column, None, "diagonal")
                    else:
                        self.put(ws, row, column, cells[number, column], "grid")
            if layout.bye_column is not None:
                # 0+ makes a number of a lone TRUE/FALSE: Excel never finds
                # FALSE equal to 0.
                reached = "0+" + "+".join(f"($C$2>={r})" for r in byes[number])
                self.put(
                    ws,
                    row,
                    layout.bye_column,
                    f'=IF({reached}=0,"",{bye_points}*({reached}))',
                    "grid",
                )
            r = str(row)
            formulas = {
                points: f"=SUM({games_from}{r}:{totals_to}{r})",
                sb: f"=SUMPRODUCT({games_from}{r}:{games_to}{r},"
                f"{games_from}${helper}:{games_to}${helper})",
                wins: f"=COUNTIF({games_from}{r}:{games_to}{r},{win})"
                f"+IF({fwin}<>{win},COUNTIF({games_from}{r}:{games_to}{r},{fwin}),0)"
                + bye_wins.format(r=r),
                rank: f"=RANK({p}{r},{p_all})"
                f"+SUMPRODUCT(({p_all}={p}{r})*({s_all}>{s}{r}))",
                order: f"={rk}{r}+COUNTIF(${rk}${first}:{rk}{r},{rk}{r})-1",
                place: f"=IF(COUNTIF({rk_all},{rk}{r})>1,"
                f'{rk}{r}&"-"&({rk}{r}+COUNTIF({rk_all},{rk}{r})-1),{rk}{r})',
            }
            for column, formula in formulas.items():
                self.put(
                    ws, row, column, formula, "place" if column == place else "grid"
                )
        self.text(ws, helper, 2, labels.wb_sb_helper, "note")
        for opponent in range(1, n + 1):
            for cycle in range(1, cycles + 1):
                column = layout.column_of(opponent, cycle)
                self.put(ws, helper, column, f"=${p}${first + opponent - 1}", "note")
        ws.row_dimensions[helper].hidden = True
        for column in (rank, order):
            ws.column_dimensions[_col(column)].hidden = True
        ws.freeze_panes = f"D{first}"
        self.widths(ws, (5, self.name_width(), 7))
        for column in range(4, points):
            ws.column_dimensions[_col(column)].width = 4.5 if cycles == 1 else 3.5
        for column in (points, sb, wins, place):
            ws.column_dimensions[_col(column)].width = 8
        self.print_setup(ws, f"3:{head}", landscape=True)

    def _head(self, ws: Worksheet, row: int, column: int, value: str | int) -> None:
        if isinstance(value, str):
            self.text(ws, row, column, value, "header")
        else:
            self.put(ws, row, column, value, "header")

    def standings_sheet(self, ws: Worksheet) -> None:
        """The crosstable's players in live place order."""
        labels = self.labels
        layout = self.layout
        n = self.tournament.n
        ws.title = layout.names[4]
        self.title(ws, labels.wb_sheet_standings)
        cross = _sheet_ref(layout.names[3])
        # The label sits over the wide name column; No. is too narrow for it.
        self.text(ws, 2, 3, labels.wb_after_round, "bold")
        self.put(ws, 2, 4, f"={cross}$C$2", "bold")
        self.header(
            ws,
            3,
            (
                labels.wb_place,
                labels.wb_no,
                labels.wb_name,
                labels.wb_rating,
                labels.wb_points,
                labels.wb_sb,
                labels.wb_wins,
            ),
        )
        first = layout.first_row
        last = first + n - 1
        points = layout.totals_column
        source = {
            1: points + 3,
            3: 2,
            4: 3,
            5: points,
            6: points + 1,
            7: points + 2,
        }
        order = _col(points + 5)
        for k in range(1, n + 1):
            row = 3 + k
            self.put(
                ws,
                row,
                2,
                f"=MATCH({k},{cross}${order}${first}:${order}${last},0)",
                "grid",
            )
            for column, origin in source.items():
                c = _col(origin)
                formula = f"=INDEX({cross}${c}${first}:${c}${last},$B{row})"
                self.put(ws, row, column, formula, _STANDING_LOOKS.get(column, "grid"))
        ws.freeze_panes = "A4"
        self.widths(ws, (7, 5, self.name_width(), 8, 8, 8, 8))
        self.print_setup(ws, "3:3")

    def final_sheet(
        self, ws: Worksheet, standings: Standings | None, chain: Sequence[str]
    ) -> None:
        """The standings the tool computed: places, points, the whole chain."""
        labels = self.labels
        ws.title = self.layout.names[5]
        if standings is None:
            note = labels.wb_final_none
        else:
            note = labels.wb_final_after.format(
                round=standings.after_round,
                rounds=len(self.tournament.schedule.rounds),
            )
        self.title(ws, labels.wb_sheet_final, note)
        codes = standings.chain if standings is not None else tuple(chain)
        self.header(
            ws,
            3,
            (
                labels.wb_place,
                labels.wb_no,
                labels.wb_name,
                labels.wb_rating,
                labels.wb_federation,
                labels.wb_points,
                *codes,
            ),
        )
        rows = () if standings is None else standings.rows
        for row, standing in enumerate(rows, start=4):
            player = self.tournament.player(standing.number)
            self.text(ws, row, 1, standing.place, "place")
            self.put(ws, row, 2, standing.number, "grid")
            self.text(ws, row, 3, player.name, "name")
            self.put(ws, row, 4, player.rating, "grid")
            self.text(ws, row, 5, player.federation or "", "grid")
            self.put(ws, row, 6, _number(standing.points), "grid")
            for column, code in enumerate(codes, start=7):
                self.put(ws, row, column, _number(standing.tiebreaks[code]), "grid")
        ws.freeze_panes = "A4"
        self.widths(ws, (7, 5, self.name_width(), 8, 8, 8, *([8] * len(codes))))
        self.print_setup(ws, "3:3", landscape=True)


_STANDING_LOOKS = {1: "place", 3: "name", 4: "rating"}
"""Looks of the live standings columns other than the plain grid."""


def _looks() -> dict[str, dict[str, Any]]:
    """The cell looks of the workbook, by name (attributes of an openpyxl cell)."""
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Protection, Side

    thin = Side(style="thin", color="808080")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    center = Alignment(horizontal="center", vertical="center")
    bold = Font(bold=True)
    return {
        "title": {"font": Font(bold=True, size=14)},
        "note": {"font": Font(color=_HELPER_FONT, italic=True)},
        "bold": {"font": bold, "alignment": Alignment(horizontal="left")},
        "left": {"alignment": Alignment(horizontal="left")},
        "center": {"alignment": center},
        "date": {
            "number_format": "yyyy-mm-dd",
            "alignment": Alignment(horizontal="left"),
        },
        "parameter": {"border": border, "alignment": Alignment(horizontal="left")},
        "header": {
            "font": bold,
            "fill": PatternFill("solid", fgColor=_HEADER_FILL),
            "alignment": Alignment(
                horizontal="center", vertical="center", wrap_text=True
            ),
            "border": border,
        },
        "grid": {"border": border, "alignment": center},
        "name": {"border": border},
        "rating": {"border": border, "alignment": center, "number_format": "0;-0;;@"},
        "place": {"border": border, "alignment": center, "font": bold},
        "diagonal": {
            "border": border,
            "fill": PatternFill("solid", fgColor=_SHADE),
        },
        "result": {
            "border": border,
            "alignment": center,
            "number_format": "@",
            "protection": Protection(locked=False),
        },
    }


def _points_formula(result: str, cases: Sequence[tuple[Sequence[str], str]]) -> str:
    """Points of one side of a game from its result cell.

    ``cases`` pair the codes of the dropdown with the name of the points they
    give this side. Blank or ``*`` is no result (empty); any other text shows
    ``?`` (the dropdown refuses it; a pasted value can slip through).
    """
    formula = '"?"'
    for codes, points in reversed(cases):
        test = ",".join(f'{result}="{code}"' for code in codes)
        if len(codes) > 1:
            test = f"OR({test})"
        formula = f"IF({test},{points},{formula})"
    return f'=IF(OR({result}="",{result}="*"),"",{formula})'
