"""Settings chosen by name: one parser, ``from_code``, for every such enum."""

from __future__ import annotations

import pytest

from berger.core.codes import CodeEnum
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError


@pytest.mark.parametrize("enum", [Numbering, WithdrawalRule, Game])
def test_every_code_reads_back(enum: type[CodeEnum]) -> None:
    for member in enum:
        assert enum.from_code(str(member)) is member
        assert enum.from_code(f"  {member.value.upper()} ") is member
    assert enum.codes() == tuple(member.value for member in enum)


def test_the_codes() -> None:
    assert Numbering.codes() == ("list", "rating", "random", "varma")
    assert WithdrawalRule.codes() == ("half", "forfeit", "strike")
    assert Game.codes() == ("chess", "draughts")
    assert EventInfo().game is Game.CHESS


@pytest.mark.parametrize(
    ("enum", "code", "message"),
    [
        (
            Numbering,
            "Alphabet",
            "'Alphabet' is not a numbering method (list, rating, random, varma)",
        ),
        (
            WithdrawalRule,
            "quit",
            "'quit' is not a withdrawal rule (half, forfeit, strike)",
        ),
        (Game, "Go", "'go' is not one of chess, draughts"),
        (Game, 3, "'3' is not one of chess, draughts"),
    ],
)
def test_an_unknown_code_is_one_clear_error(
    enum: type[CodeEnum], code: object, message: str
) -> None:
    with pytest.raises(InputError) as caught:
        enum.from_code(code, path="event.toml", field="x")
    assert caught.value.message == message
    assert str(caught.value) == f"event.toml: x: {message}"
