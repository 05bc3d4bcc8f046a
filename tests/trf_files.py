"""TRF files as another program writes them, typed column by column here
(not with berger's writer), for events berger did not pair."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any
from unittest import mock

from berger.core.model import Outcome

Game = tuple[int, int, Outcome]
"""(white, black, outcome) in the file's starting ranks."""

_LETTERS = {
    Outcome.WHITE_WIN: ("1", "0"),
    Outcome.DRAW: ("=", "="),
    Outcome.BLACK_WIN: ("0", "1"),
    Outcome.WHITE_FORFEIT_WIN: ("+", "-"),
    Outcome.BLACK_FORFEIT_WIN: ("-", "+"),
    Outcome.DOUBLE_FORFEIT: ("-", "-"),
    Outcome.UNPLAYED: (" ", " "),
}
_POINTS = {"1": Fraction(1), "=": Fraction(1, 2), "+": Fraction(1)}


def trf_text(
    header: Sequence[str],
    players: Sequence[tuple[str, int]],
    rounds: Sequence[Sequence[Game]],
) -> str:
    """A TRF: the ``header`` records, then one 001 line per player (name and
    rating by starting rank) with a block per round: the game, or ``0000 -
    Z`` (a bye worth nothing) for whoever has none."""
    blocks: list[list[str]] = [[] for _ in players]
    points = [Fraction(0)] * len(players)
    for games in rounds:
        idle = set(range(1, len(players) + 1))
        for white, black, outcome in games:
            ours, theirs = _LETTERS[outcome]
            blocks[white - 1].append(f"{black:>4} w {ours}")
            blocks[black - 1].append(f"{white:>4} b {theirs}")
            points[white - 1] += _POINTS.get(ours, Fraction(0))
            points[black - 1] += _POINTS.get(theirs, Fraction(0))
            idle -= {white, black}
        for player in idle:
            blocks[player - 1].append("0000 - Z")
    lines = list(header)
    for rank, ((name, rating), own, total) in enumerate(
        zip(players, blocks, points, strict=True), start=1
    ):
        shown = f"{float(total):.1f}"
        head = (
            f"001 {rank:>4} m    {name:<33} {rating:>4} NOR {'':>11} {'':10}"
            f" {shown:>4} {rank:>4}"
        )
        lines.append(head + "".join(f"  {text}" for text in own))
    return "\n".join(lines) + "\n"


def relabel(
    rounds: Sequence[Sequence[tuple[int, int]]], number: dict[int, int]
) -> list[list[tuple[int, int]]]:
    """The same pairings with every player ``p`` renumbered ``number[p]``."""
    return [[(number[w], number[b]) for w, b in games] for games in rounds]


def gacrux_columns(path: Path, codes: Sequence[str]) -> dict[int, list[Fraction]]:
    """gacrux's tiebreakchecker on the TRF file ``path``: each start number's
    values of ``codes`` (PTS, SB, ...), in that order."""
    text = tiebreakchecker(path, *codes, "-d", ";")
    rows = [line.split(";") for line in text.splitlines() if line.strip()]
    assert rows[0] == ["StartNo", "Rank", *codes], text
    return {int(r[0]): [Fraction(v) for v in r[2:]] for r in rows[1:]}


def gacrux_competitors(path: Path, codes: Sequence[str]) -> dict[int, dict[str, Any]]:
    """gacrux's tiebreakchecker on the TRF file ``path`` (a team TRF too), as
    JSON: each competitor's ``rank`` and ``scores`` (the values of ``codes``,
    in that order); gacrux read the file without a word."""
    document = json.loads(tiebreakchecker(path, *codes))
    assert document["status"] == {"code": 0, "info": [], "error": []}, document
    return {
        c["cid"]: {"rank": c["rank"], "scores": c["tiebreakScore"]}
        for c in document["tiebreakResult"]["competitors"]
    }


def tiebreakchecker(path: Path, *codes_and_options: str) -> str:
    """What ``python -m gacrux.tiebreakchecker -i PATH -b utf-8 -p -t CODES...
    [OPTIONS...]`` prints, run in this process (the same program, without a
    Python started for each file); it must end well."""
    from gacrux.tiebreakchecker import tiebreakchecker as checker

    arguments = ["-i", str(path), "-b", "utf-8", "-p", "-t", *codes_and_options]
    printed = io.StringIO()
    with (
        mock.patch.object(sys, "argv", ["tiebreakchecker", *arguments]),
        contextlib.redirect_stdout(printed),
    ):
        code = checker().common_main()
    assert code == 0, printed.getvalue()
    return printed.getvalue()
