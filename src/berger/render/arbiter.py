"""The arbiter's page of ``berger serve --arbiter``: its HTML (rendered from
``templates/arbiter/page.html`` in the event's language), its script and
style sheet, and the labels its script shows (every ``arbiter_*`` label);
and the chief's page of the arbiters' team (``templates/arbiter/team.html``,
its script and style sheet: the keys, and the message to the hall).

Each page is a frame: the script asks the server for each round's games and
sends each result (see :mod:`berger.serve.arbiter`), or for the keys and
sends each new key, revocation and message (see :mod:`berger.serve.team`)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from markupsafe import Markup

from berger.errors import TemplateError
from berger.messages import _
from berger.render.html import render_html, template_dirs
from berger.render.labels import load_labels

ASSETS = {
    "arbiter.js": "text/javascript; charset=utf-8",
    "arbiter.css": "text/css; charset=utf-8",
    "team.js": "text/javascript; charset=utf-8",
    "team.css": "text/css; charset=utf-8",
}
"""The page's own files (in ``templates/arbiter/``), by name, with their type."""


@dataclass(frozen=True, slots=True)
class PageGroup:
    """A round robin of the event, as the page lists it."""

    name: str | None
    """Its name; None for an event without groups."""
    rounds: int
    """Its rounds."""
    current: int
    """The round the page opens at."""
    read_only: str | None
    """Why its results cannot be written here, or None."""
    reverses: bool
    """A game can be recorded as played with the colours reversed."""
    in_matches: bool = False
    """A game is a board of a match (a key's boards are its matches)."""


def arbiter_labels(language: str, templates: Path | None = None) -> dict[str, str]:
    """The labels the page's script shows.

    Raises:
        TemplateError: unknown language or a broken catalogue.
    """
    labels = load_labels(language, templates)
    return {key: value for key, value in labels.items() if key.startswith("arbiter_")}


def arbiter_page(
    *,
    title: str,
    language: str,
    groups: Sequence[PageGroup],
    csrf: str,
    templates: Path | None = None,
    who: Mapping[str, object] | None = None,
) -> str:
    """The page's HTML: the event's name, its groups, and what the script
    needs (the CSRF token, the labels, the groups and who the page is of,
    ``who``, as JSON data).

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    data = {
        "groups": [asdict(group) for group in groups],
        "labels": arbiter_labels(language, templates),
        "who": dict(who) if who is not None else None,
    }
    return render_html(
        "arbiter/page.html",
        {
            "title": title,
            "groups": groups,
            "csrf": csrf,
            "data": script_data(data),
        },
        language=language,
        game="chess",
        paper="a4",
        dirs=template_dirs(templates),
        pdf=False,
    )


def team_page(
    *,
    title: str,
    language: str,
    csrf: str,
    templates: Path | None = None,
) -> str:
    """The chief's page of the arbiters' team: the event's name, and what
    its script needs (the CSRF token, the labels).

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    return render_html(
        "arbiter/team.html",
        {
            "title": title,
            "csrf": csrf,
            "data": script_data({"labels": arbiter_labels(language, templates)}),
        },
        language=language,
        game="chess",
        paper="a4",
        dirs=template_dirs(templates),
        pdf=False,
    )


def script_data(data: Mapping[str, object]) -> Markup:
    """``data`` as JSON for a ``<script type="application/json">``:
    ``</`` cannot close it."""
    text = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return Markup(text)  # escaped for a script element


def arbiter_asset(name: str, templates: Path | None = None) -> bytes | None:
    """A file of the page (:data:`ASSETS`), the first found on the templates'
    search path; None for any other name.

    Raises:
        TemplateError: the file cannot be read.
    """
    if name not in ASSETS:
        return None
    for folder in template_dirs(templates):
        path = folder / "arbiter" / name
        if path.is_file():
            try:
                return path.read_bytes()
            except OSError as exc:
                raise TemplateError(
                    _("{path}: cannot read: {reason}").format(
                        path=path, reason=exc.strerror
                    )
                ) from exc
    raise TemplateError(_("template {name!r} not found").format(name=f"arbiter/{name}"))
