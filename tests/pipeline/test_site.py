"""The site of an event, or of an event with several groups, written into
a folder: every link leads to a file of the site, the pack's files get
download links, the standings after each round are counted once; a team
event's site, and the pages one new board result rewrites; the prize list
page (an event with [[prizes]]) shows what ``berger prizes`` gives."""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

import pytest
from tests.conftest import (
    SAMPLES,
    drop_last_results,
    open_individual,
    open_teams,
    run,
)
from tests.publish.conftest import (
    check_links,
    copy_sample,
    publish,
    publish_groups,
)

from berger.core.standings import Ties
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.players.count import PlayerCounted
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.site import (
    StandingsMemo,
    check_group_names,
    downloads,
    write_site,
)
from berger.pipeline.teams.outputs import TEAM_OUTPUTS
from berger.publish.folder import SiteUpdate
from berger.render.site.render import TOP_NAMES


def test_every_link_leads_to_a_file_of_the_site(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    out = tmp_path / "out"
    site = out / "site"
    (out).mkdir()
    (out / "cards.pdf").write_bytes(b"%PDF")
    publish(event, site)
    assert len(check_links(site, out / "cards.pdf")) == 29
    index = (site / "index.html").read_text("utf-8")
    assert 'href="../cards.pdf"' in index
    assert "../chart.pdf" not in index


def test_the_links_are_to_the_kinds_files_in_the_folder(tmp_path: Path) -> None:
    for name in ("event.trf", "norms.pdf", "board-results.pdf", "cards.pdf"):
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "standings.csv").write_text("place\n", "utf-8")
    # In the list's order, each with its label; the title norms unlinked.
    assert downloads(PLAYER_OUTPUTS, tmp_path) == (
        ("cards.pdf", "doc_cards"),
        ("standings.csv", "doc_standings"),
        ("event.trf", "site_dl_trf"),
    )
    assert ("board-results.pdf", "doc_board_results") in downloads(
        TEAM_OUTPUTS, tmp_path
    )


def test_a_site_without_results(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('results = "results.csv"\n', ""), "utf-8"
    )
    update = publish(event, tmp_path / "site", Options(language=Language.UK))
    # No standings after a round, everything else.
    assert update.pages == 29 - 7
    standings = (tmp_path / "site" / "standings.html").read_text("utf-8")
    assert "Результатів ще немає." in standings


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
    # The hall screen's standings slides show every place too.
    for page in ("standings.html", "crosstable.html", "index.html", "screen.html"):
        text = (site / page).read_text("utf-8")
        assert text.count('<span class="lots-mark">‡</span>') == 8, page
    # Each player's page shows their place with its mark.
    for number in range(1, 9):
        text = (site / "players" / f"{number}.html").read_text("utf-8")
        assert text.count('<span class="lots-mark">‡</span>') == 1, number
    standings = (site / "standings.html").read_text("utf-8")
    assert "‡ marks a place it decided." in standings
    assert "Seed of the lots: 5." in standings


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


def test_each_group_of_an_event_with_prizes_has_its_prize_list(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path, "club-groups")
    toml = event / "event.toml"
    prizes = '[[prizes]]\nname = "Main"\namounts = [100, 50]\n\n[[groups]]'
    toml.write_text(
        toml.read_text("utf-8").replace("\n[[groups]]", "\n" + prizes, 1), "utf-8"
    )
    site = tmp_path / "site"
    update = publish_groups(event, site)
    assert update.pages == 28 + 21 + 2  # each group's prize list too
    check_links(site, tmp_path / "cards.pdf")
    index = (site / "index.html").read_text("utf-8")
    for group in "AB":
        assert f'href="{group}/prizes.html">Prizes</a>' in index
        page = (site / group / "prizes.html").read_text("utf-8")
        assert f"Riverside Club Championship 2026 — {group}" in page
        assert '<a href="standings.html">Standings</a>' in page


def test_the_standings_of_a_round_are_counted_again_only_when_it_changes(
    tmp_path: Path,
) -> None:
    def tables(memo: StandingsMemo) -> tuple[PlayerCounted, ...]:
        players = open_individual(event)
        results = players.results
        assert results is not None
        return memo.tables(players, results)

    event = copy_sample(tmp_path)
    drop_last_results(event / "results.csv", 1)  # round 7, board 4 not in yet
    memo = StandingsMemo()
    before = tables(memo)
    shutil.copy(SAMPLES / "club-championship" / "results.csv", event / "results.csv")
    after = tables(memo)
    # Rounds 1 to 6 kept as they were; round 7, with its new result, anew,
    # as a new memo counts it.
    assert [counted.after_round for counted in after] == list(range(1, 8))
    assert all(old is new for old, new in zip(before[:6], after[:6], strict=True))
    assert after[6] is not before[6]
    assert after[6] == tables(StandingsMemo())[6]


