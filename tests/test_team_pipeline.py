"""The use cases of a team round robin, called as the commands call them, on
the school team sample (six teams, four boards, five rounds; its results:
tests/test_cli_teams.py checks the standings against gacrux): numbering,
the results a team event reads, the chain, the reports, the exports, the
workbook read back, one document, and what each refuses.
(The whole team pack, PDFs included, is built in tests/test_cli_teams.py.)"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger import team_pipeline
from berger.core.teams import TeamEvent
from berger.errors import InputError
from berger.formats.event import EventConfig, Options
from berger.formats.event_loader import load_event
from berger.pipeline.event import seeded

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "school-teams"


def open_teams(
    path: Path = SAMPLE, options: Options | None = None
) -> tuple[EventConfig, TeamEvent]:
    """A team event, opened as the command line opens it."""
    config, event, _chosen = open_event(path, options or Options())
    assert isinstance(event, TeamEvent)
    return config, event


@pytest.fixture
def no_results(tmp_path: Path) -> Path:
    """The sample's event before any result: its event.toml names none."""
    folder = tmp_path / "event"
    folder.mkdir()
    shutil.copy(SAMPLE / "teams.csv", folder)
    toml = (SAMPLE / "event.toml").read_text("utf-8")
    (folder / "event.toml").write_text(
        toml.replace('results = "results.csv"\n', ""), "utf-8"
    )
    return folder


def test_the_teams_numbered_by_the_events_draw() -> None:
    config = load_event(SAMPLE, Options())
    settled, _chosen = seeded(config)
    event = team_pipeline.prepare_teams(settled)
    assert (event.n, event.boards, len(event.schedule.rounds)) == (6, 4, 5)
    # Numbers drawn by lot with seed 2026: Ліцей №24 is 1.
    assert event.team(1).name == "Ліцей №24"
    assert event == team_pipeline.prepare_teams(settled)
    with pytest.raises(ValueError, match="not a team event"):
        team_pipeline.prepare_teams(replace(settled, teams=None))


def test_the_results_a_team_event_reads(tmp_path: Path, no_results: Path) -> None:
    config, event = open_teams()
    results = team_pipeline.load_team_results(config, event)
    assert results is not None
    assert (results.last_round, len(results.matches)) == (5, 15)
    bare, bare_event = open_teams(no_results)
    assert team_pipeline.load_team_results(bare, bare_event) is None
    with pytest.raises(InputError) as caught:
        team_pipeline.require_team_results(bare, bare_event)
    assert "no results" in str(caught.value)
    games = tmp_path / "games.pgn"
    games.write_text("", "utf-8")
    with pytest.raises(InputError) as caught:
        team_pipeline.load_team_results(
            replace(config, options=replace(config.options, results=games)), event
        )
    assert str(caught.value) == (
        f"{games}: results: a team event reads its board results from a team"
        " results CSV or its workbook (.csv, .tsv, .txt, .xlsx, .xlsm)"
    )


def test_the_workbook_reads_back_as_the_results(tmp_path: Path) -> None:
    config, event = open_teams()
    target = tmp_path / "event.xlsx"
    team_pipeline.write_team_workbook(config, event, target)
    again = replace(config, options=replace(config.options, results=target))
    assert team_pipeline.load_team_results(
        again, event
    ) == team_pipeline.load_team_results(config, event)


def test_the_team_chain() -> None:
    config, _event = open_teams()
    assert team_pipeline.team_chain(config) == ("EDE", "EMGSB", "BBE")
    default = replace(config, options=replace(config.options, tiebreaks=None))
    assert team_pipeline.team_chain(default) == ("EDE", "EMGSB")
    players = replace(config, options=replace(config.options, tiebreaks=("ARO",)))
    with pytest.raises(InputError, match="rating tiebreaks are for players"):
        team_pipeline.team_chain(players)


def test_the_reports() -> None:
    config, event = open_teams()
    schedule = team_pipeline.schedule_report(event, "csv").splitlines()
    assert schedule[0].startswith("round,cycle,match,team1,team1_name,team2")
    assert len(schedule) == 1 + 5 * 3 * 4  # a row per board of every match
    lines = team_pipeline.standings_report(config, event, "csv").splitlines()
    assert lines[0] == "place,number,name,match_points,game_points,EDE,EMGSB,BBE"
    assert lines[1] == "1,2,Фізико-математична гімназія №17,9,14.5,,56,"
    document = json.loads(
        team_pipeline.standings_report(config, event, "json", after_round=2)
    )
    assert document["after_round"] == 2
    table, standings = team_pipeline.team_standings_for(
        config, event, team_pipeline.require_team_results(config, event), after_round=2
    )
    assert (table.after_round, standings.after_round) == (2, 2)
    assert standings.chain == ("EDE", "EMGSB", "BBE")


def test_exports(tmp_path: Path, no_results: Path) -> None:
    config, event = open_teams()
    assert team_pipeline.export_event(config, event, "json", tmp_path / "s.json") == ()
    saved = json.loads((tmp_path / "s.json").read_text("utf-8"))
    assert saved == json.loads(team_pipeline.standings_report(config, event, "json"))
    team_pipeline.export_event(config, event, "trf", tmp_path / "event.trf")
    text = (tmp_path / "event.trf").read_text("utf-8")
    assert "192 FIDE_TEAM_ROUNDROBIN" in text
    assert text.count("\n310 ") == 6
    # Before any result: the TRF holds the teams; CSV and JSON need results.
    bare, bare_event = open_teams(no_results)
    team_pipeline.export_event(bare, bare_event, "trf", tmp_path / "bare.trf")
    assert (tmp_path / "bare.trf").read_text("utf-8").count("\n310 ") == 6
    with pytest.raises(InputError, match="to export as CSV"):
        team_pipeline.export_event(bare, bare_event, "csv", tmp_path / "s.csv")
    assert not (tmp_path / "s.csv").exists()


def test_one_document_as_a_web_page(tmp_path: Path, no_results: Path) -> None:
    config, event = open_teams()
    target = tmp_path / "crosstable.html"
    team_pipeline.write_team_document(config, event, "crosstable", target)
    html = target.read_text("utf-8")
    assert "Турнірна таблиця команд" in html
    assert "Фізико-математична гімназія №17" in html
    settings = team_pipeline.team_settings(config, event)
    assert (settings.language, settings.tiebreaks) == ("uk", ("EDE", "EMGSB", "BBE"))
    bare, bare_event = open_teams(no_results)
    with pytest.raises(InputError, match="no results"):
        team_pipeline.write_team_document(
            bare, bare_event, "crosstable", tmp_path / "filled.html"
        )
    assert not (tmp_path / "filled.html").exists()
    team_pipeline.write_team_document(
        bare, bare_event, "crosstable-blank", tmp_path / "blank.html", round_hints=True
    )
    assert 'class="round-hint"' in (tmp_path / "blank.html").read_text("utf-8")
