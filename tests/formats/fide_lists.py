"""FIDE rating list files made by the tests, in FIDE's own layouts.

TXT (fixed columns, CR LF), as FIDE's download page gives them: the combined
list ``players_list_foa.txt`` (160-odd columns: standard, rapid and blitz side
by side) and a list of one kind (``standard_rating_list.txt``, the month
heading the rating column). XML: ``<playerslist>`` of ``<player>`` elements,
the combined list's children or a one-kind list's. The column positions and
element names are those of the files FIDE publishes (see docs/event.md).
"""

from __future__ import annotations

import random
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

COMBINED_HEADER = (
    "ID Number      Name                                                         "
    "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK"
    " B-day Flag"
)
"""The first line of ``players_list_foa.txt``, exactly."""
COMBINED = (
    ("id", 0),
    ("name", 15),
    ("fed", 76),
    ("sex", 80),
    ("tit", 84),
    ("wtit", 89),
    ("otit", 94),
    ("foa", 109),
    ("srtng", 113),
    ("sgm", 119),
    ("sk", 123),
    ("rrtng", 126),
    ("rgm", 132),
    ("rk", 136),
    ("brtng", 139),
    ("bgm", 145),
    ("bk", 149),
    ("bday", 152),
    ("flag", 158),
)
"""Where each value of a combined list's line starts (0-based)."""
COMBINED_WIDTH = 162
SINGLE = (
    *COMBINED[:8],
    ("srtng", 113),
    ("sgm", 119),
    ("sk", 123),
    ("bday", 126),
    ("flag", 132),
)
"""A one-kind list's line: the same up to FOA, then rating, games, K, year, flag."""
SINGLE_WIDTH = 136


def single_header(month: str) -> str:
    """The first line of a one-kind list such as ``standard_rating_list.txt``."""
    return COMBINED_HEADER[:113] + f"{month} Gms K  B-day Flag"


@dataclass(frozen=True)
class Listed:
    """One player of a test list: every field as FIDE writes it."""

    fide_id: int
    name: str
    fed: str
    sex: str
    tit: str = ""
    wtit: str = ""
    otit: str = ""
    srtng: int = 0
    sk: int = 0
    rrtng: int = 0
    rk: int = 0
    brtng: int = 0
    bk: int = 0
    bday: int = 0
    flag: str = ""

    def values(self, *, kind: str | None = None) -> dict[str, str]:
        """The line's values; ``kind`` (``s``, ``r``, ``b``) for a one-kind
        list, whose rating columns are named as the standard ones."""

        def num(value: int) -> str:
            return str(value) if value else "0"

        out = {
            "id": str(self.fide_id),
            "name": self.name,
            "fed": self.fed,
            "sex": self.sex,
            "tit": self.tit,
            "wtit": self.wtit,
            "otit": self.otit,
            "foa": "",
            "srtng": num(self.srtng),
            "sgm": "0",
            "sk": num(self.sk),
            "rrtng": num(self.rrtng),
            "rgm": "0",
            "rk": num(self.rk),
            "brtng": num(self.brtng),
            "bgm": "0",
            "bk": num(self.bk),
            "bday": num(self.bday),
            "flag": self.flag,
        }
        if kind is not None:
            out["srtng"], out["sk"] = out[f"{kind}rtng"], out[f"{kind}k"]
        return out


def txt_line(player: Listed, *, kind: str | None = None) -> str:
    """The player's line: each value at its column, padded with spaces."""
    layout, width = (
        (COMBINED, COMBINED_WIDTH) if kind is None else (SINGLE, SINGLE_WIDTH)
    )
    values = player.values(kind=kind)
    line = ""
    for field, start in layout:
        line = line.ljust(start) + values[field]
    return line.ljust(width)


