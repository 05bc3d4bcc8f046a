"""The TRF layout: the 001 record's fixed columns (FIDE C.04 Annex 2), the
result letters, the 33-character name cut and the text of points."""

from __future__ import annotations

from fractions import Fraction

import pytest

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.exchange.trf.layout import (
    BIRTH,
    BLOCK_GAPS,
    BLOCK_START,
    BLOCK_WIDTH,
    COLOUR,
    CUT_CHECKED,
    FEDERATION,
    FIDE_ID,
    GAME_CODES,
    NAME,
    NUMBER,
    OPPONENT,
    PAIRS,
    POINTS,
    RANK,
    RATING,
    RESULT,
    SEPARATORS,
    SEX,
    TITLE,
    TITLES,
    at,
    points_text,
    shown_points,
    trf_name,
)

FIELDS = (NUMBER, SEX, TITLE, NAME, RATING, FEDERATION, FIDE_ID, BIRTH, POINTS, RANK)


def test_fields_and_separators_tile_the_columns_before_the_rounds() -> None:
    # Columns 1-3 hold the record code 001; every later column up to 91 is in
    # exactly one field or is a separating blank; round 1 starts at 92.
    owners: dict[int, str] = dict.fromkeys((1, 2, 3), "001")
    for fld in FIELDS:
        for column in range(fld.first, fld.last + 1):
            assert column not in owners, (fld.name, column)
            owners[column] = fld.name
    for column in SEPARATORS:
        assert column not in owners, column
        owners[column] = "blank"
    assert sorted(owners) == list(range(1, BLOCK_START))
    assert (NAME.width, POINTS.width, FIDE_ID.width, SEX.width) == (33, 4, 11, 1)


def test_a_field_reads_its_columns_stripped() -> None:
    line = f"001 {7:>4} m{'FM':>3} {'Doe, Jane':<33} {2315:>4}"
    assert line[NAME.first - 1] == "D"
    assert NUMBER.text(line) == "7"
    assert (SEX.text(line), TITLE.text(line)) == ("m", "FM")
    assert NAME.text(line) == "Doe, Jane"
    assert RATING.text(line) == "2315"
    assert FEDERATION.text(line) == ""  # beyond the end of the line


def test_only_right_aligned_fields_are_checked_for_a_cut() -> None:
    assert all(fld.right for fld in CUT_CHECKED)
    assert {fld for fld in FIELDS if fld.right} == set(CUT_CHECKED) | {TITLE}


def test_a_round_block_has_its_blanks_between_its_parts() -> None:
    # "  12 w 1  ": opponent in 0-3, colour at 5, result at 7, blanks at 4, 6,
    # 8 and 9.
    text = "  12 w 1  "
    assert len(text) == BLOCK_WIDTH
    assert (text[OPPONENT], text[COLOUR], text[RESULT]) == ("  12", "w", "1")
    assert all(text[gap] == " " for gap in BLOCK_GAPS)


def test_result_letters_pair_into_outcomes_both_ways_round() -> None:
    # The pair seen from the other side is the same game with colours swapped.
    for (white, black), outcome in PAIRS.items():
        assert PAIRS[black, white] is outcome.reversed
        assert {white, black} <= set(GAME_CODES.values())
    assert PAIRS["1", "0"] is Outcome.WHITE_WIN
    assert PAIRS["+", "-"] is Outcome.WHITE_FORFEIT_WIN
    assert PAIRS[" ", " "] is Outcome.UNPLAYED
    # W, D and L (a game under one move) count as 1, = and 0.
    assert [GAME_CODES[letter] for letter in "WDL"] == ["1", "=", "0"]


def test_title_codes() -> None:
    assert TITLES["g"] == "GM"
    assert TITLES["wf"] == "WFM"
    assert len(TITLES) == 8


@pytest.mark.parametrize(
    ("name", "held"),
    [
        ("Anna  Petrenko ", "Anna Petrenko"),
        # 10 + 1 + 10 + 1 + 10 + 1 = 33: the cut ends on a space, dropped
        ("Abcdefghij Abcdefghij Abcdefghij Xyz", "Abcdefghij Abcdefghij Abcdefghij"),
        ("X" * 40, "X" * 33),
        # runs of spaces count once before the cut: 31 + 1 + 1 = 33
        ("Y" * 31 + "     Zz", "Y" * 31 + " Z"),
    ],
)
def test_trf_name_cleans_cuts_and_strips(name: str, held: str) -> None:
    assert trf_name(name) == held
    assert len(trf_name(name)) <= NAME.width


def test_an_error_names_file_line_and_column() -> None:
    error = at("event.trf", 3, 92, "opponent '1x' is not a pairing number")
    assert isinstance(error, InputError)
    assert str(error) == "event.trf:3: column 92: opponent '1x' is not a pairing number"


def test_points_field_formats() -> None:
    assert points_text(Fraction(11, 2)) == "5.5"
    assert points_text(Fraction(6)) == "6.0"
    assert points_text(Fraction(199, 2)) == "99.5"
    assert points_text(Fraction(100)) == "100"  # documented fallback
    assert points_text(Fraction(9999)) == "9999"
    assert points_text(Fraction(5, 4)) == "1.25"
    assert points_text(Fraction(201, 2)) is None  # 100.5 does not fit
    assert points_text(Fraction(1, 3)) is None


def test_points_shown_in_a_message() -> None:
    assert shown_points(Fraction(201, 2)) == "100.5"
    assert shown_points(Fraction(5, 4)) == "1.25"
    assert shown_points(Fraction(1, 3)) == "1/3"  # no exact decimal
