"""Standings as JSON, CSV and text."""

from __future__ import annotations

import json
from fractions import Fraction

from berger import messages
from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.rating_change import rating_changes
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings, compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.standings import (
    RATING_COLUMNS,
    json_number,
    standings_csv,
    standings_json,
    standings_text,
)
from berger.formats.wording import Wording
from berger.render.labels import load_labels


def test_numbers() -> None:
    assert json_number(Fraction(11, 2)) == 5.5
    assert json_number(Fraction(-1, 2)) == -0.5
    assert isinstance(json_number(Fraction(4)), int)
    assert json_number(None) is None
    assert json_number(2401) == 2401


def _all_drawn(t: Tournament) -> Results:
    builder = ResultsBuilder(t.schedule)
    for game in t.schedule.games():
        builder.add(game.round, game.white, game.black, Outcome.DRAW)
    return builder.build()


def _standings() -> tuple[Tournament, Standings]:
    players = [Player("Ann", 2100), Player("<b>Bob</b>"), Player("Cy", 1900)]
    t = make_tournament(EventInfo(name="Cup"), players)
    return t, compute_standings(build_crosstable(t, _all_drawn(t)), ["SB", "ARO"])


def test_json_shape() -> None:
    t, standings = _standings()
    data = json.loads(standings_json(t, standings))
    # Ann and Cy met the unrated Bob: no ARO; Bob's is (2100 + 1900) / 2.
    assert data["after_round"] == 3
    assert data["tiebreaks"] == ["SB", "ARO"]
    assert data["standings"] == [
        {
            "place": "1-3",
            "number": number,
            "name": name,
            "points": 1,
            "tiebreaks": {"SB": 1, "ARO": aro},
        }
        for number, name, aro in (
            (1, "Ann", None),
            (2, "<b>Bob</b>", 2000),
            (3, "Cy", None),
        )
    ]


def test_csv_and_text() -> None:
    t, standings = _standings()
    assert standings_csv(t, standings).splitlines() == [
        "place,number,name,rating,points,SB,ARO",
        "1-3,1,Ann,2100,1,1,",
        "1-3,2,<b>Bob</b>,,1,1,2000",
        "1-3,3,Cy,1900,1,1,",
    ]
    text = standings_text(t, standings)
    assert text.splitlines()[:2] == [
        "Cup",
        "Final standings, all 3 rounds; scoring: chess",
    ]
    assert "<b>Bob</b>" in text


def test_rating_change_columns() -> None:
    # Ann (2100) and Cy (1900) drew their one rated game: the difference 200
    # gives Ann .76 and Cy .24 (table 8.1.2); K 20, derived (no K, no birth
    # year, under 2400). Ann 20 × (½ − .76) = −5.2 → −5, Cy +5.2 → +5. Their
    # games against the unrated Bob are not rated. Bob gets his performance:
    # Ra (2100 + 1900) / 2 = 2000, 1/2 = 50 %, dp 0: 2000; no first rating
    # from 2 games against rated opponents (5 needed). The event has no date:
    # the latest rules (October 2025).
    t, standings = _standings()
    changes = rating_changes(build_crosstable(t, _all_drawn(t)))
    assert standings_csv(t, standings, changes).splitlines() == [
        "place,number,name,rating,points,SB,ARO,rating_change,k,k_derived,"
        "performance,first_rating,first_rating_reason",
        "1-3,1,Ann,2100,1,1,,-5,20,true,,,",
        "1-3,2,<b>Bob</b>,,1,1,2000,,,false,2000,,"
        "games against rated opponents: 2; 5 needed",
        "1-3,3,Cy,1900,1,1,,5,20,true,,,",
    ]
    data = json.loads(standings_json(t, standings, changes))
    assert data["rating_rules"] == "B.02 2025-10-01"
    assert data["standings"][1]["first_rating"] is None
    assert data["standings"][1]["first_rating_reason"] == (
        "games against rated opponents: 2; 5 needed"
    )
    assert "first_rating" not in data["standings"][0]  # rated: no such key
    assert {k: data["standings"][2][k] for k in RATING_COLUMNS} == {
        "rating_change": 5,
        "k": 20,
        "k_derived": True,
        "performance": None,
    }
    lines = standings_text(t, standings, changes).splitlines()
    assert lines[3].split()[-4:] == ["ΔR", "K", "Perf", "1st"]
    assert lines[4].split()[-2:] == ["-5", "20†"]
    assert lines[5].split()[-1] == "2000"
    # The rating notes, then (Bob is unrated and the chain has ARO) how
    # unrated players count.
    assert lines[-7:] == [
        "ΔR: rating change, K × (score − expected score) over the games played"
        " against rated opponents (FIDE B.02).",
        "Rating rules: FIDE B.02 of now (the event has no date), the text from"
        " 1 October 2025: the 400-point rule only for players rated below 2650.",
        "† K derived from the rating and the year of birth.",
        "Perf: an unrated player's performance rating.",
        "1st: an unrated player's first rating (FIDE B.02 since March 2024: two"
        " draws against opponents rated 1800 added; at least 5 games against"
        " rated opponents and ½ point; at most 2200; published from 1400).",
        "No first rating for 2: games against rated opponents: 2; 5 needed",
        "ARO: a value that needs an unrated player's rating is left empty",
    ]


def test_the_text_speaks_the_labels_of_its_wording() -> None:
    # The standings above in Ukrainian: the headers and the notes the
    # standings document prints too are its labels; the rest the catalog's.
    t, standings = _standings()
    changes = rating_changes(build_crosstable(t, _all_drawn(t)))
    labels = load_labels("uk")
    wording = Wording(labels, {"SB": "КБ", "ARO": "СРС"})
    messages.install("uk")
    try:
        lines = standings_text(t, standings, changes, wording=wording).splitlines()
    finally:
        messages.install("en")
    assert lines[0] == "Cup"
    title = labels["doc_final_standings"]
    assert lines[1] == f"{title}, зіграно всі тури (3); система очок: chess"
    assert lines[3].split() == [
        *(labels[key] for key in ("place", "no", "name", "rating", "points_short")),
        "КБ",
        "СРС",
        *(labels[key] for key in ("rating_change", "k_factor")),
        labels["performance_short"],
        labels["first_rating_short"],
    ]
    gap = labels["first_rating_gap_games"].format(games=2, needed=5)
    assert lines[-7:] == [
        labels["rating_change_legend"],
        f"{labels['rating_rules_undated']} {labels['rating_rules_october_2025']}",
        f"† {labels['k_derived_legend']}",
        labels["performance_legend"],
        labels["first_rating_legend"],
        labels["first_rating_none"].format(number=2, reason=gap),
        labels["unrated_skip"].format(codes="СРС"),
    ]
