"""The disciplines of draughts: each one entry of the table, its board, PDN
game type, default ballot, chain and names consistent with each other, the
chains as the presets name them; the messages offer every discipline."""

from __future__ import annotations

import pytest

from berger import messages
from berger.core.disciplines import (
    BUILTIN_BALLOTS,
    BuiltinBallot,
    Discipline,
    discipline_labels,
)
from berger.core.tiebreaks.codes import parse_chain
from berger.errors import InputError


def test_each_discipline_fixes_its_board_game_type_ballot_and_chain() -> None:
    russian = Discipline.RUSSIAN.facts
    assert (russian.board, russian.game_type, russian.variant, russian.ballot) == (
        8,
        "25,W,8,8,A0,0",
        "russian",
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
    assert (
        international.board,
        international.game_type,
        international.variant,
        international.ballot,
    ) == (10, "20,W,10,10,N2,0", "standard", None)
    # The FMJD's a) most wins, b) between the tied, c) in the order of the
    # classification (Emmen 2015, art. 4).
    assert brazilian.chain == international.chain == ("WIN", "DE", "ORD")
    assert "art. 4" in international.source
    assert (Discipline.RUSSIAN.squares, Discipline.INTERNATIONAL.squares) == (32, 50)


@pytest.mark.parametrize("discipline", list(Discipline))
def test_each_entry_agrees_with_itself(discipline: Discipline) -> None:
    facts = discipline.facts
    # PDN's GameType: number, colour to move first, columns, rows, ...
    assert facts.game_type.split(",")[2:4] == [str(facts.board)] * 2
    assert parse_chain(list(facts.chain)) == facts.chain
    assert set(facts.names) == set(messages.LANGUAGES)
    assert all(name.strip() for name in facts.names.values())
    for name in facts.ballots:
        assert BUILTIN_BALLOTS[name].board == facts.board


def test_the_built_in_ballots_of_every_discipline_by_name() -> None:
    assert list(BUILTIN_BALLOTS.items())[:2] == [
        ("russian", BuiltinBallot("russian.json", 8)),
        ("brazilian", BuiltinBallot("brazilian.json", 8)),
    ]
    # No two disciplines name a ballot alike.
    assert len(BUILTIN_BALLOTS) == sum(len(d.facts.ballots) for d in Discipline)


def test_the_chains_are_presets() -> None:
    assert parse_chain(["fmjd"]) == Discipline.INTERNATIONAL.facts.chain
    assert parse_chain(["russian-draughts"]) == Discipline.RUSSIAN.facts.chain


def test_the_names_are_the_documents_labels() -> None:
    assert Discipline.BRAZILIAN.label == "discipline_brazilian"
    assert discipline_labels("uk")["discipline_russian"] == "Російські шашки"
    assert discipline_labels("ru")["discipline_international"] == (
        "Международные шашки"
    )
    assert len(discipline_labels("en")) == len(Discipline)


def test_an_unknown_discipline_is_refused_naming_them() -> None:
    assert Discipline.from_code(" Russian ") is Discipline.RUSSIAN
    with pytest.raises(InputError) as error:
        Discipline.from_code("go", field="event.discipline")
    # Every discipline, in the table's order (a new one at the end).
    assert str(error.value).startswith(
        "event.discipline: 'go' is not a draughts discipline"
        " (russian, brazilian, international"
    )


def test_the_messages_offer_every_discipline() -> None:
    *first, last = Discipline.codes()
    assert Discipline.choices() == ", ".join(f'"{code}"' for code in first) + (
        f' or "{last}"'
    )
    assert Discipline.choices().startswith('"russian", "brazilian"')
