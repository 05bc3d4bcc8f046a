"""FIDE's rating list files, read as a stream: the players with the FIDE ids
asked for, the others passed over at the speed of reading the file.

Two layouts, as FIDE publishes them on its download page:

- TXT, fixed columns, one header line. The combined list
  (``players_list_foa.txt``: standard, rapid and blitz side by side) heads
  its columns ``ID Number  Name  Fed Sex Tit  WTit OTit  FOA SRtng SGm SK
  RRtng RGm Rk BRtng BGm BK B-day Flag``; a list of one kind
  (``standard_rating_list.txt``) has the month in place of the rating's
  name (``OCT26 Gms K``); the older combined list has no ``FOA``. Each
  value starts under the first letter of its column's name, so the columns
  are taken from the header line, name by name.
- XML: ``<playerslist>`` of ``<player>`` elements with the children
  ``fideid, name, country, sex, title, w_title, o_title, foa_title,
  rating, games, k``, for the combined list ``rapid_rating, rapid_games,
  rapid_k, blitz_rating, blitz_games, blitz_k``, then ``birthday`` (the
  year) and ``flag``.

A rating (or K, or birth year) of 0 or blank is none.
"""

from __future__ import annotations

import codecs
import datetime as dt
import io
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import BinaryIO

from berger.core.bounds import clip, whole_number
from berger.core.codes import CodeEnum
from berger.core.ratings.tables import MAX_RATING
from berger.core.titles import Title
from berger.errors import InputError
from berger.messages import _


class RatingKind(CodeEnum):
    """Which of FIDE's ratings an event is rated in (its list)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"

    @classmethod
    def noun(cls) -> str:
        """How the setting is named in messages."""
        return _("a FIDE rating")


@dataclass(frozen=True, slots=True)
class ListedPlayer:
    """A player as FIDE's list gives them; texts as listed, empty for none."""

    fide_id: str
    """The FIDE id, digits."""
    name: str
    """``Lastname, Firstname``."""
    federation: str
    """Three-letter federation code."""
    sex: str
    """``M`` or ``F``."""
    title: str
    """The higher of the title and the women's title (``GM``, ``WIM``)."""
    rating: int | None
    """The rating of the kind asked for, None when unrated in it."""
    k: int | None
    """The K factor of that rating."""
    birth: str
    """Year of birth."""
    line: int
    """Where the player is in the list file (1-based line)."""


@dataclass(frozen=True, slots=True)
class Scan:
    """What one pass over a list file found."""

    found: Mapping[str, ListedPlayer]
    """The players asked for that the list has, by FIDE id."""
    single: bool
    """A list of one kind of rating (its columns name no kind)."""
    month: dt.date | None
    """The list's month, where the file says it (a TXT list of one kind)."""


MONTHS = (
    *("jan", "feb", "mar", "apr", "may", "jun"),
    *("jul", "aug", "sep", "oct", "nov", "dec"),
)
"""FIDE's month abbreviations, in order."""
MONTH_TOKEN = re.compile(r"(?i)(" + "|".join(MONTHS) + r")(\d\d)")
"""A month as FIDE writes it in a header or a file name: ``OCT26``."""
_PREFIX = {RatingKind.STANDARD: "s", RatingKind.RAPID: "r", RatingKind.BLITZ: "b"}
"""The letter of each kind in the combined TXT list's column names."""
_XML_PREFIX = {
    RatingKind.STANDARD: "",
    RatingKind.RAPID: "rapid_",
    RatingKind.BLITZ: "blitz_",
}
"""The combined XML list's prefix of each kind's elements."""


def month_of(token: str) -> dt.date | None:
    """The first day of the month ``OCT26`` (or ``oct26``) names."""
    found = MONTH_TOKEN.fullmatch(token)
    if found is None:
        return None
    return dt.date(2000 + int(found.group(2)), MONTHS.index(found[1].lower()) + 1, 1)


def best_title(*codes: str) -> str:
    """The highest FIDE title among ``codes`` (FIDE's order: GM, IM, WGM, FM,
    WIM, CM, WFM, WCM), else the first code given, else empty.

    >>> best_title("FM", "WGM"), best_title("", "WIM"), best_title("", "")
    ('WGM', 'WIM', '')
    """
    order = list(Title)
    titles = [t for t in (Title.lookup(code) for code in codes if code) if t]
    if titles:
        return str(min(titles, key=order.index))
    return next((code for code in codes if code), "")


