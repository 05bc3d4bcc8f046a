"""The values of the arbiter's desk (:mod:`berger.pipeline.arbiter`): a
round's games with their versions, the event's overview, where results are
written, and why a change is refused."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from berger.errors import BergerError
from berger.messages import _
from berger.pipeline.desk.variation import DeskGame, DeskRound


class ReadOnly(BergerError):
    """The event's results cannot be written from the page (the message
    says why)."""


class Unreadable(BergerError):
    """The event's files do not read now (a hand edit being made): nothing
    is written until they do."""


@contextmanager
def reading() -> Iterator[None]:
    """Inside, the event's files are read: an error of theirs is
    :class:`Unreadable` (with its one line), the event's, not the request's.
    """
    try:
        yield
    except Unreadable:
        raise
    except BergerError as exc:
        raise Unreadable(str(exc)) from None


class Stale(BergerError):
    """A change made on a version of the game that is no longer its own."""

    def __init__(self, game: VersionedGame) -> None:
        super().__init__(
            _(
                "round {round}, board {board} was changed since: it is now {result}"
            ).format(round=game.round, board=game.game.board, result=game.game.result)
        )
        self.game = game
        """The game as it is now."""


@dataclass(frozen=True, slots=True)
class VersionedGame:
    """A game of a round and its version."""

    round: int
    """The round."""
    game: DeskGame
    """The game as the page shows it."""
    version: int
    """Changes whenever its result does."""


@dataclass(frozen=True, slots=True)
class RoundState:
    """A round as the arbiter's page shows it, versioned."""

    round: int
    """The round."""
    desk: DeskRound
    """Its games, matches, bye and withdrawals."""
    versions: tuple[int, ...]
    """Each game's version, in the order of :attr:`DeskRound.games`."""
    read_only: str | None
    """Why the page cannot write the event's results, or None."""
    by: tuple[str | None, ...] = ()
    """Who entered each game's result as it is now (see
    :class:`~berger.pipeline.results_log.Signatures`), in the order of the
    games; none where the event's results are not written here."""

    @property
    def version(self) -> int:
        """The round's version: its newest game's."""
        return max(self.versions, default=0)


@dataclass(frozen=True, slots=True)
class GroupInfo:
    """One round robin of the event, as the page lists it."""

    name: str | None
    """The group's name; None for an event without groups."""
    rounds: int
    """Its rounds."""
    current: int
    """The first round with a game still without a result (else the last)."""
    read_only: str | None
    """Why the page cannot write its results, or None."""
    reverses_colours: bool
    """A game can be recorded as played with the colours reversed."""
    in_matches: bool
    """A game is a board of a match."""


@dataclass(frozen=True, slots=True)
class Overview:
    """What the arbiter's page opens with."""

    title: str
    """The event's name."""
    language: str
    """The event's language code."""
    groups: tuple[GroupInfo, ...]
    """Its round robins (one, named None, for an event without groups)."""


@dataclass(frozen=True, slots=True)
class Target:
    """Where a round robin's results are written."""

    path: Path | None
    """The results CSV (None: read-only)."""
    named: bool
    """The event names it already (else it is made, and named in
    ``event.toml``, at the first result)."""
    toml: Path | None = None
    """The ``event.toml`` to name it in."""
    group: int | None = None
    """The group's place among the ``[[groups]]`` entries."""
    read_only: str | None = None
    """Why the page cannot write the results, or None."""


class Forbidden(BergerError):
    """A change the key's holder may not make (not their board, or a result
    there already for a helper, who may only fill an empty one)."""
