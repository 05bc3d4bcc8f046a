"""The opening ballot of a draughts event: a table of openings (a number, the
moves, the position they reach) and the draw that gives each game of the
schedule its opening, one per board or one per round.

The draw is made from a seed, round by round in playing order, so the same
seed always gives the same openings and a round's openings do not change
when later rounds are paired. A draw may also go on from openings drawn
before (a draw kept in a file, made at the table or by an earlier run):
those stay as they are and count as had. Within a round every board gets
an opening of its own (``BallotDraw.BOARD``) or all boards the same one
(``BallotDraw.ROUND``); either way no player is given an opening a second
time while the table has one left that neither player of the game has had
(and, by board, no other board of the round has). A micro-match's games are
one board of the schedule: they share its opening.

The tables themselves are the field's data: pydraughts' ballot files
(``russian.json``, ``brazilian.json``, ...) or the event's own file, read
at the pipeline's edge; here a table is a sequence of :class:`Opening`.

Nothing here reads files, looks at the clock or draws random numbers
except from the seed it is given.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from berger.core.codes import CodeEnum
from berger.core.schedule import Schedule
from berger.errors import InputError
from berger.messages import _


@dataclass(frozen=True, slots=True)
class Opening:
    """One opening of a ballot table."""

    number: str
    """Its number in the table, as the table writes it: ``I-3``, ``1-IX``, ``001``."""
    moves: str
    """The moves that make it, as the table writes them: ``ab4 ba5 ba3 ab6``
    (empty where the table gives a position only)."""
    position: str
    """The position the moves reach, as a PDN FEN (``W:Wa1,c3,...:Ba5,...``;
    the side to move first)."""

    def __str__(self) -> str:
        return f"{self.number}: {self.moves}" if self.moves else self.number


def split_key(key: str) -> tuple[str, str]:
    """A ballot's number and moves from the one text pydraughts' ballot
    files key it by (``"I-3: ab4 ba5 ba3 ab6"``, ``"1-I cd4 ba5 dc5"``,
    ``"001 09-13 21-17 05-09"``, ``"7"``).

    >>> split_key("I-3: ab4 ba5 ba3 ab6")
    ('I-3', 'ab4 ba5 ba3 ab6')
    >>> split_key("1-I cd4 ba5 dc5"), split_key("7")
    (('1-I', 'cd4 ba5 dc5'), ('7', ''))
    """
    head, _sep, rest = key.strip().partition(" ")
    return head.removesuffix(":"), rest.strip()


def check_table(table: Sequence[Opening]) -> None:
    """Refuse a table without openings, an opening without a number or a
    position, and a number used twice.

    Raises:
        InputError: naming the opening at fault (field ``ballot``).
    """
    if not table:
        raise InputError(_("the ballot table has no openings"), field="ballot")
    seen: set[str] = set()
    for opening in table:
        if not opening.number.strip():
            raise InputError(
                _("an opening of the ballot table has no number"), field="ballot"
            )
        if not opening.position.strip():
            raise InputError(
                _("opening {number} of the ballot table has no position").format(
                    number=opening.number
                ),
                field="ballot",
            )
        if opening.number in seen:
            raise InputError(
                _("opening {number} is twice in the ballot table").format(
                    number=opening.number
                ),
                field="ballot",
            )
        seen.add(opening.number)


class BallotDraw(CodeEnum):
    """What one opening is drawn for (``[rules] ballot_draw``)."""

    BOARD = "board"
    """Each board of a round its own opening."""
    ROUND = "round"
    """One opening for every board of the round."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a ballot draw"."""
        return _("a ballot draw")


@dataclass(frozen=True, slots=True)
class Openings:
    """The openings drawn for an event's games."""

    table: tuple[Opening, ...]
    """The table drawn from."""
    draw: BallotDraw
    """By board or by round."""
    seed: int | None
    """The seed drawn with; None for a draw kept in the event's file (made
    round by round, or at the table)."""
    drawn: Mapping[tuple[int, int], int]
    """(round, board) -> the index in :attr:`table` of that game's opening
    (a round not drawn yet has none)."""

    def opening(self, round_number: int, board: int) -> Opening:
        """The opening of the game on ``board`` of the round.

        Raises:
            KeyError: no such game.
        """
        return self.table[self.drawn[round_number, board]]

    def of_round(self, round_number: int) -> tuple[Opening, ...]:
        """The round's openings in board order (none for a round not drawn)."""
        boards = sorted(b for r, b in self.drawn if r == round_number)
        return tuple(self.opening(round_number, b) for b in boards)

    def find(self, round_number: int, board: int) -> Opening | None:
        """The opening of the game on ``board`` of the round, or None where
        none is drawn yet."""
        index = self.drawn.get((round_number, board))
        return None if index is None else self.table[index]

    def undrawn(self, schedule: Schedule) -> tuple[int, ...]:
        """The rounds of ``schedule`` with a game that has no opening yet."""
        return tuple(
            rnd.number
            for rnd in schedule.rounds
            if any((rnd.number, game.board) not in self.drawn for game in rnd.games)
        )

    def given(self, schedule: Schedule, player: int) -> tuple[Opening, ...]:
        """The openings of ``player``'s games, round by round."""
        out = []
        for rnd in schedule.rounds:
            for board, (white, black) in enumerate(
                zip(rnd.whites, rnd.blacks, strict=True), start=1
            ):
                if player in (white, black) and (rnd.number, board) in self.drawn:
                    out.append(self.opening(rnd.number, board))
        return tuple(out)


