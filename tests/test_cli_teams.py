"""Team events through the command line: every command on the school team
sample (schedule, standings, when, export, workbook, the documents as web
pages), the JSON shapes of SPEC section 11, the schedule CSV and the workbook
read back as results, the standings checked against gacrux on the exported
TRF, and every bad input one line, exit 1."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import SAMPLES, assert_error, ok, run
from tests.trf_files import gacrux_competitors

SAMPLE = SAMPLES / "school-teams"
TEAM_NAMES = (
    "Ліцей №24",
    "Фізико-математична гімназія №17",
    "Гімназія №30 «Есперо»",
    "Ліцей №7 імені Михайла Коцюбинського",
    "Ліцей №2",
    "Технічний ліцей",
)
"""The sample's teams by number (drawn by lot with seed 2026)."""


def copy_sample(folder: Path) -> Path:
    target = folder / "event"
    shutil.copytree(SAMPLE, target)
    return target


# -- schedule ----------------------------------------------------------------


def test_schedule_json_keeps_its_shape_with_teams_for_players() -> None:
    document = json.loads(ok(run("schedule", SAMPLE, "--format", "json")))
    assert [t["name"] for t in document["players"]] == list(TEAM_NAMES)
    first = document["players"][0]
    assert first["number"] == 1
    # Ліцей №24's board players: 1688, 1603, 1559, 1480 -> 6330 / 4 = 1582.5 -> 1583
    assert first["rating"] == 1583
    assert [m["name"] for m in first["members"]] == [
        "Романюк Євген",
        "Карпенко Юлія",
        "Демченко Олександр",
        "Вакуленко Аліна",
        "Нестерук Роман",
    ]
    # Six teams: the 5–6 table, three matches a round; white = first-named.
    assert document["rounds"][1] == {
        "round": 2,
        "cycle": 1,
        "games": [
            {"board": 1, "white": 6, "black": 4},
            {"board": 2, "white": 5, "black": 3},
            {"board": 3, "white": 1, "black": 2},
        ],
        "bye": None,
    }
    assert len(document["rounds"]) == 5


def test_schedule_text_names_the_matches() -> None:
    text = ok(run("schedule", SAMPLE))
    assert "6 teams, 4 boards, 5 rounds; numbering: random (seed 2026)" in text
    assert "The first-named team's colours on boards 1, 2, ...: wbwb..." in text
    assert "    3  1 Ліцей №24" in text  # round 2, match 3: 1 – 2


def test_the_schedule_csv_filled_in_is_a_results_file(tmp_path: Path) -> None:
    """Every board of the schedule CSV gets the sample's result and players:
    read back, it gives the sample's standings."""
    sample: dict[tuple[str, str, str], tuple[str, str, str]] = {}
    with (SAMPLE / "results.csv").open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            key = (row["тур"], row["команда 1"], row["дошка"])
            sample[key] = (row["результат"], row["гравець 1"], row["гравець 2"])
    rows = list(
        csv.DictReader(io.StringIO(ok(run("schedule", SAMPLE, "--format", "csv"))))
    )
    assert len(rows) == 5 * 3 * 4
    assert rows[0] == {
        "round": "1",
        "cycle": "1",
        "match": "1",
        "team1": "1",
        "team1_name": "Ліцей №24",
        "team2": "6",
        "team2_name": "Технічний ліцей",
        "board": "1",
        "colour1": "w",
        "player1": "Романюк Євген",
        "player2": "Мельник Остап",
        "result": "",
    }
    for row in rows:
        result, player1, player2 = sample[row["round"], row["team1_name"], row["board"]]
        row["result"] = result
        row["player1"] = player1 or row["player1"]
        row["player2"] = player2 or row["player2"]
    filled = tmp_path / "filled.csv"
    with filled.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    expected = ok(run("standings", SAMPLE, "--format", "json"))
    assert (
        ok(run("standings", SAMPLE, "--results", filled, "--format", "json"))
        == expected
    )


# -- standings ---------------------------------------------------------------


