"""The type check of event.toml settings."""

from __future__ import annotations

import pytest

from berger.errors import InputError
from berger.formats.toml_types import expect


def test_a_value_of_the_kind_comes_back() -> None:
    assert expect(4, int, "event.toml", "rules.boards") == 4
    assert expect(False, bool, "event.toml", "rules.teams") is False
    assert expect("GPTS", (str, list), "event.toml", "rules.tiebreaks") == "GPTS"


@pytest.mark.parametrize(
    ("value", "kind", "message"),
    [
        # a bool is not taken for a number
        (True, int, "rules.x: True has the wrong type (expected a whole number)"),
        ("yes", bool, "rules.x: 'yes' has the wrong type (expected true or false)"),
        (5, (str, list), "rules.x: 5 has the wrong type (expected text or a list)"),
        (1.5, dict, "rules.x: 1.5 has the wrong type (expected dict)"),
    ],
)
def test_a_value_of_another_kind_is_refused(
    value: object, kind: type | tuple[type, ...], message: str
) -> None:
    with pytest.raises(InputError) as caught:
        expect(value, kind, "event.toml", "rules.x")
    assert str(caught.value) == f"event.toml: {message}"
