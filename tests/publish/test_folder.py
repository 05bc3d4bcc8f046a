"""A site folder kept up to date: only the pages that changed are
rewritten, those the site lost removed, the files of others kept; the same
for the one site of an event with several groups."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.conftest import SAMPLES, drop_last_results, snapshot
from tests.publish.conftest import (
    copy_sample,
    publish,
    publish_groups,
)

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.pipeline.site import group_sites, write_groups_site
from berger.publish.folder import MANIFEST


def test_a_second_writing_changes_nothing(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    first = publish(event, site)
    # 8 players, 7 rounds: index, rounds, standings, crosstable, players,
    # prizes, screen, 7 rounds, 7 standings after a round, 8 players = 29
    # pages.
    assert first.pages == 29
    assert {"index.html", "site.css", "site.js", "fonts/DejaVuSans.ttf"} <= set(
        first.written
    )
    assert (site / MANIFEST).is_file()
    again = publish(event, site)
    assert again.written == ()
    assert again.removed == ()
    assert not again.changed


def test_one_new_result_rewrites_only_the_pages_it_changes(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    # Round 7, board 4 (7–1, 1-0) not in yet.
    drop_last_results(event / "results.csv", 1)
    publish(event, site)
    untouched = (site / "rounds" / "1.html").stat().st_mtime_ns
    shutil.copy(SAMPLES / "club-championship" / "results.csv", event / "results.csv")
    update = publish(event, site)
    written = set(update.written)
    assert {"rounds/7.html", "standings.html", "standings/7.html"} <= written
    assert {"players/7.html", "players/1.html", "crosstable.html"} <= written
    assert "prizes.html" in written  # given out again, and final now
    assert not {"rounds/1.html", "standings/1.html", "players.html"} & written
    assert "site.css" not in written
    assert (site / "rounds" / "1.html").stat().st_mtime_ns == untouched


def test_a_deleted_page_is_written_again(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    publish(event, site)
    (site / "players" / "3.html").unlink()
    (site / "site.js").unlink()
    assert set(publish(event, site).written) == {"players/3.html", "site.js"}


def test_pages_the_site_lost_are_removed_and_other_files_kept(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    publish(event, site)
    (site / "notes.txt").write_text("mine", "utf-8")
    drop_last_results(event / "results.csv", 4)  # round 7 has no result now
    update = publish(event, site)
    assert update.removed == ("standings/7.html",)
    assert not (site / "standings" / "7.html").exists()
    assert (site / "notes.txt").read_text("utf-8") == "mine"


def test_a_broken_manifest_only_costs_a_full_check(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    publish(event, site)
    (site / MANIFEST).write_text("{not json", "utf-8")
    update = publish(event, site)
    # Every page is rendered again, none differs from the file, none rewritten.
    assert update.written == ()


def test_templates_override_the_site_by_name(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    mine = tmp_path / "mine"
    (mine / "site").mkdir(parents=True)
    (mine / "locales").mkdir()
    (mine / "site" / "site.css").write_text("body { color: teal; }\n", "utf-8")
    (mine / "locales" / "en.toml").write_text('site_nav_home = "Home"\n', "utf-8")
    page = (
        '{% extends "site/base.html" %}{% set title = "P" %}'
        "{% block main %}<p>TEXT</p>{% endblock %}"
    )
    (mine / "site" / "players.html").write_text(page.replace("TEXT", "mine"), "utf-8")
    site = tmp_path / "site"
    publish(event, site, Options(templates=mine))
    assert (site / "site.css").read_text("utf-8") == "body { color: teal; }\n"
    assert ">Home</a>" in (site / "rounds.html").read_text("utf-8")
    # A changed template: every page is rendered again, the changed ones written.
    (mine / "site" / "site.css").write_text("body { color: navy; }\n", "utf-8")
    (mine / "site" / "players.html").write_text(
        page.replace("TEXT", "only this"), "utf-8"
    )
    update = publish(event, site, Options(templates=mine))
    assert set(update.written) == {"site.css", "players.html"}
    assert "<p>only this</p>" in (site / "players.html").read_text("utf-8")


def test_a_new_result_in_one_group_rewrites_its_pages_and_the_front_page(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    results = event / "results-b.csv"
    full = results.read_text("utf-8")
    drop_last_results(results, 1)  # round 4, board 2 not in
    publish_groups(event, site)
    before = snapshot(site)
    results.write_text(full, "utf-8")
    update = publish_groups(event, site)
    written = set(update.written)
    assert {"B/rounds/4.html", "B/standings.html", "B/standings/4.html"} <= written
    assert {"B/crosstable.html", "B/index.html", "B/screen.html"} <= written
    # Round 4 was the current round before and after; the leader's points
    # changed (Kravets won round 4's board 2), so the front page did too.
    assert {"index.html", "screen.html"} <= written
    assert not [path for path in written if path.startswith("A/")]
    assert "site.css" not in written
    after = snapshot(site)
    assert {p for p in after if after[p] != before.get(p)} == written | {
        "B/.berger-site.json",
        ".berger-site.json",
    }
    # What a full writing into an empty folder makes, byte for byte.
    fresh = tmp_path / "fresh"
    publish_groups(event, fresh)
    assert snapshot(fresh) == after


def test_a_result_that_leaves_the_front_page_as_it_was(tmp_path: Path) -> None:
    # Group A is over: Marchenko won with 5½, 1 point ahead of Fischer's 4½.
    # Round 7, board 1 turned round (Walsh–Costa 0-1 read as 1-0: Costa 2½,
    # Walsh 2½) changes A's standings, so its pages and the hall screens'
    # standings, but not the front page: the round (7 of 7, over), the
    # winner and his 5½ stay.
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    publish_groups(event, site)
    results = event / "results-a.csv"
    game = '7,1,1,5,"Walsh, Connor",3,"Costa, Rui",'
    text = results.read_text("utf-8")
    assert f"{game}0-1" in text
    results.write_text(text.replace(f"{game}0-1", f"{game}1-0"), "utf-8")
    update = publish_groups(event, site)
    assert {"A/standings.html", "A/screen.html", "screen.html"} <= set(update.written)
    assert "index.html" not in update.written
    assert not [path for path in update.written if path.startswith("B/")]


def test_one_group_alone_writes_the_pages_the_whole_site_has(tmp_path: Path) -> None:
    # berger build --group B: B's pages and the files every page uses, the
    # same bytes as in the site of every group; the front page is left alone.
    event = copy_sample(tmp_path, "club-groups")
    whole, alone = tmp_path / "whole", tmp_path / "alone"
    publish_groups(event, whole)
    (b,) = open_groups(event, Options(), group="b")
    update = write_groups_site(group_sites([b]), alone, front=False)
    assert update.pages == 20
    mine = snapshot(alone)
    top = {path for path in mine if not path.startswith("B/")}
    assert top == {
        "favicon.svg",
        "site.css",
        "site.js",
        "fonts/DejaVuSans.ttf",
        "fonts/DejaVuSans-Bold.ttf",
        "fonts/LICENSE-DejaVu.txt",
    }
    everything = snapshot(whole)
    assert {path: everything[path] for path in mine} == mine


def test_a_site_that_gains_or_loses_its_groups_keeps_only_its_pages(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    (site / "B").mkdir(parents=True)
    (site / "B" / "notes.txt").write_text("mine", "utf-8")
    publish_groups(event, site)
    # Group B taken out of the event: its pages go, a file of the user's stays.
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    toml.write_text(text[: text.index('[[groups]]\nname = "B"')], "utf-8")
    update = publish_groups(event, site)
    assert "B/rounds/1.html" in update.removed
    assert sorted(p.name for p in (site / "B").iterdir()) == ["notes.txt"]
    assert (site / "A" / "rounds" / "1.html").is_file()
    # The event as one table: the groups' folders go, the site is the plain one.
    one = copy_sample(tmp_path, "club-championship")
    update = publish(one, site)
    assert "A/index.html" in update.removed
    assert not (site / "A").exists()
    assert update.pages == 29
    assert (site / "rounds" / "1.html").is_file()
    plain = tmp_path / "plain"
    publish(one, plain)
    assert {p: b for p, b in snapshot(site).items() if p != "B/notes.txt"} == snapshot(
        plain
    )
