"""Use cases: the event written for other programs: the FIDE TRF, the
standings as CSV or JSON (``berger export``), and the live workbook."""

from __future__ import annotations

from pathlib import Path

from berger.errors import InputError
from berger.formats.reports.output import Format
from berger.messages import _
from berger.pipeline.variant import Variant


def export_event(
    variant: Variant,
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
    of every round (or of ``round_number``) as PGN for a broadcast (``pgn``)
    or the standings as CSV or JSON (SPEC sections 7 and 11), written
    atomically.

    Returns warnings to show the user.

    Raises:
        BergerError: no results for a CSV/JSON export, a round the schedule
            does not have, or as the writers.
    """
    from berger.formats.files.atomic import write_text

    if month is not None:
        return variant.write_month_trf(month, target)
    if playoff:
        from berger.pipeline.playoff import write_playoff_trf

        write_playoff_trf(variant, target)
        return ()
    if to == "pgn":
        from berger.formats.exchange.pgn_export import write_pgn

        paired = len(variant.event.schedule.rounds)
        if round_number is not None and not 1 <= round_number <= paired:
            raise InputError(
                _("--round {round}: the schedule has rounds 1–{rounds}").format(
                    round=round_number, rounds=paired
                ),
                path=variant.config.source,
            )
        rounds = range(1, paired + 1) if round_number is None else [round_number]
        games = variant.broadcast_games(variant.read_results(), rounds)
        write_pgn(variant.config.info, games, target)
        return ()
    if to == "trf":
        results = variant.read_results()
        counted = None if results is None else variant.count(results)
        return variant.write_trf(results, counted, target)
    fmt = Format.from_code(to)
    results = variant.require_results(
        why=_("to export as {format}").format(format=to.upper()),
        other=_("a TRF export"),
    )
    write_text(target, variant.standings_report(variant.count(results), fmt))
    return ()


def write_event_workbook(variant: Variant, target: Path) -> None:
    """``berger workbook``: the live event workbook (a team event's team
    workbook), with the results where there are any.

    Raises:
        BergerError: bad results, or the workbook cannot be written.
    """
    results = variant.read_results()
    counted = None if results is None else variant.count(results)
    variant.write_workbook(results, counted, target)
