"""The use cases, called as another program would: no Click."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.conftest import open_individual

from berger.cli import cli
from berger.core.draw import Numbering
from berger.core.standings import Ties
from berger.errors import GroupError, InputError
from berger.formats.event import Options
from berger.formats.event_loader import load_event
from berger.pipeline import (
    Document,
    GroupNeeded,
    OpenGroup,
    load_results,
    open_event,
    open_groups,
    paperwork,
    prepare,
    report_groups,
    schedule_report,
    standings_for,
    standings_report,
    when_report,
    write_document,
)


def test_when_in_a_bare_table_and_in_an_event(samples: Path) -> None:
    # The FIDE table for 8, round 6: 8–7, 1–6, 2–5, 3–4 (SPEC's "2 v 5 →
    # round 6", 2 with white).
    bare = json.loads(when_report(2, 5, "json", players=8))
    assert bare == {"round": 6, "white": 2, "black": 5}
    _config, tournament, _ = open_event(samples / "club-championship", Options())
    named = when_report(2, 5, "text", tournament=tournament)
    assert named.startswith("Round 6: 2 ")
    double = json.loads(when_report(2, 5, "json", players=8, options=Options(cycles=2)))
    assert [m["cycle"] for m in double["rounds"]] == [1, 2]


def test_reports(samples: Path) -> None:
    config, tournament, _ = open_event(samples / "club-championship", Options())
    assert json.loads(schedule_report(tournament, "json"))["rounds"][0]["round"] == 1
    after = json.loads(standings_report(config, tournament, "json", after_round=3))
    assert after["after_round"] == 3


def test_paperwork_counts_the_results_given(samples: Path) -> None:
    config, tournament = open_individual(samples / "club-championship")
    assert paperwork(config, tournament, None).tables is None
    results = load_results(config, tournament)
    work = paperwork(config, tournament, results, after_round=2)
    assert work.tables is not None
    assert work.tables[1].after_round == 2
    assert work.settings.tiebreaks == ("SB", "ARO")


def test_the_documents_are_the_commands() -> None:
    commands = set(cli.commands)
    assert {d.value for d in Document} - commands == {"crosstable-blank"}


def test_write_document_needs_results_only_for_the_filled_crosstable(
    tmp_path: Path,
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    config, tournament, _ = open_event(players, Options())
    for document in (Document.CHART, Document.BLANK_CROSSTABLE, Document.ROUND_SHEETS):
        target = tmp_path / f"{document}.html"
        write_document(config, tournament, document, target)
        assert "Boris" in target.read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"a --blank crosstable needs none"):
        write_document(config, tournament, Document.CROSSTABLE, tmp_path / "x.html")
    assert not (tmp_path / "x.html").exists()


def test_a_seed_is_chosen_only_for_what_is_drawn_by_lot(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\nGleb\n", encoding="utf-8")
    chosen = iter([41, 42])
    choose = chosen.__next__
    config, tournament, picked = open_event(players, Options(), choose_seed=choose)
    assert (config.options.seed, picked) == (None, False)
    config, tournament, picked = open_event(
        players, Options(ties=Ties.LOTS), choose_seed=choose
    )
    assert (config.options.seed, tournament.seed, picked) == (41, None, True)
    config, tournament, picked = open_event(
        players,
        Options(ties=Ties.LOTS, numbering=Numbering.RANDOM),
        choose_seed=choose,
    )
    assert (config.options.seed, tournament.seed, picked) == (42, 42, True)
    config, _tournament, picked = open_event(
        players, Options(ties=Ties.LOTS, seed=7), choose_seed=choose
    )
    assert (config.options.seed, picked) == (7, False)


def test_lots_without_a_seed_is_an_input_error(samples: Path) -> None:
    # An event read without open_event (so without a seed settled) cannot
    # draw lots: one line, not a crash.
    config = load_event(samples / "club-championship", Options(ties=Ties.LOTS))
    tournament, _ = prepare(config)
    results = load_results(config, tournament)
    assert results is not None
    with pytest.raises(InputError, match=r'ties = "lots" needs a seed'):
        standings_for(config, tournament, results)


def test_open_groups_reads_numbers_and_schedules_each(samples: Path) -> None:
    drawn = iter([11, 22])
    groups = open_groups(
        samples / "club-groups",
        Options(numbering=Numbering.RANDOM),
        choose_seed=lambda: next(drawn),
    )
    # Each group draws its own seed and says so.
    assert [(g.name, g.tournament.seed, g.seed_chosen) for g in groups] == [
        ("A", 11, True),
        ("B", 22, True),
    ]
    name, config, tournament, _chosen = groups[1]
    assert (name, config.cycles, tournament.n) == ("B", 2, 4)
    # One group, by name in any case; an event without groups is one, unnamed.
    assert [
        g.name for g in open_groups(samples / "club-groups", Options(), group="a")
    ] == ["A"]
    (plain,) = open_groups(samples / "club-championship", Options())
    assert plain.name is None
    assert not plain.seed_chosen


def test_open_groups_for_one_thing_needs_the_group(samples: Path) -> None:
    with pytest.raises(GroupNeeded) as caught:
        open_groups(samples / "club-groups", Options(), single=True)
    assert caught.value.groups == ("A", "B")
    (one,) = open_groups(samples / "club-groups", Options(), group="B", single=True)
    assert one.name == "B"
    (plain,) = open_groups(samples / "club-championship", Options(), single=True)
    assert plain.name is None


def test_report_groups_titles_only_every_group_of_a_grouped_event(
    samples: Path,
) -> None:
    def report(group: OpenGroup) -> str:
        return f"{group.tournament.n} players\n"

    groups = open_groups(samples / "club-groups", Options())
    assert report_groups(groups, "text", report) == (
        "== Group A ==\n7 players\n\n== Group B ==\n4 players\n"
    )
    assert report_groups(groups[1:], "text", report, titled=False) == "4 players\n"
    plain = open_groups(samples / "club-championship", Options())
    assert report_groups(plain, "text", report) == "8 players\n"


def test_report_groups_names_the_group_of_an_error(samples: Path) -> None:
    def report(group: OpenGroup) -> str:
        if group.name == "B":
            raise InputError("no", path="b.csv")
        return ""

    groups = open_groups(samples / "club-groups", Options())
    with pytest.raises(GroupError, match=r"^group B: b\.csv: no$"):
        report_groups(groups, "json", report)
