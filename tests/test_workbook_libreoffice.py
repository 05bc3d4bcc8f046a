"""The workbook's live formulas, recalculated by a real spreadsheet engine.

LibreOffice headless recalculates every formula when it loads the file and
converts it; each value is then compared with what berger's own core computes
for the same results: the crosstable cells, points, Sonneborn-Berger, wins,
the place (points, then the chain: SB, WIN) and the live standings order; and the club
sample's prize sheet, whose totals are the sums of the awards of ``berger
prizes``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from tests.conftest import SAMPLES, run
from tests.libreoffice import exact, needs_libreoffice, recalculate

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import CHESS, DRAUGHTS, ScoringSystem
from berger.core.standings import Standings, compute_standings
from berger.core.tiebreaks.codes import parse_chain
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import EventConfig, Options
from berger.formats.event.output import Language
from berger.render.xlsx import write_workbook
from berger.render.xlsx.layout import Layout
from berger.render.xlsx.players import PLAYERS

pytestmark = needs_libreoffice

CHAIN = ("SB", "WIN")
INJECTED = ('=HYPERLINK("http://x")', "=1+1", "+1-2", "@SUM(A1)")
PLAYED = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)
FORFEITS = (
    Outcome.WHITE_FORFEIT_WIN,
    Outcome.BLACK_FORFEIT_WIN,
    Outcome.DOUBLE_FORFEIT,
)


@dataclass(frozen=True)
class Case:
    """One event, its results, and the tool's own standings."""

    name: str
    config: EventConfig
    tournament: Tournament
    results: Results
    standings: Standings


def make_case(
    name: str,
    n: int,
    *,
    cycles: int = 1,
    scoring: ScoringSystem = CHESS,
    outcomes: tuple[Outcome, ...] = PLAYED,
    last_round: int | None = None,
    skip: float = 0.0,
    names: tuple[str, ...] = (),
    language: Language = Language.EN,
) -> Case:
    """An event of ``n`` players with seeded random results up to ``last_round``."""
    rng = random.Random(name)
    players = [
        Player(names[i] if i < len(names) else f"Player {i + 1}", 2000 + 10 * i)
        for i in range(n)
    ]
    info = EventInfo(name=f"Test {name}")
    tournament = make_tournament(info, players, cycles=cycles, scoring=scoring)
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if last_round is not None and game.round > last_round:
            break
        if rng.random() < skip:
            continue
        builder.add_board(game.round, game.board, rng.choice(outcomes))
    results = builder.build()
    options = Options(tiebreaks=CHAIN, language=language, scoring=scoring)
    config = EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=info,
        players=tuple(players),
        players_file="players.csv",
        options=options,
    )
    crosstable = build_crosstable(tournament, results)
    return Case(name, config, tournament, results, compute_standings(crosstable, CHAIN))


CASES = (
    make_case("complete", 8, names=INJECTED),
    make_case("double", 6, cycles=2, scoring=DRAUGHTS, language=Language.UK),
    make_case(
        "odd-byes",
        7,
        scoring=ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1]),
        language=Language.RU,
    ),
    make_case("forfeit", 8, outcomes=PLAYED + FORFEITS),
    make_case("partial", 9, last_round=5, skip=0.3, outcomes=PLAYED + FORFEITS),
    make_case("double-odd", 5, cycles=2, last_round=6, skip=0.2),
)


