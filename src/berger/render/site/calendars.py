"""The site's calendar files: ``calendar/event.ics``, every round of the
event, and ``calendar/N.ics``, entrant N's games (a team's matches), each
linked from its page; planned as the site's pages are, written by
:func:`~berger.render.calendar.calendar_bytes`."""

from __future__ import annotations

from berger.core.calendar import by_entrant, dated_games
from berger.render.calendar import CalendarView, calendar_bytes, calendar_view
from berger.render.html import page_labels
from berger.render.site.pages import SiteData

CALENDAR = "calendar.ics"
"""The name a calendar file is planned under in place of a template."""
FOLDER = "calendar"
"""The folder of the site's calendar files."""


def calendar_pages(data: SiteData) -> dict[str, CalendarView]:
    """The calendar files of the site of ``data`` by relative path: none
    where it has none (:attr:`SiteData.calendar`).

    Raises:
        TemplateError: a label missing or broken.
    """
    source = data.calendar
    if source is None:
        return {}
    event = data.tournament
    labels = page_labels(data.language, data.dirs, event.info.game)
    words = data.parts.words
    dated = dated_games(event, results=data.results)
    pages = {
        f"{FOLDER}/event.ics": calendar_view(event, dated, labels, words, source=source)
    }
    for number, own in enumerate(by_entrant(event, dated), start=1):
        pages[f"{FOLDER}/{number}.ics"] = calendar_view(
            event, own, labels, words, source=source, entrant=number
        )
    return pages


def calendar_text(view: object) -> str:
    """The text of a planned calendar file."""
    assert isinstance(view, CalendarView)
    return calendar_bytes(view).decode("utf-8")
