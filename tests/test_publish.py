"""Writing the event site into a folder, and keeping it up to date: only the
pages that changed are rewritten, every link leads to a file of the site."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from urllib.parse import unquote

import pytest

from berger import pipeline
from berger.core.draw import Numbering
from berger.core.standings import Ties
from berger.errors import BergerError, InputError
from berger.formats.event import Options
from berger.publish import MANIFEST, LiveSite, SiteUpdate, write_site

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def copy_sample(tmp_path: Path, name: str = "club-championship") -> Path:
    folder = tmp_path / name
    shutil.copytree(SAMPLES / name, folder)
    return folder


def publish(event: Path, folder: Path, **options: object) -> SiteUpdate:
    config, tournament, _ = pipeline.open_event(event, Options(**options))  # type: ignore[arg-type]
    results = pipeline.load_results(config, tournament)
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


def test_every_link_leads_to_a_file_of_the_site(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    out = tmp_path / "out"
    site = out / "site"
    (out).mkdir()
    (out / "cards.pdf").write_bytes(b"%PDF")
    publish(event, site)
    pages = sorted(site.rglob("*.html"))
    assert len(pages) == 28
    for page in pages:
        html = page.read_text("utf-8")
        for link in links(html):
            if not link:
                continue  # a link to a place on the same page
            target = (page.parent / unquote(link)).resolve()
            assert target.is_file(), f"{page.relative_to(site)}: {link}"
            if link.endswith("cards.pdf"):
                assert target == (out / "cards.pdf").resolve()
            else:
                assert target.is_relative_to(site.resolve()), link
    index = (site / "index.html").read_text("utf-8")
    assert 'href="../cards.pdf"' in index
    assert "../chart.pdf" not in index


def test_a_site_without_results(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('results = "results.csv"\n', ""), "utf-8"
    )
    update = publish(event, tmp_path / "site", language="uk")
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
    publish(event, site, templates=mine)
    assert (site / "site.css").read_text("utf-8") == "body { color: teal; }\n"
    assert ">Home</a>" in (site / "rounds.html").read_text("utf-8")
    # A changed template: every page is rendered again, the changed ones written.
    (mine / "site" / "site.css").write_text("body { color: navy; }\n", "utf-8")
    (mine / "site" / "players.html").write_text(
        page.replace("TEXT", "only this"), "utf-8"
    )
    update = publish(event, site, templates=mine)
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
    publish(event, site, ties=Ties.LOTS, seed=5, tiebreaks=("WIN",))
    for page in ("standings.html", "crosstable.html", "index.html"):
        text = (site / page).read_text("utf-8")
        assert text.count('<span class="lots-mark">‡</span>') == 8, page
    standings = (site / "standings.html").read_text("utf-8")
    assert "‡ marks a place it decided." in standings
    assert "Seed of the lots: 5." in standings
