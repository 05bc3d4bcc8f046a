"""Writing the event site into a folder, and keeping it up to date: only the
pages that changed are rewritten, every link leads to a file of the site."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from urllib.parse import unquote

import pytest
from tests.conftest import open_individual

from berger.core.draw import Numbering
from berger.core.standings import Ties
from berger.errors import BergerError, InputError
from berger.formats.event import Options
from berger.formats.output import Language
from berger.pipeline.event import open_groups
from berger.pipeline.results import load_results
from berger.publish import (
    MANIFEST,
    LiveSite,
    SiteUpdate,
    players_event,
    write_groups_site,
    write_site,
)

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def copy_sample(tmp_path: Path, name: str = "club-championship") -> Path:
    folder = tmp_path / name
    shutil.copytree(SAMPLES / name, folder)
    return folder


def publish(event: Path, folder: Path, options: Options | None = None) -> SiteUpdate:
    config, tournament = open_individual(event, options)
    results = load_results(config, tournament)
    return write_site(config, tournament, results, folder)


def drop_last_results(event: Path, count: int) -> None:
    path = event / "results.csv"
    lines = path.read_text("utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-count]), "utf-8")


def test_a_second_writing_changes_nothing(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    first = publish(event, site)
    # 8 players, 7 rounds: index, rounds, standings, crosstable, players,
    # screen, 7 rounds, 7 standings after a round, 8 players = 28 pages.
    assert first.pages == 28
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
    drop_last_results(event, 1)  # round 7, board 4 (7–1, 1-0) not in yet
    publish(event, site)
    untouched = (site / "rounds" / "1.html").stat().st_mtime_ns
    shutil.copy(SAMPLES / "club-championship" / "results.csv", event / "results.csv")
    update = publish(event, site)
    written = set(update.written)
    assert {"rounds/7.html", "standings.html", "standings/7.html"} <= written
    assert {"players/7.html", "players/1.html", "crosstable.html"} <= written
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
    drop_last_results(event, 4)  # round 7 has no result now
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


def links(html: str) -> list[str]:
    return re.findall(r'(?:href|src)="([^"#]*)(?:#[^"]*)?"', html)


def check_links(site: Path, cards: Path) -> list[Path]:
    """Every link of every page of ``site`` leads to a file of the site, but
    those to ``cards.pdf``, which lead to ``cards``; returns the pages."""
    pages = sorted(site.rglob("*.html"))
    for page in pages:
        html = page.read_text("utf-8")
        for link in links(html):
            if not link:
                continue  # a link to a place on the same page
            target = (page.parent / unquote(link)).resolve()
            assert target.is_file(), f"{page.relative_to(site)}: {link}"
            if link.endswith("cards.pdf"):
                assert target == cards.resolve()
            else:
                assert target.is_relative_to(site.resolve()), link
    return pages


def test_every_link_leads_to_a_file_of_the_site(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    out = tmp_path / "out"
    site = out / "site"
    (out).mkdir()
    (out / "cards.pdf").write_bytes(b"%PDF")
    publish(event, site)
    assert len(check_links(site, out / "cards.pdf")) == 28
    index = (site / "index.html").read_text("utf-8")
    assert 'href="../cards.pdf"' in index
    assert "../chart.pdf" not in index


def test_a_site_without_results(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('results = "results.csv"\n', ""), "utf-8"
    )
    update = publish(event, tmp_path / "site", Options(language=Language.UK))
    # No standings after a round, everything else.
    assert update.pages == 28 - 7
    standings = (tmp_path / "site" / "standings.html").read_text("utf-8")
    assert "Результатів ще немає." in standings


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
    )
    (event / "results-b.csv").write_text("round,white,black,result\n1,1,4,9-9\n")
    with pytest.raises(BergerError) as caught:
        live.rebuild()
    assert str(caught.value).startswith("group B: ")
    assert "results-b.csv:2" in str(caught.value)


def test_places_drawn_by_lot_are_marked_and_explained(tmp_path: Path) -> None:
    # After round 1 the four winners have one point and one win each, the
    # four losers none: two groups level after the chain (WIN), each ordered
    # by lots drawn with seed 5, so every one of the 8 places is marked.
    event = copy_sample(tmp_path)
    results = event / "results.csv"
    results.write_text(
        "".join(results.read_text("utf-8").splitlines(keepends=True)[:5]), "utf-8"
    )
    site = tmp_path / "site"
    publish(event, site, Options(ties=Ties.LOTS, seed=5, tiebreaks=("WIN",)))
    for page in ("standings.html", "crosstable.html", "index.html"):
        text = (site / page).read_text("utf-8")
        assert text.count('<span class="lots-mark">‡</span>') == 8, page
    standings = (site / "standings.html").read_text("utf-8")
    assert "‡ marks a place it decided." in standings
    assert "Seed of the lots: 5." in standings


# -- the one site of an event with several groups ----------------------------


def publish_groups(event: Path, folder: Path, **options: object) -> SiteUpdate:
    groups = open_groups(event, Options(**options))  # type: ignore[arg-type]
    return write_groups_site(groups, folder)


def site_files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_every_link_of_an_event_with_groups_leads_to_a_file_of_its_site(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    out = tmp_path / "out"
    site = out / "site"
    (out / "B").mkdir(parents=True)
    (out / "B" / "cards.pdf").write_bytes(b"%PDF")
    update = publish_groups(event, site, language="uk")
    # A: 27 pages, B: 20 (see test_the_live_site_of_one_group), the event's
    # front page and hall screen.
    assert update.pages == 27 + 20 + 2
    pages = check_links(site, out / "B" / "cards.pdf")
    assert len(pages) == 49
    # Every group page leads back to the event's front page, which leads to
    # every page type of each group.
    for page in pages:
        if page.parent != site and page.name != "screen.html":
            depth = len(page.relative_to(site).parts) - 1
            back = "../" * depth + "index.html"
            assert f'<p class="event"><a href="{back}">' in page.read_text("utf-8")
    index = (site / "index.html").read_text("utf-8")
    for group in "AB":
        for name in ("index", "rounds", "standings", "crosstable", "players"):
            assert f'href="{group}/{name}.html"' in index
    assert 'href="B/rounds/5.html">Тур 5 з 6<' in index
    assert 'href="A/rounds/7.html">Тур 7 з 7<' in index
    assert 'href="A/players/1.html"' in index  # the winner of A
    assert 'href="../../B/cards.pdf"' in (site / "B" / "index.html").read_text("utf-8")
    assert "cards.pdf" not in (site / "A" / "index.html").read_text("utf-8")


def test_a_new_result_in_one_group_rewrites_its_pages_and_the_front_page(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    site = tmp_path / "site"
    results = event / "results-b.csv"
    full = results.read_text("utf-8")
    lines = full.splitlines(keepends=True)
    results.write_text("".join(lines[:-1]), "utf-8")  # round 4, board 2 not in
    publish_groups(event, site)
    before = site_files(site)
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
    after = site_files(site)
    assert {p for p in after if after[p] != before.get(p)} == written | {
        "B/.berger-site.json",
        ".berger-site.json",
    }
    # What a full writing into an empty folder makes, byte for byte.
    fresh = tmp_path / "fresh"
    publish_groups(event, fresh)
    assert site_files(fresh) == after


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
    update = write_groups_site([b], alone, front=False)
    assert update.pages == 20
    mine = site_files(alone)
    top = {path for path in mine if not path.startswith("B/")}
    assert top == {
        "favicon.svg",
        "site.css",
        "site.js",
        "fonts/DejaVuSans.ttf",
        "fonts/DejaVuSans-Bold.ttf",
        "fonts/LICENSE-DejaVu.txt",
    }
    everything = site_files(whole)
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
    assert update.pages == 28
    assert (site / "rounds" / "1.html").is_file()
    plain = tmp_path / "plain"
    publish(one, plain)
    assert {
        p: b for p, b in site_files(site).items() if p != "B/notes.txt"
    } == site_files(plain)


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
    results_a.write_text(
        "".join(results_a.read_text("utf-8").splitlines(keepends=True)[:-1]), "utf-8"
    )
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
        tournament = players_event(found.config, found.tournament)
        results = load_results(found.config, tournament)
        write_site(found.config, tournament, results, plain)
        players = (plain / "players.html").read_text("utf-8")
        table = re.search(r'<table class="players">.*?</table>', players, re.S)
        assert table is not None
        assert table.group(0) in (site / group / "players.html").read_text("utf-8")
