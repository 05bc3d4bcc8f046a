"""Names: one stored form and one matching key."""

from __future__ import annotations

import pytest

from berger.core.names import clean_name, name_key


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
