"""The Berger table: who plays whom, in which round, with which colour.

Two independent descriptions of the same table live here and are tested
against each other: :func:`build_schedule` constructs it round by round (the
FIDE tables, board order included), and :func:`round_of` / :func:`white_of`
are the seeds' closed-form rules.

>>> round_of(2, 5, n=8), round_of(4, 6, n=8), round_of(4, 8, n=8), round_of(7, 8, n=8)
(6, 2, 7, 6)
>>> white_of(2, 5, n=8), white_of(4, 8, n=8)
(2, 4)
"""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.model import MAX_PLAYERS, MIN_PLAYERS
from berger.core.schedule import Round, Schedule
from berger.errors import ScheduleError
from berger.messages import _


def even_size(n: int) -> int:
    """N: the table size for ``n`` players (n, or n + 1 with a phantom when odd).

    >>> even_size(7), even_size(8)
    (8, 8)
    """
    return n + n % 2


def check_players(n: int) -> None:
    """Refuse a player count outside 2..2000.

    Raises:
        ScheduleError: ``n`` is out of range.
    """
    if n < MIN_PLAYERS:
        raise ScheduleError(
            _("a round robin needs at least {minimum} players, got {n}").format(
                minimum=MIN_PLAYERS, n=n
            )
        )
    if n > MAX_PLAYERS:
        raise ScheduleError(
            _("at most {maximum} players are supported, got {n}").format(
                maximum=MAX_PLAYERS, n=n
            )
        )


def check_pair(i: int, j: int, n: int) -> int:
    """Refuse a pair that cannot meet among ``n`` players; return N.

    Raises:
        ScheduleError: ``n`` out of range, a number outside 1..n, or i == j.
    """
    check_players(n)
    size = even_size(n)
    for number in (i, j):
        if not 1 <= number <= n:
            raise ScheduleError(
                _("player {number} is not in 1..{n}").format(number=number, n=n)
            )
    if i == j:
        raise ScheduleError(
            _("player {number} cannot play themselves").format(number=i)
        )
    return size


def round_of(i: int, j: int, *, n: int) -> int:
    """The round (1..N−1) of the FIDE table in which ``i`` and ``j`` meet.

    The seeds' rule: s = i + j; round s − 1 if s ≤ N, else s − N. Against N:
    m = 2·i; m − 1 if m ≤ N, else m − N.

    Raises:
        ScheduleError: a number outside 1..n, or i == j.
    """
    size = check_pair(i, j, n)
    low, high = min(i, j), max(i, j)
    total = 2 * low if high == size else low + high
    return total - 1 if total <= size else total - size


def white_of(i: int, j: int, *, n: int) -> int:
    """The number that has white when ``i`` and ``j`` meet in the first cycle.

    N has black against 1..N/2 and white against the rest; otherwise an even
    sum gives white to the larger number, an odd sum to the smaller.

    Raises:
        ScheduleError: a number outside 1..n, or i == j.
    """
    size = check_pair(i, j, n)
    low, high = min(i, j), max(i, j)
    if high == size:
        return low if low <= size // 2 else high
    return high if (low + high) % 2 == 0 else low


@dataclass(frozen=True, slots=True)
class Meeting:
    """One game between two given players: when, and who has white."""

    cycle: int
    """Cycle, 1-based."""
    round: int
    """Round of the event, counting across cycles."""
    white: int
    """Pairing number with white."""
    black: int
    """Pairing number with black."""


def default_swap(cycles: int) -> bool:
    """Whether the FIDE swap of the last two rounds is on by default (K ≥ 2)."""
    return cycles >= 2


def event_round(
    table_round: int, cycle: int, *, n: int, cycles: int, swap: bool
) -> int:
    """Where round ``table_round`` of the FIDE table is played in ``cycle``.

    With the swap, the last two rounds of every cycle but the last change
    places, so nobody gets the same colour three times running at the turn.
    With 3 or 4 players a cycle has only three rounds, so the swap at the end
    of one cycle would meet the one at the start of the next; there every
    even cycle but the last is played in reverse order (3, 2, 1) instead,
    which keeps every colour run at two or less.

    >>> [event_round(r, 1, n=8, cycles=2, swap=True) for r in (5, 6, 7)]
    [5, 7, 6]
    >>> event_round(6, 2, n=8, cycles=2, swap=True)
    13
    >>> [event_round(r, 2, n=4, cycles=3, swap=True) for r in (1, 2, 3)]
    [6, 5, 4]
    """
    per_cycle = even_size(n) - 1
    slot = table_round
    if swap and cycle < cycles and per_cycle >= 2:
        if per_cycle == 3 and cycle % 2 == 0:
            slot = per_cycle + 1 - table_round
        elif table_round >= per_cycle - 1:
            slot = 2 * per_cycle - 1 - table_round
    return (cycle - 1) * per_cycle + slot


