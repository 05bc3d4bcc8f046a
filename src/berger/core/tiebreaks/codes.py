"""The tiebreak codes as written, read and checked against the registry
(:mod:`berger.core.tiebreaks.registry`): an event of players' codes as
TRF-2026 spells them (record 202), each with its modifiers (``SB/C1``,
``KS/L+1``, ``/R``), the named chains and an event's chain; a team event's
codes and chain.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from berger.core.tiebreaks.model import Tiebreak
from berger.core.tiebreaks.registry import (
    PLAYER_TIEBREAKS,
    TEAM_TIEBREAKS,
    TIEBREAKS,
)
from berger.errors import InputError
from berger.messages import N_, _

DEFAULT_CHAIN: tuple[str, ...] = ("SB", "ARO")
"""The seeds' chain (after points): Sonneborn-Berger, then average rating."""
PRESET_CHAINS: dict[str, tuple[str, ...]] = {
    "default": DEFAULT_CHAIN,
    "fide": ("DE", "WIN", "SB", "KS"),
    "fmjd": ("WIN", "DE", "ORD"),
    "russian-draughts": ("SHM", "WIN", "DE"),
}
"""Named chains: ``default``, ``fide`` (FIDE's round-robin order, old C.02),
``fmjd`` (the FMJD's round robins: the world championship of 2015, Emmen,
art. 4a-c) and ``russian-draughts`` (the Russian Ministry of Sport's
provisions for Russian draughts, 2019, §4.2.10): the defaults of a draughts
event's disciplines (:mod:`berger.core.disciplines`)."""

BUCHHOLZ = ("BH", "FB", "AOB", "ABH", "AFB")
"""How the Buchholz codes begin (with their modifiers: ``BH/C1``, ``AFB``)."""
BUCHHOLZ_REFUSAL = N_(
    "the Buchholz tiebreaks (BH, FB, AOB) must not be used in round robins"
    " (FIDE C.07, art. 8)"
)
"""Why a Buchholz code is refused, individual or team event (untranslated:
pass it through ``_``)."""
_LEGACY_CUT = re.compile(
    "^({names})-?C(\\d)$".format(
        names="|".join(name for name, entry in PLAYER_TIEBREAKS.items() if entry.cut)
    )
)
"""``SB-C1``, ``SBC1``: older spellings of ``SB/C1`` (and of every code that
takes a cut)."""
_CUT = re.compile(r"^C(\d)$")
_LIMIT = re.compile(r"^L([+-]?)(\d+)$")


def parse_code(code: str) -> Tiebreak:
    """One tiebreak code (TRF-2026 spelling, any case, record 202).

    >>> parse_code("sb-c1")
    Tiebreak(key='SB-C1', name='SB', cut=1, limit=0, reverse=False, lower_first=False)
    >>> parse_code("KS/L-2").limit, parse_code("rtng/r").reverse
    (-2, True)

    Raises:
        InputError: not a round-robin tiebreak code (field ``tiebreaks``).
    """
    key = "".join(code.split()).upper()
    head, *modifiers = key.split("/")
    legacy = _LEGACY_CUT.match(head)
    if legacy:
        head = legacy[1]
        modifiers.insert(0, f"C{legacy[2]}")
    entry = PLAYER_TIEBREAKS.get(head)
    if entry is None:
        reason = (
            _(BUCHHOLZ_REFUSAL)
            if head.startswith(BUCHHOLZ)
            else _("is not a tiebreak code")
        )
        raise InputError(
            _("{code!r}: {reason} (use {codes})").format(
                code=code, reason=reason, codes=codes_help()
            ),
            field="tiebreaks",
        )
    fields: dict[str, int] = {}
    for modifier in modifiers:
        cut, limit = _CUT.match(modifier), _LIMIT.match(modifier)
        if cut and entry.cut and 1 <= int(cut[1]) <= 2:
            name, value = "cut", int(cut[1])
        elif limit and entry.limit:
            name, value = "limit", int(limit[2]) * (-1 if limit[1] == "-" else 1)
        elif modifier == "R":
            name, value = "reverse", 1
        else:
            raise InputError(
                _(
                    "{code!r}: /{modifier} does not apply to {head}"
                    " (SB and ARO take /C1 or /C2, KS takes /L+n or /L-n, any code /R)"
                ).format(code=code, modifier=modifier, head=head),
                field="tiebreaks",
            )
        if name in fields:
            raise InputError(
                _("{code!r}: /{modifier} repeats").format(code=code, modifier=modifier),
                field="tiebreaks",
            )
        fields[name] = value
    return Tiebreak(
        key=key,
        name=head,
        cut=fields.get("cut", 0),
        limit=fields.get("limit", 0),
        reverse=bool(fields.get("reverse")),
        lower_first=entry.lower_first,
    )