def test_standings_json_is_spec_11s_shape() -> None:
    document = json.loads(ok(run("standings", SAMPLE, "--format", "json")))
    assert document["after_round"] == 5
    assert document["tiebreaks"] == ["EDE", "EMGSB", "BBE"]
    assert document["standings"][:3] == [
        {
            "place": "1",
            "number": 2,
            "name": "Фізико-математична гімназія №17",
            "match_points": 9,
            "game_points": 14.5,
            "tiebreaks": {"EDE": None, "EMGSB": 56, "BBE": None},
        },
        # Level on 6 MP and 11 GP: Ліцей №24 beat Технічний ліцей 3–1 in
        # round 1, so EDE (match points between them) is 2 to 0.
        {
            "place": "2",
            "number": 1,
            "name": "Ліцей №24",
            "match_points": 6,
            "game_points": 11,
            "tiebreaks": {"EDE": 2, "EMGSB": 49, "BBE": None},
        },
        {
            "place": "3",
            "number": 6,
            "name": "Технічний ліцей",
            "match_points": 6,
            "game_points": 11,
            "tiebreaks": {"EDE": 0, "EMGSB": 41, "BBE": None},
        },
    ]


def test_standings_csv_and_text_after_a_round() -> None:
    text = ok(run("standings", SAMPLE, "--after-round", "3", "--format", "csv"))
    assert text.splitlines()[:2] == [
        "place,number,name,match_points,game_points,EDE,EMGSB,BBE,games",
        "1,2,Фізико-математична гімназія №17,6,9.5,,20,,3",
    ]
    table = ok(run("standings", SAMPLE, "--tiebreaks", "BC,TBR"))
    assert "Place  No  Team" in table
    # BC = Σ board × game points: ФМГ №17 scored 4½, 4, 4, 2 on boards 1-4:
    # 4½ + 8 + 12 + 8 = 32½.
    assert "MP   GP    BC  TBR" in table
    assert "9  14½  32.5" in table


def test_game_points_first(tmp_path: Path) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('primary = "match"', 'primary = "game"'),
        "utf-8",
    )
    lines = ok(run("standings", event, "--format", "csv")).splitlines()
    assert lines[0] == (
        "place,number,name,game_points,match_points,EDE,EMGSB,BBE,games"
    )
    # Ліцей №24 and Технічний ліцей are level on 11 GP and 6 MP: EDE now
    # counts game points, 3–1 in round 1. Ліцей №7 and Гімназія №30 share 9½
    # GP, and match points (5 to 3) part them before the tie-breaks.
    assert lines[2:6] == [
        "2,1,Ліцей №24,11,6,3,49,,5",
        "3,6,Технічний ліцей,11,6,1,41,,5",
        "4,4,Ліцей №7 імені Михайла Коцюбинського,9.5,5,,44,,5",
        "5,3,Гімназія №30 «Есперо»,9.5,3,,46.5,,5",
    ]


def test_when_two_teams_meet() -> None:
    assert ok(run("when", "2", "5", SAMPLE)) == (
        "Round 1: 2 Фізико-математична гімназія №17 (named first)"
        " – 5 Ліцей №2 (named second)\n"
    )
    assert json.loads(ok(run("when", "4", "1", SAMPLE, "--format", "json"))) == {
        "round": 4,
        "white": 1,
        "black": 4,
    }


# -- exports and gacrux ------------------------------------------------------


def test_export_csv_and_json_as_the_standings(tmp_path: Path) -> None:
    for fmt in ("csv", "json"):
        target = tmp_path / f"standings.{fmt}"
        ok(run("export", SAMPLE, "--to", fmt, "-o", target))
        assert target.read_text("utf-8") == ok(
            run("standings", SAMPLE, "--format", fmt)
        )


def test_standings_agree_with_gacrux_on_the_exported_trf(tmp_path: Path) -> None:
    pytest.importorskip("gacrux")
    target = tmp_path / "event.trf"
    result = run("export", SAMPLE, "--to", "trf", "-o", target)
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        "Warning: team 4: name 'Ліцей №7 імені Михайла Коцюбинського' is longer"
        " than TRF's 32 characters (record 310); written as"
        " 'Ліцей №7 імені Михайла Коцюбинсь'\n"
    )
    by_team = gacrux_competitors(target, ["MPTS", "GPTS", "EDE", "EMGSB", "BBE"])
    ours = json.loads(ok(run("standings", SAMPLE, "--format", "json")))["standings"]
    for row in ours:
        team = by_team[row["number"]]
        assert team["rank"] == int(row["place"])
        mp, gp, _ede, emgsb, _bbe = team["scores"]
        # gacrux shows EDE and BBE as ranks within the tie; the points agree.
        assert (float(mp), float(gp), float(emgsb)) == (
            row["match_points"],
            row["game_points"],
            row["tiebreaks"]["EMGSB"],
        )


