"""`berger norms` on the closed-norms sample, checked by hand: the forecast,
the position after round 5 and the outcome as text, JSON and CSV; the norms
document; the national exemption; the rated setting; every bad input.

The sample (tests/test_norms_sample.py works its figures in full): ten
players, 23790 rating points in all, so a player rated r meets opponents
averaging (23790 − r) / 9, none below a floor. GM needs Ra ≥ 2380.

    1 IM Brandt GER 2404    Ra 2376     6 FM Savchuk UKR 2236     Ra 2395
    2 FM Hnatiuk UKR 2331   Ra 2384     7 FM Horbenko UKR 2398    Ra 2377
    3 GM Lomidze GEO 2490               8 GM Zieliński POL 2466
    4 WFM Moroz UKR 2208 w  Ra 2398     9 FM Kazlauskas LTU 2385  Ra 2378
    5 GM Kovalenko UKR 2452            10 IM Dvořák CZE 2420      Ra 2374

Needed scores (dp from table 1.4.9): GM 2600 − Ra; Ra 2384 needs dp ≥ 216:
7/9 (78 %, 220); IM 2450 − 2384 = 66: 5½/9 (61 %, 80; 5/9 is 56 %, 43).
Moroz (Ra 2398): GM 7, IM 5½, WGM dp ≥ 2: 5 (56 %, 43), WIM at least 35 %
of 9: 3½. Horbenko (2377) and Kazlauskas (2378): IM 5½, no GM norm.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tests.conftest import assert_error

from berger.cli import cli


def norms(runner: CliRunner, event: Path | str, *args: str) -> Result:
    result = runner.invoke(cli, ["norms", str(event), *args])
    assert result.exit_code == 0, result.output
    return result


@pytest.fixture
def sample(samples: Path) -> Path:
    return samples / "closed-norms"


def cells(text: str) -> dict[str, list[str]]:
    """The table rows of the text output by name: the columns after the
    name (title, federation, rating, GM, IM, ...), split at two spaces."""
    rows = {}
    for line in text.splitlines()[4:]:
        if not line.strip():
            break
        _number, name, *rest = re.split(r"\s{2,}", line.strip())
        rows[name] = rest
    return rows


FORECAST = """\
Kyiv Masters Closed 2026
Title norms: the forecast before round 1 (9 rounds)

No  Name                Title  Fed   Rtg  GM     IM    WGM  WIM
 1  Brandt, Lukas       IM     GER  2404  — (1)
 2  Hnatiuk, Taras      FM     UKR  2331  7/9    5½/9
 3  Lomidze, Giorgi     GM     GEO  2490
 4  Moroz, Iryna        WFM    UKR  2208  7/9    5½/9  5/9  3½/9
 5  Kovalenko, Serhiy   GM     UKR  2452
 6  Savchuk, Dmytro     FM     UKR  2236  7/9    5½/9
 7  Horbenko, Mykola    FM     UKR  2398  — (2)  5½/9
 8  Zieliński, Paweł    GM     POL  2466
 9  Kazlauskas, Marius  FM     LTU  2385  — (3)  5½/9
10  Dvořák, Ondřej      IM     CZE  2420  — (4)

