"""The exports, called as another program would: the TRF with or without
results, the standings as CSV or JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.conftest import open_event

from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.pipeline.exports import export_event
from berger.pipeline.reports import standings_report


def test_the_json_export_is_the_standings_report(samples: Path, tmp_path: Path) -> None:
    variant = open_event(samples / "club-championship", Options()).variant
    target = tmp_path / "standings.json"
    assert export_event(variant, "json", target) == ()
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved == json.loads(standings_report(variant, Format.JSON))


def test_only_the_trf_export_does_without_results(tmp_path: Path) -> None:
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    variant = open_event(names, Options()).variant
    target = tmp_path / "standings.csv"
    with pytest.raises(
        InputError,
        match=r"no results to export as CSV: .* \(a TRF export needs none\)$",
    ):
        export_event(variant, "csv", target)
    assert not target.exists()
    # The draw of three: a bye each round, every player on 0.0.
    assert export_event(variant, "trf", tmp_path / "draw.trf") == ()
    lines = (tmp_path / "draw.trf").read_bytes().decode("utf-8").split("\r\n")
    players = [line for line in lines if line.startswith("001")]
    assert [line[14:19] for line in players] == ["Anna ", "Boris", "Vera "]
    assert all(line[80:84] == " 0.0" for line in players)


def test_the_pgn_of_one_round_or_of_every_round(tmp_path: Path) -> None:
    # 3 players: a bye each round, one game a round (R1 2–3, R2 1–2, R3 3–1)
    names = tmp_path / "players.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    variant = open_event(names, Options()).variant
    target = tmp_path / "r.pgn"
    assert export_event(variant, "pgn", target, round_number=2) == ()
    text = target.read_text(encoding="utf-8")
    assert text.count("[Round ") == 1
    assert '[Round "2.1"]\n[White "Anna"]\n[Black "Boris"]\n[Result "*"]' in text
    export_event(variant, "pgn", target)
    rounds = [
        line
        for line in target.read_text(encoding="utf-8").splitlines()
        if line.startswith("[Round ")
    ]
    assert rounds == ['[Round "1.1"]', '[Round "2.1"]', '[Round "3.1"]']
    with pytest.raises(InputError, match=r"--round 4: the schedule has rounds 1–3"):
        export_event(variant, "pgn", tmp_path / "x.pgn", round_number=4)
    assert not (tmp_path / "x.pgn").exists()