def test_a_team_trf_is_not_read_as_an_event(tmp_path: Path) -> None:
    target = tmp_path / "event.trf"
    run("export", SAMPLE, "--to", "trf", "-o", target)
    assert_error(
        run("standings", target),
        pattern=r"event\.trf:20: a team TRF \(record 310\): berger reads a team"
        " event from its event folder",
    )


# -- workbook ----------------------------------------------------------------


def test_the_workbook_reads_back_with_a_reserve_typed_in(tmp_path: Path) -> None:
    book = tmp_path / "event.xlsx"
    ok(run("workbook", SAMPLE, "-o", book))
    expected = ok(run("standings", SAMPLE, "--format", "json"))
    assert ok(run("standings", SAMPLE, "--results", book, "--format", "json")) == (
        expected
    )
    workbook = load_workbook(book)
    assert workbook.sheetnames == [
        "Турнір",
        "Команди",
        "Розклад",
        "Турнірна таблиця",
        "Таблиця місць",
        "Підсумкова таблиця",
    ]
    sheet = workbook.worksheets[2]
    # Row 2: round 1, match 1, board 1: Романюк Євген (Ліцей №24) 1-0. Put
    # the reserve Нестерук Роман on board 1 instead and make it a draw.
    assert [c.value for c in sheet[2]][:9] == [
        1, 1, 1, "Ліцей №24", 1, "w", "Романюк Євген", "1-0", "Мельник Остап"
    ]  # fmt: skip
    sheet["G2"] = "Нестерук Роман"
    sheet["H2"] = "½-½"
    workbook.save(book)
    players = json.loads(
        ok(run("standings", SAMPLE, "--results", book, "--format", "json"))
    )
    team = next(row for row in players["standings"] if row["number"] == 1)
    assert team["game_points"] == 10.5  # 11 less half a point
    sheet["G2"] = "Мельник Остап"
    workbook.save(book)
    assert_error(
        run("standings", SAMPLE, "--results", book),
        pattern=r"event\.xlsx: Розклад!G2: 'Мельник Остап' is not a player of"
        " 'Ліцей №24'$",
    )


# -- documents ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "wanted"),
    [
        (["cards"], "Рахунок матчу"),
        (["round-sheets"], "Матч 3"),
        (["chart"], "Розклад команд"),
        (["crosstable", "--blank", "--round-hints"], "Турнірна таблиця команд"),
        (["crosstable"], "2½–1½"),
    ],
)
def test_each_team_document_as_a_web_page(
    command: list[str], wanted: str, tmp_path: Path
) -> None:
    target = tmp_path / "doc.html"
    assert ok(run(*command, SAMPLE, "-o", target)) == f"wrote {target}\n"
    html = target.read_text("utf-8")
    assert wanted in html
    for name in TEAM_NAMES:
        assert name.replace("«", "&laquo;") in html or name in html


def test_round_sheets_show_the_reserve_and_the_forfeit(tmp_path: Path) -> None:
    target = tmp_path / "rounds.html"
    ok(run("round-sheets", SAMPLE, "-o", target, "--lang", "en"))
    html = target.read_text("utf-8")
    # Round 3, Гімназія №30's reserve on board 4; round 2, its board 4 absent.
    assert "Костенко Владислав" in html
    assert "(res.)" in html
    assert "+ – −" in html


@pytest.mark.slow
def test_build_writes_the_team_pack(tmp_path: Path) -> None:
    from pypdf import PdfReader

    out = ok(run("build", SAMPLE, "-o", tmp_path))
    names = [Path(line.removeprefix("wrote ")).name for line in out.splitlines()]
    assert names == [
        "cards.pdf",
        "round-sheets.pdf",
        "chart.pdf",
        "crosstable-blank.pdf",
        "crosstable.pdf",
        "standings.pdf",
        "board-results.pdf",
        "player-results.pdf",
        "standings.html",
        "standings.csv",
        "standings.json",
        "event.xlsx",
        "event.trf",
        "site",
    ]
    assert (tmp_path / "site" / "players" / "6.html").is_file()
    # 15 matches, two cards to a sheet, each round on new sheets: 5 × 2.
    assert len(PdfReader(tmp_path / "cards.pdf").pages) == 10
    assert len(PdfReader(tmp_path / "round-sheets.pdf").pages) == 5
    standings = PdfReader(tmp_path / "standings.pdf").pages[0].extract_text()
    assert "Підсумкова таблиця команд" in standings


