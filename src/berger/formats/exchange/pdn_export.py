"""A draughts event's games as PDN for a broadcast and for other programs:
one game per board of a round (each game of a micro-match), its tags
filled in, its opening as its start.

Tags: ``Event``, ``Site``, ``Date`` (the round's; without round dates what
the event's dates tell: ``2026.12.??`` for an event within a month,
``????.??.??`` only for an event without dates), ``Round`` (``3.2``: round
3, board 2; a micro-match's game ``3.2.1``: game 1), ``White``, ``Black``,
``Result`` (``2-0``, ``1-1``, ``0-2``, ``0-0``, ``*``: draughts' results),
``GameType`` (the discipline's: 25 Russian, 26 Brazilian, 20 international
draughts), then ``WhiteRating`` and ``BlackRating`` where known, and with a
ballot ``Opening`` (its number and moves: ``I-3: ab4 ba5 ba3 ab6``). A
forfeit is written as won or lost (both: ``0-0``) with ``[Termination
"forfeit"]``, which :mod:`berger.formats.exchange.pdn` reads back as the
forfeit it was.

The opening is the game's first moves where moves reach it from the
starting position (``1. a3-b4 b6-a5 2. b2-a3 a7-b6``, see
:mod:`berger.formats.exchange.pdn_openings`); where none do (a position
set up), ``[SetUp "1"]`` and its position as ``FEN``, the game starting
from it. The result ends the moves.

A game without moves (no opening, or a position set up) has a comment line
before its result, ``;no moves.*``: PDN's readers pass a comment by, and
pydraughts' reader (0.6.7), which stops at a game without moves and loses
the games after it, reads on (it takes the ``.*`` for a move number and an
empty move list).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from berger.core.ballots import Opening, Openings
from berger.core.calendar import game_start
from berger.core.disciplines import Discipline
from berger.core.micro.matches import game_colours
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.formats.exchange.pdn_openings import opening_moves
from berger.formats.exchange.pgn import FORFEIT
from berger.formats.exchange.pgn_export import roster_tags, withdrawn_forfeit

PDN_RESULTS = {
    Outcome.WHITE_WIN: "2-0",
    Outcome.DRAW: "1-1",
    Outcome.BLACK_WIN: "0-2",
    Outcome.UNPLAYED: "*",
    Outcome.WHITE_FORFEIT_WIN: "2-0",
    Outcome.BLACK_FORFEIT_WIN: "0-2",
    Outcome.DOUBLE_FORFEIT: "0-0",
}
"""Each result as PDN writes a draughts game's (a forfeit with its
``Termination``)."""


@dataclass(frozen=True, slots=True)
class PdnPairing:
    """One game of a round as the broadcast shows it."""

    round: str
    """The ``Round`` tag: ``3.2``, a micro-match's game ``3.2.1``."""
    date: dt.date | dt.datetime | None
    """The round's date, where the event gives it."""
    white: Player
    """Who has white in this game."""
    black: Player
    """Who has black."""
    outcome: Outcome
    """The result as played (white's side), UNPLAYED while there is none."""
    opening: Opening | None = None
    """The ballot's opening, where one was drawn."""


def pdn_pairings(
    event: Tournament,
    results: Results | None,
    rounds: Sequence[int],
    *,
    games: int = 1,
    openings: Openings | None = None,
) -> tuple[PdnPairing, ...]:
    """Each game of ``rounds``, board by board (a micro-match of ``games``
    games game by game, the colours alternating), with its result where
    there is one and the opening drawn for its board: a game after a player
    withdrew is lost by forfeit by whoever withdrew.

    Raises:
        KeyError: a round the schedule does not have.
    """
    players = event.players
    found = []
    for number in rounds:
        for match in event.schedule.round(number).games:
            opening = None
            if openings is not None and (number, match.board) in openings.drawn:
                opening = openings.opening(number, match.board)
            for game in range(1, games + 1):
                date = game_start(event.info, match, results, game)
                white, black = game_colours(match, game)
                outcome = _outcome(results, match.round, match.board, game, games)
                if outcome is Outcome.UNPLAYED and results is not None:
                    outcome = withdrawn_forfeit(results, number, white, black)
                where = f"{number}.{match.board}" + (f".{game}" if games > 1 else "")
                found.append(
                    PdnPairing(
                        where,
                        date,
                        players[white - 1],
                        players[black - 1],
                        outcome,
                        opening,
                    )
                )
    return tuple(found)


