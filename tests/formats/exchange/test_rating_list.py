"""Players from FIDE's rating list: every layout FIDE publishes, zipped or
not, read into a participants file that equals the hand-made one."""

from __future__ import annotations

import datetime as dt
import os
import zipfile
from pathlib import Path

import pytest
from tests.formats import fide_lists as lists

from berger.core.model import Player
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.participants import participant_rows, read_participants
from berger.formats.exchange.fide_list import RatingKind
from berger.formats.exchange.rating_list import read_rating_list

STANDARD, RAPID, BLITZ = RatingKind


def write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


def every_layout(folder: Path) -> dict[str, Path]:
    """The test list of 3,000 players in every layout FIDE publishes."""
    players = lists.sample_list()
    combined, xml = lists.txt_list(players), lists.xml_list(players)
    return {
        "txt": write(folder / "players_list_foa.txt", combined),
        "xml": write(folder / "players_list_xml_foa.xml", xml),
        "txt zipped": lists.zipped(
            folder / "players_list.zip", "players_list_foa.txt", combined
        ),
        "xml zipped": lists.zipped(
            folder / "players_list_xml.zip", "players_list_xml_foa.xml", xml
        ),
        "standard txt": write(
            folder / "standard_rating_list.txt",
            lists.txt_list(players, kind="s", month="OCT26"),
        ),
        "standard xml zipped": lists.zipped(
            folder / "standard_oct26frl_xml.zip",
            "standard_oct26frl_xml.xml",
            lists.xml_list(players, kind="s"),
        ),
    }


@pytest.fixture(scope="module")
def layouts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return every_layout(tmp_path_factory.mktemp("lists"))


def hand_made(tmp_path: Path, text: str = lists.HAND_MADE) -> list[Player]:
    return read_participants(write(tmp_path / "hand.csv", text))


IDS_ONLY = "FIDE id\n" + "\n".join(lists.ids(lists.CHOSEN)) + "\n"


@pytest.mark.parametrize(
    "layout",
    ["txt", "xml", "txt zipped", "xml zipped", "standard txt", "standard xml zipped"],
)
def test_ids_alone_read_as_the_hand_made_file(
    layouts: dict[str, Path], layout: str, tmp_path: Path
) -> None:
    ids = write(tmp_path / "players.csv", IDS_ONLY)
    config = load_event(ids, Options(rating_list=layouts[layout]))
    assert list(config.players) == hand_made(tmp_path)
    assert len(config.remarks) == 1
    assert "FIDE standard ratings" in config.remarks[0]
    assert "; 8 players by FIDE id." in config.remarks[0]


@pytest.mark.parametrize("layout", ["txt", "xml zipped"])
def test_the_rapid_list(layouts: dict[str, Path], layout: str, tmp_path: Path) -> None:
    ids = write(tmp_path / "players.csv", IDS_ONLY)
    options = Options(rating_list=layouts[layout], rating_kind=RAPID)
    config = load_event(ids, options)
    assert list(config.players) == hand_made(tmp_path, lists.HAND_MADE_RAPID)


def test_a_one_kind_list_of_another_kind(
    layouts: dict[str, Path], tmp_path: Path
) -> None:
    ids = write(tmp_path / "players.csv", IDS_ONLY)
    options = Options(rating_list=layouts["standard xml zipped"], rating_kind=BLITZ)
    with pytest.raises(InputError, match="this is FIDE's standard list; the event"):
        load_event(ids, options)


def test_the_participants_file_wins(layouts: dict[str, Path], tmp_path: Path) -> None:
    # a name typed differently, a national rating, a club, a K of 40, and a
    # player without a FIDE id: what the file gives is kept
    text = (
        "No;FIDE id;Name;Rating;Club;K\n"
        "1;14109603;Shevchenko Olena;2410;Kyiv;\n"
        "2;34180102;;;Lviv;40\n"
        "3;;Local Player;1500;Lviv;\n"
    )
    players = load_event(
        write(tmp_path / "p.csv", text), Options(rating_list=layouts["txt"])
    ).players
    assert players[0] == Player(
        "Shevchenko Olena", 2410, "UKR", "Kyiv", "WGM", "1998", "14109603", "w", k=10
    )
    assert players[1] == Player(
        "Петренко, Андрій", 2436, "UKR", "Lviv", "IM", "2001", "34180102", "m", k=40
    )
    assert players[2] == Player("Local Player", 1500, club="Lviv")


def test_surname_columns_keep_their_name(
    layouts: dict[str, Path], tmp_path: Path
) -> None:
    text = "Surname,First name,FIDE id\nPetrenko,Andrii,34180102\n,,14109603\n"
    players = load_event(
        write(tmp_path / "p.csv", text), Options(rating_list=layouts["txt"])
    ).players
    assert [p.name for p in players] == ["Petrenko, Andrii", "Шевченко, Олена"]


