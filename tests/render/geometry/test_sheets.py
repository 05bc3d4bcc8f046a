"""The round sheets' type: chosen by the boards of a round, the name columns
what the fixed columns leave, rows as tall as their names."""

from __future__ import annotations

import pytest

from berger.render.geometry.fitting import NameFit
from berger.render.geometry.page import PAPERS
from berger.render.geometry.sheets import (
    SHEET_TYPES,
    sheet_fits,
    sheet_name_box,
    sheet_row_height,
    sheet_types,
)

LARGE, MEDIUM, SMALL, SMALLEST = SHEET_TYPES


def test_the_boards_of_a_round_choose_the_largest_type() -> None:
    # Large up to 8 boards, medium up to 14, small up to 28.
    assert sheet_types(8) == (LARGE, MEDIUM, SMALL, SMALLEST)
    assert sheet_types(9) == sheet_types(14) == (MEDIUM, SMALL, SMALLEST)
    assert sheet_types(15) == sheet_types(28) == (SMALL, SMALLEST)
    assert sheet_types(29) == (SMALLEST,)


def test_the_names_share_what_the_fixed_columns_leave() -> None:
    # Letter: 215.9 − 2 × 10 = 195.9 mm of text; board 15, two numbers of 9
    # and the result 26 leave 136.9, 68.45 a name column, less 1.5 mm of
    # padding each side: 65.45 mm.
    box = sheet_name_box(PAPERS["letter"], LARGE)
    assert box.width == pytest.approx(65.45)
    assert (box.size, box.lines, box.rating) == (17, 3, False)
    # The small type prints the rating after the name, on its lines.
    assert sheet_name_box(PAPERS["letter"], SMALL).rating


def test_a_row_is_as_tall_as_its_board_number_or_its_names() -> None:
    # Large: board numbers of 26 pt in lines of 1.25 em: 32.5 pt. A name of
    # one line at 17 pt with the rating line under it: 17 × (1.25 + 0.66) =
    # 32.47 pt, so the board number rules: 32.5 pt = 11.465 mm, and 2 mm
    # above and below and the 0.2 mm rule: 15.665 mm.
    one = sheet_row_height(LARGE, [NameFit(0, 17.0, 1), NameFit(0, 17.0, 1)])
    assert one == pytest.approx(15.6653, abs=1e-4)
    # A name of two lines: 17 × (2.5 + 0.66) = 53.72 pt = 18.951 mm: 23.151.
    two = sheet_row_height(LARGE, [NameFit(0, 17.0, 1), NameFit(0, 17.0, 2)])
    assert two == pytest.approx(23.1512, abs=1e-4)


def test_a_round_fits_its_page_below_the_heading() -> None:
    # A4 leaves 270 mm, the heading 56: 214 mm. 13 rows of 15.665 mm are
    # 203.6 mm; 14 are 219.3 mm.
    row = [NameFit(0, 17.0, 1), NameFit(0, 17.0, 1)]
    assert sheet_fits(PAPERS["a4"], LARGE, [row] * 13)
    assert not sheet_fits(PAPERS["a4"], LARGE, [row] * 14)


def test_the_qr_code_takes_room_from_the_rows() -> None:
    from berger.render.geometry.fitting import NameFit
    from berger.render.geometry.page import PAPERS, text_area
    from berger.render.geometry.sheets import (
        SHEET_HEADING,
        SHEET_QR,
        SHEET_TYPES,
        sheet_fits,
        sheet_row_height,
    )

    paper, sheet = PAPERS["a4"], SHEET_TYPES[1]
    row = (NameFit(0, sheet.name, 1), NameFit(0, sheet.name, 1))
    height = sheet_row_height(sheet, row)
    _, page = text_area(paper)
    # as many rows as fit under the plain heading, then under the code's too
    plain = int((page - SHEET_HEADING) // height)
    with_code = int((page - SHEET_HEADING - SHEET_QR) // height)
    assert with_code < plain
    assert sheet_fits(paper, sheet, [row] * plain)
    assert not sheet_fits(paper, sheet, [row] * plain, qr=True)
    assert sheet_fits(paper, sheet, [row] * with_code, qr=True)
    assert not sheet_fits(paper, sheet, [row] * (with_code + 1), qr=True)
