"""The test tree mirrors the source: every module ``src/berger/<path>/<name>.py``
(``__init__.py`` and ``__main__.py`` aside) has its tests in
``tests/<path>/test_<name>.py``, and every test module either mirrors a module
that is there or is one of the extras listed here, which test across modules
or end to end. (The idea is rendercv's ``test_tests.py``.)"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
PACKAGE = TESTS.parent / "src" / "berger"
NOT_MIRRORED = frozenset({"__init__.py", "__main__.py"})
"""Source modules without a test module of their own: a package's front
door (tested through its modules and its users) and ``python -m berger``."""

EXTRAS: Mapping[str, str] = {
    "test_tests.py": "this check, over the test tree",
    "test_architecture.py": "the house rules, over every source module",
    "test_conftest.py": "the shared helpers of tests/conftest.py",
    "test_wheel.py": "the wheel as built and installed",
    "test_benchmarks.py": "the benchmarks import against the code",
    "test_cli.py": "the command line end to end: schedule, when, init, errors",
    "test_cli_*.py": "the commands end to end, one subject a file",
    "test_*_gacrux.py": "differential tests against gacrux, FIDE TEC's engine",
    "test_*_libreoffice.py": "workbooks recalculated by LibreOffice",
    "test_*_browser.py": "pages in a real browser",
    "test_norms_sample.py": "the closed-norms sample, worked by hand",
    "test_trf_events.py": "round robins paired elsewhere, read from their TRF",
    "test_season.py": "a club season's postponed game, from standings to TRF",
    "test_fuzz.py": "every sample's files damaged, through the command line",
    "test_fuzz_*.py": "the fuzzers of fuzz/ (make fuzz runs them at length)",
    "test_docs.py": "the README's and the manual's examples, run as written",
    "test_docs_catalogs.py": "the manual's Ukrainian and Russian catalogs, complete",
    "core/test_berger_properties.py": "the Berger tables' properties, every size",
    "formats/test_trf_roundtrip.py": "events written as TRF and read back",
    "render/test_long_names.py": "long names and big fields in the printed PDFs",
    "test_pdf_layout.py": "the PDF reader of the layout tests, against pdfplumber",
    "render/test_norms_pdf.py": "the norms document and rating change as printed",
    "render/test_security.py": "hostile names and templates print, fetch nothing",
}
"""Test modules that mirror no single source module (patterns relative to
``tests/``), and what they test."""


def source_modules(package: Path) -> list[Path]:
    """The modules of ``package`` that have a test module, relative to it."""
    return sorted(
        path.relative_to(package)
        for path in package.rglob("*.py")
        if path.name not in NOT_MIRRORED
    )


def mirror(module: Path) -> Path:
    """The test module of a source module (both relative to their roots)."""
    return module.parent / f"test_{module.name}"


def has_tests(path: Path) -> bool:
    """Whether the module at ``path`` defines a test function or class."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return any(
        isinstance(node, ast.FunctionDef | ast.ClassDef)
        and node.name.startswith(("test_", "Test"))
        for node in tree.body
    )


def untested(package: Path, tests: Path) -> list[str]:
    """Each source module whose mirrored test module is missing or has no
    test in it."""
    found = []
    for module in source_modules(package):
        test = tests / mirror(module)
        if not test.is_file():
            found.append(f"{package.name}/{module}: no tests/{mirror(module)}")
        elif not has_tests(test):
            found.append(f"{package.name}/{module}: tests/{mirror(module)} has no test")
    return found


def unmirrored(package: Path, tests: Path, extras: Iterable[str]) -> list[str]:
    """Each test module whose source module is not there (gone, renamed or
    misplaced) and that is no extra."""
    patterns = list(extras)
    found = []
    for path in sorted(tests.rglob("test_*.py")):
        test = path.relative_to(tests)
        source = test.parent / test.name.removeprefix("test_")
        if (package / source).is_file() and source.name not in NOT_MIRRORED:
            continue
        if any(fnmatchcase(test.as_posix(), pattern) for pattern in patterns):
            continue
        found.append(
            f"tests/{test}: no {package.name}/{source}; list it in EXTRAS if it"
            " tests across modules"
        )
    return found


def test_every_source_module_has_its_test_module() -> None:
    assert untested(PACKAGE, TESTS) == []


def test_every_test_module_mirrors_a_source_module_or_is_an_extra() -> None:
    assert unmirrored(PACKAGE, TESTS, EXTRAS) == []


def test_every_extra_named_in_full_is_there() -> None:
    named = [pattern for pattern in EXTRAS if not set(pattern) & set("*?[")]
    assert [name for name in named if not (TESTS / name).is_file()] == []


def write(root: Path, *names: str, text: str = "") -> None:
    for name in names:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    """A package ``pkg`` and its tests, with one of each offence."""
    package, tests = tmp_path / "src" / "pkg", tmp_path / "tests"
    write(package, "__init__.py", "__main__.py", "a.py", "b.py", "sub/__init__.py")
    write(package, "sub/c.py", "sub/d.py", "e.py")
    write(tests, "test_a.py", "sub/test_c.py", text="def test_it() -> None: ...\n")
    write(tests, "test_e.py", text="HELPER = 1\n")  # a mirror with no test
    write(tests, "test_gone.py", "sub/test_a.py", "test_x_gacrux.py")
    write(tests, "test___init__.py", "conftest.py", "helpers.py")
    return package, tests


def test_the_checks_catch_offenders(tree: tuple[Path, Path]) -> None:
    package, tests = tree
    assert [str(m) for m in source_modules(package)] == [
        "a.py",
        "b.py",
        "e.py",
        "sub/c.py",
        "sub/d.py",
    ]
    assert untested(package, tests) == [
        "pkg/b.py: no tests/test_b.py",
        "pkg/e.py: tests/test_e.py has no test",
        "pkg/sub/d.py: no tests/sub/test_d.py",
    ]
    # test_a.py in sub/ does not mirror a.py one folder up; a package's
    # __init__ has no mirror; the gacrux tests are an extra.
    assert [line.split(":")[0] for line in unmirrored(package, tests, EXTRAS)] == [
        "tests/sub/test_a.py",
        "tests/test___init__.py",
        "tests/test_gone.py",
    ]
    assert unmirrored(package, tests, ["test_gone.py", "*/test_a.py", "test__*"]) == [
        "tests/test_x_gacrux.py: no pkg/x_gacrux.py; list it in EXTRAS if it tests"
        " across modules"
    ]
