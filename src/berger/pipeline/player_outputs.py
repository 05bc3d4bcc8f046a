"""The outputs of an event of players, in the order the pack writes them
(see :mod:`berger.pipeline.outputs`): the pairing cards, the round sheets,
the round chart, the blank crosstable, the crosstable, the standings, the
title norms, the prize list, the play-off's papers, the standings for other
programs, the workbook, the TRF; and the games as PGN for broadcasts (not
in the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.pending import PendingGame, pending_games
from berger.core.tournament import Tournament
from berger.formats.exchange.pdn_export import pdn_pairings, write_pdn
from berger.formats.exchange.pgn_export import player_games, write_pgn
from berger.formats.exchange.trf import trf_warnings, write_trf
from berger.formats.reports.standings import standings_csv, standings_json
from berger.pipeline.micro_outputs import draughts_of
from berger.pipeline.outputs import (
    BALLOT,
    COUNTED,
    FOR_PROGRAMS,
    OUTCOMES,
    PLAYOFF,
    PRINT,
    PRIZES,
    RESULTS,
    RULES,
    Output,
    Work,
    Writer,
)
from berger.pipeline.player_count import (
    PlayerCounted,
    norms_apply,
    norms_of,
    player_crosstable,
    withdrawals,
)
from berger.pipeline.playoff import named, the_playoff
from berger.pipeline.prizes import has_prizes, prize_page, prize_view
from berger.render import documents as docs
from berger.render.documents import PlayerPapers
from berger.render.draughts_documents import DraughtsPapers
from berger.render.printing import Page
from berger.render.xlsx import write_workbook
from berger.render.xlsx.players import PLAYERS

PlayerWork = Work[Tournament, PlayerCounted]
"""What an event of players' outputs are made from."""


def _papers(work: PlayerWork) -> PlayerPapers:
    return PlayerPapers(work.event, work.settings)


def _counted(work: PlayerWork) -> PlayerCounted:
    """The results counted, which an output that needs them has."""
    assert work.counted is not None
    return work.counted


def cards(work: PlayerWork) -> Page:
    """The pairing cards (of ``work.rounds`` alone, when given); a draughts
    event's with the opening drawn for each board."""
    if work.openings is not None:
        draughts = DraughtsPapers(work.event, work.settings, draughts_of(work))
        return draughts.cards(rounds=work.rounds)
    return _papers(work).cards(rounds=work.rounds)


def round_sheets(work: PlayerWork) -> Page:
    """The round sheets, the results filled in where known; a draughts
    event's with the opening drawn for each board."""
    if work.openings is not None:
        draughts = DraughtsPapers(work.event, work.settings, draughts_of(work))
        return draughts.round_sheets(work.results, rounds=work.rounds)
    return _papers(work).round_sheets(work.results, work.rounds, _pending(work))


def _pending(work: PlayerWork) -> tuple[PendingGame, ...]:
    """The games pending now (the round sheets name them)."""
    results = work.results
    if results is None:
        return ()
    crosstable = player_crosstable(work.config, work.event, results)
    return pending_games(crosstable, results)


def chart(work: PlayerWork) -> Page:
    """The round chart."""
    return _papers(work).chart()


def blank_crosstable(work: PlayerWork) -> Page:
    """The crosstable to fill in by hand (each game's round in its cell on
    request)."""
    return _papers(work).blank_crosstable(round_hints=work.round_hints)


def crosstable(work: PlayerWork) -> Page:
    """The crosstable filled from the results."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.crosstable_html(
            counted.crosstable, counted.standings, settings, pdf=pdf
        )
    )


def standings(work: PlayerWork) -> Page:
    """The standings, with a rated event's rating changes."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.standings_html(
            counted.crosstable,
            counted.standings,
            settings,
            pdf=pdf,
            changes=counted.changes,
        )
    )


def norms(work: PlayerWork) -> Page:
    """The title norms: the forecast without results."""
    table = (
        work.counted.crosstable
        if work.counted is not None
        else player_crosstable(work.config, work.event, withdrawals(work.event))
    )
    report = norms_of(work.config, table)
    event, settings = work.event, work.settings
    return Page(lambda pdf: docs.norms_html(event, report, settings, pdf=pdf))


def _has_norms(work: PlayerWork) -> bool:
    return norms_apply(work.config, work.event)


def _has_playoff(work: PlayerWork) -> bool:
    return the_playoff(work.counted) is not None


def _playoff_papers(work: PlayerWork) -> tuple[PlayerPapers, PlayerCounted]:
    counted = _counted(work)
    result = the_playoff(counted)
    assert result is not None
    event = named(result.playoff, work.labels)
    return PlayerPapers(event, work.settings), counted


