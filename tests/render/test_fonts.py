"""The bundled fonts' advance widths, read once per face: what the layout
measures names with before printing them."""

from __future__ import annotations

import pytest

from berger.render import templates_dir
from berger.render.fonts import FILES, advances


@pytest.mark.parametrize(("bold", "condensed"), sorted(FILES))
def test_every_face_is_bundled_and_measures_text(bold: bool, condensed: bool) -> None:
    assert (templates_dir() / "fonts" / FILES[bold, condensed]).is_file()
    widths, widest = advances(bold, condensed)
    assert widest == max(widths.values())
    # Latin, Cyrillic and the crosstable's marks are all in the face.
    assert all(widths[char] > 0 for char in "AZaz09Ѓжї½■□–")
    # Combining marks take no room of their own.
    assert widths["\u0301"] == 0
    assert all(0 <= width <= widest for width in widths.values())
    # Braille and beyond (U+2800 up) are left out of the table.
    assert max(map(ord, widths)) < 0x2800


def test_bold_is_wider_and_condensed_narrower() -> None:
    regular = advances(False, False)[0]
    bold = advances(True, False)[0]
    condensed = advances(False, True)[0]
    for char in "0W ":
        assert condensed[char] < regular[char] < bold[char]
    # DejaVu Sans, in em: a digit 1303/2048, a W 2025/2048, a space 651/2048.
    assert (regular["0"], regular["W"], regular[" "]) == (
        1303 / 2048,
        2025 / 2048,
        651 / 2048,
    )


def test_a_face_is_read_once() -> None:
    assert advances(True, True) is advances(True, True)
