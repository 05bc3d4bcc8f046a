"""The standings of a micro-match event as text, CSV and JSON: game points
alone as an event of players' standings, match points first where the
event has them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import open_event
from tests.pipeline.micro.test_variant import micro_event

from berger.formats.event.event import Options
from berger.formats.reports.micro_standings import (
    micro_standings_csv,
    micro_standings_json,
    micro_standings_text,
)


def standings_of(folder: Path):  # type: ignore[no-untyped-def]
    variant = open_event(folder, Options()).variant
    read = variant.results
    assert read is not None
    return variant.event, variant.count(read).standings


def test_with_match_points_both_scores_are_written(tmp_path: Path) -> None:
    event, standings = standings_of(
        micro_event(tmp_path / "e", extra="match_points = [2, 1, 0]")
    )
    rows = micro_standings_csv(event, standings).splitlines()
    assert rows[0] == "place,number,name,rating,match_points,game_points,WIN,games"
    assert rows[1] == "1-2,1,A,,4,3.5,1,3"
    document = json.loads(micro_standings_json(event, standings))
    assert document["standings"][3] == {
        "place": "4",
        "number": 4,
        "name": "D",
        "match_points": 1,
        "game_points": 2,
        "tiebreaks": {"WIN": 0},
    }
    text = micro_standings_text(event, standings)
    assert "micro-matches of 2 games; match points 2/1/0" in text
    assert text.splitlines()[3].split()[:6] == [
        "Place",
        "No",
        "Name",
        "Rating",
        "MP",
        "GP",
    ]


def test_game_points_alone_are_an_event_of_players_standings(tmp_path: Path) -> None:
    event, standings = standings_of(micro_event(tmp_path / "e"))
    assert micro_standings_csv(event, standings).splitlines()[:2] == [
        "place,number,name,rating,points,WIN,games",
        "1,3,C,,3.5,3,3",
    ]
    assert (
        json.loads(micro_standings_json(event, standings))["standings"][0]["points"]
        == 3.5
    )
    assert "micro-matches of 2 games" in micro_standings_text(event, standings)
