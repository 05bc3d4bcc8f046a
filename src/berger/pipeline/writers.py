"""The writers a variation hands to the use cases (see
:mod:`berger.pipeline.variant`): a report in each format, written when asked
for (:class:`Writers`), the schedule's of every kind whose pairings play
games (:func:`game_schedule`), a kind's standings
(:func:`counted_standings`), and the workbook's writer with the keywords it
is written with."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypedDict

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.tournament import Tournament
from berger.formats.event.output import Format
from berger.formats.reports import schedule as schedule_out
from berger.formats.reports.wording import Wording
from berger.pipeline.counted import Counted

if TYPE_CHECKING:
    from berger.render.labels import Labels
    from berger.render.prizes import PrizeView


class WorkbookWriter(Protocol):
    """Writes the event's workbook (see :func:`berger.render.xlsx.write_workbook`,
    the event and its kind's layout given)."""

    def __call__(
        self,
        results: Results | None,
        standings: Standings | None,
        target: Path,
        *,
        labels: Labels,
        paper: str,
        chain: tuple[str, ...],
        prizes: PrizeView | None = None,
    ) -> None:
        """Write it to ``target``."""


class WorkbookSettings(TypedDict):
    """The keywords the workbook is written with (see
    :meth:`~berger.pipeline.variant.Variant.workbook_settings`)."""

    labels: Labels
    """The event language's labels, the templates' overrides in."""
    paper: str
    """``a4`` or ``letter``."""
    chain: tuple[str, ...]
    """The tie-break chain, parsed."""


class Writers(NamedTuple):
    """A report in each format, written when asked for."""

    text: Callable[[], str]
    """As a table a person reads."""
    csv: Callable[[], str]
    """As CSV."""
    json: Callable[[], str]
    """As JSON."""

    @classmethod
    def of(
        cls,
        text: Callable[..., str],
        csv: Callable[..., str],
        json: Callable[..., str],
        *args: object,
        wording: Callable[[], Wording],
    ) -> Writers:
        """The three writers, each given ``args``; the text also the words of
        the run's language (``wording``, asked for only when the text is
        written: CSV and JSON keep their English keys)."""

        def write_text() -> str:
            return text(*args, wording=wording())

        return cls(write_text, partial(csv, *args), partial(json, *args))

    def write(self, fmt: Format) -> str:
        """The report in the format ``fmt``."""
        match fmt:
            case Format.TEXT:
                return self.text()
            case Format.CSV:
                return self.csv()
            case Format.JSON:
                return self.json()


def game_schedule(event: Tournament, wording: Callable[[], Wording]) -> Writers:
    """The rounds as text, CSV (one row per game) or JSON (SPEC 7): every
    game of a pairing's match an entry, a micro-match's each with its
    ``game`` (a single game is a match of one)."""
    games = event.games
    return Writers.of(
        partial(schedule_out.schedule_text, games=games),
        partial(schedule_out.schedule_csv, games=games),
        partial(schedule_out.schedule_json, games=games),
        event,
        wording=wording,
    )


def counted_standings(
    text: Callable[..., str], csv: Callable[..., str], json: Callable[..., str]
) -> Callable[[Tournament, Counted, Callable[[], Wording]], Writers]:
    """A kind's standings as ``text``, ``csv`` and ``json``, each given the
    event and the standings counted."""

    def standings(
        event: Tournament, counted: Counted, wording: Callable[[], Wording]
    ) -> Writers:
        return Writers.of(text, csv, json, event, counted.standings, wording=wording)

    return standings