def draw_openings(
    table: Sequence[Opening],
    schedule: Schedule,
    *,
    seed: int,
    draw: BallotDraw = BallotDraw.BOARD,
    kept: Mapping[tuple[int, int], int] | None = None,
    rounds: Collection[int] | None = None,
) -> Openings:
    """Draw an opening from ``table`` for every game of ``schedule`` with
    ``seed``: the same seed, table and schedule always give the same
    openings, and a round's openings depend on the rounds before it only.

    ``kept``: openings drawn before ((round, board) -> index in ``table``),
    kept as they are and counted as had; ``rounds``: the rounds to draw
    (default: every round ``kept`` has no opening for). The rounds neither
    kept nor drawn are left without openings.

    By board, each game of a round gets an opening no player of the game has
    had and no other board of the round has, as long as the table has one
    (every board of the round at once: a board the first choices would leave
    without one gets it by exchange); where none is left, the one its two
    players have had fewest times. By round, the table is drawn through in a
    shuffled order, each pass shuffled anew: no opening comes twice before
    every one has come once.

    >>> from berger.core.berger import build_schedule
    >>> table = [Opening(str(k), "", "W:W21:B1") for k in range(1, 8)]
    >>> drawn = draw_openings(table, build_schedule(4), seed=1)
    >>> drawn.opening(1, 1) != drawn.opening(1, 2)
    True

    Raises:
        InputError: the table is not a table (:func:`check_table`).
    """
    check_table(table)
    rng = random.Random(f"berger ballot {seed}")
    openings = tuple(table)
    before = dict(kept or {})
    if rounds is None:
        had = {number for number, _board in before}
        wanted = [rnd.number for rnd in schedule.rounds if rnd.number not in had]
    else:
        wanted = sorted(set(rounds))
    before = {key: index for key, index in before.items() if key[0] not in wanted}
    if draw is BallotDraw.ROUND:
        drawn = _by_round(len(openings), schedule, rng, before, set(wanted))
    else:
        drawn = _by_board(len(openings), schedule, rng, before, set(wanted))
    return Openings(openings, draw, seed, {**before, **drawn})


