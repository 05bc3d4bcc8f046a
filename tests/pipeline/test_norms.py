"""The title norms, called as another program would: which events they
concern, counted up to a round, refused where they mean nothing."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.core.norm_titles import NormTitle
from berger.errors import InputError
from berger.formats.event import Options
from berger.formats.output import Format
from berger.pipeline.norms import norms_report
from berger.pipeline.variant import Document

HNATIUK = 2
"""Taras Hnatiuk, FM, number 2 of the closed-norms sample."""


def test_norms_concern_chess_events_with_ratings_or_titles(
    samples: Path, tmp_path: Path
) -> None:
    def applies(event: Path) -> bool:
        return open_event(event, Options()).variant.has(Document.NORMS, None)

    assert applies(samples / "closed-norms")
    assert applies(samples / "club-championship")  # rated club players
    assert not applies(samples / "draughts-cup")  # rated, but draughts
    assert not applies(samples / "school-teams")  # a team event's players
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    assert not applies(names)  # no rating, no title


def test_the_norms_after_a_round_count_its_results(samples: Path) -> None:
    variant = open_event(samples / "closed-norms", Options()).variant
    # Hnatiuk after round 5: 4 points from 5 games, 4 to play; the GM norm
    # needs 7 in 9 (see tests/test_norms_sample.py): 3 more.
    after = variant.norms(after_round=5)
    gm = after.players[HNATIUK - 1].norm(NormTitle.GM)
    assert (after.after_round, gm.points, gm.still_needed) == (
        5,
        Fraction(4),
        Fraction(3),
    )
    # By default after the last round: 7 points, the norm made; the JSON
    # report says the same.
    outcome = variant.norms()
    gm = outcome.players[HNATIUK - 1].norm(NormTitle.GM)
    assert (outcome.after_round, gm.points, gm.achieved) == (9, Fraction(7), True)
    assert json.loads(norms_report(variant, Format.JSON))["after_round"] == 9


def test_norms_are_for_individual_chess_events(samples: Path) -> None:
    variant = open_event(samples / "draughts-cup", Options()).variant
    with pytest.raises(InputError, match=r"this is a draughts event$") as caught:
        norms_report(variant, Format.TEXT)
    assert caught.value.field == "event.game"
    teams = open_event(samples / "school-teams", Options()).variant
    with pytest.raises(
        InputError, match=r"title norms are for individual events; this is a team"
    ):
        norms_report(teams, Format.JSON)
