"""The title norms, called as another program would: which events they
concern, counted up to a round, refused where they mean nothing."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger import messages
from berger.core.norms.titles import NormTitle
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.formats.reports.norms import norm_table
from berger.formats.reports.wording import Wording
from berger.pipeline.norms import norms_report, note_words
from berger.render.labels import load_labels

HNATIUK = 2
"""Taras Hnatiuk, FM, number 2 of the closed-norms sample."""


def test_norms_concern_chess_events_with_ratings_or_titles(
    samples: Path, tmp_path: Path
) -> None:
    def applies(event: Path) -> bool:
        variant = open_event(event, Options()).variant
        norms = [o for o in variant.kind.outputs if o.name == "norms.pdf"]
        return any(output.has(variant.work(None)) for output in norms)

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


def test_a_note_is_worded_as_the_norms_document_words_it(samples: Path) -> None:
    # In English as the core words it; in another language as the
    # document's label, its figures filled in.
    report = open_event(samples / "closed-norms", Options()).variant.norms()
    table = norm_table(report)
    first = table.notes[0]
    assert note_words(Wording())(first) == str(first)
    labels = load_labels("uk")
    messages.install("uk")
    try:
        worded = note_words(Wording(labels))(first)
    finally:
        messages.install("en")
    assert worded == labels["norm_reason_average"].format(average=2376, minimum=2380)
