"""Use cases: read an event, number it, schedule it. No Click here.

The command line calls these; so can any other program.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.results import Results
from berger.core.standings import Standings, compute_standings
from berger.core.tiebreaks import DEFAULT_CHAIN
from berger.core.tournament import Tournament, make_tournament
from berger.errors import BergerError, InputError
from berger.formats.event import EventConfig, Options, load_event


def draw_seed() -> int:
    """A fresh seed for a draw by lot, small enough to read out and type."""
    return secrets.randbelow(1_000_000)


def prepare(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[Tournament, bool]:
    """Number the players and build the schedule.

    Returns the tournament and whether the seed was chosen here (so the caller
    can report it).

    Raises:
        BergerError: the event cannot be scheduled as asked.
    """
    numbering = config.numbering
    seed = config.options.seed
    chosen = False
    if numbering.needs_seed and seed is None:
        seed, chosen = choose_seed(), True
    try:
        tournament = make_tournament(
            config.info,
            config.players,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=numbering,
            seed=seed,
            scoring=config.scoring,
        )
    except BergerError as exc:
        if isinstance(exc, InputError):
            raise
        raise InputError(str(exc), path=config.players_file) from None
    return tournament, chosen


def open_event(
    path: Path, options: Options, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[EventConfig, Tournament, bool]:
    """Read the EVENT, apply the options, number and schedule it.

    Raises:
        BergerError: any input problem.
    """
    config = load_event(path, options)
    tournament, chosen = prepare(config, choose_seed=choose_seed)
    return config, tournament, chosen


RESULT_SUFFIXES = (".csv", ".tsv", ".txt", ".pgn", ".xlsx", ".xlsm", ".trf")


def require_results(
    config: EventConfig, tournament: Tournament, *, why: str = "", other: str = ""
) -> Results:
    """The event's results, which this use needs.

    Raises:
        InputError: there are none (the message says how to give them, and
            ``other``, what does without them), or as :func:`load_results`.
    """
    results = load_results(config, tournament)
    if results is None:
        raise InputError(
            "no results"
            + (f" {why}" if why else "")
            + ": give --results FILE or results = ... in event.toml"
            + (f" ({other} needs none)" if other else ""),
            path=config.source,
        )
    return results


def load_results(config: EventConfig, tournament: Tournament) -> Results | None:
    """The event's results: from ``--results`` / ``results =`` by file type, or
    those inside a TRF EVENT; None when there are none.

    Raises:
        InputError: an unknown file type or anything the reader refuses.
    """
    path = config.options.results
    if path is None:
        if config.trf_results is None:
            return None
        from berger.formats.trf import results_from_trf

        results = results_from_trf(config.trf_results, tournament)
        return results if results.outcomes or results.withdrawn else None
    suffix = path.suffix.lower()
    if suffix in (".csv", ".tsv", ".txt"):
        from berger.formats.results import read_results_csv

        return read_results_csv(path, tournament)
    if suffix == ".pgn":
        from berger.formats.pgn import read_results_pgn

        return read_results_pgn(path, tournament)
    if suffix in (".xlsx", ".xlsm"):
        from berger.formats.workbook import read_results_workbook

        return read_results_workbook(path, tournament)
    if suffix == ".trf":
        from berger.formats.trf import read_trf_results

        return read_trf_results(path, tournament)
    raise InputError(
        f"cannot tell the results format from the name (use one of"
        f" {', '.join(RESULT_SUFFIXES)})",
        path=path,
        field="results",
    )


def standings_for(
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> tuple[Crosstable, Standings]:
    """The crosstable and standings after ``after_round`` (default: the last
    round with a result), with the event's tiebreak chain and withdrawal rule
    (``--withdrawal`` / ``[rules] withdrawal``, default the half rule).

    Raises:
        BergerError: a round beyond the schedule, an unknown tiebreak code.
    """
    crosstable = build_crosstable(
        tournament,
        results,
        after_round=after_round,
        withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
    )
    chain = config.options.tiebreaks or DEFAULT_CHAIN
    return crosstable, compute_standings(crosstable, chain)


def write_event_trf(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    target: Path,
) -> tuple[str, ...]:
    """Write the event as a FIDE TRF: with results, points, ranks and the
    tiebreak list; without, the players and the draw (blank result columns).

    Returns what the TRF could not hold as it is (see ``trf_warnings``).

    Raises:
        BergerError: an unknown tiebreak code, a value TRF cannot hold, or the
            file cannot be written.
    """
    from berger.core.results import ResultsBuilder
    from berger.core.tiebreaks import parse_chain
    from berger.formats.trf import trf_warnings, write_trf

    chain = parse_chain(config.options.tiebreaks or DEFAULT_CHAIN)
    if results is None:
        draw = ResultsBuilder.for_tournament(tournament).build()
        crosstable, standings = build_crosstable(tournament, draw), None
    else:
        crosstable, standings = standings_for(config, tournament, results)
    write_trf(tournament, crosstable, standings, target, chain=chain)
    return trf_warnings(tournament)


def export_event(
    config: EventConfig, tournament: Tournament, to: str, target: Path
) -> tuple[str, ...]:
    """``berger export``: the TRF (see :func:`write_event_trf`) or the
    standings as CSV or JSON (SPEC section 7), written atomically.

    Returns warnings to show the user.

    Raises:
        BergerError: no results for a CSV/JSON export, or as the writers.
    """
    from berger.formats.atomic import write_text

    if to == "trf":
        results = load_results(config, tournament)
        return write_event_trf(config, tournament, results, target)
    results = require_results(
        config, tournament, why=f"to export as {to.upper()}", other="a TRF export"
    )
    from berger.formats import standings as out

    _crosstable, standings = standings_for(config, tournament, results)
    render = out.standings_csv if to == "csv" else out.standings_json
    write_text(target, render(tournament, standings))
    return ()
