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
    opening: Opening
    """The opening drawn for the board."""


def ballot_entries(
    event: Tournament, openings: Openings, rounds: Sequence[int] | None = None
) -> tuple[BallotEntry, ...]:
    """Every board of ``rounds`` (every round drawn, by default) with its
    opening, round by round, board by board."""
    wanted = set(rounds) if rounds is not None else None
    found = []
    for rnd in event.schedule.rounds:
        if wanted is not None and rnd.number not in wanted:
            continue
        for game in rnd.games:
            if (rnd.number, game.board) in openings.drawn:
                opening = openings.opening(rnd.number, game.board)
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
        f"{w.word('seed', 'seed')} {openings.seed}",
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
                entry.opening.number,
                entry.opening.moves,
                entry.opening.position,
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
                entry.opening.number,
                entry.opening.moves,
                entry.opening.position,
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
    """``{"discipline", "table", "draw", "seed", "games", "rounds": [...]}``,
    each round's boards with their openings."""
    entries = ballot_entries(event, openings, rounds)
    document: dict[str, Any] = {
        "discipline": str(rules.discipline),
        "table": rules.ballot.shown if rules.ballot is not None else None,
        "draw": str(openings.draw),
        "seed": openings.seed,
        "games": rules.micro_match,
        "rounds": [
            {
                "round": number,
                "boards": [
                    {
                        "board": entry.board,
                        "white": entry.white,
                        "black": entry.black,
                        "opening": entry.opening.number,
                        "moves": entry.opening.moves,
                        "position": entry.opening.position,
                    }
                    for entry in entries
                    if entry.round == number
                ],
            }
            for number in sorted({entry.round for entry in entries})
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"
