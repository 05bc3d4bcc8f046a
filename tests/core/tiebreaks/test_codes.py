"""Tiebreak codes: the chain as given, the TRF-2026 spelling, the codes
refused, the named chains."""

from __future__ import annotations

import pytest

from berger.core.tiebreaks.codes import PRESET_CHAINS, parse_chain, parse_code
from berger.errors import InputError


@pytest.mark.parametrize(
    ("codes", "chain"),
    [
        (["sb", "aro"], ("SB", "ARO")),
        (["FIDE"], ("DE", "WIN", "SB", "KS")),
        (["default"], ("SB", "ARO")),
        # Keys are the codes as given, upper-cased; a code meaning the same
        # as an earlier one is dropped (KS/L+1 after KS/L1, KS after KS/L0).
        (
            ["PTS", "sb-c1", "ks/l1", "KS/L+1", "KS/L-2", "KS/L0", "KS"],
            ("SB-C1", "KS/L1", "KS/L-2", "KS/L0"),
        ),
        (["SB", "sb", " won "], ("SB", "WON")),
        (["rtng/r", "RTNG", "tpn/r", "TPN"], ("RTNG/R", "RTNG", "TPN/R", "TPN")),
        (
            ["STD", "rep", "SB/C2", "aro/c1", "PTP"],
            ("STD", "REP", "SB/C2", "ARO/C1", "PTP"),
        ),
    ],
)
def test_parse_chain(codes: list[str], chain: tuple[str, ...]) -> None:
    assert parse_chain(codes) == chain


@pytest.mark.parametrize(
    ("key", "code", "higher_first"),
    [
        ("KS/L1", "KS/L+1", True),
        ("KS/L-2", "KS/L-2", True),
        ("SB-C1", "SB/C1", True),
        ("SBC2", "SB/C2", True),
        ("RTNG/R", "RTNG/R", False),
        ("TPN", "TPN", False),
        ("TPN/R", "TPN/R", True),
        ("SB/C1/R", "SB/C1/R", False),
        ("KS/R/L+2", "KS/L+2/R", False),
    ],
)
def test_codes_in_trf_spelling(key: str, code: str, higher_first: bool) -> None:
    tiebreak = parse_code(key.lower())
    assert (tiebreak.key, tiebreak.code, tiebreak.higher_first) == (
        key,
        code,
        higher_first,
    )


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("XYZ", "'XYZ': is not a tiebreak code"),
        ("BH", "Buchholz tiebreaks .* must not be used in round robins .*C.07, art. 8"),
        ("fb/c1", "Buchholz"),
        ("AOB", "Buchholz"),
        ("KS/C1", "/C1 does not apply to KS"),
        ("SB/L+1", "/L\\+1 does not apply to SB"),
        ("SB/C3", "/C3 does not apply to SB"),
        ("WIN/X", "/X does not apply to WIN"),
        ("RTNG/R/R", "/R repeats"),
    ],
)
def test_unknown_codes(code: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as info:
        parse_chain([code])
    assert info.value.field == "tiebreaks"


def test_presets() -> None:
    assert PRESET_CHAINS["fide"] == ("DE", "WIN", "SB", "KS")
    # The draughts disciplines' chains: the FMJD's and the Russian provisions'.
    assert parse_chain(["FMJD"]) == ("WIN", "DE", "ORD")
    assert parse_chain(["russian-draughts", "SB"]) == ("SHM", "WIN", "DE", "SB")
