"""TOML written from the values a fuzzer makes (the standard library reads
TOML and does not write it): tables, arrays, inline tables, strings with
any character escaped, integers, floats with ``inf`` and ``nan``, booleans,
dates and times, and a :class:`Raw` value as it is written (an integer of
thousands of digits, which Python will not turn into text)."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping
from typing import Any


class Raw(str):
    """A value written into the TOML as it is: ``Raw("9" * 5000)``,
    ``Raw("0x" + "f" * 5000)``, ``Raw("1e400")``."""


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` as a TOML document: top-level values first, then each
    table (a list of tables as ``[[name]]``)."""
    lines = [f"{key(k)} = {value(v)}" for k, v in data.items() if not _table(v)]
    for name, table in data.items():
        if isinstance(table, dict):
            lines += ["", f"[{key(name)}]", *_pairs(table)]
        elif _table(table):
            for item in table:
                lines += ["", f"[[{key(name)}]]", *_pairs(item)]
    return "\n".join(lines) + "\n"


def _table(item: object) -> bool:
    return isinstance(item, dict) or (
        isinstance(item, list) and bool(item) and all(isinstance(i, dict) for i in item)
    )


def _pairs(table: Mapping[str, Any]) -> list[str]:
    return [f"{key(k)} = {value(v)}" for k, v in table.items()]


def key(name: str) -> str:
    """A key, quoted where it is not a bare key."""
    bare = name and all(c.isascii() and (c.isalnum() or c in "_-") for c in name)
    return name if bare else string(name)


def string(text: str) -> str:
    """A basic string with every character escaped that TOML needs escaped."""
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def value(item: object) -> str:
    """One value."""
    if isinstance(item, Raw):
        return str(item)
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, int):
        return hex(item) if item.bit_length() > 4000 else str(item)
    if isinstance(item, float):
        if math.isnan(item):
            return "nan"
        if math.isinf(item):
            return "inf" if item > 0 else "-inf"
        return repr(item)
    if isinstance(item, str):
        return string(item)
    if isinstance(item, dt.datetime | dt.date):
        return item.isoformat()
    if isinstance(item, dict):
        return (
            "{ " + ", ".join(f"{key(k)} = {value(v)}" for k, v in item.items()) + " }"
        )
    if isinstance(item, list):
        return "[" + ", ".join(value(i) for i in item) + "]"
    raise TypeError(f"no TOML for {item!r}")
