"""The event's games as PGN for a broadcast (DGT LiveChess, lichess
broadcasts), written with python-chess: one game per board of a round, with
its tags filled in and no moves.

Tags: the Seven Tag Roster (``Event``, ``Site``, ``Date`` the round's date,
``Round`` as ``3.2``: round 3, board 2; a team event's ``3.2.1``: round 3,
match 2, board 1, ``White``, ``Black``, ``Result``), then ``WhiteElo``,
``BlackElo``, ``WhiteTitle``, ``BlackTitle`` (FIDE titles), ``WhiteFideId``,
``BlackFideId`` where the player has one, ``WhiteTeam`` and ``BlackTeam`` in
a team event. A game not played yet is ``*``. PGN has no result for a
forfeit: a game won by forfeit is written as won (``1-0``, ``0-1``) and a
double forfeit as ``*``, each with ``[Termination "forfeit"]``, which berger
reads back as the forfeit it was.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from berger.core.calendar import game_start
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results
from berger.core.schedule import Color
from berger.core.teams.event import TeamEvent
from berger.core.tournament import Tournament
from berger.formats.exchange.pgn import FORFEIT

PGN_RESULTS = {
    Outcome.WHITE_WIN: "1-0",
    Outcome.BLACK_WIN: "0-1",
    Outcome.DRAW: "1/2-1/2",
    Outcome.UNPLAYED: "*",
    Outcome.WHITE_FORFEIT_WIN: "1-0",
    Outcome.BLACK_FORFEIT_WIN: "0-1",
    Outcome.DOUBLE_FORFEIT: "*",
}
"""Each result as PGN writes it (a forfeit with its ``Termination``)."""


@dataclass(frozen=True, slots=True)
class BroadcastGame:
    """One board of a round as a broadcast shows it."""

    round: str
    """The ``Round`` tag: ``3.2`` (round 3, board 2), a team event's
    ``3.2.1`` (round 3, match 2, board 1)."""
    date: dt.date | dt.datetime | None
    """The round's date, where the event gives it."""
    white: Player
    """Who has white (a team event's: who plays the board)."""
    black: Player
    """Who has black."""
    outcome: Outcome
    """The result, UNPLAYED while there is none."""
    white_team: str = ""
    """A team event's: the team of the player with white."""
    black_team: str = ""
    """A team event's: the team of the player with black."""


NOBODY = Player("?")
"""The side of a board that nobody of a team played (a forfeit)."""


def player_games(
    tournament: Tournament, results: Results | None, rounds: Sequence[int]
) -> tuple[BroadcastGame, ...]:
    """Each game of ``rounds``, board by board (``Round`` ``3.2``), at its
    date (its own in ``results``, else its round's), with its result where
    there is one: a game after a player withdrew is lost by forfeit by
    whoever withdrew.

    Raises:
        KeyError: a round the schedule does not have.
    """
    players = tournament.players
    games = []
    for number in rounds:
        for game in tournament.schedule.round(number).games:
            date = game_start(tournament.info, game, results)
            outcome = Outcome.UNPLAYED
            if results is not None:
                outcome = results.outcome(number, game.board)
                if outcome is Outcome.UNPLAYED:
                    outcome = withdrawn_forfeit(results, number, game.white, game.black)
            white, black = players[game.white - 1], players[game.black - 1]
            games.append(
                BroadcastGame(f"{number}.{game.board}", date, white, black, outcome)
            )
    return tuple(games)


def team_games(
    event: TeamEvent, results: Results | None, rounds: Sequence[int]
) -> tuple[BroadcastGame, ...]:
    """Every board of every match of ``rounds`` (``Round`` ``3.2.1``: round
    3, match 2, board 1), with the board's colours, its teams and who played
    it: the board player, or the reserve the results name; ``?`` for a side
    that fielded nobody.

    Raises:
        KeyError: a round the schedule does not have.
    """
    games = []
    for number in rounds:
        date = round_date(event, number)
        for match in event.schedule.round(number).games:
            entered = results.match(number, match.board) if results else None
            boards = {b.board: b for b in entered.boards} if entered else {}
            first, second = event.team(match.white), event.team(match.black)
            for board in range(1, event.boards + 1):
                known = boards.get(board)
                positions = (
                    (board, board) if known is None else (known.first, known.second)
                )
                players = [
                    NOBODY if position is None else team.players[position - 1]
                    for team, position in zip((first, second), positions, strict=True)
                ]
                outcome = Outcome.UNPLAYED if known is None else known.outcome
                where = f"{number}.{match.board}.{board}"
                white, black = players
                teams = first.name, second.name
                if event.colour(board) is Color.BLACK:
                    white, black, outcome = black, white, outcome.reversed
                    teams = teams[::-1]
                game = BroadcastGame(where, date, white, black, outcome, *teams)
                games.append(game)
    return tuple(games)


