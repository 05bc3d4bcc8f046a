"""A club season end to end (``samples/club-season``): six players, a round
every Wednesday from 4 November 2026; round 2's Kovalenko – Shevchenko
(1 – 2, board 3) left out while rounds 3 and 4 are played, set for 14
January, then played then. At each step the standings (text, JSON), the
crosstable, the site and the hall screen say whether it is pending; once
played, the January rating change and the January TRF hold it, and
November's do not."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, ok, run

PENDING = "round 2, Kovalenko – Shevchenko"
"""The game, as the text report names it."""
ON_THE_PAGES = "round 2, Kovalenko, Taras – Shevchenko, Oksana"
"""The game, as the pages name it."""
SITE_PAGES = (
    "index.html",
    "standings.html",
    "crosstable.html",
    "screen.html",
    "rounds/2.html",
    "players/1.html",
    "players/2.html",
)
"""The pages that name the games pending (the standings after rounds 2 and
on, and the round's and the two players' pages)."""


@pytest.fixture
def season(tmp_path: Path) -> Path:
    folder = tmp_path / "season"
    shutil.copytree(SAMPLES / "club-season", folder)
    return folder


def results(season: Path, rounds: int, game: str) -> None:
    """The sample's results of rounds 1 to ``rounds``, round 2's 1 – 2 with
    ``game`` as its result and date cells."""
    path = season / "results.csv"
    lines = (SAMPLES / "club-season" / "results.csv").read_text("utf-8").splitlines()
    kept = [lines[0]]
    for line in lines[1:]:
        number = int(line.split(",", 1)[0])
        if line.startswith('2,"Kovalenko, Taras","Shevchenko, Oksana"'):
            line = f'2,"Kovalenko, Taras","Shevchenko, Oksana",{game}'
        if number <= rounds:
            kept.append(line)
    path.write_text("\n".join(kept) + "\n", "utf-8")


def pending_json(season: Path) -> list[dict[str, object]]:
    document = json.loads(ok(run("standings", season, "--format", "json")))
    pending: list[dict[str, object]] = document["pending"]
    return pending


def crosstable(season: Path) -> str:
    target = season / "crosstable.html"
    ok(run("crosstable", season, "-o", target))
    return target.read_text("utf-8")


def site(season: Path) -> dict[str, str]:
    folder = season / "site"
    ok(run("site", season, "-o", folder))
    return {name: (folder / name).read_text("utf-8") for name in SITE_PAGES}


def test_the_postponed_game_through_the_season(season: Path) -> None:
    # After round 3: round 2 is played (round 3 has results), its game
    # without a result pending, no day set for it yet.
    results(season, 3, ",")
    text = ok(run("standings", season))
    assert "Standings after round 3 of 5" in text
    assert text.splitlines()[-3] == f"1 game pending: {PENDING}"
    assert pending_json(season) == [{"round": 2, "white": 1, "black": 2, "date": None}]
    grid = crosstable(season)
    assert f"Games pending: {ON_THE_PAGES}." in grid
    assert grid.count(">…</span>") == 2  # 1's cell against 2 and 2's against 1
    for name, page in site(season).items():
        assert f"Games pending: {ON_THE_PAGES}" in page, name
    # After round 4, the game set for 14 January: pending, with its day.
    results(season, 4, ",2027-01-14")
    text = ok(run("standings", season))
    assert "Standings after round 4 of 5" in text
    assert text.splitlines()[-3] == f"1 game pending: {PENDING}, 14 Jan"
    assert pending_json(season) == [
        {"round": 2, "white": 1, "black": 2, "date": "2027-01-14"}
    ]
    assert f"Games pending: {ON_THE_PAGES}, 14 Jan." in crosstable(season)
    pages = site(season)
    for name, page in pages.items():
        assert f"Games pending: {ON_THE_PAGES}, 14 Jan" in page, name
    # Player 1's next game is the postponed one, at its day.
    assert "Round 2 · 14 January 2027, 18:30 · Board 3" in pages["players/1.html"]
    # Played on 14 January, won by Kovalenko: pending no more.
    results(season, 4, "1-0,2027-01-14")
    text = ok(run("standings", season))
    assert "pending" not in text
    assert pending_json(season) == []
    assert "Games pending" not in crosstable(season)
    for name, page in site(season).items():
        assert "Games pending" not in page, name


def test_the_game_is_rated_in_january(season: Path) -> None:
    # 1 (2105) beat 2 (2050) on 14 January: January's game. The difference
    # 55 gives 1 an expected .58: 20 × (1 − .58) = +8.4 → +8, 2's −8.
    results(season, 4, "1-0,2027-01-14")
    document = json.loads(ok(run("standings", season, "--format", "json")))
    months = {
        row["number"]: row["rating_change_by_month"] for row in document["standings"]
    }
    assert months[1] == {"2026-11": 6, "2027-01": 8}
    assert months[2] == {"2026-11": 8, "2027-01": -8}
    assert months[3] == {"2026-11": -30, "2027-01": 0}
    january = season / "2027-01.trf"
    ok(run("export", season, "--to", "trf", "--month", "2027-01", "-o", january))
    lines = january.read_text("utf-8").splitlines()
    assert "092 Round robin, round 2 of 5, 2027-01" in lines
    players = {line[4:8].strip(): line for line in lines if line.startswith("001")}
    assert players["1"][91:].strip() == "2 w 1"
    assert players["2"][91:].strip() == "1 b 0"
    assert all(players[k][91:].strip() == "" for k in "3456")
    november = season / "2026-11.trf"
    ok(run("export", season, "--to", "trf", "--month", "2026-11", "-o", november))
    first = next(line for line in november.read_text("utf-8").splitlines()
                 if line.startswith("001    1"))  # fmt: skip
    # Round 1 (6 w 1), round 2 blank, round 3 (3 b 1), round 4 (4 w =).
    blocks = [first[91 + 10 * k : 99 + 10 * k].strip() for k in range(4)]
    assert blocks == ["6 w 1", "", "3 b 1", "4 w ="]
    assert Fraction(first[80:84].strip()) == Fraction(5, 2)
