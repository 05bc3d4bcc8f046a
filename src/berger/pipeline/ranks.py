"""Use cases: the rank norms of an event's players (``berger ranks``), and
the tables of rank norms berger ships (``berger ranks --tables``)."""

from __future__ import annotations

from berger import messages
from berger.core.ranks.assess import assess_ranks
from berger.core.ranks.report import RankReport
from berger.errors import InputError
from berger.formats.event.output import Format
from berger.formats.event.rank_table import shipped_names, shipped_table
from berger.formats.reports import rank_tables
from berger.formats.reports import ranks as out
from berger.messages import _
from berger.pipeline.outputs import C, E
from berger.pipeline.variant import Variant


def rank_report(
    variant: Variant[E, C], *, after_round: int | None = None
) -> RankReport:
    """Every player's rank norms by the event's table (``[ranks]``) after
    ``after_round`` (default: the last round with a result; before any
    result, what each rank will need).

    Raises:
        InputError: an event without ``[ranks]``, a team event, bad results,
            a round beyond the schedule.
    """
    settings = variant.config.ranks
    if settings is None:
        raise InputError(
            _(
                "this event names no table of rank norms: add [ranks] to"
                ' event.toml (table = "ru-draughts", or a .toml file of your own)'
            ),
            path=variant.config.source,
        )
    games, counted = variant.rank_games(after_round=after_round)
    return assess_ranks(
        games, settings.table, judges=settings.judges, after_round=counted
    )


def ranks_report(
    variant: Variant[E, C], fmt: Format, *, after_round: int | None = None
) -> str:
    """``berger ranks``: :func:`rank_report` as text (in the language of
    the run), CSV or JSON.

    Raises:
        InputError: as :func:`rank_report`.
    """
    report = rank_report(variant, after_round=after_round)
    match fmt:
        case Format.CSV:
            return out.ranks_csv(report)
        case Format.JSON:
            return out.ranks_json(report)
        case Format.TEXT:
            return out.ranks_text(
                variant.event,
                report,
                rounds=len(variant.event.schedule.rounds),
                language=messages.language(),
                wording=variant.wording(),
            )


def tables_report(fmt: Format) -> str:
    """``berger ranks --tables``: the tables berger ships, with their
    sources, as text (in the language of the run) or JSON."""
    tables = [shipped_table(name) for name in shipped_names()]
    if fmt is Format.JSON:
        return rank_tables.tables_json(tables)
    return rank_tables.tables_text(tables, messages.language())
