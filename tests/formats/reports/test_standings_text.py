"""The standings as text: the table and its notes, the rating change's
columns, in the words of a wording (the labels of the run's language)."""

from __future__ import annotations

from tests.formats.reports.test_standings import all_drawn, three_drawn

from berger import messages
from berger.core.crosstable import build_crosstable
from berger.core.ratings.change import rating_changes
from berger.formats.reports.standings_text import standings_text
from berger.formats.reports.wording import Wording
from berger.render.labels import load_labels


def test_the_title_and_the_names_as_given() -> None:
    t, standings = three_drawn()
    text = standings_text(t, standings)
    assert text.splitlines()[:2] == [
        "Cup",
        "Final standings, all 3 rounds; scoring: chess",
    ]
    assert "<b>Bob</b>" in text


def test_rating_change_columns_and_notes() -> None:
    # As the CSV of tests/formats/reports/test_standings.py: Ann −5, Cy +5 (K 20,
    # derived), Bob unrated with his performance 2000 and no first rating.
    t, standings = three_drawn()
    changes = rating_changes(build_crosstable(t, all_drawn(t)))
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
    t, standings = three_drawn()
    changes = rating_changes(build_crosstable(t, all_drawn(t)))
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
        *(labels[key] for key in ("games", "rating_change", "k_factor")),
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
