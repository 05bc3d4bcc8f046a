"""Round robins paired elsewhere, read as an EVENT from a TRF another program
wrote: FIDE's own tie-break exercise (the file gacrux ships: round 1 paired
1-5, 2-6, 3-4), an 8-player event renumbered after the draw, a double round
robin in another program's round order, and an odd field with byes.

berger follows each file's pairings (saying so once), and its points and
every round-robin tie-break are gacrux's (FIDE TEC's engine, run on the same
file); the crosstable PDF is built from them.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.trf_files import Game, relabel, tiebreakchecker, trf_text

from berger.cli import cli
from berger.core.berger import build_schedule
from berger.core.model import Outcome

pytest.importorskip("gacrux")

DATA = Path(__file__).resolve().parent / "data"
HELD = DATA / "held_round_robin.trf"
"""FIDE C.07 2023 tie-break exercise, as gacrux ships it (XXR 5, no 092)."""

CODES = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "SB/C1", "SB/C2"),
    *("KS", "ARO", "ARO/C1", "TPR", "PTP", "RTNG", "TPN"),
)
"""Every round-robin tie-break of FIDE's checklist (``KS/L±n`` aside: its
step is one of the differences from gacrux the manual names), in the order
whose places are compared."""

PATTERN = (
    Outcome.WHITE_WIN,
    Outcome.DRAW,
    Outcome.BLACK_WIN,
    Outcome.DRAW,
    Outcome.WHITE_FORFEIT_WIN,
    Outcome.BLACK_WIN,
    Outcome.WHITE_WIN,
    Outcome.DRAW,
    Outcome.BLACK_FORFEIT_WIN,
    Outcome.WHITE_WIN,
)


def gacrux(path: Path) -> dict[int, dict[str, Fraction]]:
    """gacrux's tiebreakchecker on ``path`` (round-robin rules): start number
    -> rank, points and each of :data:`CODES`."""
    printed = tiebreakchecker(path, "PTS", *CODES, "-d", ";")
    rows = [line.split(";") for line in printed.splitlines() if line.strip()]
    header = rows[0]
    assert header == ["StartNo", "Rank", "PTS", *CODES], printed
    return {
        int(row[0]): {
            key: Fraction(value) for key, value in zip(header, row, strict=True)
        }
        for row in rows[1:]
    }


def berger(path: Path) -> tuple[dict[int, dict[str, Fraction]], str]:
    """berger's standings of the EVENT ``path`` with :data:`CODES`: number ->
    rank, points and each code but DE (shown only for tied players); and
    what it said on stderr."""
    result = CliRunner().invoke(
        cli,
        ["standings", str(path), "--tiebreaks", ",".join(CODES), "--format", "json"],
    )
    assert result.exit_code == 0, result.output + result.stderr
    rows = json.loads(result.stdout)["standings"]
    table = {
        row["number"]: {
            "Rank": Fraction(row["place"].split("-")[0]),
            "PTS": Fraction(str(row["points"])),
            **{
                code: Fraction(str(row["tiebreaks"][code]))
                for code in CODES
                if code != "DE"
            },
        }
        for row in rows
    }
    return table, result.stderr


def assert_gacrux_agrees(path: Path) -> str:
    """berger and gacrux rank ``path`` alike, with equal points and every
    tie-break (DE compared through the ranks it decides: gacrux shows a
    rank in the tied group, berger the points against it). Returns what
    berger said on stderr."""
    ours, said = berger(path)
    theirs = gacrux(path)
    assert ours.keys() == theirs.keys()
    for number, values in theirs.items():
        assert ours[number] == {
            k: v for k, v in values.items() if k not in ("StartNo", "DE")
        }, number
    return said


def crosstable_text(path: Path, tmp_path: Path) -> str:
    """The filled crosstable PDF of the EVENT ``path``, read back as text."""
    from pypdf import PdfReader

    target = tmp_path / "crosstable.pdf"
    result = CliRunner().invoke(cli, ["crosstable", str(path), "-o", str(target)])
    assert result.exit_code == 0, result.output + result.stderr
    return " ".join(page.extract_text() for page in PdfReader(target).pages)


def played(rounds: list[list[tuple[int, int]]], *, skip: int = 0) -> list[list[Game]]:
    """Every game with a result from :data:`PATTERN`, in turn."""
    out: list[list[Game]] = []
    index = skip
    for games in rounds:
        out.append([])
        for white, black in games:
            out[-1].append((white, black, PATTERN[index % len(PATTERN)]))
            index += 1
    return out


def warning(path: Path, difference: str) -> str:
    return (
        f"Warning: {path}: pairings follow the file, not FIDE's Berger table"
        f" ({difference})\n"
    )


def test_fide_exercise_as_an_event(tmp_path: Path) -> None:
    said = assert_gacrux_agrees(HELD)
    assert said == warning(HELD, "round 1: 1–5, the table has 1–6")
    # the exercise's own answer: Alyx first on DE, then Charline and Bruno
    # level until ARO (2070 against 2060), Helene, Franck, David on DE
    ours, _ = berger(HELD)
    assert sorted(ours, key=lambda k: ours[k]["Rank"]) == [1, 3, 2, 6, 5, 4]
    text = crosstable_text(HELD, tmp_path)
    for name in ("Alyx", "Bruno", "Charline", "David", "Franck", "Helene"):
        assert name in text
    assert "9.25" in text or "9¼" in text


# The FIDE table for 8 by draw numbers; starting ranks are by rating, so the
# file numbers players otherwise: draw number d is starting rank RANK[d].
RATINGS_BY_DRAW = {1: 2100, 2: 2350, 3: 1980, 4: 2400, 5: 2200, 6: 2050, 7: 2300}
RATINGS_BY_DRAW[8] = 2150
RANK = {
    d: k
    for k, d in enumerate(
        sorted(RATINGS_BY_DRAW, key=RATINGS_BY_DRAW.__getitem__, reverse=True),
        start=1,
    )
}
NAMES = ["Adams", "Bauer", "Costa", "Dietz", "Ek", "Fux", "Gal", "Horn"]


def renumbered_rounds() -> list[list[tuple[int, int]]]:
    table = build_schedule(8)
    draw = [list(zip(r.whites, r.blacks, strict=True)) for r in table.rounds]
    return relabel(draw, RANK)


def players_by_rank(count: int) -> list[tuple[str, int]]:
    by_rank = sorted(RATINGS_BY_DRAW.values(), reverse=True)
    return [(NAMES[k], by_rank[k]) for k in range(count)]


def test_eight_players_renumbered_after_the_draw(tmp_path: Path) -> None:
    assert RANK == {1: 6, 2: 2, 3: 8, 4: 1, 5: 4, 6: 7, 7: 3, 8: 5}
    path = tmp_path / "renumbered.trf"
    header = ["012 Renumbered after the draw", "142 7", "192 FIDE_ROUNDROBIN"]
    rounds = played(renumbered_rounds())
    path.write_text(trf_text(header, players_by_rank(8), rounds), encoding="utf-8")
    # round 1 of the table by draw numbers has 4-5: starting ranks 1-4, where
    # a table by starting ranks would have 1-8
    said = assert_gacrux_agrees(path)
    assert said == warning(path, "round 1: 1–4, the table has 1–8")
    assert "Adams" in crosstable_text(path, tmp_path)


def test_double_round_robin_from_another_program(tmp_path: Path) -> None:
    # cycle 1 as the FIDE exercise pairs it; cycle 2 the same games with
    # colours reversed, in reverse round order
    cycle = [
        [(1, 5), (2, 6), (3, 4)],
        [(1, 2), (6, 3), (5, 4)],
        [(3, 1), (4, 6), (2, 5)],
        [(1, 4), (2, 3), (5, 6)],
        [(6, 1), (4, 2), (3, 5)],
    ]
    second = [[(b, w) for w, b in games] for games in reversed(cycle)]
    path = tmp_path / "double.trf"
    header = ["012 Double", "142 10", "192 CUSTOM_ROUNDROBIN"]
    players = [(name, 2300 - 40 * k) for k, name in enumerate(NAMES[:6])]
    rounds = played([*cycle, *second], skip=3)
    path.write_text(trf_text(header, players, rounds), encoding="utf-8")
    assert assert_gacrux_agrees(path) == warning(
        path, "round 1: 1–5, the table has 1–6"
    )
    assert "Costa" in crosstable_text(path, tmp_path)


def test_odd_field_with_byes(tmp_path: Path) -> None:
    # the renumbered table of 8 with its starting rank 8 left out: whoever
    # would meet that player has the bye
    rounds = [
        [(w, b) for w, b in games if 8 not in (w, b)] for games in renumbered_rounds()
    ]
    path = tmp_path / "odd.trf"
    header = ["012 Seven", "XXR 7"]
    text = trf_text(header, players_by_rank(7), played(rounds, skip=5))
    assert "0000 - Z" in text
    path.write_text(text, encoding="utf-8")
    said = assert_gacrux_agrees(path)
    assert said == warning(path, "round 1: 1–4, the table has the bye for 1")
    assert "Gal" in crosstable_text(path, tmp_path)
