"""Click's lazy group: a command's module is imported when the command is
looked up, not when the group lists it; the group's ``commands`` reads as
every command, each imported as it is read."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from berger.cli.lazy import Lazy, LazyCommands, LazyGroup


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A module of two commands, imported by no one yet; its name."""
    (tmp_path / "lazy_probe.py").write_text(
        textwrap.dedent("""
            import click

            IMPORTS = []
            IMPORTS.append(1)


            @click.command("first-one", help="The first one's help. And more.")
            def first_one():
                click.echo("first ran")


            @click.command("second", help="The second.")
            def second():
                click.echo("second ran")
        """),
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "lazy_probe", raising=False)
    return "lazy_probe"


def group(module: str) -> LazyGroup:
    return LazyGroup(
        "probe",
        lazy=[
            Lazy("first-one", f"{module}:first_one", "The first one's help. And more."),
            Lazy("second", f"{module}:second", "The second."),
        ],
    )


def test_the_help_lists_every_command_without_importing_one(package: str) -> None:
    probe = group(package)
    result = CliRunner().invoke(probe, ["--help"])
    assert result.exit_code == 0
    assert "first-one  The first one's help." in result.output
    assert "second     The second." in result.output
    assert package not in sys.modules
    assert sorted(probe.commands) == ["first-one", "second"]
    assert package not in sys.modules


def test_a_command_is_imported_when_it_runs(package: str) -> None:
    probe = group(package)
    result = CliRunner().invoke(probe, ["second"])
    assert (result.exit_code, result.output) == (0, "second ran\n")
    assert package in sys.modules
    first = probe.commands["first-one"]
    assert probe.commands["first-one"] is first
    assert sys.modules[package].IMPORTS == [1]


def test_commands_read_and_change_as_a_mapping(package: str) -> None:
    commands = LazyCommands([Lazy("second", f"{package}:second", "The second.")])
    stand_in = commands.listed("second")
    assert (stand_in.name, stand_in.help) == ("second", "The second.")
    assert package not in sys.modules

    @click.command("added")
    def added() -> None:
        """Added."""

    commands["added"] = added
    assert sorted(commands) == ["added", "second"]
    assert len(commands) == 2
    assert commands.get("none") is None
    assert dict(commands.items())["second"].name == "second"
    assert commands.listed("second") is commands["second"]
    del commands["added"], commands["second"]
    assert len(commands) == 0
    with pytest.raises(KeyError):
        del commands["second"]


def test_an_entry_that_names_another_command_is_refused(package: str) -> None:
    with pytest.raises(TypeError, match="is not the command 'first'"):
        Lazy("first", f"{package}:first_one", "x").load()


def test_berger_s_help_imports_no_command(tmp_path: Path) -> None:
    # In a process of its own: the modules of the commands, of their options
    # and of the rules are not imported to list the commands.
    script = (
        "import sys\n"
        "from berger.cli import main\n"
        "sys.argv = ['berger', '--help']\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith('berger')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    imported = done.stdout.splitlines()[-1]
    for heavy in ("berger.cli.options", "berger.cli.reports", "berger.core."):
        assert f"'{heavy}" not in imported
    assert "'berger.formats." not in imported
    assert "'berger.cli.commands'" in imported
