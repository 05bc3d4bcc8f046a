"""Label catalogues: ``templates/locales/<lang>.toml``, flat keys to text."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from berger.errors import TemplateError
from berger.formats.output import Language
from berger.render import templates_dir

LANGUAGES = Language.codes()
"""The codes of every language with a catalogue."""


@dataclass(frozen=True)
class Labels(Mapping[str, str]):
    """The labels of one language; a missing key is a template error."""

    language: str
    """Language code: en, uk or ru."""
    table: Mapping[str, str]
    """Key to text."""

    def __getitem__(self, key: str) -> str:
        try:
            return self.table[key]
        except KeyError:
            raise TemplateError(
                f"label {key!r} missing for {self.language!r}"
            ) from None

    def __getattr__(self, key: str) -> str:
        if key.startswith("__"):
            raise AttributeError(key)
        return self[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)


def load_labels(language: str, overrides: Path | None = None) -> Labels:
    """The catalogue for ``language``; an override folder's ``locales/<lang>.toml``
    replaces individual keys.

    Raises:
        TemplateError: unknown language or an unreadable catalogue.
    """
    if language not in LANGUAGES:
        raise TemplateError(f"no labels for language {language!r}")
    table = dict(_read(templates_dir() / "locales" / f"{language}.toml"))
    if overrides is not None:
        extra = overrides / "locales" / f"{language}.toml"
        if extra.is_file():
            table.update(_read(extra))
    return Labels(language, table)


def forget_labels() -> None:
    """Read the catalogues afresh from now on (they are cached per process)."""
    _read.cache_clear()


@cache
def _read(path: Path) -> Mapping[str, str]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise TemplateError(f"{path}: cannot read labels: {exc}") from exc
    return {str(k): str(v) for k, v in data.items()}
