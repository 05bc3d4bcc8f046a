"""Schedules that follow pairings made elsewhere: another program, a national
table, players renumbered after the draw, last year's event.

:class:`PairingsBuilder` takes such games one at a time and checks, as each
comes, that they can still be a round robin; :func:`schedule_from_pairings`
does the same for whole rounds. The result is a :class:`Schedule` that is not
FIDE's Berger table, so who meets whom and when is read from its rounds
(:func:`schedule_meetings` here, the crosstable's meetings in
:mod:`berger.core.crosstable`) instead of from the table's closed form.

>>> rounds = [[(1, 2), (3, 4)], [(4, 1), (2, 3)], [(1, 3), (4, 2)]]
>>> s = schedule_from_pairings(4, rounds)
>>> s.berger_table, s.round(2).whites, s.round(2).blacks
(False, (4, 2), (1, 3))
>>> [(m.round, m.white, m.black) for m in schedule_meetings(s, 3, 1)]
[(3, 1, 3)]
"""

from __future__ import annotations

from collections.abc import Sequence

from berger.core.berger import (
    Meeting,
    build_schedule,
    check_cycles,
    check_pair,
    check_players,
    default_swap,
    even_size,
    meetings,
)
from berger.core.codes import CodeEnum
from berger.core.schedule import Round, Schedule
from berger.errors import ScheduleError
from berger.messages import _, ngettext


class ScheduleSource(CodeEnum):
    """Where an event's pairings come from (``--schedule``)."""

    BERGER = "berger"
    """FIDE's Berger table; results must be its games."""
    RESULTS = "results"
    """The results file's own pairings (or a TRF event's), checked to be a
    round robin."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a schedule source"."""
        return _("a schedule source")


def cycles_text(cycles: int) -> str:
    """``single round robin``, ``double round robin``, ``round robin of 3 cycles``
    (in the language installed)."""
    if cycles == 1:
        return _("single round robin")
    if cycles == 2:
        return _("double round robin")
    return ngettext(
        "round robin of {cycles} cycle", "round robin of {cycles} cycles", cycles
    ).format(cycles=cycles)


def _times(count: int) -> str:
    if count == 1:
        return _("once")
    if count == 2:
        return _("twice")
    return ngettext("{count} time", "{count} times", count).format(count=count)


def _numbers(numbers: Sequence[int]) -> str:
    shown = [str(k) for k in numbers[:5]]
    if len(numbers) > 5:
        shown.append(_("{count} more").format(count=len(numbers) - 5))
    if len(shown) == 1:
        return shown[0]
    return _("{items} and {last}").format(items=", ".join(shown[:-1]), last=shown[-1])