def _by_round(
    size: int,
    schedule: Schedule,
    rng: random.Random,
    kept: Mapping[tuple[int, int], int],
    wanted: set[int],
) -> dict[tuple[int, int], int]:
    """One opening a round, the table drawn through pass after pass (the
    first pass without the openings ``kept``), for the ``wanted`` rounds."""
    drawn: dict[tuple[int, int], int] = {}
    had = set(kept.values())
    order: list[int] = []
    for rnd in schedule.rounds:
        if rnd.number not in wanted:
            continue
        if not order:
            order = list(range(size))
            rng.shuffle(order)
            order = [index for index in order if index not in had] or order
            had = set()
        index = order.pop()
        for board in range(1, len(rnd.whites) + 1):
            drawn[rnd.number, board] = index
    return drawn


def _by_board(
    size: int,
    schedule: Schedule,
    rng: random.Random,
    kept: Mapping[tuple[int, int], int],
    wanted: set[int],
) -> dict[tuple[int, int], int]:
    """Each board its own opening, round by round (see :class:`_Round`), for
    the ``wanted`` rounds, the openings ``kept`` counted as had."""
    used = _Used(size, schedule.n)
    for (round_number, board), index in sorted(kept.items()):
        used.count[index] += 1
        rnd = schedule.round(round_number)
        for player in (rnd.whites[board - 1], rnd.blacks[board - 1]):
            used.add(player, index)
    # Where the table is large enough the first fresh opening always exists
    # (a board's two players have had 2 (R - 1) openings at most, the other
    # boards of the round hold B - 1), the draw takes a random one; where it
    # is not, the fresh opening the field has had most, keeping the rest
    # for those who have not.
    boards = max((len(rnd.whites) for rnd in schedule.rounds), default=0)
    tight = size < 2 * (len(schedule.rounds) - 1) + boards
    drawn: dict[tuple[int, int], int] = {}
    for rnd in schedule.rounds:
        if rnd.number not in wanted:
            continue
        pairs = list(zip(rnd.whites, rnd.blacks, strict=True))
        for board, index in _Round(used, pairs, rng, tight=tight).assign().items():
            drawn[rnd.number, board] = index
            used.count[index] += 1
            for player in pairs[board - 1]:
                used.add(player, index)
    return drawn


class _Used:
    """How often each player has had each opening, as bit masks over the
    table: ``levels[player][k]`` has the bit of every opening the player
    has had more than ``k`` times."""

    def __init__(self, size: int, n: int) -> None:
        self.all = (1 << size) - 1
        """Every opening of the table."""
        self.levels: list[list[int]] = [[] for _ in range(n + 1)]
        self.count = [0] * size
        """How many games have had each opening."""

    def add(self, player: int, index: int) -> None:
        """``player`` has had opening ``index`` once more."""
        bit = 1 << index
        levels = self.levels[player]
        for k, mask in enumerate(levels):
            if not mask & bit:
                levels[k] = mask | bit
                return
        levels.append(bit)

    def had(self, player: int) -> int:
        """The openings ``player`` has had."""
        levels = self.levels[player]
        return levels[0] if levels else 0

    def at_most(self, player: int, times: int) -> int:
        """The openings ``player`` has had ``times`` times or fewer."""
        levels = self.levels[player]
        return self.all & ~levels[times] if times < len(levels) else self.all


PROBES = 16
"""How many fresh openings a board of a tight table chooses among."""
AUGMENT_STEPS = 5_000
"""How many steps a round's search for augmenting paths may take: enough for
any table a field plays from; beyond it (thousands of boards late in a round
robin whose players have had most of the table) the boards left take the
least repeated opening at once."""