def withdrawn_forfeit(results: Results, number: int, white: int, black: int) -> Outcome:
    """A game after a player withdrew: lost by forfeit by whoever withdrew
    (by both, when both did); UNPLAYED otherwise."""
    gone = [
        player in results.withdrawn and number > results.withdrawn[player]
        for player in (white, black)
    ]
    match gone:
        case [True, True]:
            return Outcome.DOUBLE_FORFEIT
        case [True, False]:
            return Outcome.BLACK_FORFEIT_WIN
        case [False, True]:
            return Outcome.WHITE_FORFEIT_WIN
    return Outcome.UNPLAYED


def round_date(tournament: Tournament, number: int) -> dt.date | dt.datetime | None:
    """The date (and time) of round ``number``, where the event gives it
    (see :meth:`~berger.core.model.EventInfo.round_start`)."""
    return tournament.info.round_start(number)


class Tagged(Protocol):
    """A game as its tags name it (:class:`BroadcastGame`, a draughts
    game's :class:`~berger.formats.exchange.pdn_export.PdnPairing`)."""

    @property
    def round(self) -> str: ...

    @property
    def date(self) -> dt.date | dt.datetime | None: ...

    @property
    def white(self) -> Player: ...

    @property
    def black(self) -> Player: ...

    @property
    def outcome(self) -> Outcome: ...


def roster_tags(
    info: EventInfo, game: Tagged, results: Mapping[Outcome, str]
) -> list[tuple[str, str]]:
    """The Seven Tag Roster of ``game`` (PGN's, and PDN's), its result
    written as ``results`` says."""
    date = game.date
    return [
        ("Event", info.name or "?"),
        ("Site", info.site or "?"),
        ("Date", "????.??.??" if date is None else f"{date:%Y.%m.%d}"),
        ("Round", game.round),
        ("White", game.white.name),
        ("Black", game.black.name),
        ("Result", results[game.outcome]),
    ]


def game_tags(info: EventInfo, game: BroadcastGame) -> list[tuple[str, str]]:
    """The game's tags, in the order they are written."""
    tags = roster_tags(info, game, PGN_RESULTS)
    for side, player in (("White", game.white), ("Black", game.black)):
        if player.rating is not None:
            tags.append((f"{side}Elo", str(player.rating)))
    for side, player in (("White", game.white), ("Black", game.black)):
        if player.fide_title is not None:
            tags.append((f"{side}Title", str(player.fide_title)))
    for side, player in (("White", game.white), ("Black", game.black)):
        if player.fide_id:
            tags.append((f"{side}FideId", player.fide_id))
    if game.white_team or game.black_team:
        tags += [("WhiteTeam", game.white_team), ("BlackTeam", game.black_team)]
    if game.outcome.forfeit:
        tags.append(("Termination", FORFEIT))
    return tags


def pgn_text(info: EventInfo, games: Sequence[BroadcastGame]) -> str:
    """The games as one PGN text, a blank line after each."""
    import chess.pgn

    parts = []
    for broadcast in games:
        game = chess.pgn.Game()
        game.headers.clear()
        for name, value in game_tags(info, broadcast):
            game.headers[name] = value
        exporter = chess.pgn.StringExporter(headers=True)
        parts.append(game.accept(exporter) + "\n\n")
    return "".join(parts)


def write_pgn(info: EventInfo, games: Sequence[BroadcastGame], target: Path) -> None:
    """Write the games to ``target`` as PGN (UTF-8), atomically.

    Raises:
        OutputError: the file cannot be written.
    """
    from berger.formats.files.atomic import write_text

    write_text(target, pgn_text(info, games))
