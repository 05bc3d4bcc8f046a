"""`berger ranks` end to end: the rank-norms sample as text, CSV and JSON,
after a round and in the language of the run; the tables berger ships; an
event assessed by an arbiter's own table (the manual's example: another
scale, other words, Ukraine's judges' panel); and every refusal one line,
exit 1, no file changed."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, assert_error, ok, run, snapshot

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament

SAMPLE = SAMPLES / "rank-norms"
MANUAL = Path(__file__).parent.parent / "docs" / "ranks.md"


def test_the_sample_as_the_contract_says() -> None:
    document = json.loads(ok(run("ranks", SAMPLE, "--format", "json")))
    assert document["coefficient"] == 1.5
    players = document["players"]
    assert [p["number"] for p in players] == list(range(1, 11))
    belov = players[5]
    assert (belov["rank"], belov["fulfilled"]) == ("2 разряд", "1 разряд")
    assert belov["needed"] == {"2 разряд": 7.5, "1 разряд": 10.2}
    assert players[0]["needed"] == {}
    assert players[0]["fulfilled"] is None
    rows = ok(run("ranks", SAMPLE, "--format", "csv")).splitlines()
    assert rows[0].startswith("number,name,rank,coefficient,")
    text = ok(run("ranks", SAMPLE))
    assert "The event's coefficient: 1.5 (10 of 10 participants with a rank)." in text


def test_after_a_round_the_points_still_needed() -> None:
    document = json.loads(
        ok(run("ranks", SAMPLE, "--after-round", "7", "--format", "json"))
    )
    assert (document["after_round"], document["final"]) == (7, False)
    first = document["players"][5]["norms"][1]
    assert (first["rank"], first["still_needed"], first["remaining"]) == (
        "1 разряд",
        0.2,
        2,
    )
    text = ok(run("ranks", SAMPLE, "--after-round", "7"))
    assert "10.2 +0.2/2" in text


@pytest.mark.parametrize(
    ("lang", "heading", "cell"),
    [
        ("ru", "Разрядные нормы после 7-го тура из 9", "10,2 +0,2/2"),
        ("uk", "Розрядні норми після 7-го туру з 9", "10,2 +0,2/2"),
    ],
)
def test_the_text_in_the_language_of_the_run(
    lang: str, heading: str, cell: str
) -> None:
    text = ok(run("ranks", SAMPLE, "--after-round", "7", "--lang", lang))
    assert text.splitlines()[1] == heading
    assert cell in text


def test_the_tables_berger_ships() -> None:
    text = ok(run("ranks", "--tables"))
    assert text.startswith("ru-draughts: Russian draughts: rank norms\n")
    assert "github.com/artnib/turnir" in text
    (table,) = json.loads(ok(run("ranks", "--tables", "--format", "json")))
    assert (table["name"], table["legal_text_read"]) == ("ru-draughts", False)
    uk = ok(run("ranks", "--tables", "--lang", "uk"))
    assert uk.startswith("ru-draughts: Шашки-64: розрядні норми\n")


def test_usage_errors() -> None:
    assert_error(run("ranks"), 2, "give an EVENT, or --tables")
    assert_error(run("ranks", SAMPLE, "--tables"), 2, "either --tables or an EVENT")
    assert_error(run("ranks", "--tables", "--format", "csv"), 2, "text and JSON")


def copy(tmp_path: Path) -> Path:
    event = tmp_path / "event"
    shutil.copytree(SAMPLE, event)
    return event


def name_table(event: Path, table: str) -> Path:
    """Have the copy ``event`` name the table ``table``; its event.toml."""
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('"ru-draughts"', f'"{table}"'), "utf-8"
    )
    return toml


def refused(event: Path, pattern: str) -> None:
    before = snapshot(event)
    assert_error(run("ranks", event), 1, pattern)
    assert snapshot(event) == before


def test_an_unknown_table_name(tmp_path: Path) -> None:
    event = copy(tmp_path)
    toml = name_table(event, "ua-draughts")
    refused(
        event,
        re.escape(
            f"Error: {toml}: ranks.table: no rank table 'ua-draughts': berger"
            " ships ru-draughts; or name a .toml file beside event.toml"
        ),
    )


@pytest.mark.parametrize(
    ("change", "error"),
    [
        (
            ("[6, 5, 4,", "[6, 5, 5,"),
            r"coefficients\[3\]: the coefficient 5 is given twice",
        ),
        (
            ("shares = [60, 50,", "shares = [60, 150,"),
            r"rank\[2\]\.shares\[2\]: 150 is out of range 0\.\.100",
        ),
        (
            ("coefficient = 4\n", 'coefficient = "four"\n'),
            r"rank\[3\]\.coefficient: 'four' is not a number",
        ),
        (("[[rank]]", "[[ranks]]"), r"ranks: unknown key 'ranks'"),
    ],
)
def test_a_table_file_that_does_not_read(
    tmp_path: Path, change: tuple[str, str], error: str
) -> None:
    event = copy(tmp_path)
    shipped = SAMPLES.parent / "src/berger/formats/event/rank_tables/ru-draughts.toml"
    own = shipped.read_text("utf-8").replace(*change)
    (event / "own.toml").write_text(own, "utf-8")
    name_table(event, "own.toml")
    refused(event, f"^Error: {re.escape(str(event / 'own.toml'))}: {error}$")


def test_a_table_file_without_ranks(tmp_path: Path) -> None:
    event = copy(tmp_path)
    (event / "own.toml").write_text(
        'name = "own"\ncoefficients = [1, 0]\n'
        '[source]\ntext = "x"\nlegal_text_read = false\n',
        "utf-8",
    )
    name_table(event, "own.toml")
    refused(event, r"own\.toml: rank: no ranks: give them from the lowest")


def test_an_unknown_rank_word(tmp_path: Path) -> None:
    event = copy(tmp_path)
    players = event / "players.csv"
    players.write_text(
        players.read_text("utf-8").replace("3 разряд\n10", "третий\n10"), "utf-8"
    )
    refused(
        event,
        re.escape(
            f"Error: {players}:10: rank: 'третий' is not a rank of the table"
            " ru-draughts; its ranks are б/р, 3 юн., 2 юн., 1 юн., 3 разряд,"
            " 2 разряд, 1 разряд, КМС, МС, ГР"
        ),
    )


def manual_table() -> str:
    """The manual's example of a commission's own table (docs/ranks.md)."""
    page = MANUAL.read_text("utf-8")
    section = page[page.index("## A table of your own") :]
    return section.split("```toml\n", 1)[1].split("```", 1)[0]


# The second event: ten players of the oblast, ranked by the manual's table
# (coefficients 7 down to 0): the subject of the first rank (2) against
# three candidate masters (1), a master of sport (0), two of the first rank
# and three of the second (3): 18/10 = 1.8, up to the candidate master.
OBLAST = ("І", "КМСУ", "КМСУ", "КМСУ", "МСУ", "І розряд", "І", "ІІ", "ІІ", "2")
SUBJECT = {2: "1", 3: "1", 4: "=", 5: "=", 6: "1", 7: "1", 8: "1", 9: "1", 10: "0"}


def oblast_event(tmp_path: Path) -> Path:
    folder = tmp_path / "oblast"
    folder.mkdir()
    (folder / "oblast.toml").write_text(manual_table(), "utf-8")
    (folder / "event.toml").write_text(
        'players = "players.csv"\nresults = "results.csv"\n'
        '[event]\nname = "Чемпіонат області з шашок-64"\ngame = "draughts"\n'
        '[rules]\nscoring = "draughts"\n'
        '[ranks]\ntable = "oblast.toml"\njudges = [\n'
        '  { name = "Іваненко С. П.", category = "перша" },\n'
        '  { name = "Коваль І. М.", category = "1" },\n'
        '  { name = "Бойко О. В.", category = "друга" },\n]\n',
        "utf-8",
    )
    names = [f"Гравець {n}" for n in range(1, 11)]
    (folder / "players.csv").write_text(
        "Прізвище, ім'я;Розряд\n"
        + "".join(f"{name};{rank}\n" for name, rank in zip(names, OBLAST, strict=True)),
        "utf-8",
    )
    event = make_tournament(EventInfo(), [Player(name) for name in names])
    lines = ["тур;білі;чорні;результат"]
    for game in event.schedule.games():
        if game.white == 1:
            result = {"1": "1-0", "=": "=", "0": "0-1"}[SUBJECT[game.black]]
        elif game.black == 1:
            result = {"1": "0-1", "=": "=", "0": "1-0"}[SUBJECT[game.white]]
        else:
            result = "="
        lines.append(f"{game.round};{game.white};{game.black};{result}")
    (folder / "results.csv").write_text("\n".join(lines) + "\n", "utf-8")
    return folder


def test_a_second_event_by_the_commissions_own_table(tmp_path: Path) -> None:
    # The first rank needs 3×0.35 + 0.20 + 2×0.50 + 3×0.60 = 4.05 games, the
    # candidate master 3×0.50 + 0.35 + 2×0.60 + 3×0.75 = 5.3: 8.1 and 10.6
    # points at 2/1/0. The subject scored 7 of 9, 14 points: both reached,
    # but the candidate master needs three judges of the first category and
    # the panel has two: the first rank is fulfilled.
    event = oblast_event(tmp_path)
    document = json.loads(ok(run("ranks", event, "--format", "json")))
    assert (document["table"], document["coefficient"]) == ("oblast-draughts", 1.8)
    assert document["highest"] == "КМСУ"
    subject = document["players"][0]
    assert subject["needed"] == {"І": 8.1, "КМСУ": 10.6}
    assert (subject["points"], subject["fulfilled"]) == (14, "І")
    kms = subject["norms"][1]
    assert (kms["reached"], kms["fulfilled"]) == (True, False)
    judges = [c for c in kms["conditions"] if c["condition"] == "judges"]
    assert judges == [
        {
            "condition": "judges",
            "required": 3,
            "value": 2,
            "most": 2,
            "met": False,
            "possible": False,
            "category": "перша",
        }
    ]
    text = ok(run("ranks", event, "--lang", "uk"))
    assert (
        "(1) суддів категорії не нижче «суддя першої категорії»: 2; потрібно 3" in text
    )
    assert (
        "Таблиця: Шашки-64: розрядні норми обласної комісії (oblast-draughts)." in text
    )
