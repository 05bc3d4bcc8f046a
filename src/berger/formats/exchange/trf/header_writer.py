"""The header records of a TRF as berger writes them, the same in the whole
file (:mod:`berger.formats.exchange.trf.writer`), a month's
(:mod:`~berger.formats.exchange.trf.month`) and the team file
(:mod:`~berger.formats.exchange.trf.teams`): 012 to 142 the event (132 each round's
date over its round block), 162 the scoring, 192 the pairing system, 202/212
the tiebreaks, and the layout of a record of points per letter (162, and the
team file's 362).

Records 202 and 212 spell the chain as TRF-2026 does (``KS/L+1``, ``SB/C1``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from berger.core.model import EventInfo, Game, Player
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tiebreaks.registry import SELF_DEFINED, TIEBREAKS
from berger.errors import OutputError
from berger.formats.exchange.trf.layout import BLOCK_START, points_text, shown_points
from berger.messages import _

if TYPE_CHECKING:
    from berger.core.schedule import Schedule


def event_type(
    cycles: int, *, teams: bool = False, draughts: bool = False, games: int = 1
) -> str:
    """The text of record 092: the event's cycles, its kind, and a round
    robin of micro-matches of ``games`` games as such (TRF holds each game
    as a round of its own).

    >>> event_type(2), event_type(1, teams=True), event_type(3, draughts=True)
    ('Double round robin', 'Team round robin', 'Round robin, 3 cycles, draughts')
    >>> event_type(1, draughts=True, games=2)
    'Round robin of micro-matches of 2 games (each game a round), draughts'
    """
    kind = "double round robin" if cycles == 2 else "round robin"
    text = f"Team {kind}" if teams else kind.capitalize()
    if cycles > 2:
        text += f", {cycles} cycles"
    if games > 1:
        text += f" of micro-matches of {games} games (each game a round)"
    return text + (", draughts" if draughts else "")


def header_records(
    info: EventInfo,
    players: Sequence[Player],
    *,
    rounds: int,
    cycles: int,
    teams: int | None = None,
    games: int = 1,
) -> list[str]:
    """Records 012 to 142: the event's details (those it gives), the numbers
    of players and rated players, of teams (082, for a team event: give
    ``teams``), the type (092; ``games``: a micro-match's), the arbiters and
    time control, each round's date over its round block (132) and the
    number of rounds (142)."""
    lines = [
        f"{code} {value}"
        for code, value in (
            ("012", info.name),
            ("022", info.site),
            ("032", info.federation),
            ("042", _date(info.start)),
            ("052", _date(info.end)),
        )
        if value
    ]
    rated = sum(1 for p in players if p.rating)
    lines += [f"062 {len(players)}", f"072 {rated}"]
    if teams is not None:
        lines.append(f"082 {teams}")
    kind = event_type(
        cycles,
        teams=teams is not None,
        draughts=info.game is Game.DRAUGHTS,
        games=games,
    )
    lines.append(f"092 {kind}")
    lines += [
        f"{code} {value}"
        for code, value in (
            ("102", info.arbiter),
            ("112", info.deputy_arbiter),
            ("122", info.time_control),
        )
        if value
    ]
    if info.round_dates:
        cells = ["132" + " " * (BLOCK_START - 4)]
        for day in info.round_dates[:rounds]:
            cells.append(_day(day).strftime("%y/%m/%d") + "  ")
        lines.append("".join(cells).rstrip())
    lines.append(f"142 {rounds}")
    return lines


def scoring_records(scoring: ScoringSystem) -> list[str]:
    """Record 162 when the points are not chess's: win, draw, loss, forfeit
    loss (``A``) and bye (``P``).

    Raises:
        OutputError: points that do not fit the record.
    """
    if scoring.values == CHESS.values:
        return []
    return [
        points_record(
            "162",
            (
                ("W", scoring.win),
                ("D", scoring.draw),
                ("L", scoring.loss),
                ("A", scoring.forfeit_loss),
                ("P", scoring.bye),
            ),
        )
    ]


def pairing_system(schedule: Schedule) -> str:
    """The TRF-2026 record 192 code of ``schedule``: FIDE_ROUNDROBIN for
    one cycle of the Berger table, FIDE_DOUBLEROUNDROBIN for two with FIDE's
    swap, BERGER_DOUBLEROUNDROBIN for two without, BERGER_ROUNDROBIN_Gn for
    n without; CUSTOM_ROUNDROBIN for pairings made elsewhere and for three
    or more cycles with the swap, which no code states."""
    cycles, swap = schedule.cycles, schedule.swap_last_two
    if not schedule.berger_table or (swap and cycles > 2):
        return "CUSTOM_ROUNDROBIN"
    if cycles == 1:
        return "FIDE_ROUNDROBIN"
    if cycles == 2:
        return "FIDE_DOUBLEROUNDROBIN" if swap else "BERGER_DOUBLEROUNDROBIN"
    return f"BERGER_ROUNDROBIN_G{cycles}"


def tiebreak_records(
    codes: Sequence[str], *, scores: Sequence[str] = ("PTS",)
) -> list[str]:
    """Records 202 (the tiebreaks) and 212 (the ``scores`` ranked first, then
    the tiebreaks); none without codes. A code TRF-2026 lacks is written as
    it provides for a tie-break of the event's own (``OTHER_SHM``)."""
    if not codes:
        return []
    written = ",".join(map(trf_code, codes))
    return [f"202 {written}", f"212 {','.join(scores)},{written}"]


def trf_code(code: str) -> str:
    """A tie-break code as records 202 and 212 write it: TRF-2026's own as
    it is, one TRF lacks (its entry's ``trf``) after :data:`SELF_DEFINED`.

    >>> trf_code("SB/C1"), trf_code("SHM"), trf_code("ORD")
    ('SB/C1', 'OTHER_SHM', 'OTHER_ORD')
    """
    entry = TIEBREAKS.get(re.split(r"[/:]", code, maxsplit=1)[0].upper())
    return code if entry is None or entry.trf else SELF_DEFINED + code


def own_code(code: str) -> str:
    """A code of records 202 and 212 as berger reads it: a self-defined
    tie-break that is one of berger's (``OTHER_SHM``) by its own name; any
    other as written (the inverse of :func:`trf_code`).

    >>> own_code("OTHER_SHM"), own_code("OTHER_XYZ"), own_code("SB")
    ('SHM', 'OTHER_XYZ', 'SB')
    """
    if code.upper().startswith(SELF_DEFINED):
        own = code[len(SELF_DEFINED) :]
        entry = TIEBREAKS.get(re.split(r"[/:]", own, maxsplit=1)[0].upper())
        if entry is not None and not entry.trf:
            return own
    return code


def points_record(code: str, entries: Sequence[tuple[str, Fraction]]) -> str:
    """A record of points per letter (162, 362): each letter at column 6,
    15, 24 ... and its points in the four columns after it.

    >>> points_record("362", (("W", Fraction(2)), ("D", Fraction(1))))
    '362  W 2.0    D 1.0'

    Raises:
        OutputError: points that do not fit four columns.
    """
    line = f"{code} "
    for letter, points in entries:
        text = points_text(points)
        if text is None:
            raise OutputError(
                _(
                    "{letter} points {points} do not fit TRF record {code}"
                    " (4 columns, one decimal)"
                ).format(letter=letter, points=shown_points(points), code=code)
            )
        line = line.ljust(len(line) + (5 - len(line)) % 9) + letter + text.rjust(4)
    return line


def _day(value: dt.date | dt.datetime) -> dt.date:
    return value.date() if isinstance(value, dt.datetime) else value


def _date(value: dt.date | None) -> str:
    return "" if value is None else value.strftime("%Y/%m/%d")
