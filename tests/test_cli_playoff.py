"""`berger playoff` end to end: the district sample's three-way tie for first
decided by a round-robin play-off, a two-way tie decided by a knockout with
an Armageddon game; the standings ranked by it and marked, the event's TRF
unchanged by it, the play-off's own TRF; every mistake one line and exit 1."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tests.conftest import SAMPLES, assert_error
from tests.render.conftest import pages_text

from berger.cli import cli
from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.pipeline.arbiter import Desk
from berger.pipeline.desk.variation import DeskChange
from berger.pipeline.live import LiveSite

DISTRICT = SAMPLES / "district-final"
HEADER = "round,white,black,result\n"


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(cli, [str(a) for a in args])


def district(tmp_path: Path, playoff: str | None = None, **files: str) -> Path:
    """A copy of the district sample; ``playoff``: its [playoff] table
    instead of the sample's; ``files``: files written in its folder."""
    folder = tmp_path / "district"
    shutil.copytree(DISTRICT, folder)
    toml = folder / "event.toml"
    if playoff is not None:
        text = toml.read_text(encoding="utf-8")
        toml.write_text(text[: text.index("[playoff]")] + playoff, encoding="utf-8")
    for name, text in files.items():
        (folder / name.replace("_", ".")).write_text(text, encoding="utf-8")
    return folder


def test_three_level_on_points_play_a_round_robin_for_first() -> None:
    result = run("playoff", DISTRICT, "--format", "json")
    assert (result.exit_code, result.stderr) == (0, "")
    data = json.loads(result.stdout)
    assert (data["places"], data["after"], data["format"]) == ([1], [], "round-robin")
    assert (data["time_kind"], data["untied"]) == ("rapid", [])
    (playoff,) = data["playoffs"]
    assert (playoff["place"], playoff["points"], playoff["finished"]) == (
        "1-3",
        3.5,
        True,
    )
    # Numbered by lot with the event's seed; each player's play-off points
    # from playoff.csv: Shevchenko beat Bondarenko and drew Kovalenko (1½),
    # Kovalenko drew both (1), Bondarenko lost one and drew one (½).
    assert [
        (p["playoff_number"], p["name"], p["playoff_points"], p["place"])
        for p in playoff["players"]
    ] == [
        (1, "Kovalenko, Iryna", 1, "2"),
        (2, "Shevchenko, Andrii", 1.5, "1"),
        (3, "Bondarenko, Taras", 0.5, "3"),
    ]
    assert [
        (
            r["round"],
            r["date"],
            [(g["white"], g["black"], g["result"]) for g in r["games"]],
            r["bye"],
        )
        for r in playoff["rounds"]
    ] == [
        (1, "2026-12-06T10:00:00", [(2, 3, "1-0")], 1),
        (2, "2026-12-06T11:00:00", [(1, 2, "1/2-1/2")], 3),
        (3, "2026-12-06T12:00:00", [(3, 1, "1/2-1/2")], 2),
    ]
    text = run("playoff", DISTRICT).stdout
    assert text.startswith(
        "Podil District Championship 2026: play-off\n"
        "qualified after the points alone; round robin, 1 game a pair;"
        " numbered by lot (seed 20261206); rapid 15+10\n\n"
        "Places 1-3: level on 3½ points\n"
    )
    assert "  2 Shevchenko, Andrii – 3 Bondarenko, Taras  1-0\n" in text
    csv = run("playoff", DISTRICT, "--format", "csv").stdout.splitlines()
    assert csv[0] == "playoff,playoff_number,number,name,points,playoff_points,place"
    assert csv[2] == '1-3,2,1,"Shevchenko, Andrii",3.5,1.5,1'


