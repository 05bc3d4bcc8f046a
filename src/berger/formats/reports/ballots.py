"""The openings drawn for a draughts event's games as text, CSV and JSON
(``berger ballots``): each round's boards, who plays on them, and the
opening drawn for the board (a micro-match's games all on it): its number
in the table, its moves, its position.

The text speaks the run's language in the documents' words
(:class:`~berger.formats.reports.wording.DraughtsWords`); CSV and JSON keep
English keys.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from berger.core.ballots import Opening, Openings
from berger.core.tournament import Tournament
from berger.formats.event.draughts import DraughtsRules
from berger.formats.reports.schedule import round_heading
from berger.formats.reports.standings_text import text_table
from berger.formats.reports.wording import ENGLISH, Wording, draughts_words

CSV_COLUMNS = (
    "round",
    "board",
    "white",
    "white_name",
    "black",
    "black_name",
    "opening",
    "moves",
    "position",
)
"""The columns of the CSV, one row a board."""


@dataclass(frozen=True, slots=True)
class BallotEntry:
    """The opening of one board of a round."""

    round: int
    """The event's round."""
    board: int
    """The board."""
    white: int
    """The pairing number the table names first (white in game 1)."""
    black: int
    """The other."""
    opening: Opening | None
    """The opening drawn for the board; None before its round is drawn."""


def ballot_entries(
    event: Tournament, openings: Openings, rounds: Sequence[int] | None = None
) -> tuple[BallotEntry, ...]:
    """Every board of ``rounds`` (every round, by default) with its opening
    (None where its round is not drawn yet), round by round, board by
    board."""
    wanted = set(rounds) if rounds is not None else None
    found = []
    for rnd in event.schedule.rounds:
        if wanted is not None and rnd.number not in wanted:
            continue
        for game in rnd.games:
            opening = openings.find(rnd.number, game.board)
            found.append(
                BallotEntry(rnd.number, game.board, game.white, game.black, opening)
            )
    return tuple(found)


def ballots_text(
    event: Tournament,
    rules: DraughtsRules,
    openings: Openings,
    *,
    rounds: Sequence[int] | None = None,
    wording: Wording = ENGLISH,
) -> str:
    """The openings as a table a person reads, round by round."""
    w = wording
    words = draughts_words(w, rules.discipline, rules.micro_match)
    ballot = rules.ballot.shown if rules.ballot is not None else ""
    about = [
        words.discipline,
        words.board,
        *([words.micro_match_games] if rules.micro_match > 1 else []),
        f"{words.ballot_table}: {ballot}" if ballot else words.ballot_table,
        words.ballot_draw[openings.draw],
        f"{w.word('seed', 'seed')} {openings.seed}"
        if openings.seed is not None or rules.drawn is None
        else rules.drawn.name,
    ]
    title = event.info.name or w.word("site_untitled", "Round robin")
    lines = [f"{title}: {words.ballot}", "; ".join(about)]
    names = [player.name for player in event.players]
    entries = ballot_entries(event, openings, rounds)
    header = [
        w.word("board", "Board"),
        w.word("white", "White"),
        w.word("black", "Black"),
        words.opening,
        words.opening_moves,
        words.opening_position,
    ]
    for number in sorted({entry.round for entry in entries}):
        body = [
            [
                str(entry.board),
                f"{entry.white} {names[entry.white - 1]}",
                f"{entry.black} {names[entry.black - 1]}",
                *_cells(entry.opening),
            ]
            for entry in entries
            if entry.round == number
        ]
        cycle = event.schedule.round(number).cycle
        lines += [
            "",
            round_heading(number, cycle, event.schedule.cycles, w),
            *text_table(header, body, left={1, 2, 3, 4, 5}),
        ]
    return "\n".join(lines) + "\n"


def ballots_csv(
    event: Tournament, openings: Openings, *, rounds: Sequence[int] | None = None
) -> str:
    """One row per board: round, board, the players, the opening."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    names = [player.name for player in event.players]
    for entry in ballot_entries(event, openings, rounds):
        writer.writerow(
            (
                entry.round,
                entry.board,
                entry.white,
                names[entry.white - 1],
                entry.black,
                names[entry.black - 1],
                *_cells(entry.opening),
            )
        )
    return out.getvalue()


def ballots_json(
    event: Tournament,
    rules: DraughtsRules,
    openings: Openings,
    *,
    rounds: Sequence[int] | None = None,
) -> str:
    """``{"discipline", "table", "draw", "seed", "drawn", "games", "rounds":
    [...]}``, each round's boards with their openings (null before the
    round is drawn); ``seed`` the seed drawn with, or null where the draw
    is kept in the file ``drawn`` names."""
    entries = ballot_entries(event, openings, rounds)
    document: dict[str, Any] = {
        "discipline": str(rules.discipline),
        "table": rules.ballot.shown if rules.ballot is not None else None,
        "draw": str(openings.draw),
        "seed": openings.seed,
        "drawn": None if rules.drawn is None else rules.drawn.name,
        "games": rules.micro_match,
        "rounds": [
            {
                "round": number,
                "boards": [
                    {
                        "board": entry.board,
                        "white": entry.white,
                        "black": entry.black,
                        **_json_opening(entry.opening),
                    }
                    for entry in entries
                    if entry.round == number
                ],
            }
            for number in sorted({entry.round for entry in entries})
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _cells(opening: Opening | None) -> tuple[str, str, str]:
    """An opening's number, moves and position; empty before it is drawn."""
    if opening is None:
        return "", "", ""
    return opening.number, opening.moves, opening.position


def _json_opening(opening: Opening | None) -> dict[str, str | None]:
    """An opening's number, moves and position; null before it is drawn."""
    keys = ("opening", "moves", "position")
    if opening is None:
        return dict.fromkeys(keys)
    return dict(zip(keys, _cells(opening), strict=True))
