"""Title norms as text, CSV and JSON (SPEC section 9), and the table the text
and the norms document share: players down, norm titles across, one cell per
player and norm, numbered notes for the reasons.

A cell is in one of six states: blank where the player needs no such norm
(holds the title or a higher one) or cannot make it (a women's norm for a
man); no norm possible in this field (``—``); the
forecast, before the player's first counted game (``7/9``: 7 points needed
from 9 games); in progress (``7/9 +3/4``: 3 more needed from the 4 games
left); made (``7/9 ✓ 2604``, with ``+1`` for an extra game of 1.4.1d); out of
reach or missed (``7/9 ✗``). The reason of a ``—`` or a ``✗``, and the won
games a made norm leaves out (1.4.1f), are numbered notes under the table.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from berger.core.norms.report import (
    NormCheck,
    NormReport,
    PlayerNorms,
    Reason,
    Shortfall,
)
from berger.core.norms.titles import NormTitle
from berger.core.tournament import Tournament
from berger.formats.reports.points import format_points
from berger.formats.reports.standings import csv_value, json_number
from berger.formats.reports.standings_text import (
    state_text,
    text_table,
    title_lines,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _

MADE = "✓"
"""The mark of a norm made."""
MISSED = "✗"
"""The mark of a norm out of reach or missed."""
NONE = "—"
"""The cell of a norm the field does not make possible."""


class CellState(Enum):
    """Where a player stands for one norm."""

    INELIGIBLE = "ineligible"
    """The player holds the title or a higher one, or the norm is a women's
    one and the player is not a woman."""
    NONE = "none"
    """The field makes no norm possible."""
    FORECAST = "forecast"
    """Possible; the player has not played a counted game yet."""
    PROGRESS = "progress"
    """Possible and still within reach; games are left."""
    MADE = "made"
    """Achieved."""
    MISSED = "missed"
    """Out of reach with the games left, or missed after the last game."""


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A note: the won games a made norm leaves out (1.4.1f)."""

    rounds: tuple[int, ...]
    """Rounds of the games left out."""

    def __str__(self) -> str:
        rounds = ", ".join(map(str, self.rounds))
        return f"won games left out (1.4.1f), rounds: {rounds}"


Note = Reason | LeftOut
"""What a numbered note under the table says."""


@dataclass(frozen=True, slots=True)
class NormCell:
    """One player's position for one norm, as the table shows it."""

    check: NormCheck
    """The core's figures."""
    state: CellState
    """Where the player stands."""
    notes: tuple[int, ...]
    """Numbers of the notes that explain the cell (1-based)."""


@dataclass(frozen=True, slots=True)
class NormRow:
    """One player's line."""

    player: PlayerNorms
    """The player's norms."""
    cells: tuple[NormCell, ...]
    """One per column of :attr:`NormTable.titles`."""


@dataclass(frozen=True, slots=True)
class NormTable:
    """The norms at a glance."""

    after_round: int
    """Results up to this round are counted (0: the forecast)."""
    titles: tuple[NormTitle, ...]
    """The columns: GM and IM always; WGM and WIM where some player is
    eligible for them (a woman without the title or a higher one)."""
    rows: tuple[NormRow, ...]
    """Players in pairing-number order."""
    notes: tuple[Note, ...]
    """The numbered notes, note k at index k − 1."""
    final: bool
    """Results are counted and no game that counts is left to play: the
    outcome."""

    @property
    def states(self) -> frozenset[CellState]:
        """The states that occur (the legend explains only these)."""
        return frozenset(cell.state for row in self.rows for cell in row.cells)

    @property
    def achieved(self) -> tuple[NormRow, ...]:
        """The players with a norm made."""
        return tuple(
            row
            for row in self.rows
            if any(cell.state is CellState.MADE for cell in row.cells)
        )


_INELIGIBLE = frozenset((Shortfall.HOLDS_TITLE, Shortfall.WOMEN_ONLY))


