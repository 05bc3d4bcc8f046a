"""House rules checked on the source: a pure core, one place that exits."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "berger"
CORE_ALLOWED = ("berger.core", "berger.errors")


def modules(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import in the module at ``path``."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    return imports_of(path.read_text(encoding="utf-8"), package)


def imports_of(source: str, package: str) -> Iterator[tuple[int, str]]:
    """(line, absolute dotted name) for every import in ``source``.

    ``from a import b`` gives ``a.b`` (``b`` may be a module); relative
    imports are resolved against ``package``.
    """
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0]
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                yield node.lineno, f"{base}.{alias.name}"


def allowed_in_core(name: str) -> bool:
    top = name.split(".")[0]
    if top == "berger":
        return any(name == a or name.startswith(f"{a}.") for a in CORE_ALLOWED)
    return top in sys.stdlib_module_names or top == "__future__"


@pytest.mark.parametrize("path", modules(PACKAGE / "core"), ids=lambda p: p.name)
def test_core_imports_only_stdlib_core_and_errors(path: Path) -> None:
    bad = [
        f"{path.name}:{line}: {name}"
        for line, name in imported(path)
        if not allowed_in_core(name)
    ]
    assert not bad


def test_the_import_check_catches_offenders() -> None:
    assert allowed_in_core("fractions")
    assert allowed_in_core("berger.core.model")
    assert allowed_in_core("berger.errors")
    assert not allowed_in_core("berger.formats.atomic")
    assert not allowed_in_core("berger.pipeline")
    assert not allowed_in_core("click")
    assert not allowed_in_core("openpyxl.styles")


def exits_and_prints(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in ("print", "exit", "quit"):
            yield f"{path.name}:{node.lineno}: {func.id}()"
        elif (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and (func.value.id, func.attr) in (("sys", "exit"), ("os", "_exit"))
        ):
            yield f"{path.name}:{node.lineno}: {func.value.id}.{func.attr}()"


def test_only_cli_exits_or_prints() -> None:
    offenders = [
        found
        for path in modules(PACKAGE)
        if path.name != "cli.py" or path.parent != PACKAGE
        for found in exits_and_prints(path)
    ]
    assert not offenders


def test_relative_imports_are_resolved() -> None:
    source = "from . import model\nfrom ..formats import atomic\nimport json\n"
    assert list(imports_of(source, "berger.core")) == [
        (1, "berger.core.model"),
        (2, "berger.formats.atomic"),
        (3, "json"),
    ]


def test_the_exit_check_catches_offenders(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("import sys\nprint(1)\nsys.exit(2)\n", encoding="utf-8")
    assert list(exits_and_prints(sample)) == [
        "bad.py:2: print()",
        "bad.py:3: sys.exit()",
    ]
