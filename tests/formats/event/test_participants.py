"""Participant lists: delimiters, encodings, header languages, XLSX, plain text."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from tests.formats.xlsx_parts import SHEET, WORKBOOK, parts, zipped

from berger.core.model import Player
from berger.errors import InputError
from berger.formats.event.participants import read_participants, read_roster


def write(folder: Path, name: str, text: str, encoding: str = "utf-8") -> Path:
    path = folder / name
    path.write_bytes(text.encode(encoding))
    return path


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1251"])
def test_delimiters_and_encodings(
    tmp_path: Path, delimiter: str, encoding: str
) -> None:
    rows = [
        ["Прізвище, ім'я", "Рейтинг", "Федерація", "Клуб", "Звання"],
        ["Ґудзь Євген", "1650", "UKR", "Черкаси", "КМС"],
        ["Їжак Олександра", "", "UKR", "Сміла", ""],
    ]
    if delimiter == ",":
        rows = [[f'"{cell}"' if "," in cell else cell for cell in row] for row in rows]
    text = "\r\n".join(delimiter.join(row) for row in rows) + "\r\n"
    path = write(tmp_path, "players.csv", text, encoding)
    if encoding == "cp1251":
        assert "Прізвище".encode("cp1251") in path.read_bytes()
    assert read_participants(path) == [
        Player("Ґудзь Євген", 1650, "UKR", "Черкаси", "КМС"),
        Player("Їжак Олександра", None, "UKR", "Сміла"),
    ]


@pytest.mark.parametrize(
    ("header", "row", "expected"),
    [
        (
            "name,rating,federation,club,title,birth,FIDE id",
            '"Hartley, James",2215,ENG,Riverside,FM,1990,400012345',
            Player(
                "Hartley, James", 2215, "ENG", "Riverside", "FM", "1990", "400012345"
            ),
        ),
        (
            "Name,Country,Rating",
            "Alice,POL,2000",
            Player("Alice", 2000, "POL"),
        ),
        (
            "Ім'я,Рейтинг,Федерація,Клуб,Звання",
            "Олег,2100,UKR,Київ,КМС",
            Player("Олег", 2100, "UKR", "Київ", "КМС"),
        ),
        (
            "Прізвище,Імʼя,Рейтинг",  # U+02BC, the Ukrainian apostrophe
            "Шевченко,Тарас,2000",
            Player("Шевченко Тарас", 2000),
        ),
        (
            "ФИО,Рейтинг,Страна,Клуб,Звание,Дата рождения,FIDE ID",
            "Иванов Иван,2400,RUS,ЦШК,GM,1990-05-01,4100018",
            Player("Иванов Иван", 2400, "RUS", "ЦШК", "GM", "1990-05-01", "4100018"),
        ),
        (
            "Фамилия,Имя,Федерация",
            "Петров,Пётр,KAZ",
            Player("Петров Пётр", None, "KAZ"),
        ),
        (
            "№,Имя,рейтинг",
            "1,Сидоров Сидор,1800",
            Player("Сидоров Сидор", 1800),
        ),
        (
            "Surname,First name,Rating",
            "Doe,Jane,1900",
            Player("Doe, Jane", 1900),
        ),
        (
            "rating,name,sex,withdrawn after",
            "2000.0,Eve,F,3",
            Player("Eve", 2000, sex="w", withdrawn_after=3),
        ),
    ],
)
def test_header_languages(
    tmp_path: Path, header: str, row: str, expected: Player
) -> None:
    word = expected.name.replace(",", " ").split()[0]
    second = row.replace(word, f"{word}ko")
    path = write(tmp_path, "players.csv", f"{header}\n{row}\n{second}\n")
    first, other = read_participants(path)
    assert first == expected
    assert other.name != first.name


K_HEADERS = ["K", "k", "K factor", "K-factor", "К", "К-фактор", "Коефіцієнт K"]


@pytest.mark.parametrize("header", [*K_HEADERS, "Коэффициент К"])
def test_the_k_column(tmp_path: Path, header: str) -> None:
    # K in English, Ukrainian or Russian (Latin or Cyrillic K); blank: none.
    text = f"name,rating,{header}\nAlice,2450,20\nBob,2100,\n"
    path = write(tmp_path, "players.csv", text)
    assert read_participants(path) == [
        Player("Alice", 2450, k=20),
        Player("Bob", 2100),
    ]


def test_titles_federation_and_birth_for_norms(tmp_path: Path) -> None:
    # Titles are kept as written: FIDE ones in any language, national ones too.
    text = (
        "Прізвище, ім'я;Звання;Федерація;Рейтинг;Рік народження;Стать;K\n"
        "Ковальчук Ірина;ЖМФ;UKR;2210;2009;ж;40\n"
        "Гнатюк Тарас;МФ;UKR;2331;1999;ч;\n"
        "Олійник Петро;КМС;UKR;2050;2011;ч;\n"
    )
    players = read_participants(write(tmp_path, "players.csv", text))
    assert players[0] == Player(
        "Ковальчук Ірина", 2210, "UKR", title="ЖМФ", birth="2009", sex="w", k=40
    )
    assert [str(p.fide_title) for p in players] == ["WFM", "FM", "None"]
    assert players[2].title == "КМС"


def test_plain_text_one_name_per_line(tmp_path: Path) -> None:
    path = write(tmp_path, "names.txt", "Kovalenko, Andriy\n\nShevchenko, Olena\n")
    assert [p.name for p in read_participants(path)] == [
        "Kovalenko, Andriy",
        "Shevchenko, Olena",
    ]
    path = write(tmp_path, "imena.txt", "Іван Франко\nЛеся Українка\n", "cp1251")
    assert [p.name for p in read_participants(path)] == ["Іван Франко", "Леся Українка"]
    path = write(tmp_path, "list.txt", "Alice\n  Bob  Smith \nCarol")
    # stored as every reader stores a name: inner runs of spaces made one
    assert [p.name for p in read_participants(path)] == ["Alice", "Bob Smith", "Carol"]


def test_plain_list_with_a_name_header(tmp_path: Path) -> None:
    path = write(tmp_path, "names.csv", "Name\nAlice\nBob\n")
    assert [p.name for p in read_participants(path)] == ["Alice", "Bob"]


def test_xlsx_first_sheet(tmp_path: Path) -> None:
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.append(["Прізвище, ім'я", "Рейтинг", "Федерація", "Дата народження"])
    sheet.append(["Ґудзь Євген", 1650, "UKR", dt.datetime(2001, 2, 3)])
    sheet.append(["Їжак Олександра", 1580.0, "UKR", None])
    sheet.append([None, None, None, None])
    other = workbook.create_sheet("other")
    other.append(["name"])
    other.append(["Not Me"])
    path = tmp_path / "players.xlsx"
    workbook.save(path)
    assert read_participants(path) == [
        Player("Ґудзь Євген", 1650, "UKR", birth="2001-02-03"),
        Player("Їжак Олександра", 1580, "UKR"),
    ]


@pytest.mark.parametrize(
    ("text", "names", "lines"),
    [
        # header on line 2, players on lines 4 and 7 (blank lines between)
        ("\nname,rating\n\nAdams,2100\n\n\nBaker,2050\n", ["Adams", "Baker"], [4, 7]),
        # a plain list of names, no header
        ("Dunn, Dave\n\nEvans, Eve\n", ["Dunn, Dave", "Evans, Eve"], [1, 3]),
    ],
)
def test_roster_gives_each_players_line(
    tmp_path: Path, text: str, names: list[str], lines: list[int]
) -> None:
    players, found = read_roster(write(tmp_path, "players.csv", text))
    assert ([p.name for p in players], found) == (names, lines)


def test_xlsx_that_is_not_a_workbook(tmp_path: Path) -> None:
    path = write(tmp_path, "players.xlsx", "name\nAlice\nBob\n")
    with pytest.raises(InputError, match=r"not an Excel workbook \(\.xlsx\)") as caught:
        read_participants(path)
    assert caught.value.path == str(path)


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("empty.csv", b"", r"^empty.csv: the file is empty: no players$"),
        ("blank.csv", b"\n \n\n", r"^blank.csv: the file is empty: no players$"),
        ("header.csv", b"name,rating\n", r"^header.csv:1: only a header, no players$"),
        (
            "one.csv",
            b"name\nAlice\n",
            r"^one.csv: a round robin needs at least 2 players, found 1$",
        ),
        (
            "dup.csv",
            b"name\nAlice\nBob\nalice\n",
            r"^dup.csv:4: name: duplicate name 'alice' \(also on line 2\)$",
        ),
        (  # names differing only in spacing and case are one name
            "spaces.txt",
            b"Anna  Petrenko\nOleh Bondar\nanna petrenko \n",
            r"^spaces.txt:3: name: duplicate name 'anna petrenko' \(also on line 1\)$",
        ),
        (
            "spaces.csv",
            b"name,rating\nAnna Petrenko,2000\n Anna   Petrenko,1900\n",
            r"^spaces.csv:3: name: duplicate name 'Anna Petrenko' \(also on line 2\)$",
        ),
        (
            "rating.csv",
            b"name,rating\nAlice,2000\nBob,abc\n",
            r"^rating.csv:3: rating: 'abc' is not a number$",
        ),
        (
            "range.csv",
            b"name;rating\nAlice;2000\nBob;9999\n",
            r"^range.csv:3: rating: 9999 is out of range 0..4000$",
        ),
        (  # more digits than Python converts: its ValueError, once
            "huge.csv",
            b"name;rating\nAlice;2000\nBob;" + b"9" * 5000 + b"\n",
            r"^huge.csv:3: rating: 999999999999… \(5000 digits\) is out of range"
            r" 0..4000$",
        ),
        (
            "withdrawn.csv",
            b"name,withdrawn after\nAlice,\nBob," + b"1" * 4400 + b"\n",
            r"^withdrawn.csv:3: withdrawn after: 111111111111… \(4400 digits\) is out",
        ),
        (
            "fide-long.csv",
            b"name,fide id\nAlice,123456789012\nBob,1\n",
            r"^fide-long.csv:2: FIDE id: 123456789012 is out of range"
            r" 0..99999999999$",
        ),
        (
            "k.csv",
            b"name,rating,K\nAlice,2000,20\nBob,1900,abc\n",
            r"^k.csv:3: K: 'abc' is not a number$",
        ),
        (
            "k-range.csv",
            b"name;K-factor\nAlice;0\nBob;20\n",
            r"^k-range.csv:2: K: 0 is out of range 1..40$",
        ),
        (
            "k-big.csv",
            b"name,k\nAlice,20\nBob,45\n",
            r"^k-big.csv:3: K: 45 is out of range 1..40$",
        ),
        (
            "k-half.csv",
            b"name,K\nAlice,12.5\nBob,20\n",
            r"^k-half.csv:2: K: '12.5' is not a number$",
        ),
        (
            "fide.csv",
            b"name,fide id\nAlice,12x\nBob,1\n",
            r"^fide.csv:2: FIDE id: '12x' is not a FIDE id \(digits only\)$",
        ),
        (
            "noname.csv",
            b"name,rating\nAlice,1\n,2000\n",
            r"^noname.csv:3: name: the name is empty$",
        ),
        (
            "layout.csv",
            b"foo,bar\n1,2\n3,4\n",
            r"^layout.csv:1: no name column in the header .*found 'foo', 'bar'$",
        ),
        (
            "binary.csv",
            b"\x89PNG\r\n\x1a\n\x00\x00",
            r"^binary.csv: cannot read the text: not UTF-8 or cp1251",
        ),
        (
            "latin.csv",
            b"name\n\xa4\xa6\xa7\xb1\xb6\n\xa4\xa7\xb6\xb1\n",
            r"^latin.csv: cannot read the text: not UTF-8 or cp1251",
        ),
        ("undefined.csv", b"name\n\x98\x98\nBob\n", r"not UTF-8 or cp1251"),
    ],
)
def test_bad_lists(tmp_path: Path, name: str, data: bytes, message: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(InputError, match=message):
        read_participants(path, display=name)
    assert path.read_bytes() == data


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"^nope.csv: file not found$"):
        read_participants(tmp_path / "nope.csv", display="nope.csv")
    with pytest.raises(InputError, match="is a folder, not a file"):
        read_participants(tmp_path)


def test_limits(tmp_path: Path) -> None:
    names = "".join(f"Player {k}\n" for k in range(2000))
    path = write(tmp_path, "many.txt", names)
    assert len(read_participants(path)) == 2000
    path = write(tmp_path, "too-many.txt", names + "One More\n")
    with pytest.raises(
        InputError, match="at most 2000 players are supported, found 2001"
    ):
        read_participants(path)


def test_samples_read(samples: Path) -> None:
    club = read_participants(samples / "club-championship" / "players.csv")
    assert len(club) == 8
    assert club[0] == Player(
        "Hartley, James", 2215, "ENG", "Riverside", "FM", fide_id="400012345"
    )
    draughts_file = samples / "draughts-cup" / "players.csv"
    draughts_file.read_bytes().decode("cp1251")  # really cp1251
    draughts = read_participants(draughts_file)
    assert len(draughts) == 7
    assert draughts[0].name == "Ґудзь Євген"
    varma = read_participants(samples / "open-varma" / "players.csv")
    assert len(varma) == 12
    assert all(p.federation for p in varma)


# -- a file that is damaged or no text ---------------------------------------


def test_utf16_text_is_named(tmp_path: Path) -> None:
    # Excel's "Unicode text" is UTF-16 with a byte order mark.
    path = write(tmp_path, "players.csv", "name\nAlice\nBob\n", "utf-16")
    with pytest.raises(InputError) as caught:
        read_participants(path)
    assert str(caught.value) == (
        f"{path}: cannot read the text: it is UTF-16 (save it as UTF-8)"
    )


def test_a_file_name_with_a_nul_character(tmp_path: Path) -> None:
    # Only a name from event.toml ("pl\u0000ayers.csv") can hold one; the line
    # shows it escaped.
    with pytest.raises(InputError) as caught:
        read_participants(tmp_path / "pl\x00ayers.csv")
    assert str(caught.value) == (
        f"{tmp_path}/pl\\x00ayers.csv: not a usable file name (embedded null byte)"
    )


def test_a_workbook_without_sheets(tmp_path: Path) -> None:
    empty = WORKBOOK.replace(
        '<sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets>', "<sheets/>"
    )
    path = tmp_path / "players.xlsx"
    path.write_bytes(zipped(parts(xl_workbook_xml=empty)))
    with pytest.raises(InputError) as caught:
        read_participants(path)
    assert str(caught.value) == f"{path}: the workbook has no sheets"


def test_a_damaged_workbook_names_the_sheet(tmp_path: Path) -> None:
    broken = SHEET.replace("</sheetData>", "</sheetDat>")
    path = tmp_path / "players.xlsx"
    path.write_bytes(zipped(parts(xl_worksheets_sheet1_xml=broken)))
    with pytest.raises(InputError) as caught:
        read_participants(path)
    column = broken.index("</sheetDat>") + 2
    assert str(caught.value) == (
        f"{path}: sheet 'Players': damaged XML: mismatched tag: line 1, column {column}"
    )


@pytest.mark.parametrize(
    ("cell", "field"), [("21²0", "rating"), ("4²", "K"), ("²", "withdrawn after")]
)
def test_a_digit_int_cannot_read_is_refused(
    tmp_path: Path, cell: str, field: str
) -> None:
    # str.isdigit() says yes to '²' and int() says no: read with isdecimal()
    text = f"name,{field}\nAlice,{cell}\nBob,\n"
    with pytest.raises(InputError) as caught:
        read_participants(write(tmp_path, "players.csv", text))
    assert str(caught.value) == (
        f"{tmp_path / 'players.csv'}:2: {field}: {cell!r} is not a number"
    )
    fide = write(tmp_path, "fide.csv", "name,fide id\nAlice,4¹\nBob,\n")
    with pytest.raises(InputError) as caught:
        read_participants(fide)
    assert str(caught.value) == (
        f"{fide}:2: FIDE id: '4¹' is not a FIDE id (digits only)"
    )


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "players.csv",
            "name,rating\nAnna\u2028Petrenko,2000\nBob,1900\n",
            "players.csv:2: name: 'Anna\\u2028Petrenko' holds a control character"
            " or a line separator (U+2028): a name is one line of text",
        ),
        (
            "players.csv",
            'name;rating\nAnna;2000\n"Bob\x0bBaker";1900\n',
            "players.csv:3: name: 'Bob\\x0bBaker' holds a control character"
            " or a line separator (U+000B): a name is one line of text",
        ),
        (
            "names.txt",
            "Anna\nBob\u0085Baker\n",
            "names.txt:2: name: 'Bob\\x85Baker' holds a control character"
            " or a line separator (U+0085): a name is one line of text",
        ),
        (
            "split.csv",
            "surname,given name\nPetrenko,Anna\u2029\u2029X\nBaker,Bob\n",
            "split.csv:2: name: 'Petrenko, Anna\\u2029\\u2029X' holds a control"
            " character or a line separator (U+2029): a name is one line of text",
        ),
        (
            "bell.csv",
            "name\nAnna\x07\nBob\n",
            "bell.csv:2: name: 'Anna\\x07' holds a control character"
            " or a line separator (U+0007): a name is one line of text",
        ),
    ],
    ids=["u2028", "vertical-tab", "nel", "surname-given", "bell"],
)
def test_a_name_is_one_line_of_text(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(InputError) as caught:
        read_participants(path, display=name)
    assert str(caught.value) == message


def test_a_name_in_a_workbook_is_one_line_of_text(tmp_path: Path) -> None:
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in (["Name"], ["Anna Petrenko\n"], ["Bob\nBaker"]):
        sheet.append(row)
    path = tmp_path / "players.xlsx"
    workbook.save(path)
    with pytest.raises(InputError) as caught:
        read_participants(path, display="players.xlsx")
    # A line end after the name is no part of it; one inside is refused.
    assert str(caught.value).startswith("players.xlsx:3: name: 'Bob\\nBaker' holds")
