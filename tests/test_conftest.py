"""The shared test helpers fail when they should: a crash is not an error
message, and a golden file that differs is a failure."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result
from tests.conftest import Golden, assert_error


@click.command()
@click.argument("what")
def tool(what: str) -> None:
    if what == "crash":
        raise RuntimeError("a bug")
    if what == "bad":
        raise click.ClickException("bad input")
    if what == "two":
        click.echo("Warning: first", err=True)
        raise click.ClickException("then this")
    click.echo("fine")


def invoke(what: str) -> Result:
    return CliRunner().invoke(tool, [what])


def test_one_error_line_passes() -> None:
    assert assert_error(invoke("bad"), pattern="bad in") == "Error: bad input"
    assert assert_error(CliRunner().invoke(tool, []), 2, "Missing argument")


@pytest.mark.parametrize(
    ("what", "status", "pattern"),
    [
        ("crash", 1, None),  # a traceback: the exception is no SystemExit
        ("fine", 1, None),  # no error at all
        ("bad", 2, None),  # the wrong status
        ("two", 1, None),  # a second line on stderr
        ("bad", 1, "something else"),  # not the expected message
    ],
)
def test_what_is_not_one_clean_error_fails(
    what: str, status: int, pattern: str | None
) -> None:
    result = invoke(what)
    with pytest.raises(AssertionError):
        assert_error(result, status, pattern)


def test_golden_compares_and_updates(tmp_path: Path) -> None:
    Golden(tmp_path, update=True)("a.txt", "one\n")
    assert (tmp_path / "a.txt").read_text(encoding="utf-8") == "one\n"
    Golden(tmp_path, update=False)("a.txt", "one\n")
    with pytest.raises(AssertionError):
        Golden(tmp_path, update=False)("a.txt", "two\n")
