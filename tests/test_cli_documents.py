"""`berger cards | round-sheets | chart | crosstable | build` through Click:
files written, and every bad input one line, exit 1, no file."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import Result
from tests.conftest import SAMPLES, assert_error, run

from berger.render import press, printing

CLUB = str(SAMPLES / "club-championship")


def succeeded(result: Result) -> tuple[int, str, str]:
    """Exit status, stdout and stderr of a run that did not crash."""
    assert result.exception is None, result.exc_info
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
    code, out, err = succeeded(run(*command, CLUB, "-o", str(target), "--lang", "uk"))
    assert (code, err) == (0, "")
    assert out == f"записано {target}\n"  # --lang is the messages' language too
    html = target.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>")
    assert 'lang="uk"' in html
    assert "Hartley, James" in html


@pytest.mark.slow
def test_a_pdf_on_letter_paper(tmp_path: Path) -> None:
    target = tmp_path / "chart.pdf"
    code, _out, err = succeeded(
        run("chart", CLUB, "-o", str(target), "--paper", "letter")
    )
    assert (code, err) == (0, "")
    from pypdf import PdfReader

    box = PdfReader(target).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


@pytest.mark.slow
def test_build_without_results_and_default_folder(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    code, _out, err = succeeded(run("build", str(players)))
    assert (code, err) == (0, "")
    # The pack, the site, the build's manifest and the cards' printed parts.
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        ".berger-build.json",
        ".berger-parts",
        "cards.pdf",
        "chart.pdf",
        "crosstable-blank.pdf",
        "event.trf",
        "event.xlsx",
        "round-sheets.pdf",
        "site",
    ]
    links = (tmp_path / "out" / "site" / "index.html").read_text("utf-8")
    assert 'href="../cards.pdf"' in links
    assert "standings.pdf" not in links


def test_unwritable_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Told before anything is printed: no waiting for the press to learn it.
    def printed(*_: object) -> bytes:
        raise AssertionError("printed before the output folder was checked")

    monkeypatch.setattr(press, "render_pdf", printed)
    monkeypatch.setattr(printing, "render_pdf", printed)
    blocker = tmp_path / "file.txt"
    blocker.write_text("not a folder", encoding="utf-8")
    target = blocker / "cards.pdf"
    assert_error(run("cards", CLUB, "-o", str(target)), pattern="cannot write")
    assert_error(
        run("build", CLUB, "-o", str(blocker / "pack")), pattern="cannot write"
    )


def test_unknown_suffix(tmp_path: Path) -> None:
    target = tmp_path / "chart.docx"
    assert_error(run("chart", CLUB, "-o", str(target)), pattern=r"\.pdf or \.html")
    assert not target.exists()


def test_bad_templates(tmp_path: Path) -> None:
    target = tmp_path / "chart.pdf"
    missing = tmp_path / "nowhere"
    assert_error(
        run("chart", CLUB, "-o", str(target), "--templates", str(missing)),
        pattern="templates folder not found",
    )
    broken = tmp_path / "mine"
    broken.mkdir()
    (broken / "round_chart.html").write_text(
        '{% extends "base.html" %}\n{% block content %}{{ oops( }}{% endblock %}',
        encoding="utf-8",
    )
    assert_error(
        run("chart", CLUB, "-o", str(target), "--templates", str(broken)),
        pattern=r"round_chart\.html:2:",
    )
    (broken / "round_chart.html").write_text(
        '{% extends "base.html" %}{% block content %}{{ no_such }}{% endblock %}',
        encoding="utf-8",
    )
    assert_error(
        run("chart", CLUB, "-o", str(target), "--templates", str(broken)),
        pattern="'no_such' is undefined",
    )
    assert list(tmp_path.glob("*.pdf")) == []


def test_a_filled_crosstable_needs_results(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    target = tmp_path / "table.pdf"
    assert_error(run("crosstable", str(players), "-o", str(target)), pattern="--blank")
    assert not target.exists()


@pytest.mark.slow
def test_a_broken_template_stops_the_build_before_any_file(tmp_path: Path) -> None:
    broken = tmp_path / "mine"
    broken.mkdir()
    (broken / "crosstable.html").write_text("{% endif %}", encoding="utf-8")
    out = tmp_path / "pack"
    assert_error(
        run("build", CLUB, "-o", str(out), "--templates", str(broken)),
        pattern=r"crosstable\.html",
    )
    assert not out.exists() or list(out.iterdir()) == []


@pytest.mark.slow
def test_a_failed_build_writes_none_of_its_files(tmp_path: Path) -> None:
    out = tmp_path / "pack"
    (out / "standings.json").mkdir(parents=True)  # cannot be replaced by a file
    result = run("build", CLUB, "-o", str(out))
    # Every file of the pack is made before any lands: the folder in the way
    # is found then, and nothing lands, no folder is made (but the store of
    # printed parts, which are checked on use: see berger.pipeline.pack).
    message = assert_error(result)
    assert message == (f"Error: {out / 'standings.json'}: cannot write: Is a directory")
    assert sorted(p.name for p in out.iterdir()) == [".berger-parts", "standings.json"]
    assert (out / "standings.json").is_dir()


def test_negative_half_points_in_the_crosstable(tmp_path: Path) -> None:
    # A loss worth -½ (custom scoring): Anna beats Boris in round 2 (1 – 2 in
    # the 3-player table), his only result, so Boris has -½. It used to print
    # as -1½, in his cell against Anna and in his points.
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    results = tmp_path / "results.csv"
    results.write_text("round,white,black,result\n2,1,2,1-0\n", encoding="utf-8")
    target = tmp_path / "table.html"
    code, _out, err = succeeded(
        run(
            *("crosstable", str(players), "-o", str(target)),
            *("--results", str(results), "--scoring", "1,0.5,-0.5"),
        )
    )
    assert (code, err) == (0, "")
    html = target.read_text(encoding="utf-8")
    # Boris's cell against Anna and his points; and both SBs: Anna's is her 1
    # against Boris × his -½, Boris's his -½ against Anna × her 1.
    assert html.count(">-½<") == 4
    assert "1½" not in html