n/g: the points needed from the g games that count for the norm (B.01 1.4).
— no norm possible in this field, see the note.
Blank: the player holds the title or a higher one, or it is a women's title.
(1) opponents' average 2376 is below 2380
(2) opponents' average 2377 is below 2380
(3) opponents' average 2378 is below 2380
(4) opponents' average 2374 is below 2380
"""


def test_the_forecast_as_text(runner: CliRunner, sample: Path) -> None:
    # Before round 1 (--after-round 0 counts no result). The GMs need no norm;
    # the IMs (Brandt, Dvořák) need only a GM norm and their Ra is below
    # 2380; only Moroz, a woman, has WGM and WIM norms.
    assert norms(runner, sample, "--after-round", "0").stdout == FORECAST


def test_the_forecast_as_json_and_csv(runner: CliRunner, sample: Path) -> None:
    data = json.loads(
        norms(runner, sample, "--after-round", "0", "--format", "json").stdout
    )
    assert data["after_round"] == 0
    assert [p["number"] for p in data["players"]] == list(range(1, 11))
    hnatiuk = data["players"][1]
    assert (hnatiuk["number"], hnatiuk["name"]) == (2, "Hnatiuk, Taras")
    assert list(hnatiuk["norms"]) == ["GM", "IM", "WGM", "WIM"]
    assert hnatiuk["norms"]["GM"] == {
        "possible": True,
        "needed": 7,
        "games": 9,
        "achieved": False,
        "performance": None,
        "opponents_average": 2384,
        "reasons": [],
        "points": 0,
        "remaining": 9,
        "still_needed": 7,
        "still_possible": True,
        "extra_games": 0,
        "dropped": [],
    }
    assert hnatiuk["norms"]["IM"]["needed"] == 5.5
    assert hnatiuk["norms"]["WGM"]["reasons"] == ["WGM norms are for women"]
    horbenko = data["players"][6]["norms"]
    assert (horbenko["GM"]["possible"], horbenko["GM"]["needed"]) == (False, None)
    assert horbenko["GM"]["reasons"] == ["opponents' average 2377 is below 2380"]
    moroz = data["players"][3]["norms"]
    assert [moroz[t]["needed"] for t in ("GM", "IM", "WGM", "WIM")] == [
        7,
        5.5,
        5,
        3.5,
    ]

    rows = norms(runner, sample, "--after-round", "0", "--format", "csv")
    lines = rows.stdout.splitlines()
    assert lines[0] == (
        "number,name,norm,possible,needed,games,achieved,performance,"
        "opponents_average,points,remaining,still_needed,still_possible,"
        "extra_games,dropped,reasons"
    )
    assert len(lines) == 1 + 10 * 4  # a row per player and norm
    assert lines[5:7] == [
        '2,"Hnatiuk, Taras",GM,true,7,9,false,,2384,0,9,7,true,0,,',
        '2,"Hnatiuk, Taras",IM,true,5.5,9,false,,2384,0,9,5.5,true,0,,',
    ]
    assert lines[25] == (
        '7,"Horbenko, Mykola",GM,false,,9,false,,2377,0,9,,false,0,,'
        "opponents' average 2377 is below 2380"
    )


def test_after_round_5(runner: CliRunner, sample: Path, tmp_path: Path) -> None:
    # Hnatiuk after 5 rounds: beat Kazlauskas, drew Brandt, beat Dvořák, drew
    # Lomidze, beat Moroz: 4 points, 4 games left; 3 more for the GM norm
    # (7), 1½ for the IM norm (5½). His performance so far: (2385 + 2404 +
    # 2420 + 2490 + 2208) / 5 = 2381.4 → 2381, 4/5 = 80 %, dp 240: 2621.
    # Moroz has 2 points: at most 6 of the GM norm's 7 (the second note, after
    # Brandt's average); 3½ more of 4 for IM, 3 for WGM (5), 1½ for WIM (3½).
    text = norms(runner, sample, "--after-round", "5").stdout
    assert text.splitlines()[1] == "Title norms after round 5 of 9"
    rows = cells(text)
    assert rows["Hnatiuk, Taras"][3:] == ["7/9 +3/4", "5½/9 +1½/4"]
    assert rows["Moroz, Iryna"][3:] == [
        "7/9 ✗ (2)",
        "5½/9 +3½/4",
        "5/9 +3/4",
        "3½/9 +1½/4",
    ]
    assert "(2) 2 so far and 4 games left: at most 6; 7 needed" in text
    assert "+m/r: m more points needed from the r games left." in text

    # Results of rounds 1–5 only, counted up to round 9: the same position,
    # still "after round 9", not the outcome, as games are left to play.
    lines = (sample / "results.csv").read_text("utf-8").splitlines()
    five = tmp_path / "five.csv"
    five.write_text("\n".join(lines[: 1 + 5 * 5]) + "\n", "utf-8")
    later = norms(runner, sample, "--results", str(five), "--after-round", "9")
    assert later.stdout.splitlines()[1] == "Title norms after round 9 of 9"
    assert cells(later.stdout)["Hnatiuk, Taras"][3:] == ["7/9 +3/4", "5½/9 +1½/4"]

    data = json.loads(
        norms(runner, sample, "--after-round", "5", "--format", "json").stdout
    )
    gm = data["players"][1]["norms"]["GM"]
    assert data["after_round"] == 5
    assert (gm["points"], gm["remaining"], gm["still_needed"]) == (4, 4, 3)
    assert (gm["still_possible"], gm["achieved"], gm["performance"]) == (
        True,
        False,
        2621,
    )


def test_the_outcome(runner: CliRunner, sample: Path) -> None:
    # Hnatiuk scores 7/9 (five wins, four draws): Rp = 2384 + dp(78 %) = 2604,
    # the GM norm exactly and the IM norm 1½ above 5½: one extra game.
    # Savchuk 5/9 = 56 %, dp 43: 2395 + 43 = 2438, half a point short of 5½.
    text = norms(runner, sample).stdout
    assert text.splitlines()[1] == "Title norms: the outcome, all 9 rounds"
    rows = cells(text)
    assert rows["Hnatiuk, Taras"] == [
        "FM",
        "UKR",
        "2331",
        "7/9 ✓ 2604",
        "5½/9 ✓ 2604 +1",
    ]
    assert rows["Savchuk, Dmytro"][3:] == ["7/9 ✗ (6)", "5½/9 ✗ (7)"]
    assert "(7) scored 5 of 9; 5½ needed (performance 2438; 2450 needed)" in text
    assert "✓ norm made, with the performance; +e: e extra games (1.4.1d)." in text

    data = json.loads(norms(runner, sample, "--format", "json").stdout)
    made = {
        (p["number"], title)
        for p in data["players"]
        for title, norm in p["norms"].items()
        if norm["achieved"]
    }
    assert made == {(2, "GM"), (2, "IM")}
    im = data["players"][1]["norms"]["IM"]
    assert (im["performance"], im["extra_games"], im["points"]) == (2604, 1, 7)
    savchuk = data["players"][5]["norms"]["IM"]
    assert savchuk == {
        "possible": True,
        "needed": 5.5,
        "games": 9,
        "achieved": False,
        "performance": 2438,
        "opponents_average": 2395,
        "reasons": ["scored 5 of 9; 5½ needed (performance 2438; 2450 needed)"],
        "points": 5,
        "remaining": 0,
        "still_needed": 0.5,
        "still_possible": False,
        "extra_games": 0,
        "dropped": [],
    }

    lines = norms(runner, sample, "--format", "csv").stdout.splitlines()
    assert lines[5:7] == [
        '2,"Hnatiuk, Taras",GM,true,7,9,true,2604,2384,7,0,0,true,0,,',
        '2,"Hnatiuk, Taras",IM,true,5.5,9,true,2604,2384,7,0,0,true,1,,',
    ]


def test_the_norms_document_as_html(
    runner: CliRunner, sample: Path, tmp_path: Path
) -> None:
    # The document: the table, the translated notes and, for Hnatiuk, the
    # certificate block: his nine opponents, Ra 2384, Rp 2604, both norms.
    target = tmp_path / "norms.html"
    result = norms(runner, sample, "--lang", "uk", "-o", str(target))
    assert result.stdout == f"записано {target}\n"
    page = target.read_text(encoding="utf-8")
    assert "Норми звань" in page
    assert "Підсумок: усі 9 турів" in page
    assert "середній рейтинг суперників 2376 нижчий за 2380" in page
    assert "набрано 5 з 9, потрібно 5½ (перформанс 2438, потрібно 2450)" in page
    assert page.count('class="norm-certificate') == 1
    assert "Звіт про норму" in page
    assert "Kazlauskas, Marius" in page


def test_the_national_exemption(runner: CliRunner, tmp_path: Path) -> None:
    # A national championship: an FM (2400) and nine opponents from Ukraine
    # (3 GMs, 3 IMs, 3 FMs) averaging (2560 + 2520 + 2500 + 2460 + 2440 +
    # 2420 + 2400 + 2380 + 2370) / 9 = 2450. Without the exemption no other
    # federation; with it the GM norm needs dp ≥ 150: 6½ (72 %, 166).
    players = ["name,title,federation,rating", "Subject,FM,UKR,2400"]
    for index, (title, rating) in enumerate(
        [
            *(("GM", 2560), ("GM", 2520), ("GM", 2500), ("IM", 2460), ("IM", 2440)),
            *(("IM", 2420), ("FM", 2400), ("FM", 2380), ("FM", 2370)),
        ],
        start=2,
    ):
        players.append(f"P{index},{title},UKR,{rating}")
    (tmp_path / "players.csv").write_text("\n".join(players) + "\n", "utf-8")
    toml = tmp_path / "event.toml"
    toml.write_text('players = "players.csv"\n', "utf-8")
    gm = json.loads(norms(runner, tmp_path, "--format", "json").stdout)
    assert gm["players"][0]["norms"]["GM"]["reasons"] == [
        "federations among the opponents besides the player's own: 0; 2 needed",
        "9 of 9 opponents from UKR, the player's own federation; at most 5",
    ]
    toml.write_text(
        'players = "players.csv"\n[event]\nnorm_exemption = "national"\n', "utf-8"
    )
    data = json.loads(norms(runner, tmp_path, "--format", "json").stdout)
    check = data["players"][0]["norms"]["GM"]
    assert (check["possible"], check["needed"], check["reasons"]) == (True, 6.5, [])


def _event_with(tmp_path: Path, sample: Path, table: str, line: str) -> Path:
    """The sample's event.toml with ``line`` added to ``[table]``."""
    source = (sample / "event.toml").read_text("utf-8")
    event = tmp_path / "event.toml"
    event.write_text(
        source.replace(f"[{table}]", f"[{table}]\n{line}")
        .replace('"players.csv"', f'"{sample / "players.csv"}"')
        .replace('"results.csv"', f'"{sample / "results.csv"}"'),
        "utf-8",
    )
    return event


