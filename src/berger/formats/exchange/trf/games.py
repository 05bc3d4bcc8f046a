"""The games a TRF's round blocks make: each game's two blocks (one on each
player's line) checked against each other, each bye block kept.

Still what the file says: nothing here knows berger's schedule.
"""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.model import Outcome
from berger.formats.exchange.trf.layout import GAME_CODES, PAIRS, at
from berger.formats.exchange.trf.notes import TrfDate, TrfWithdrawal
from berger.formats.exchange.trf.player_reader import PlayerRecord, RoundBlock
from berger.formats.exchange.trf.reader import TrfFile
from berger.messages import _


@dataclass(frozen=True, slots=True)
class TrfGame:
    """A game as the file has it, in the file's starting ranks."""

    round: int
    """Round, 1-based."""
    white: int
    """Starting rank of the player with white."""
    black: int
    """Starting rank of the player with black."""
    outcome: Outcome
    """The result (UNPLAYED when both result columns are blank)."""
    line: int
    """Line of the block the game is located by in messages."""
    column: int
    """First column of that block."""


@dataclass(frozen=True, slots=True)
class TrfBye:
    """A round block without an opponent (``0000``)."""

    round: int
    """Round, 1-based."""
    player: int
    """Starting rank of the player without an opponent."""
    line: int
    """Line of the block."""
    column: int
    """First column of the block."""


@dataclass(frozen=True, slots=True)
class TrfResults:
    """Results read from a TRF's round blocks, in the file's starting ranks."""

    shown: str
    """The file as named in messages."""
    names: tuple[str, ...]
    """Player names by the file's numbers (``names[0]`` is number 1)."""
    lines: tuple[int, ...]
    """The 001 line of each player, by number."""
    games: tuple[TrfGame, ...]
    """Every game, pending games included, in the order of the lines."""
    byes: tuple[TrfBye, ...]
    """Every block without an opponent."""
    withdrawn: tuple[TrfWithdrawal, ...] = ()
    """The withdrawals the file states (berger's comment lines)."""
    dates: tuple[TrfDate, ...] = ()
    """The games' own dates the file states (berger's comment lines)."""


def pair_blocks(trf: TrfFile) -> TrfResults:
    """The games and byes of ``trf``'s round blocks.

    Raises:
        InputError: a game's two blocks disagree (opponent, colour or result),
            or a result stands on one side only; with line and column.
    """
    records = trf.records
    blocks = [{block.round: block for block in r.blocks} for r in records]
    games: list[TrfGame] = []
    byes: list[TrfBye] = []
    for record in records:
        p = record.number
        for block in record.blocks:
            r, opp, colour = block.round, block.opponent, block.colour
            code = GAME_CODES.get(block.result, block.result)
            if opp == 0:
                byes.append(TrfBye(r, p, record.line, block.column))
                continue
            partner = records[opp - 1]
            theirs = blocks[opp - 1].get(r)
            if (
                theirs is not None
                and theirs.opponent == p
                and partner.line > record.line
            ):
                continue  # the pair is checked from the partner's line
            ours = f"{opp:>4} {colour} {code}"
            if theirs is None:
                if code == " ":
                    games.append(_game(record, block, opp, (" ", " ")))
                    continue
                raise at(
                    trf.shown,
                    record.line,
                    block.column,
                    _(
                        "round {round}: player {player} has {block!r} but player"
                        " {opponent}'s line ({line}) has no block for round {round}"
                    ).format(
                        round=r,
                        player=p,
                        block=ours.strip(),
                        opponent=opp,
                        line=partner.line,
                    ),
                )
            t_code = GAME_CODES.get(theirs.result, theirs.result)
            codes = (code, t_code) if colour == "w" else (t_code, code)
            expected_colour = "b" if colour == "w" else "w"
            if (
                theirs.opponent != p
                or theirs.colour != expected_colour
                or codes not in PAIRS
            ):
                there = f"{theirs.opponent:>4} {theirs.colour} {t_code}".strip()
                raise at(
                    trf.shown,
                    record.line,
                    block.column,
                    _(
                        "round {round}: player {player}'s block {block!r} disagrees"
                        " with player {opponent}'s block {theirs!r} (line {line})"
                    ).format(
                        round=r,
                        player=p,
                        block=ours.strip(),
                        opponent=opp,
                        theirs=there,
                        line=partner.line,
                    ),
                )
            games.append(_game(record, block, opp, codes))
    return TrfResults(
        shown=trf.shown,
        names=tuple(r.player.name for r in records),
        lines=tuple(r.line for r in records),
        games=tuple(games),
        byes=tuple(byes),
        withdrawn=trf.withdrawn,
        dates=trf.dates,
    )


def _game(
    record: PlayerRecord, block: RoundBlock, opponent: int, codes: tuple[str, str]
) -> TrfGame:
    player = record.number
    white, black = (player, opponent) if block.colour == "w" else (opponent, player)
    return TrfGame(block.round, white, black, PAIRS[codes], record.line, block.column)
