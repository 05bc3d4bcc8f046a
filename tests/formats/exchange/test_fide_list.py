"""FIDE's list files read as a stream: the TXT layouts by their header, the
XML list by its elements, only the players asked for."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from tests.formats import fide_lists as lists

from berger.errors import InputError
from berger.formats.exchange.fide_list import (
    ListedPlayer,
    RatingKind,
    best_title,
    month_of,
    scan_txt,
    scan_xml,
    txt_layout,
)

STANDARD, RAPID, BLITZ = RatingKind

# Carlsen's line of FIDE's combined list as published (lila's FidePlayerSync
# quotes such lines): the id at 0, the name at 15, the federation at 76, the
# standard rating at 113, rapid at 126, blitz at 139, the year at 152.
CARLSEN = (
    "1503014        Carlsen, Magnus                                              "
    "NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990"
    "      "
)


def stream(text: str) -> io.BytesIO:
    return io.BytesIO(text.encode("utf-8"))


def test_the_combined_header_gives_fides_columns() -> None:
    layout = txt_layout(lists.COMBINED_HEADER, STANDARD, "l.txt")
    assert dict(layout.columns) == {
        "id": (0, 15),
        "name": (15, 76),
        "federation": (76, 80),
        "sex": (80, 84),
        "title": (84, 89),
        "w_title": (89, 94),
        "rating": (113, 119),
        "k": (123, 126),
        "birth": (152, 158),
    }
    assert not layout.single
    rapid = txt_layout(lists.COMBINED_HEADER, RAPID, "l.txt").columns
    assert (rapid["rating"], rapid["k"]) == ((126, 132), (136, 139))
    blitz = txt_layout(lists.COMBINED_HEADER, BLITZ, "l.txt").columns
    assert (blitz["rating"], blitz["k"]) == ((139, 145), (149, 152))


def test_a_one_kind_header_has_the_month_for_the_rating() -> None:
    layout = txt_layout(lists.single_header("OCT26"), STANDARD, "s.txt")
    assert layout.single
    assert layout.month == dt.date(2026, 10, 1)
    assert layout.columns["rating"] == (113, 119)
    assert layout.columns["k"] == (123, 126)
    assert layout.columns["birth"] == (126, 132)


def test_fides_own_line() -> None:
    text = lists.COMBINED_HEADER + "\r\n" + CARLSEN + "\r\n"
    for kind, rating in ((STANDARD, 2823), (RAPID, 2801), (BLITZ, 2860)):
        found = scan_txt(stream(text), {"1503014"}, kind, "l.txt").found
        assert found["1503014"] == ListedPlayer(
            "1503014", "Carlsen, Magnus", "NOR", "M", "GM", rating, 10, "1990", 2
        )


def test_only_the_players_asked_for() -> None:
    players = lists.sample_list(300)
    text = lists.txt_list(players)
    wanted = {"14109603", "2200171", "999"}
    scan = scan_txt(stream(text), wanted, STANDARD, "l.txt")
    assert set(scan.found) == {"14109603", "2200171"}
    line = 2 + players.index(lists.CHOSEN[5])
    assert scan.found["2200171"].line == line
    assert scan.found["2200171"].name == "López García, José Ángel"


def test_xml_combined_and_one_kind() -> None:
    players = lists.sample_list(200)
    wanted = {"14109603", "5003419"}
    combined = scan_xml(stream(lists.xml_list(players)), wanted, RAPID, "l.xml")
    assert not combined.single
    olena = combined.found["14109603"]
    assert (olena.name, olena.title, olena.rating, olena.k) == (
        "Шевченко, Олена",
        "WGM",
        2380,
        20,
    )
    assert olena.line == 2  # <player> opens on line 2
    single = scan_xml(stream(lists.xml_list(players, kind="r")), wanted, RAPID, "x")
    assert single.single
    assert single.found["5003419"].rating == 2011


def test_xml_names_with_markup_characters() -> None:
    player = lists.Listed(7, "O'Brien & <Sons>", "IRL", "M", srtng=2001, sk=20)
    found = scan_xml(stream(lists.xml_list([player])), {"7"}, STANDARD, "x").found
    assert found["7"].name == "O'Brien & <Sons>"


def test_xml_over_many_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    from berger.formats.exchange import fide_list

    monkeypatch.setattr(fide_list, "_BLOCK", 97)  # players cut across blocks
    players = lists.sample_list(120)
    wanted = set(lists.ids(lists.CHOSEN))
    found = scan_xml(stream(lists.xml_list(players)), wanted, STANDARD, "x").found
    assert set(found) == wanted
    text = lists.xml_list(players)
    for player in lists.CHOSEN:
        start = text.index(f"<fideid>{player.fide_id}<")
        assert found[str(player.fide_id)].line == text.count("\n", 0, start)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Name,Rating\n", "not FIDE's TXT rating list"),
        ("ID Number      Name\n", "not FIDE's TXT rating list"),
        ("<players><player/></players>", "not FIDE's XML rating list"),
        ("<playerslist>\n<player>\n<fideid>1</fideid>", "cut short"),
    ],
)
def test_not_a_list(text: str, message: str) -> None:
    scan = scan_xml if text.startswith("<") else scan_txt
    with pytest.raises(InputError, match=message):
        scan(stream(text), {"1"}, STANDARD, "l")


def test_a_damaged_line_of_a_player_asked_for() -> None:
    line = lists.txt_line(lists.CHOSEN[0])
    damaged = line[:113] + "24x1  " + line[119:]
    text = lists.COMBINED_HEADER + "\r\n" + damaged + "\r\n"
    with pytest.raises(InputError, match=r"^l.txt:2: rating: '24x1' is not a number"):
        scan_txt(stream(text), {"14109603"}, STANDARD, "l.txt")
    # the same damage in a player nobody asked for is passed over
    assert scan_txt(stream(text), {"1"}, STANDARD, "l.txt").found == {}


def test_not_utf8() -> None:
    text = lists.COMBINED_HEADER.encode() + b"\r\n1 \xff\xfe\r\n"
    with pytest.raises(InputError, match=r"l.txt:2: not UTF-8"):
        scan_txt(io.BytesIO(text), {"1"}, STANDARD, "l.txt")


def test_month_and_titles() -> None:
    assert month_of("SEP24") == dt.date(2024, 9, 1)
    assert month_of("jan25") == dt.date(2025, 1, 1)
    assert month_of("Gms") is None
    # FIDE's order: GM, IM, WGM, FM, WIM, CM, WFM, WCM
    assert best_title("IM", "WGM") == "IM"
    assert best_title("CM", "WIM") == "WIM"
    assert best_title("AGM", "") == "AGM"


def test_a_rating_of_thousands_of_digits_is_one_line() -> None:
    # The XML list's values have no width: more digits than Python converts
    # ended in its ValueError.
    player = lists.Listed(7, "Long, Number", "IRL", "M", srtng=2001, sk=20)
    text = lists.xml_list([player]).replace(">2001<", ">" + "9" * 5000 + "<")
    with pytest.raises(InputError) as error:
        scan_xml(stream(text), {"7"}, STANDARD, "l.xml")
    assert str(error.value) == (
        "l.xml:2: rating: 999999999999… (5000 digits) is out of range 0..4000"
    )
