"""Use cases: read an event, number and schedule it, and make what each
command makes from it: reports, documents, the workbook, exports. No Click here.

The command line calls these; so can any other program. Readers, writers and
renderers are imported inside the functions that use them, so a command pays
only for its own.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from berger.core.berger import check_players, meetings
from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.results import Results
from berger.core.standings import Standings, compute_standings
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament, make_tournament
from berger.errors import BergerError, InputError, in_group
from berger.formats.event import EventConfig, Options, load_event, load_groups

if TYPE_CHECKING:
    from berger.render.documents import Settings
    from berger.render.press import Progress


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


class OpenGroup(NamedTuple):
    """One round robin of an EVENT, read, numbered and scheduled."""

    name: str | None
    """The group's name, or None for an event without groups."""
    config: EventConfig
    """The group as an event of its own (see :func:`load_groups`)."""
    tournament: Tournament
    """Its players, numbered, and schedule."""
    seed_chosen: bool
    """Whether its draw's seed was chosen here (to be reported)."""


class GroupNeeded(BergerError):
    """The EVENT has several groups and the request is for one of them."""

    def __init__(self, groups: Sequence[str], *, why: str = "") -> None:
        super().__init__(
            (f"{why}: " if why else "")
            + "this event has groups "
            + ", ".join(groups)
            + "; choose one with --group NAME"
        )
        self.groups = tuple(groups)
        """The event's groups, by name."""


def open_groups(
    path: Path,
    options: Options,
    *,
    group: str | None = None,
    single: bool = False,
    choose_seed: Callable[[], int] = draw_seed,
) -> tuple[OpenGroup, ...]:
    """Read the EVENT, apply the options, number and schedule each of its
    groups (only ``group``'s when given): an event without groups is one,
    named None. Errors inside a group name it.

    Raises:
        GroupNeeded: several groups, and ``single`` (the caller makes one
            thing of one group) or a results file in ``options`` (which can
            only be one group's).
        BergerError: any input problem (see :func:`load_groups`).
    """
    configs = load_groups(path, options, group=group)
    if len(configs) > 1:
        names = [name for name, _config in configs if name is not None]
        if single:
            raise GroupNeeded(names)
        if options.results is not None:
            raise GroupNeeded(names, why="--results is one group's results")
    groups = []
    for name, config in configs:
        with in_group(name):
            tournament, chosen = prepare(config, choose_seed=choose_seed)
        groups.append(OpenGroup(name, config, tournament, chosen))
    return tuple(groups)


def report_groups(
    groups: Sequence[OpenGroup],
    fmt: str,
    report: Callable[[OpenGroup], str],
    *,
    titled: bool = True,
) -> str:
    """The ``report`` of each group as ``text``, ``csv`` or ``json``, as one:
    with ``titled`` and named groups, each under its title (see
    :mod:`berger.formats.grouped`); else the one group's report as it is.

    Raises:
        BergerError: what ``report`` raises, the group named.
    """
    from berger.formats import grouped

    texts = []
    for group in groups:
        with in_group(group.name):
            texts.append(report(group))
    names = [group.name for group in groups if group.name is not None]
    if not titled or len(names) < len(groups):
        (only,) = texts
        return only
    return grouped.join(fmt, list(zip(names, texts, strict=True)))


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
    from berger.formats.results_file import read_results

    return read_results(path, tournament)


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
    _crosstable, standings = standings_for(config, tournament, results)
    write_text(target, _standings_as(to, tournament, standings))
    return ()


def _standings_as(fmt: str, tournament: Tournament, standings: Standings) -> str:
    """The standings as ``text``, ``csv`` or ``json`` (SPEC section 7)."""
    from berger.formats import standings as out

    render = {
        "text": out.standings_text,
        "csv": out.standings_csv,
        "json": out.standings_json,
    }[fmt]
    return render(tournament, standings)


def standings_report(
    config: EventConfig,
    tournament: Tournament,
    fmt: str,
    *,
    after_round: int | None = None,
) -> str:
    """``berger standings``: places, points and tiebreaks after ``after_round``
    (default: the last round with a result) as ``text``, ``csv`` or ``json``.

    Raises:
        BergerError: no results, bad results, a round beyond the schedule, an
            unknown tiebreak code.
    """
    results = require_results(config, tournament)
    _crosstable, standings = standings_for(
        config, tournament, results, after_round=after_round
    )
    return _standings_as(fmt, tournament, standings)


def schedule_report(tournament: Tournament, fmt: str) -> str:
    """``berger schedule``: every round, board by board, as ``text``, ``csv``
    or ``json``."""
    from berger.formats import schedule as out

    render = {
        "text": out.schedule_text,
        "csv": out.schedule_csv,
        "json": out.schedule_json,
    }[fmt]
    return render(tournament)


