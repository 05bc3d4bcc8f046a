"""The chief's page of the arbiters' team on ``berger serve --arbiter``: the
keys of the event's keys file, a new key shown once as its page's address
and QR code (for a phone to scan), a key revoked, and the message to the
hall screen. The chief's alone (the start key, or a chief's key): anyone
else's request gets 403; each write is guarded as the results' are
(:meth:`~berger.serve.arbiter.Arbiter.write_guard`).

- ``GET /arbiter/team``: the page;
- ``GET /arbiter/api/keys``: ``{"keys": [{"name", "role", "boards", "added",
  "revoked"}], "message"}``;
- ``POST /arbiter/api/keys`` with ``{"name", "role", "boards"}`` (``boards``
  as ``"1-5,9"``, or null for every board; ``"replace": true`` revokes the
  key the name has now) → ``{"name", "role", "boards", "key", "address",
  "qr"}``: the key, the page's address with it, and that address as a QR
  code (an SVG image as a ``data:`` URL), shown once; 400 a bad name, role
  or boards, or a name with a key already;
- ``POST /arbiter/api/keys/revoke`` with ``{"name"}`` → ``{"name",
  "revoked"}``; 400 no key of that name;
- ``POST /arbiter/api/message`` with ``{"message"}`` (``""`` clears) →
  ``{"message"}`` (null once cleared): written in the event's folder
  (``hall-message.txt``, atomically), which the server watches: the site's
  rebuild puts it on the hall screens (see :mod:`berger.formats.event.message`).
"""

from __future__ import annotations

from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from berger.errors import BergerError, InputError, OutputError
from berger.formats.event.arbiters import (
    ArbiterKey,
    Role,
    boards_text,
    keys_path,
    parse_boards,
)
from berger.formats.event.message import check_message, read_message, write_message
from berger.messages import _
from berger.pipeline.arbiters import Team, add_key, revoke_key
from berger.pipeline.desk.state import Unreadable
from berger.render.arbiter import team_page
from berger.render.qr import qr_data_url
from berger.serve.api import json_object
from berger.serve.arbiter import Arbiter, json_body
from berger.serve.door import not_theirs
from berger.serve.guard import PREFIX, JSONAnswer
from berger.serve.people import Caller


def _chief(caller: Caller) -> bool:
    return caller.person.manages


class TeamPage:
    """The team's page of one server's arbiter's page."""

    def __init__(self, arbiter: Arbiter) -> None:
        self.arbiter = arbiter
        team = arbiter.people.team
        self.team = team if team is not None else Team(keys_path(arbiter.desk.event))
        event = arbiter.desk.event
        self.folder = event if event.is_dir() else event.parent
        """The event's folder, where the message to the hall is kept."""

    def routes(self) -> list[BaseRoute]:
        """The team's paths, for the arbiter's router."""
        return [
            Route(f"{PREFIX}/team", self.page, methods=["GET"]),
            Route(f"{PREFIX}/api/keys", self.keys, methods=["GET", "POST"]),
            Route(f"{PREFIX}/api/keys/revoke", self.revoke, methods=["GET", "POST"]),
            Route(f"{PREFIX}/api/message", self.tell, methods=["GET", "POST"]),
        ]

    async def page(self, request: Request) -> Response:
        """``GET /arbiter/team``: the page, to the chief."""
        if (refusal := await self.arbiter.who(request)) is not None:
            return refusal
        caller: Caller = request.state.caller
        if not caller.person.manages:
            return not_theirs()
        try:
            html = await run_in_threadpool(self._page_html, caller)
        except Unreadable as exc:
            return JSONAnswer({"error": str(exc)}, 409)
        except BergerError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        return Response(
            html.encode("utf-8"),
            headers={"Cache-Control": "no-store"},
            media_type="text/html; charset=utf-8",
        )

    def _page_html(self, caller: Caller) -> str:
        overview = self.arbiter.desk.overview()
        return team_page(
            title=overview.title,
            language=overview.language,
            csrf=caller.csrf,
            templates=self.arbiter.templates,
        )

    async def keys(self, request: Request) -> Response:
        """``GET /arbiter/api/keys``: the keys; ``POST``: a new one."""
        if request.method == "GET":
            if (refusal := await self.arbiter.who(request)) is not None:
                return refusal
            if not request.state.caller.person.manages:
                return not_theirs()
            try:
                keys = await run_in_threadpool(self.team.entries)
            except InputError as exc:
                return JSONAnswer({"error": str(exc)}, 503)
            return JSONAnswer(
                {
                    "keys": [key_json(k) for k in keys],
                    "message": read_message(self.folder),
                }
            )
        if (refusal := await self.arbiter.write_guard(request, _chief)) is not None:
            return refusal
        try:
            data = await _object(request)
            name, role, boards = _text(data, "name"), _text(data, "role"), None
            given = data.get("boards")
            if given is not None and not isinstance(given, str):
                raise InputError(_("must be text or null"), field="boards")
            if given is not None and given.strip():
                boards = parse_boards(given)
            key, entry = await run_in_threadpool(
                lambda: add_key(
                    self.team.path,
                    name,
                    Role.from_code(role, field="role"),
                    boards,
                    replacing=data.get("replace") is True,
                )
            )
        except InputError as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        except OutputError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        address = f"{self.arbiter.base}{PREFIX}?key={key}"
        return JSONAnswer(
            {
                **key_json(entry),
                "key": key,
                "address": address,
                "qr": qr_data_url(address),
            }
        )

    async def revoke(self, request: Request) -> Response:
        """``POST /arbiter/api/keys/revoke``: a key revoked."""
        if (refusal := await self.arbiter.write_guard(request, _chief)) is not None:
            return refusal
        try:
            data = await _object(request)
            name = _text(data, "name")
            entry = await run_in_threadpool(revoke_key, self.team.path, name)
        except InputError as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        except OutputError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        return JSONAnswer({"name": entry.name, "revoked": entry.revoked})

    async def tell(self, request: Request) -> Response:
        """``POST /arbiter/api/message``: the message to the hall set or
        cleared; ``GET``: the message now."""
        if request.method == "GET":
            if (refusal := await self.arbiter.who(request)) is not None:
                return refusal
            if not request.state.caller.person.manages:
                return not_theirs()
            return JSONAnswer({"message": read_message(self.folder)})
        if (refusal := await self.arbiter.write_guard(request, _chief)) is not None:
            return refusal
        try:
            data = await _object(request)
            message = check_message(_text(data, "message", empty=True))
            await run_in_threadpool(write_message, self.folder, message)
        except InputError as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        except OutputError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        return JSONAnswer({"message": message})


def key_json(key: ArbiterKey) -> dict[str, Any]:
    """A key as the team's page lists it: never its hashes."""
    return {
        "name": key.name,
        "role": key.role.value,
        "boards": None if key.boards is None else boards_text(key.boards),
        "added": key.added,
        "revoked": key.revoked,
    }


async def _object(request: Request) -> dict[str, Any]:
    """A write's body, a JSON object.

    Raises:
        InputError: not application/json, not JSON, or not an object.
    """
    return json_object(await json_body(request))


def _text(data: dict[str, Any], field: str, *, empty: bool = False) -> str:
    """The text of a field of a body (``empty``: may be "").

    Raises:
        InputError: missing, not text, or empty.
    """
    value = data.get(field)
    if not isinstance(value, str) or (not empty and not value.strip()):
        raise InputError(_("must be text"), field=field)
    return value
