"""Results from PDN, draughts' game files, read with pydraughts.

The White, Black, Round and Result tags are read, as the PGN reader reads
chess games (:mod:`berger.formats.exchange.pgn`): players matched to the
participants by exact name (or pairing number), the round the number before
any dot (``3``, ``3.2``, ``3.2.1``). The result is the Result tag's, else the
game's ending: ``2-0``, ``1-1``, ``0-2`` as draughts writes them, or
``1-0``, ``1/2-1/2``, ``0-1``; ``0-0`` both lose; ``*`` none yet. A game
with ``[Termination "forfeit"]`` is a forfeit, as in PGN.

A micro-match's game (:func:`record_results_pdn` reads single games and
micro-matches alike) is numbered by a ``Game`` tag, else by the third number
of ``Round`` (``3.2.1``: round 3, board 2, game 1, as ``berger export --to
pdn`` writes it), else by the order of the file: a pairing's first game in a
round is game 1, its next game 2. Where a ``GameType`` tag is given it must
be the event's discipline's (25 Russian, 26 Brazilian, 20 international
draughts).

pydraughts' reader stops at a game without moves and loses the games after
it (and the variant of that game), so the file is cut into its games here
and each is read alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from berger.core.bounds import clip
from berger.core.disciplines import Discipline
from berger.core.model import Outcome
from berger.core.results import Recorder
from berger.core.scheduled import check_game
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.exchange.pgn import round_of, tagged_outcome
from berger.formats.files.entrants import player_matcher
from berger.formats.files.game_dates import GameDates, tag_day
from berger.formats.files.input_file import InputFile
from berger.formats.files.result_cells import number_cell
from berger.messages import _

DRAUGHTS_RESULTS = {"2-0": "1-0", "1-1": "1/2-1/2", "0-2": "0-1"}
"""Draughts' results as PDN writes them, in the codes berger reads."""
REQUIRED = ("White", "Black", "Round")
"""The tags every game must have."""


@dataclass(frozen=True, slots=True)
class PdnGame:
    """One game of a PDN file, as pydraughts reads it."""

    line: int
    """The line its tags begin on."""
    tags: Mapping[str, str]
    """Its tags, their values unescaped."""
    ending: str
    """The result that ends its moves (``*`` without one)."""
    moves: tuple[str, ...]
    """Its moves, as written."""

    @property
    def result(self) -> str:
        """The Result tag, else the ending."""
        return self.tags.get("Result", "").strip() or self.ending


def split_games(text: str) -> list[tuple[int, str]]:
    """The games of a PDN text, each with the line it begins on: a game
    begins at a tag line that follows another game's moves.

    >>> split_games('[Round "1"]\\n*\\n\\n[Round "2"]\\n[White "A"]\\n1. 32-28 *\\n')
    [(1, '[Round "1"]\\n*'), (4, '[Round "2"]\\n[White "A"]\\n1. 32-28 *')]
    """
    games: list[tuple[int, str]] = []
    current: list[str] = []
    start = 0
    in_moves = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("[") and in_moves:
            games.append((start, "\n".join(current)))
            current, in_moves = [], False
        if not current:
            start = number
        in_moves = in_moves or not line.startswith("[")
        current.append(line)
    if current:
        games.append((start, "\n".join(current)))
    return games


def pdn_games(source: InputFile) -> Iterator[PdnGame]:
    """Each game of a PDN file, read by pydraughts one at a time.

    Raises:
        InputError: a game pydraughts cannot read, a missing tag, no games.
    """
    from draughts.PDN import PDNReader

    shown = source.shown
    found = 0
    for line, text in split_games(source.text()):
        try:
            read = PDNReader(pdn_text=text + "\n").games[0]
        except (ValueError, IndexError, KeyError) as exc:
            error = str(exc) or type(exc).__name__
            message = _("malformed PDN: {error}").format(error=error)
            raise InputError(message, path=shown, line=line) from None
        tags = {str(k): _unescape(str(v)) for k, v in read.tags.items()}
        for tag in REQUIRED:
            if tags.get(tag, "").strip() in ("", "?"):
                message = _("malformed PDN: no {tag} tag").format(tag=tag)
                raise InputError(message, path=shown, line=line, field=tag)
        found += 1
        yield PdnGame(line, tags, str(read.game_ending), tuple(map(str, read.moves)))
    if not found:
        raise InputError(_("malformed PDN: no games found"), path=shown)


