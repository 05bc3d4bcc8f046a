"""Results from PGN (one game per result) via python-chess.

The White, Black, Result and Round tags are read: players are matched to the
participants by exact name (or pairing number), the round is the number before
any dot (``3`` or ``3.2``). Games whose Result is ``*`` are skipped.
"""

from __future__ import annotations

import io
from pathlib import Path

from berger.core.model import Outcome
from berger.core.results import Recorder
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.participants import decode, read_bytes
from berger.formats.results import player_matcher
from berger.messages import _


def record_results_pgn(path: Path, tournament: Tournament, into: Recorder) -> None:
    """Feed every game of a PGN file to ``into`` (one whose Result is ``*``
    only when ``into`` makes the schedule).

    Raises:
        InputError: unreadable or malformed PGN, a missing tag, an unknown
            player or result, or a game ``into`` refuses (one the schedule
            does not have), located by the line where the game starts.
    """
    import chess.pgn

    class QuietBuilder(chess.pgn.GameBuilder[chess.pgn.Game]):
        """python-chess's game builder, which keeps each error in the game's
        ``errors`` without logging it too (the log would add lines to the one
        line of the error)."""

        def handle_error(self, error: Exception) -> None:
            self.game.errors.append(error)

    shown = str(path)
    text = decode(read_bytes(path, shown), shown)
    handle = io.StringIO(text)
    match = player_matcher(tournament, shown)
    games = 0
    while True:
        start = handle.tell()
        game = chess.pgn.read_game(handle, Visitor=QuietBuilder)
        if game is None:
            break
        games += 1
        line = _line_of(text, start)
        if game.errors:
            raise InputError(
                _("malformed PGN: {error}").format(error=game.errors[0]),
                path=shown,
                line=line,
            )
        headers = game.headers
        for tag in ("White", "Black", "Round", "Result"):
            if tag not in headers or headers[tag] in ("", "?"):
                raise InputError(
                    _("malformed PGN: no {tag} tag").format(tag=tag),
                    path=shown,
                    line=line,
                    field=tag,
                )
        if headers["Result"].strip() == "*" and not into.makes_schedule:
            continue
        round_text = headers["Round"].split(".")[0].strip()
        if not round_text.isdecimal():
            raise InputError(
                _("{text!r} is not a round number").format(text=headers["Round"]),
                path=shown,
                line=line,
                field="Round",
            )
        try:
            outcome = Outcome.from_code(headers["Result"])
        except InputError as exc:
            raise exc.located(path=shown, line=line, field="Result") from None
        white = match(headers["White"], line, "White")
        black = match(headers["Black"], line, "Black")
        try:
            into.add(int(round_text), white, black, outcome)
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
    if not games:
        raise InputError(_("malformed PGN: no games found"), path=shown)


def _line_of(text: str, offset: int) -> int:
    """The 1-based line of the first tag at or after ``offset``."""
    start = text.find("[", offset)
    return text.count("\n", 0, start if start >= 0 else offset) + 1
