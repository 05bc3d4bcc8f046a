"""What the papers of a draughts event see: each pairing's games with their
colours and results, the opening drawn, the cards laid out for
cut-and-stack, the round's one opening."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tests.conftest import open_event
from tests.pipeline.micro.test_variant import micro_event

from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.pipeline.variant import drawn_openings
from berger.render.micro_views import card_pages, pairing_rounds


def test_pairings_with_their_games_results_and_openings(tmp_path: Path) -> None:
    folder = micro_event(tmp_path / "e", extra='ballot = "russian"')
    variant = open_event(folder, Options()).variant
    event = variant.event
    rounds = pairing_rounds(
        event,
        scoring=event.scoring,
        games=2,
        openings=drawn_openings(variant.config, variant.event),
        results=variant.results.games if variant.results else None,
    )
    first = rounds[0].pairings[0]  # A – D
    assert (first.first.name, first.second.name) == ("A", "D")
    assert [(g.game, g.white.name, g.first_white) for g in first.games] == [
        (1, "A", True),
        (2, "D", False),
    ]
    assert first.games[1].outcome is Outcome.DRAW
    assert first.games[0].points == (Fraction(1), Fraction(0))
    assert first.score == (Fraction(3, 2), Fraction(1, 2))
    assert first.opening is not None
    assert first.opening.diagram == ""  # no discipline handed: no diagram
    assert rounds[0].opening is None


def test_cards_cut_and_stack_four_to_a_sheet(tmp_path: Path) -> None:
    variant = open_event(micro_event(tmp_path / "e"), Options()).variant
    rounds = pairing_rounds(variant.event, scoring=variant.event.scoring, games=2)
    pages = card_pages(rounds)
    assert len(pages) == 3  # two boards a round: one sheet each
    assert [card.board if card else None for card in pages[0]] == [1, 2, None, None]