def test_the_standings_rank_the_three_by_the_play_off_and_say_so() -> None:
    rows = json.loads(run("standings", DISTRICT, "--format", "json").stdout)[
        "standings"
    ]
    # By the chain (DE all level, then SB) the order was Bondarenko 7½,
    # Kovalenko 7¼, Shevchenko 7; the play-off turns it round.
    assert [(r["place"], r["name"], r.get("playoff")) for r in rows] == [
        ("1", "Shevchenko, Andrii", True),
        ("2", "Kovalenko, Iryna", True),
        ("3", "Bondarenko, Taras", True),
        ("4", "Melnyk, Oksana", None),
        ("5", "Tkachenko, Yurii", None),
        ("6", "Rudenko, Pavlo", None),
    ]
    text = run("standings", DISTRICT).stdout
    assert "   1P   1  Shevchenko, Andrii" in text
    assert "    4   4  Melnyk, Oksana" in text
    assert "\nP marks a place decided by a play-off (FIDE C.07 article 3);" in text
    ukrainian = run("standings", DISTRICT, "--lang", "uk").stdout
    assert "   1П  1  Shevchenko, Andrii" in ukrainian
    assert "\nП позначає місце, визначене плей-оф" in ukrainian
    csv = run("standings", DISTRICT, "--format", "csv").stdout.splitlines()
    assert csv[0].endswith(",performance,playoff")
    assert csv[1].endswith(",true")
    assert csv[4].endswith(",false")


def test_a_play_off_not_played_yet_ranks_by_the_chain(tmp_path: Path) -> None:
    folder = district(tmp_path, playoff_csv="round,white,black,result\n")
    rows = json.loads(run("standings", folder, "--format", "json").stdout)["standings"]
    assert [r["name"] for r in rows[:3]] == [
        "Bondarenko, Taras",
        "Kovalenko, Iryna",
        "Shevchenko, Andrii",
    ]
    assert not any("playoff" in r for r in rows)
    text = run("playoff", folder).stdout
    assert "Not finished: until it is, the final standings rank these" in text


def test_the_event_trf_is_unchanged_and_the_play_off_has_its_own(
    tmp_path: Path,
) -> None:
    without = district(tmp_path, playoff="")
    assert (
        run("export", DISTRICT, "--to", "trf", "-o", tmp_path / "with.trf").exit_code
        == 0
    )
    assert (
        run("export", without, "--to", "trf", "-o", tmp_path / "without.trf").exit_code
        == 0
    )
    assert (tmp_path / "with.trf").read_bytes() == (
        tmp_path / "without.trf"
    ).read_bytes()
    result = run(
        "export", DISTRICT, "--to", "trf", "--playoff", "-o", tmp_path / "po.trf"
    )
    assert result.exit_code == 0, result.output
    trf = (tmp_path / "po.trf").read_text(encoding="utf-8").splitlines()
    assert trf[0] == "012 Podil District Championship 2026: play-off for places 1-3"
    assert "122 rapid 15+10" in trf
    assert "062 3" in trf
    players = [line for line in trf if line.startswith("001")]
    # Rank by the play-off's points: Shevchenko 1½ first.
    assert [
        (line[14:47].strip(), line[80:84].strip(), line[85:89].strip())
        for line in players
    ] == [
        ("Kovalenko, Iryna", "1.0", "2"),
        ("Shevchenko, Andrii", "1.5", "1"),
        ("Bondarenko, Taras", "0.5", "3"),
    ]
    wrong = run(
        "export", DISTRICT, "--to", "csv", "--playoff", "-o", tmp_path / "x.csv"
    )
    assert_error(wrong, 2, "--playoff goes with --to trf only")
    assert not (tmp_path / "x.csv").exists()


# Rudenko beats Bondarenko in round 5 instead of drawing: Shevchenko and
# Kovalenko are level on 3½ for first, Bondarenko third on 3, Tkachenko
# and Rudenko level on 1½ for fifth.
KNOCKOUT = """[playoff]
places = [1]
format = "knockout"
games = 2
armageddon = true
numbering = "order"
time_control = "blitz 5+3"
results = "playoff.csv"
"""