def test_rated_false_hides_the_rating_change(
    runner: CliRunner, sample: Path, tmp_path: Path
) -> None:
    # The sample is a rated chess event: Hnatiuk +63 (K 20, derived), as
    # tests/test_norms_sample.py works it. [rules] rated = false hides it;
    # --rated shows it again.
    data = json.loads(
        runner.invoke(cli, ["standings", str(sample), "--format", "json"]).stdout
    )
    first = data["standings"][0]
    assert (first["name"], first["rating_change"], first["k"]) == (
        "Hnatiuk, Taras",
        63,
        20,
    )
    text = runner.invoke(cli, ["standings", str(sample)]).stdout
    assert "† K derived from the rating and the year of birth." in text
    horbenko = next(line for line in text.splitlines() if "Horbenko" in line)
    assert horbenko.split()[-2:] == ["-12", "10"]  # K 10 from the list: no †
    event = _event_with(tmp_path, sample, "rules", "rated = false")
    hidden = json.loads(
        runner.invoke(cli, ["standings", str(event), "--format", "json"]).stdout
    )
    assert "rating_change" not in hidden["standings"][0]
    shown = json.loads(
        runner.invoke(
            cli, ["standings", str(event), "--rated", "--format", "json"]
        ).stdout
    )
    assert shown["standings"][0]["rating_change"] == 63


