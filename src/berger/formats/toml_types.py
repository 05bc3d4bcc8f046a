"""The type check every ``event.toml`` setting goes through, kept apart from
:mod:`berger.formats.event_tables` so that the team settings
(:mod:`berger.formats.team_event`) read their values the same way."""

from __future__ import annotations

from typing import Any

from berger.errors import InputError
from berger.messages import N_, _

_KIND_NAMES = {
    str: N_("text"),
    int: N_("a whole number"),
    bool: N_("true or false"),
    list: N_("a list"),
}
"""What a setting of each type is called in messages (untranslated)."""


def expect(value: object, kind: type | tuple[type, ...], shown: str, name: str) -> Any:
    """``value``, the setting ``name``, if it is of type ``kind`` (a bool is
    not taken for a number).

    Raises:
        InputError: it is not.
    """
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        kinds = kind if isinstance(kind, tuple) else (kind,)
        wanted = (" " + _("or") + " ").join(
            _(_KIND_NAMES.get(k, k.__name__)) for k in kinds
        )
        raise InputError(
            _("{value!r} has the wrong type (expected {wanted})").format(
                value=value, wanted=wanted
            ),
            path=shown,
            field=name,
        )
    return value
