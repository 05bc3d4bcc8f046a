"""The outputs of a micro-match event (see
:mod:`berger.pipeline.shared_outputs`): those every kind has, made its way
(the pairing cards and the round sheets with every game of each
micro-match and the opening drawn for its board, from
:mod:`berger.pipeline.draughts_papers`; the crosstable a micro-match a
cell; the standings in game points, or match points first; the workbook a
row a game; the TRF, what it can hold: each game a round of its own), and
its own: the games as PDN and the list of the openings drawn."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.micro.matches import MicroMatchEvent, game_event
from berger.core.results import Results, ResultsBuilder
from berger.formats.exchange.trf import trf_warnings, write_trf
from berger.formats.reports.micro_standings import (
    micro_standings_csv,
    micro_standings_json,
)
from berger.messages import _
from berger.pipeline.micro.count import MicroCounted, micro_table
from berger.pipeline.outputs import Work, Writer
from berger.pipeline.shared_outputs import Makers, draughts_records, event_outputs
from berger.render import draughts_documents as docs
from berger.render.printing import Settings
from berger.render.xlsx.micro import micro_variation

MicroWork = Work[MicroMatchEvent, MicroCounted]
"""What a micro-match event's outputs are made from."""


def crosstable(counted: MicroCounted, settings: Settings, pdf: bool) -> str:
    """The crosstable: each cell the micro-match, its score and its games."""
    table = counted.table
    return docs.micro_crosstable_html(table, counted.standings, settings, pdf=pdf)


def standings(counted: MicroCounted, settings: Settings, pdf: bool) -> str:
    """The standings, in game points (match points first where the event
    has them)."""
    table = counted.table
    return docs.micro_standings_html(table, counted.standings, settings, pdf=pdf)


def for_csv(event: MicroMatchEvent, counted: MicroCounted) -> str:
    """The standings as CSV."""
    return micro_standings_csv(event, counted.standings)


def for_json(event: MicroMatchEvent, counted: MicroCounted) -> str:
    """The standings as JSON."""
    return micro_standings_json(event, counted.standings)


def trf(work: MicroWork) -> Writer:
    """FIDE's TRF, which has no micro-matches: each game a round of its own
    (round r's game g is round (r − 1) × N + g), the points the games'; the
    places and the chain where the games' points rank (with match points
    the ranks are left out: TRF's points are not what ranks)."""

    def write(target: Path) -> Sequence[str]:
        event = work.event
        games = game_event(event)
        counted = work.counted
        if counted is None:
            table = build_crosstable(games, Results(), after_round=0)
            ranks = None
        else:
            table = counted.table.games
            by_games = counted.table.matches is None
            ranks = (
                (counted.standings.by_chain or counted.standings) if by_games else None
            )
        chain = work.chain if ranks is not None else ()
        write_trf(games, table, ranks, target, chain=chain, games=event.games)
        note = _(
            "TRF has no micro-matches: each game is a round of its own (round"
            " r's game g is round (r − 1) × {games} + g)"
        ).format(games=event.games)
        return (note, *trf_warnings(event.players, event.scoring))

    return write


def rank_games(work: MicroWork) -> tuple[Crosstable, int]:
    """The games the rank norms count: every game of every micro-match,
    with the results counted or before any."""
    counted, event = work.counted, work.event
    table = (
        counted.table
        if counted is not None
        else micro_table(
            work.config, event, ResultsBuilder.for_tournament(event).build()
        )
    )
    return table.games, table.after_round


MICRO_MAKERS: Makers[MicroMatchEvent, MicroCounted] = Makers(
    crosstable_html=crosstable,
    standings_html=standings,
    standings_csv=for_csv,
    standings_json=for_json,
    workbook=micro_variation,
    trf=trf,
    rank_games=rank_games,
)
"""How a micro-match event makes the outputs every kind has."""

MICRO_OUTPUTS = event_outputs(MICRO_MAKERS, games=draughts_records())
"""Every output of a micro-match event."""
