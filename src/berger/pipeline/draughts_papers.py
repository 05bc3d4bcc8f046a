"""The papers of an event whose entrants are players, whatever its kind (an
event of players, a round robin of micro-matches): the pairing cards and
the round sheets, a draughts event's with every game of its pairings and
the opening drawn for each board, and a draughts event's games as PDN and
its openings as a list.
What they need of the event is :func:`draughts_of`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.ballots import BallotDraw
from berger.formats.exchange.pdn_export import pdn_pairings, write_pdn
from berger.formats.reports.ballots import ballots_csv
from berger.pipeline.outputs import C, E, Work, Writer, text_file
from berger.render.documents import PlayerPapers
from berger.render.draughts_documents import Draughts, DraughtsPapers
from berger.render.printing import Page


def draughts_of(work: Work[E, C]) -> Draughts:
    """What the pairings of ``work``'s event play: its games, the openings
    drawn, the discipline."""
    rules = work.config.draughts
    ballot = None if rules is None else rules.ballot
    return Draughts(
        games=1 if rules is None else rules.micro_match,
        openings=work.openings,
        discipline=None if rules is None else rules.discipline,
        by_round=ballot is not None and ballot.draw is BallotDraw.ROUND,
        match_scoring=None if rules is None else rules.match_scoring,
    )


def pairing_papers(work: Work[E, C]) -> PlayerPapers | DraughtsPapers:
    """The papers of the schedule of an event of players; a draughts
    event's where its pairings play micro-matches or an opening drawn."""
    draughts = draughts_of(work)
    if draughts.games > 1 or draughts.openings is not None:
        return DraughtsPapers(work.event, work.settings, draughts)
    return PlayerPapers(work.event, work.settings)


def pairing_cards(work: Work[E, C]) -> Page:
    """The pairing cards (of ``work.rounds`` alone, when given)."""
    return pairing_papers(work).cards(rounds=work.rounds)


def pairing_sheets(work: Work[E, C]) -> Page:
    """The round sheets, the results filled in where known (of
    ``work.rounds`` alone, when given); an event of players' with the
    games pending named."""
    papers = pairing_papers(work)
    if isinstance(papers, DraughtsPapers):
        return papers.round_sheets(work.results, rounds=work.rounds)
    pending = () if work.counted is None else work.counted.standings.pending
    return papers.round_sheets(work.results, rounds=work.rounds, pending=pending)


def draughts_games(work: Work[E, C]) -> Writer | None:
    """A draughts event's games of every round (of ``work.rounds``) as PDN,
    a micro-match's game by game, with the opening drawn for each board and
    the results where known: ``Round`` ``3.2`` (``3.2.1``); None for an
    event without a discipline."""
    rules = work.config.draughts
    if rules is None:
        return None
    event, rounds = work.event, work.round_numbers
    games = draughts_of(work).games

    def write(target: Path) -> Sequence[str]:
        found = pdn_pairings(
            event, work.results, rounds, games=games, openings=work.openings
        )
        write_pdn(event.info, rules.discipline, found, target)
        return ()

    return write


def ballot_list(work: Work[E, C]) -> Writer | None:
    """Each board's opening, round by round (of ``work.rounds``), as CSV
    (``berger ballots --format csv``): the list of the openings for the
    record; None for an event that draws none."""
    openings = work.openings
    if openings is None:
        return None
    return text_file(lambda: ballots_csv(work.event, openings, rounds=work.rounds))
