"""The rank norms, called as another program would: the sample worked by
hand, every game of a micro-match counted, before any result, after a
round, and refused where the event names no table or is a team event."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.pipeline.ranks import rank_report, ranks_report, tables_report

BELOV = 6
"""Белов Максим, second rank, number 6 of the rank-norms sample: the
reference's worked example (2 КМС, 3 of the first rank, 2 of the second,
2 of the third)."""


def test_the_sample_worked_by_hand(samples: Path) -> None:
    report = rank_report(open_event(samples / "rank-norms", Options()).variant)
    assert report.coefficient == Fraction(3, 2)
    assert report.highest is not None
    assert report.highest.word == "1 разряд"
    belov = report.players[BELOV - 1]
    # 5.1 and 3.75 games, in a 2/1/0 event's points; 5½ of 9 played.
    assert belov.needed == {"2 разряд": Fraction(15, 2), "1 разряд": Fraction(51, 5)}
    assert (belov.points, belov.games) == (Fraction(11), 9)
    assert belov.fulfilled is not None
    assert belov.fulfilled.word == "1 разряд"
    fulfilled = {p.number: p.fulfilled and p.fulfilled.word for p in report.players}
    assert fulfilled == {
        1: None,
        2: None,
        3: "1 разряд",
        4: None,
        5: None,
        6: "1 разряд",
        7: "2 разряд",
        8: None,
        9: "3 разряд",
        10: None,
    }


def test_before_the_last_round_the_points_still_needed(samples: Path) -> None:
    variant = open_event(samples / "rank-norms", Options()).variant
    report = rank_report(variant, after_round=7)
    assert report.after_round == 7
    assert not report.final
    first = report.players[BELOV - 1].norms[-1]
    assert (first.points, first.remaining) == (Fraction(10), 2)
    assert first.still_needed == Fraction(1, 5)
    forecast = rank_report(variant, after_round=0)
    assert forecast.players[BELOV - 1].remaining == 9


def test_every_game_of_a_micro_match_counts(samples: Path, tmp_path: Path) -> None:
    # Гончаренко (second rank) plays two КМСУ, four of the first rank and
    # three of the second, two games each: the first rank needs
    # 2 × (2×0.35 + 4×0.50 + 3×0.65) = 9.3 games, 18.6 points at 2/1/0.
    event = tmp_path / "micro"
    shutil.copytree(samples / "draughts-micro", event)
    with (event / "event.toml").open("a", encoding="utf-8") as toml:
        toml.write('\n[ranks]\ntable = "ru-draughts"\n')
    report = rank_report(open_event(event, Options()).variant)
    assert report.after_round == 9
    player = next(p for p in report.players if p.name == "Гончаренко Віктор")
    assert player.games + player.remaining == 18
    assert player.needed["1 разряд"] == Fraction(93, 5)


def test_an_event_without_ranks_or_of_teams(samples: Path) -> None:
    with pytest.raises(InputError) as caught:
        rank_report(open_event(samples / "draughts-cup", Options()).variant)
    assert str(caught.value) == (
        f"{samples / 'draughts-cup'}: this event names no table of rank norms:"
        ' add [ranks] to event.toml (table = "ru-draughts", or a .toml file of'
        " your own)"
    )
    teams = open_event(samples / "school-teams", Options()).variant
    with pytest.raises(InputError) as caught:
        teams.rank_games()
    assert "rank norms are for an event of players" in str(caught.value)


def test_the_report_in_each_format(samples: Path) -> None:
    variant = open_event(samples / "rank-norms", Options()).variant
    document = json.loads(ranks_report(variant, Format.JSON))
    assert document["coefficient"] == 1.5
    belov = document["players"][BELOV - 1]
    assert (belov["number"], belov["rank"], belov["fulfilled"]) == (
        6,
        "2 разряд",
        "1 разряд",
    )
    assert belov["needed"] == {"2 разряд": 7.5, "1 разряд": 10.2}
    assert ranks_report(variant, Format.CSV).startswith("number,name,rank,")
    assert "10.2 ✓" in ranks_report(variant, Format.TEXT)


def test_the_shipped_tables() -> None:
    assert json.loads(tables_report(Format.JSON))[0]["name"] == "ru-draughts"
    assert tables_report(Format.TEXT).startswith("ru-draughts: ")
