"""The workbook's sheet of the rank norms: the rank-norms sample's figures
(docs/ranks.md: Белов Максим, of the second rank, 7½ for the second rank
and 10.2 for the first in the event's 2/1/0 points, scored 11), static
values in the event's language; no such sheet without ``[ranks]``."""

from __future__ import annotations

from pathlib import Path

import openpyxl
from tests.render.conftest import write_output

from berger.formats.event.output import Language


def workbook(sample: str, folder: Path, language: Language | None = None) -> Path:
    return write_output(sample, "event.xlsx", folder, language)


def rows(path: Path) -> list[list[object]]:
    sheet = openpyxl.load_workbook(path).worksheets[-1]
    return [
        [v for v in row if v is not None]
        for row in sheet.iter_rows(values_only=True)
        if any(v is not None for v in row)
    ]


def test_the_samples_sheet_in_russian(tmp_path: Path) -> None:
    book = workbook("rank-norms", tmp_path)
    assert openpyxl.load_workbook(book).sheetnames[-1] == "Разрядные нормы"
    lines = rows(book)
    assert lines[1] == ["Итог: все 9 туров"]
    assert ["Коэффициент турнира", "1,5 (с разрядом 10 из 10 участников)"] in lines
    belov = next(line for line in lines if line[:2] == [6, "Белов Максим"])
    assert belov == [
        *(6, "Белов Максим", "2 разряд", 2, 2, 2, 3, 2, 9, 11),
        *(7.5, "✓", 10.2, "✓", "1 разряд"),
    ]
    assert "Числа таблицы не сверены с текстом нормативного акта." in lines[-1]


def test_the_sheet_speaks_the_events_language(tmp_path: Path) -> None:
    lines = rows(workbook("rank-norms", tmp_path, Language.UK))
    assert str(lines[0][0]).endswith("— Розрядні норми")
    assert ["Коефіцієнт турніру", "1,5 (з розрядом 10 із 10 учасників)"] in lines


def test_no_sheet_without_ranks(tmp_path: Path) -> None:
    names = openpyxl.load_workbook(workbook("draughts-cup", tmp_path)).sheetnames
    assert not {"Rank norms", "Розрядні норми", "Разрядные нормы"} & set(names)
    assert len(names) == 6
