"""The papers of an event whose entrants are players: what a draughts
event's pairings play, the papers chosen by it (every game and the opening
where there are micro-matches or openings drawn), the games as PDN."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import open_event

from berger.core.disciplines import Discipline
from berger.formats.event.event import Options
from berger.pipeline.draughts_papers import (
    draughts_games,
    draughts_of,
    pairing_cards,
    pairing_papers,
)
from berger.render.documents import PlayerPapers
from berger.render.draughts_documents import DraughtsPapers


def test_what_the_pairings_play(samples: Path) -> None:
    chess = open_event(samples / "club-championship", Options()).variant.work(None)
    micro = open_event(samples / "draughts-micro", Options()).variant.work(None)
    by_round = open_event(samples / "international-draughts", Options()).variant
    plain = draughts_of(chess)
    assert (plain.games, plain.openings, plain.discipline) == (1, None, None)
    assert not plain.by_round
    games = draughts_of(micro)
    assert (games.games, games.discipline, games.by_round) == (
        2,
        Discipline.RUSSIAN,
        False,
    )
    assert games.openings is micro.openings is not None
    assert draughts_of(by_round.work(None)).by_round  # ballot_draw = "round"


def test_the_papers_follow_what_the_pairings_play(samples: Path) -> None:
    def papers(sample: str) -> type:
        variant = open_event(samples / sample, Options()).variant
        return type(pairing_papers(variant.work(None)))

    assert papers("club-championship") is PlayerPapers
    assert papers("draughts-cup") is PlayerPapers  # no discipline, no openings
    assert papers("international-draughts") is DraughtsPapers  # openings drawn
    assert papers("draughts-micro") is DraughtsPapers  # two games a pairing
    variant = open_event(samples / "draughts-micro", Options()).variant
    html = pairing_cards(variant.work(None, rounds=[2])).html(False)
    assert "<svg" in html  # the opening's diagram


def test_the_games_as_pdn_of_a_draughts_event_only(
    samples: Path, tmp_path: Path
) -> None:
    chess = open_event(samples / "club-championship", Options()).variant
    assert draughts_games(chess.work(chess.results)) is None
    micro = open_event(samples / "draughts-micro", Options()).variant
    write = draughts_games(micro.work(micro.results, rounds=[3]))
    assert write is not None
    assert tuple(write(tmp_path / "games.pdn")) == ()
    text = (tmp_path / "games.pdn").read_text("utf-8")
    # Round 3's five pairings (ten players), two games each, no other round.
    assert text.count('[Round "3.') == 10
    assert '[Round "3.1.2"]' in text
    assert '[Round "2.' not in text
