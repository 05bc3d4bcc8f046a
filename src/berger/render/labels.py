"""Label catalogues: ``templates/locales/<lang>.toml``, flat keys to text,
with the disciplines' names from their table (``discipline_russian``, ...:
:func:`~berger.core.disciplines.discipline_labels`); and the labels of
tiebreak codes, built from the base code's label and its modifiers
(:func:`tiebreak_label`), or a team event's (:func:`team_tiebreak_label`)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from berger.core.disciplines import discipline_labels
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tiebreaks.codes import parse_code
from berger.core.tiebreaks.own import koya_step
from berger.core.tiebreaks.registry import TIEBREAKS
from berger.errors import TemplateError
from berger.formats.event.output import Language
from berger.messages import _
from berger.render import templates_dir
from berger.render.formatting import MINUS, format_number

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
                _("label {key!r} missing for {language!r}").format(
                    key=key, language=self.language
                )
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
        raise TemplateError(
            _("no labels for language {language!r}").format(language=language)
        )
    table = discipline_labels(language)
    table.update(_read(templates_dir() / "locales" / f"{language}.toml"))
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
        raise TemplateError(
            _("{path}: cannot read labels: {reason}").format(path=path, reason=exc)
        ) from exc
    return {str(k): str(v) for k, v in data.items()}


def tiebreak_label(
    labels: Labels,
    code: str,
    *,
    long: bool = False,
    scoring: ScoringSystem = CHESS,
) -> str:
    """A tiebreak code's column header (or with ``long`` its words for the
    legend): the base code's label (its entry's words: ``tb_sb``,
    ``tb_sb_long``, ...) with each modifier's label laid over it in turn:
    ``/Cn`` (``tb_cut``, ``tb_cut1_long`` or ``tb_cut2_long``), ``/L±n``
    (``tb_limit``, ``tb_limit_long``, with the
    limit's move in the event's points: ``+½`` in chess for ``KS/L+1``) and
    ``/R`` (``tb_reverse``, and ``tb_reverse_lower_long`` or
    ``tb_reverse_higher_long`` for the order it gives).

    Raises:
        InputError: not a tiebreak code.
        TemplateError: a label missing or with a bad placeholder.
    """
    tiebreak = parse_code(code)
    suffix = "_long" if long else ""
    text = labels[TIEBREAKS[tiebreak.name].words + suffix]
    if tiebreak.cut:
        key = f"tb_cut{tiebreak.cut}_long" if long else "tb_cut"
        text = fill(labels[key], label=text, n=tiebreak.cut)
    if tiebreak.limit:
        shift = koya_step(scoring) * tiebreak.limit
        sign = "+" if shift > 0 else MINUS
        moved = sign + format_number(abs(shift), labels.language)
        text = fill(labels["tb_limit" + suffix], label=text, shift=moved)
    if tiebreak.reverse:
        order = "higher" if tiebreak.higher_first else "lower"
        key = f"tb_reverse_{order}_long" if long else "tb_reverse"
        text = fill(labels[key], label=text)
    return text


def team_tiebreak_label(labels: Labels, code: str, *, long: bool = False) -> str:
    """A team tie-break code's column header (or with ``long`` its words for
    the legend): its own label (its entry's team words: ``tb_team_ede``,
    ``tb_team_ede_long``, ...; a team code has no modifiers, see
    :func:`~berger.core.tiebreaks.codes.parse_team_code`).

    Raises:
        TemplateError: a label missing.
    """
    return labels[TIEBREAKS[code].team_words + ("_long" if long else "")]


def fill(template: str, /, **values: object) -> str:
    """The label ``template`` with its ``{placeholders}`` filled.

    Raises:
        TemplateError: a placeholder ``values`` has not, or a broken one.
    """
    try:
        return template.format_map(values)
    except (KeyError, ValueError, IndexError) as exc:
        raise TemplateError(
            _("label {label!r}: bad placeholder: {reason}").format(
                label=template, reason=exc
            )
        ) from None