@pytest.mark.parametrize(
    ("table", "line", "message"),
    [
        (
            "event",
            'norm_exemption = "regional"',
            r"event\.norm_exemption: 'regional' is not a norm exemption"
            r" \(none, national\)",
        ),
        (
            "rules",
            'rated = "yes"',
            r"rules\.rated: 'yes' has the wrong type \(expected true or false\)",
        ),
    ],
)
def test_bad_settings(
    runner: CliRunner, sample: Path, tmp_path: Path, table: str, line: str, message: str
) -> None:
    event = _event_with(tmp_path, sample, table, line)
    for command in ("norms", "standings"):
        assert_error(
            runner.invoke(cli, [command, str(event)]),
            pattern=rf"^Error: .*event\.toml: {message}$",
        )


def test_after_round_beyond_the_schedule(runner: CliRunner, sample: Path) -> None:
    for command in ("norms", "standings"):
        assert_error(
            runner.invoke(cli, [command, str(sample), "--after-round", "10"]),
            pattern=r"^Error: round 10 is beyond the schedule \(rounds 1–9\)$",
        )


def test_norms_are_for_chess(runner: CliRunner, samples: Path) -> None:
    assert_error(
        runner.invoke(cli, ["norms", str(samples / "draughts-cup")]),
        pattern=(
            r"^Error: .*draughts-cup: event\.game: title norms are FIDE's, for"
            r" chess; this is a draughts event$"
        ),
    )


