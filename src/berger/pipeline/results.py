"""Use cases: the event's results, and what they count to: the crosstable,
the standings and the rating changes, with the event's rules."""

from __future__ import annotations

from berger.core.crosstable import Crosstable, WithdrawalRule, build_crosstable
from berger.core.rating_change import RatingChange, rating_changes
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings, Ties, compute_standings
from berger.core.tiebreaks import DEFAULT_CHAIN
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event import EventConfig, missing_results


def require_results(
    config: EventConfig, tournament: Tournament, *, why: str = "", other: str = ""
) -> Results:
    """The event's results, which this use needs.

    Raises:
        InputError: there are none (the message says how to give them, and
            ``other``, what does without them), or as :func:`load_results`.
    """
    results = load_results(config, tournament)
    if results is None:
        raise missing_results(config, why=why, other=other)
    return results


def load_results(config: EventConfig, tournament: Tournament) -> Results | None:
    """The event's results: from ``--results`` / ``results =`` by file type, or
    those inside a TRF EVENT; None when there are none.

    Raises:
        InputError: an unknown file type or anything the reader refuses.
    """
    path = config.options.results
    if path is None:
        if config.trf_results is None:
            return None
        from berger.formats.trf import results_from_trf

        results = results_from_trf(config.trf_results, tournament)
        return results if results.outcomes or results.withdrawn else None
    from berger.formats.results_file import read_results

    return read_results(path, tournament)


def no_results(tournament: Tournament) -> Results:
    """The results before any game: only the withdrawals the participants
    list gives.

    Raises:
        ScheduleError: a withdrawal round beyond the schedule.
    """
    return ResultsBuilder.for_tournament(tournament).build()


def crosstable_for(
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> Crosstable:
    """The crosstable after ``after_round`` (default: the last round with a
    result), with the event's withdrawal rule (``--withdrawal`` /
    ``[rules] withdrawal``, default the half rule).

    Raises:
        BergerError: a round beyond the schedule.
    """
    return build_crosstable(
        tournament,
        results,
        after_round=after_round,
        withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
    )


def standings_for(
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> tuple[Crosstable, Standings]:
    """The crosstable (see :func:`crosstable_for`) and standings after
    ``after_round``, with the event's tiebreak chain, ``unrated`` and
    ``ties`` settings (lots drawn with the event's seed, see
    :func:`~berger.pipeline.event.seeded`).

    Raises:
        BergerError: a round beyond the schedule, an unknown tiebreak code,
            lots to draw without a seed (an event not opened by
            :func:`~berger.pipeline.event.open_groups` nor
            :func:`~berger.pipeline.event.seeded`).
    """
    crosstable = crosstable_for(config, tournament, results, after_round=after_round)
    seed = config.options.seed
    if config.ties is Ties.LOTS and seed is None:
        raise InputError(
            'ties = "lots" needs a seed: give --seed S or [rules] seed',
            path=config.source,
        )
    standings = compute_standings(
        crosstable,
        config.options.tiebreaks or DEFAULT_CHAIN,
        unrated=config.unrated,
        ties=config.ties,
        seed=seed,
    )
    return crosstable, standings


def rating_changes_for(
    config: EventConfig, crosstable: Crosstable
) -> tuple[RatingChange, ...] | None:
    """Every player's rating change over the crosstable's rounds, in
    pairing-number order, when the event is rated (see
    :attr:`EventConfig.rated`); else None."""
    return rating_changes(crosstable) if config.rated else None
