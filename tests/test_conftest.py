"""The shared test helpers fail when they should: a crash is not an error
message, and a golden file that differs is a failure; a folder made once per
run is made once, by one process, and again after a failure; a page is
printed once per run, but for a test that asks to print it itself."""

from __future__ import annotations

import datetime as dt
import multiprocessing
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result
from tests.conftest import Golden, Once, assert_error
from tests.printed import kept_prints

from berger.render import pdf, press, printing


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


def make_slowly(folder: Path) -> str:
    """Writes a file, after a while (long enough for the others to ask),
    and notes that it made it."""
    with (folder.parent / "makers").open("a", encoding="utf-8") as log:
        log.write(f"{multiprocessing.current_process().name}\n")
    time.sleep(0.2)
    (folder / "file.txt").write_text("made", encoding="utf-8")
    return "said"


def ask(root: Path) -> tuple[str, str]:
    folder, said = Once(root)("thing", make_slowly)
    return (folder / "file.txt").read_text(encoding="utf-8"), said


def test_once_makes_a_folder_once_for_every_process(tmp_path: Path) -> None:
    # Four processes of one run ask at once: one makes it, all read it.
    with multiprocessing.get_context("fork").Pool(4) as pool:
        found = pool.map(ask, [tmp_path] * 4)
    assert found == [("made", "said")] * 4
    assert len((tmp_path / "makers").read_text("utf-8").splitlines()) == 1
    # Asked again in the same process: not even the note is read again.
    once = Once(tmp_path)
    assert once("thing", make_slowly) == (tmp_path / "thing", "said")
    (tmp_path / "thing.made").unlink()
    assert once("thing", make_slowly) == (tmp_path / "thing", "said")


def test_once_makes_again_what_failed_to_be_made(tmp_path: Path) -> None:
    def fail(folder: Path) -> str:
        (folder / "half.txt").write_text("half", encoding="utf-8")
        raise AssertionError("the build failed")

    with pytest.raises(AssertionError, match="the build failed"):
        Once(tmp_path)("thing", fail)
    folder, said = Once(tmp_path)("thing", make_slowly)
    assert sorted(p.name for p in folder.iterdir()) == ["file.txt"]
    assert said == "said"


def test_a_page_is_printed_once_per_run_and_its_bytes_kept(tmp_path: Path) -> None:
    printed: list[str] = []

    def render(html: str, dirs: tuple[Path, ...], created: dt.datetime) -> bytes:
        printed.append(html)
        return f"{html} {dirs[0].name} {created:%Y}".encode()

    kept = kept_prints(tmp_path / "prints", render)
    day = dt.datetime(2026, 12, 1)
    one, two = (tmp_path / "one",), (tmp_path / "two",)
    assert kept("<p>a</p>", one, day) == b"<p>a</p> one 2026"
    assert kept("<p>a</p>", one, day) == b"<p>a</p> one 2026"
    assert printed == ["<p>a</p>"]
    # Another page, folder or date is another print.
    assert kept("<p>b</p>", one, day) == b"<p>b</p> one 2026"
    assert kept("<p>a</p>", two, day) == b"<p>a</p> two 2026"
    assert kept("<p>a</p>", one, day.replace(year=2027)) == b"<p>a</p> one 2027"
    assert len(printed) == 4
    # Each print is kept whole under its name, nothing left beside it.
    assert [p.suffix for p in (tmp_path / "prints").iterdir()] == [".pdf"] * 4


def printers() -> tuple[object, object]:
    """What the press and the one-page printer print with now."""
    return vars(press)["render_pdf"], vars(printing)["render_pdf"]


@pytest.mark.fresh_prints
def test_a_test_marked_fresh_prints_prints_itself() -> None:
    assert printers() == (pdf.render_pdf, pdf.render_pdf)


def test_the_other_tests_print_through_the_kept_prints() -> None:
    kept, also = printers()
    assert kept is not pdf.render_pdf
    assert kept is also
