"""``berger init``: a new event folder, or one of players from FIDE's list
by their ids (the folder's files: tests/formats/event/test_starter.py)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from berger.cli import cli


def test_init_writes_the_folder_and_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    result = CliRunner().invoke(cli, ["init", str(folder)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"wrote {folder / 'event.toml'}",
        f"wrote {folder / 'players.csv'}",
    ]


def test_ids_must_be_digits_and_go_with_a_rating_list(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["init", str(tmp_path / "a"), "--ids", "1,x"])
    assert result.exit_code == 2
    assert "'x' is not a FIDE id (digits only)" in result.stderr
    result = runner.invoke(cli, ["init", str(tmp_path / "b"), "--ids", "1, 2"])
    assert result.exit_code == 2
    assert "--rating-list and --ids go together" in result.stderr
    assert not (tmp_path / "b").exists()
