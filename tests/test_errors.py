"""The error hierarchy: a group's errors name the group once."""

from __future__ import annotations

import pytest

from berger.errors import GroupError, InputError, ScheduleError, in_group, one_line


def test_in_group_names_the_group_in_front() -> None:
    with pytest.raises(GroupError) as caught, in_group("B"):
        raise InputError("'abc' is not a number", path="b.csv", line=4, field="rating")
    assert str(caught.value) == "group B: b.csv:4: rating: 'abc' is not a number"
    assert isinstance(caught.value.error, InputError)
    assert caught.value.group == "B"


def test_in_group_names_it_once_and_leaves_other_errors() -> None:
    with pytest.raises(GroupError) as caught, in_group("A"), in_group("A"):
        raise ScheduleError("too few players")
    assert str(caught.value) == "group A: too few players"
    with pytest.raises(KeyError), in_group("A"):
        raise KeyError("a bug keeps its type")


def test_no_group_leaves_the_error_as_it_is() -> None:
    with pytest.raises(InputError) as caught, in_group(None):
        raise InputError("bad", path="x.csv")
    assert str(caught.value) == "x.csv: bad"


def test_the_line_stays_one_line() -> None:
    # A file name from event.toml, or a part's name inside a damaged
    # workbook, may hold any character: those that would break the line or
    # drive the terminal are escaped, the rest (Cyrillic included) kept.
    error = InputError("file not found", path="гравці\n.csv\x1b[2J\u2028")
    assert str(error) == "гравці\\n.csv\\x1b[2J\\u2028: file not found"
    assert one_line("a\tb\x00c\r\nd") == "a\\tb\\x00c\\r\\nd"
    assert one_line("Ґудзь Євген, 2½ – ½") == "Ґудзь Євген, 2½ – ½"
