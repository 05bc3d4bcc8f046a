"""FIDE titles (Handbook B.01, 0.31) and how participants lists spell them.

A participants list may carry a FIDE title in English (``GM``, ``WIM``), in
Ukrainian or Russian (``ГМ``, ``МГ``, ``ММ``, ``МФ``, ``ЖГМ``, ``ММЖ``) or in
full (``гросмейстер``); national titles such as ``КМС`` or ``МС`` are kept as
text by the reader but are no FIDE title.
"""

from __future__ import annotations

import re
from enum import Enum

from berger.errors import InputError
from berger.messages import _


class Title(Enum):
    """A FIDE title for over-the-board chess; the value is FIDE's abbreviation."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    FM = "FM"
    WIM = "WIM"
    CM = "CM"
    WFM = "WFM"
    WCM = "WCM"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def from_code(
        cls, code: str, *, path: str | None = None, field: str | None = None
    ) -> Title:
        """The title an abbreviation or name stands for, in English, Ukrainian or
        Russian, any case, with or without dots.

        >>> Title.from_code("гм"), Title.from_code("М.Ф."), Title.from_code("ЖММ")
        (<Title.GM: 'GM'>, <Title.FM: 'FM'>, <Title.WIM: 'WIM'>)
        >>> Title.from_code("Woman Grandmaster")
        <Title.WGM: 'WGM'>

        Raises:
            InputError: no FIDE title (a national title such as КМС, or a typo),
                located at ``path`` and ``field`` when given, as the settings'
                :meth:`~berger.core.codes.CodeEnum.from_code` does.
        """
        key = _key(code)
        title = _SPELLINGS.get(key) or _SPELLINGS.get(key.translate(_LOOKALIKES))
        if title is None:
            raise InputError(
                _("{code!r} is no FIDE title").format(code=code), path=path, field=field
            )
        return title

    @classmethod
    def lookup(cls, code: str | None) -> Title | None:
        """The FIDE title ``code`` stands for, or None for none, a national
        title or text that is no title.

        >>> Title.lookup("IM"), Title.lookup("КМС"), Title.lookup(None)
        (<Title.IM: 'IM'>, None, None)
        """
        if code is None:
            return None
        try:
            return cls.from_code(code)
        except InputError:
            return None

    @property
    def title_holder(self) -> bool:
        """Counts as a title-holder for norms (B.01 1.4.5): every title but CM
        and WCM."""
        return self not in (Title.CM, Title.WCM)

    @property
    def women(self) -> bool:
        """A women's title."""
        return self.value.startswith("W")


def _key(text: str) -> str:
    """Upper case, dots and spaces and hyphens dropped, ё read as е."""
    return re.sub(r"[\s.\-_]+", "", text).upper().replace("Ё", "Е")


_NAMES: dict[Title, tuple[str, ...]] = {
    Title.GM: (
        "GM",
        "GRANDMASTER",
        "INTERNATIONAL GRANDMASTER",
        "ГМ",
        "МГ",  # міжнародний / международный гросмейстер
        "ГР",
        "ГРОСМЕЙСТЕР",
        "МІЖНАРОДНИЙ ГРОСМЕЙСТЕР",
        "ГРОССМЕЙСТЕР",
        "МЕЖДУНАРОДНЫЙ ГРОССМЕЙСТЕР",
    ),
    Title.IM: (
        "IM",
        "INTERNATIONAL MASTER",
        "ММ",
        "МІЖНАРОДНИЙ МАЙСТЕР",
        "МЕЖДУНАРОДНЫЙ МАСТЕР",
    ),
    Title.FM: (
        "FM",
        "FIDE MASTER",
        "МФ",
        "ФМ",
        "МАЙСТЕР ФІДЕ",
        "МАСТЕР ФИДЕ",
    ),
    Title.CM: (
        "CM",
        "CANDIDATE MASTER",
        "КМФ",
        "КАНДИДАТ У МАЙСТРИ ФІДЕ",
        "КАНДИДАТ В МАСТЕРА ФИДЕ",
    ),
    Title.WGM: (
        "WGM",
        "WOMAN GRANDMASTER",
        "ЖГМ",  # жіночий / женский гросмейстер
        "ГМЖ",
        "МГЖ",  # гроссмейстер среди женщин
        "ЖІНОЧИЙ ГРОСМЕЙСТЕР",
        "ГРОСМЕЙСТЕР СЕРЕД ЖІНОК",
        "ЖЕНСКИЙ ГРОССМЕЙСТЕР",
        "ГРОССМЕЙСТЕР СРЕДИ ЖЕНЩИН",
    ),
    Title.WIM: (
        "WIM",
        "WOMAN INTERNATIONAL MASTER",
        "ЖММ",
        "ММЖ",
        "ЖІНОЧИЙ МІЖНАРОДНИЙ МАЙСТЕР",
        "МІЖНАРОДНИЙ МАЙСТЕР СЕРЕД ЖІНОК",
        "ЖЕНСКИЙ МЕЖДУНАРОДНЫЙ МАСТЕР",
        "МЕЖДУНАРОДНЫЙ МАСТЕР СРЕДИ ЖЕНЩИН",
    ),
    Title.WFM: (
        "WFM",
        "WOMAN FIDE MASTER",
        "ЖМФ",
        "МФЖ",
        "ЖІНОЧИЙ МАЙСТЕР ФІДЕ",
        "МАЙСТЕР ФІДЕ СЕРЕД ЖІНОК",
        "ЖЕНСКИЙ МАСТЕР ФИДЕ",
        "МАСТЕР ФИДЕ СРЕДИ ЖЕНЩИН",
    ),
    Title.WCM: (
        "WCM",
        "WOMAN CANDIDATE MASTER",
        "ЖКМФ",
        "КМФЖ",
        "ЖІНОЧИЙ КАНДИДАТ У МАЙСТРИ ФІДЕ",
        "КАНДИДАТ У МАЙСТРИ ФІДЕ СЕРЕД ЖІНОК",
        "КАНДИДАТ В МАСТЕРА ФИДЕ СРЕДИ ЖЕНЩИН",
    ),
}
_SPELLINGS: dict[str, Title] = {
    _key(name): title for title, names in _NAMES.items() for name in names
}

_LOOKALIKES = str.maketrans("АВСЕНІКМОРТХ", "ABCEHIKMOPTX")
"""Cyrillic capitals that look like Latin ones: ``ІМ`` typed on a Cyrillic
keyboard is read as ``IM`` when it is no Cyrillic abbreviation itself."""
