"""The arbiter's page on ``berger serve --arbiter``: its HTTP side.

Everything under ``/arbiter`` (nothing exists there without ``--arbiter``):

- ``GET /arbiter?key=KEY``: sets the session cookie (HttpOnly,
  SameSite=Strict; Secure over HTTPS) and redirects (303) to ``/arbiter``;
- ``GET /arbiter``: the page (with the cookie; 401 without, 403 with a
  wrong one); ``/arbiter/arbiter.js``, ``/arbiter/arbiter.css``: its files;
- ``GET /arbiter/api/event``: the event's name, language and groups;
- ``GET /arbiter/api/round/N[?group=NAME]``: ``{"round": N, "version": V,
  "games": [{"board", "white", "black", "result", "version", ...}],
  "missing": K, ...}``;
- ``POST /arbiter/api/result``: ``{"round", "board", "result", "version"}``
  (``"match"`` in a team event, ``"group"`` in an event with groups,
  ``"reversed": true`` for a game played with the colours reversed; result
  ``""`` clears) → 200 ``{"version"}``, 400 bad input (the results reader's
  message, or the line ``berger standings`` would give for the event with
  the change: a change another of its files contradicts, such as its PDN),
  401/403 no or wrong key or token, 409 a stale version (with the game as
  it is now), 413 a body over 16 KiB;
- ``GET /arbiter/print/DOC/N.pdf[?group=NAME]``: the round sheet of round N,
  its pairing cards (``cards``), the standings now.

Every path answers 409 with the one line that says why while the event's
files do not read (a hand edit under way), and works again once they do.

Who may: a request with the session cookie, or ``Authorization: Bearer
KEY``; a write with the cookie also needs the page's ``X-CSRF-Token``. The
key is the start key (the chief's) or one of the event's keys file, whose
holder's role and boards are kept on every request (:mod:`~berger.serve.people`,
:class:`~berger.pipeline.arbiters.Person`): a round's games are those of
their boards, a write elsewhere, a helper's change of a result, a helper's
print and anyone's but the chief's use of the team's page
(:mod:`~berger.serve.team`) get 403; a revoked key, or the page of one,
401; a write that waited behind another is asked again for its key right
before it is applied, so a key revoked meanwhile writes nothing (401). A
request whose ``Host`` is not the address served (DNS rebinding)
gets 403 on every ``/arbiter`` path (:class:`~berger.serve.guard.HostGuard`),
and a write whose ``Origin`` is another site too. Wrong keys from one
address are answered ever more slowly. The desk's work (reading the event,
writing a result, printing) runs off the event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Route

from berger.errors import BergerError, InputError, OutputError
from berger.formats.event.arbiters import keys_path
from berger.messages import _
from berger.pipeline.arbiter import Desk
from berger.pipeline.arbiters import Team
from berger.pipeline.desk.state import Forbidden, ReadOnly, Stale, Unreadable
from berger.pipeline.live import LiveSite
from berger.render.arbiter import ASSETS, PageGroup, arbiter_asset, arbiter_page
from berger.serve.api import parse_change, person_json, round_json, stale_json
from berger.serve.door import Door, Withdrawn, not_theirs, text_answer
from berger.serve.guard import (
    COOKIE,
    PREFIX,
    JSONAnswer,
    allowed_hosts,
    shown_host,
)
from berger.serve.people import Caller, People, Refused

MAX_NUMBER = 6
"""The most digits a round's number in an address has."""


