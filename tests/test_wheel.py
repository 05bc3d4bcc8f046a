"""The built wheel carries the templates: install it in a fresh virtual
environment and print documents from another folder."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_installed_wheel_prints_from_another_folder(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", dist],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    (wheel,) = dist.glob("berger-*.whl")
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
