"""The schedule as text, CSV and JSON (SPEC section 7)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import Any

from berger.core.berger import Meeting
from berger.core.draw import Numbering
from berger.core.model import Player
from berger.core.schedule import Schedule
from berger.core.tournament import Tournament
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _


def player_json(number: int, player: Player) -> dict[str, Any]:
    """One participant as the JSON outputs show it."""
    return {
        "number": number,
        "name": player.name,
        "rating": player.rating,
        "federation": player.federation,
        "club": player.club,
        "title": player.title,
    }


def schedule_json(tournament: Tournament) -> str:
    """``{"players": [...], "rounds": [...]}`` as SPEC section 7 shows it."""
    return schedule_document(
        [player_json(i, p) for i, p in enumerate(tournament.players, start=1)],
        tournament.schedule,
    )


def schedule_document(entries: Sequence[Mapping[str, Any]], schedule: Schedule) -> str:
    """The schedule JSON with ``entries`` as its ``players`` (players, or the
    teams of a team event).

    One entry or one round per line: readable, and fast for two million
    games (each line goes through the C encoder; ``indent`` would not).
    """
    players = [json.dumps(entry, ensure_ascii=False) for entry in entries]
    rounds = [
        json.dumps(
            {
                "round": rnd.number,
                "cycle": rnd.cycle,
                "games": [
                    {"board": board, "white": white, "black": black}
                    for board, (white, black) in enumerate(
                        zip(rnd.whites, rnd.blacks, strict=True), start=1
                    )
                ],
                "bye": rnd.bye,
            }
        )
        for rnd in schedule.rounds
    ]
    return (
        '{"players": [\n '
        + ",\n ".join(players)
        + '\n],\n"rounds": [\n '
        + ",\n ".join(rounds)
        + "\n]}\n"
    )


SCHEDULE_CSV_HEADER = (
    "round",
    "cycle",
    "board",
    "white",
    "white_name",
    "black",
    "black_name",
    "result",
)


def schedule_csv(tournament: Tournament) -> str:
    """One row per game with an empty ``result`` column: a results sheet to fill in.

    Byes are not games and have no row.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(SCHEDULE_CSV_HEADER)
    names = [p.name for p in tournament.players]
    for rnd in tournament.schedule.rounds:
        for board, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            writer.writerow(
                (
                    rnd.number,
                    rnd.cycle,
                    board,
                    white,
                    names[white - 1],
                    black,
                    names[black - 1],
                    "",
                )
            )
    return out.getvalue()


def schedule_text(tournament: Tournament, *, wording: Wording = ENGLISH) -> str:
    """The schedule as a table a person reads at a glance, in the words of
    ``wording``."""
    w = wording
    schedule = tournament.schedule
    names = [p.name for p in tournament.players]
    width = max(len(f"{len(names)} {name}") for name in names)
    rounds_total = len(schedule.rounds)
    title = tournament.info.name or w.word("site_untitled", "Round robin")
    rounds = (
        _("{players} players, {rounds} rounds")
        if schedule.complete
        else _("{players} players, rounds 1–{rounds} of {planned} paired so far")
    )
    lines = [
        title,
        rounds.format(
            players=schedule.n, rounds=rounds_total, planned=schedule.planned_rounds
        )
        + draw_text(schedule.cycles, tournament.numbering, tournament.seed, w),
    ]
    number_width = len(str(schedule.n))
    board = w.word("board", "Board")
    board_width = max(len(board), len(str(schedule.games_per_round)))
    for rnd in schedule.rounds:
        lines += [
            "",
            round_heading(rnd.number, rnd.cycle, schedule.cycles, w),
            f"{board:>{board_width}}  {w.word('white', 'White'):<{width}}     "
            + w.word("black", "Black"),
        ]
        for number, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            left = f"{white:>{number_width}} {names[white - 1]}"
            right = f"{black:>{number_width}} {names[black - 1]}"
            lines.append(f"{number:>{board_width}}  {left:<{width}}  –  {right}")
        if rnd.bye is not None:
            bye = f"{w.word('bye', 'Bye')}: {rnd.bye} {names[rnd.bye - 1]}"
            lines.append(f"{'':>{board_width}}  {bye}")
    return "\n".join(lines) + "\n"


def draw_text(
    cycles: int, numbering: Numbering, seed: int | None, wording: Wording
) -> str:
    """What a schedule's second line says after the field and the rounds:
    the ``cycles`` (more than one), the ``numbering`` and its ``seed``.

    >>> draw_text(2, Numbering.RANDOM, 7, ENGLISH)
    ', 2 cycles; numbering: random (seed 7)'
    """
    w = wording
    return (
        (_(", {cycles} cycles").format(cycles=cycles) if cycles > 1 else "")
        + "; "
        + w.word(f"numbering_{numbering.value}", f"numbering: {numbering.value}")
        + (f" ({w.word('seed', 'seed')} {seed})" if seed is not None else "")
    )


def round_heading(number: int, cycle: int, cycles: int, wording: Wording) -> str:
    """``Round 3``, or in an event of several ``cycles`` ``Round 10 (cycle 2)``.

    >>> round_heading(10, 2, 2, ENGLISH), round_heading(3, 1, 1, ENGLISH)
    ('Round 10 (cycle 2)', 'Round 3')
    """
    heading = wording.word("round_n", "Round {k}").format(k=number)
    if cycles > 1:
        heading += f" ({wording.word('cycle_n', 'cycle {k}').format(k=cycle)})"
    return heading


def when_json(found: tuple[Meeting, ...]) -> str:
    """``{"round": 6, "white": 2, "black": 5}``, with ``rounds`` for several cycles."""
    first = found[0]
    document: dict[str, Any] = {
        "round": first.round,
        "white": first.white,
        "black": first.black,
    }
    if len(found) > 1:
        document["rounds"] = [
            {"cycle": m.cycle, "round": m.round, "white": m.white, "black": m.black}
            for m in found
        ]
    return json.dumps(document) + "\n"


def when_text(
    found: tuple[Meeting, ...],
    names: dict[int, str] | None = None,
    *,
    sides: tuple[str, str] = ("white", "black"),
) -> str:
    """One line per meeting: ``Round 6: 2 (white) – 5 (black)``; ``sides``
    names the two places (a team event's teams are named first and second)."""

    def who(number: int) -> str:
        return f"{number} {names[number]}" if names else str(number)

    lines = []
    for m in found:
        prefix = (
            f"Cycle {m.cycle}, round {m.round}"
            if len(found) > 1
            else f"Round {m.round}"
        )
        lines.append(
            f"{prefix}: {who(m.white)} ({sides[0]}) – {who(m.black)} ({sides[1]})"
        )
    return "\n".join(lines) + "\n"
