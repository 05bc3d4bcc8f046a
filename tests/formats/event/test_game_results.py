"""A micro-match event's games read from a results CSV or a PDN file alike,
the two held against each other: the same games agree, a contradiction is
one line naming both files and the game as played."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import open_event
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.cli import cli
from berger.core.disciplines import Discipline
from berger.core.micro.standings import compute_micro_standings
from berger.core.micro.table import build_micro_table
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import make_tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.game_results import (
    check_agreement,
    check_pdn,
    game_readers,
    pdn_readers,
)
from berger.formats.event.results_file import read_results
from berger.formats.exchange.pdn_export import pdn_pairings, pdn_text
from berger.formats.files.input_file import InputFile

RUSSIAN = Discipline.RUSSIAN
SAMPLES = Path(__file__).resolve().parents[3] / "samples"


def write(tmp_path: Path, name: str, text: str) -> InputFile:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return InputFile.read(path)


def csv_of(games: dict[tuple[int, int, int, int], str]) -> str:
    rows = [f"{r},P{w},P{b},{g},{code}" for (r, w, b, g), code in games.items()]
    return "\n".join(["round,white,black,game,result", *rows]) + "\n"


def test_a_csv_and_a_pdn_of_the_same_games_give_the_same_standings(
    tmp_path: Path,
) -> None:
    event = four()
    readers = game_readers(RUSSIAN)
    from_csv = read_results(
        write(tmp_path, "r.csv", csv_of(FOUR_MICRO)), event, readers=readers
    )
    assert from_csv == enter(event, FOUR_MICRO)
    games = pdn_pairings(event, from_csv, [1, 2, 3], games=2)
    pdn = write(tmp_path, "games.pdn", pdn_text(EventInfo(), RUSSIAN, games))
    from_pdn = read_results(pdn, event, readers=readers)
    assert from_pdn == from_csv

    def standings(results: Results) -> list[tuple[int, str]]:
        table = build_micro_table(event, results, withdrawal=WithdrawalRule.HALF)
        found = compute_micro_standings(table, ())
        return [(row.number, row.place) for row in found.rows]

    assert standings(from_pdn) == standings(from_csv)
    check_agreement(from_pdn, "games.pdn", from_csv, "r.csv", event)


def test_a_pdn_that_contradicts_the_csv_is_refused(tmp_path: Path) -> None:
    event = four()
    known = enter(event, FOUR_MICRO)
    changed = dict(FOUR_MICRO)
    changed[2, 2, 1, 2] = "="  # round 2, P2 – P1, game 2: 1-0 in the CSV
    found = enter(event, changed)
    with pytest.raises(InputError) as error:
        check_agreement(found, "games.pdn", known, "r.csv", event)
    assert str(error.value) == (
        "games.pdn: Result: round 2, P2 – P1, game 2: 1/2-1/2 here, 1-0 in r.csv"
    )
    # A game only one of them has is no contradiction.
    fewer = enter(event, {k: v for k, v in FOUR_MICRO.items() if k[0] == 1})
    check_agreement(fewer, "games.pdn", known, "r.csv", event)


def test_single_games_held_against_each_other() -> None:
    event = make_tournament(EventInfo(), [Player(n) for n in "ABCD"])
    one, two = (
        ResultsBuilder.for_tournament(event),
        ResultsBuilder.for_tournament(event),
    )
    one.add(1, 1, 4, Outcome.WHITE_WIN)
    two.add(1, 1, 4, Outcome.BLACK_WIN)
    with pytest.raises(InputError) as error:
        check_agreement(one.build(), "g.pdn", two.build(), "r.csv", event)
    assert str(error.value) == "g.pdn: Result: round 1, A – D: 1-0 here, 0-1 in r.csv"


def test_a_file_of_no_games_kind_is_refused(tmp_path: Path) -> None:
    readers = game_readers()
    assert set(readers) == {".csv", ".tsv", ".txt", ".pdn"}
    with pytest.raises(InputError) as error:
        read_results(write(tmp_path, "r.xlsx", ""), four(), readers=readers)
    assert str(error.value).endswith(
        "r.xlsx: results: cannot tell the results format from the name"
        " (use one of .csv, .tsv, .txt, .pdn)"
    )


def test_the_events_pdn_is_held_against_its_results(tmp_path: Path) -> None:
    folder = tmp_path / "id"
    shutil.copytree(SAMPLES / "international-draughts", folder)
    pdn = folder / "games.pdn"
    exported = CliRunner().invoke(
        cli, ["export", str(folder), "--to", "pdn", "-o", str(pdn)]
    )
    assert exported.exit_code == 0, exported.output
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace(
            'results = "results.csv"', 'results = "results.csv"\npdn = "games.pdn"', 1
        ),
        "utf-8",
    )
    variant = open_event(folder, Options()).variant
    source = InputFile.read(folder / "results.csv")
    results = read_results(source, variant.event)
    check_pdn(variant.config, variant.event, results, source)  # they agree
    # Round 1, board 1: Сабиров – Орлов-Никитин 0-1 in the PDN, 1-0 here.
    changed = source.text().replace(
        "Орлов-Никитин Сергей;0-1", "Орлов-Никитин Сергей;1-0", 1
    )
    (tmp_path / "r.csv").write_text(changed, "utf-8")
    other = InputFile.read(tmp_path / "r.csv")
    with pytest.raises(InputError) as error:
        check_pdn(
            variant.config, variant.event, read_results(other, variant.event), other
        )
    assert str(error.value) == (
        f"{pdn}: Result: round 1, Сабиров Айдар – Орлов-Никитин Сергей: 0-1 here,"
        f" 1-0 in {other.shown}"
    )
    # The PDN itself, given as the results, is not held against itself.
    from_pdn = InputFile.read(pdn)
    readers = pdn_readers()
    check_pdn(variant.config, variant.event, results, from_pdn)
    assert read_results(from_pdn, variant.event, readers=readers) == results
