"""Standings of a micro-match event.

Without match points the games are the event's games: the standings are
those of the games' crosstable (:func:`berger.core.standings.
compute_standings`), every tie-break counting single games, in the event's
rounds.

With match points (``[rules] match_points``) the standings rank by the
micro-matches' points first and the games' points second, as a team event
ranks by match and game points (:mod:`berger.core.teams.standings`), then by
the chain, each code computed on the micro-matches (their crosstable in
match points) or, written with TRF-2026's ``:GP`` after it (``SB:GP``,
``DE:GP``), on the games; ``:MP`` names the micro-matches explicitly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from berger.core.crosstable import Crosstable
from berger.core.micro.table import MicroMatchTable
from berger.core.standings import (
    Standing,
    Standings,
    Ties,
    chain_steps,
    chain_values,
    compute_standings,
    rank_groups,
    ranked_rows,
)
from berger.core.teams.event import Primary
from berger.core.teams.standings import score_names
from berger.core.tiebreaks.chain import compute_tiebreaks
from berger.core.tiebreaks.codes import DEFAULT_CHAIN, PRESET_CHAINS, parse_code
from berger.core.tiebreaks.model import Tiebreak
from berger.core.tiebreaks.values import Value
from berger.errors import InputError
from berger.messages import _

LEVELS = ("MP", "GP")
"""What a code of the chain counts: the micro-matches or the games."""


def compute_micro_standings(
    table: MicroMatchTable,
    chain: Sequence[str] = DEFAULT_CHAIN,
    *,
    unrated: int | None = None,
    ties: Ties = Ties.SHARE,
    seed: int | None = None,
) -> Standings:
    """Rank the players of a micro-match event (see the module).

    Raises:
        InputError: an unknown tie-break code, or ``:MP``/``:GP`` where the
            event has no match points.
        ValueError: ``Ties.LOTS`` without a seed.
    """
    if table.matches is None:
        if any(":" in code for code in chain):
            raise InputError(
                _(
                    "{code!r}: :MP and :GP name the micro-matches or the games"
                    " where the event has match points"
                ).format(code=next(code for code in chain if ":" in code)),
                field="tiebreaks",
            )
        standings = compute_standings(
            table.games, chain, unrated=unrated, ties=ties, seed=seed
        )
        return replace(standings, after_round=table.after_round)
    if ties is Ties.LOTS and seed is None:
        raise ValueError("a drawing of lots needs a seed")
    return _by_match_points(table, table.matches, chain, unrated, ties, seed)


def parse_micro_chain(codes: Sequence[str]) -> tuple[tuple[str, Tiebreak, str], ...]:
    """The chain of an event with match points: each code as given
    (upper-cased, presets expanded, ``PTS`` and repeats dropped), its
    tie-break, and what it counts (``MP`` or ``GP``).

    >>> [(key, level) for key, _, level in parse_micro_chain(["de", "sb:gp"])]
    [('DE', 'MP'), ('SB:GP', 'GP')]

    Raises:
        InputError: an unknown code or level (field ``tiebreaks``).
    """
    out: dict[tuple[str, int, int, bool, str], tuple[str, Tiebreak, str]] = {}
    for code in codes:
        text = "".join(code.split()).upper()
        if not text or text == "PTS":
            continue
        head, colon, level = text.partition(":")
        if colon and level not in LEVELS:
            raise InputError(
                _("{code!r}: :{level} is neither :MP nor :GP").format(
                    code=code, level=level
                ),
                field="tiebreaks",
            )
        level = level or "MP"
        for item in PRESET_CHAINS.get(head.lower()) or (head,):
            tiebreak = parse_code(item)
            key = tiebreak.key + (colon + level if colon else "")
            meaning = (
                tiebreak.name,
                tiebreak.cut,
                tiebreak.limit,
                tiebreak.reverse,
                level,
            )
            out.setdefault(meaning, (key, tiebreak, level))
    return tuple(out.values())


def _by_match_points(
    table: MicroMatchTable,
    matches: Crosstable,
    chain: Sequence[str],
    unrated: int | None,
    ties: Ties,
    seed: int | None,
) -> Standings:
    codes = parse_micro_chain(chain)
    crosstables = {"MP": matches, "GP": table.games}
    values: dict[str, tuple[Value, ...]] = {}
    for level, crosstable in crosstables.items():
        own = [(key, t) for key, t, at in codes if at == level]
        computed = compute_tiebreaks(
            crosstable, [t.key for _, t in own], unrated=unrated
        )
        values.update({key: computed[t.key] for key, t in own if t.key in computed})
    struck = matches.struck
    numbers = range(1, table.event.n + 1)
    scores = {p: (matches.points[p - 1], table.games.points[p - 1]) for p in numbers}

    def key(p: int) -> tuple[bool, Fraction, Fraction]:
        return (not struck[p - 1], *scores[p])

    chain = tuple(code for code, _, _ in codes)
    chain_of = [(code, t, crosstables[level]) for code, t, level in codes]
    steps = chain_steps(chain_of, numbers, key, values)
    groups, shown, cuts = rank_groups(numbers, key, steps)

    def line(player: int, place: str, rank: int, lots: bool) -> Standing:
        return Standing(
            place=place,
            rank=rank,
            number=player,
            scores=scores[player],
            tiebreaks=chain_values(chain, values, shown, player),
            withdrawn_after=matches.withdrawn[player - 1],
            struck=struck[player - 1],
            lots=lots,
        )

    return Standings(
        after_round=table.after_round,
        chain=chain,
        rows=ranked_rows(
            groups,
            line,
            draw=random.Random(seed) if ties is Ties.LOTS else None,
            by_lot=lambda group: not struck[group[0] - 1],
        ),
        final=table.final,
        unrated=unrated,
        ties=ties,
        seed=seed if ties is Ties.LOTS else None,
        scores=score_names(Primary.MATCH),
        cuts=cuts,
    )