def test_a_group_may_not_take_a_name_of_the_sites_own(tmp_path: Path) -> None:
    check_group_names(tmp_path, ["A", "Under 12"], TOP_NAMES)
    # Case ignored, as some file systems do.
    with pytest.raises(InputError) as caught:
        check_group_names(tmp_path, ["A", "Fonts"], TOP_NAMES)
    assert (caught.value.path, caught.value.field) == (
        str(tmp_path / "event.toml"),
        "groups.name",
    )
    assert caught.value.message.startswith(
        "group name 'Fonts' is taken: the event site has 'fonts' where"
    )


def test_the_site_of_a_team_event(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "school-teams")
    out = tmp_path / "out"
    site = out / "site"
    out.mkdir()
    (out / "cards.pdf").write_bytes(b"%PDF")
    teams = open_teams(event)
    update = write_site(teams, teams.results, site)
    # 6 top pages, 5 rounds, the standings after each of 5, 6 teams.
    assert update.pages == 6 + 5 + 5 + 6
    assert len(check_links(site, out / "cards.pdf")) == 22
    round5 = (site / "rounds" / "5.html").read_text("utf-8")
    assert round5.count('<table class="boards match">') == 3
    team = (site / "players" / "1.html").read_text("utf-8")
    assert "Склад команди" in team
    assert 'href="../players/1.html#m1"' in round5  # a player's line
    assert 'id="m1"' in team


def test_one_new_board_result_rewrites_only_the_pages_it_changes(
    tmp_path: Path,
) -> None:
    # The school teams' last round: Ліцей №2 (5) – Ліцей №24 (1), boards in
    # one at a time; the others of round 5 are in.
    event = copy_sample(tmp_path, "school-teams")
    drop_last_results(event / "results.csv", 2)
    lines = (SAMPLES / "school-teams" / "results.csv").read_text("utf-8")
    new = lines.splitlines(keepends=True)[-2:]
    site = tmp_path / "site"

    def write() -> SiteUpdate:
        teams = open_teams(event)
        return write_site(teams, teams.results, site)

    # Every page, the static files, the calendars (the rounds', 6 teams').
    assert len(write().written) == 22 + 6 + 7
    assert write().written == ()
    # Board 3 (½-½): the match is not decided yet.
    with (event / "results.csv").open("a", encoding="utf-8") as handle:
        handle.write(new[0])
    assert sorted(write().written) == [
        "index.html",
        "players/1.html",
        "players/5.html",
        "rounds/5.html",
        "screen.html",
    ]
    # Board 4 (0-1) decides it, 1½–2½ for Ліцей №24: the standings and the
    # crosstable too, and the list of rounds (round 5 played); with 6 MP
    # Ліцей №24 goes up from 4th to 2nd, ahead of Технічний ліцей (6) on
    # EDE, and Ліцей №7 (4) down to 4th: their pages show their place.
    with (event / "results.csv").open("a", encoding="utf-8") as handle:
        handle.write(new[1])
    assert sorted(write().written) == [
        "crosstable.html",
        "index.html",
        "players/1.html",
        "players/4.html",
        "players/5.html",
        "players/6.html",
        "rounds.html",
        "rounds/5.html",
        "screen.html",
        "standings.html",
        "standings/5.html",
    ]


PRIZE_ROW = re.compile(
    r'<td class="place">([^<]*)</td>\s*<td class="name"><a class="who"'
    r' href="([^"]*)"><span class="no">(\d+)</span> ([^<]*)</a>'
    r'<span class="note how">([^<]*)</span></td>\s*'
    r'<td class="num amount">([^<]*)</td>'
)
"""An award's line on the prize list page: places, the link to the winner's
page, number, name, how it was worked out, amount."""