class Arbiter(Door):
    """The arbiter's page of one server: its key, session and CSRF token,
    the addresses it answers to, who it lets in (its :class:`Door`), and the
    desk it writes through."""

    def __init__(
        self,
        desk: Desk,
        key: str,
        *,
        host: str,
        port: int,
        secure: bool = False,
        templates: Path | None = None,
        team: Team | None = None,
    ) -> None:
        super().__init__(People(key, team), "https" if secure else "http")
        self.desk = desk
        self.key = key
        """The key the page is opened with (printed at the start)."""
        self.session = self.people.start.session
        """The start key's cookie's value, new each start."""
        self.csrf = self.people.start.csrf
        """The start key's page's token for writes with the cookie."""
        self.port = port
        self.hosts = allowed_hosts(host, port)
        """The ``Host`` values it answers to (None: any IP address)."""
        self.base = f"{self.scheme}://{shown_host(host)}:{port}"
        """Where phones reach the server."""
        self.address = f"{self.base}{PREFIX}?key={key}"
        """The page's address with the key, as the server prints it."""
        self.templates = templates

    def routes(self, more: list[BaseRoute] | None = None) -> list[BaseRoute]:
        """The arbiter's paths, for the server's router (``more`` among
        them: the team's page's)."""
        return [
            *(more or []),
            Route(PREFIX, self.page, methods=["GET"]),
            Route(f"{PREFIX}/api/result", self.result, methods=["GET", "POST"]),
            Route(f"{PREFIX}/api/event", self.event, methods=["GET"]),
            Route(f"{PREFIX}/api/round/{{number:int}}", self.round, methods=["GET"]),
            Route(
                f"{PREFIX}/print/{{name}}/{{number:int}}.pdf",
                self.print,
                methods=["GET"],
            ),
            Route(f"{PREFIX}/{{rest:path}}", self.other, methods=["GET"]),
        ]

    # -- the page -------------------------------------------------------

    async def page(self, request: Request) -> Response:
        """``GET /arbiter?key=KEY`` (the cookie) and ``GET /arbiter`` (the page)."""
        await self.people.refresh()
        key = request.query_params.get("key")
        if key is not None:
            found = self.people.by_key(key)
            if isinstance(found, Refused):
                return await self._refused(request, found, html=True)
            redirect = RedirectResponse(
                PREFIX,
                303,
                headers={
                    "Cache-Control": "no-store",
                    "Content-Type": "text/plain; charset=utf-8",
                },
            )
            redirect.set_cookie(
                COOKIE,
                found.session,
                path=PREFIX,
                secure=self.scheme == "https",
                httponly=True,
                samesite="strict",
            )
            return redirect
        session = request.cookies.get(COOKIE)
        if session is None:
            return text_answer(
                401, _("Open the arbiter's address the server printed (with its key).")
            )
        caller = self.people.by_session(session)
        if isinstance(caller, Refused):
            return await self._refused(request, caller, html=True)
        try:
            page = await run_in_threadpool(self._page_html, caller)
        except Unreadable as exc:
            return text_answer(409, _("Error: {message}").format(message=exc))
        return Response(
            page.encode("utf-8"),
            headers={"Cache-Control": "no-store"},
            media_type="text/html; charset=utf-8",
        )

    def _page_html(self, caller: Caller) -> str:
        overview = self.desk.overview()
        groups = [
            PageGroup(
                g.name,
                g.rounds,
                g.current,
                g.read_only,
                g.reverses_colours,
                g.in_matches,
            )
            for g in overview.groups
        ]
        return arbiter_page(
            title=overview.title,
            language=overview.language,
            groups=groups,
            csrf=caller.csrf,
            templates=self.templates,
            who=person_json(caller.person),
        )

    async def other(self, request: Request) -> Response:
        """The page's own files; anything else under /arbiter: 404 to those
        who may ask."""
        name = request.path_params["rest"]
        if name in ASSETS:
            data = arbiter_asset(name, self.templates)
            assert data is not None
            return Response(
                data, headers={"Cache-Control": "no-store"}, media_type=ASSETS[name]
            )
        if (refusal := await self.who(request)) is not None:
            return refusal
        return JSONAnswer({"error": _("not found")}, 404)

    # -- reading --------------------------------------------------------

    async def event(self, request: Request) -> Response:
        """``GET /arbiter/api/event``."""
        return await self._read(request, self._event)

    def _event(self) -> dict[str, Any]:
        overview = self.desk.overview()
        return {
            "title": overview.title,
            "language": overview.language,
            "groups": [
                {
                    "name": group.name,
                    "rounds": group.rounds,
                    "current": group.current,
                    "read_only": group.read_only,
                    "teams": group.in_matches,
                }
                for group in overview.groups
            ],
        }

    async def round(self, request: Request) -> Response:
        """``GET /arbiter/api/round/N``."""
        number = _number(request)
        group = request.query_params.get("group")
        if number is None:
            return await self._read(request, None)
        return await self._read(
            request,
            lambda: round_json(
                self.desk.round(number, group), request.state.caller.person
            ),
        )

    async def print(self, request: Request) -> Response:
        """``GET /arbiter/print/DOC/N.pdf``: a document of the round, as PDF."""
        number = _number(request)
        name = request.path_params["name"]
        group = request.query_params.get("group")
        if number is None:
            return await self._read(request, None)
        return await self._read(
            request,
            lambda: self.desk.document(name, number, group),
            pdf=True,
            allowed=lambda caller: caller.person.may_print,
        )

    async def _read(
        self,
        request: Request,
        work: Callable[[], object] | None,
        *,
        pdf: bool = False,
        allowed: Callable[[Caller], bool] | None = None,
    ) -> Response:
        """The answer of ``work`` (run off the loop) to one who may ask (and,
        with ``allowed``, whom it allows); None for work: an address that
        names nothing."""
        if (refusal := await self.who(request)) is not None:
            return refusal
        if allowed is not None and not allowed(request.state.caller):
            return not_theirs()
        if work is None:
            return JSONAnswer({"error": _("not found")}, 404)
        try:
            value = await run_in_threadpool(work)
        except Unreadable as exc:
            return JSONAnswer({"error": str(exc)}, 409)
        except InputError as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        except BergerError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        if pdf:
            assert isinstance(value, bytes)
            return Response(
                value,
                headers={"Cache-Control": "no-store"},
                media_type="application/pdf",
            )
        return JSONAnswer(value)

    # -- writing --------------------------------------------------------

    async def result(self, request: Request) -> Response:
        """``POST /arbiter/api/result``: one result set or cleared."""
        if (refusal := await self.write_guard(request)) is not None:
            return refusal
        caller: Caller = request.state.caller
        try:
            body = await json_body(request)
            change, version, group = parse_change(body, self.desk.outcome)
            caller.person.check(change)
            now = await run_in_threadpool(
                partial(
                    self.desk.apply,
                    change,
                    version,
                    group,
                    caller.person,
                    holding=self.holding(request),
                )
            )
        except Withdrawn as exc:
            return await self._refused(request, exc.refused)
        except Forbidden as exc:
            return JSONAnswer({"error": str(exc)}, 403)
        except Stale as exc:
            return JSONAnswer(stale_json(exc.game, str(exc)), 409)
        except Unreadable as exc:
            return JSONAnswer({"error": str(exc)}, 409)
        except (InputError, ReadOnly) as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        except OutputError as exc:
            return JSONAnswer({"error": str(exc)}, 500)
        except BergerError as exc:
            return JSONAnswer({"error": str(exc)}, 400)
        return JSONAnswer({"version": now})


def _number(request: Request) -> int | None:
    """The round's number in the address, or None when it is too long."""
    number = int(request.path_params["number"])
    return number if len(str(number)) <= MAX_NUMBER else None


async def json_body(request: Request) -> bytes:
    """The body of a write.

    Raises:
        InputError: not application/json.
    """
    body = await request.body()
    kind = (request.headers.get("Content-Type") or "").split(";")[0].strip()
    if kind.lower() != "application/json":
        raise InputError(_("the body must be application/json"))
    return body


def make_arbiter(
    live: LiveSite, key: str, host: str, port: int, *, secure: bool = False
) -> Arbiter:
    """The arbiter's page of the live site ``live`` served on ``host:port``
    (over HTTPS when ``secure``), opened with ``key``."""
    desk = Desk(live.event, live.options, seeds=live.seeds)
    desk.recover()
    return Arbiter(
        desk,
        key,
        host=host,
        port=port,
        secure=secure,
        templates=live.options.templates,
        team=Team(keys_path(live.event)),
    )
