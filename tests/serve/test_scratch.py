"""The site folders of servers: each locked by its server while it runs,
and those of killed servers (SIGKILL leaves no chance to clean up) removed
at the next server's start, never one whose server still runs, nor a
folder that is not a server's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from berger.serve.scratch import remove_abandoned, site_folder

HOLD = """
import sys, time
from pathlib import Path
from berger.serve.scratch import site_folder
with site_folder(Path(sys.argv[1])) as folder:
    (folder / "index.html").write_text("x")
    print(folder, flush=True)
    time.sleep(600)
"""


def held(place: Path) -> tuple[subprocess.Popen[str], Path]:
    """A process holding a site folder in ``place``, and the folder."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(place)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    return process, Path(process.stdout.readline().strip())


def test_a_folder_is_removed_at_the_end_of_its_block(tmp_path: Path) -> None:
    with site_folder(tmp_path) as folder:
        assert folder.is_dir()
        assert folder.name.startswith("berger-site-")
        assert (tmp_path / f"{folder.name}.lock").is_file()
    assert list(tmp_path.iterdir()) == []


def test_a_killed_servers_folder_goes_and_a_running_ones_stays(
    tmp_path: Path,
) -> None:
    running, kept = held(tmp_path)
    killed, gone = held(tmp_path)
    other = tmp_path / "berger-site-by-hand"  # no lock file: not a server's
    other.mkdir()
    try:
        assert remove_abandoned(tmp_path) == []
        os.kill(killed.pid, signal.SIGKILL)
        killed.wait(timeout=30)
        assert gone.is_dir()  # nothing removed it: the process had no chance
        with site_folder(tmp_path) as folder:
            assert not gone.exists()
            assert not (tmp_path / f"{gone.name}.lock").exists()
            assert kept.is_dir()
            assert (kept / "index.html").is_file()
            assert other.is_dir()
            assert folder.is_dir()
    finally:
        for process in (running, killed):
            process.kill()
            process.wait(timeout=30)
            assert process.stdout is not None
            process.stdout.close()
    assert remove_abandoned(tmp_path) == [kept]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["berger-site-by-hand"]