def test_an_id_not_in_the_list(layouts: dict[str, Path], tmp_path: Path) -> None:
    ids = write(tmp_path / "players.csv", "FIDE id\n14109603\n\n77777777\n")
    with pytest.raises(
        InputError,
        match=r"players.csv:4: FIDE id: 77777777 is not in the rating list .*players",
    ):
        load_event(ids, Options(rating_list=layouts["txt"]))


def test_a_bad_id(layouts: dict[str, Path], tmp_path: Path) -> None:
    ids = write(tmp_path / "players.csv", "FIDE id\n14109603\n1410-9603\n")
    with pytest.raises(InputError, match=r"players.csv:3: FIDE id: '1410-9603'"):
        load_event(ids, Options(rating_list=layouts["txt"]))


def test_an_id_of_thousands_of_digits(layouts: dict[str, Path], tmp_path: Path) -> None:
    ids = write(tmp_path / "players.csv", "FIDE id\n14109603\n" + "9" * 5000 + "\n")
    with pytest.raises(InputError) as error:
        load_event(ids, Options(rating_list=layouts["txt"]))
    assert str(error.value).endswith(
        "players.csv:3: FIDE id: 999999999999… (5000 digits) is out of range"
        " 0..99999999999"
    )


def test_no_fide_id_column_reads_the_file_as_it_is(tmp_path: Path) -> None:
    names = write(tmp_path / "p.csv", "name\nA\nB\n")
    config = load_event(names, Options(rating_list=tmp_path / "never-read.zip"))
    assert [p.name for p in config.players] == ["A", "B"]
    assert config.remarks == (
        f"Rating list {tmp_path / 'never-read.zip'}: {names} gives no FIDE id.",
    )


def test_the_months(tmp_path: Path) -> None:
    players = lists.sample_list(50)
    wanted = lists.ids(lists.CHOSEN[:1])
    # a one-kind TXT list: the month heads its rating column
    single = write(tmp_path / "x.txt", lists.txt_list(players, kind="s", month="SEP24"))
    assert read_rating_list(single, wanted, STANDARD).month == dt.date(2024, 9, 1)
    # an archive's name: standard_sep26frl.zip
    named = write(tmp_path / "rapid_sep26frl.xml", lists.xml_list(players, kind="r"))
    listing = read_rating_list(named, wanted, RAPID)
    assert (listing.month, listing.dated) == (dt.date(2026, 9, 1), False)
    # the combined list says none: the zip member's date
    packed = lists.zipped(
        tmp_path / "p.zip", "players_list_foa.txt", lists.txt_list(players)
    )
    listing = read_rating_list(packed, wanted, STANDARD)
    assert (listing.month, listing.dated) == (dt.date(2026, 10, 1), True)
    assert listing.note(1) == (
        f"Rating list {packed}: FIDE standard ratings of October 2026 (by the"
        " file's date); 1 player by FIDE id."
    )
    # a bare file: its own date
    bare = write(tmp_path / "players_list_foa.txt", lists.txt_list(players))
    stamp = dt.datetime(2026, 3, 2, 12).timestamp()
    os.utime(bare, (stamp, stamp))
    assert read_rating_list(bare, wanted, STANDARD).month == dt.date(2026, 3, 1)


def test_files_that_are_no_list(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"nothing.zip: file not found"):
        read_rating_list(tmp_path / "nothing.zip", ["1"], STANDARD)
    two = tmp_path / "two.zip"
    with zipfile.ZipFile(two, "w") as archive:
        archive.writestr("a.txt", "x")
        archive.writestr("b.xml", "y")
    with pytest.raises(
        InputError, match=r"the zip should hold one rating list; it holds a.txt, b.xml"
    ):
        read_rating_list(two, ["1"], STANDARD)
    packed = lists.zipped(
        tmp_path / "p.zip",
        "players_list_foa.txt",
        lists.txt_list(lists.sample_list(400)),
    )
    data = bytearray(packed.read_bytes())
    data[200:260] = bytes(60)  # inside the compressed list
    packed.write_bytes(bytes(data))
    with pytest.raises(InputError, match=r"p.zip: damaged zip"):
        read_rating_list(packed, ["1"], STANDARD)


def test_an_xlsx_participants_file(layouts: dict[str, Path], tmp_path: Path) -> None:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["FIDE ID", "Club"])
    for player in lists.CHOSEN:
        sheet.append([player.fide_id, "Club"])
    path = tmp_path / "players.xlsx"
    book.save(path)
    assert participant_rows(path, "p")[1][1][0] == "14109603"
    config = load_event(path, Options(rating_list=layouts["xml"]))
    assert [p.name for p in config.players] == [p.name for p in hand_made(tmp_path)]