def cell_state(check: NormCheck) -> CellState:
    """Where the player stands for the norm of ``check``."""
    if check.reasons and check.reasons[0].shortfall in _INELIGIBLE:
        return CellState.INELIGIBLE
    if not check.possible or check.needed is None:
        return CellState.NONE
    if check.achieved:
        return CellState.MADE
    if check.reasons:
        return CellState.MISSED
    if not check.points and check.remaining == check.games:
        return CellState.FORECAST
    return CellState.PROGRESS


def norm_table(report: NormReport) -> NormTable:
    """The table of ``report``: its columns, cells and numbered notes (a
    reason shared by several cells is one note)."""
    titles = tuple(
        title
        for title in NormTitle
        if not title.title.women
        or any(
            cell_state(p.norm(title)) is not CellState.INELIGIBLE
            for p in report.players
        )
    )
    numbers: dict[Note, int] = {}

    def number(note: Note) -> int:
        return numbers.setdefault(note, len(numbers) + 1)

    rows = []
    for player in report.players:
        cells = []
        for title in titles:
            check = player.norm(title)
            state = cell_state(check)
            notes: list[Note] = (
                [] if state is CellState.INELIGIBLE else list(check.reasons)
            )
            if state is CellState.MADE and check.dropped:
                notes.append(LeftOut(check.dropped))
            cells.append(NormCell(check, state, tuple(map(number, notes))))
        rows.append(NormRow(player, tuple(cells)))
    return NormTable(
        after_round=report.after_round,
        titles=titles,
        rows=tuple(rows),
        notes=tuple(numbers),
        final=report.after_round > 0
        and not any(c.remaining for p in report.players for c in p.norms),
    )