def _number(text: str, shown: str, line: int, field: str) -> int | None:
    """A listed number (a rating or a K, at most
    :data:`~berger.core.ratings.tables.MAX_RATING`): None for blank
    or 0.

    Raises:
        InputError: not a whole number, located in the list.
    """
    text = text.strip()
    if not text:
        return None
    if not text.isdecimal():
        raise InputError(
            _("{text!r} is not a number: is this FIDE's list as downloaded?").format(
                text=clip(text)
            ),
            path=shown,
            line=line,
            field=field,
        )
    try:
        return whole_number(text, 0, MAX_RATING) or None
    except InputError as exc:
        raise exc.located(path=shown, line=line, field=field) from None


def _year(text: str) -> str:
    text = text.strip()
    return "" if text in ("", "0", "0000") else text


# -- TXT -----------------------------------------------------------------------

_TXT_NAMES = {
    "name": "name",
    "fed": "federation",
    "sex": "sex",
    "tit": "title",
    "wtit": "w_title",
    "b-day": "birth",
    "bday": "birth",
    "born": "birth",
    "gms": "games",
    "games": "games",
    "k": "k",
}
"""Column names of the TXT lists (lower case) and what they hold; the
combined list's ``SRtng``, ``SK``, ... are read by kind."""


@dataclass(frozen=True, slots=True)
class TxtLayout:
    """Where each value of a TXT list's lines is."""

    columns: Mapping[str, tuple[int, int | None]]
    """Field to (start, end) of its slice, end None for the line's end."""
    single: bool
    """A list of one kind (the month heads its rating)."""
    month: dt.date | None
    """That month."""


def txt_layout(header: str, kind: RatingKind, shown: str) -> TxtLayout:
    """The columns of a TXT list from its header line.

    Raises:
        InputError: a header without the ID, the name or the rating of
            ``kind``.
    """
    tokens = [(m.start(), m.group()) for m in re.finditer(r"\S+", header)]
    if len(tokens) > 1 and [t.lower() for _, t in tokens[:2]] == ["id", "number"]:
        tokens[:2] = [(tokens[0][0], "id")]
    columns: dict[str, tuple[int, int | None]] = {}
    single, month = False, None
    prefix = _PREFIX[kind]
    for index, (start, token) in enumerate(tokens):
        end = tokens[index + 1][0] if index + 1 < len(tokens) else None
        key = token.lower()
        field = _TXT_NAMES.get(key)
        if key == "id":
            field = "id"
        elif key in (f"{prefix}rtng", f"{prefix}k"):
            field = "rating" if key.endswith("rtng") else "k"
        elif key[:1] in "srb" and key[1:] in ("rtng", "gm", "k"):
            field = None  # another kind's column
        elif month_of(token) is not None:
            field, single, month = "rating", True, month_of(token)
        if field is not None and field not in columns:
            columns[field] = (start, end)
    missing = [f for f in ("id", "name", "rating") if f not in columns]
    if missing or columns["id"][0] != 0:
        raise InputError(
            _(
                "not FIDE's TXT rating list: its first line should name the columns"
                " 'ID Number  Name  Fed Sex Tit ...' and a rating"
                " ({kind} ratings: {column}, or the month as OCT26)"
            ).format(kind=kind, column=f"{prefix.upper()}Rtng"),
            path=shown,
            line=1,
        )
    return TxtLayout(columns, single, month)


def scan_txt(
    stream: BinaryIO, wanted: Collection[str], kind: RatingKind, shown: str
) -> Scan:
    """The players with the FIDE ids ``wanted`` in a TXT list.

    Raises:
        InputError: not a TXT list, not UTF-8, or a wanted player's line
            that does not read.
    """
    text = io.TextIOWrapper(stream, encoding="utf-8-sig", newline=None)
    line = 1
    try:
        layout = txt_layout(text.readline(), kind, shown)
        id_end = layout.columns["id"][1] or 15
        found: dict[str, ListedPlayer] = {}
        for line, row in enumerate(text, start=2):
            key = row[:id_end].strip()
            if key in wanted and key not in found:
                found[key] = _txt_player(row, key, layout, shown, line)
    except UnicodeDecodeError:
        raise InputError(
            _("not UTF-8 text: is this FIDE's list as downloaded?"),
            path=shown,
            line=line + 1,
        ) from None
    finally:
        text.detach()
    return Scan(found, layout.single, layout.month)