def _outcome(
    results: Results | None, round_number: int, board: int, game: int, games: int
) -> Outcome:
    """Game ``game``'s result as played (white's side), or UNPLAYED."""
    if results is None:
        return Outcome.UNPLAYED
    if games == 1:
        return results.outcome(round_number, board)
    entered = results.match(round_number, board)
    for result in entered.boards if entered else ():
        if result.board == game:
            # Kept from the first-named player's side, who has black in even games.
            return result.outcome if game % 2 else result.outcome.reversed
    return Outcome.UNPLAYED


NO_MOVES = ";no moves.*"
"""The comment line of a game without moves (see the module's notes)."""


def pdn_tags(
    info: EventInfo, discipline: Discipline, game: PdnPairing
) -> list[tuple[str, str]]:
    """The game's tags, in the order they are written."""
    tags = roster_tags(info, game, PDN_RESULTS)
    if game.date is None:
        tags[2] = ("Date", event_date(info))
    tags.append(("GameType", discipline.facts.game_type))
    for side, player in (("White", game.white), ("Black", game.black)):
        if player.rating is not None:
            tags.append((f"{side}Rating", str(player.rating)))
    if game.opening is not None:
        if opening_moves(game.opening, discipline) is None:
            tags += [("SetUp", "1"), ("FEN", game.opening.position)]
        tags.append(("Opening", str(game.opening)))
    if game.outcome.forfeit:
        tags.append(("Termination", FORFEIT))
    return tags


def movetext(discipline: Discipline, game: PdnPairing) -> str:
    """The game's moves (its opening's, where moves reach it) and its
    result, as PDN writes them."""
    result = PDN_RESULTS[game.outcome]
    moves = None if game.opening is None else opening_moves(game.opening, discipline)
    if not moves:
        return f"{NO_MOVES}\n{result}"
    numbered = [
        f"{index // 2 + 1}. {move}" if index % 2 == 0 else move
        for index, move in enumerate(moves)
    ]
    return " ".join([*numbered, result])


def event_date(info: EventInfo) -> str:
    """The date of a game whose round has none, as PDN writes a date: what
    the event's dates have in common (a day, a month, a year), ``??`` for
    the rest.

    >>> import datetime as dt
    >>> day = dt.date(2026, 12, 1)
    >>> event_date(EventInfo(start=day, end=dt.date(2026, 12, 7)))
    '2026.12.??'
    >>> event_date(EventInfo(start=day, end=day)), event_date(EventInfo())
    ('2026.12.01', '????.??.??')
    >>> event_date(EventInfo(start=day, end=dt.date(2027, 1, 3)))
    '????.??.??'
    """
    first, last = info.start or info.end, info.end or info.start
    if first is None or last is None:
        return "????.??.??"
    parts: list[str] = []
    for mine, theirs, width in (
        (first.year, last.year, 4),
        (first.month, last.month, 2),
        (first.day, last.day, 2),
    ):
        if mine != theirs or (parts and "?" in parts[-1]):
            parts.append("?" * width)
        else:
            parts.append(f"{mine:0{width}d}")
    return ".".join(parts)


def pdn_text(
    info: EventInfo, discipline: Discipline, games: Sequence[PdnPairing]
) -> str:
    """The games as one PDN text, a blank line after each.

    >>> game = PdnPairing("1.1", None, Player("A"), Player('B "Bo"'), Outcome.DRAW)
    >>> print(pdn_text(EventInfo(), Discipline.RUSSIAN, [game]), end="")
    [Event "?"]
    [Site "?"]
    [Date "????.??.??"]
    [Round "1.1"]
    [White "A"]
    [Black "B \\"Bo\\""]
    [Result "1-1"]
    [GameType "25,W,8,8,A0,0"]
    ;no moves.*
    1-1
    <BLANKLINE>
    """
    parts = []
    for game in games:
        tags = "".join(
            f'[{name} "{_escape(value)}"]\n'
            for name, value in pdn_tags(info, discipline, game)
        )
        parts.append(f"{tags}{movetext(discipline, game)}\n\n")
    return "".join(parts)


def write_pdn(
    info: EventInfo,
    discipline: Discipline,
    games: Sequence[PdnPairing],
    target: Path,
) -> None:
    """Write the games to ``target`` as PDN (UTF-8), atomically.

    Raises:
        OutputError: the file cannot be written.
    """
    from berger.formats.files.atomic import write_text

    write_text(target, pdn_text(info, discipline, games))


def _escape(value: str) -> str:
    r"""A tag's value as PDN writes it: ``\`` and ``"`` escaped, on one line."""
    flat = " ".join(value.split())
    return flat.replace("\\", "\\\\").replace('"', '\\"')
