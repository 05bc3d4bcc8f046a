"""The schedule as text, CSV and JSON (SPEC section 7)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import Any

from berger.core.berger import Meeting
from berger.core.model import Player
from berger.core.schedule import Schedule
from berger.core.tournament import Tournament


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


def schedule_text(tournament: Tournament) -> str:
    """The schedule as a table a person reads at a glance."""
    schedule = tournament.schedule
    names = [p.name for p in tournament.players]
    width = max(len(f"{len(names)} {name}") for name in names)
    rounds_total = len(schedule.rounds)
    title = tournament.info.name or "Round robin"
    rounds = (
        f"{rounds_total} rounds"
        if schedule.complete
        else f"rounds 1–{rounds_total} of {schedule.planned_rounds} paired so far"
    )
    lines = [
        title,
        f"{schedule.n} players, {rounds}"
        + (f", {schedule.cycles} cycles" if schedule.cycles > 1 else "")
        + f"; numbering: {tournament.numbering.value}"
        + (f" (seed {tournament.seed})" if tournament.seed is not None else ""),
    ]
    number_width = len(str(schedule.n))
    board_width = max(5, len(str(schedule.games_per_round)))
    for rnd in schedule.rounds:
        heading = f"Round {rnd.number}"
        if schedule.cycles > 1:
            heading += f" (cycle {rnd.cycle})"
        lines += [
            "",
            heading,
            f"{'Board':>{board_width}}  {'White':<{width}}     Black",
        ]
        for board, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            left = f"{white:>{number_width}} {names[white - 1]}"
            right = f"{black:>{number_width}} {names[black - 1]}"
            lines.append(f"{board:>{board_width}}  {left:<{width}}  –  {right}")
        if rnd.bye is not None:
            lines.append(f"{'':>{board_width}}  Bye: {rnd.bye} {names[rnd.bye - 1]}")
    return "\n".join(lines) + "\n"


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
