"""The text reports (``berger standings``, ``schedule``, ``norms``) in the
language of the run: each header word the document label of that language
(so the text and the PDF of the same document cannot drift apart), the
sentences only the text has through the catalogs; CSV and JSON the same in
every language, English text as it always was."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import SAMPLES, ok

from berger.cli import cli
from berger.core.scoring import CHESS
from berger.render.labels import (
    Labels,
    fill,
    load_labels,
    team_tiebreak_label,
    tiebreak_label,
)

TEAMS = SAMPLES / "school-teams"
PLAYERS = SAMPLES / "club-championship"
GROUPS = SAMPLES / "club-groups"
NORMS = SAMPLES / "closed-norms"
ODD = SAMPLES / "draughts-cup"
"""Seven players: a bye every round."""


def berger(*args: str | Path, **environ: str) -> str:
    """The stdout of ``berger`` with ``args``, which succeeded quietly."""
    runner = CliRunner()
    return ok(runner.invoke(cli, [str(a) for a in args], env=environ or None))


def cells(line: str) -> list[str]:
    """The cells of a line of a text table (two spaces or more apart)."""
    return re.split(r"\s{2,}", line.strip())


def words(text: str) -> set[str]:
    """The words of ``text`` in Latin letters (the names' among them)."""
    return set(re.findall(r"[A-Za-z]+", text))


def line_after(text: str, first: str) -> str:
    """The line after the first line of ``text`` that is ``first``."""
    lines = text.splitlines()
    return lines[lines.index(first) + 1]


def chain(csv_text: str, after: str, before: str | None = None) -> list[str]:
    """The tie-break codes of a standings CSV: its columns after ``after``
    (up to ``before``)."""
    header = next(csv.reader(io.StringIO(csv_text)))
    codes = header[header.index(after) + 1 :]
    return codes[: codes.index(before)] if before else codes


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_team_standings_are_headed_with_the_documents_words(lang: str) -> None:
    t = load_labels(lang)
    text = berger("standings", TEAMS, "--lang", lang)
    csv_text = berger("standings", TEAMS, "--format", "csv")
    codes = chain(csv_text, "game_points", "games")
    assert codes == ["EDE", "EMGSB", "BBE"]
    header = [t.place, t.no, t.team, t.match_points_short, t.game_points_short]
    header += [team_tiebreak_label(t, code) for code in codes]
    header.append(t.matches_short)
    assert cells(text.splitlines()[3]) == header
    assert text.splitlines()[1].startswith(f"{t.doc_final_standings}, ")
    assert {"Place", "rounds", "Team"}.isdisjoint(words(text))


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_player_standings_are_headed_with_the_documents_words(lang: str) -> None:
    t = load_labels(lang)
    text = berger("standings", PLAYERS, "--lang", lang)
    csv_text = berger("standings", PLAYERS, "--format", "csv")
    codes = chain(csv_text, "points", "games")
    assert codes == ["SB", "ARO"]
    lines = text.splitlines()
    assert cells(lines[3]) == [
        t.place,
        t.no,
        t.name,
        t.rating,
        t.points_short,
        *(tiebreak_label(t, code, scoring=CHESS) for code in codes),
        t.games,
        t.rating_change,
        t.k_factor,
    ]
    assert t.rating_change_legend in lines
    assert f"† {t.k_derived_legend}" in lines
    rules = (
        fill(t.rating_rules_on, day="2026-12-07") + " " + t.rating_rules_october_2025
    )
    assert rules in lines
    assert {"Place", "Final", "standings"}.isdisjoint(words(text))


def test_the_standings_of_a_group_are_under_its_title_in_the_language() -> None:
    t = load_labels("uk")
    text = berger("standings", GROUPS, "--lang", "uk")
    assert text.splitlines()[0] == f"== {fill(t.site_group, name='A')} =="
    assert f"== {fill(t.site_group, name='B')} ==" in text.splitlines()
    after = text.split(f"== {fill(t.site_group, name='B')} ==")[1].splitlines()[2]
    assert after.startswith(f"{t.doc_standings} після 4-го туру з 6; ")


def test_the_language_of_the_run_may_come_from_the_environment() -> None:
    t = load_labels("uk")
    text = berger("standings", PLAYERS, BERGER_LANG="uk")
    assert cells(text.splitlines()[3])[:2] == [t.place, t.no]


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_the_schedule_is_headed_with_the_documents_words(lang: str) -> None:
    t = load_labels(lang)
    text = berger("schedule", ODD, "--lang", lang)
    header = line_after(text, fill(t.round_n, k=1))
    assert cells(header) == [t.board, t.white, t.black]
    byes = [line.strip() for line in text.splitlines() if line.startswith(" " * 5)]
    assert len(byes) == 7
    assert all(line.startswith(f"{t.bye}: ") for line in byes)
    assert {"Round", "players", "Board"}.isdisjoint(words(text))


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_a_team_schedule_is_headed_with_the_documents_words(lang: str) -> None:
    t = load_labels(lang)
    text = berger("schedule", TEAMS, "--lang", lang)
    header = line_after(text, fill(t.round_n, k=5))
    assert cells(header) == [t.match, t.wb_team1, t.wb_team2]
    colours = t.white_short + t.black_short
    assert text.splitlines()[2].endswith(f": {colours}{colours}...")
    assert {"teams", "Match", "colours"}.isdisjoint(words(text))


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_the_norms_speak_the_words_of_the_norms_document(lang: str) -> None:
    t: Labels = load_labels(lang)
    text = berger("norms", NORMS, "--lang", lang)
    lines = text.splitlines()
    assert lines[1].startswith(f"{t.doc_norms}: ")
    titles = ["GM", "IM", "WGM", "WIM"]
    assert cells(lines[3]) == [
        t.no,
        t.name,
        t.norm_title,
        t.norm_federation,
        t.rating,
        *titles,
    ]
    for key in ("made", "missed", "none", "blank"):
        assert t[f"norm_legend_{key}"] in lines
    note = fill(t.norm_reason_average, average="2376", minimum="2380")
    assert f"(1) {note}" in lines
    assert {"Title", "norms", "needed", "scored"}.isdisjoint(words(text))


@pytest.mark.parametrize(
    "args",
    [
        ("standings", TEAMS),
        ("standings", PLAYERS),
        ("standings", GROUPS),
        ("schedule", PLAYERS),
        ("schedule", TEAMS),
        ("norms", NORMS),
    ],
    ids=lambda args: f"{args[0]}-{args[1].name}",
)
@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_csv_and_json_are_the_same_in_every_language(
    args: tuple[str, Path], fmt: str
) -> None:
    english = berger(*args, "--format", fmt)
    for lang in ("uk", "ru"):
        assert berger(*args, "--format", fmt, "--lang", lang) == english


def test_english_text_keeps_its_own_words() -> None:
    text = berger("standings", PLAYERS, "--lang", "en")
    assert text.splitlines()[1:4] == [
        "Final standings, all 7 rounds; scoring: chess",
        "",
        "Place  No  Name             Rating  Pts     SB   ARO  Games   ΔR    K",
    ]
    schedule = berger("schedule", TEAMS, "--lang", "en").splitlines()
    assert schedule[1] == "6 teams, 4 boards, 5 rounds; numbering: random (seed 2026)"
    assert cells(schedule[5]) == ["Match", "First team", "Second team"]
