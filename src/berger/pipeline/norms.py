"""Use cases: the title norms of an event's players, reported or printed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.crosstable import Crosstable
from berger.core.model import Game, NormExemption
from berger.core.norm_report import NormReport
from berger.core.norms import assess_norms
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event import EventConfig
from berger.pipeline.documents import settings_for
from berger.pipeline.event import AnyEvent, individual
from berger.pipeline.results import crosstable_for, load_results, no_results

if TYPE_CHECKING:
    from berger.render.press import Progress

NOT_FOR_TEAMS = "title norms are for individual events; this is a team event"
"""Why ``berger norms`` refuses a team event."""


def norms_apply(config: EventConfig) -> bool:
    """Title norms concern the event: a chess event where some player has a
    rating or a FIDE title (``berger build`` prints ``norms.pdf`` then)."""
    return config.info.game is Game.CHESS and any(
        p.rating is not None or p.fide_title is not None for p in config.players
    )


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
    results = load_results(config, tournament) or no_results(tournament)
    return norms_of(
        crosstable_for(config, tournament, results, after_round=after_round)
    )


def norms_of(crosstable: Crosstable) -> NormReport:
    """Every player's title norms over the ``crosstable`` (of a chess event):
    with no result in it the forecast. ``[event] norm_exemption =
    "national"`` waives the federation requirements."""
    national = crosstable.tournament.info.norm_exemption is NormExemption.NATIONAL
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

    tournament = individual(config, event, NOT_FOR_TEAMS)
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

    tournament = individual(config, event, NOT_FOR_TEAMS)
    report = norm_report(config, tournament, after_round=after_round)
    settings = settings_for(config, tournament, progress=progress)
    documents.write_document(
        target,
        lambda pdf: documents.norms_html(tournament, report, settings, pdf=pdf),
        settings,
    )
