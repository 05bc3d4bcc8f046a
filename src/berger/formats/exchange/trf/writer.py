"""Writing a TRF: the TRF16 layout with the TRF26 records a round robin uses
(142 rounds, 162 scoring, 192 pairing system, 202/212 tiebreaks).

The whole file (:func:`format_trf`, :func:`write_trf`) is its header records
(:mod:`berger.formats.exchange.trf.header_writer`) then one 001 player record a player
(:mod:`berger.formats.exchange.trf.player_writer`); both are shared with the month's
file of :mod:`berger.formats.exchange.trf.month` and the team file of
:mod:`berger.formats.exchange.trf.teams`. :func:`trf_warnings` lists what the file
cannot hold as it is.

The writer never shifts a column: a value that does not fit its field is
either refused (:class:`OutputError`) or handled by a documented fallback
listed by :func:`trf_warnings`.

Games struck from the standings (a withdrawal before half the games) are
written as they were played, as FIDE's tournament rules keep them in the
table for rating, and the points column adds up the results written, so
every reader finds the points it computes; the rank column is the
standings'. A struck bye (after a withdrawal) is a zero-point bye, ``Z``.
TRF has no record of a withdrawal: berger's comment lines give each
withdrawn player's last round and the withdrawal rule, which berger reads
back (:mod:`berger.formats.exchange.trf.notes`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.model import Player
from berger.core.scoring import ScoringSystem
from berger.core.tiebreaks.codes import parse_code
from berger.formats.exchange.trf.header_writer import (
    header_records,
    pairing_system,
    scoring_records,
    tiebreak_records,
)
from berger.formats.exchange.trf.layout import LINE_END, shown_points
from berger.formats.exchange.trf.notes import date_lines, note_lines
from berger.formats.exchange.trf.player_writer import (
    bye_code,
    numbered_fields,
    player_fields,
    player_record,
    round_blocks,
)
from berger.formats.files.atomic import write_text
from berger.messages import _

if TYPE_CHECKING:
    from berger.core.crosstable import Crosstable
    from berger.core.standings import Standings
    from berger.core.tournament import Tournament


def format_trf(
    tournament: Tournament,
    crosstable: Crosstable,
    standings: Standings | None,
    *,
    chain: Sequence[str] = (),
    games: int = 1,
) -> str:
    """The TRF text of the event: header records, then one 001 line per
    player, then berger's comment lines on the withdrawals and the games'
    own dates, where there are any (see
    :mod:`berger.formats.exchange.trf.notes`). ``games``: the event is a
    round robin of micro-matches of that many games, ``tournament`` its
    games, each a round (record 092 says so).

    Without standings (no results yet) the rank columns stay blank and the
    round blocks hold the pairings with blank result columns: the draw. The
    tiebreak list (records 202 and 212, TRF-2026 spelling) comes from the
    standings, else from ``chain``. The points column adds up the results
    written, struck games included (see the module's docstring).

    Raises:
        OutputError: a value that TRF cannot hold (points beyond the 4-column
            field, two names that are the same once cut to 33 characters).
    """
    given = standings.chain if standings is not None else chain
    codes = tuple(parse_code(code).code for code in given)
    ranks = {row.number: row.rank for row in standings.rows} if standings else {}
    schedule = tournament.schedule
    lines = header_records(
        tournament.info,
        tournament.players,
        rounds=schedule.planned_rounds,
        cycles=schedule.cycles // games,
        games=games,
    )
    lines.append(f"192 {pairing_system(schedule)}")
    lines += scoring_records(tournament.scoring)
    lines += tiebreak_records(codes)
    bye = bye_code(tournament.scoring)
    for number, fields in numbered_fields(enumerate(tournament.players, start=1)):
        lines.append(
            player_record(
                number,
                fields,
                _written_points(crosstable, number),
                ranks.get(number),
                round_blocks(crosstable, number, bye),
                rounds=len(crosstable.rows[number - 1]),
            )
        )
    lines += note_lines(crosstable.withdrawn, crosstable.withdrawal)
    lines += date_lines(crosstable.results.dates, schedule)
    return "".join(line + LINE_END for line in lines)


def write_trf(
    tournament: Tournament,
    crosstable: Crosstable,
    standings: Standings | None,
    target: Path,
    *,
    chain: Sequence[str] = (),
    games: int = 1,
) -> None:
    """Write :func:`format_trf` to ``target`` atomically (UTF-8, CR LF).

    Raises:
        OutputError: as :func:`format_trf`, or the file cannot be written.
    """
    write_text(
        target,
        format_trf(tournament, crosstable, standings, chain=chain, games=games),
    )


def trf_warnings(players: Iterable[Player], scoring: ScoringSystem) -> tuple[str, ...]:
    """What the TRF cannot hold as it is, one sentence each: names cut to 33
    characters, fields left blank, points TRF's record 162 cannot say.
    ``players`` in the order of their start numbers (1 first)."""
    notes: list[str] = []
    for number, player in enumerate(players, start=1):
        _fields, player_notes = player_fields(player)
        notes.extend(
            _("player {number}: {note}").format(number=number, note=note)
            for note in player_notes
        )
    if scoring.forfeit_win != scoring.win:
        notes.append(
            _(
                "a forfeit win is worth {points} but TRF's record 162 has no code"
                " for it; readers count it as a win ({win}); the points column"
                " is exact"
            ).format(
                points=shown_points(scoring.forfeit_win), win=shown_points(scoring.win)
            )
        )
    return tuple(notes)


def _written_points(crosstable: Crosstable, number: int) -> Fraction:
    """Player ``number``'s points as the file writes them: the counted points
    plus those of games struck by a withdrawal, which are written as played."""
    return crosstable.points[number - 1] + sum(
        (
            cell.points
            for cell in crosstable.rows[number - 1]
            if cell.struck and cell.opponent is not None and cell.points is not None
        ),
        Fraction(0),
    )