def knockout_event(tmp_path: Path, games: str) -> Path:
    folder = district(
        tmp_path, KNOCKOUT, playoff_csv="round,white,black,result\n" + games
    )
    results = folder / "results.csv"
    text = results.read_text(encoding="utf-8")
    results.write_text(
        text.replace(
            '5,"Bondarenko, Taras","Rudenko, Pavlo",1/2-1/2',
            '5,"Bondarenko, Taras","Rudenko, Pavlo",0-1',
        ),
        encoding="utf-8",
    )
    return folder


def test_two_level_play_a_knockout_and_a_drawn_armageddon_goes_to_black(
    tmp_path: Path,
) -> None:
    # DE is their own game, which Shevchenko won: first in the order before
    # the play-off, so play-off number 1, White in game 1 and in the
    # Armageddon, which a draw gives to Kovalenko, Black.
    folder = knockout_event(
        tmp_path,
        '1,"Shevchenko, Andrii","Kovalenko, Iryna",1/2-1/2\n'
        '2,"Kovalenko, Iryna","Shevchenko, Andrii",1/2-1/2\n'
        '3,"Shevchenko, Andrii","Kovalenko, Iryna",1/2-1/2\n',
    )
    data = json.loads(run("playoff", folder, "--format", "json").stdout)
    (playoff,) = data["playoffs"]
    assert [
        (p["name"], p["playoff_points"], p["place"]) for p in playoff["players"]
    ] == [
        ("Shevchenko, Andrii", 1, "2"),
        ("Kovalenko, Iryna", 1, "1"),
    ]
    assert [r["armageddon"] for r in playoff["rounds"]] == [False, False, True]
    assert (playoff["armageddon"], playoff["finished"]) == ("1/2-1/2", True)
    rows = json.loads(run("standings", folder, "--format", "json").stdout)["standings"]
    assert [(r["place"], r["name"], r.get("playoff")) for r in rows[:3]] == [
        ("1", "Kovalenko, Iryna", True),
        ("2", "Shevchenko, Andrii", True),
        ("3", "Bondarenko, Taras", None),
    ]
    text = run("playoff", folder).stdout
    assert "knockout, 2 games, then Armageddon if level (a draw wins for Black)" in text
    assert "Armageddon\n  1 Shevchenko, Andrii – 2 Kovalenko, Iryna  1/2-1/2" in text
    trf = tmp_path / "po.trf"
    assert run("export", folder, "--to", "trf", "--playoff", "-o", trf).exit_code == 0
    assert "122 blitz 5+3" in trf.read_text(encoding="utf-8")


def test_a_knockout_won_in_its_games_needs_no_armageddon(tmp_path: Path) -> None:
    folder = knockout_event(
        tmp_path,
        '1,"Shevchenko, Andrii","Kovalenko, Iryna",1-0\n'
        '2,"Kovalenko, Iryna","Shevchenko, Andrii",1/2-1/2\n',
    )
    rows = json.loads(run("standings", folder, "--format", "json").stdout)["standings"]
    assert [r["name"] for r in rows[:2]] == ["Shevchenko, Andrii", "Kovalenko, Iryna"]
    data = json.loads(run("playoff", folder, "--format", "json").stdout)
    assert data["playoffs"][0]["armageddon"] is None


def test_a_place_nobody_is_tied_for_is_a_note(tmp_path: Path) -> None:
    folder = district(tmp_path, KNOCKOUT.replace("places = [1]", "places = [4]"))
    result = run("playoff", folder)
    assert result.exit_code == 0, result.output
    assert "Place 4 is held by one player alone: no play-off." in result.stdout
    assert "Nobody is level on the places played off: no play-off." in result.stdout