def codes_help() -> str:
    """The codes of an event of players with their modifiers, for a message.

    >>> codes_help().startswith("DE, WIN, WON, BPG, BWG, REP, STD, SB, SB/C1, SB/C2")
    True
    """
    codes = ", ".join(
        spelling
        for name, entry in PLAYER_TIEBREAKS.items()
        for spelling in entry.spelled or (name,)
    )
    return _("{codes}; /R after a code reverses its order").format(codes=codes)


def reads_ratings(code: str) -> bool:
    """Whether ``code`` is a tiebreak of players that reads ratings (ARO, TPR,
    PTP, RTNG with their modifiers); no other code does, a team's included.

    >>> reads_ratings("aro/c1"), reads_ratings("SB"), reads_ratings("EMGSB")
    (True, False, False)
    """
    try:
        return TIEBREAKS[parse_code(code).name].ratings
    except InputError:
        return False


def parse_tiebreaks(codes: Sequence[str]) -> tuple[Tiebreak, ...]:
    """The chain: presets expanded, ``PTS`` dropped (record 212 starts with
    it; points always come first), and a code that means the same as an
    earlier one dropped (``KS/L1`` after ``KS/L+1``, ``sb`` after ``SB``).

    Raises:
        InputError: an unknown code (field ``tiebreaks``).
    """
    out: dict[tuple[str, int, int, bool], Tiebreak] = {}
    for code in codes:
        text = code.strip()
        if not text or text.upper() == "PTS":
            continue
        for item in PRESET_CHAINS.get(text.lower()) or (text,):
            tiebreak = parse_code(item)
            meaning = (tiebreak.name, tiebreak.cut, tiebreak.limit, tiebreak.reverse)
            out.setdefault(meaning, tiebreak)
    return tuple(out.values())


def parse_chain(codes: Sequence[str]) -> tuple[str, ...]:
    """The chain's keys, the codes as given (upper-cased, presets expanded,
    repeats dropped; see :func:`parse_tiebreaks`).

    >>> parse_chain(["fide"])
    ('DE', 'WIN', 'SB', 'KS')
    >>> parse_chain(["sb", "aro", "SB", "ks/l1", "KS/L+1"])
    ('SB', 'ARO', 'KS/L1')

    Raises:
        InputError: an unknown code (field ``tiebreaks``).
    """
    return tuple(tiebreak.key for tiebreak in parse_tiebreaks(codes))


DEFAULT_TEAM_CHAIN: tuple[str, ...] = ("EDE", "EMGSB")
"""After match and game points: direct encounter, then Sonneborn-Berger with
the opponents' match points and the game points scored against them."""
_IGNORED = ("PTS", "MPTS", "GPTS", "MP", "GP", "MPVGP")
"""Match and game points always come first; these codes add nothing."""


def parse_team_code(code: str) -> str:
    """One team tie-break code in its canonical spelling (a team code has
    no modifiers).

    >>> parse_team_code(" emgsb "), parse_team_code("de")
    ('EMGSB', 'DE')

    Raises:
        InputError: not a team tie-break code (field ``tiebreaks``).
    """
    key = "".join(code.split()).upper()
    if key in TEAM_TIEBREAKS:
        return key
    ratings = tuple(name for name, entry in TIEBREAKS.items() if entry.ratings)
    if key.startswith(BUCHHOLZ):
        reason = _(BUCHHOLZ_REFUSAL)
    elif key.startswith(ratings):
        reason = _("rating tiebreaks are for players, not teams")
    else:
        reason = _("not a team tiebreak code")
    raise InputError(
        _("{code!r}: {reason} (use {codes})").format(
            code=code, reason=reason, codes=", ".join(TEAM_TIEBREAKS)
        ),
        field="tiebreaks",
    )


def parse_team_chain(codes: Sequence[str]) -> tuple[str, ...]:
    """The canonical chain: codes upper-cased, repeats and the points codes
    (``PTS``, ``MPTS``, ``GPTS``, ``MPVGP``) dropped.

    >>> parse_team_chain(["MPTS", "gpts", "ede", "BC", "EDE"])
    ('EDE', 'BC')

    Raises:
        InputError: an unknown code.
    """
    out: list[str] = []
    for code in codes:
        key = "".join(code.split()).upper()
        if not key or key in _IGNORED:
            continue
        canonical = parse_team_code(key)
        if canonical not in out:
            out.append(canonical)
    return tuple(out)
