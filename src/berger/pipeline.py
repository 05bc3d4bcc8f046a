"""Use cases: read an event, number and schedule it, and make what each
command makes from it: reports, documents, the workbook, exports. No Click here.

The command line calls these; so can any other program. Readers, writers and
renderers are imported inside the functions that use them, so a command pays
only for its own. A team event is handed over to :mod:`berger.team_pipeline`
by the use cases the commands call.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from berger.core.berger import check_players, meetings
from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.model import Game, NormExemption, Schedule
from berger.core.norm_report import NormReport
from berger.core.norms import assess_norms
from berger.core.pairings import schedule_meetings
from berger.core.rating_change import RatingChange, rating_changes
from berger.core.results import Results
from berger.core.standings import Standings, Ties, compute_standings
from berger.core.teams import TeamEvent
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament, make_tournament
from berger.errors import BergerError, InputError, in_group
from berger.formats.event import EventConfig, Options, missing_results
from berger.formats.event_groups import load_groups
from berger.formats.event_loader import load_event

if TYPE_CHECKING:
    from berger.render.documents import Settings
    from berger.render.press import Progress

AnyEvent = Tournament | TeamEvent
"""An event ready for its commands: players or teams numbered and scheduled."""


def draw_seed() -> int:
    """A fresh seed for a draw by lot, small enough to read out and type."""
    return secrets.randbelow(1_000_000)


def seeded(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[EventConfig, bool]:
    """The event with its seed: the one given (``--seed``, ``[rules] seed``),
    or one chosen here when something is drawn by lot (the pairing numbers,
    or with ``ties = "lots"`` the order of players level after the chain).
    One seed serves both, so ``--seed S`` repeats every drawing.

    Returns the event and whether the seed was chosen here (so the caller
    can report it).
    """
    needed = config.numbering.needs_seed or config.ties is Ties.LOTS
    if config.options.seed is not None or not needed:
        return config, False
    options = replace(config.options, seed=choose_seed())
    return replace(config, options=options), True


def prepare(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[Tournament, bool]:
    """Number the players and build the schedule: FIDE's Berger table, or
    the pairings the results make (see :func:`follow_pairings`).

    Returns the tournament and whether the draw's seed was chosen here (so
    the caller can report it).

    Raises:
        BergerError: the event cannot be scheduled as asked.
    """
    config, chosen = seeded(config, choose_seed=choose_seed)
    with config.scheduling():
        tournament = make_tournament(
            config.info,
            config.players,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=config.numbering,
            seed=config.options.seed,
            scoring=config.scoring,
        )
    if config.follows_results:
        tournament = replace(tournament, schedule=follow_pairings(config, tournament))
    return tournament, chosen and config.numbering.needs_seed


def follow_pairings(config: EventConfig, tournament: Tournament) -> Schedule:
    """The schedule made of the pairings the event's results give: a TRF
    EVENT's own round blocks, or the ``--results`` file's games; checked to
    be a round robin of the event's cycles (as many as the rounds fill when
    not given) or its first rounds. Pairing numbers are ``tournament``'s.

    Raises:
        InputError: no results to take the pairings from, anything the
            reader refuses, or the first round or pair that breaks a round
            robin.
    """
    from berger.formats.results_file import pairings_from, read_pairings

    cycles = config.options.cycles
    if config.own_pairings:
        from berger.formats.trf import record_trf

        assert config.trf_results is not None
        own = partial(record_trf, config.trf_results, tournament)
        return pairings_from(own, tournament, cycles=cycles, shown=config.source)
    if config.options.results is None:
        raise InputError(
            "--schedule results takes the pairings from the results: give"
            " --results FILE or results = ... in event.toml",
            path=config.source,
        )
    return read_pairings(config.options.results, tournament, cycles=cycles)


def open_event(
    path: Path, options: Options, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[EventConfig, AnyEvent, bool]:
    """Read the EVENT, apply the options, settle its seed (see
    :func:`seeded`), number and schedule it: a :class:`Tournament`, or a
    :class:`TeamEvent` for a team event.

    Returns the event (with the seed chosen here, if any), the tournament and
    whether the seed was chosen here.

    Raises:
        BergerError: any input problem.
    """
    config, chosen = seeded(load_event(path, options), choose_seed=choose_seed)
    event, _chosen = prepare_any(config)
    return config, event, chosen


def prepare_any(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[AnyEvent, bool]:
    """Number and schedule the event: its players (:func:`prepare`), or a
    team event's teams (:func:`berger.team_pipeline.prepare_teams`).

    Returns the event and whether the draw's seed was chosen here.

    Raises:
        BergerError: the event cannot be scheduled as asked.
    """
    if config.teams is not None:
        from berger.team_pipeline import prepare_teams

        config, chosen = seeded(config, choose_seed=choose_seed)
        return prepare_teams(config), chosen and config.numbering.needs_seed
    return prepare(config, choose_seed=choose_seed)


class OpenGroup(NamedTuple):
    """One round robin of an EVENT, read, numbered and scheduled."""

    name: str | None
    """The group's name, or None for an event without groups."""
    config: EventConfig
    """The group as an event of its own (see :func:`load_groups`), with its
    seed settled (see :func:`seeded`)."""
    tournament: AnyEvent
    """Its players (a team event's teams), numbered, and schedule."""
    seed_chosen: bool
    """Whether its seed (the draw's, the lots') was chosen here (to be
    reported)."""


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
        config, chosen = seeded(config, choose_seed=choose_seed)
        with in_group(name):
            tournament, _chosen = prepare_any(config)
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
        raise missing_results(config, why=why, other=other)
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


