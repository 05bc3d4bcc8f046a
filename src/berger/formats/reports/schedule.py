"""The schedule as text, CSV and JSON (SPEC section 7).

In an event of micro-matches (``games`` > 1: each pairing plays that many
games, :mod:`berger.core.micro.matches`) every game is an entry of its own
with its ``game`` number and its colours, the first game the table's, then
alternating; with single games the output is as it has always been.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import Any

from berger.core.berger import Meeting
from berger.core.draw import Numbering
from berger.core.micro.matches import game_colours
from berger.core.model import Player
from berger.core.schedule import Pairing, Round, Schedule
from berger.core.tournament import Tournament
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import N_, _, ngettext


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


def schedule_json(tournament: Tournament, *, games: int = 1) -> str:
    """``{"players": [...], "rounds": [...]}`` as SPEC section 7 shows it
    (each game of a micro-match of ``games`` games an entry with its
    ``game``)."""
    return schedule_document(
        [player_json(i, p) for i, p in enumerate(tournament.players, start=1)],
        tournament.schedule,
        games=games,
    )


def schedule_document(
    entries: Sequence[Mapping[str, Any]], schedule: Schedule, *, games: int = 1
) -> str:
    """The schedule JSON with ``entries`` as its ``players`` (players, or the
    teams of a team event); a micro-match of ``games`` games game by game.

    One entry or one round per line: readable, and fast for two million
    games (each line goes through the C encoder; ``indent`` would not).
    """
    players = [json.dumps(entry, ensure_ascii=False) for entry in entries]
    rounds = [
        json.dumps(
            {
                "round": rnd.number,
                "cycle": rnd.cycle,
                "games": _round_games(rnd, games),
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


def _round_games(rnd: Round, games: int) -> list[dict[str, int]]:
    """The round's games for its JSON: each board, or each game of each
    board's micro-match."""
    if games == 1:
        return [
            {"board": board, "white": white, "black": black}
            for board, (white, black) in enumerate(
                zip(rnd.whites, rnd.blacks, strict=True), start=1
            )
        ]
    return [
        {"board": match.board, "game": game, "white": white, "black": black}
        for match, game, (white, black) in micro_games(rnd, games)
    ]


def micro_games(rnd: Round, games: int) -> list[tuple[Pairing, int, tuple[int, int]]]:
    """Each game of the round's micro-matches of ``games`` games, board by
    board: the micro-match, the game's number, and who has white and black.

    >>> from berger.core.berger import build_schedule
    >>> [(m.board, g, c) for m, g, c in micro_games(build_schedule(4).round(1), 2)]
    [(1, 1, (1, 4)), (1, 2, (4, 1)), (2, 1, (2, 3)), (2, 2, (3, 2))]
    """
    return [
        (match, game, game_colours(match, game))
        for match in rnd.games
        for game in range(1, games + 1)
    ]


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


def schedule_csv(tournament: Tournament, *, games: int = 1) -> str:
    """One row per game with an empty ``result`` column: a results sheet to
    fill in (a micro-match's games each a row with its ``game``, white and
    black as they play it).

    Byes are not games and have no row.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = list(SCHEDULE_CSV_HEADER)
    if games > 1:
        header.insert(header.index("board") + 1, "game")
    writer.writerow(header)
    names = [p.name for p in tournament.players]
    for rnd in tournament.schedule.rounds:
        if games > 1:
            for match, game, (white, black) in micro_games(rnd, games):
                writer.writerow(
                    (
                        rnd.number,
                        rnd.cycle,
                        match.board,
                        game,
                        white,
                        names[white - 1],
                        black,
                        names[black - 1],
                        "",
                    )
                )
            continue
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


def schedule_text(
    tournament: Tournament, *, wording: Wording = ENGLISH, games: int = 1
) -> str:
    """The schedule as a table a person reads at a glance, in the words of
    ``wording`` (a micro-match of ``games`` games a line a game)."""
    w = wording
    schedule = tournament.schedule
    names = [p.name for p in tournament.players]
    width = max(len(f"{len(names)} {name}") for name in names)
    rounds_total = len(schedule.rounds)
    title = tournament.info.name or w.word("site_untitled", "Round robin")
    rounds = (
        ngettext(
            "{players} players, {rounds} round",
            "{players} players, {rounds} rounds",
            rounds_total,
        )
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
    if games > 1:
        lines.append(
            w.word("micro_match_games", "Micro-match of {n} games").format(n=games)
        )
    number_width = len(str(schedule.n))
    board = w.word("board", "Board")
    board_width = max(len(board), len(str(schedule.games_per_round)))
    game_word = w.word("game", "Game")
    game_width = max(len(game_word), len(str(games)))
    for rnd in schedule.rounds:
        head = f"{board:>{board_width}}  "
        if games > 1:
            head += f"{game_word:>{game_width}}  "
        lines += [
            "",
            round_heading(rnd.number, rnd.cycle, schedule.cycles, w),
            f"{head}{w.word('white', 'White'):<{width}}     "
            + w.word("black", "Black"),
        ]
        for match, game, (white, black) in micro_games(rnd, games):
            left = f"{white:>{number_width}} {names[white - 1]}"
            right = f"{black:>{number_width}} {names[black - 1]}"
            place = f"{match.board:>{board_width}}  "
            if games > 1:
                place += f"{game:>{game_width}}  "
            lines.append(f"{place}{left:<{width}}  –  {right}")
        if rnd.bye is not None:
            bye = f"{w.word('bye', 'Bye')}: {rnd.bye} {names[rnd.bye - 1]}"
            indent = board_width + (game_width + 2 if games > 1 else 0)
            lines.append(f"{'':>{indent}}  {bye}")
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
    said = w.word(f"numbering_{numbering.value}", f"numbering: {numbering.value}")
    if said[1:2].islower():  # the documents' heading, here mid-line (not "FIDE")
        said = said[:1].lower() + said[1:]
    return (
        (_(", {cycles} cycles").format(cycles=cycles) if cycles > 1 else "")
        + "; "
        + said
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
    sides: tuple[str, str] = (N_("white"), N_("black")),
) -> str:
    """One line per meeting, in the language installed: ``Round 6: 2
    (white) – 5 (black)``; ``sides`` names the two places, untranslated (a
    team event's teams are named first and second)."""

    def who(number: int) -> str:
        return f"{number} {names[number]}" if names else str(number)

    first, second = (_(side) for side in sides)
    lines = []
    for m in found:
        prefix = (
            _("Cycle {cycle}, round {round}").format(cycle=m.cycle, round=m.round)
            if len(found) > 1
            else _("Round {round}").format(round=m.round)
        )
        lines.append(f"{prefix}: {who(m.white)} ({first}) – {who(m.black)} ({second})")
    return "\n".join(lines) + "\n"
