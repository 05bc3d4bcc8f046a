"""Value types of the core: players, the outcome of a game, what the event
is (its header, the game played, its norm exemption); the schedule's are in
:mod:`berger.core.schedule`.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import Enum

from berger.core.codes import CodeEnum

# Still imported from here by the workbook's code (render/xlsx/formulas.py).
from berger.core.schedule import Schedule as Schedule
from berger.core.titles import Title
from berger.errors import ResultCodeError
from berger.messages import _

MIN_PLAYERS = 2
MAX_PLAYERS = 2000
MAX_CYCLES = 20
"""The most cycles an event plays (``[rules] cycles``, ``--cycles``, a TRF's)."""
MAX_SEED = 10**15 - 1
"""The largest seed (``[rules] seed``, ``--seed``): fifteen digits, which a
spreadsheet keeps exactly."""


@dataclass(frozen=True, slots=True)
class Player:
    """A participant as read from the participants list (before numbering)."""

    name: str
    """Full name as typed ("Lastname, Firstname" or free form)."""
    rating: int | None = None
    """Rating (FIDE or national), or None when unrated."""
    federation: str | None = None
    """Federation or country code, for example ``UKR``."""
    club: str | None = None
    """Club or city."""
    title: str | None = None
    """Title as written: a FIDE one (``GM``, ``ММ``) or a national one (``КМС``)."""
    birth: str | None = None
    """Birth date or year, as written."""
    fide_id: str | None = None
    """FIDE identifier, digits only."""
    sex: str | None = None
    """``m`` or ``w`` when known."""
    withdrawn_after: int | None = None
    """Last round the player took part in before withdrawing, or None."""
    k: int | None = None
    """The K factor for rating changes (FIDE B.02 section 8), where stated."""
    rank: str | None = None
    """A sports rank as written (``1 розряд``, ``КМС``), from a ``rank``
    column; the rank norms read it by the event's table of ranks."""

    @property
    def fide_title(self) -> Title | None:
        """The FIDE title :attr:`title` names, or None (no title, a national one)."""
        return Title.lookup(self.title)


class Outcome(Enum):
    """The result of one scheduled game, as its canonical code."""

    WHITE_WIN = "1-0"
    DRAW = "1/2-1/2"
    BLACK_WIN = "0-1"
    WHITE_FORFEIT_WIN = "+-"
    """White wins by forfeit: black did not play."""
    BLACK_FORFEIT_WIN = "-+"
    """Black wins by forfeit: white did not play."""
    DOUBLE_FORFEIT = "--"
    """Neither player turned up: both lose by forfeit."""
    UNPLAYED = "*"
    """Not played (yet): no result."""

    def __str__(self) -> str:
        return self.value

    @classmethod
    def from_code(cls, code: str, *, game: Game | None = None) -> Outcome:
        """Parse any spelling the spec accepts; in a draughts event (``game``)
        also draughts' own, each game's points: ``2-0``, ``1-1``, ``0-2``
        (a win, a draw, a loss whatever the event's scoring; a forfeit stays
        ``+-``, ``-+``, ``--``). ``game`` None: a chess event's.

        >>> Outcome.from_code("½-½")
        <Outcome.DRAW: '1/2-1/2'>
        >>> Outcome.from_code("+/-")
        <Outcome.WHITE_FORFEIT_WIN: '+-'>
        >>> Outcome.from_code("0:2", game=Game.DRAUGHTS)
        <Outcome.BLACK_WIN: '0-1'>

        Raises:
            ResultCodeError: the text is no result code (of a chess event:
                a draughts code named as such).
        """
        key = (
            "".join(code.split()).replace("–", "-").replace("—", "-").replace(":", "-")
        )
        key = key.replace("−", "-").upper()
        found = _SPELLINGS.get(key)
        if found is not None:
            return found
        draughts = _DRAUGHTS_SPELLINGS.get(key)
        if draughts is not None and game is Game.DRAUGHTS:
            return draughts
        if draughts is not None:
            raise ResultCodeError(
                _(
                    "{code!r} is a draughts result (2-0, 1-1, 0-2): this event"
                    ' is of chess (game = "draughts" in [event] for draughts);'
                    " use 1-0, 0-1, ½-½"
                ).format(code=code)
            )
        if game is Game.DRAUGHTS:
            raise ResultCodeError(
                _(
                    "{code!r} is not a result code"
                    " (use 2-0, 1-1, 0-2, 1-0, 0-1, ½-½, +-, -+, --, *)"
                ).format(code=code)
            )
        raise ResultCodeError(
            _(
                "{code!r} is not a result code (use 1-0, 0-1, ½-½, =, +-, -+, --, *)"
            ).format(code=code)
        )

    @property
    def is_result(self) -> bool:
        """True for every outcome but UNPLAYED."""
        return self is not Outcome.UNPLAYED

    @property
    def played(self) -> bool:
        """True when the game was played over the board."""
        return self in (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)

    @property
    def forfeit(self) -> bool:
        """True for the three forfeit outcomes."""
        return self in (
            Outcome.WHITE_FORFEIT_WIN,
            Outcome.BLACK_FORFEIT_WIN,
            Outcome.DOUBLE_FORFEIT,
        )

    @property
    def reversed(self) -> Outcome:
        """The same result seen with the colours swapped."""
        return _REVERSED.get(self, self)


_SPELLINGS: dict[str, Outcome] = {
    "1-0": Outcome.WHITE_WIN,
    "0-1": Outcome.BLACK_WIN,
    "½-½": Outcome.DRAW,
    "1/2-1/2": Outcome.DRAW,
    "0.5-0.5": Outcome.DRAW,
    "0,5-0,5": Outcome.DRAW,
    "=": Outcome.DRAW,
    "=-=": Outcome.DRAW,
    "+-": Outcome.WHITE_FORFEIT_WIN,
    "+/-": Outcome.WHITE_FORFEIT_WIN,
    "1F-0F": Outcome.WHITE_FORFEIT_WIN,
    "-+": Outcome.BLACK_FORFEIT_WIN,
    "-/+": Outcome.BLACK_FORFEIT_WIN,
    "0F-1F": Outcome.BLACK_FORFEIT_WIN,
    "--": Outcome.DOUBLE_FORFEIT,
    "-/-": Outcome.DOUBLE_FORFEIT,
    "0-0": Outcome.DOUBLE_FORFEIT,
    "0F-0F": Outcome.DOUBLE_FORFEIT,
    "": Outcome.UNPLAYED,
    "*": Outcome.UNPLAYED,
}

_DRAUGHTS_SPELLINGS: dict[str, Outcome] = {
    "2-0": Outcome.WHITE_WIN,
    "1-1": Outcome.DRAW,
    "0-2": Outcome.BLACK_WIN,
}
"""Draughts' results as its score sheets, cards and PDN write them: each
player's points of the game (2, 1, 0), read in a draughts event."""

_REVERSED = {
    Outcome.WHITE_WIN: Outcome.BLACK_WIN,
    Outcome.BLACK_WIN: Outcome.WHITE_WIN,
    Outcome.WHITE_FORFEIT_WIN: Outcome.BLACK_FORFEIT_WIN,
    Outcome.BLACK_FORFEIT_WIN: Outcome.WHITE_FORFEIT_WIN,
}


class Game(CodeEnum):
    """The game played: it chooses the wording of the documents."""

    CHESS = "chess"
    DRAUGHTS = "draughts"


class NormExemption(CodeEnum):
    """Title-norm requirements the event waives by its kind (FIDE B.01 1.4.3)."""

    NONE = "none"
    """Every requirement applies."""
    NATIONAL = "national"
    """A national championship, national team championship, zonal or
    sub-zonal (1.4.3a–c): the federation requirements of 1.4.3 and 1.4.4 are
    waived."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a norm exemption"."""
        return _("a norm exemption")


@dataclass(frozen=True, slots=True)
class EventInfo:
    """What the documents print in their header; all optional."""

    name: str = ""
    """Event name."""
    site: str = ""
    """Venue or city."""
    federation: str = ""
    """Organising federation code."""
    start: dt.date | None = None
    """First day."""
    end: dt.date | None = None
    """Last day."""
    arbiter: str = ""
    """Chief arbiter."""
    deputy_arbiter: str = ""
    """Deputy chief arbiter."""
    time_control: str = ""
    """Time control as free text, e.g. ``90+30``."""
    game: Game = Game.CHESS
    """Chess or draughts: chooses the wording of the documents."""
    round_dates: tuple[dt.date | dt.datetime, ...] = ()
    """Date (or date and time) of each round, where known."""
    norm_exemption: NormExemption = NormExemption.NONE
    """Title-norm requirements the event waives (B.01 1.4.3a–c)."""
    url: str = ""
    """The event's site on the web (``https://...``), printed as a QR code
    on the wall papers and the hall screen."""
    round_times: tuple[dt.time, ...] = ()
    """The start time of each round, where the event gives one (for a round
    whose date in :attr:`round_dates` has no time of its own)."""
    start_time: dt.time | None = None
    """The start time of every round that :attr:`round_times` does not
    give one."""
    timezone: str = ""
    """The IANA name of the time zone the times are in (``Europe/Kyiv``);
    empty: the hall's local time, whatever the zone."""
    one_game_a_day: bool = False
    """A player plays at most one game a day (``[rules] one_game_a_day``):
    a game dated to a day on which the player has a game of another round
    is refused."""

    def round_day(self, number: int) -> dt.date | None:
        """The day of round ``number`` (:attr:`round_dates`), None where
        it has none.

        >>> info = EventInfo(round_dates=(dt.datetime(2026, 9, 9, 17, 30),))
        >>> info.round_day(1), info.round_day(2)
        (datetime.date(2026, 9, 9), None)
        """
        if not 1 <= number <= len(self.round_dates):
            return None
        day = self.round_dates[number - 1]
        return day.date() if isinstance(day, dt.datetime) else day

    def round_time(self, number: int) -> dt.time | None:
        """The start time of round ``number`` where the event gives one
        apart from its date: :attr:`round_times`'s, else :attr:`start_time`.

        >>> info = EventInfo(round_times=(dt.time(17, 0),), start_time=dt.time(18, 0))
        >>> info.round_time(1), info.round_time(2)
        (datetime.time(17, 0), datetime.time(18, 0))
        """
        times = self.round_times
        return times[number - 1] if 1 <= number <= len(times) else self.start_time

    def round_start(self, number: int) -> dt.date | dt.datetime | None:
        """When round ``number`` starts, where the event says: its date
        (:attr:`round_dates`) with its time (the date's own, else
        :attr:`round_time`); a date alone where no time is given; None for
        a round without a date.

        >>> info = EventInfo(
        ...     round_dates=(dt.date(2026, 9, 2), dt.datetime(2026, 9, 9, 17, 30)),
        ...     start_time=dt.time(18, 0),
        ... )
        >>> [str(info.round_start(k)) for k in (1, 2, 3)]
        ['2026-09-02 18:00:00', '2026-09-09 17:30:00', 'None']
        >>> EventInfo(round_dates=(dt.date(2026, 9, 2),)).round_start(1)
        datetime.date(2026, 9, 2)
        """
        if not 1 <= number <= len(self.round_dates):
            return None
        day = self.round_dates[number - 1]
        if isinstance(day, dt.datetime):
            return day
        time = self.round_time(number)
        return day if time is None else dt.datetime.combine(day, time)