def txt_list(
    players: Iterable[Listed], *, kind: str | None = None, month: str = ""
) -> str:
    """A whole TXT list, CR LF line ends."""
    header = COMBINED_HEADER if kind is None else single_header(month)
    lines = [header, *(txt_line(p, kind=kind) for p in players)]
    return "\r\n".join(lines) + "\r\n"


XML_COMBINED = (
    *("fideid", "name", "country", "sex", "title", "w_title", "o_title"),
    *("foa_title", "rating", "games", "k", "rapid_rating", "rapid_games"),
    *("rapid_k", "blitz_rating", "blitz_games", "blitz_k", "birthday", "flag"),
)
"""The children of a combined XML list's ``<player>``, in FIDE's order."""
XML_SINGLE = (*XML_COMBINED[:11], "birthday", "flag")
"""A one-kind XML list's."""


def xml_player(player: Listed, *, kind: str | None = None) -> str:
    """The player's ``<player>`` element, on one line per child as FIDE writes."""
    v = player.values(kind=kind)
    values = {
        "fideid": v["id"],
        "name": v["name"],
        "country": v["fed"],
        "sex": v["sex"],
        "title": v["tit"],
        "w_title": v["wtit"],
        "o_title": v["otit"],
        "foa_title": "",
        "rating": v["srtng"],
        "games": "0",
        "k": v["sk"],
        "rapid_rating": v["rrtng"],
        "rapid_games": "0",
        "rapid_k": v["rk"],
        "blitz_rating": v["brtng"],
        "blitz_games": "0",
        "blitz_k": v["bk"],
        "birthday": v["bday"],
        "flag": v["flag"],
    }
    tags = XML_COMBINED if kind is None else XML_SINGLE
    inner = "".join(f"<{tag}>{escape(values[tag])}</{tag}>\n" for tag in tags)
    return f"<player>\n{inner}</player>\n"


def xml_list(players: Iterable[Listed], *, kind: str | None = None) -> str:
    """A whole XML list (FIDE's has no XML declaration)."""
    body = "".join(xml_player(p, kind=kind) for p in players)
    return f"<playerslist>\n{body}</playerslist>\n"


