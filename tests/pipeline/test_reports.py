"""The printed reports, called as another program would: no Click."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.errors import GroupError, InputError
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.pipeline.event import OpenGroup, open_groups
from berger.pipeline.reports import (
    report_groups,
    schedule_report,
    standings_report,
    when_report,
)


def test_when_in_a_bare_table_and_in_an_event(samples: Path) -> None:
    # The FIDE table for 8, round 6: 8–7, 1–6, 2–5, 3–4 (SPEC's "2 v 5 →
    # round 6", 2 with white).
    bare = json.loads(when_report(2, 5, Format.JSON, players=8))
    assert bare == {"round": 6, "white": 2, "black": 5}
    variant = open_event(samples / "club-championship", Options()).variant
    named = when_report(2, 5, Format.TEXT, variant=variant)
    assert named.startswith("Round 6: 2 ")
    double = json.loads(
        when_report(2, 5, Format.JSON, players=8, options=Options(cycles=2))
    )
    assert [m["cycle"] for m in double["rounds"]] == [1, 2]


def test_reports(samples: Path) -> None:
    variant = open_event(samples / "club-championship", Options()).variant
    assert json.loads(schedule_report(variant, Format.JSON))["rounds"][0]["round"] == 1
    after = json.loads(standings_report(variant, Format.JSON, after_round=3))
    assert after["after_round"] == 3


def test_report_groups_titles_only_every_group_of_a_grouped_event(
    samples: Path,
) -> None:
    def report(group: OpenGroup) -> str:
        return f"{group.variant.event.n} players\n"

    groups = open_groups(samples / "club-groups", Options())
    assert report_groups(groups, Format.TEXT, report) == (
        "== Group A ==\n7 players\n\n== Group B ==\n4 players\n"
    )
    assert report_groups(groups[1:], Format.TEXT, report, titled=False) == "4 players\n"
    plain = open_groups(samples / "club-championship", Options())
    assert report_groups(plain, Format.TEXT, report) == "8 players\n"


def test_report_groups_names_the_group_of_an_error(samples: Path) -> None:
    def report(group: OpenGroup) -> str:
        if group.name == "B":
            raise InputError("no", path="b.csv")
        return ""

    groups = open_groups(samples / "club-groups", Options())
    with pytest.raises(GroupError, match=r"^group B: b\.csv: no$"):
        report_groups(groups, Format.JSON, report)
