"""Use cases: the event written for other programs: the FIDE TRF, the
standings as CSV or JSON (``berger export``), and the live workbook."""

from __future__ import annotations

from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.standings import Standings
from berger.core.teams import TeamEvent
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event import EventConfig
from berger.pipeline.event import AnyEvent
from berger.pipeline.reports import standings_as
from berger.pipeline.results import (
    crosstable_for,
    load_results,
    no_results,
    require_results,
    standings_for,
)


def write_event_trf(
    config: EventConfig,
    tournament: Tournament,
    tables: tuple[Crosstable, Standings] | None,
    target: Path,
) -> tuple[str, ...]:
    """Write the event as a FIDE TRF: with the crosstable and standings of
    its results (see :func:`~berger.pipeline.results.standings_for`), points,
    ranks and the tiebreak list; without results (``tables`` None), the
    players and the draw (blank result columns).

    Returns what the TRF could not hold as it is (see ``trf_warnings``).

    Raises:
        BergerError: an unknown tiebreak code, a value TRF cannot hold, or the
            file cannot be written.
    """
    from berger.formats.trf import trf_warnings, write_trf

    chain = parse_chain(config.options.tiebreaks or DEFAULT_CHAIN)
    if tables is None:
        crosstable = crosstable_for(config, tournament, no_results(tournament))
        standings = None
    else:
        crosstable, standings = tables
    write_trf(tournament, crosstable, standings, target, chain=chain)
    return trf_warnings(tournament.players, tournament.scoring)


def export_event(
    config: EventConfig,
    tournament: AnyEvent,
    to: str,
    target: Path,
    *,
    month: str | None = None,
) -> tuple[str, ...]:
    """``berger export``: the TRF (see :func:`write_event_trf`; with
    ``month``, ``YYYY-MM``, that month's games only, see
    :func:`write_event_month_trf`) or the standings as CSV or JSON (SPEC
    sections 7 and 11), written atomically.

    Returns warnings to show the user.

    Raises:
        BergerError: no results for a CSV/JSON export, or as the writers.
    """
    from berger.formats.atomic import write_text

    if month is not None:
        return write_event_month_trf(config, tournament, month, target)
    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.export_event(config, tournament, to, target)

    if to == "trf":
        results = load_results(config, tournament)
        tables = None if results is None else standings_for(config, tournament, results)
        return write_event_trf(config, tournament, tables, target)
    results = require_results(
        config, tournament, why=f"to export as {to.upper()}", other="a TRF export"
    )
    write_text(target, standings_as(to, config, tournament, results))
    return ()


def write_event_month_trf(
    config: EventConfig, tournament: AnyEvent, month: str, target: Path
) -> tuple[str, ...]:
    """A TRF of the games of one calendar month, ``YYYY-MM`` (FIDE's monthly
    rating period), for the rating officer of an event played over several
    months; the results so far, blank where there are none.

    Returns what the TRF could not hold as it is (see ``trf_warnings``).

    Raises:
        BergerError: a team event, an event that does not date every round, a
            month without a round, bad results, or the file cannot be written.
    """
    from berger.formats.trf import trf_warnings
    from berger.formats.trf.month import write_month_trf

    if isinstance(tournament, TeamEvent):
        raise InputError(
            f"--month {month}: a team event's TRF is written whole", path=config.source
        )
    results = load_results(config, tournament)
    crosstable = crosstable_for(
        config, tournament, no_results(tournament) if results is None else results
    )
    write_month_trf(tournament, crosstable, month, target)
    return trf_warnings(tournament.players, tournament.scoring)


def write_event_workbook(
    config: EventConfig, tournament: AnyEvent, target: Path
) -> None:
    """``berger workbook``: the live event workbook (a team event's team
    workbook), with the results where there are any.

    Raises:
        BergerError: bad results, or the workbook cannot be written.
    """
    from berger.render.xlsx import write_workbook as write

    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        team_pipeline.write_team_workbook(config, tournament, target)
        return

    results = load_results(config, tournament)
    standings = (
        None if results is None else standings_for(config, tournament, results)[1]
    )
    write(config, tournament, results, standings, target)
