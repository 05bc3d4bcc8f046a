"""What an event of players counts, and the helpers its outputs share:
the crosstable with the event's withdrawal rule, the results before any
game, the title norms (see :mod:`berger.pipeline.players.variant`)."""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import Game, NormExemption
from berger.core.norms.assess import assess_norms
from berger.core.norms.report import NormReport
from berger.core.ratings.change import RatingChange
from berger.core.results import Results, ResultsBuilder
from berger.core.tiebreaks.codes import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.event import EventConfig
from berger.messages import _
from berger.pipeline.counted import Counted


@dataclass(frozen=True, slots=True)
class PlayerCounted(Counted):
    """The results of an event of players counted: with a rated event's
    rating changes."""

    changes: tuple[RatingChange, ...] | None = None
    """A rated event's rating changes, in pairing-number order; else None."""


def player_chain(codes: tuple[str, ...] | None) -> tuple[str, ...]:
    """The codes as given (presets expanded; default SB, ARO).

    Raises:
        InputError: an unknown code.
    """
    return parse_chain(codes or DEFAULT_CHAIN)


def player_crosstable(
    config: EventConfig,
    event: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> Crosstable:
    """The crosstable after ``after_round``, with the event's withdrawal
    rule (``--withdrawal`` / ``[rules] withdrawal``, default the half rule).

    Raises:
        BergerError: a round beyond the schedule.
    """
    return build_crosstable(
        event,
        results,
        after_round=after_round,
        withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
    )


def withdrawals(event: Tournament) -> Results:
    """The results before any game: only the withdrawals the participants
    list gives."""
    return ResultsBuilder.for_tournament(event).build()


def norms_apply(config: EventConfig, event: Tournament) -> bool:
    """Title norms concern the event: a chess event where some player has a
    rating or a FIDE title (the pack has ``norms.pdf`` then)."""
    return config.info.game is Game.CHESS and any(
        p.rating is not None or p.fide_title is not None for p in event.players
    )


def chess_only(config: EventConfig) -> None:
    """Refuse a draughts event: title norms are FIDE's, for chess.

    Raises:
        InputError: naming the event's game.
    """
    game = config.info.game
    if game is not Game.CHESS:
        raise InputError(
            _("title norms are FIDE's, for chess; this is a {game} event").format(
                game=game
            ),
            path=config.source,
            field="event.game",
        )


def norms_of(config: EventConfig, crosstable: Crosstable) -> NormReport:
    """Every player's title norms over ``crosstable``: with no result in it
    the forecast; ``[event] norm_exemption = "national"`` waives the
    federation requirements.

    Raises:
        InputError: a draughts event (norms are FIDE's chess titles).
    """
    chess_only(config)
    national = config.info.norm_exemption is NormExemption.NATIONAL
    return assess_norms(crosstable, exempt_federations=national)
