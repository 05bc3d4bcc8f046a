"""The disciplines of draughts: their boards, PDN game types, default
ballots and tie-break chains, the chains as the presets name them."""

from __future__ import annotations

import pytest

from berger.core.disciplines import FMJD_CHAIN, RUSSIAN_CHAIN, Discipline
from berger.core.tiebreaks.codes import parse_chain
from berger.errors import InputError


def test_each_discipline_fixes_its_board_game_type_ballot_and_chain() -> None:
    russian = Discipline.RUSSIAN.facts
    assert (russian.board, russian.game_type, russian.ballot) == (
        8,
        "25,W,8,8,A0,0",
        "russian",
    )
    assert russian.chain == ("SHM", "WIN", "DE")
    assert "§4.2.10" in russian.source
    brazilian = Discipline.BRAZILIAN.facts
    assert (brazilian.board, brazilian.game_type[:3], brazilian.ballot) == (
        8,
        "26,",
        "brazilian",
    )
    international = Discipline.INTERNATIONAL.facts
    assert (international.board, international.game_type, international.ballot) == (
        10,
        "20,W,10,10,N2,0",
        None,
    )
    # The FMJD's a) most wins, b) between the tied, c) in the order of the
    # classification (Emmen 2015, art. 4).
    assert brazilian.chain == international.chain == ("WIN", "DE", "ORD")
    assert "art. 4" in international.source
    assert [d.squares for d in Discipline] == [32, 32, 50]


def test_the_chains_are_presets() -> None:
    assert parse_chain(["fmjd"]) == FMJD_CHAIN
    assert parse_chain(["russian-draughts"]) == RUSSIAN_CHAIN


def test_an_unknown_discipline_is_refused_naming_them() -> None:
    assert Discipline.from_code(" Russian ") is Discipline.RUSSIAN
    with pytest.raises(InputError) as error:
        Discipline.from_code("frisian", field="event.discipline")
    assert str(error.value) == (
        "event.discipline: 'frisian' is not a draughts discipline"
        " (russian, brazilian, international)"
    )
