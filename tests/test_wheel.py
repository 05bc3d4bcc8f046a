"""The built wheel carries the templates and the compiled message catalogs:
build it from a clean copy of the sources (no compiled catalog in it), install
it in a fresh virtual environment and print documents from another folder,
and an error in Ukrainian."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def clean_copy(target: Path) -> Path:
    """What the wheel is built from, as a fresh checkout has it: the
    committed sources, without the compiled catalogs (``*.mo``, which git
    ignores) or caches."""
    target.mkdir()
    for name in ("pyproject.toml", "README.md", "hatch_build.py"):
        shutil.copy2(ROOT / name, target / name)
    ignored = shutil.ignore_patterns("*.mo", "*.pot", "__pycache__", "*.pyc")
    shutil.copytree(ROOT / "src", target / "src", ignore=ignored)
    shutil.copytree(ROOT / "templates", target / "templates", ignore=ignored)
    assert not list(target.rglob("*.mo"))
    return target


@pytest.mark.slow
def test_installed_wheel_prints_from_another_folder(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", dist],
        cwd=clean_copy(tmp_path / "checkout"),
        check=True,
        capture_output=True,
    )
    (wheel,) = dist.glob("berger-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {name for name in names if name.startswith("berger/locale/")} == {
        f"berger/locale/{language}/LC_MESSAGES/berger.mo" for language in ("uk", "ru")
    }
    assert "berger/formats/event/rank_tables/ru-draughts.toml" in names
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    purelib = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # The dependencies come from this environment's site-packages, added as a
    # plain path: its .pth files (the editable checkout) are not processed.
    Path(purelib, "dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--quiet",
            "--target",
            purelib,
            wheel,
        ],
        check=True,
        capture_output=True,
    )
    work = tmp_path / "elsewhere"
    shutil.copytree(ROOT / "samples" / "draughts-cup", work / "event")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    where = subprocess.run(
        [
            python,
            "-c",
            "import json, berger, berger.render as r;"
            "print(json.dumps([berger.__file__, str(r.templates_dir())]))",
        ],
        cwd=work,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    module, templates = json.loads(where.stdout)
    assert Path(module).is_relative_to(env_dir)
    assert Path(templates) == Path(purelib) / "berger" / "_templates"
    assert (Path(templates) / "fonts" / "DejaVuSans.ttf").is_file()
    subprocess.run(
        [python, "-m", "berger", "cards", "event", "-o", "cards.pdf"],
        cwd=work,
        env=env,
        check=True,
        capture_output=True,
    )
    from pypdf import PdfReader

    text = PdfReader(work / "cards.pdf").pages[0].extract_text()
    assert "Бланки результатів партій" in text
    tables = subprocess.run(
        [python, "-m", "berger", "ranks", "--tables"],
        cwd=work,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    assert tables.stdout.startswith("ru-draughts: Russian draughts: rank norms\n")
    refused = subprocess.run(
        [python, "-m", "berger", "cards", "event", "-o", "cards.txt"],
        cwd=work,
        env={**env, "BERGER_LANG": "uk"},
        capture_output=True,
        text=True,
    )
    assert (refused.returncode, refused.stderr) == (
        1,
        "Помилка: cards.txt: назва вихідного файлу має закінчуватися"
        " на .pdf або .html\n",
    )
