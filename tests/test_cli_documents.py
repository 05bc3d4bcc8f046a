"""`berger cards | round-sheets | chart | crosstable | build` through Click:
files written, and every bad input one line, exit 1, no file."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from berger.cli import cli

ROOT = Path(__file__).resolve().parent.parent
CLUB = str(ROOT / "samples" / "club-championship")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    "command",
    [
        ["cards"],
        ["round-sheets"],
        ["chart"],
        ["crosstable", "--blank"],
        ["crosstable", "--blank", "--round-hints"],
        ["crosstable"],
    ],
)
def test_each_document_as_a_web_page(command: list[str], tmp_path: Path) -> None:
    target = tmp_path / "doc.html"
    code, out, err = run(*command, CLUB, "-o", str(target), "--lang", "uk")
    assert (code, err) == (0, "")
    assert out == f"wrote {target}\n"
    html = target.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>")
    assert 'lang="uk"' in html
    assert "Hartley, James" in html


@pytest.mark.slow
def test_a_pdf_on_letter_paper(tmp_path: Path) -> None:
    target = tmp_path / "chart.pdf"
    code, _out, err = run("chart", CLUB, "-o", str(target), "--paper", "letter")
    assert (code, err) == (0, "")
    from pypdf import PdfReader

    box = PdfReader(target).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


@pytest.mark.slow
def test_build_without_results_and_default_folder(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    code, _out, err = run("build", str(players))
    assert (code, err) == (0, "")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "cards.pdf",
        "chart.pdf",
        "crosstable-blank.pdf",
        "event.trf",
        "event.xlsx",
        "round-sheets.pdf",
    ]


def one_line_error(code: int, out: str, err: str, *parts: str) -> None:
    assert code == 1, (out, err)
    assert err.startswith("Error: "), err
    assert err.count("\n") == 1, err
    for part in parts:
        assert part in err


@pytest.mark.slow
def test_unwritable_output(tmp_path: Path) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("not a folder", encoding="utf-8")
    target = blocker / "cards.pdf"
    one_line_error(*run("cards", CLUB, "-o", str(target)), "cannot write")
    one_line_error(*run("build", CLUB, "-o", str(blocker / "pack")), "cannot write")


def test_unknown_suffix(tmp_path: Path) -> None:
    target = tmp_path / "chart.docx"
    one_line_error(*run("chart", CLUB, "-o", str(target)), ".pdf or .html")
    assert not target.exists()


def test_bad_templates(tmp_path: Path) -> None:
    target = tmp_path / "chart.pdf"
    missing = tmp_path / "nowhere"
    one_line_error(
        *run("chart", CLUB, "-o", str(target), "--templates", str(missing)),
        "templates folder not found",
    )
    broken = tmp_path / "mine"
    broken.mkdir()
    (broken / "round_chart.html").write_text(
        '{% extends "base.html" %}\n{% block content %}{{ oops( }}{% endblock %}',
        encoding="utf-8",
    )
    one_line_error(
        *run("chart", CLUB, "-o", str(target), "--templates", str(broken)),
        "round_chart.html:2:",
    )
    (broken / "round_chart.html").write_text(
        '{% extends "base.html" %}{% block content %}{{ no_such }}{% endblock %}',
        encoding="utf-8",
    )
    one_line_error(
        *run("chart", CLUB, "-o", str(target), "--templates", str(broken)),
        "'no_such' is undefined",
    )
    assert list(tmp_path.glob("*.pdf")) == []


def test_a_filled_crosstable_needs_results(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    target = tmp_path / "table.pdf"
    one_line_error(*run("crosstable", str(players), "-o", str(target)), "--blank")
    assert not target.exists()


@pytest.mark.slow
def test_a_broken_template_stops_the_build_before_any_file(tmp_path: Path) -> None:
    broken = tmp_path / "mine"
    broken.mkdir()
    (broken / "crosstable.html").write_text("{% endif %}", encoding="utf-8")
    out = tmp_path / "pack"
    code, stdout, err = run("build", CLUB, "-o", str(out), "--templates", str(broken))
    one_line_error(code, stdout, err, "crosstable.html")
    assert not out.exists() or list(out.iterdir()) == []


@pytest.mark.slow
def test_a_failed_build_keeps_finished_files_and_no_partial_one(tmp_path: Path) -> None:
    out = tmp_path / "pack"
    (out / "standings.json").mkdir(parents=True)  # cannot be replaced by a file
    code, _stdout, _err = run("build", CLUB, "-o", str(out))
    # The failed rename is reported by berger.formats.atomic; here only what
    # the build promises: exit 1, the files before it finished, no partial one.
    assert code == 1
    assert not any(p.name.endswith(".part") for p in out.iterdir())
    done = sorted(p.name for p in out.iterdir())
    assert done == sorted(
        [
            "cards.pdf",
            "round-sheets.pdf",
            "chart.pdf",
            "crosstable-blank.pdf",
            "crosstable.pdf",
            "standings.pdf",
            "standings.html",
            "standings.csv",
            "standings.json",
        ]
    )
    assert (out / "standings.json").is_dir()
