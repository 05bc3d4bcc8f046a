"""Use cases: the event written for other programs (``berger export``): the
FIDE TRF, the standings as CSV or JSON, the games as PGN or PDN, each the
output of the event's list that says it is written so (see
:attr:`berger.pipeline.outputs.Output.export`); the TRF of one month's
games, or of the play-off."""

from __future__ import annotations

from pathlib import Path

from berger.core.disciplines import Discipline
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.documents import make_output
from berger.pipeline.outputs import C, E, Output, find_output, write_made
from berger.pipeline.playoff import write_playoff_trf
from berger.pipeline.variant import Variant


def export_event(
    variant: Variant[E, C],
    to: str,
    target: Path,
    *,
    month: str | None = None,
    round_number: int | None = None,
    playoff: bool = False,
) -> tuple[str, ...]:
    """``berger export``: the TRF (``to`` ``trf``: with the results counted,
    or the entrants and the draw before any; with ``month``, ``YYYY-MM``,
    that month's games only, see :meth:`Variant.write_month_trf`; with
    ``playoff``, the play-off as an event of its own), the games
    of every round (or of ``round_number``) as PGN for a broadcast (``pgn``;
    a draughts event's as PDN, ``pdn``, with the openings drawn)
    or the standings as CSV or JSON (SPEC sections 7 and 11), written
    atomically.

    Returns warnings to show the user.

    Raises:
        BergerError: no results for a CSV/JSON export, a round the schedule
            does not have, or as the writers.
    """
    if month is not None:
        return variant.write_month_trf(month, target)
    if playoff:
        write_playoff_trf(variant, target)
        return ()
    output = _exported(variant, to)
    rounds = None
    if round_number is not None and to in ("pgn", "pdn"):
        paired = len(variant.event.schedule.rounds)
        if not 1 <= round_number <= paired:
            raise InputError(
                _("--round {round}: the schedule has rounds 1–{rounds}").format(
                    round=round_number, rounds=paired
                ),
                path=variant.config.source,
            )
        rounds = [round_number]
    if output.needs_results:
        variant.require_results(
            why=_("to export as {format}").format(format=to.upper()),
            other=_("a TRF export"),
        )
    made, work = make_output(variant, output, rounds=rounds)
    return write_made(made, target, work.settings)


def _exported(variant: Variant[E, C], to: str) -> Output[E, C]:
    """The output of the event written as ``to``; the games refused in a
    format the event's game is not kept in: PDN for a chess event, PGN for
    an event of micro-matches.

    Raises:
        InputError: naming the format to ask for.
    """
    if to == "pdn" and variant.config.draughts is None:
        raise InputError(
            _(
                "PDN holds draughts games: give the discipline in [event]"
                " (discipline = {disciplines})"
            ).format(disciplines=Discipline.choices()),
            path=variant.config.source,
            field="event.discipline",
        )
    output = find_output(variant.kind.outputs, export=to)
    if output is None:
        raise InputError(
            _("the games of a draughts event are written as PDN: give --to pdn"),
            path=variant.config.source,
        )
    return output
