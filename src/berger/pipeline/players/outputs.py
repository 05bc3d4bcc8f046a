"""The outputs of an event of players (see
:mod:`berger.pipeline.shared_outputs`): those every kind has, made its
way (the pairing cards and round sheets of
:mod:`berger.pipeline.draughts_papers`, its crosstable and standings with a
rated event's rating changes, its TRF), and its own: the title norms after
the standings, the games as PGN for broadcasts (not in the pack) and, a
draughts event's, as PDN with the list of the openings drawn."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.tournament import Tournament
from berger.formats.exchange.pgn_export import player_games
from berger.formats.exchange.trf import trf_warnings, write_trf
from berger.formats.reports.standings import standings_csv, standings_json
from berger.pipeline.outputs import COUNTED, PLAYOFF, FromSchedule, Work, Writer
from berger.pipeline.players.count import (
    PlayerCounted,
    norms_apply,
    norms_of,
    player_crosstable,
    withdrawals,
)
from berger.pipeline.shared_outputs import (
    Makers,
    draughts_records,
    event_outputs,
    pgn_games,
)
from berger.render import documents as docs
from berger.render.printing import Page, Settings
from berger.render.xlsx.players import PLAYERS

PlayerWork = Work[Tournament, PlayerCounted]
"""What an event of players' outputs are made from."""


def crosstable(counted: PlayerCounted, settings: Settings, pdf: bool) -> str:
    """The crosstable filled from the results."""
    table = counted.crosstable
    return docs.crosstable_html(table, counted.standings, settings, pdf=pdf)


def standings(counted: PlayerCounted, settings: Settings, pdf: bool) -> str:
    """The standings, with a rated event's rating changes."""
    table, changes = counted.crosstable, counted.changes
    return docs.standings_html(
        table, counted.standings, settings, pdf=pdf, changes=changes
    )


def norms(work: PlayerWork) -> Page | None:
    """The title norms (the forecast without results), where norms apply;
    worked out when printed."""
    if not norms_apply(work.config, work.event):
        return None
    config, event, settings, counted = (
        work.config,
        work.event,
        work.settings,
        work.counted,
    )

    def html(pdf: bool) -> str:
        table = (
            counted.crosstable
            if counted is not None
            else player_crosstable(config, event, withdrawals(event))
        )
        return docs.norms_html(event, norms_of(config, table), settings, pdf=pdf)

    return Page(html)


def rank_games(work: PlayerWork) -> tuple[Crosstable, int]:
    """The games the rank norms count: the event's own (a play-off is an
    event of its own), with the results counted or before any."""
    counted = work.counted
    table = (
        counted.crosstable
        if counted is not None
        else player_crosstable(work.config, work.event, withdrawals(work.event))
    )
    return table, table.after_round


def for_csv(event: Tournament, counted: PlayerCounted) -> str:
    """The standings as CSV, a rated event's with the rating changes."""
    return standings_csv(event, counted.standings, counted.changes)


def for_json(event: Tournament, counted: PlayerCounted) -> str:
    """The standings as JSON, a rated event's with the rating changes."""
    return standings_json(event, counted.standings, counted.changes)


def trf(work: PlayerWork) -> Writer:
    """The FIDE TRF: points, ranks and the tiebreak list with results (the
    chain's ranks: a play-off is an event of its own, and stays out of the
    event's TRF); the players and the draw (blank result columns) without."""

    def write(target: Path) -> Sequence[str]:
        event = work.event
        if work.counted is None:
            table = player_crosstable(work.config, event, withdrawals(event))
            ranks = None
        else:
            table = work.counted.crosstable
            ranks = work.counted.standings.by_chain or work.counted.standings
        write_trf(event, table, ranks, target, chain=work.chain)
        return trf_warnings(event.players, event.scoring)

    return write


PLAYER_MAKERS: Makers[Tournament, PlayerCounted] = Makers(
    crosstable_html=crosstable,
    standings_html=standings,
    standings_csv=for_csv,
    standings_json=for_json,
    workbook=lambda event: PLAYERS,
    trf=trf,
    rank_games=rank_games,
)
"""How an event of players makes the outputs every kind has."""

PLAYER_OUTPUTS = event_outputs(
    PLAYER_MAKERS,
    documents=(
        FromSchedule(
            "norms.pdf",
            COUNTED - {PLAYOFF},  # the event's own games alone
            norms,
            priority=6,
        ),
    ),
    games=(pgn_games(player_games), *draughts_records()),
)
"""Every output of an event of players."""
