"""Rank norms as text, CSV and JSON, worked by hand on small fields of the
shipped Russian draughts table: a cell before any game, in progress, met
and missed, the notes naming a condition not met."""

from __future__ import annotations

import csv
import io
import json

from tests.core.norm_fields import no_results, results
from tests.core.ranks.rank_fields import TABLE, WORKED, commission, field

from berger.core.ranks.assess import assess_ranks
from berger.core.ranks.report import Judge, RankReport
from berger.core.tournament import Tournament
from berger.formats.reports.ranks import ranks_csv, ranks_json, ranks_text

# Player 1 (second rank) among seven, one without a rank: the second rank
# needs 2×0.20 + 0.35 + 0.50 + 0.65 = 1.9, the first 2×0.35 + 0.50 + 0.65
# + 0.80 = 2.65 (nothing for the player without a rank). Seven players and
# six games: short of the table's eight and seven.
SEVEN = ("2 разряд", "КМС", "КМС", "1 разряд", None, "2 разряд", "3 разряд")
SCORES = {2: "0", 3: "=", 4: "1", 5: "1", 6: "1", 7: "1"}


def seven(after_round: int | None = None) -> tuple[Tournament, RankReport]:
    event = field(*SEVEN)
    return event, assess_ranks(results(event, SCORES, after_round=after_round), TABLE)


def row(text: str, number: int) -> str:
    (line,) = [
        line for line in text.splitlines() if line.lstrip().startswith(f"{number} ")
    ]
    return line


def test_the_text_head_and_a_player_short_of_the_conditions() -> None:
    event, report = seven()
    text = ranks_text(event, report, rounds=7)
    assert text.splitlines()[:7] == [
        "Round robin",
        "Rank norms: the outcome, all 7 rounds",
        "",
        "Table: Russian draughts: rank norms (ru-draughts).",
        "Its figures were not checked against the legal text: see its source"
        " (berger ranks --tables).",
        "The event's coefficient: 1.33 (6 of 7 participants with a rank).",
        "The highest rank it allows: 1st rank.",
    ]
    assert row(text, 1).split() == [
        *("1", "P1", "2", "разряд", "2"),
        *("3×1", "2×1", "1×1", "0×2", "–×1", "6", "4½"),
        *("1.9", "✗", "(1,2)", "2.65", "✗", "(1,2)"),
    ]
    assert text.splitlines()[-2:] == [
        "(1) 7 participants; 10 needed",
        "(2) 6 games played; 9 needed",
    ]


def test_the_points_still_needed_before_the_last_round() -> None:
    # The worked example after 7 rounds of draws: 3½ of 5.1 and of 3.75.
    event = field(*WORKED)
    draws = dict.fromkeys(range(2, 11), "=")
    report = assess_ranks(results(event, draws, after_round=7), TABLE)
    text = ranks_text(event, report, rounds=9)
    assert text.splitlines()[1] == "Rank norms after round 7 of 9"
    assert row(text, 1).split()[-6:] == ["7", "3½", "3.75", "+0.25/2", "5.1", "+1.6/2"]
    assert ranks_text(event, report, rounds=9, language="uk").count("5,1 +1,6/2")


def test_before_any_game_the_points_needed() -> None:
    event = field(*WORKED)
    text = ranks_text(event, assess_ranks(no_results(event), TABLE), rounds=9)
    assert text.splitlines()[1] == "Rank norms: the forecast before round 1 (9 rounds)"
    assert row(text, 1).split()[-4:] == ["0", "0", "3.75", "5.1"]


def test_a_norm_met_and_the_rank_fulfilled() -> None:
    event = field(*WORKED)
    wins = dict.fromkeys(range(2, 11), "1")
    text = ranks_text(event, assess_ranks(results(event, wins), TABLE), rounds=9)
    assert row(text, 1).split()[-8:] == [
        *("9", "9", "3.75", "✓", "5.1", "✓", "1st", "rank")
    ]
    uk = ranks_text(
        event, assess_ranks(results(event, wins), TABLE), rounds=9, language="uk"
    )
    assert row(uk, 1).endswith("5,1 ✓  1 розряд")


def test_the_json_as_the_contract_says() -> None:
    _event, report = seven()
    document = json.loads(ranks_json(report))
    assert document["coefficient"] == 4 / 3
    assert (document["table"], document["legal_text_read"]) == ("ru-draughts", False)
    assert (document["participants"], document["highest"]) == (7, "1 разряд")
    first = document["players"][0]
    assert (first["number"], first["rank"], first["fulfilled"]) == (1, "2 разряд", None)
    assert first["needed"] == {"2 разряд": 1.9, "1 разряд": 2.65}
    assert first["opponents"] == {"3": 1, "2": 1, "1": 1, "0": 2}
    assert first["unranked"] == 1
    games = first["norms"][0]["conditions"][1]
    assert games == {
        "condition": "games",
        "required": 9,
        "value": 6,
        "most": 6,
        "met": False,
        "possible": False,
        "category": None,
    }
    assert document["players"][4]["rank"] is None


def test_the_csv_one_row_per_player_and_rank() -> None:
    _event, report = seven()
    rows = list(csv.DictReader(io.StringIO(ranks_csv(report))))
    first = rows[0]
    assert (first["sought"], first["needed"], first["reached"], first["met"]) == (
        "2 разряд",
        "1.9",
        "true",
        "false",
    )
    assert first["unmet"] == "participants: 7; 10 needed; games: 6; 9 needed"
    kms = [r for r in rows if r["number"] == "2"]
    assert len(kms) == 1
    assert kms[0]["sought"] == ""


def test_the_judges_panel_named_in_the_note_and_the_json() -> None:
    table = commission()
    ranks = ("I", "КМСУ", "КМСУ", "МСУ", "МСУ", "КМСУ", "КМСУ", "I")
    event = field(*ranks)
    wins = dict.fromkeys(range(2, 9), "1")
    panel = (Judge("A", 1, "перша"), Judge("B", 0, "2"))
    report = assess_ranks(results(event, wins), table, judges=panel)
    text = ranks_text(event, report, rounds=7)
    assert text.splitlines()[-1] == ("(1) 1 judge of at least перша; 3 needed")
    document = json.loads(ranks_json(report))
    assert document["judges"] == [
        {"name": "A", "category": "перша"},
        {"name": "B", "category": "2"},
    ]


def test_points_scored_and_games_still_to_play_name_the_games() -> None:
    # The worked example, seven games won by round 7: 7 of 5.1 and of 3.75
    # scored, yet 9 games needed (2 left): no more points, the games named.
    event = field(*WORKED)
    wins = dict.fromkeys(range(2, 11), "1")
    report = assess_ranks(results(event, wins, after_round=7), TABLE)
    text = ranks_text(event, report, rounds=9)
    assert row(text, 1).split()[-7:] == [
        *("7", "3.75", "+0/2", "(1)", "5.1", "+0/2", "(1)")
    ]
    assert text.splitlines()[-1] == "(1) 7 games played, 9 at most; 9 needed"
