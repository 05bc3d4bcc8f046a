"""Names: one stored form, one matching key, and one line of text."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.names import clean_name, name_key, one_line_name
from berger.errors import InputError


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("Anna Petrenko", "Anna Petrenko"),
        ("  Anna  Petrenko ", "Anna Petrenko"),
        ("Anna\tPetrenko", "Anna Petrenko"),
        ("Anna\u00a0 Petrenko", "Anna Petrenko"),  # a no-break space is a space
        ("Kovalenko,  Andriy", "Kovalenko, Andriy"),
        ("   ", ""),
    ],
)
def test_clean_name(typed: str, stored: str) -> None:
    assert clean_name(typed) == stored


def test_name_key_ignores_case_and_spacing_only() -> None:
    assert name_key("Anna  PETRENKO") == name_key(" anna petrenko") == "anna petrenko"
    assert name_key("Straße") == name_key("STRASSE")  # case folding, not lower()
    assert name_key("Anna Petrenko") != name_key("AnnaPetrenko")
    assert name_key("Іван Франко") == name_key("ІВАН ФРАНКО")


SPLITTING = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
"""Every character ``str.splitlines`` splits at."""


def test_every_character_that_splits_a_line_is_refused_inside_a_name() -> None:
    assert "".join(SPLITTING).join("ab").splitlines() == ["a"] + [""] * 9 + ["b"]
    for char in SPLITTING + "\t\x00\x07\x1b\x7f\x9b":
        with pytest.raises(InputError) as caught:
            one_line_name(f"Anna{char}Petrenko")
        assert caught.value.field == "name"
        assert f"(U+{ord(char):04X}): a name is one line of text" in str(caught.value)
        assert len(str(caught.value).splitlines()) == 1
    # At the ends it is no part of the name (a cell's line end).
    assert one_line_name("\u2028 Anna Petrenko\r\n") == "Anna Petrenko"


def test_a_long_name_is_shown_around_its_fault() -> None:
    with pytest.raises(InputError) as caught:
        one_line_name("A" * 5000 + "\u2029" + "B" * 5000)
    assert len(str(caught.value)) < 200
    assert "…AAAA" in str(caught.value)
    assert "\\u2029BBBB" in str(caught.value)


@given(st.text())
def test_a_name_let_through_is_one_line(text: str) -> None:
    try:
        name = one_line_name(text)
    except InputError:
        assert any(
            unicodedata.category(char) in ("Cc", "Zl", "Zp") for char in text.strip()
        )
        return
    assert f"x{name}x".splitlines() == [f"x{name}x"]
    assert not any(unicodedata.category(char) == "Cc" for char in name)
    assert name == text.strip()
