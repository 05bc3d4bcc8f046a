"""An event folder written for the tests of reading an EVENT: an
``event.toml`` (every key by default) and its participants."""

from __future__ import annotations

from pathlib import Path

from berger.formats.event.event import EVENT_FILE

FULL_EVENT = """\
players = "players.csv"
results = "results.csv"
[event]
name = "Club Championship 2026"
site = "Kyiv"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = "IA Olha Hrytsenko"
deputy_arbiter = "FA Ivan Petrenko"
time_control = "90+30"
game = "draughts"
round_dates = [2026-12-01, 2026-12-02T18:00:00, "2026-12-03"]
[rules]
cycles = 2
swap_last_two = false
numbering = "random"
seed = 1234
scoring = [1, 0.5, 0, 1, 0, 1]
tiebreaks = ["SB", "ARO"]
[output]
language = "uk"
paper = "letter"
templates = "my-templates"
"""

PLAYERS = "name,rating\nAlice,2000\nBob,1900\nCarol,1800\n"


def event_folder(tmp_path: Path, toml: str = FULL_EVENT) -> Path:
    folder = tmp_path / "event"
    folder.mkdir()
    (folder / EVENT_FILE).write_text(toml, encoding="utf-8")
    (folder / "players.csv").write_text(PLAYERS, encoding="utf-8")
    return folder
