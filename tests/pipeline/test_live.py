"""The live site of ``berger serve``: a drawn seed kept, the last good pages
kept through a broken file, templates and labels read afresh, the prize list
given out again on a new result, an event with several groups rebuilt group
by group."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, drop_last_results
from tests.publish.conftest import copy_sample

from berger.core.draw import Numbering
from berger.errors import BergerError, InputError
from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.pipeline.live import LiveSite
from berger.pipeline.site import write_site


def test_the_live_site_keeps_a_drawn_seed(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    live = LiveSite(event, Options(numbering=Numbering.RANDOM), tmp_path / "site")
    live.rebuild()
    seed = live.drawn_seed
    assert seed is not None
    assert live.options.seed == seed
    first = (tmp_path / "site" / "players.html").read_text("utf-8")
    live.rebuild()
    assert (tmp_path / "site" / "players.html").read_text("utf-8") == first
    assert live.watched() == (
        (event / "event.toml").absolute(),
        (event / "players.csv").absolute(),
        (event / "results.csv").absolute(),
        (event / "hall-message.txt").absolute(),
    )


def test_a_failed_rebuild_leaves_the_last_good_pages(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    before = {p: p.read_bytes() for p in (tmp_path / "site").rglob("*.html")}
    (event / "results.csv").write_text("round,white,black,result\n1,1,8,9-9\n", "utf-8")
    with pytest.raises(InputError) as caught:
        live.rebuild()
    assert "results.csv:2" in str(caught.value)
    after = {p: p.read_bytes() for p in (tmp_path / "site").rglob("*.html")}
    assert after == before
    text = live.error_text(caught.value)
    assert text.startswith("Could not read the event's files")
    assert text.endswith(str(caught.value))


def test_edited_labels_and_new_overrides_show_without_a_restart(
    tmp_path: Path,
) -> None:
    # Labels and templates are cached per process; a rebuild of a live site
    # after the templates folder changed reads them afresh.
    event = copy_sample(tmp_path)
    mine = tmp_path / "mine"
    (mine / "locales").mkdir(parents=True)
    labels = mine / "locales" / "en.toml"
    labels.write_text('site_nav_home = "Home"\n', "utf-8")
    live = LiveSite(event, Options(templates=mine), tmp_path / "site")
    live.rebuild()
    rounds = tmp_path / "site" / "rounds.html"
    assert ">Home</a>" in rounds.read_text("utf-8")
    labels.write_text('site_nav_home = "Start"\n', "utf-8")
    (mine / "site").mkdir()
    (mine / "site" / "players.html").write_text(
        '{% extends "site/base.html" %}{% set title = "P" %}'
        "{% block main %}<p>a new override</p>{% endblock %}",
        "utf-8",
    )
    live.rebuild()
    assert ">Start</a>" in rounds.read_text("utf-8")
    players = (tmp_path / "site" / "players.html").read_text("utf-8")
    assert "<p>a new override</p>" in players


def test_a_new_result_gives_the_prizes_out_again(tmp_path: Path) -> None:
    # Round 7, board 4 (Brennan, 7 – Hartley, 1: 1-0) not in yet: Moreau
    # is fifth alone and takes place 5's 600, Kowalski the rating prize.
    event = copy_sample(tmp_path)
    drop_last_results(event / "results.csv", 1)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    page = tmp_path / "site" / "prizes.html"
    before = page.read_text("utf-8")
    assert "After round 7 of 7: the standings, and so this list" in before
    assert 'Moreau, Julien</a><span class="note how">place 5;' in before
    (event / "results.csv").write_text(
        (SAMPLES / "club-championship" / "results.csv").read_text("utf-8"), "utf-8"
    )
    update = live.rebuild()
    assert "prizes.html" in update.written
    after = page.read_text("utf-8")
    # Brennan's win puts her level with Kowalski and Moreau on 3: she takes
    # the rating prize, the two share places 5-6 by Hort's system.
    assert "After round 7 of 7</p>" in after
    assert "450\u00a0UAH" in after
    assert "150\u00a0UAH" in after


def test_the_live_site_of_one_group(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "club-groups")
    live = LiveSite(event, Options(), tmp_path / "site", group="b")
    update = live.rebuild()
    # Group B: 4 players, a double round robin of 6 rounds, results up to
    # round 4: index, rounds, standings, crosstable, players, screen, 6
    # rounds, 4 standings after a round, 4 players = 20 pages.
    assert update.pages == 20
    index = (tmp_path / "site" / "index.html").read_text("utf-8")
    assert "Riverside Club Championship 2026 — B" in index
    assert live.watched() == (
        (event / "event.toml").absolute(),
        (event / "players-b.csv").absolute(),
        (event / "results-b.csv").absolute(),
        (event / "hall-message.txt").absolute(),
    )
    (event / "results-b.csv").write_text("round,white,black,result\n1,1,4,9-9\n")
    with pytest.raises(BergerError) as caught:
        live.rebuild()
    assert str(caught.value).startswith("group B: ")
    assert "results-b.csv:2" in str(caught.value)


def test_the_live_site_of_every_group(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    live = LiveSite(event, Options(), site)
    assert live.rebuild().pages == 49
    assert live.title == "Riverside Club Championship 2026"
    results_a, results_b = event / "results-a.csv", event / "results-b.csv"
    assert live.watched() == tuple(
        (event / name).absolute()
        for name in (
            "event.toml",
            "players-a.csv",
            "results-a.csv",
            "hall-message.txt",
            "players-b.csv",
            "results-b.csv",
        )
    )
    # B's results changed: B is read again, A's pages are not looked at.
    a_pages = {p: p.read_bytes() for p in (site / "A").rglob("*.html")}
    good = results_b.read_text("utf-8")
    lines = good.splitlines(keepends=True)
    results_b.write_text("".join(lines[:-1]), "utf-8")
    update = live.rebuild({results_b})
    assert update.written
    assert all(path.startswith("B/") or path in TOP for path in update.written)
    # B's results broken: B keeps its last good pages, A goes on.
    b_pages = {p: p.read_bytes() for p in (site / "B").rglob("*.html")}
    results_b.write_text("round,white,black,result\n1,1,4,9-9\n", "utf-8")
    assert not live.rebuild({results_b}).changed
    (error,) = live.errors.values()
    assert list(live.errors) == ["B"]
    assert str(error).startswith("group B: ")
    assert "results-b.csv:2" in str(error)
    assert {p: p.read_bytes() for p in (site / "B").rglob("*.html")} == b_pages
    assert live.error_text(error).endswith(str(error))
    drop_last_results(results_a, 1)
    update = live.rebuild({results_a})
    assert any(path.startswith("A/") for path in update.written)
    assert not any(path.startswith("B/") for path in update.written)
    assert list(live.errors) == ["B"]  # tried again, still broken
    assert {p: p.read_bytes() for p in (site / "A").rglob("*.html")} != a_pages
    # Fixed: the errors go, B's pages show the results again.
    results_b.write_text(good, "utf-8")
    update = live.rebuild({results_b})
    assert live.errors == {}
    assert "B/rounds/4.html" in update.written


TOP = ("index.html", "screen.html")
"""The pages of an event with several groups at the top of its site."""


def test_a_live_site_reads_every_group_when_event_toml_changes(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    live = LiveSite(event, Options(), site)
    live.rebuild()
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace(
            'name = "Riverside Club Championship 2026"', 'name = "Riverside Open"'
        ),
        "utf-8",
    )
    update = live.rebuild({toml})
    assert live.title == "Riverside Open"
    assert update.pages == 49
    assert len([p for p in update.written if p.endswith(".html")]) == 49
    # A broken event.toml is the whole event's error: raised, pages kept.
    toml.write_text("[[groups]]\nname = 1\n", "utf-8")
    with pytest.raises(InputError):
        live.rebuild({toml})


def test_a_live_site_refuses_a_broken_group_at_the_first_build(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    (event / "results-b.csv").write_text("round,white,black,result\n1,1,4,9-9\n")
    live = LiveSite(event, Options(), tmp_path / "site")
    with pytest.raises(BergerError) as caught:
        live.rebuild()
    assert str(caught.value).startswith("group B: ")
    assert not (tmp_path / "site").exists()


def test_the_live_site_keeps_the_seeds_drawn_for_groups(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    live = LiveSite(
        event,
        Options(numbering=Numbering.RANDOM),
        site,
        seeds={"A": 11, "B": 12},
    )
    live.rebuild()
    # Each group drawn with its own seed: its starting list is the one the
    # group's own site has with that seed.
    for group, seed in (("A", 11), ("B", 12)):
        plain = tmp_path / f"plain-{group}"
        (found,) = open_groups(
            event, Options(numbering=Numbering.RANDOM, seed=seed), group=group
        )
        write_site(found.variant, found.variant.results, plain)
        players = (plain / "players.html").read_text("utf-8")
        table = re.search(r'<table class="players">.*?</table>', players, re.S)
        assert table is not None
        assert table.group(0) in (site / group / "players.html").read_text("utf-8")


def test_a_play_offs_results_rebuild_the_standings_it_ranks(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "district-final")
    results = event / "playoff.csv"
    played = results.read_text("utf-8")
    results.unlink()
    site = tmp_path / "site"
    live = LiveSite(event, Options(), site)
    live.rebuild()
    assert (event / "playoff.csv").absolute() in live.watched()
    standings = site / "standings.html"
    assert "playoff-mark" not in standings.read_text("utf-8")
    results.write_text(played, "utf-8")
    live.rebuild()
    page = standings.read_text("utf-8")
    assert page.count('class="playoff-mark"') == 3
    assert page.index("Shevchenko, Andrii") < page.index("Bondarenko, Taras")


def test_the_arbiters_message_changes_the_hall_screens_only(tmp_path: Path) -> None:
    # What a server writes into hall-message.txt is on every hall screen
    # (the event's and each group's) at the next rebuild, until removed; no
    # other page changes.
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    live = LiveSite(event, Options(), site)
    live.rebuild()
    message = event / "hall-message.txt"
    message.write_text("Round 5 starts at 15:30, not 15:00\n", "utf-8")
    update = live.rebuild({message})
    assert sorted(path for path in update.written if path.endswith(".html")) == [
        "A/screen.html",
        "B/screen.html",
        "screen.html",
    ]
    for path in ("screen.html", "A/screen.html"):
        shown = (site / path).read_text("utf-8")
        assert ">Round 5 starts at 15:30, not 15:00</p>" in shown
    message.unlink()
    update = live.rebuild({message})
    assert "screen-message" not in (site / "screen.html").read_text("utf-8")
    assert len([path for path in update.written if path.endswith(".html")]) == 3
