"""The event site's pages as data: the round statuses' labels, and what an
event of players' parts leave to a team event's."""

from __future__ import annotations

import pytest
from tests.render.site.conftest import FOUR_AFTER_TWO, data, event, results

from berger.formats.event.output import Language
from berger.render.labels import load_labels
from berger.render.site.pages import RoundStatus
from berger.render.words import PLAYER_WORDS


@pytest.mark.parametrize("language", list(Language))
def test_every_round_status_has_its_label(language: Language) -> None:
    labels = load_labels(language)
    assert [labels[f"site_status_{status}"] for status in RoundStatus]


def test_an_event_of_players_parts_speak_of_players_and_add_nothing() -> None:
    tournament = event(4)
    parts = data(tournament, results(tournament, FOUR_AFTER_TWO)).parts
    assert parts.words is PLAYER_WORDS
    assert (parts.scores, parts.matches, parts.squads) == (("points",), (), ())