# -- bad input ---------------------------------------------------------------


def with_teams(folder: Path, teams: str, results: str | None = None) -> Path:
    """An event folder: the sample's event.toml over these teams and results."""
    event = copy_sample(folder)
    (event / "teams.csv").write_text(teams, "utf-8")
    if results is not None:
        (event / "results.csv").write_text(results, "utf-8")
    return event


def test_a_team_with_fewer_players_than_boards(tmp_path: Path) -> None:
    text = (SAMPLE / "teams.csv").read_text("utf-8")
    # Ліцей №2 (line 13) loses three of its five players.
    lines = text.splitlines()
    short = "\n".join(lines[:13] + lines[16:]) + "\n"
    event = with_teams(tmp_path, short)
    assert_error(
        run("schedule", event),
        pattern=r"event/teams\.csv:13: team: team 'Ліцей №2' has 2 players for 4"
        " boards$",
    )


def test_a_player_in_two_teams(tmp_path: Path) -> None:
    text = (SAMPLE / "teams.csv").read_text("utf-8")
    event = with_teams(tmp_path, text.replace("Бойко Данило", "мельник  остап"))
    assert_error(
        run("standings", event),
        pattern=r"event/teams\.csv:32: name: 'мельник остап' is in 'Технічний ліцей'"
        " and 'Ліцей №7 імені Михайла Коцюбинського'$",
    )


def test_a_board_the_match_does_not_have(tmp_path: Path) -> None:
    results = (SAMPLE / "results.csv").read_text("utf-8")
    results += "1,Ліцей №24,Технічний ліцей,5,1-0,,\n"
    event = with_teams(tmp_path, (SAMPLE / "teams.csv").read_text("utf-8"), results)
    assert_error(
        run("standings", event),
        pattern=r"event/results\.csv:62: board: 1 Ліцей №24 – 6 Технічний ліцей has"
        r" no board 5 \(boards 1–4\)$",
    )


def test_an_unknown_team(tmp_path: Path) -> None:
    results = (SAMPLE / "results.csv").read_text("utf-8")
    results = results.replace("5,Ліцей №2,Ліцей №24,4", "5,Ліцей №3,Ліцей №24,4")
    event = with_teams(tmp_path, (SAMPLE / "teams.csv").read_text("utf-8"), results)
    assert_error(
        run("crosstable", event, "-o", tmp_path / "table.html"),
        pattern=r"event/results\.csv:61: team1: 'Ліцей №3' matches no team; did you"
        " mean 'Ліцей №2'",
    )
    assert not (tmp_path / "table.html").exists()


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        (
            ("boards = 4\n", ""),
            r"event\.toml: rules\.boards: a team event needs the number of boards"
            r" per match \(boards = 4\)$",
        ),
        (
            ("boards = 4", "boards = 1"),
            r"event\.toml: rules\.boards: 1 is out of range 2\.\.100$",
        ),
        (
            ('primary = "match"', 'primary = "teams"'),
            r"event\.toml: rules\.primary: 'teams' is not a primary score"
            r" \(match, game\)$",
        ),
        (
            ("match_points = [2, 1, 0]", "match_points = [2, 1]"),
            r"event\.toml: rules\.match_points: match points need 3 numbers"
            r" \(win, draw, loss\), got 2$",
        ),
        (
            ('first_board = "white"', 'first_board = "red"'),
            r"event\.toml: rules\.first_board: 'red' is not a colour"
            r" \(white, black\)$",
        ),
        (
            ("teams = true", "teams = false"),
            r"event\.toml: rules\.boards: only for a team event: add teams = true"
            " to \\[rules\\]$",
        ),
        (
            ('tiebreaks = ["EDE", "EMGSB", "BBE"]', 'tiebreaks = ["EDE", "ARO"]'),
            r"tiebreaks: 'ARO': rating tiebreaks are for players, not teams",
        ),
        (
            ('numbering = "random"', 'numbering = "varma"'),
            r"event/teams\.csv: Varma numbering is for players; it does not number"
            " teams$",
        ),
        (
            ('players = "teams.csv"', 'players = "teams.csv"\n[[teams]]\nname = "A"'),
            r"event\.toml: teams: give the teams either as players = \"teams.csv\""
            r" or as \[\[teams\]\] entries, not both$",
        ),
    ],
)
def test_bad_team_settings(
    tmp_path: Path, change: tuple[str, str], pattern: str
) -> None:
    event = copy_sample(tmp_path)
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    assert change[0] in text
    toml.write_text(text.replace(*change, 1), "utf-8")
    assert_error(run("standings", event), pattern=pattern)