def norms_json(report: NormReport) -> str:
    """SPEC section 9's shape: ``{"after_round": 9, "players": [{"number",
    "name", "norms": {"GM": {"possible", "needed", "games", "achieved",
    "performance", "opponents_average", "reasons"}, ...}}]}``, each norm with
    the added ``points``, ``remaining``, ``still_needed``, ``still_possible``,
    ``extra_games`` and ``dropped``."""
    document = {
        "after_round": report.after_round,
        "players": [
            {
                "number": player.number,
                "name": player.name,
                "norms": {
                    str(check.title): _check_values(check) for check in player.norms
                },
            }
            for player in report.players
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _check_values(check: NormCheck) -> dict[str, object]:
    return {
        "possible": check.possible,
        "needed": json_number(check.needed),
        "games": check.games,
        "achieved": check.achieved,
        "performance": check.performance,
        "opponents_average": check.opponents_average,
        "reasons": [str(reason) for reason in check.reasons],
        "points": json_number(check.points),
        "remaining": check.remaining,
        "still_needed": json_number(check.still_needed),
        "still_possible": check.still_possible,
        "extra_games": check.extra_games,
        "dropped": list(check.dropped),
    }


CSV_COLUMNS = (
    "number",
    "name",
    "norm",
    "possible",
    "needed",
    "games",
    "achieved",
    "performance",
    "opponents_average",
    "points",
    "remaining",
    "still_needed",
    "still_possible",
    "extra_games",
    "dropped",
    "reasons",
)
"""One row per player and norm: the JSON's keys as columns."""


def norms_csv(report: NormReport) -> str:
    """One row per player and norm title (:data:`CSV_COLUMNS`); points as
    decimals, reasons joined by ``; ``, dropped rounds by spaces."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for player in report.players:
        for check in player.norms:
            writer.writerow(
                (
                    player.number,
                    player.name,
                    check.title,
                    csv_value(check.possible),
                    format_points(check.needed, halves=False),
                    check.games,
                    csv_value(check.achieved),
                    csv_value(check.performance),
                    csv_value(check.opponents_average),
                    format_points(check.points, halves=False),
                    check.remaining,
                    format_points(check.still_needed, halves=False),
                    csv_value(check.still_possible),
                    check.extra_games,
                    " ".join(map(str, check.dropped)),
                    "; ".join(map(str, check.reasons)),
                )
            )
    return out.getvalue()


def cell_parts(cell: NormCell, *, language: str = "en") -> tuple[str, str]:
    """A cell as the text table and the document print it, without its note
    numbers, in two parts: where the player stands (blank, ``—``, ``7/9``,
    ``7/9 +3/4``, ``7/9 ✓``, ``7/9 ✗``) and, for a norm made, the
    performance and the extra games (``2604 +1``), else ``""``."""
    check = cell.check
    if cell.state is CellState.INELIGIBLE:
        return "", ""
    if cell.state is CellState.NONE or check.needed is None:
        return NONE, ""
    target = f"{format_points(check.needed, language)}/{check.games}"
    if cell.state is CellState.MADE:
        extra = f" +{check.extra_games}" if check.extra_games else ""
        return f"{target} {MADE}", f"{check.performance}{extra}"
    if cell.state is CellState.MISSED:
        return f"{target} {MISSED}", ""
    if cell.state is CellState.PROGRESS:
        assert check.still_needed is not None
        more = format_points(check.still_needed, language)
        return f"{target} +{more}/{check.remaining}", ""
    return target, ""


def cell_text(cell: NormCell) -> str:
    """A cell of the text table, without its note numbers (see
    :func:`cell_parts`): ``7/9 ✓ 2604 +1``."""
    return " ".join(part for part in cell_parts(cell) if part)


def norms_text(
    tournament: Tournament,
    report: NormReport,
    *,
    wording: Wording = ENGLISH,
    note: Callable[[Note], str] = str,
) -> str:
    """The norms at a glance: players down, GM/IM/WGM/WIM across, the
    legend and the numbered notes under the table, in the words of
    ``wording`` (each note as ``note`` words it)."""
    w = wording
    table = norm_table(report)
    rounds = len(tournament.schedule.rounds)
    title = w.word("doc_norms", "Title norms")
    state = state_text(title, report.after_round, rounds, final=table.final)
    header = [
        w.word("no", "No"),
        w.word("name", "Name"),
        w.word("norm_title", "Title"),
        w.word("norm_federation", "Fed"),
        w.word("rating", "Rtg"),
        *map(str, table.titles),
    ]
    body = []
    for row in table.rows:
        player = tournament.player(row.player.number)
        body.append(
            [
                str(row.player.number),
                row.player.name,
                player.title or "",
                player.federation or "",
                "" if player.rating is None else str(player.rating),
                *(
                    cell_text(cell)
                    + (f" ({','.join(map(str, cell.notes))})" if cell.notes else "")
                    for cell in row.cells
                ),
            ]
        )
    lines = title_lines(tournament.info.name, state, wording=w)
    lines += text_table(header, body, left={1, 2, 3, *range(5, len(header))})
    lines += ["", *_legend(table, w)]
    lines += [f"({k}) {note(text)}" for k, text in enumerate(table.notes, start=1)]
    if not table.titles[-1].title.women:
        lines.append(
            w.word(
                "norm_no_women",
                "WGM and WIM: nobody in the field can make these norms.",
            )
        )
    return "\n".join(lines) + "\n"


def _legend(table: NormTable, w: Wording) -> list[str]:
    """The legend of the states that occur: the document's where it says
    the same, else the text's own."""
    states = table.states
    lines = [
        _("n/g: the points needed from the g games that count for the norm (B.01 1.4).")
    ]
    if CellState.PROGRESS in states:
        lines.append(
            w.word(
                "norm_legend_progress",
                "+m/r: m more points needed from the r games left.",
            )
        )
    if CellState.MADE in states:
        lines.append(
            w.word(
                "norm_legend_made",
                f"{MADE} norm made, with the performance; +e: e extra games (1.4.1d).",
            )
        )
    if CellState.MISSED in states:
        lines.append(
            w.word(
                "norm_legend_missed", f"{MISSED} out of reach or missed, see the note."
            )
        )
    if CellState.NONE in states:
        lines.append(
            w.word(
                "norm_legend_none",
                f"{NONE} no norm possible in this field, see the note.",
            )
        )
    if CellState.INELIGIBLE in states:
        lines.append(
            w.word(
                "norm_legend_blank",
                "Blank: the player holds the title or a higher one, or it is a"
                " women's title.",
            )
        )
    return lines