def crosstable_for(
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> Crosstable:
    """The crosstable after ``after_round`` (default: the last round with a
    result), with the event's withdrawal rule (``--withdrawal`` /
    ``[rules] withdrawal``, default the half rule).

    Raises:
        BergerError: a round beyond the schedule.
    """
    return build_crosstable(
        tournament,
        results,
        after_round=after_round,
        withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
    )


def standings_for(
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> tuple[Crosstable, Standings]:
    """The crosstable (see :func:`crosstable_for`) and standings after
    ``after_round``, with the event's tiebreak chain, ``unrated`` and
    ``ties`` settings (lots drawn with the event's seed, see :func:`seeded`).

    Raises:
        BergerError: a round beyond the schedule, an unknown tiebreak code,
            lots to draw without a seed (an event not opened by
            :func:`open_event` nor :func:`seeded`).
    """
    crosstable = crosstable_for(config, tournament, results, after_round=after_round)
    seed = config.options.seed
    if config.ties is Ties.LOTS and seed is None:
        raise InputError(
            'ties = "lots" needs a seed: give --seed S or [rules] seed',
            path=config.source,
        )
    standings = compute_standings(
        crosstable,
        config.options.tiebreaks or DEFAULT_CHAIN,
        unrated=config.unrated,
        ties=config.ties,
        seed=seed,
    )
    return crosstable, standings


def rating_changes_for(
    config: EventConfig, crosstable: Crosstable
) -> tuple[RatingChange, ...] | None:
    """Every player's rating change over the crosstable's rounds, in
    pairing-number order, when the event is rated (see
    :attr:`EventConfig.rated`); else None."""
    return rating_changes(crosstable) if config.rated else None


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
    return trf_warnings(tournament.players, tournament.scoring)


def export_event(
    config: EventConfig, tournament: AnyEvent, to: str, target: Path
) -> tuple[str, ...]:
    """``berger export``: the TRF (see :func:`write_event_trf`) or the
    standings as CSV or JSON (SPEC sections 7 and 11), written atomically.

    Returns warnings to show the user.

    Raises:
        BergerError: no results for a CSV/JSON export, or as the writers.
    """
    from berger.formats.atomic import write_text

    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.export_event(config, tournament, to, target)

    if to == "trf":
        results = load_results(config, tournament)
        return write_event_trf(config, tournament, results, target)
    results = require_results(
        config, tournament, why=f"to export as {to.upper()}", other="a TRF export"
    )
    write_text(target, _standings_as(to, config, tournament, results))
    return ()


def _standings_as(
    fmt: str,
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> str:
    """The standings after ``after_round`` as ``text``, ``csv`` or ``json``
    (SPEC section 7), with the rating changes of a rated event (section 9)."""
    from berger.formats import standings as out

    crosstable, standings = standings_for(
        config, tournament, results, after_round=after_round
    )
    render = {
        "text": out.standings_text,
        "csv": out.standings_csv,
        "json": out.standings_json,
    }[fmt]
    return render(tournament, standings, rating_changes_for(config, crosstable))


def standings_report(
    config: EventConfig,
    tournament: AnyEvent,
    fmt: str,
    *,
    after_round: int | None = None,
) -> str:
    """``berger standings``: places, points and tiebreaks after ``after_round``
    (default: the last round with a result) as ``text``, ``csv`` or ``json``,
    with the rating changes when the event is rated; a team event's match and
    game points and team tie-breaks.

    Raises:
        BergerError: no results, bad results, a round beyond the schedule, an
            unknown tiebreak code.
    """
    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.standings_report(
            config, tournament, fmt, after_round=after_round
        )
    results = require_results(config, tournament)
    return _standings_as(fmt, config, tournament, results, after_round=after_round)


def norms_apply(config: EventConfig) -> bool:
    """Title norms concern the event: a chess event where some player has a
    rating or a FIDE title (``berger build`` prints ``norms.pdf`` then)."""
    return config.info.game is Game.CHESS and any(
        p.rating is not None or p.fide_title is not None for p in config.players
    )


def individual(config: EventConfig, tournament: AnyEvent, what: str) -> Tournament:
    """The event, which must be an individual one for ``what`` (a use that
    means nothing for teams).

    Raises:
        InputError: a team event.
    """
    if isinstance(tournament, TeamEvent):
        raise InputError(
            f"{what} are for individual events; this is a team event",
            path=config.source,
        )
    return tournament


def norm_report(
    config: EventConfig, tournament: Tournament, *, after_round: int | None = None
) -> NormReport:
    """Every player's title norms after ``after_round`` (default: the last
    round with a result): without results the forecast, after the last round
    the outcome. ``[event] norm_exemption = "national"`` waives the federation
    requirements.

    Raises:
        BergerError: a draughts event (norms are FIDE's chess titles), bad
            results, a round beyond the schedule.
    """
    if config.info.game is not Game.CHESS:
        raise InputError(
            f"title norms are FIDE's, for chess; this is a {config.info.game} event",
            path=config.source,
            field="event.game",
        )
    results = load_results(config, tournament) or Results()
    crosstable = crosstable_for(config, tournament, results, after_round=after_round)
    national = tournament.info.norm_exemption is NormExemption.NATIONAL
    return assess_norms(crosstable, exempt_federations=national)


def norms_report(
    config: EventConfig,
    event: AnyEvent,
    fmt: str,
    *,
    after_round: int | None = None,
) -> str:
    """``berger norms``: the norms (see :func:`norm_report`) as ``text``,
    ``csv`` or ``json`` (SPEC section 9).

    Raises:
        BergerError: as :func:`norm_report`.
    """
    from berger.formats import norms as out

    tournament = individual(config, event, "title norms")
    report = norm_report(config, tournament, after_round=after_round)
    if fmt == "csv":
        return out.norms_csv(report)
    if fmt == "json":
        return out.norms_json(report)
    return out.norms_text(tournament, report)


def write_norms(
    config: EventConfig,
    event: AnyEvent,
    target: Path,
    *,
    after_round: int | None = None,
    progress: Progress | None = None,
) -> None:
    """``berger norms -o``: the norms document (the table, and a certificate
    block for each player with a norm made) to ``target`` (``.pdf`` or
    ``.html``), atomically.

    Raises:
        BergerError: as :func:`norm_report`, a broken template, an unknown
            suffix or an unwritable target.
    """
    from berger.render import documents

    tournament = individual(config, event, "title norms")
    report = norm_report(config, tournament, after_round=after_round)
    settings = settings_for(config, tournament, progress=progress)
    documents.write_document(
        target,
        lambda pdf: documents.norms_html(tournament, report, settings, pdf=pdf),
        settings,
    )


def schedule_report(tournament: AnyEvent, fmt: str) -> str:
    """``berger schedule``: every round, board by board (a team event's
    matches), as ``text``, ``csv`` or ``json``."""
    from berger.formats import schedule as out

    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.schedule_report(tournament, fmt)

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
    tournament: AnyEvent | None = None,
    players: int | None = None,
    options: Options | None = None,
) -> str:
    """``berger when``: the round(s) in which players ``a`` and ``b`` meet and
    who has white, as ``text`` or ``json``.

    In the ``tournament``'s schedule (its cycles, its swap, its names, or
    the pairings it follows; a team event's teams, the first-named team as
    ``white``), or else in a bare Berger table of ``players`` with the
    ``options``' cycles and swap.

    Raises:
        BergerError: a player count outside 2..2000, a number outside the
            table, ``a`` equal to ``b``, or two players with no game in the
            rounds paired so far.
    """
    from berger.formats import schedule as out

    names: dict[int, str] | None = None
    sides = ("white", "black")
    if tournament is not None:
        if isinstance(tournament, TeamEvent):
            entrants = [team.name for team in tournament.teams]
            sides = ("named first", "named second")
        else:
            entrants = [player.name for player in tournament.players]
        names = dict(enumerate(entrants, start=1))
        found = schedule_meetings(tournament.schedule, a, b)
    elif players is not None:
        options = options or Options()
        check_players(players)
        found = meetings(
            a, b, n=players, cycles=options.cycles or 1, swap=options.swap_last_two
        )
    else:
        raise ValueError("give a tournament or a number of players")
    if fmt == "json":
        return out.when_json(found)
    return out.when_text(found, names, sides=sides)


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
        ties=config.ties,
        unrated=config.unrated,
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
    tournament: AnyEvent,
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
    blank one shows each game's round in its cell with ``round_hints``. A team
    event's documents are its match cards, round sheets by match, team round
    chart and team crosstables.

    Raises:
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    from berger.render import documents

    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        team_pipeline.write_team_document(
            config,
            tournament,
            document.value,
            target,
            after_round=after_round,
            round_hints=round_hints,
            progress=progress,
        )
        return
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
