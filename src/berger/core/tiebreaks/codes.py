"""The tiebreak codes of FIDE C.07 for round robins, as TRF-2026 spells
them (record 202): each code with its modifiers (``SB/C1``, ``KS/L+1``,
``/R``), the named chains, and an event's chain read and checked. What each
code's values are is :mod:`berger.core.tiebreaks.own`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from berger.errors import InputError
from berger.messages import N_, _

NAMES = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "KS"),
    *("ARO", "TPR", "PTP", "RTNG", "TPN"),
    *("ORD", "SHM"),
)
"""The round-robin tiebreaks of C.07 (FIDE's checklist), by TRF-2026 name;
and the draughts rules' own, which TRF has no name for: ``ORD``, the
results in the order of the classification (FMJD; see
:mod:`berger.core.tiebreaks.classification_order`), and ``SHM``, the Shmulyan
coefficient (Russian draughts; see :mod:`berger.core.tiebreaks.shmulyan`)."""
GROUP_NAMES = frozenset({"DE", "ORD"})
"""Tiebreaks worked out on each tied group (and the standings around it),
not a value of each entrant's own."""
RATING_NAMES = frozenset({"ARO", "TPR", "PTP", "RTNG"})
"""Tiebreaks that read ratings: an unrated player counts as ``unrated``."""

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

CODES_HELP = N_(
    "DE, WIN, WON, BPG, BWG, REP, STD, SB, SB/C1, SB/C2, KS, KS/L+n, KS/L-n,"
    " ARO, ARO/C1, TPR, PTP, RTNG, TPN, ORD, SHM; /R after a code reverses its order"
)
"""The codes, for a message (untranslated: pass it through ``_``)."""
BUCHHOLZ = ("BH", "FB", "AOB", "ABH", "AFB")
"""How the Buchholz codes begin (with their modifiers: ``BH/C1``, ``AFB``)."""
BUCHHOLZ_REFUSAL = N_(
    "the Buchholz tiebreaks (BH, FB, AOB) must not be used in round robins"
    " (FIDE C.07, art. 8)"
)
"""Why a Buchholz code is refused, individual or team event (untranslated:
pass it through ``_``)."""
_LEGACY_CUT = re.compile(r"^(SB|ARO)-?C(\d)$")
"""``SB-C1``, ``SBC1``: older spellings of ``SB/C1``."""
_CUT = re.compile(r"^C(\d)$")
_LIMIT = re.compile(r"^L([+-]?)(\d+)$")


@dataclass(frozen=True, slots=True)
class Tiebreak:
    """One tiebreak of a chain: the code as written and what it means."""

    key: str
    """The code as given, upper-cased, without spaces: the standings' key."""
    name: str
    """One of :data:`NAMES`."""
    cut: int = 0
    """``/Cn`` (SB, ARO): the n least significant values are dropped (14.1, 14.2)."""
    limit: int = 0
    """``/L±n`` (KS): the Koya limit moved by n steps (14.5)."""
    reverse: bool = False
    """``/R``: the order is reversed."""

    @property
    def code(self) -> str:
        """The TRF-2026 spelling (record 202): ``SB/C1``, ``KS/L+1``, ``RTNG/R``.

        >>> parse_code("ks/l1").code, parse_code("sb-c1").code
        ('KS/L+1', 'SB/C1')
        """
        text = self.name
        if self.cut:
            text += f"/C{self.cut}"
        if self.limit:
            text += f"/L{self.limit:+d}"
        return text + ("/R" if self.reverse else "")

    @property
    def higher_first(self) -> bool:
        """Whether a higher value ranks first: for all but TPN (the lower
        pairing number first), unless reversed."""
        return (self.name != "TPN") != self.reverse


def parse_code(code: str) -> Tiebreak:
    """One tiebreak code (TRF-2026 spelling, any case, record 202).

    >>> parse_code("sb-c1")
    Tiebreak(key='SB-C1', name='SB', cut=1, limit=0, reverse=False)
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
    if head not in NAMES:
        reason = (
            _(BUCHHOLZ_REFUSAL)
            if head.startswith(BUCHHOLZ)
            else _("is not a tiebreak code")
        )
        raise InputError(
            _("{code!r}: {reason} (use {codes})").format(
                code=code, reason=reason, codes=_(CODES_HELP)
            ),
            field="tiebreaks",
        )
    fields: dict[str, int] = {}
    for modifier in modifiers:
        cut, limit = _CUT.match(modifier), _LIMIT.match(modifier)
        if cut and head in ("SB", "ARO") and 1 <= int(cut[1]) <= 2:
            name, value = "cut", int(cut[1])
        elif limit and head == "KS":
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
    )


def reads_ratings(code: str) -> bool:
    """Whether ``code`` is a tiebreak of players that reads ratings (ARO, TPR,
    PTP, RTNG with their modifiers); no other code does, a team's included.

    >>> reads_ratings("aro/c1"), reads_ratings("SB"), reads_ratings("EMGSB")
    (True, False, False)
    """
    try:
        return parse_code(code).name in RATING_NAMES
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