def test_results_a_team_event_does_not_read(tmp_path: Path) -> None:
    games = tmp_path / "games.trf"
    games.write_text("012 Club\n", "utf-8")
    assert_error(
        run("standings", SAMPLE, "--results", games),
        pattern=r"games\.trf: results: a team event reads its board results from a"
        r" team results CSV, a PGN or its workbook"
        r" \(\.csv, \.tsv, \.txt, \.pgn, \.xlsx, \.xlsm\)$",
    )


def test_one_file_per_team(tmp_path: Path) -> None:
    """``[[teams]]`` entries, each an ordinary participants file: the same
    standings as the teams file; an error names the team's own file."""
    event = copy_sample(tmp_path)
    with (SAMPLE / "teams.csv").open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    entries = []
    team = ""
    files: dict[str, list[list[str]]] = {}
    for row in rows[1:]:
        team = row[0] or team
        files.setdefault(team, []).append(row[1:])
    for index, (name, players) in enumerate(files.items(), start=1):
        path = event / f"team-{index}.csv"
        lines = ["name,rating,birth", *(",".join(p) for p in players)]
        path.write_text("\n".join(lines) + "\n", "utf-8")
        entries.append(f'[[teams]]\nname = "{name}"\nplayers = "{path.name}"\n')
    toml = event / "event.toml"
    text = toml.read_text("utf-8").replace('players = "teams.csv"\n', "")
    toml.write_text(text + "\n" + "\n".join(entries), "utf-8")
    expected = ok(run("standings", SAMPLE, "--format", "json"))
    assert ok(run("standings", event, "--format", "json")) == expected
    (event / "team-6.csv").write_text("name\nБойко Данило\nМельник Остап\n", "utf-8")
    assert_error(
        run("schedule", event),
        pattern=r"event/team-6\.csv:2: team: team 'Ліцей №7 імені Михайла"
        " Коцюбинського' has 2 players for 4 boards$",
    )


def test_two_teams_play_one_round(tmp_path: Path) -> None:
    event = tmp_path / "event"
    event.mkdir()
    teams = (SAMPLE / "teams.csv").read_text("utf-8").splitlines()[:12]
    (event / "teams.csv").write_text("\n".join(teams) + "\n", "utf-8")
    (event / "event.toml").write_text(
        'players = "teams.csv"\n[rules]\nteams = true\nboards = 4\n', "utf-8"
    )
    assert "2 teams, 4 boards, 1 round;" in ok(run("schedule", event))


def test_groups_of_teams(tmp_path: Path) -> None:
    """Two groups, each a team event: group A is the sample, group B its
    first three teams on three boards."""
    event = tmp_path / "event"
    event.mkdir()
    teams = (SAMPLE / "teams.csv").read_text("utf-8")
    (event / "a.csv").write_text(teams, "utf-8")
    (event / "b.csv").write_text("\n".join(teams.splitlines()[:17]) + "\n", "utf-8")
    shutil.copy(SAMPLE / "results.csv", event / "a-results.csv")
    (event / "event.toml").write_text(
        "[event]\n"
        'name = "Schools"\n'
        "[rules]\n"
        "teams = true\n"
        "boards = 4\n"
        "[[groups]]\n"
        'name = "A"\n'
        'players = "a.csv"\n'
        'results = "a-results.csv"\n'
        'numbering = "random"\n'
        "seed = 2026\n"
        'tiebreaks = ["EDE", "EMGSB", "BBE"]\n'
        "[[groups]]\n"
        'name = "B"\n'
        'players = "b.csv"\n'
        "boards = 3\n",
        "utf-8",
    )
    schedule = ok(run("schedule", event))
    assert "3 teams, 3 boards, 3 rounds" in schedule
    assert "6 teams, 4 boards, 5 rounds" in schedule
    document = json.loads(
        ok(run("standings", event, "--group", "A", "--format", "json"))
    )
    assert document == json.loads(ok(run("standings", SAMPLE, "--format", "json")))
    assert_error(
        run("standings", event, "--group", "B"),
        pattern="^Error: group B: .*: no results",
    )
