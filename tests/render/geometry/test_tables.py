"""The crosstable's geometry: the columns on the page, turned when the cells
would be too narrow."""

from __future__ import annotations

import pytest

from berger.render.geometry.page import PAPERS
from berger.render.geometry.tables import crosstable_geometry


def test_a_small_crosstable_stays_portrait_and_widens_the_names() -> None:
    # 6 players, 1 tiebreak, A4 portrait (190 mm): fixed 7 + 10 + 11 · 3 = 50,
    # names 48, clubs 16, rest 76: 6 cells of 12.67 would pass 12, so cells
    # are 12 and 76 − 72 = 4 mm go to the names (52). Rows: (270 − 48) / 7
    # = 31.7, at most 10.
    g = crosstable_geometry(PAPERS["a4"], players=6, columns=6, tiebreaks=1, cycles=1)
    assert not g.landscape
    assert (g.number, g.rating, g.total) == (7.0, 10.0, 11.0)
    assert (g.cell, g.name, g.origin, g.row) == (12.0, 52.0, 16.0, 10.0)
    assert g.width == 190.0


def test_a_big_crosstable_turns_the_page() -> None:
    # 30 players, 3 tiebreaks: fixed 7 + 10 + 11 · 5 = 72, names 42, no clubs
    # (over 20 players). Portrait leaves 190 − 114 = 76 for 30 cells (2.5 mm):
    # too narrow, so landscape: 277 − 114 = 163, cells of 5.43 mm. Rows:
    # (183 − 48) / 31 = 4.4, at least 5.2.
    g = crosstable_geometry(PAPERS["a4"], players=30, columns=30, tiebreaks=3, cycles=1)
    assert g.landscape
    assert g.origin == 0.0
    assert g.name == 42.0
    assert g.cell == pytest.approx(163 / 30)
    assert g.row == 5.2
    assert g.width == pytest.approx(277.0)


def test_two_cycles_want_wider_cells() -> None:
    # 12 players, 1 tiebreak, two cycles: portrait gives 190 − 50 − 48 − 16 = 76
    # for 12 cells (6.3 mm, under the 11 mm two games need): landscape, 277 −
    # 114 = 163, 13.58 mm a cell.
    g = crosstable_geometry(PAPERS["a4"], players=12, columns=12, tiebreaks=1, cycles=2)
    assert g.landscape
    assert g.cell == pytest.approx(163 / 12)


def test_the_condensed_face_from_17_players_or_on_request() -> None:
    a4 = PAPERS["a4"]

    def condensed(players: int, asked: bool | None = None) -> bool:
        return crosstable_geometry(
            a4,
            players=players,
            columns=players,
            tiebreaks=1,
            cycles=1,
            condensed=asked,
        ).condensed

    assert (condensed(16), condensed(17)) == (False, True)
    # A team crosstable asks for it whatever its size.
    assert condensed(6, True)
    assert not condensed(20, False)


def test_the_clubs_print_whole() -> None:
    # "UKR · ШК «Харків»" at 7.5 pt is wider than the club column's least
    # 16 mm: it takes two lines there, and its row room for both (2 · 7.5 pt
    # · 1.15, 6.1 mm); given the room (4 players: cells at their widest, 30
    # mm for the clubs) one line. Never cut: a club two lines of 30 mm
    # cannot hold leaves the column out.
    a4 = PAPERS["a4"]
    clubs = ["UKR · ШК «Київ»", "UKR · ШК «Харків»"]
    g = crosstable_geometry(
        a4, players=20, columns=20, tiebreaks=3, cycles=1, origins=clubs
    )
    assert (g.origin, g.origin_lines) == (16.0, 2)
    assert g.row >= 2 * 7.5 * 1.15 * 25.4 / 72
    roomy = crosstable_geometry(
        a4, players=4, columns=4, tiebreaks=0, cycles=1, origins=clubs
    )
    assert (roomy.origin, roomy.origin_lines) == (30.0, 1)
    long = ["UKR · Шаховий клуб імені Тараса Шевченка міста Кропивницький"]
    cut = crosstable_geometry(
        a4, players=6, columns=6, tiebreaks=1, cycles=1, origins=long
    )
    assert cut.origin == 0.0