def zipped(path: Path, member: str, text: str) -> Path:
    """``text`` as the one member of the zip ``path``."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo(member, date_time=(2026, 10, 9, 7, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, text.encode("utf-8"))
    return path


CHOSEN = (
    Listed(
        14109603,
        "Шевченко, Олена",
        "UKR",
        "F",
        "WGM",
        "WGM",
        "",
        2401,
        10,
        2380,
        20,
        2422,
        20,
        1998,
        "w",
    ),
    Listed(
        34180102,
        "Петренко, Андрій",
        "UKR",
        "M",
        "IM",
        "",
        "FA",
        2436,
        10,
        2450,
        20,
        0,
        0,
        2001,
    ),
    Listed(
        24101745,
        "Müller, Jürgen",
        "GER",
        "M",
        "FM",
        "",
        "",
        2312,
        20,
        0,
        0,
        2290,
        20,
        1975,
        "i",
    ),
    Listed(
        5003419,
        "Ødegård, Sigrún",
        "NOR",
        "F",
        "",
        "WFM",
        "",
        2050,
        20,
        2011,
        20,
        1999,
        20,
        2009,
        "w",
    ),
    Listed(
        4100034,
        "Кузнецов, Дмитрий",
        "RUS",
        "M",
        "GM",
        "",
        "IA,FT",
        2588,
        10,
        2601,
        10,
        2633,
        10,
        1985,
    ),
    Listed(
        2200171,
        "López García, José Ángel",
        "ESP",
        "M",
        "",
        "",
        "",
        1874,
        40,
        1850,
        40,
        0,
        0,
        2012,
    ),
    Listed(
        1503014,
        "Dvořák, Čeněk",
        "CZE",
        "M",
        "CM",
        "",
        "",
        2155,
        20,
        2100,
        20,
        2170,
        20,
        1990,
    ),
    Listed(
        13400777,
        "Bondarenko, Iryna",
        "UKR",
        "F",
        "",
        "",
        "",
        0,
        0,
        1512,
        40,
        0,
        0,
        2011,
        "w",
    ),
)
"""The players a test event names by FIDE id, as the hand-made participants
file gives them (Cyrillic and accented names, titles in both columns, an
inactive player, one unrated in standard)."""

HAND_MADE = """\
FIDE id,name,title,federation,rating,K,birth,sex
14109603,"Шевченко, Олена",WGM,UKR,2401,10,1998,w
34180102,"Петренко, Андрій",IM,UKR,2436,10,2001,m
24101745,"Müller, Jürgen",FM,GER,2312,20,1975,m
5003419,"Ødegård, Sigrún",WFM,NOR,2050,20,2009,w
4100034,"Кузнецов, Дмитрий",GM,RUS,2588,10,1985,m
2200171,"López García, José Ángel",,ESP,1874,40,2012,m
1503014,"Dvořák, Čeněk",CM,CZE,2155,20,1990,m
13400777,"Bondarenko, Iryna",,UKR,,,2011,w
"""
"""The standard list's data of :data:`CHOSEN`, typed by hand."""
HAND_MADE_RAPID = """\
FIDE id,name,title,federation,rating,K,birth,sex
14109603,"Шевченко, Олена",WGM,UKR,2380,20,1998,w
34180102,"Петренко, Андрій",IM,UKR,2450,20,2001,m
24101745,"Müller, Jürgen",FM,GER,,,1975,m
5003419,"Ødegård, Sigrún",WFM,NOR,2011,20,2009,w
4100034,"Кузнецов, Дмитрий",GM,RUS,2601,10,1985,m
2200171,"López García, José Ángel",,ESP,1850,40,2012,m
1503014,"Dvořák, Čeněk",CM,CZE,2100,20,1990,m
13400777,"Bondarenko, Iryna",,UKR,1512,40,2011,w
"""
"""The rapid list's data of :data:`CHOSEN`, typed by hand."""

_GIVEN = ("Олександр", "Марія", "Jürgen", "Zoë", "Łukasz", "Ana", "Søren", "Юлія")
_FAMILY = ("Коваленко", "Сидоров", "Nuñez", "Åström", "Kovač", "Smith", "Öztürk")
_FEDS = ("UKR", "RUS", "ESP", "NOR", "CZE", "GER", "TUR", "IND", "USA", "POL")


def filler(count: int, *, seed: int = 24) -> list[Listed]:
    """``count`` other players with made-up names (Cyrillic and accented
    among them), ids that none of :data:`CHOSEN` has."""
    rng = random.Random(seed)
    taken = {p.fide_id for p in CHOSEN}
    players = []
    fide_id = 600000
    for k in range(count):
        fide_id += rng.randint(1, 9)
        while fide_id in taken:
            fide_id += 1
        rated = rng.random() < 0.6
        players.append(
            Listed(
                fide_id,
                f"{rng.choice(_FAMILY)}, {rng.choice(_GIVEN)} {k}",
                rng.choice(_FEDS),
                rng.choice("MF"),
                srtng=rng.randint(1400, 2700) if rated else 0,
                sk=rng.choice((10, 20, 40)) if rated else 0,
                rrtng=rng.randint(1400, 2700) if rng.random() < 0.5 else 0,
                rk=20,
                bday=rng.randint(1940, 2016),
                flag=rng.choice(("", "i", "w", "wi")),
            )
        )
    return players


def sample_list(count: int = 3000) -> list[Listed]:
    """A list of ``count`` players with :data:`CHOSEN` spread among them."""
    players = filler(count - len(CHOSEN))
    for k, player in enumerate(CHOSEN):
        players.insert(k * len(players) // len(CHOSEN) + k, player)
    return players


def ids(players: Sequence[Listed]) -> list[str]:
    """Their FIDE ids as text."""
    return [str(p.fide_id) for p in players]
