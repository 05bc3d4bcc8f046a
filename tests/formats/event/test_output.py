"""The output settings: document language and paper size."""

from __future__ import annotations

import pytest

from berger.errors import InputError
from berger.formats.event.output import Language, PaperSize


def test_codes() -> None:
    assert Language.codes() == ("en", "uk", "ru")
    assert PaperSize.codes() == ("a4", "letter")
    assert Language.from_code("UK") is Language.UK
    assert PaperSize.from_code(" Letter ") is PaperSize.LETTER


def test_unknown_codes() -> None:
    with pytest.raises(InputError, match=r"^'de' is not one of en, uk, ru$"):
        Language.from_code("de")
    with pytest.raises(InputError, match=r"^'a3' is not one of a4, letter$"):
        PaperSize.from_code("A3")