def test_the_prize_list_page_shows_what_berger_prizes_gives(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    site = tmp_path / "site"
    publish(event, site)
    result = run("prizes", event, "--format", "json")
    data = json.loads(result.stdout)
    page = (site / "prizes.html").read_text("utf-8")
    assert "<title>Prize list · Riverside Club Championship 2026" in page
    assert '<p class="when">After round 7 of 7</p>' in page
    shown = PRIZE_ROW.findall(html.unescape(page))
    assert [(places, int(no), name) for places, _, no, name, _, _ in shown] == [
        (p["places"].replace("-", "–"), p["number"], p["name"]) for p in data["prizes"]
    ]
    assert [amount for *_, amount in shown] == [
        f"{p['amount']}\u00a0UAH" for p in data["prizes"]
    ]
    assert [link for _, link, *_ in shown] == [
        f"players/{p['number']}.html" for p in data["prizes"]
    ]
    assert shown[4][4] == data["prizes"][4]["how"].removeprefix("Hort: ")
    assert '<h2 id="list-1">Main <span class="sub">· Hort&#39;s system' in page
    # Linked from every page's navigation (the prize page marked as the
    # one open), and back to the others.
    for path in ("index.html", "standings.html", "rounds/3.html", "players/2.html"):
        other = (site / path).read_text("utf-8")
        root = "../" if "/" in path else ""
        assert f'<a href="{root}prizes.html">Prizes</a>' in other, path
    assert '<a href="prizes.html" aria-current="page">Prizes</a>' in page
    for target in ("index", "rounds", "standings", "crosstable", "players"):
        assert f'<a href="{target}.html">' in page
    assert '<li><a href="prizes.html">Prize list</a></li>' in (
        site / "index.html"
    ).read_text("utf-8")


def test_the_prize_list_page_in_the_sites_language_before_any_result(
    tmp_path: Path,
) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('results = "results.csv"\n', ""), "utf-8"
    )
    publish(event, tmp_path / "site", Options(language=Language.UK))
    page = (tmp_path / "site" / "prizes.html").read_text("utf-8")
    assert "<h1>Призи</h1>" in page
    assert "Результатів ще немає: призи за місцями." in page
    amounts = re.findall(r'<td class="num amount">([^<]*)</td>', page)
    assert amounts == [
        f"{amount}\u00a0UAH" for amount in (4000, 2500, 1500, 1000, 600, 500)
    ]
    assert "players/" not in page.split("<main")[1].split("</main>")[0]


def test_no_prize_list_page_without_prizes(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "draughts-cup")
    update = publish(event, tmp_path / "site")
    assert not (tmp_path / "site" / "prizes.html").exists()
    assert "prizes.html" not in update.written
    index = (tmp_path / "site" / "index.html").read_text("utf-8")
    assert "prizes.html" not in index


def test_a_team_events_prize_list_page(tmp_path: Path) -> None:
    event = copy_sample(tmp_path, "school-teams")
    with (event / "event.toml").open("a", encoding="utf-8") as toml:
        toml.write('\n[[prizes]]\nname = "Кубок"\namounts = [300, 200]\n')
    data = json.loads(run("prizes", event, "--format", "json").stdout)
    teams = open_teams(event)
    write_site(teams, teams.results, tmp_path / "site")
    page = (tmp_path / "site" / "prizes.html").read_text("utf-8")
    shown = PRIZE_ROW.findall(html.unescape(page))
    assert [(int(no), name, amount) for _, _, no, name, _, amount in shown] == [
        (p["number"], p["name"], f"{p['amount']:.2f}") for p in data["prizes"]
    ]
    assert '<th class="name" scope="col">Команда</th>' in page


def test_the_rank_norms_page_in_the_events_language(tmp_path: Path) -> None:
    # The rank-norms sample (docs/ranks.md): Белов Максим, of the second
    # rank, 7½ and 10.2 needed in the event's 2/1/0 points, 11 scored.
    event = copy_sample(tmp_path, "rank-norms")
    site = tmp_path / "site"
    publish(event, site)
    page = html.unescape((site / "ranks.html").read_text("utf-8"))
    assert "<title>Выполнение разрядных норм · Первенство города" in page
    assert "<b>1,5</b>" in page
    belov = re.search(r"6</span> Белов Максим.*?</tr>", page, re.S)
    assert belov is not None
    cells = re.findall(r"<td[^>]*>(.*?)</td>", belov.group(0), re.S)
    assert [re.sub(r"<[^>]+>", "", c).strip() for c in cells] == [
        *("9", "11", "", "7½ ✓", "10,2 ✓", "1 разряд")
    ]
    assert '<a href="ranks.html" aria-current="page">Разряды</a>' in page
    index = (site / "index.html").read_text("utf-8")
    assert '<a href="ranks.html">Разряды</a>' in index
    # An event without [ranks] has no such page, nor a link to it.
    other = copy_sample(tmp_path)
    plain = tmp_path / "plain"
    publish(other, plain)
    assert not (plain / "ranks.html").exists()
    assert "ranks.html" not in (plain / "index.html").read_text("utf-8")
