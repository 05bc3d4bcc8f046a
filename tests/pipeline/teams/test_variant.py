"""The team round robin's variant, called as the commands call it, on the
school team sample (six teams, four boards, five rounds; its results:
tests/test_cli_teams.py checks the standings against gacrux): numbering,
the results a team event reads, the chain, the reports, the exports, the
workbook read back, one document, what the site shows of it, and what each
refuses.
(The whole team pack, PDFs included, is built in tests/test_cli_teams.py.)"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import open_teams, output_named

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.output import Format
from berger.pipeline.documents import write_output_document
from berger.pipeline.event import seeded
from berger.pipeline.exports import export_event
from berger.pipeline.outputs import find_output
from berger.pipeline.reports import schedule_report, standings_report
from berger.pipeline.teams.count import prepare_teams
from berger.pipeline.teams.variant import Teams
from berger.render import tables
from berger.render.words import TEAM_WORDS

SAMPLE = Path(__file__).resolve().parents[3] / "samples" / "school-teams"


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


def with_options(teams: Teams, options: Options) -> Teams:
    """The same teams with ``options`` laid over theirs."""
    config = replace(teams.config, options=options.over(teams.config.options))
    return Teams(config, teams.event)


def test_the_teams_numbered_by_the_events_draw() -> None:
    config = load_event(SAMPLE, Options())
    settled, _chosen = seeded(config)
    event = prepare_teams(settled)
    assert (event.n, event.boards, len(event.schedule.rounds)) == (6, 4, 5)
    # Numbers drawn by lot with seed 2026: Ліцей №24 is 1.
    assert event.team(1).name == "Ліцей №24"
    assert event.players[0].name == "Ліцей №24"  # the team as an entrant
    assert event == prepare_teams(settled)
    with pytest.raises(ValueError, match="not a team event"):
        prepare_teams(replace(settled, teams=None))


def test_the_results_a_team_event_reads(tmp_path: Path, no_results: Path) -> None:
    teams = open_teams(SAMPLE)
    results = teams.require_results().games
    assert (results.last_round, len(results.matches), results.outcomes) == (5, 15, {})
    bare = open_teams(no_results)
    assert bare.results is None
    with pytest.raises(InputError) as caught:
        bare.require_results()
    assert "no results" in str(caught.value)
    games = tmp_path / "games.trf"
    games.write_text("", "utf-8")
    with pytest.raises(InputError) as caught:
        _ = with_options(teams, Options(results=games)).results
    assert str(caught.value) == (
        f"{games}: results: a team event reads its board results from a team"
        " results CSV, a PGN or its workbook (.csv, .tsv, .txt, .pgn, .xlsx,"
        " .xlsm)"
    )


def test_the_workbook_reads_back_as_the_results(tmp_path: Path) -> None:
    teams = open_teams(SAMPLE)
    target = tmp_path / "event.xlsx"
    write_output_document(teams, "workbook", target)
    assert with_options(teams, Options(results=target)).results == teams.results


def test_the_team_chain() -> None:
    teams = open_teams(SAMPLE)
    assert teams.chain == ("EDE", "EMGSB", "BBE")
    default = Teams(
        replace(teams.config, options=replace(teams.config.options, tiebreaks=None)),
        teams.event,
    )
    assert default.chain == ("EDE", "EMGSB")
    with pytest.raises(InputError, match="rating tiebreaks are for players"):
        _ = with_options(teams, Options(tiebreaks=("ARO",))).chain


def test_the_results_counted() -> None:
    teams = open_teams(SAMPLE)
    counted = teams.count(teams.require_results(), after_round=2)
    table = counted.table
    assert (table.after_round, counted.after_round) == (2, 2)
    assert counted.standings.chain == ("EDE", "EMGSB", "BBE")
    assert counted.standings.scores == ("match_points", "game_points")
    # The crosstable of the teams counts their matches in match points.
    assert counted.crosstable is table.crosstable
    assert counted.crosstable.points == tuple(
        table.match_points(team) for team in range(1, 7)
    )


def test_what_only_an_event_of_players_has_is_refused(tmp_path: Path) -> None:
    teams = open_teams(SAMPLE)
    with pytest.raises(InputError, match="title norms are for individual events"):
        teams.norms()
    target = tmp_path / "month.trf"
    with pytest.raises(InputError, match="--month 2026-12: a team event's TRF"):
        teams.write_month_trf("2026-12", target)
    assert not target.exists()


def test_the_reports() -> None:
    teams = open_teams(SAMPLE)
    schedule = schedule_report(teams, Format.CSV).splitlines()
    assert schedule[0].startswith("round,cycle,match,team1,team1_name,team2")
    assert len(schedule) == 1 + 5 * 3 * 4  # a row per board of every match
    lines = standings_report(teams, Format.CSV).splitlines()
    assert lines[0] == "place,number,name,match_points,game_points,EDE,EMGSB,BBE,games"
    assert lines[1] == "1,2,Фізико-математична гімназія №17,9,14.5,,56,,5"
    document = json.loads(standings_report(teams, Format.JSON, after_round=2))
    assert document["after_round"] == 2


def test_exports(tmp_path: Path, no_results: Path) -> None:
    teams = open_teams(SAMPLE)
    assert export_event(teams, "json", tmp_path / "s.json") == ()
    saved = json.loads((tmp_path / "s.json").read_text("utf-8"))
    assert saved == json.loads(standings_report(teams, Format.JSON))
    export_event(teams, "trf", tmp_path / "event.trf")
    text = (tmp_path / "event.trf").read_text("utf-8")
    assert "192 FIDE_TEAM_ROUNDROBIN" in text
    assert text.count("\n310 ") == 6
    # Before any result: the TRF holds the teams; CSV and JSON need results.
    bare = open_teams(no_results)
    export_event(bare, "trf", tmp_path / "bare.trf")
    assert (tmp_path / "bare.trf").read_text("utf-8").count("\n310 ") == 6
    with pytest.raises(InputError, match="to export as CSV"):
        export_event(bare, "csv", tmp_path / "s.csv")
    assert not (tmp_path / "s.csv").exists()


def test_one_document_as_a_web_page(tmp_path: Path, no_results: Path) -> None:
    teams = open_teams(SAMPLE)
    target = tmp_path / "crosstable.html"
    write_output_document(teams, "crosstable", target)
    html = target.read_text("utf-8")
    assert "Турнірна таблиця команд" in html
    assert "Фізико-математична гімназія №17" in html
    settings = teams.settings()
    assert (settings.language, settings.tiebreaks) == ("uk", ("EDE", "EMGSB", "BBE"))
    bare = open_teams(no_results)
    with pytest.raises(InputError, match="no results"):
        write_output_document(bare, "crosstable", tmp_path / "filled.html")
    assert not (tmp_path / "filled.html").exists()
    write_output_document(
        bare, "crosstable --blank", tmp_path / "blank.html", round_hints=True
    )
    assert 'class="round-hint"' in (tmp_path / "blank.html").read_text("utf-8")
    before = bare.work(None)
    assert find_output(bare.kind.outputs, name="norms.pdf") is None
    assert not output_named(bare, "standings.pdf").has(before)
    assert output_named(bare, "cards.pdf").has(before)


def test_what_the_site_shows_of_a_team_event() -> None:
    teams = open_teams(SAMPLE)
    results = teams.require_results()
    now = teams.count(results)
    parts = teams.site_parts(now, results.games)
    assert parts.words is TEAM_WORDS
    assert parts.scores == ("match_points", "game_points")
    # Five rounds of three matches of four boards, each match decided.
    assert [len(matches) for matches in parts.matches] == [3] * 5
    assert {len(m.boards) for matches in parts.matches for m in matches} == {4}
    assert all(m.match.score is not None for ms in parts.matches for m in ms)
    # Round 1, match 1: Ліцей №24 – Технічний ліцей 3–1 (results.csv: 1-0,
    # 1-0, 0-1, 1-0 from the first team's side).
    first = parts.matches[0][0]
    assert (first.match.first.name, first.match.second.name) == (
        "Ліцей №24",
        "Технічний ліцей",
    )
    assert first.match.score == (Fraction(3), Fraction(1))
    assert [b.first.points for b in first.boards] == [1, 1, 0, 1]
    # Every team's players, by team number, with their board results: a
    # game for each player on each board of the 15 matches, but on board 4
    # of Ліцей №2 – Гімназія №30 «Есперо» in round 2 (+-: nobody came for
    # the second team).
    assert [squad.team.name for squad in parts.squads] == [
        team.name for team in teams.event.players
    ]
    games = sum(line.result.games for s in parts.squads for line in s.players)
    assert games == 15 * 4 * 2 - 1
    # The crosstable's cells are the matches' scores.
    table = parts.grid(tables.standings_view(now.crosstable, now.standings))
    assert table.rows[0].cells[5] is not None
