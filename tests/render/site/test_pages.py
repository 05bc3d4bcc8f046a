"""The event site's pages as data: the round statuses' labels, a plan's
equality."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.render.site.conftest import FOUR_AFTER_TWO, data, event, results

from berger.formats.output import Language
from berger.render.labels import load_labels
from berger.render.site.pages import RoundStatus
from berger.render.site.plan import plan_site
from berger.render.site.render import page_digest


@pytest.mark.parametrize("language", list(Language))
def test_every_round_status_has_its_label(language: Language) -> None:
    labels = load_labels(language)
    assert [labels[f"site_status_{status}"] for status in RoundStatus]


def test_a_plan_is_its_pages_not_what_is_known_of_them() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    again = replace(plan, sources={}, digests={})
    page_digest(plan, "index.html")
    assert "index.html" in plan.digests
    assert "index.html" not in again.digests
    # The digests worked out and the objects planned from are no part of
    # what the plan is.
    assert again == plan
    assert replace(plan, dirs=()) != plan