@pytest.mark.parametrize(
    ("playoff", "files", "pattern"),
    [
        (
            '[playoff]\nplaces = [1]\nformat = "knockout"\n',
            {},
            r"event\.toml: playoff\.format: a knockout play-off is for two players;"
            r" 3 are level on place 1-3",
        ),
        ("[playoff]\nrounds = 3\n", {}, r"playoff\.rounds: unknown key 'rounds'"),
        (
            '[playoff]\nformat = "swiss"\n',
            {},
            r"playoff\.format: 'swiss' is not a play-off format",
        ),
        (
            '[playoff]\nplaces = ["first"]\n',
            {},
            r"playoff\.places: 'first' is not a place",
        ),
        (
            '[playoff]\nafter = ["SB"]\n',
            {},
            r"playoff\.after: SB must be the first tie-breaks of the chain \(DE, SB\)",
        ),
        (
            "[playoff]\narmageddon = true\n",
            {},
            r"playoff\.armageddon: an Armageddon game is for a knockout",
        ),
        (
            '[playoff]\ntime_control = "fast"\n',
            {},
            r"playoff\.time_control: 'fast': say rapid or blitz",
        ),
        (
            '[playoff]\nresults = "po.csv"\n',
            {"po_csv": f'{HEADER}1,"Melnik, Oksana","Kovalenko, Iryna",1-0\n'},
            r"po\.csv:2: white: 'Melnik, Oksana' matches no participant$",
        ),
    ],
    ids=[
        "knockout-of-three",
        "unknown-key",
        "format",
        "places",
        "after",
        "armageddon",
        "time",
        "nobody",
    ],
)
def test_a_bad_play_off_is_one_line(
    tmp_path: Path, playoff: str, files: dict[str, str], pattern: str
) -> None:
    folder = district(tmp_path, playoff, **files)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    result = run("playoff", folder)
    assert_error(result, 1, pattern)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def test_a_play_off_file_of_other_players_is_shown_void(tmp_path: Path) -> None:
    """A play-off file whose games name a player of the event who is not
    level on the place (a late correction, or a slip of the pen): the
    play-off ranks nobody and every report says which file, who played it
    and who is level; nothing fails."""
    games = f'{HEADER}1,"Melnyk, Oksana","Kovalenko, Iryna",1-0\n'
    folder = district(tmp_path, '[playoff]\nresults = "po.csv"\n', po_csv=games)
    result = run("playoff", folder)
    assert (result.exit_code, result.stderr) == (0, "")
    note = (
        "The play-off for place 1-3 (po.csv) was played by: Kovalenko, Iryna;"
        " Melnyk, Oksana. Level on that place now: Shevchenko, Andrii; Kovalenko,"
        " Iryna; Bondarenko, Taras. Its results do not count: play it again"
        " among those level, or correct the event's results.\n"
    )
    assert result.stdout.endswith(note)
    data = json.loads(run("playoff", folder, "--format", "json").stdout)
    assert data["void_playoffs"] == [
        {"places": "1-3", "file": "po.csv", "played": [2, 4], "level": [1, 2, 3]}
    ]
    assert data["playoffs"][0]["finished"] is False
    standings = run("standings", folder)
    assert standings.exit_code == 0
    assert standings.stdout.endswith(
        note + "\nTie-breaks: DE, SB, as the event's file gives them.\n"
    )
    assert " P " not in standings.stdout


def test_an_event_without_a_play_off_or_before_its_end_is_one_line(
    tmp_path: Path,
) -> None:
    assert_error(
        run("playoff", SAMPLES / "club-championship"), 1, r"this event has no play-off"
    )
    folder = district(tmp_path)
    results = folder / "results.csv"
    lines = results.read_text(encoding="utf-8").splitlines()
    results.write_text("\n".join(lines[:-3]) + "\n", encoding="utf-8")
    assert_error(
        run("playoff", folder),
        1,
        r"district: the standings are not final \(after round 4\)",
    )


