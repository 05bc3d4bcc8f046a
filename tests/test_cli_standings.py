"""`berger standings`: the samples, the three formats, and every bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import assert_error

from berger.cli import cli

NAMES = ["Adams", "Brown", "Clark", "Davis", "Evans", "Fox", "Green"]


def _event(folder: Path, results: str, name: str = "results.csv") -> Path:
    """7 players in list order. N = 8: R1 1–8 (bye 1), 2–7, 3–6, 4–5;
    R2 8–5 (bye 5), 6–4, 7–3, 1–2."""
    folder.mkdir(exist_ok=True)
    (folder / "players.csv").write_text(
        "name,rating\n" + "".join(f"{n},{2000 + i}\n" for i, n in enumerate(NAMES)),
        encoding="utf-8",
    )
    (folder / name).write_text(results, encoding="utf-8")
    (folder / "event.toml").write_text(
        f'players = "players.csv"\nresults = "{name}"\n', encoding="utf-8"
    )
    return folder


def test_club_championship_hand_checked(runner: CliRunner, samples: Path) -> None:
    # The sample's 28 games (a against b, a's score): 1–2 ½, 1–3 1, 1–4 1, 1–5 ½,
    # 1–6 1, 1–7 0, 1–8 1, 2–3 1, 2–4 ½, 2–5 1, 2–6 ½, 2–7 1, 2–8 1, 3–4 ½,
    # 3–5 1, 3–6 0, 3–7 1, 3–8 1, 4–5 1, 4–6 ½, 4–7 1, 4–8 ½, 5–6 1, 5–7 ½,
    # 5–8 1, 6–7 0, 6–8 1, 7–8 ½.
    # Points: 1 = 5, 2 = 5½, 3 = 3½, 4 = 4, 5 = 3, 6 = 3, 7 = 3, 8 = 1 (28 in all).
    # SB: 2 = 2½ + 3½ + 2 + 3 + 1½ + 3 + 1 = 16½; 1 = 2¾ + 3½ + 4 + 1½ + 3 + 1
    # = 15¾; 4 = 2¾ + 1¾ + 3 + 1½ + 3 + ½ = 12½; 3 = 2 + 3 + 3 + 1 = 9;
    # 7 = 5 + 1½ + 3 + ½ = 10; 6 = 2¾ + 3½ + 2 + 1 = 9¼; 5 = 2½ + 3 + 1½ + 1 = 8;
    # 8 = 2 + 1½ = 3½. The three on 3 points are split by SB: 7, 6, 5.
    # ARO of 2 (Novak): ratings of 1, 3..8 = (2215 + 2078 + 2031 + 1986 + 1942
    # + 1890 + 1835) / 7 = 13977 / 7 = 1996.7 → 1997.
    result = runner.invoke(
        cli, ["standings", str(samples / "club-championship"), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["after_round"] == 7
    assert data["tiebreaks"] == ["SB", "ARO"]
    rows = [
        (r["place"], r["number"], r["points"], r["tiebreaks"]["SB"])
        for r in data["standings"]
    ]
    assert rows == [
        ("1", 2, 5.5, 16.5),
        ("2", 1, 5, 15.75),
        ("3", 4, 4, 12.5),
        ("4", 3, 3.5, 9),
        ("5", 7, 3, 10),
        ("6", 6, 3, 9.25),
        ("7", 5, 3, 8),
        ("8", 8, 1, 3.5),
    ]
    # Rating change of Novak (2140, no K and no birth year: K 20 derived).
    # Expected scores (table 8.1.2): against 2215 (75 above) .40, 2078 (62
    # below) .59, 2031 (109) .65, 1986 (154) .71, 1942 (198) .76, 1890 (250)
    # .81, 1835 (305) .86: We = 4.78; ΔR = 20 × (5.5 − 4.78) = 14.4 → 14.
    assert data["standings"][0] == {
        "place": "1",
        "number": 2,
        "name": "Novak, Petra",
        "points": 5.5,
        "tiebreaks": {"SB": 16.5, "ARO": 1997},
        "rating_change": 14,
        "k": 20,
        "k_derived": True,
        "performance": None,
    }
    assert '"points": 5,' in result.stdout  # integers without .0


def test_sample_formats(runner: CliRunner, samples: Path) -> None:
    club = str(samples / "club-championship")
    text = runner.invoke(cli, ["standings", club])
    assert text.exit_code == 0
    assert "Final standings, all 7 rounds" in text.stdout
    assert "Novak, Petra" in text.stdout
    assert "5½" in text.stdout
    csv = runner.invoke(
        cli, ["standings", club, "--format", "csv", "--after-round", "3"]
    )
    lines = csv.stdout.splitlines()
    # A chess event with ratings is rated: the rating change comes after the
    # tiebreaks; --not-rated leaves it out.
    assert lines[0] == (
        "place,number,name,rating,points,SB,ARO,games,rating_change,k,k_derived,"
        "performance"
    )
    assert len(lines) == 9
    unrated = runner.invoke(cli, ["standings", club, "--format", "csv", "--not-rated"])
    assert unrated.stdout.splitlines()[0] == (
        "place,number,name,rating,points,SB,ARO,games"
    )
    cup = runner.invoke(cli, ["standings", str(samples / "draughts-cup")])
    assert cup.exit_code == 0
    assert "Standings after round 4 of 7" in cup.stdout
    varma = runner.invoke(
        cli, ["standings", str(samples / "open-varma"), "--tiebreaks", "SB,TPR"]
    )
    assert varma.exit_code == 0
    assert "7 withdrew after round 7" in varma.stdout
    assert "TPR" in varma.stdout.splitlines()[3]


def test_withdrawal_option(runner: CliRunner, tmp_path: Path) -> None:
    # Brown (2) withdraws after round 1, having played 1 of 6 games: struck by
    # default, counted (remaining games forfeited) with --withdrawal forfeit.
    folder = _event(
        tmp_path / "e", "round,white,black,result\n1,2,7,1-0\n1,2,,withdrew\n"
    )
    default = runner.invoke(cli, ["standings", str(folder), "--format", "csv"])
    assert default.stdout.splitlines()[-1].startswith("7,2,Brown")
    forfeit = runner.invoke(
        cli, ["standings", str(folder), "--format", "csv", "--withdrawal", "forfeit"]
    )
    assert forfeit.stdout.splitlines()[1].startswith("1,2,Brown,2001,1")


NEGATIVE = "round,white,black,result\n1,2,7,1-0\n1,3,6,0-1\n1,4,5,1/2-1/2\n"
"""Round 1 of the 7-player event; with a loss worth -½: Brown and Fox 1, Davis
and Evans ½, Adams 0 (the bye), Clark and Green -½."""


def test_negative_half_points(runner: CliRunner, tmp_path: Path) -> None:
    # Custom scoring may give negative points. -½ is "minus a half": it used
    # to print as -1½ (divmod floors -½ to -1 and a remainder of ½).
    folder = _event(tmp_path / "e", NEGATIVE)
    args = ["standings", str(folder), "--scoring", "1,0.5,-0.5", "--not-rated"]
    text = runner.invoke(cli, args)
    assert text.exit_code == 0, text.output
    table = text.stdout.split("\n\n")[1].splitlines()
    rows = {line.split()[2]: line.split()[4] for line in table[1:]}
    assert rows == {
        "Brown": "1",
        "Fox": "1",
        "Davis": "½",
        "Evans": "½",
        "Adams": "0",
        "Clark": "-½",
        "Green": "-½",
    }
    csv_rows = runner.invoke(cli, [*args, "--format", "csv"]).stdout.splitlines()
    assert [row.split(",")[4] for row in csv_rows[1:]] == [
        *("1", "1", "0.5", "0.5", "0", "-0.5", "-0.5")
    ]
    data = json.loads(runner.invoke(cli, [*args, "--format", "json"]).stdout)
    assert [row["points"] for row in data["standings"]][-2:] == [-0.5, -0.5]
    out = tmp_path / "standings.csv"
    export = runner.invoke(cli, ["export", *args[1:], "--to", "csv", "-o", str(out)])
    assert export.exit_code == 0, export.output
    assert out.read_text(encoding="utf-8") == "\n".join(csv_rows) + "\n"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            "round,white,black,result\n1,2,7,2-0\n",
            "results.csv:2: result: '2-0' is a draughts result (2-0, 1-1, 0-2):"
            " this event is of chess",
        ),
        (
            "round,white,black,result\n1,2,3,1-0\n",
            "results.csv:2: 2 – 3 is not a game of round 1:"
            " 2 plays 2 – 7 (board 1); 3 plays 3 – 6 (board 2)",
        ),
        (
            "round,white,black,result\n1,7,2,1-0\n",
            "results.csv:2: 7 – 2 has the colours reversed:"
            " round 1 has 2 – 7 (board 1), white first",
        ),
        (
            "round,white,black,result\n1,2,7,1-0\n1,Brown,Green,0-1\n",
            "results.csv:3: round 1, 2 – 7 (board 1) has two results: 1-0 and 0-1",
        ),
        (
            "round,white,black,result\n1,1,2,1-0\n",
            "results.csv:2: player 1 has the bye in round 1; a bye has no result",
        ),
        (
            "round,white,black,result\n1,Brwn,Green,1-0\n",
            "results.csv:2: white: 'Brwn' matches no participant;"
            " did you mean 'Brown'?",
        ),
        (
            "round,white,black,result\n8,2,7,1-0\n",
            "results.csv:2: round 8 is beyond the schedule (rounds 1–7)",
        ),
        (
            "round,board,result\n1,4,1-0\n",
            "results.csv:2: round 1 has no board 4 (boards 1–3)",
        ),
        (
            "white,black\n1,2\n",
            "results.csv:1: the header needs round, white, black, result",
        ),
    ],
)
def test_bad_results_csv(
    runner: CliRunner, tmp_path: Path, content: str, message: str
) -> None:
    folder = _event(tmp_path / "e", content)
    result = runner.invoke(cli, ["standings", str(folder)])
    assert_error(result, pattern=re.escape(message))
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            "this is not PGN at all\n",
            "results.pgn:1: White: malformed PGN: no White tag",
        ),
        ("", "results.pgn: malformed PGN: no games found"),
        (
            '[White "Brown"]\n[Black "Nobody"]\n[Round "1"]\n[Result "1-0"]\n\n1-0\n',
            "results.pgn:1: Black: 'Nobody' matches no participant",
        ),
        (
            '[White "Brown"]\n[Black "Green"]\n[Round "x"]\n[Result "1-0"]\n\n1-0\n',
            "results.pgn:1: Round: 'x' is not a round number",
        ),
    ],
)
def test_bad_pgn(runner: CliRunner, tmp_path: Path, content: str, message: str) -> None:
    folder = _event(tmp_path / "e", content, name="results.pgn")
    result = runner.invoke(cli, ["standings", str(folder)])
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [f"Error: {folder / message}"]


def test_after_round_beyond_the_schedule(runner: CliRunner, tmp_path: Path) -> None:
    folder = _event(tmp_path / "e", "round,white,black,result\n1,2,7,1-0\n")
    result = runner.invoke(cli, ["standings", str(folder), "--after-round", "9"])
    assert result.exit_code == 1
    assert result.stderr == "Error: round 9 is beyond the schedule (rounds 1–7)\n"


def test_no_results(runner: CliRunner, tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Adams\nBrown\nClark\n", encoding="utf-8")
    result = runner.invoke(cli, ["standings", str(players)])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ")
    assert "no results" in result.stderr


def test_unknown_tiebreak(runner: CliRunner, tmp_path: Path) -> None:
    folder = _event(tmp_path / "e", "round,white,black,result\n1,2,7,1-0\n")
    result = runner.invoke(cli, ["standings", str(folder), "--tiebreaks", "SB,XX"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: tiebreaks: 'XX': is not a tiebreak code")


def test_an_unknown_tiebreak_in_the_event_file_names_it(
    runner: CliRunner, tmp_path: Path
) -> None:
    folder = _event(tmp_path / "e", "round,white,black,result\n1,2,7,1-0\n")
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text("utf-8") + '[rules]\ntiebreaks = ["SB", "XX"]\n', "utf-8"
    )
    result = runner.invoke(cli, ["standings", str(folder)])
    assert_error(
        result, pattern=f"^Error: {re.escape(str(toml))}: tiebreaks: 'XX': is not a"
    )


def test_explain_under_the_table(runner: CliRunner, samples: Path) -> None:
    # The district final: three level on 3½, DE level among them, SB 7, 7¼
    # and 7½ before the play-off, which ranked them 1, 2, 3.
    final = str(samples / "district-final")
    plain = runner.invoke(cli, ["standings", final])
    explained = runner.invoke(cli, ["standings", final, "--explain"])
    assert explained.exit_code == 0
    # The table and its notes as without --explain, then the ties.
    assert explained.stdout.startswith(plain.stdout + "\n")
    assert explained.stdout[len(plain.stdout) + 1 :].splitlines() == [
        "How places level on points were decided",
        "Shevchenko, Andrii above Kovalenko, Iryna: Pts 3½ each; play-off 1½ to 1"
        " (by the tie-breaks alone: DE (among Shevchenko, Andrii; Kovalenko, Iryna;"
        " Bondarenko, Taras) 1 each; SB 7 to 7.25).",
        "Kovalenko, Iryna above Bondarenko, Taras: Pts 3½ each; play-off 1 to ½"
        " (by the tie-breaks alone: DE (among Shevchenko, Andrii; Kovalenko, Iryna;"
        " Bondarenko, Taras) 1 each; SB 7.25 to 7.5).",
    ]
    teams = runner.invoke(
        cli, ["standings", str(samples / "school-teams"), "--explain", "--lang", "uk"]
    )
    assert teams.stdout.splitlines()[-2:] == [
        "Як розподілено місця за рівних очок",
        "Ліцей №24 — вище, ніж Технічний ліцей: КО по 6; ІО по 11; РОЗ (КО) 2 проти 0.",
    ]


@pytest.mark.parametrize(
    ("language", "line"),
    [
        (
            "uk",
            "Мельник Юлія — вище, ніж Поліщук Наталія: ОМ по 9; ІО по 18;"
            " Шм. -4 проти -10.",
        ),
        (
            "ru",
            "Мельник Юлія — выше, чем Поліщук Наталія: ОМ по 9; ИО по 18;"
            " Шм. -4 против -10.",
        ),
    ],
)
def test_explain_names_a_micro_match_s_points_as_its_table(
    runner: CliRunner, samples: Path, language: str, line: str
) -> None:
    # The micro-matches' points are ОМ in the table (очки за мікроматчі /
    # очки за микроматчи), not a team's КО (командні очки).
    result = runner.invoke(
        cli,
        ["standings", str(samples / "draughts-micro"), "--explain", "--lang", language],
    )
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert " ОМ " in lines[3]  # the table's head
    assert line in lines
    assert "КО" not in result.stdout


def test_explain_the_order_of_the_classification(
    runner: CliRunner, samples: Path
) -> None:
    # The international draughts sample (FMJD: WIN, DE, ORD). Khairullin (3)
    # and Ismagilova (5), 5 points each, 2 wins each, drew their game: ORD
    # compares their points against the places above and below them in
    # turn: 0 each against Sabirov and Kuznetsova (places 1-2, who beat
    # both), 4 each against Volkov and Orlov-Nikitin (places 5-6, both
    # games won): level, they share places 3-4.
    result = runner.invoke(
        cli,
        ["standings", str(samples / "international-draughts"), "--explain"],
    )
    assert result.exit_code == 0
    assert (
        "Хайруллин Тимур and Исмагилова Динара share the place: Pts 5 each;"
        " WIN 2 each; DE 1 each; ORD (against place 1) 0 each;"
        " ORD (against place 5) 4 each."
    ) in result.stdout.splitlines()


def test_explain_in_json_and_not_in_csv(runner: CliRunner, samples: Path) -> None:
    teams = str(samples / "school-teams")
    found = json.loads(
        runner.invoke(cli, ["standings", teams, "--explain", "--format", "json"]).stdout
    )
    plain = json.loads(
        runner.invoke(cli, ["standings", teams, "--format", "json"]).stdout
    )
    assert found.pop("explain") == [
        {
            "place": "2",
            "upper": 1,
            "lower": 6,
            "verdict": "chain",
            "steps": [
                {"criterion": "match_points", "upper": 6, "lower": 6, "split": False},
                {"criterion": "game_points", "upper": 11, "lower": 11, "split": False},
                {
                    "criterion": "EDE",
                    "upper": 2,
                    "lower": 0,
                    "split": True,
                    "among": [1, 6],
                    "score": "match_points",
                },
            ],
        }
    ]
    assert found == plain
    refused = runner.invoke(cli, ["standings", teams, "--explain", "--format", "csv"])
    assert_error(refused, 2, "--explain is for the text and JSON formats")
