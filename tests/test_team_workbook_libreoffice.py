"""The team workbook's live formulas, recalculated by LibreOffice and
compared with berger's own team table: each match's game points in the
crosstable, every team's match and game points and the live place (the
primary score, then the other one, teams still level sharing it), and the
live standings order."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from tests.libreoffice import exact, needs_libreoffice, recalculate

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results
from berger.core.scoring import DRAUGHTS, ScoringSystem
from berger.core.teams.event import (
    Primary,
    Team,
    TeamEvent,
    make_team_event,
    match_scoring,
)
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import TeamTable, build_team_table
from berger.core.tiebreaks.codes import parse_team_chain
from berger.formats.event.event import EventConfig, Options
from berger.formats.event.output import Language
from berger.formats.event.team_event import TeamSetup
from berger.render.labels import load_labels
from berger.render.xlsx import write_workbook
from berger.render.xlsx.layout import CROSSTABLE, STANDINGS, TEAM_SHAPE, Layout
from berger.render.xlsx.teams import TEAMS

pytestmark = needs_libreoffice

OUTCOMES = ("1-0", "1/2-1/2", "0-1", "1-0", "0-1", "+-", "-+", "--")


@dataclass(frozen=True)
class Case:
    """A team event, its results and berger's table."""

    name: str
    config: EventConfig
    event: TeamEvent
    results: Results
    table: TeamTable


def make_case(
    name: str,
    teams: int,
    boards: int,
    *,
    cycles: int = 1,
    scoring: ScoringSystem | None = None,
    primary: Primary = Primary.MATCH,
    last_round: int | None = None,
    language: Language = Language.EN,
) -> Case:
    """Seeded random board results up to ``last_round``, a match now and then
    left unfinished, a whole match forfeited now and then."""
    rng = random.Random(name)
    squads = [
        Team(
            f"Team {t}",
            tuple(
                Player(f"P{t}.{k}", 1500 + rng.randrange(500))
                for k in range(boards + 1)
            ),
        )
        for t in range(1, teams + 1)
    ]
    info = EventInfo(name=f"Test {name}")
    extra: dict[str, Any] = {} if scoring is None else {"scoring": scoring}
    event = make_team_event(
        info,
        squads,
        boards=boards,
        cycles=cycles,
        primary=primary,
        match_scoring=match_scoring(
            [3, 1, 0] if primary is Primary.GAME else [2, 1, 0]
        ),
        **extra,
    )
    builder = TeamResultsBuilder(event)
    for match in event.schedule.games():
        if last_round is not None and match.round > last_round:
            break
        if rng.random() < 0.05:
            builder.add_forfeit(
                match.round, match.white, match.black, Outcome.from_code("+-")
            )
            continue
        unfinished = rng.random() < 0.1
        reserve = rng.randrange(1, boards + 1) if rng.random() < 0.2 else 0
        for board in range(1, boards + 1):
            if unfinished and board == boards:
                continue
            builder.add_board(
                match.round,
                match.white,
                match.black,
                board,
                Outcome.from_code(rng.choice(OUTCOMES)),
                first_player=boards + 1 if board == reserve else None,
            )
    results = builder.build()
    config = EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=info,
        players=(),
        players_file="teams.csv",
        options=Options(language=language, tiebreaks=("EDE", "EMGSB")),
        teams=TeamSetup(tuple(squads), boards),
    )
    return Case(name, config, event, results, build_team_table(event, results))


CASES = (
    make_case("six", 6, 4),
    make_case("odd-double", 5, 3, cycles=2, language=Language.UK),
    make_case(
        "game-first", 4, 6, primary=Primary.GAME, scoring=DRAUGHTS, language=Language.RU
    ),
    make_case("partial", 8, 4, last_round=4),
)


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("team-workbooks")
    sources = []
    for case in CASES:
        path = folder / f"{case.name}.xlsx"
        standings = compute_team_standings(case.table, ("EDE", "EMGSB"))
        write_workbook(
            case.event,
            case.results,
            standings,
            path,
            variation=TEAMS,
            labels=load_labels(case.config.language),
            paper=case.config.paper,
            chain=parse_team_chain(("EDE", "EMGSB")),
        )
        sources.append(path)
    return recalculate(sources, folder)


def layout(case: Case) -> Layout:
    schedule = case.event.schedule
    return Layout(
        names=(),
        entrants=case.event.n,
        games=0,
        cycles=schedule.cycles,
        boards=case.event.boards,
        shape=TEAM_SHAPE,
    )


def live_places(case: Case) -> dict[int, int]:
    """Rank by the primary score, then the other, ties shared."""
    table, primary = case.table, case.event.primary
    key = {
        t: (table.match_points(t), table.game_points(t))
        for t in range(1, case.event.n + 1)
    }
    if primary is Primary.GAME:
        key = {t: (b, a) for t, (a, b) in key.items()}
    return {t: 1 + sum(1 for o in key.values() if o > mine) for t, mine in key.items()}


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_crosstable_formulas_match_the_core(
    case: Case, recalculated: dict[str, Any]
) -> None:
    sheet = recalculated[case.name].worksheets[CROSSTABLE]
    where = layout(case)
    decided = 0
    for team in range(1, case.event.n + 1):
        row = where.row_of(team)
        cells: dict[tuple[int, int], Fraction | None] = {
            (opponent, cycle): exact(
                sheet.cell(row=row, column=where.column_of(opponent, cycle)).value
            )
            for opponent in range(1, case.event.n + 1)
            if opponent != team
            for cycle in range(1, where.cycles + 1)
        }
        for record in case.table.records[team - 1]:
            assert cells.pop((record.opponent, record.cycle)) == record.game_points
            decided += 1
        # Matches not decided (some board without a result) stay empty.
        assert set(cells.values()) <= {None}
        totals = [
            exact(sheet.cell(row=row, column=column).value)
            for column in (where.totals_column, where.totals_column + 1)
        ]
        assert totals == [case.table.match_points(team), case.table.game_points(team)]
        place = sheet.cell(row=row, column=where.place_column).value
        assert int(str(place).split("-")[0]) == live_places(case)[team]
    assert decided


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_live_standings_order(case: Case, recalculated: dict[str, Any]) -> None:
    sheet = recalculated[case.name].worksheets[STANDINGS]
    places = live_places(case)
    order = [sheet.cell(row=4 + line, column=2).value for line in range(case.event.n)]
    assert sorted(order) == list(range(1, case.event.n + 1))
    assert [places[t] for t in order] == sorted(places.values())
