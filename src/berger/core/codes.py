"""Settings chosen by name: enums whose values are the codes a user types."""

from __future__ import annotations

from enum import StrEnum
from typing import Self

from berger.errors import InputError
from berger.messages import _


class CodeEnum(StrEnum):
    """An enum whose values are the codes of an event file or the command line.

    ``str(member)`` is its code; :meth:`from_code` is the inverse and the one
    parser of every such setting.
    """

    @classmethod
    def noun(cls) -> str | None:
        """What a member is called in messages (``a numbering method``, in
        the language installed: see :mod:`berger.messages`), or None to list
        the codes only."""
        return None

    @classmethod
    def codes(cls) -> tuple[str, ...]:
        """Every code, in order."""
        return tuple(member.value for member in cls)

    @classmethod
    def from_code(
        cls,
        code: object,
        *,
        path: str | None = None,
        field: str | None = None,
    ) -> Self:
        """The member whose code is ``code`` (any case, spaces around ignored).

        Raises:
            InputError: no member has that code; the message lists them.
        """
        text = str(code)
        try:
            return cls(text.strip().lower())
        except ValueError:
            codes = ", ".join(cls.codes())
            noun = cls.noun()
            message = (
                _("{text!r} is not {noun} ({codes})").format(
                    text=text, noun=noun, codes=codes
                )
                if noun
                else _("{text!r} is not one of {codes}").format(
                    text=text.lower(), codes=codes
                )
            )
            raise InputError(message, path=path, field=field) from None