def when_report(
    a: int,
    b: int,
    fmt: str,
    *,
    tournament: Tournament | None = None,
    players: int | None = None,
    options: Options | None = None,
) -> str:
    """``berger when``: the round(s) in which players ``a`` and ``b`` meet and
    who has white, as ``text`` or ``json``.

    In the ``tournament``'s schedule (its cycles, its swap, its names), or
    else in a bare Berger table of ``players`` with the ``options``' cycles
    and swap.

    Raises:
        BergerError: a player count outside 2..2000, a number outside the
            table, ``a`` equal to ``b``.
    """
    from berger.formats import schedule as out

    names: dict[int, str] | None = None
    swap: bool | None
    if tournament is not None:
        n = tournament.n
        cycles, swap = tournament.schedule.cycles, tournament.schedule.swap_last_two
        names = {i: p.name for i, p in enumerate(tournament.players, start=1)}
    elif players is not None:
        options = options or Options()
        n, cycles, swap = players, options.cycles or 1, options.swap_last_two
    else:
        raise ValueError("give a tournament or a number of players")
    check_players(n)
    found = meetings(a, b, n=n, cycles=cycles, swap=swap)
    return out.when_json(found) if fmt == "json" else out.when_text(found, names)


def write_event_workbook(
    config: EventConfig, tournament: Tournament, target: Path
) -> None:
    """``berger workbook``: the live event workbook, with the results where
    there are any.

    Raises:
        BergerError: bad results, or the workbook cannot be written.
    """
    from berger.render.xlsx import write_workbook as write

    results = load_results(config, tournament)
    standings = (
        None if results is None else standings_for(config, tournament, results)[1]
    )
    write(config, tournament, results, standings, target)


def settings_for(
    config: EventConfig, tournament: Tournament, *, progress: Progress | None = None
) -> Settings:
    """How the event's documents are printed: the event file's and the
    command line's language, paper, templates and tiebreak chain.

    Raises:
        TemplateError: the ``--templates`` folder does not exist.
        InputError: an unknown tiebreak code.
    """
    from berger.render.documents import make_settings

    return make_settings(
        tournament,
        language=config.language,
        paper=config.paper,
        templates=config.options.templates,
        tiebreaks=parse_chain(config.options.tiebreaks or DEFAULT_CHAIN),
        progress=progress,
    )


@dataclass(frozen=True, slots=True)
class Paperwork:
    """An event ready for its documents."""

    settings: Settings
    """How they are printed."""
    tables: tuple[Crosstable, Standings] | None
    """The crosstable and standings of the results, or None without results."""


def paperwork(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    *,
    after_round: int | None = None,
    progress: Progress | None = None,
) -> Paperwork:
    """What the event's documents are made from: the settings (see
    :func:`settings_for`) and, when there are ``results``, their crosstable
    and standings after ``after_round``.

    Raises:
        BergerError: as :func:`settings_for` and :func:`standings_for`.
    """
    settings = settings_for(config, tournament, progress=progress)
    tables = (
        None
        if results is None
        else standings_for(config, tournament, results, after_round=after_round)
    )
    return Paperwork(settings, tables)


class Document(StrEnum):
    """A document a command writes on its own (``berger build`` writes them all)."""

    CARDS = "cards"
    """Pairing cards."""
    ROUND_SHEETS = "round-sheets"
    """One sheet per round, results filled where known."""
    CHART = "chart"
    """The round chart."""
    BLANK_CROSSTABLE = "crosstable-blank"
    """The empty crosstable to fill in by hand."""
    CROSSTABLE = "crosstable"
    """The crosstable filled from the results."""


def write_document(
    config: EventConfig,
    tournament: Tournament,
    document: Document,
    target: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> None:
    """Write one ``document`` of the event to ``target`` (``.pdf`` or
    ``.html``), atomically. The round sheets take the results where there are
    any; the filled crosstable needs them (counted up to ``after_round``); the
    blank one shows each game's round in its cell with ``round_hints``.

    Raises:
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    from berger.render import documents

    results = None
    if document is Document.CROSSTABLE:
        results = require_results(config, tournament, other="a --blank crosstable")
    elif document is Document.ROUND_SHEETS:
        results = load_results(config, tournament)
    work = paperwork(
        config, tournament, results, after_round=after_round, progress=progress
    )
    settings, tables = work.settings, work.tables
    if document is Document.CARDS:
        documents.write_cards(target, tournament, settings)
        return

    def page(pdf: bool) -> str:
        if document is Document.ROUND_SHEETS:
            outcomes = None if results is None else results.outcomes
            return documents.round_sheets_html(
                tournament, settings, pdf=pdf, outcomes=outcomes
            )
        if document is Document.CHART:
            return documents.chart_html(tournament, settings, pdf=pdf)
        if document is Document.BLANK_CROSSTABLE:
            return documents.blank_crosstable_html(
                tournament, settings, pdf=pdf, round_hints=round_hints
            )
        assert tables is not None
        return documents.crosstable_html(*tables, settings, pdf=pdf)

    documents.write_document(target, page, settings)