def _txt_player(
    row: str, key: str, layout: TxtLayout, shown: str, line: int
) -> ListedPlayer:
    def cell(field: str) -> str:
        span = layout.columns.get(field)
        return "" if span is None else row[span[0] : span[1]].strip()

    return ListedPlayer(
        fide_id=key,
        name=cell("name"),
        federation=cell("federation"),
        sex=cell("sex"),
        title=best_title(cell("title"), cell("w_title")),
        rating=_number(cell("rating"), shown, line, "rating"),
        k=_number(cell("k"), shown, line, "K"),
        birth=_year(cell("birth")),
        line=line,
    )


# -- XML -----------------------------------------------------------------------

_FIDE_ID = re.compile(r"<fideid>\s*(\d+)\s*</fideid>")
_END = "</player>"
_BLOCK = 1 << 20
"""Bytes read at a time."""


def scan_xml(
    stream: BinaryIO, wanted: Collection[str], kind: RatingKind, shown: str
) -> Scan:
    """The players with the FIDE ids ``wanted`` in an XML list.

    Only the ``<player>`` elements of the players asked for are parsed; the
    rest of the file is searched for their ids.

    Raises:
        InputError: not an XML list, not UTF-8, cut short, or a wanted
            player's element that does not read.
    """
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    rest, lines, started = "", 0, False
    found: dict[str, ListedPlayer] = {}
    asked = set(wanted)
    single = True
    while True:
        data = stream.read(_BLOCK)
        try:
            rest += decoder.decode(data, final=not data)
        except UnicodeDecodeError:
            raise InputError(
                _("not UTF-8 text: is this FIDE's list as downloaded?"),
                path=shown,
                line=lines + rest.count("\n") + 1,
            ) from None
        if not started and (rest.strip() or not data):
            _check_root(rest, shown)
            started = True
        if not data and "</playerslist>" not in rest[-200:]:
            raise InputError(
                _(
                    "the XML list is cut short (no </playerslist> at its end):"
                    " download it again"
                ),
                path=shown,
            )
        cut = rest.rfind(_END) + len(_END) if data else len(rest)
        if data and cut < len(_END):
            continue
        block, rest = rest[:cut], rest[cut:]
        hits = set(_FIDE_ID.findall(block)) & (asked - found.keys())
        for key in hits:
            player, has_kinds = _xml_player(block, key, kind, shown, lines)
            found[key] = player
            single = single and not has_kinds
        lines += block.count("\n")
        if not data:
            return Scan(found, single, None)


def _check_root(text: str, shown: str) -> None:
    """The XML list starts with ``<playerslist>`` (after a declaration).

    Raises:
        InputError: it does not.
    """
    head = re.sub(r"^\s*(<\?xml[^>]*\?>\s*)?", "", text[:1000])
    if not head.startswith("<playerslist"):
        raise InputError(
            _("not FIDE's XML rating list: it should start with <playerslist>"),
            path=shown,
            line=1,
        )


def _xml_player(
    block: str, key: str, kind: RatingKind, shown: str, lines: int
) -> tuple[ListedPlayer, bool]:
    """The player ``key`` of ``block`` and whether its element holds every
    kind of rating (the combined list).

    Raises:
        InputError: the element does not read.
    """
    at = re.search(rf"<fideid>\s*{key}\s*</fideid>", block)
    position = at.start() if at else 0
    start = block.rfind("<player>", 0, position)
    end = block.find(_END, position) + len(_END)
    line = lines + block.count("\n", 0, max(start, 0)) + 1
    import xml.etree.ElementTree as ET

    try:
        element = ET.fromstring(block[start:end])
    except ET.ParseError as exc:
        message = _("damaged XML in this player's element: {reason}")
        raise InputError(message.format(reason=exc), path=shown, line=line) from None
    values = {child.tag: (child.text or "").strip() for child in element}
    combined = "rapid_rating" in values
    prefix = _XML_PREFIX[kind] if combined else ""
    player = ListedPlayer(
        fide_id=key,
        name=values.get("name", ""),
        federation=values.get("country", ""),
        sex=values.get("sex", ""),
        title=best_title(values.get("title", ""), values.get("w_title", "")),
        rating=_number(values.get(f"{prefix}rating", ""), shown, line, "rating"),
        k=_number(values.get(f"{prefix}k", ""), shown, line, "K"),
        birth=_year(values.get("birthday", "")),
        line=line,
    )
    return player, combined
