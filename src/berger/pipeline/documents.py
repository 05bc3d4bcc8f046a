"""Use cases: the event's printed documents: how they are printed, what
they are made from, and one document written on its own (``berger build``
writes them all)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.crosstable import Crosstable
from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.teams import TeamEvent
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.formats.event import EventConfig
from berger.pipeline.event import AnyEvent
from berger.pipeline.results import load_results, require_results, standings_for

if TYPE_CHECKING:
    from berger.render.documents import Settings
    from berger.render.press import Progress


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