def test_a_document_needs_pdf_or_html(
    runner: CliRunner, sample: Path, tmp_path: Path
) -> None:
    target = tmp_path / "norms.txt"
    assert_error(
        runner.invoke(cli, ["norms", str(sample), "-o", str(target)]),
        pattern=r"the output must end in \.pdf or \.html$",
    )
    assert not target.exists()


def test_an_event_with_groups(runner: CliRunner, samples: Path, tmp_path: Path) -> None:
    # Printed: every group under its name, each as --group NAME prints it;
    # a document is one group's, so -o needs --group.
    event = samples / "club-groups"
    data = json.loads(norms(runner, event, "--format", "json").stdout)
    assert [group["name"] for group in data["groups"]] == ["A", "B"]
    alone = json.loads(norms(runner, event, "--group", "B", "--format", "json").stdout)
    assert {k: v for k, v in data["groups"][1].items() if k != "name"} == alone
    assert_error(
        runner.invoke(cli, ["norms", str(event), "-o", str(tmp_path / "n.html")]),
        status=2,
        pattern="this event has groups A, B; choose one with --group NAME",
    )
    norms(runner, event, "--group", "A", "-o", str(tmp_path / "n.html"))
    assert "Riverside Club Championship 2026 — A" in (tmp_path / "n.html").read_text(
        "utf-8"
    )


def test_a_withdrawal_beyond_the_schedule_is_refused_before_any_result(
    runner: CliRunner, sample: Path, tmp_path: Path
) -> None:
    # The forecast reads the participants' withdrawals as every other command
    # does: a withdrawal after round 99 of 9 is an error, not ignored.
    rows = (sample / "players.csv").read_text("utf-8").splitlines()
    players = tmp_path / "players.csv"
    withdrawn = [rows[0] + ",withdrawn", rows[1] + ",99", *(r + "," for r in rows[2:])]
    players.write_text("\n".join(withdrawn) + "\n", "utf-8")
    source = (sample / "event.toml").read_text("utf-8")
    event = tmp_path / "event.toml"
    event.write_text(source.replace('results = "results.csv"\n', ""), "utf-8")
    trf = ["export", "--to", "trf", "-o", str(tmp_path / "event.trf")]
    for command in (["norms"], trf):
        assert_error(
            runner.invoke(cli, [*command, str(event)]),
            pattern=r"^Error: withdrawal after round 99 is beyond the schedule",
        )
