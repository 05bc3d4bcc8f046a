"""Type: the room a text takes, lines broken as the CSS breaks them, and the
one rule that fits a name in its box."""

from __future__ import annotations

import pytest

from berger.render.geometry.fitting import (
    PT,
    NameBox,
    NameFit,
    fit_name,
    text_lines,
    text_width,
)


def test_a_width_adds_up_and_grows_with_the_size() -> None:
    # A point is 1/72 inch: 25.4 / 72 mm.
    assert pytest.approx(0.3527777) == PT
    assert text_width("ab", 10) == pytest.approx(
        text_width("a", 10) + text_width("b", 10)
    )
    assert text_width("ab", 20) == pytest.approx(2 * text_width("ab", 10))
    assert text_width("Hartley", 8, condensed=True) < text_width("Hartley", 8)
    assert text_width("Hartley", 8, bold=True) > text_width("Hartley", 8)
    # A character the face does not have counts as its widest.
    assert text_width("\ue000", 10) >= text_width("W", 10)


def test_lines_break_at_spaces_and_inside_a_word_only_where_it_must() -> None:
    word = text_width("Hartley", 10, bold=True)
    twice = [("Hartley Hartley", 1.0, True)]
    # A column just wider than one word: one word a line.
    assert text_lines(twice, word * 1.01, 10) == 2
    # Two and a half words wide: both on one line.
    assert text_lines(twice, word * 2.5, 10) == 1
    # One word three times as long as the column: cut inside it, 3 lines.
    assert text_lines([("HartleyHartleyHartley", 1.0, True)], word * 1.01, 10) == 3


def test_a_name_that_fits_keeps_its_size() -> None:
    word = text_width("Hartley", 10, bold=True)
    box = NameBox(width=word * 1.01, size=10)
    assert fit_name([("Hartley Hartley", 1.0, True)], box) == NameFit(0, 10, 2)


def test_a_name_is_set_smaller_but_never_under_8_pt() -> None:
    # A name of 200 short words takes many lines at any step. At 10 pt the
    # steps are 8.7 pt (87 %) and 7.5 pt (75 %, under 8: not taken): it stays
    # at 8.7 pt. At 9 pt even the first step (7.83 pt) is under 8: it keeps
    # its size and wraps.
    name = [("x " * 200, 1.0, True)]
    at_ten = fit_name(name, NameBox(width=50, size=10))
    assert at_ten.step == 1
    assert at_ten.size == pytest.approx(8.7)
    at_nine = fit_name(name, NameBox(width=50, size=9))
    assert (at_nine.step, at_nine.size) == (0, 9)
    assert at_nine.lines > at_ten.lines > 2