def retype_draws(path: Path) -> None:
    """Type every other draw as ``1/2-1/2``, the dropdown's other spelling,
    with openpyxl, as an arbiter's typing would leave it."""
    book = load_workbook(path)
    sheet = book.worksheets[2]
    draws = [row[6] for row in sheet.iter_rows(min_row=2) if row[6].value == "½-½"]
    assert draws
    for cell in draws[::2]:
        cell.value = "1/2-1/2"
    book.save(path)


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every case written, then recalculated by LibreOffice in one run."""
    folder = tmp_path_factory.mktemp("workbooks")
    sources = []
    for case in CASES:
        path = folder / f"{case.name}.xlsx"
        write_workbook(
            case.tournament,
            case.results,
            case.standings,
            path,
            variation=PLAYERS,
            labels=_labels(case),
            paper=case.config.paper,
            chain=parse_chain(CHAIN),
        )
        if case.name == "forfeit":
            retype_draws(path)
        sources.append(path)
    club = folder / "club.xlsx"
    assert run("workbook", SAMPLES / "club-championship", "-o", club).exit_code == 0
    sources.append(club)
    return recalculate(sources, folder)


def _rows(case: Case) -> Iterator[tuple[int, int]]:
    layout = Layout.of(case.tournament, _labels(case))
    for number in range(1, case.tournament.n + 1):
        yield number, layout.first_row + number - 1


def _labels(case: Case) -> Any:
    from berger.render.labels import load_labels

    return load_labels(case.config.language)


def _live_places(case: Case) -> dict[int, int]:
    """Rank by points, then the chain (SB, WIN: the formulas work out both),
    ties shared: the live sheets' rule."""
    rows = case.standings.rows
    key = {r.number: (r.points, r.tiebreaks["SB"], r.tiebreaks["WIN"]) for r in rows}
    return {
        number: 1 + sum(1 for other in key.values() if other > mine)
        for number, mine in key.items()
    }


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_crosstable_formulas_match_the_core(
    case: Case, recalculated: dict[str, Any]
) -> None:
    book = recalculated[case.name]
    labels = _labels(case)
    layout = Layout.of(case.tournament, labels)
    sheet = book[labels.wb_sheet_crosstable]
    crosstable = build_crosstable(case.tournament, case.results)
    assert sheet["C2"].value == crosstable.after_round
    by_number = {row.number: row for row in case.standings.rows}
    places = _live_places(case)
    points = layout.totals_column
    for number, row in _rows(case):
        for cell in crosstable.rows[number - 1]:
            if cell.opponent is None:
                continue
            column = layout.column_of(cell.opponent, cell.cycle)
            assert exact(sheet.cell(row, column).value) == cell.points, (
                number,
                cell,
            )
        if layout.bye_column is not None:
            byes = [
                c.points
                for c in crosstable.rows[number - 1]
                if c.opponent is None and c.points is not None
            ]
            expected = sum(byes, Fraction(0)) if byes else None
            assert exact(sheet.cell(row, layout.bye_column).value) == expected
        standing = by_number[number]
        assert exact(sheet.cell(row, points).value) == standing.points
        assert exact(sheet.cell(row, points + 1).value) == standing.tiebreaks["SB"]
        assert sheet.cell(row, points + 2).value == standing.tiebreaks["WIN"]
        assert sheet.cell(row, points + 4).value == places[number]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_standings_formulas_match_the_core(
    case: Case, recalculated: dict[str, Any]
) -> None:
    book = recalculated[case.name]
    labels = _labels(case)
    sheet = book[labels.wb_sheet_standings]
    places = _live_places(case)
    shared = {
        number: sum(1 for p in places.values() if p == place)
        for number, place in places.items()
    }
    expected_order = sorted(places, key=lambda number: (places[number], number))
    by_number = {row.number: row for row in case.standings.rows}
    assert sheet["D2"].value == case.standings.after_round
    for offset, number in enumerate(expected_order):
        values = [sheet.cell(4 + offset, column).value for column in range(1, 8)]
        place = places[number]
        label = (
            str(place)
            if shared[number] == 1
            else f"{place}-{place + shared[number] - 1}"
        )
        standing = by_number[number]
        player = case.tournament.player(number)
        assert str(values[0]) == label
        assert values[1] == number
        assert values[2] == player.name
        assert values[3] == player.rating
        assert exact(values[4]) == standing.points
        assert exact(values[5]) == standing.tiebreaks["SB"]
        assert values[6] == standing.tiebreaks["WIN"]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_final_standings_sheet_keeps_the_tools_values(
    case: Case, recalculated: dict[str, Any]
) -> None:
    labels = _labels(case)
    sheet = recalculated[case.name][labels.wb_sheet_final]
    for offset, standing in enumerate(case.standings.rows):
        row = 4 + offset
        assert sheet.cell(row, 1).value == standing.place
        assert sheet.cell(row, 2).value == standing.number
        assert exact(sheet.cell(row, 6).value) == standing.points
        assert exact(sheet.cell(row, 7).value) == standing.tiebreaks["SB"]
        assert sheet.cell(row, 8).value == standing.tiebreaks["WIN"]


def test_names_stay_text_after_recalculation(recalculated: dict[str, Any]) -> None:
    book = recalculated["complete"]
    labels = _labels(CASES[0])
    participants = book[labels.wb_sheet_participants]
    crosstable = book[labels.wb_sheet_crosstable]
    standings = book[labels.wb_sheet_standings]
    schedule = book[labels.wb_sheet_schedule]
    for number, name in enumerate(INJECTED, start=1):
        assert participants.cell(3 + number, 2).value == name
        assert crosstable.cell(3 + number, 2).value == name
    shown = {standings.cell(row, 3).value for row in range(4, 12)}
    assert set(INJECTED) <= shown
    assert schedule["D2"].value == INJECTED[0]


def test_the_prize_sheets_totals_are_the_sums_of_the_awards(
    recalculated: dict[str, Any],
) -> None:
    result = run("prizes", SAMPLES / "club-championship", "--format", "json")
    awards = json.loads(result.stdout)["prizes"]
    main = sum(p["amount"] for p in awards if p["prize"] == "Main")
    rating = sum(p["amount"] for p in awards if p["prize"] == "Rated under 2000")
    assert (main, rating) == (9600, 500)
    sheet = recalculated["club"]["Prizes"]
    # Main: rows 9-14 and its total in 15; the rating prize in 19, its total
    # in 20; every list's in 22.
    assert [sheet.cell(row, 4).value for row in range(9, 15)] == [
        p["amount"] for p in awards if p["prize"] == "Main"
    ]
    assert (sheet["C15"].value, sheet["D15"].value) == ("Total", main)
    assert (sheet["C20"].value, sheet["D20"].value) == ("Total", rating)
    assert (sheet["C22"].value, sheet["D22"].value) == (
        "Total of every list",
        main + rating,
    )