def test_the_pack_prints_the_play_off_and_shows_its_order(
    pack: Callable[[str], Path],
) -> None:
    folder = pack("district-final")
    sheets = pages_text(folder / "playoff-round-sheets.pdf")
    assert len(sheets) == 3  # one round a page
    assert "Podil District Championship 2026: play-off for places 1-3" in sheets[0]
    assert "Bondarenko" in sheets[0]
    assert "Kovalenko, Iryna: bye" in sheets[0]
    cards = " ".join(pages_text(folder / "playoff-cards.pdf"))
    assert "Shevchenko" in cards
    standings = pages_text(folder / "standings.pdf")[0]
    assert standings.index("Shevchenko") < standings.index("Kovalenko")
    assert standings.index("Kovalenko") < standings.index("Bondarenko")
    assert "P marks a place decided by a play-off" in standings
    for page in ("standings.html", "screen.html", "players/1.html"):
        text = (folder / "site" / page).read_text("utf-8")
        assert 'class="playoff-mark" title="decided by a play-off">P<' in text, page
    # The event's TRF ranks by the chain: Bondarenko first.
    trf = (folder / "event.trf").read_text("utf-8")
    (line,) = [line for line in trf.splitlines() if "Bondarenko" in line]
    assert line[85:89].strip() == "1"


@pytest.mark.parametrize(
    ("sample", "pattern"),
    [
        (
            "school-teams",
            r"event\.toml: playoff: a play-off is for an event of players",
        ),
        (
            "club-groups",
            r"event\.toml: playoff: a play-off is for an event without groups",
        ),
    ],
)
def test_a_play_off_of_teams_or_of_groups_is_refused_in_one_line(
    tmp_path: Path, sample: str, pattern: str
) -> None:
    folder = tmp_path / sample
    shutil.copytree(SAMPLES / sample, folder)
    toml = folder / "event.toml"
    toml.write_text(toml.read_text("utf-8") + "\n[playoff]\nplaces = [1]\n", "utf-8")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert_error(run("standings", folder), 1, pattern)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


CORRECTIONS = [
    (round_number, board, result)
    for round_number in range(1, 6)
    for board in range(1, 4)
    for result in ("1-0", "1/2-1/2", "0-1")
]
"""Every result of every game of the district sample (the one played among
them a correction of nothing)."""


def test_every_correction_after_the_play_off_leaves_the_event_readable(
    tmp_path: Path,
) -> None:
    """Each single-result correction through the arbiter's desk after the
    play-off was played: the desk takes it, and `berger standings`, the site
    (`berger site`, and the first build of `berger serve`) still work; where
    the correction changed who is level on first, the standings rank nobody
    by the play-off and say why, and the play-off's file is left as it was."""
    source = district(tmp_path / "source")
    playoff = (source / "playoff.csv").read_bytes()
    void = 0
    for index, (round_number, board, result) in enumerate(CORRECTIONS):
        event = tmp_path / f"event-{index}"
        shutil.copytree(source, event)
        desk = Desk(event, Options())
        state = desk.round(round_number)
        version = state.versions[board - 1]
        change = DeskChange(round_number, board, Outcome.from_code(result))
        desk.apply(change, version, None)
        standings = run("standings", event, "--format", "json")
        assert standings.exit_code == 0, standings.output
        data = json.loads(standings.stdout)
        marked = [row["number"] for row in data["standings"] if row.get("playoff")]
        if "void_playoffs" in data:
            void += 1
            (gone,) = data["void_playoffs"]
            assert (gone["file"], gone["played"]) == ("playoff.csv", [1, 2, 3])
            assert gone["level"] != [1, 2, 3]
            assert marked == []
        site = run("site", event, "-o", tmp_path / f"site-{index}")
        assert site.exit_code == 0, site.output
        page = (tmp_path / f"site-{index}" / "standings.html").read_text("utf-8")
        assert ('class="playoff-void"' in page) == ("void_playoffs" in data)
        LiveSite(event, Options(), tmp_path / f"live-{index}").rebuild()
        assert (event / "playoff.csv").read_bytes() == playoff
    assert void >= 20  # most corrections change who is level on first
