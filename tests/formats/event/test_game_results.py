"""A micro-match event's games read from a results CSV or a PDN file alike,
the two held against each other: the same games agree, a contradiction is
one line naming both files and the game as played."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.disciplines import Discipline
from berger.core.micro_standings import compute_micro_standings
from berger.core.micro_table import build_micro_table
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import make_tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.game_results import (
    check_agreement,
    game_readers,
    read_game_results,
)
from berger.formats.exchange.pdn_export import pdn_pairings, pdn_text
from berger.formats.files.input_file import InputFile

RUSSIAN = Discipline.RUSSIAN


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
    from_csv = read_game_results(write(tmp_path, "r.csv", csv_of(FOUR_MICRO)), event)
    assert from_csv == enter(event, FOUR_MICRO)
    games = pdn_pairings(event, from_csv, [1, 2, 3], games=2)
    pdn = write(tmp_path, "games.pdn", pdn_text(EventInfo(), RUSSIAN, games))
    from_pdn = read_game_results(pdn, event, discipline=RUSSIAN)
    assert from_pdn == from_csv

    def standings(results: Results) -> list[tuple[int, str]]:
        table = build_micro_table(event, results, withdrawal=WithdrawalRule.HALF)
        found = compute_micro_standings(table, ())
        return [(row.number, row.place) for row in found.rows]

    assert standings(from_pdn) == standings(from_csv)
    check_agreement(from_pdn, "games.pdn", from_csv, "r.csv", event, games=2)


def test_a_pdn_that_contradicts_the_csv_is_refused(tmp_path: Path) -> None:
    event = four()
    known = enter(event, FOUR_MICRO)
    changed = dict(FOUR_MICRO)
    changed[2, 2, 1, 2] = "="  # round 2, P2 – P1, game 2: 1-0 in the CSV
    found = enter(event, changed)
    with pytest.raises(InputError) as error:
        check_agreement(found, "games.pdn", known, "r.csv", event, games=2)
    assert str(error.value) == (
        "games.pdn: Result: round 2, P2 – P1, game 2: 1/2-1/2 here, 1-0 in r.csv"
    )
    # A game only one of them has is no contradiction.
    fewer = enter(event, {k: v for k, v in FOUR_MICRO.items() if k[0] == 1})
    check_agreement(fewer, "games.pdn", known, "r.csv", event, games=2)


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
    assert set(game_readers()) == {".csv", ".tsv", ".txt", ".pdn"}
    with pytest.raises(InputError) as error:
        read_game_results(write(tmp_path, "r.xlsx", ""), four())
    assert str(error.value).endswith(
        "r.xlsx: results: cannot tell the results format from the name"
        " (use one of .csv, .tsv, .txt, .pdn)"
    )