def playoff_round_sheets(work: PlayerWork) -> Page:
    """The play-off's round sheets, its results filled in."""
    papers, counted = _playoff_papers(work)
    result = the_playoff(counted)
    assert result is not None
    return papers.round_sheets(result.pairings)


def playoff_cards(work: PlayerWork) -> Page:
    """The play-off's pairing cards."""
    return _playoff_papers(work)[0].cards()


def standings_page(work: PlayerWork) -> str:
    """The standings as a web page."""
    return standings(work).html(False)


def standings_for_csv(work: PlayerWork) -> str:
    """The standings as CSV (SPEC 7)."""
    counted = _counted(work)
    return standings_csv(work.event, counted.standings, counted.changes)


def standings_for_json(work: PlayerWork) -> str:
    """The standings as JSON (SPEC 7)."""
    counted = _counted(work)
    return standings_json(work.event, counted.standings, counted.changes)


def workbook(work: PlayerWork) -> Writer:
    """The live workbook: six sheets, a game a row of the schedule, the
    results where there are any, the prize list where the event has one."""

    def write(target: Path) -> Sequence[str]:
        counted = work.counted
        write_workbook(
            work.event,
            work.results,
            None if counted is None else counted.standings,
            target,
            variation=PLAYERS,
            labels=work.labels,
            paper=work.config.paper,
            chain=work.chain,
            prizes=prize_view(work.config, work.event.players, counted),
        )
        return ()

    return write


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


def games(work: PlayerWork) -> Writer:
    """The games of every round (of ``work.rounds``) as PGN, board by board:
    ``Round`` ``3.2``."""
    rounds = work.rounds or range(1, len(work.event.schedule.rounds) + 1)

    def write(target: Path) -> Sequence[str]:
        found = player_games(work.event, work.results, rounds)
        write_pgn(work.event.info, found, target)
        return ()

    return write


def _is_draughts(work: PlayerWork) -> bool:
    return work.config.draughts is not None


def draughts_games(work: PlayerWork) -> Writer:
    """A draughts event's games of every round (of ``work.rounds``) as PDN,
    with the opening drawn for each board: ``Round`` ``3.2``."""
    event = work.event
    rounds = work.rounds or range(1, len(event.schedule.rounds) + 1)

    def write(target: Path) -> Sequence[str]:
        rules = work.config.draughts
        assert rules is not None
        found = pdn_pairings(event, work.results, rounds, openings=work.openings)
        write_pdn(event.info, rules.discipline, found, target)
        return ()

    return write


PLAYER_OUTPUTS: tuple[Output[Tournament, PlayerCounted], ...] = (
    Output(
        "cards.pdf", frozenset({PRINT, BALLOT}), cards, needs_results=False, priority=1
    ),
    Output(
        "round-sheets.pdf",
        frozenset({PRINT, OUTCOMES, BALLOT}),  # the result columns, the openings
        round_sheets,
        needs_results=False,
        priority=4,
    ),
    Output("chart.pdf", frozenset({PRINT}), chart, needs_results=False, priority=0),
    Output(
        "crosstable-blank.pdf",
        frozenset({PRINT, RULES}),  # the tiebreak columns
        blank_crosstable,
        needs_results=False,
        priority=2,
    ),
    Output("crosstable.pdf", COUNTED, crosstable, priority=3),
    Output("standings.pdf", COUNTED, standings, priority=5),
    Output(
        "norms.pdf",
        COUNTED - {PLAYOFF},  # the event's own games alone
        norms,
        needs_results=False,
        applies=_has_norms,
        priority=6,
    ),
    Output(
        "prizes.pdf", COUNTED | {PRIZES}, prize_page, applies=has_prizes, priority=9
    ),
    Output(
        "playoff-round-sheets.pdf",
        COUNTED,
        playoff_round_sheets,
        applies=_has_playoff,
        priority=10,
    ),
    Output(
        "playoff-cards.pdf", COUNTED, playoff_cards, applies=_has_playoff, priority=11
    ),
    Output("standings.html", COUNTED, standings_page),
    Output("standings.csv", FOR_PROGRAMS, standings_for_csv),
    Output("standings.json", FOR_PROGRAMS, standings_for_json),
    Output("event.xlsx", COUNTED | {PRIZES}, workbook, needs_results=False),
    Output("event.trf", frozenset({RULES, RESULTS}), trf, needs_results=False),
    Output("games.pgn", frozenset({RESULTS}), games, needs_results=False, pack=False),
    Output(
        "games.pdn",
        frozenset({RESULTS, BALLOT}),
        draughts_games,
        needs_results=False,
        applies=_is_draughts,
        pack=False,
    ),
)
"""Every output of an event of players."""