def meetings(
    i: int, j: int, *, n: int, cycles: int = 1, swap: bool | None = None
) -> tuple[Meeting, ...]:
    """Every game of ``i`` against ``j`` in an event of ``cycles`` cycles.

    Colours reverse in even cycles.

    Raises:
        ScheduleError: a number outside 1..n, i == j, or cycles < 1.
    """
    check_cycles(cycles)
    swap = default_swap(cycles) if swap is None else swap
    table_round = round_of(i, j, n=n)
    white = white_of(i, j, n=n)
    black = i + j - white
    return tuple(
        Meeting(
            cycle,
            event_round(table_round, cycle, n=n, cycles=cycles, swap=swap),
            white if cycle % 2 else black,
            black if cycle % 2 else white,
        )
        for cycle in range(1, cycles + 1)
    )


def check_cycles(cycles: int) -> None:
    """Refuse a number of cycles below 1.

    Raises:
        ScheduleError: ``cycles`` < 1.
    """
    if cycles < 1:
        raise ScheduleError(
            _("cycles must be at least 1, got {cycles}").format(cycles=cycles)
        )


def _table(n: int) -> list[tuple[tuple[int, ...], tuple[int, ...], int | None]]:
    """The FIDE table for ``n`` players: (whites, blacks, bye) per round.

    Round r (0-based) starts its ascending run at x = r·N/2 mod (N−1): board 1
    is x+1 against N (N on the right in odd rounds, on the left in even ones);
    board b ≥ 2 is x+b against x+2−b, numbers taken modulo N−1 in 1..N−1.
    This is the seeds' fill rule written out; slicing keeps it fast.
    """
    size = even_size(n)
    half = size // 2
    mod = size - 1
    # ring[k] == (k mod (N-1)) + 1 for k in a range wide enough for every slice
    ring = [k % mod + 1 for k in range(-mod, 2 * mod)]
    rounds = []
    for r in range(mod):
        x = r * half % mod
        first = x + 1
        lefts = ring[mod + x + 1 : mod + x + half]  # x+2 .. x+half
        rights = ring[mod + x + 1 - half : mod + x][::-1]  # x .. x+2-half
        if r % 2 == 0:
            white0, black0 = first, size
        else:
            white0, black0 = size, first
        if n == size:
            whites = (white0, *lefts)
            blacks = (black0, *rights)
            bye = None
        else:
            whites, blacks, bye = tuple(lefts), tuple(rights), first
        rounds.append((whites, blacks, bye))
    return rounds


def build_schedule(
    n: int, *, cycles: int = 1, swap_last_two: bool | None = None
) -> Schedule:
    """The full schedule for ``n`` players over ``cycles`` cycles.

    Board order is exactly that of the FIDE tables, counting real games only;
    colours reverse in even cycles; with ``swap_last_two`` (default: on when
    ``cycles`` ≥ 2) the last two rounds of every cycle but the last are
    played in swapped order (see :func:`event_round`).

    >>> s = build_schedule(8)
    >>> [(g.white, g.black) for g in s.round(2).games]
    [(8, 5), (6, 4), (7, 3), (1, 2)]
    >>> build_schedule(7).round(1).bye
    1

    Raises:
        ScheduleError: ``n`` outside 2..2000 or ``cycles`` < 1.
    """
    check_players(n)
    check_cycles(cycles)
    swap = default_swap(cycles) if swap_last_two is None else swap_last_two
    table = _table(n)
    rounds: list[Round] = []
    for cycle in range(1, cycles + 1):
        played = sorted(
            (event_round(r, cycle, n=n, cycles=cycles, swap=swap), r)
            for r in range(1, len(table) + 1)
        )
        for number, table_round in played:
            whites, blacks, bye = table[table_round - 1]
            if cycle % 2 == 0:
                whites, blacks = blacks, whites
            rounds.append(Round(number, cycle, whites, blacks, bye))
    return Schedule(
        n=n, cycles=cycles, swap_last_two=swap, rounds=tuple(rounds), berger_table=True
    )
