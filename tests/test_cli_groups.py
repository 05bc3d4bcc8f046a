"""An event with several groups through every command: each group is the
event it would be on its own, printed together or chosen with --group; bad
input names the group.

The sample ``club-groups`` has group A (7 players: an odd number, a bye each
round; rules from [rules]) and group B (4 players, ``cycles = 2`` and its own
tiebreaks, results up to round 4 of 6). ``plain`` below writes each group as
an event of its own, by hand: the event name followed by the group's, the
shared [rules] with the group's own over them. Whatever a command makes of a
group must be what it makes of that plain event.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import icalendar
import pytest
from tests.conftest import SAMPLES, assert_error, ok, run

from berger.publish.folder import MANIFEST

SAMPLE = SAMPLES / "club-groups"

HEADER = """\
[event]
name = "Riverside Club Championship 2026 — {group}"
site = "Riverside Chess Club, Kyiv"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = "IA Olha Hrytsenko"
time_control = "90+30"
game = "chess"
round_dates = [2026-12-01, 2026-12-02, 2026-12-03, 2026-12-04, 2026-12-05, \
2026-12-06, 2026-12-07]
[output]
language = "en"
paper = "a4"
"""
PLAIN_RULES = {
    "A": '[rules]\nnumbering = "rating"\nscoring = "chess"\n'
    'tiebreaks = ["SB", "ARO"]\n',
    "B": '[rules]\nnumbering = "rating"\nscoring = "chess"\n'
    'tiebreaks = ["DE", "SB", "WIN"]\ncycles = 2\n',
}


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """``plain("A")``: group A of the sample written as an event of its own."""
    folder = tmp_path_factory.mktemp("plain")
    for group, rules in PLAIN_RULES.items():
        event = folder / group
        event.mkdir()
        suffix = group.lower()
        shutil.copy(SAMPLE / f"players-{suffix}.csv", event / "players.csv")
        shutil.copy(SAMPLE / f"results-{suffix}.csv", event / "results.csv")
        (event / "event.toml").write_text(
            'players = "players.csv"\nresults = "results.csv"\n'
            + HEADER.format(group=group)
            + rules,
            encoding="utf-8",
        )
    return lambda group: folder / group


# -- printed reports: every group, or one ------------------------------------


@pytest.mark.parametrize("command", ["schedule", "standings"])
def test_text_prints_each_group_under_its_title(
    command: str, plain: Callable[[str], Path]
) -> None:
    both = ok(run(command, SAMPLE))
    a, b = (ok(run(command, plain(g))) for g in "AB")
    assert both == f"== Group A ==\n{a}\n== Group B ==\n{b}"
    assert a.startswith("Riverside Club Championship 2026 — A\n")


@pytest.mark.parametrize("command", ["schedule", "standings"])
def test_csv_has_a_group_column_first(
    command: str, plain: Callable[[str], Path]
) -> None:
    rows = list(
        csv.DictReader(io.StringIO(ok(run(command, SAMPLE, "--format", "csv"))))
    )
    for group in "AB":
        alone = list(
            csv.DictReader(
                io.StringIO(ok(run(command, plain(group), "--format", "csv")))
            )
        )
        mine = [row for row in rows if row["group"] == group]
        assert [{k: row[k] for k in alone[0]} for row in mine] == alone
    assert [row["group"] for row in rows] == sorted(row["group"] for row in rows)


def test_standings_csv_columns_are_every_groups_tiebreaks() -> None:
    # A breaks ties by SB, ARO; B by DE, SB, WIN: one table with the columns
    # in the order they first appear (A's games played after its tiebreaks),
    # empty where a group has none. (Not rated, so no rating-change columns
    # follow A's games.)
    text = ok(run("standings", SAMPLE, "--format", "csv", "--not-rated"))
    header, *rows = list(csv.reader(io.StringIO(text)))
    assert header == [
        "group", "place", "number", "name", "rating", "points",
        "SB", "ARO", "games", "DE", "WIN",
    ]  # fmt: skip
    # The figures are group B's standings after round 4 as B alone has them
    # (see the test above); Kravets, alone on 3½, gets no DE.
    b = {row[3]: row for row in rows if row[0] == "B"}
    assert b["Hughes, Megan"][5:] == ["1.5", "2.25", "", "4", "1.5", "1"]
    assert b["Kravets, Taras"][5:] == ["3.5", "5.25", "", "4", "", "3"]
    a = next(row for row in rows if row[0] == "A")
    assert a[3:] == ["Marchenko, Oleh", "2241", "5.5", "13.25", "2042", "6", "", ""]


@pytest.mark.parametrize("command", ["schedule", "standings"])
def test_json_is_a_list_of_groups_each_its_own_document(
    command: str, plain: Callable[[str], Path]
) -> None:
    document = json.loads(ok(run(command, SAMPLE, "--format", "json")))
    assert list(document) == ["groups"]
    assert [g["name"] for g in document["groups"]] == ["A", "B"]
    for entry in document["groups"]:
        alone = json.loads(ok(run(command, plain(entry["name"]), "--format", "json")))
        assert list(entry) == ["name", *alone]
        del entry["name"]
        assert entry == alone


@pytest.mark.parametrize("fmt", ["text", "csv", "json"])
@pytest.mark.parametrize("command", ["schedule", "standings"])
def test_group_chooses_one_and_prints_it_as_a_plain_event(
    command: str, fmt: str, plain: Callable[[str], Path]
) -> None:
    # Case does not matter; the output is the group's own, with no title.
    chosen = ok(run(command, SAMPLE, "--group", "b", "--format", fmt))
    assert chosen == ok(run(command, plain("B"), "--format", fmt))


def test_each_group_keeps_its_own_rules() -> None:
    document = json.loads(ok(run("schedule", SAMPLE, "--format", "json")))
    a, b = document["groups"]
    # A: 7 players, single round robin of the FIDE table for 8: 7 rounds of
    # 3 games and a bye. B: cycles = 2 for 4 players: 2 × 3 rounds.
    assert [len(a["rounds"]), len(b["rounds"])] == [7, 6]
    assert {r["cycle"] for r in a["rounds"]} == {1}
    assert [r["cycle"] for r in b["rounds"]] == [1, 1, 1, 2, 2, 2]
    # Both inherit numbering = "rating" from [rules]: highest rating first.
    for group in (a, b):
        ratings = [p["rating"] for p in group["players"]]
        assert ratings == sorted(ratings, reverse=True)
    # B swaps cycle 1's last two rounds (the default for 2 cycles): the table
    # for 4 is R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1, so R2 and R3 trade
    # places; cycle 2 is the table in order, colours reversed: R4 4–1, 3–2.
    games = [[(g["white"], g["black"]) for g in r["games"]] for r in b["rounds"]]
    assert games[:4] == [[(1, 4), (2, 3)], [(2, 4), (3, 1)], [(4, 3), (1, 2)],
                         [(4, 1), (3, 2)]]  # fmt: skip
    standings = json.loads(ok(run("standings", SAMPLE, "--format", "json")))
    a, b = standings["groups"]
    assert (a["tiebreaks"], a["after_round"]) == (["SB", "ARO"], 7)
    assert (b["tiebreaks"], b["after_round"]) == (["DE", "SB", "WIN"], 4)


def test_command_line_options_go_over_the_groups_rules() -> None:
    # --cycles 1 over B's cycles = 2: B has the 3 rounds of one cycle.
    document = json.loads(
        ok(run("schedule", SAMPLE, "--cycles", "1", "--format", "json"))
    )
    assert [len(g["rounds"]) for g in document["groups"]] == [7, 3]


def test_when_in_a_group() -> None:
    # A: players 1 and 2 of 7 (FIDE table for 8): 1 + 2 = 3 ≤ 8, round 3 − 1
    # = 2; 3 is odd, so the smaller number has white.
    assert ok(run("when", "1", "2", SAMPLE, "--group", "A", "--format", "json")) == (
        '{"round": 2, "white": 1, "black": 2}\n'
    )
    # B, 4 players, two cycles: 1 + 2 = 3 ≤ 4, round 2, 1 white; cycle 1's
    # last two rounds swap, so it is played third; cycle 2 in order with
    # colours reversed: round 3 + 2 = 5, 2 white.
    assert json.loads(
        ok(run("when", "1", "2", SAMPLE, "--group", "b", "--format", "json"))
    ) == {
        "round": 3,
        "white": 1,
        "black": 2,
        "rounds": [
            {"cycle": 1, "round": 3, "white": 1, "black": 2},
            {"cycle": 2, "round": 5, "white": 2, "black": 1},
        ],
    }


# -- files: one group at a time ----------------------------------------------

ONE_FILE = [
    ["cards", "{event}", "-o", "{out}.html"],
    ["round-sheets", "{event}", "-o", "{out}.html"],
    ["chart", "{event}", "-o", "{out}.html"],
    ["crosstable", "{event}", "-o", "{out}.html"],
    ["crosstable", "{event}", "--blank", "--round-hints", "-o", "{out}.html"],
    ["workbook", "{event}", "-o", "{out}.xlsx"],
    ["export", "{event}", "--to", "trf", "-o", "{out}.trf"],
    ["export", "{event}", "--to", "csv", "-o", "{out}.csv"],
    ["export", "{event}", "--to", "json", "-o", "{out}.json"],
    ["when", "1", "2", "{event}"],
]


def command_line(command: list[str], event: Path, out: Path) -> list[str]:
    return [part.format(event=event, out=out) for part in command]


@pytest.mark.parametrize("command", ONE_FILE, ids=" ".join)
def test_a_command_that_makes_one_thing_needs_the_group(
    command: list[str], tmp_path: Path
) -> None:
    result = run(*command_line(command, SAMPLE, tmp_path / "out"))
    assert_error(
        result,
        status=2,
        pattern=r"^Error: this event has groups A, B; choose one with --group NAME$",
    )
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", ONE_FILE[:-1], ids=" ".join)
@pytest.mark.parametrize("group", ["A", "B"])
def test_a_groups_file_is_the_plain_events(
    command: list[str], group: str, tmp_path: Path, plain: Callable[[str], Path]
) -> None:
    mine = command_line(command, SAMPLE, tmp_path / "grouped")
    ok(run(*mine, "--group", group.lower()))
    ok(run(*command_line(command, plain(group), tmp_path / "plain")))
    grouped, alone = sorted(tmp_path.iterdir())
    assert grouped.read_bytes() == alone.read_bytes()


@pytest.mark.parametrize("group", ["A", "B"])
def test_a_groups_site_is_the_plain_events(
    group: str, tmp_path: Path, plain: Callable[[str], Path]
) -> None:
    grouped, alone = tmp_path / "grouped", tmp_path / "alone"
    printed = ok(run("site", SAMPLE, "--group", group.lower(), "-o", grouped))
    assert printed.startswith(f"wrote {grouped / 'index.html'}: ")
    ok(run("site", plain(group), "-o", alone))
    files = sorted(p.relative_to(alone) for p in alone.rglob("*") if p.is_file())
    assert len(files) > 20
    assert (
        sorted(p.relative_to(grouped) for p in grouped.rglob("*") if p.is_file())
        == files
    )
    for name in files:
        if name.name == MANIFEST:
            assert _pages(grouped / name) == _pages(alone / name)
            continue
        if name.parts[0] != "calendar":
            assert (grouped / name).read_bytes() == (alone / name).read_bytes()
            continue
        # A group's calendars: the plain event's entries, their UIDs the
        # group's own (they name it) and their revision their files'.
        ours, theirs = (_entries(folder / name) for folder in (grouped, alone))
        assert [entry[1:] for entry in ours] == [entry[1:] for entry in theirs]
        assert not {entry[0] for entry in ours} & {entry[0] for entry in theirs}


def _pages(path: Path) -> dict[str, object]:
    """A site's manifest but its calendars' digests."""
    data = json.loads(path.read_text("utf-8"))
    data["pages"] = {
        page: digest
        for page, digest in data["pages"].items()
        if not page.startswith("calendar/")
    }
    return dict(data)


def _entries(path: Path) -> list[tuple[str, ...]]:
    """Each entry of a calendar file: its UID, start, summary, description."""
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    return [
        (
            str(entry["UID"]),
            str(entry["SUMMARY"]),
            str(entry["DESCRIPTION"]),
            str(entry.decoded("DTSTART")),
        )
        for entry in calendar.walk("VEVENT")
    ]


@pytest.mark.slow
def test_build_writes_each_groups_pack_in_its_own_folder(
    tmp_path: Path,
    plain: Callable[[str], Path],
    packs: Callable[[str], tuple[Path, str]],
) -> None:
    out, printed = packs("club-groups")  # `berger build SAMPLE -o OUT`
    # Each group's pack in its folder, the event's one site beside them.
    assert sorted(p.name for p in out.iterdir()) == ["A", "B", "site"]
    assert printed.endswith(f"wrote {out / 'site'}\n")
    for group in "AB":
        alone = tmp_path / f"alone-{group}"
        ok(run("build", plain(group), "-o", alone))
        files = sorted(
            p.relative_to(alone)
            for p in alone.rglob("*")
            if p.is_file() and "site" not in p.relative_to(alone).parts
        )
        mine = out / group
        assert (
            sorted(p.relative_to(mine) for p in mine.rglob("*") if p.is_file()) == files
        )
        # Results for both: the whole pack, norms.pdf too (12 files), and
        # the plain event's own site.
        assert len([p for p in alone.iterdir() if not p.name.startswith(".")]) == 13
        for name in files:
            assert (mine / name).read_bytes() == (alone / name).read_bytes()
        for path in alone.glob("*.*"):
            if not path.name.startswith("."):
                assert f"wrote {mine / path.name}\n" in printed
        # The group's pages link to its own pack: out/site/B/ to out/B/.
        index = (out / "site" / group / "index.html").read_text("utf-8")
        assert f'href="../../{group}/cards.pdf"' in index
        assert f'href="../../{group}/event.trf"' in index


@pytest.mark.slow
def test_build_of_one_group_writes_its_folder_only(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # Group B drawn at random is reported with its name; the pack goes to
    # OUTDIR/B as in a build of every group.
    result = run("build", SAMPLE, "--group", "B", "-o", out, "--numbering", "random")
    assert result.exit_code == 0, result.output
    [line] = result.stderr.splitlines()
    found = re.fullmatch(
        r"Group B: drew pairing numbers by lot with seed (\d+);"
        r" pass --group B --seed \1 to repeat this draw\.",
        line,
    )
    assert found, line
    # B's pack, and B's pages where the whole build puts them (the event's
    # front page needs every group: only a build of every group makes it).
    assert sorted(p.name for p in out.iterdir()) == ["B", "site"]
    assert (out / "B" / "cards.pdf").is_file()
    site = sorted(p.name for p in (out / "site").iterdir())
    assert site == ["B", "favicon.svg", "fonts", "site.css", "site.js"]
    assert (out / "site" / "B" / "index.html").is_file()


# -- bad input ---------------------------------------------------------------


def event(folder: Path, toml: str, bad: str = "") -> Path:
    """An event folder with ``event.toml`` as given, the sample's players
    files as ``a.csv`` and ``b.csv``, and ``bad`` as ``bad.csv``."""
    shutil.copy(SAMPLE / "players-a.csv", folder / "a.csv")
    shutil.copy(SAMPLE / "players-b.csv", folder / "b.csv")
    (folder / "bad.csv").write_text(bad, encoding="utf-8")
    (folder / "event.toml").write_text(toml, encoding="utf-8")
    return folder


A = '[[groups]]\nname = "A"\nplayers = "a.csv"\n'
B = '[[groups]]\nname = "B"\nplayers = "b.csv"\n'


@pytest.mark.parametrize(
    ("toml", "error"),
    [
        (
            'players = "a.csv"\n' + A,
            r"event\.toml: players: players = \.\.\. belongs in each \[\[groups\]\]"
            r" entry of an event with groups$",
        ),
        (
            A + A.replace('"A"', '"a"'),
            r"event\.toml: groups\.name: group name 'a' used twice"
            r" \('A' is the same\)$",
        ),
        (A + A, r"event\.toml: groups\.name: group name 'A' used twice$"),
        (
            A + '[[groups]]\nname = "B"\n',
            r"^Error: group B: \S*event\.toml: players: says no participants file",
        ),
        (
            A + '[[groups]]\nplayers = "b.csv"\n',
            r"event\.toml: groups\.name: group 2 has no name",
        ),
        (
            A + "[[groups]]\nname = 2\n",
            r"event\.toml: groups\.name: 2 has the wrong type \(expected text\)$",
        ),
        (
            '[[groups]]\nname = "A/B"\nplayers = "a.csv"\n',
            r"event\.toml: groups\.name: 'A/B' cannot be a folder name",
        ),
        (
            '[[groups]]\nname = "con"\nplayers = "a.csv"\n',
            r"event\.toml: groups\.name: 'con' cannot be a folder name",
        ),
        (
            '[[groups]]\nname = ".."\nplayers = "a.csv"\n',
            r"event\.toml: groups\.name: '\.\.' cannot be a folder name",
        ),
        ("groups = []\n", r"event\.toml: groups: must be one or more \[\[groups\]\]"),
        (
            A + B + "cycles = 0\n",
            r"^Error: group B: \S*event\.toml: rules\.cycles: 0 is out of range"
            r" 1\.\.20$",
        ),
        (
            A + B + "colour = 1\n",
            r"^Error: group B: \S*event\.toml: rules\.colour: unknown key 'colour'$",
        ),
        (
            "[rules]\ncycles = 0\n" + A,
            r"^Error: \S*event\.toml: rules\.cycles: 0 is out of range",  # shared
        ),
        (
            A + '[[groups]]\nname = "B"\nplayers = "bad.csv"\n',
            r"^Error: group B: \S*bad\.csv:4: rating: 'abc' is not a number$",
        ),
    ],
)
def test_bad_groups(toml: str, error: str, tmp_path: Path) -> None:
    folder = event(tmp_path, toml, "name,rating\nAnn,1\nBob,2\nCy,abc\n")
    result = run("schedule", folder)
    assert result.stdout == ""
    assert_error(result, pattern=error)


def test_group_naming_no_group(tmp_path: Path) -> None:
    folder = event(tmp_path, A + B)
    result = run("standings", folder, "--group", "C")
    assert_error(
        result, pattern=r"^Error: \S*event\.toml: no group 'C'; the groups are A, B$"
    )


def test_group_for_an_event_without_groups(samples: Path) -> None:
    result = run("schedule", samples / "club-championship", "--group", "A")
    assert_error(result, pattern=r"there are no groups in this event \(--group A\)$")


def test_a_results_file_on_the_command_line_needs_the_group(tmp_path: Path) -> None:
    folder = event(tmp_path, A + B)
    result = run("standings", folder, "--results", SAMPLE / "results-a.csv")
    assert_error(
        result,
        status=2,
        pattern=r"^Error: --results is one group's results: this event has groups"
        r" A, B; choose one with --group NAME$",
    )
    chosen = run(
        "standings", folder, "--results", SAMPLE / "results-a.csv", "--group", "A"
    )
    assert ok(chosen).startswith("A\nFinal standings, all 7 rounds")


@pytest.mark.slow
def test_a_broken_group_does_not_stop_another(tmp_path: Path) -> None:
    folder = event(
        tmp_path,
        A + '[[groups]]\nname = "B"\nplayers = "b.csv"\nresults = "bad.csv"\n',
        "round,white,black,result\n1,1,4,x\n",
    )
    assert ok(run("schedule", folder, "--group", "A"))
    result = run("standings", folder, "--group", "B")
    assert_error(
        result,
        pattern=r"^Error: group B: \S*bad\.csv:2: result: 'x' is not a result code",
    )
    result = run("crosstable", folder, "--group", "b", "-o", tmp_path / "x.html")
    assert_error(result, pattern=r"^Error: group B: \S*bad\.csv:2: result: 'x'")
    assert not (tmp_path / "x.html").exists()
    # A build makes A's pack (the draw, no results), then stops at B.
    result = run("build", folder, "-o", tmp_path / "out")
    assert_error(result, pattern=r"^Error: group B: \S*bad\.csv:2: result: 'x'")
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["A"]
    # The site reads every group first: nothing written.
    result = run("site", folder, "-o", tmp_path / "site")
    assert_error(result, pattern=r"^Error: group B: \S*bad\.csv:2: result: 'x'")
    assert not (tmp_path / "site").exists()


def test_a_group_without_results_is_named(tmp_path: Path) -> None:
    folder = event(tmp_path, A + B)
    result = run("standings", folder, "--group", "B")
    assert_error(result, pattern=r"^Error: group B: \S+: no results: ")


@pytest.mark.parametrize(
    ("command", "name", "taken"),
    [
        (["site", "-o", "{out}"], "Fonts", "fonts"),
        (["site", "-o", "{out}"], "index.html", "index.html"),
        (["site", "-o", "{out}"], "SITE.CSS", "site.css"),
        (["build", "-o", "{out}"], "Site", "site"),
        (["build", "--group", "site", "-o", "{out}"], "site", "site"),
    ],
)
def test_a_group_name_the_site_has_already(
    command: list[str], name: str, taken: str, tmp_path: Path
) -> None:
    # Each group's pages go into a folder named after it in the event's site
    # (OUTDIR/site/ for build, beside the groups' packs): a name the site
    # has already (case ignored) is refused before anything is written.
    folder = event(tmp_path, A + B.replace('"B"', f'"{name}"'))
    out = tmp_path / "out"
    result = run(command[0], folder, *[p.format(out=out) for p in command[1:]])
    assert_error(
        result,
        pattern=rf"^Error: \S*event\.toml: groups\.name: group name {name!r} is"
        rf" taken: the event site has {taken!r} where the group's folder would"
        r" go; rename the group$",
    )
    assert not out.exists()


def test_a_team_group_has_its_pages_in_the_events_site(tmp_path: Path) -> None:
    teams = SAMPLES / "school-teams"
    folder = event(
        tmp_path,
        A + '[[groups]]\nname = "T"\nplayers = "teams.csv"\nresults = "results.csv"\n'
        'teams = true\nboards = 4\nnumbering = "random"\nseed = 2026\n'
        'tiebreaks = ["EDE", "EMGSB"]\n',
    )
    for name in ("teams.csv", "results.csv"):
        shutil.copy(teams / name, folder / name)
    assert ok(run("schedule", folder, "--group", "T"))
    ok(run("site", folder, "-o", tmp_path / "out"))
    # The team group's pages beside the players' group's: a page per team.
    assert (tmp_path / "out" / "T" / "players" / "6.html").is_file()
    assert "T" in (tmp_path / "out" / "index.html").read_text("utf-8")
    # The hall screen shows the team group's standings under a team event's
    # labels (an event of players' would refuse EDE).
    screen = (tmp_path / "out" / "screen.html").read_text("utf-8")
    assert '<th class="num">MP</th><th class="num">GP</th>' in screen
    assert '<th class="num">EDE</th><th class="num">EMGSB</th>' in screen


# -- the event's one site ----------------------------------------------------


def test_site_without_group_is_the_events_one_site(
    tmp_path: Path, plain: Callable[[str], Path]
) -> None:
    site = tmp_path / "site"
    printed = ok(run("site", SAMPLE, "-o", site))
    # A: 7 players, 7 rounds, results in all: 6 + 7 + 7 + 7 = 27 pages; B:
    # 20 (see tests/publish/test_live.py); the event's front page and hall
    # screen: 49; with the 6 static files and the calendars, A's 8 (the
    # rounds', 7 players') and B's 5 (the rounds', 4 players'): 68 files.
    assert printed == f"wrote {site / 'index.html'}: 49 pages, 68 files changed\n"
    top = sorted(p.name for p in site.iterdir())
    assert top == [
        ".berger-site.json",
        "A",
        "B",
        "favicon.svg",
        "fonts",
        "index.html",
        "screen.html",
        "site.css",
        "site.js",
    ]
    for group in "AB":
        # Every page a group has on its own, in its folder; only the way to
        # the site's top (its style sheet, the event's front page) differs.
        alone = tmp_path / f"alone-{group}"
        ok(run("site", plain(group), "-o", alone))
        pages = sorted(p.relative_to(alone) for p in alone.rglob("*.html"))
        mine = site / group
        assert sorted(p.relative_to(mine) for p in mine.rglob("*.html")) == pages
        standings = (mine / "standings.html").read_text("utf-8")
        assert '<link rel="stylesheet" href="../site.css">' in standings
        assert (
            '<p class="event"><a href="../index.html">Riverside Club Championship'
            f' 2026</a><span class="up" aria-hidden="true"> › </span><a'
            f' href="index.html">Group {group}</a></p>'
        ) in standings
        title = f"<title>Standings · Riverside Club Championship 2026 — {group}</title>"
        assert title in standings
        table = re.search(r'<table class="standings">.*?</table>', standings, re.S)
        assert table is not None
        assert table.group(0) in (alone / "standings.html").read_text("utf-8")
    # The group's hall screen is its own; the event's cycles through both.
    assert 'data-root=""' in (site / "B" / "screen.html").read_text("utf-8")
    screen = (site / "screen.html").read_text("utf-8")
    assert screen.count('<section class="slide"') == 4  # A's round, standings; B's
    assert screen.index("Group A</span> · Final standings") < screen.index(
        "Group B</span> · Round 5 of 6"
    )
    # Again: nothing to do.
    again = ok(run("site", SAMPLE, "-o", site))
    assert again == f"wrote {site / 'index.html'}: 49 pages, 0 files changed\n"
