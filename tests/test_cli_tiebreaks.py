"""The tie-break settings through the command line: ``--unrated`` and
``[rules] unrated``, ``--ties`` and ``[rules] ties`` with the lots' seed,
the codes as given in every output, the Buchholz refusal, the TRF's
spelling and the words of the PDF legend."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import assert_error, run

# Four players, every game drawn: all on 1½, SB 2¼ each, no wins. Numbers
# 2 and 4 are unrated. N = 4: R1 1-4, 2-3 · R2 4-3, 1-2 · R3 2-4, 3-1.
PLAYERS = "name,rating\nAdams,2000\nBrown,\nClark,1800\nDavis,\n"
RESULTS = "round,white,black,result\n" + "".join(
    f"{r},{w},{b},=\n"
    for r, w, b in ((1, 1, 4), (1, 2, 3), (2, 4, 3), (2, 1, 2), (3, 2, 4), (3, 3, 1))
)
LOTS_LINE = re.compile(
    r"^Drew lots for players level after the tiebreaks with seed (\d+);"
    r" pass --seed \1 to repeat them\.$"
)


def event(folder: Path, rules: str = "") -> Path:
    """The drawn event in ``folder``, with ``rules`` under ``[rules]`` (not
    rated: no rating-change columns beside the tiebreaks)."""
    folder.mkdir(exist_ok=True)
    (folder / "players.csv").write_text(PLAYERS, encoding="utf-8")
    (folder / "results.csv").write_text(RESULTS, encoding="utf-8")
    (folder / "event.toml").write_text(
        'players = "players.csv"\nresults = "results.csv"\n[rules]\n'
        + "rated = false\n"
        + rules,
        encoding="utf-8",
    )
    return folder


def standings(*args: str | Path) -> dict[str, Any]:
    result = run("standings", *args, "--format", "json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def column(data: dict[str, Any], code: str) -> dict[int, Any]:
    return {row["number"]: row["tiebreaks"][code] for row in data["standings"]}


def order(data: dict[str, Any]) -> list[int]:
    return [row["number"] for row in data["standings"]]


# ---------- unrated ----------


@pytest.mark.parametrize(
    ("given", "aro"),
    [
        # ARO of each player's three opponents, halves up:
        # skip: everyone met an unrated player, so no value at all;
        # 1400: 1 = (1400 + 1800 + 1400) / 3 = 1533⅓ → 1533; 2 = (2000 + 1800
        # + 1400) / 3 = 1733⅓ → 1733; 3 = (2000 + 1400 + 1400) / 3 = 1600;
        # 4 as 2; 0: 1 = 1800 / 3 = 600, 2 = 3800 / 3 → 1267, 3 = 2000 / 3 → 667.
        ("skip", {1: None, 2: None, 3: None, 4: None}),
        ("1400", {1: 1533, 2: 1733, 3: 1600, 4: 1733}),
        ("0", {1: 600, 2: 1267, 3: 667, 4: 1267}),
    ],
)
def test_unrated_option(tmp_path: Path, given: str, aro: dict[int, int | None]) -> None:
    data = standings(event(tmp_path), "--tiebreaks", "ARO,RTNG", "--unrated", given)
    assert column(data, "ARO") == aro
    rating = None if given == "skip" else int(given)
    assert column(data, "RTNG") == {1: 2000, 2: rating, 3: 1800, 4: rating}


def test_unrated_key_and_the_option_over_it(tmp_path: Path) -> None:
    folder = event(tmp_path, 'tiebreaks = "ARO"\nunrated = 1400\n')
    assert column(standings(folder), "ARO")[1] == 1533
    assert column(standings(folder, "--unrated", "skip"), "ARO")[1] is None
    (folder / "event.toml").write_text(
        (folder / "event.toml").read_text("utf-8").replace("1400", '"0"'), "utf-8"
    )
    assert column(standings(folder), "ARO")[1] == 600
    folder = event(tmp_path / "skip", 'tiebreaks = "ARO"\nunrated = "Skip"\n')
    assert column(standings(folder), "ARO")[1] is None


@pytest.mark.parametrize("given", ["-1", "abc", "4001", "1.5", "1e3", ""])
def test_bad_unrated_option(tmp_path: Path, given: str) -> None:
    result = run("standings", event(tmp_path), "--unrated", given)
    assert_error(result, 2, r"Invalid value for '--unrated': .* is not a rating")


@pytest.mark.parametrize("given", ['"abc"', "-5", "true", "4001", "1400.5", "[1400]"])
def test_bad_unrated_key(tmp_path: Path, given: str) -> None:
    result = run("standings", event(tmp_path, f"unrated = {given}\n"))
    assert_error(
        result,
        1,
        r"event\.toml: rules\.unrated: .* is not a rating for unrated players"
        r" \(skip, or a whole number 0–4000\)$",
    )


def test_the_legend_says_how_unrated_players_count(tmp_path: Path) -> None:
    folder = event(tmp_path)
    text = run("standings", folder, "--tiebreaks", "SB,ARO/C1,TPN", "--unrated", "1400")
    assert "ARO/C1: unrated players count as rated 1400" in text.stdout
    text = run("standings", folder, "--tiebreaks", "SB,ARO/C1,TPN")
    assert "ARO/C1: a value that needs an unrated player's rating is left empty" in (
        text.stdout
    )
    text = run("standings", folder, "--tiebreaks", "SB,TPN", "--unrated", "1400")
    assert "unrated" not in text.stdout  # no rating-based code in the chain


# ---------- ties ----------


def test_ties_shared_by_default(tmp_path: Path) -> None:
    data = standings(event(tmp_path), "--tiebreaks", "WIN")
    assert [row["place"] for row in data["standings"]] == ["1-4"] * 4
    assert all("lots" not in row for row in data["standings"])


def test_lots_order_the_level_players(tmp_path: Path) -> None:
    data = standings(
        event(tmp_path), "--tiebreaks", "WIN", "--ties", "lots", "--seed", "3"
    )
    assert [row["place"] for row in data["standings"]] == ["1", "2", "3", "4"]
    assert all(row["lots"] is True for row in data["standings"])
    assert sorted(order(data)) == [1, 2, 3, 4]


def test_the_same_seed_gives_the_same_order(tmp_path: Path) -> None:
    folder = event(tmp_path)
    runs = {
        seed: order(
            standings(folder, "--tiebreaks", "SB", "--ties", "lots", "--seed", seed)
        )
        for seed in ("1", "2", "3", "4", "5", "6")
    }
    again = order(
        standings(folder, "--tiebreaks", "SB", "--ties", "LOTS", "--seed", "3")
    )
    assert again == runs["3"]
    assert len({tuple(value) for value in runs.values()}) > 1  # seeds differ


def test_ties_and_seed_keys(tmp_path: Path) -> None:
    folder = event(tmp_path, 'tiebreaks = "WIN"\nties = "lots"\nseed = 3\n')
    result = run("standings", folder, "--format", "json")
    assert result.stderr == ""  # the event's seed: nothing to report
    from_file = json.loads(result.stdout)
    given = standings(
        event(tmp_path / "b"), "--tiebreaks", "WIN", "--ties", "lots", "--seed", "3"
    )
    assert from_file["standings"] == given["standings"]
    shared = standings(folder, "--ties", "share")
    assert [row["place"] for row in shared["standings"]] == ["1-4"] * 4


def test_a_chosen_seed_is_reported_and_repeats_the_order(tmp_path: Path) -> None:
    folder = event(tmp_path, 'tiebreaks = "WIN"\nties = "lots"\n')
    result = run("standings", folder, "--format", "json")
    assert result.exit_code == 0, result.output
    found = LOTS_LINE.match(result.stderr.strip())
    assert found, result.stderr
    assert len(result.stderr.splitlines()) == 1
    again = run("standings", folder, "--format", "json", "--seed", found[1])
    assert (again.stdout, again.stderr) == (result.stdout, "")


def test_one_chosen_seed_for_the_draw_and_the_lots(tmp_path: Path) -> None:
    folder = event(tmp_path, 'tiebreaks = "WIN"\nties = "lots"\n')
    result = run("standings", folder, "--numbering", "random")
    draw, lots = result.stderr.splitlines()
    seed = re.findall(r"seed (\d+);", draw)
    assert draw == (
        f"Drew pairing numbers by lot with seed {seed[0]};"
        f" pass --seed {seed[0]} to repeat this draw."
    )
    assert LOTS_LINE.match(lots)
    assert seed == re.findall(r"seed (\d+);", lots)


def test_no_lots_line_where_nothing_is_ranked(tmp_path: Path) -> None:
    folder = event(tmp_path, 'ties = "lots"\n')
    result = run("schedule", folder)
    assert (result.exit_code, result.stderr) == (0, "")


def test_the_text_marks_places_decided_by_lots(tmp_path: Path) -> None:
    text = run(
        "standings",
        event(tmp_path),
        "--tiebreaks",
        "WIN",
        "--ties",
        "lots",
        "--seed",
        "3",
    )
    rows = [line for line in text.stdout.splitlines() if line.strip()[:1].isdigit()]
    assert [row.split()[0] for row in rows] == ["1‡", "2‡", "3‡", "4‡"]
    assert text.stdout.endswith(
        "\n‡ place decided by drawing of lots (seed 3)\n"
        "\nTie-breaks: WIN, as --tiebreaks gives them.\n"
    )


def test_bad_ties_option_and_key(tmp_path: Path) -> None:
    assert_error(run("standings", event(tmp_path), "--ties", "coin"), 2, r"'--ties'")
    result = run("standings", event(tmp_path / "b", 'ties = "coin"\n'))
    assert_error(
        result,
        1,
        r"event\.toml: rules\.ties: 'coin' is not a way to settle ties"
        r" \(share, lots\)$",
    )


def test_help_lists_the_settings() -> None:
    text = run("standings", "--help").stdout
    assert "--unrated skip|N" in text
    assert "--ties [share|lots]" in text


# ---------- codes ----------


def test_keys_are_the_codes_as_given(tmp_path: Path) -> None:
    codes = ["KS/L1", "SB-C1", "RTNG/R", "TPN", "ARO/C1", "KS/L-2", "STD", "REP"]
    data = standings(
        event(tmp_path), "--tiebreaks", "ks/l1,sb-c1,rtng/r,tpn,aro/c1,Ks/L-2,std,rep"
    )
    assert data["tiebreaks"] == codes
    assert all(list(row["tiebreaks"]) == codes for row in data["standings"])
    csv = run("standings", tmp_path, "--tiebreaks", "ks/l1,sb-c1", "--format", "csv")
    assert csv.stdout.splitlines()[0] == (
        "place,number,name,rating,points,KS/L1,SB-C1,games"
    )
    text = run("standings", tmp_path, "--tiebreaks", "ks/l1,sb-c1")
    assert re.search(r"Pts\s+KS/L1\s+SB-C1\s+Games$", text.stdout, re.MULTILINE)


@pytest.mark.parametrize("code", ["BH", "fb", "AOB", "BH/C1"])
def test_buchholz_is_refused_naming_the_rule(tmp_path: Path, code: str) -> None:
    result = run("standings", event(tmp_path), "--tiebreaks", f"SB,{code}")
    assert_error(
        result,
        1,
        r"tiebreaks: .*the Buchholz tiebreaks \(BH, FB, AOB\) must not be used in"
        r" round robins \(FIDE C\.07, art\. 8\)",
    )


def test_trf_spells_the_codes_the_2026_way_and_reads_them_back(tmp_path: Path) -> None:
    target = tmp_path / "event.trf"
    result = run(
        "export",
        event(tmp_path),
        "--to",
        "trf",
        "-o",
        target,
        "--tiebreaks",
        "ks/l1,sb-c1,tpn/r",
    )
    assert result.exit_code == 0, result.output
    records = target.read_bytes().decode("utf-8").split("\r\n")
    assert "202 KS/L+1,SB/C1,TPN/R" in records
    assert "212 PTS,KS/L+1,SB/C1,TPN/R" in records
    assert standings(target)["tiebreaks"] == ["KS/L+1", "SB/C1", "TPN/R"]


@pytest.mark.slow
def test_the_pdf_legend_in_ukrainian_has_the_words(tmp_path: Path) -> None:
    from pypdf import PdfReader

    target = tmp_path / "table.pdf"
    result = run(
        "crosstable", event(tmp_path), "-o", target, "--lang", "uk",
        "--tiebreaks", "SB/C2,KS/L+1,ARO/C1,TPN/R,RTNG/R",
        "--unrated", "1400", "--ties", "lots", "--seed", "3",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    text = " ".join(
        " ".join(page.extract_text() for page in PdfReader(target).pages).split()
    )
    for words in (
        "КБ−2 — коефіцієнт Бергера без двох найслабших суперників",
        "Коя+½ — коефіцієнт Коя (очки проти суперників, що набрали не менше"
        " половини очок), межу зсунуто на +½",
        "СРС−1 — середній рейтинг суперників без найслабшого суперника",
        "СН зв. — стартовий номер (менший номер — вище місце), у зворотному"
        " порядку: більше значення — вище місце",
        "ВР зв. — власний рейтинг, у зворотному порядку: менше значення — вище місце",
        "розставлено жеребкуванням; ‡ позначає місце, яке воно визначило",
        "Ключ жеребкування: 3.",
        "СРС−1, ВР зв.: учасників без рейтингу враховано з рейтингом 1400.",
    ):
        assert words in text, words


def test_a_groups_lots_seed_is_reported_with_its_name(samples: Path) -> None:
    # Each group of the sample chooses its own seed; repeating group B's
    # seed repeats its order.
    event = samples / "club-groups"
    result = run("standings", event, "--ties", "lots", "--tiebreaks", "WIN")
    assert result.exit_code == 0, result.output
    notes = result.stderr.splitlines()
    found = [
        re.fullmatch(
            rf"Group {name}: drew lots for players level after the tiebreaks with"
            rf" seed (\d+); pass --group {name} --seed \1 to repeat them\.",
            line,
        )
        for name, line in zip("AB", notes, strict=True)
    ]
    assert all(found), notes
    seed = found[1][1] if found[1] else ""
    again = run(
        "standings", event, "--group", "B", "--ties", "lots", "--tiebreaks", "WIN",
        "--seed", seed,
    )  # fmt: skip
    assert again.stderr == ""
    assert "‡" in again.stdout  # lots decided group B's places
    assert again.stdout == result.stdout.split("== Group B ==\n")[1]
