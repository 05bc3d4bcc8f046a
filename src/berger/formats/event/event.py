"""An EVENT's settings: the options an event file or the command line gives
(:class:`Options`), the event as read with them applied
(:class:`EventConfig`), and the one reading of the settings both can give.

Reading an EVENT is in :mod:`berger.formats.event.event_loader` (one round robin)
and :mod:`berger.formats.event.event_groups` (an event with several groups).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from berger.core.bounds import show, whole_number
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game, Player
from berger.core.pairings import ScheduleSource
from berger.core.ratings.tables import MAX_RATING
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.standings import Ties
from berger.core.withdrawal import WithdrawalRule
from berger.errors import BergerError, InputError
from berger.formats.event.output import Language, PaperSize
from berger.formats.exchange.fide_list import RatingKind
from berger.messages import _

if TYPE_CHECKING:
    from berger.formats.event.draughts import DraughtsRules
    from berger.formats.event.playoff import PlayoffConfig
    from berger.formats.event.prizes import Prizes
    from berger.formats.event.ranks import RankSettings
    from berger.formats.event.team_event import TeamSetup
    from berger.formats.exchange.trf import TrfResults

EVENT_FILE = "event.toml"
"""The file an event folder holds its settings in."""
SKIP: Literal["skip"] = "skip"
"""``unrated = "skip"``: a rating-based value that needs an unrated player's
rating is left empty."""
Unrated = int | Literal["skip"]
"""The ``unrated`` setting: the rating an unrated player counts as, or skip."""


@dataclass(frozen=True, slots=True)
class Options:
    """Settings an event file or the command line can give; None means "not given"."""

    results: Path | None = None
    """Results file (CSV, PGN, TRF or the event's workbook)."""
    cycles: int | None = None
    """Number of cycles."""
    swap_last_two: bool | None = None
    """FIDE swap of the last two rounds of a cycle before the next."""
    numbering: Numbering | None = None
    """How pairing numbers are assigned."""
    seed: int | None = None
    """Seed of a random or Varma draw."""
    scoring: ScoringSystem | None = None
    """Points per result."""
    tiebreaks: tuple[str, ...] | None = None
    """Tiebreak codes in order (TRF record 202 spelling) or a preset name."""
    unrated: Unrated | None = None
    """The rating unrated players count as in the rating-based tiebreaks, or
    :data:`SKIP` (the default)."""
    ties: Ties | None = None
    """Players level after the whole chain share the place (default) or are
    ordered by lots drawn with the event's seed."""
    rated: bool | None = None
    """Whether the event is rated: the standings show each player's rating
    change (by default for a chess event with ratings)."""
    language: Language | None = None
    """Document language."""
    paper: PaperSize | None = None
    """Paper size."""
    templates: Path | None = None
    """A folder whose templates override the built-in ones by file name."""
    withdrawal: WithdrawalRule | None = None
    """What happens to a withdrawn player's games (default: the half rule)."""
    schedule: ScheduleSource | None = None
    """Where the pairings come from: FIDE's Berger table, or the results'
    own (default: the Berger table, or a TRF event's own pairings when they
    are not the table)."""
    rating_list: Path | None = None
    """FIDE's rating list file that fills in the players the participants
    file gives by FIDE id."""
    rating_kind: RatingKind | None = None
    """Which FIDE rating the event is rated in: the list's standard (the
    default), rapid or blitz ratings."""

    def over(self, base: Options) -> Options:
        """These options, with ``base`` filling what is not given."""
        return Options(
            **{
                f.name: getattr(self, f.name)
                if getattr(self, f.name) is not None
                else getattr(base, f.name)
                for f in fields(self)
            }
        )


class ChainFrom(Enum):
    """Where an event's tie-break chain comes from."""

    COMMAND_LINE = "command line"
    """``--tiebreaks``."""
    EVENT = "event"
    """The event's file (``[rules] tiebreaks``, a TRF's record 202)."""
    DISCIPLINE = "discipline"
    """A draughts discipline's default (its rules' text:
    :attr:`~berger.core.disciplines.DisciplineFacts.source`)."""
    DEFAULT = "default"
    """berger's default."""


@dataclass(frozen=True, slots=True)
class EventConfig:
    """An event as read, options applied; nothing numbered or scheduled yet."""

    source: Path
    """The EVENT argument as given."""
    folder: Path
    """Where relative paths are resolved and ``out/`` goes by default."""
    info: EventInfo
    """Header data."""
    players: tuple[Player, ...]
    """Players in list order."""
    players_file: str
    """How the participants file is named in messages."""
    options: Options = field(default_factory=Options)
    """Every setting, event file and command line merged."""
    trf_results: TrfResults | None = None
    """The games and byes that came inside a TRF event file, as the file
    numbers its players (which the event keeps as list order)."""
    teams: TeamSetup | None = None
    """A team event's teams and team settings (``players`` is then empty);
    None for an individual event."""
    own_pairings: bool = False
    """The schedule follows the EVENT's own pairings (a TRF's round blocks):
    they are not FIDE's Berger table, or ``--schedule results`` asked for
    them with no results file given."""
    notes: tuple[str, ...] = ()
    """What the user is to be told once, on reading the event (a TRF whose
    pairings are not the Berger table)."""
    remarks: tuple[str, ...] = ()
    """What reading the event tells the user, no warning: the rating list
    that filled in the players, and its month."""
    prizes: Prizes | None = None
    """The prize lists (``[[prizes]]``) and their rules, or None."""
    playoff: PlayoffConfig | None = None
    """The play-off for tied places (``[playoff]``), or None."""
    draughts: DraughtsRules | None = None
    """A draughts event's discipline, micro-matches and opening ballot
    (``[event] discipline`` and the draughts keys of ``[rules]``), or None."""
    ranks: RankSettings | None = None
    """The table of rank norms and the judges' panel (``[ranks]``), or None."""
    chain_from: ChainFrom = ChainFrom.DEFAULT
    """Where the tie-break chain (``options.tiebreaks``) comes from."""

    @property
    def follows_results(self) -> bool:
        """The schedule is made from pairings (the EVENT's own, or the
        results file's) rather than FIDE's Berger table."""
        return self.own_pairings or self.options.schedule is ScheduleSource.RESULTS

    @property
    def cycles(self) -> int:
        """Cycles, default 1."""
        return self.options.cycles or 1

    @property
    def numbering(self) -> Numbering:
        """Numbering method, default list order."""
        return self.options.numbering or Numbering.LIST

    @property
    def scoring(self) -> ScoringSystem:
        """Scoring, default chess."""
        return self.options.scoring or CHESS

    @property
    def unrated(self) -> int | None:
        """The rating unrated players count as, or None to skip (the default)."""
        value = self.options.unrated
        return None if value is None or value == SKIP else value

    @property
    def ties(self) -> Ties:
        """What becomes of players level after the chain, default shared places."""
        return self.options.ties or Ties.SHARE

    @property
    def language(self) -> Language:
        """Document language, default English."""
        return self.options.language or Language.EN

    @property
    def paper(self) -> PaperSize:
        """Paper size, default A4."""
        return self.options.paper or PaperSize.A4

    @property
    def rated(self) -> bool:
        """The standings show rating changes: some player has a rating, and
        the event is rated (``rated``; by default a chess event is)."""
        rated = self.options.rated
        if rated is None:
            rated = self.info.game is Game.CHESS
        return rated and any(p.rating is not None for p in self.players)

    @contextmanager
    def scheduling(self) -> Iterator[None]:
        """Report what stops the event being scheduled (too few players, a
        Varma draw that does not apply, ...) against its participants file.

        Raises:
            InputError: for any :class:`BergerError` inside.
        """
        try:
            yield
        except InputError:
            raise
        except BergerError as exc:
            raise InputError(str(exc), path=self.players_file) from None


def event_file(event: Path) -> Path:
    """The EVENT's own file: ``event.toml`` in an event folder, else the file
    itself."""
    return event / EVENT_FILE if event.is_dir() else event


def missing_results(
    config: EventConfig, *, why: str = "", other: str = ""
) -> InputError:
    """The error for a use that needs results when the event has none: it
    says how to give them, and ``other``, what does without them (``why``:
    ``to export as CSV``, ``other``: ``a TRF export``, each in the language
    installed)."""
    if why and other:
        message = _(
            "no results {why}: give --results FILE or results = ... in event.toml"
            " ({other} needs none)"
        )
    elif why:
        message = _(
            "no results {why}: give --results FILE or results = ... in event.toml"
        )
    elif other:
        message = _(
            "no results: give --results FILE or results = ... in event.toml"
            " ({other} needs none)"
        )
    else:
        message = _("no results: give --results FILE or results = ... in event.toml")
    return InputError(message.format(why=why, other=other), path=config.source)


def tiebreak_codes(
    value: str | list[object], *, path: str | None = None, field: str | None = None
) -> tuple[str, ...]:
    """The tiebreak codes of ``SB,ARO`` or ``["SB", "ARO"]`` (or a preset name),
    in order: the one reading of ``--tiebreaks`` and ``[rules] tiebreaks``.

    Raises:
        InputError: no code at all.
    """
    items = [value] if isinstance(value, str) else value
    codes = tuple(
        code.strip() for item in items for code in str(item).split(",") if code.strip()
    )
    if not codes:
        raise InputError(
            _("give at least one tiebreak code, e.g. SB,ARO"), path=path, field=field
        )
    return codes


def unrated_setting(
    value: object, *, path: str | None = None, field: str | None = None
) -> Unrated:
    """``skip`` or a whole number 0..4000 (``1400``, ``"1400"``): the one
    reading of ``--unrated`` and ``[rules] unrated``.

    >>> unrated_setting(" Skip "), unrated_setting("1400"), unrated_setting(0)
    ('skip', 1400, 0)

    Raises:
        InputError: anything else.
    """
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and text.lower() == SKIP:
        return SKIP
    if isinstance(text, str) and not (text.isascii() and text.isdigit()):
        text = None
    if isinstance(text, int | str) and not isinstance(text, bool):
        with suppress(InputError):
            return whole_number(text, 0, MAX_RATING)
    raise InputError(
        _(
            "{value} is not a rating for unrated players"
            " (skip, or a whole number 0–{high})"
        ).format(value=show(value), high=MAX_RATING),
        path=path,
        field=field,
    )