class PairingsBuilder:
    """The games of a round robin paired elsewhere, collected one at a time.

    Each game is checked as it comes: the round is a round of the event, the
    players are 1..n and differ, neither already plays in that round, and the
    pair has not met more often than a round robin allows (``cycles`` times;
    when ``cycles`` is not given, once in every N − 1 rounds reached so far).
    :meth:`build` then checks the rounds as a whole.
    """

    def __init__(self, n: int, *, cycles: int | None = None) -> None:
        """A builder for ``n`` players over ``cycles`` cycles (None: as many
        as the rounds given fill).

        Raises:
            ScheduleError: ``n`` outside 2..2000 or ``cycles`` < 1.
        """
        check_players(n)
        if cycles is not None:
            check_cycles(cycles)
        self.n = n
        """Number of players."""
        self.cycles = cycles
        """Cycles, or None when the rounds given decide."""
        self.per_cycle = even_size(n) - 1
        """Rounds in a cycle: N − 1."""
        self._games: dict[int, list[tuple[int, int]]] = {}
        self._playing: dict[tuple[int, int], tuple[int, int]] = {}
        self._met: dict[tuple[int, int], list[int]] = {}
        self._highest = 0

    def add(self, round_number: int, white: int, black: int) -> None:
        """Add the game ``white`` – ``black`` to the round (the same game
        given twice counts once).

        Raises:
            ScheduleError: a round outside the event, a player outside 1..n,
                a player against themselves, a player with two games in the
                round, or a pair that meets more often than a round robin
                allows; the message names the round and the pair.
        """
        r = round_number
        if r < 1:
            raise ScheduleError(
                _("{round} is not a round number (1 or more)").format(round=r)
            )
        if self.cycles is not None and r > self.cycles * self.per_cycle:
            total = self.cycles * self.per_cycle
            raise ScheduleError(
                ngettext(
                    "round {round} is beyond the event: a {event} of {n} players"
                    " has {rounds} round",
                    "round {round} is beyond the event: a {event} of {n} players"
                    " has {rounds} rounds",
                    total,
                ).format(
                    round=r, event=cycles_text(self.cycles), n=self.n, rounds=total
                )
            )
        for number in (white, black):
            if not 1 <= number <= self.n:
                raise ScheduleError(
                    _(
                        "round {round}: there is no player {number} (numbers 1–{n})"
                    ).format(round=r, number=number, n=self.n)
                )
        if white == black:
            raise ScheduleError(
                _("round {round}: {number} cannot play themselves").format(
                    round=r, number=white
                )
            )
        if self._playing.get((r, white)) == (white, black):
            return
        for number in (white, black):
            other = self._playing.get((r, number))
            if other is not None:
                raise ScheduleError(
                    _(
                        "round {round}: {number} plays twice,"
                        " {white1} – {black1} and {white2} – {black2}"
                    ).format(
                        round=r,
                        number=number,
                        white1=other[0],
                        black1=other[1],
                        white2=white,
                        black2=black,
                    )
                )
        pair = (min(white, black), max(white, black))
        met = self._met.setdefault(pair, [])
        highest = max(self._highest, r)
        allowed = self.cycles or -(-highest // self.per_cycle)
        if len(met) >= allowed:
            rounds = sorted(met)
            also = (
                _("round {round}").format(round=rounds[0])
                if len(rounds) == 1
                else _("rounds {rounds}").format(rounds=_numbers(rounds))
            )
            rule = (
                _("a {event} has each pair meet {times}").format(
                    event=cycles_text(self.cycles), times=_times(self.cycles)
                )
                if self.cycles is not None
                else ngettext(
                    "a round robin has each pair meet once in each cycle of"
                    " {rounds} round",
                    "a round robin has each pair meet once in each cycle of"
                    " {rounds} rounds",
                    self.per_cycle,
                ).format(rounds=self.per_cycle)
            )
            raise ScheduleError(
                _(
                    "round {round}: {white} – {black} meet again (also in {also});"
                    " {rule}"
                ).format(round=r, white=white, black=black, also=also, rule=rule)
            )
        met.append(r)
        self._highest = highest
        self._games.setdefault(r, []).append((white, black))
        self._playing[r, white] = self._playing[r, black] = (white, black)

    def build(self) -> Schedule:
        """The schedule of the games added, rounds 1 to the highest given,
        boards in the order the games came; with an odd number of players the
        one without a game has the bye. When the rounds are every round of
        FIDE's Berger table, that table is returned.

        Raises:
            ScheduleError: no games at all, a round without games below one
                with games, or a round in which a player has no game (but for
                the one bye of an odd number of players).
        """
        if not self._games:
            raise ScheduleError(_("there are no games to take the pairings from"))
        highest = max(self._games)
        cycles = self.cycles or -(-highest // self.per_cycle)
        everyone = self.n * (self.n + 1) // 2
        rounds: list[Round] = []
        for r in range(1, highest + 1):
            games = self._games.get(r)
            if not games:
                raise ScheduleError(
                    _(
                        "round {round} has no games, but round {highest} has: a round"
                        " robin's rounds come one after another"
                    ).format(round=r, highest=highest)
                )
            if len(games) < self.n // 2:
                idle = [p for p in range(1, self.n + 1) if (r, p) not in self._playing]
                message = (
                    _(
                        "round {round}: {players} has no game;"
                        " every player plays in every round"
                    )
                    if len(idle) == 1
                    else _(
                        "round {round}: {players} have no game;"
                        " every player plays in every round"
                    )
                )
                if self.n % 2:
                    message += " " + _("(one player has the bye)")
                raise ScheduleError(message.format(round=r, players=_numbers(idle)))
            whites = tuple(w for w, _b in games)
            blacks = tuple(b for _w, b in games)
            bye = everyone - sum(whites) - sum(blacks) if self.n % 2 else None
            rounds.append(Round(r, (r - 1) // self.per_cycle + 1, whites, blacks, bye))
        schedule = Schedule(
            n=self.n,
            cycles=cycles,
            swap_last_two=False,
            rounds=tuple(rounds),
            berger_table=False,
        )
        return _berger_table_if_it_is(schedule)


def _berger_table_if_it_is(schedule: Schedule) -> Schedule:
    """FIDE's Berger table when ``schedule`` has every one of its rounds
    (with either swap), else ``schedule``."""
    if not schedule.complete:
        return schedule
    swaps = (default_swap(schedule.cycles), not default_swap(schedule.cycles))
    for swap in swaps if schedule.cycles > 1 else swaps[:1]:
        table = build_schedule(schedule.n, cycles=schedule.cycles, swap_last_two=swap)
        if table.rounds == schedule.rounds:
            return table
    return schedule


def schedule_from_pairings(
    n: int,
    rounds: Sequence[Sequence[tuple[int, int]]],
    *,
    cycles: int | None = None,
) -> Schedule:
    """The schedule of ``rounds``: ``rounds[k]`` holds round k + 1's games as
    (white, black) in board order; with an odd ``n`` the player in no game
    has the bye. Checked as :class:`PairingsBuilder` checks: a round robin of
    ``cycles`` cycles (default: as many as the rounds fill), or its first
    rounds.

    Raises:
        ScheduleError: the first round or pair that breaks a round robin.
    """
    builder = PairingsBuilder(n, cycles=cycles)
    for number, games in enumerate(rounds, start=1):
        for white, black in games:
            builder.add(number, white, black)
    return builder.build()


def schedule_meetings(schedule: Schedule, a: int, b: int) -> tuple[Meeting, ...]:
    """Every game of ``a`` against ``b`` in ``schedule``, in round order: by
    the closed form for FIDE's Berger table, else read from the rounds.

    Raises:
        ScheduleError: a number outside 1..n, a == b, or (pairings that stop
            at the rounds known) no game of the two so far.
    """
    if schedule.berger_table:
        return meetings(
            a, b, n=schedule.n, cycles=schedule.cycles, swap=schedule.swap_last_two
        )
    check_pair(a, b, schedule.n)
    found = []
    for rnd in schedule.rounds:
        game = schedule.game_of(rnd.number, a)
        if game is not None and game.opponent_of(a) == b:
            found.append(Meeting(rnd.cycle, rnd.number, game.white, game.black))
    if not found:
        raise ScheduleError(
            _(
                "{a} and {b} do not meet in the rounds paired so far"
                " (1–{paired} of {planned})"
            ).format(
                a=a, b=b, paired=len(schedule.rounds), planned=schedule.planned_rounds
            )
        )
    return tuple(found)