def record_results_pdn(
    source: InputFile,
    tournament: Tournament,
    into: Recorder,
    *,
    discipline: Discipline | None = None,
) -> None:
    """Feed every game of a PDN file to ``into``: ``tournament``'s single
    games, or the games of its micro-matches, each numbered as the module
    says (a pairing of one game needs no number), each on its ``Date``
    where that is not its round's. A game whose result is ``*`` is recorded
    only when ``into`` makes the schedule or it has a date (the day it is
    set for); a single game is otherwise passed over unread, a
    micro-match's still numbered.

    Raises:
        InputError: as :func:`pdn_games`; an unknown player or result, a
            game of another discipline, a game number that is no number or
            beyond the micro-match's, colours not that game's, a ``Date``
            that is not a day or the event does not allow, a game ``into``
            refuses, located by the line where the game starts.
    """
    shown = source.shown
    match = player_matcher(tournament, shown)
    dates = GameDates(tournament, shown, field="Date")
    taken: dict[tuple[int, frozenset[int]], int] = {}
    for game in pdn_games(source):
        line = game.line
        _check_type(game, discipline, shown)
        outcome = _outcome(game, shown)
        day = tag_day(game.tags.get("Date", ""), shown, line)
        passed = outcome is Outcome.UNPLAYED and not into.makes_schedule
        passed = passed and day is None
        if passed and tournament.games == 1:
            continue  # passed over unread, as the PGN reader does
        round_number = round_of(game.tags["Round"], shown, line)
        day = dates.own(round_number, day)
        white = match(game.tags["White"], line, "White")
        black = match(game.tags["Black"], line, "Black")
        number = 1
        if tournament.games > 1:  # a game not played yet is numbered too
            pair = (round_number, frozenset((white, black)))
            given = _game_number(game, shown)
            number = taken.get(pair, 0) + 1 if given is None else given
            taken[pair] = max(taken.get(pair, 0), number)
        if passed:
            continue
        field = "Game" if "Game" in game.tags else "Round"
        try:
            check_game(number, tournament.games)
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line, field=field) from None
        try:
            played = into.add(
                round_number, white, black, outcome, game=number, date=day
            )
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
        dates.keep(played, day, line, numbers=range(number, number + 1))
    dates.check()


def _game_number(game: PdnGame, shown: str) -> int | None:
    """The game of a micro-match a game names: its ``Game`` tag, or the
    third number of its ``Round``; None where it names none.

    Raises:
        InputError: a game that is no number.
    """
    parts = game.tags["Round"].split(".")
    text = game.tags.get("Game", parts[2] if len(parts) > 2 else "").strip()
    if not text:
        return None
    field = "Game" if "Game" in game.tags else "Round"
    if not text.isdecimal():
        raise InputError(
            _("{text!r} is not a game number").format(text=clip(text)),
            path=shown,
            line=game.line,
            field=field,
        )
    return number_cell(text, shown, game.line, field=field)


def _outcome(game: PdnGame, shown: str) -> Outcome:
    """The game's result in draughts' codes or chess's, a forfeit where its
    ``Termination`` says so (:func:`~berger.formats.exchange.pgn.tagged_outcome`).

    Raises:
        InputError: no result code.
    """
    code = game.result
    return tagged_outcome(DRAUGHTS_RESULTS.get(code, code), game.tags, shown, game.line)


def _check_type(game: PdnGame, discipline: Discipline | None, shown: str) -> None:
    """Refuse a game whose ``GameType`` is not the event's discipline's.

    Raises:
        InputError: naming both.
    """
    text = game.tags.get("GameType", "").split(",")[0].strip()
    if discipline is None or not text:
        return
    wanted = discipline.facts.game_type.split(",")[0]
    if text != wanted:
        raise InputError(
            _(
                "GameType {found}: not a game of {discipline} draughts"
                " (GameType {wanted})"
            ).format(found=text, discipline=discipline, wanted=wanted),
            path=shown,
            line=game.line,
            field="GameType",
        )


def _unescape(value: str) -> str:
    r"""A tag's value as PDN escapes it (``\"`` and ``\\``), unescaped."""
    return value.replace('\\"', '"').replace("\\\\", "\\")