class _Round:
    """One round's boards matched to openings.

    An opening is *fresh* for a board when neither of its players has had
    it. Boards are taken in a random order, each given the first opening
    fresh for it and free in the round, the table scanned from a random
    place (with a ``tight`` table: of the first :data:`PROBES` such, the one
    most games have had so far); a board left without one looks for an
    augmenting path (Kuhn's algorithm: the board holding an opening fresh
    for this one moves on to another fresh for it, and so on), so the round
    gets as many fresh openings as a matching of boards to openings can
    give. A board still without one gets an opening free in the round (any,
    once the round has taken them all) that neither of its players has had
    more often than they must (the fewest times the one who had it more
    often has had it), scanned for from its random place.
    """

    def __init__(
        self,
        used: _Used,
        pairs: Sequence[tuple[int, int]],
        rng: random.Random,
        *,
        tight: bool = False,
    ) -> None:
        self.used = used
        self.probes = PROBES if tight else 1
        self.pairs = pairs
        self.size = used.all.bit_length()
        self.boards = list(range(1, len(pairs) + 1))
        rng.shuffle(self.boards)
        self.starts = {board: rng.randrange(self.size) for board in self.boards}
        self.fresh = {
            board: used.all & ~(used.had(white) | used.had(black))
            for board, (white, black) in enumerate(pairs, start=1)
        }
        self.taken = 0
        self.holder: dict[int, int] = {}
        """opening -> the board holding it."""
        self.held: dict[int, int] = {}
        """board -> the opening it holds."""
        self.steps = AUGMENT_STEPS

    def assign(self) -> dict[int, int]:
        """board -> opening, for every board of the round."""
        left = []
        for board in self.boards:
            free = self.fresh[board] & ~self.taken
            if free:
                found = _first(free, self.starts[board], self.probes)
                self._give(board, max(found, key=self.used.count.__getitem__))
            else:
                left.append(board)
        stuck = [board for board in left if not self._augment(board)]
        for board in stuck:
            self._give(board, self._least_repeated(board))
        return dict(self.held)

    def _give(self, board: int, index: int) -> None:
        self.taken |= 1 << index
        self.holder[index] = board
        self.held[board] = index

    def _augment(self, root: int) -> bool:
        """Kuhn's step for ``root``, without recursion: a depth-first search
        through the boards holding the openings fresh for the last one."""
        seen = 0
        stack = [(root, self.fresh[root])]
        path: list[tuple[int, int]] = []
        while stack and self.steps > 0:
            self.steps -= 1
            board, candidates = stack[-1]
            candidates &= ~seen
            if not candidates:
                stack.pop()
                if path:
                    path.pop()
                continue
            bit = candidates & -candidates
            stack[-1] = (board, candidates & ~bit)
            seen |= bit
            index = bit.bit_length() - 1
            holder = self.holder.get(index)
            if holder is None:
                for moved, opening in (*path, (board, index)):
                    self._give(moved, opening)
                return True
            path.append((board, index))
            stack.append((holder, self.fresh[holder]))
        return False

    def _least_repeated(self, board: int) -> int:
        white, black = self.pairs[board - 1]
        free = self.used.all & ~self.taken or self.used.all
        times = 1
        while True:
            fewest = self.used.at_most(white, times) & self.used.at_most(black, times)
            if fewest & free:
                return _pick(fewest & free, self.starts[board])
            times += 1


def _first(mask: int, start: int, count: int) -> list[int]:
    """The first ``count`` openings of ``mask`` from ``start`` on, round the
    table.

    >>> _first(0b101101, 3, 2), _first(0b101101, 3, 9)
    ([3, 5], [3, 5, 0, 2])
    """
    found: list[int] = []
    for part in (mask >> start << start, mask & ((1 << start) - 1)):
        while part and len(found) < count:
            low = part & -part
            found.append(low.bit_length() - 1)
            part ^= low
    return found


def _pick(mask: int, start: int) -> int:
    """The first opening of ``mask`` from ``start`` on, round the table.

    >>> _pick(0b10010, 2), _pick(0b10010, 5)
    (4, 1)
    """
    high = mask >> start
    if high:
        return start + (high & -high).bit_length() - 1
    return (mask & -mask).bit_length() - 1
