"""The round chart: the largest type first, condensed, then the page turned;
the players' schedules' name column as wide as the longest name."""

from __future__ import annotations

import pytest

from berger.render.geometry.chart import chart_geometry
from berger.render.geometry.fitting import text_width
from berger.render.geometry.page import PAPERS


def test_the_phantom_in_brackets_turns_the_page() -> None:
    # 12 pairs a round of a table of 24: portrait leaves (190 − 13) / 12 =
    # 14.75 mm a pair. "24 – 23" in bold 10 pt takes 14.04 mm, 15.24 with
    # 0.6 mm each side: too wide; condensed 12.63 (13.83): it fits.
    g = chart_geometry(PAPERS["a4"], pairs=12, size=24, phantom=False)
    assert (g.landscape, g.size, g.condensed) == (False, 10.0, True)
    # The phantom's pair "(24) – 23" takes 17.26 mm (15.53 condensed):
    # neither fits 14.75, so the page turns: (277 − 13) / 12 = 22 mm, and
    # the regular face fits at 10 pt.
    g = chart_geometry(PAPERS["a4"], pairs=12, size=24, phantom=True)
    assert (g.landscape, g.size, g.condensed) == (True, 10.0, False)


@pytest.mark.parametrize("words", [1, 5, 40])
def test_the_schedules_name_column_takes_the_longest_name(words: int) -> None:
    # Seven rounds: 8 columns of 7 mm on the landscape page leave 277 − 56 =
    # 221 mm for the names; the column is at least 48 mm, else the longest
    # name in 8 pt condensed and 1 mm.
    name = " ".join(["Hartley"] * words)
    g = chart_geometry(
        PAPERS["a4"],
        pairs=4,
        size=8,
        phantom=False,
        names=[[(name, 1.0, False)]],
        rounds=7,
    )
    wide = text_width(name, 8.0, condensed=True) + 1.0
    assert g.names.width == pytest.approx(max(48.0, min(221.0, wide)))
    assert (g.names.size, g.names.bold, g.names.condensed) == (8.0, False, True)
