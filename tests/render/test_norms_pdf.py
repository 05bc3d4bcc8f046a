"""The norms document and the rating change as printed: the closed-norms
sample's pack, and the forecast and the outcome in Ukrainian and Russian.
The figures are worked by hand in tests/test_norms_sample.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import SAMPLES, made_named, open_event

from berger.cli import cli
from berger.formats.event.event import Options
from berger.pipeline.outputs import write_made

from .conftest import flat, pages_text

pytestmark = pytest.mark.slow

SAMPLE = SAMPLES / "closed-norms"


def test_the_pack_has_the_norms_and_the_rating_change(tmp_path: Path) -> None:
    # The two PDFs as `berger build` prints them into the sample's pack (the
    # rest of the pack is not about the norms).
    folder = tmp_path
    variant = open_event(SAMPLE, Options()).variant
    pack = [output.name for output in variant.kind.outputs if output.pack]
    assert {"norms.pdf", "standings.pdf"} <= set(pack)
    for name in ("norms.pdf", "standings.pdf"):
        made, work = made_named(variant, name)
        write_made(made, folder / name, work.settings)
    table, certificate = map(flat, pages_text(folder / "norms.pdf"))
    assert "Title norms Final: all 9 rounds" in table
    assert "7/9 ✓ Rp 2604 Ra 2384" in table
    assert "5½/9 ✓ Rp 2604 +1 Ra 2384" in table
    assert "scored 5 of 9; 5½ needed (performance 2438; 2450 needed)" in table
    # One block for Hnatiuk: his nine opponents, one rating column shared by
    # both norms (nobody below a floor), and the figures of each norm: games,
    # points, needed, Ra, Rp, extra games, games credited.
    assert "Norm report: FM Hnatiuk, Taras" in certificate
    assert "RATING FOR GM, IM" in certificate  # headers in capitals
    assert "1 Kazlauskas, Marius FM LTU 2385 2385 1" in certificate
    assert "GM 9 7 7 2384 2604 0 9" in certificate
    assert "IM 9 7 5½ 2384 2604 1 10" in certificate
    standings = flat(pages_text(folder / "standings.pdf")[0])
    # Hnatiuk +63 (K 20, derived), Savchuk +94 (K 40, a junior), Horbenko
    # −12 with the K 10 of the list (no mark).
    assert "ΔR K" in standings
    assert "+63 20†" in standings
    assert "+94 40†" in standings
    assert "−12 10 " in standings
    assert "† K derived from the rating and the year of birth." in standings


def norms_pdf(tmp_path: Path, *args: str) -> list[str]:
    target = tmp_path / "norms.pdf"
    result = CliRunner().invoke(cli, ["norms", str(SAMPLE), *args, "-o", str(target)])
    assert result.exit_code == 0, result.output
    return [flat(page) for page in pages_text(target)]


def test_the_forecast_in_ukrainian(tmp_path: Path) -> None:
    (page,) = norms_pdf(tmp_path, "--after-round", "0", "--lang", "uk")
    assert "Норми звань Прогноз до 1-го туру з 9" in page
    assert "FM Hnatiuk, Taras UKR 2331 7/9 Ra 2384 5½/9 Ra 2384" in page
    assert "середній рейтинг суперників 2376 нижчий за 2380" in page
    assert "Порожньо: учасник уже має це або вище звання" in page


def test_the_outcome_in_russian(tmp_path: Path) -> None:
    table, certificate = norms_pdf(tmp_path, "--lang", "ru")
    assert "Нормы званий Итог: все 9 туров" in table
    assert "набрано 5 из 9, нужно 5½ (перфоманс 2438, нужно 2450)" in table
    assert "Отчёт о норме: FM Hnatiuk, Taras" in certificate
    assert "РЕЙТИНГ ДЛЯ GM, IM" in certificate
    assert "IM 9 7 5½ 2384 2604 1 10" in certificate
