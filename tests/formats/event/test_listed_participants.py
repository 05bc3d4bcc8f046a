"""A participants file's rows filled in from FIDE's rating list, and one
written from it: the file's own values kept, the list's filling the rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.formats import fide_lists as lists

from berger.errors import InputError
from berger.formats.event.listed_participants import (
    fill_rows,
    list_ids,
    participants_csv,
)
from berger.formats.exchange.fide_list import RatingKind
from berger.formats.exchange.rating_list import read_rating_list


def a_list(folder: Path) -> Path:
    """FIDE's combined TXT list of the test players."""
    path = folder / "players_list_foa.txt"
    path.write_bytes(lists.txt_list(lists.sample_list(400)).encode("utf-8"))
    return path


def test_fill_rows_adds_the_missing_columns(tmp_path: Path) -> None:
    rows = [(1, ["fide id", "club"]), (2, ["1503014", "Praha"]), (3, ["", "x"])]
    column, ids = list_ids(rows, "p.csv")
    assert (column, ids) == (0, {2: "1503014"})
    listing = read_rating_list(a_list(tmp_path), ids.values(), RatingKind.STANDARD)
    filled = fill_rows(rows, ids, listing, "p.csv")
    assert filled == [
        (
            1,
            [
                "fide id",
                "club",
                "name",
                "title",
                "federation",
                "rating",
                "K",
                "birth",
                "sex",
            ],
        ),
        (
            2,
            [
                "1503014",
                "Praha",
                "Dvořák, Čeněk",
                "CM",
                "CZE",
                "2155",
                "20",
                "1990",
                "m",
            ],
        ),
        (3, ["", "x"]),
    ]
    assert rows[0] == (1, ["fide id", "club"])  # the rows given are left alone


def test_a_participants_file_written_from_the_list(tmp_path: Path) -> None:
    listing = read_rating_list(a_list(tmp_path), ["1503014"], RatingKind.STANDARD)
    assert participants_csv(listing, ["1503014"]) == (
        "FIDE id,name,title,federation,rating,K,birth,sex\n"
        '1503014,"Dvořák, Čeněk",CM,CZE,2155,20,1990,m\n'
    )
    with pytest.raises(InputError) as refused:
        participants_csv(listing, ["1503014", "42"])
    assert str(refused.value) == (
        f"--ids: 42 is not in the rating list {tmp_path / 'players_list_foa.txt'}"
    )


def test_an_id_that_is_not_digits() -> None:
    rows = [(1, ["Name", "FIDE ID"]), (2, ["Ann", "12x"])]
    with pytest.raises(InputError) as refused:
        list_ids(rows, "p.csv")
    assert str(refused.value) == (
        "p.csv:2: FIDE id: '12x' is not a FIDE id (digits only)"
    )
    assert list_ids([(1, ["Name"]), (2, ["Ann"])], "p.csv") == (None, {})
