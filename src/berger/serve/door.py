"""Who may come in at the arbiter's paths (:mod:`berger.serve.arbiter`, and
the team's page, :mod:`berger.serve.team`): a request's key or session
cookie looked up (:mod:`~berger.serve.people`), the refusals (a wrong key
answered ever more slowly), a write's guards (method, origin, length, CSRF
token, role), and the key asked again right before a write is applied.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from berger.errors import BergerError
from berger.formats.event.arbiters import keys_locked
from berger.messages import _
from berger.pipeline.arbiter import Holding
from berger.pipeline.arbiters import Person
from berger.serve.guard import COOKIE, CSRF_HEADER, JSONAnswer, Slowdown, same
from berger.serve.people import Caller, People, Refusal, Refused

MAX_BODY = 16 * 1024
"""The largest request body taken, in bytes."""
CLOSE = {"Connection": "close"}
"""A refused write's answer closes the connection (its body is not read)."""


class Door:
    """Who may come in at one server's arbiter's paths: the keys of
    ``people``, a page served over ``scheme``."""

    def __init__(self, people: People, scheme: str) -> None:
        self.people = people
        """Who is let in: the start key's holder, and the keys file's."""
        self.scheme = scheme
        """``http`` or ``https``."""
        self.slowdown = Slowdown()

    async def who(self, request: Request, *, close: bool = False) -> Response | None:
        """None for a request with a key or session let in (its kind in
        ``request.state.who``: ``"bearer"`` or ``"cookie"``; its holder in
        ``request.state.caller``); else the refusal (401 without either or
        with a revoked one, 403 with a wrong one, after the wait for wrong
        keys; 503 while the keys file does not read)."""
        headers = CLOSE if close else None
        await self.people.refresh()
        header = request.headers.get("Authorization")
        if header is not None:
            scheme, _sep, given = header.strip().partition(" ")
            found: Caller | Refused = Refused(Refusal.WRONG)
            if scheme.lower() == "bearer":
                found = self.people.by_key(given.strip())
            if isinstance(found, Refused):
                return await self._refused(request, found, headers=headers)
            request.state.who = "bearer"
            request.state.caller = found
            request.state.again = lambda: self.people.by_key(given.strip())
            return None
        cookie = request.cookies.get(COOKIE)
        if cookie is None:
            message = _(
                "no key: open the arbiter's address, or send Authorization: Bearer KEY"
            )
            return JSONAnswer({"error": message}, 401, headers)
        found = self.people.by_session(cookie)
        if isinstance(found, Refused):
            return await self._refused(request, found, headers=headers)
        request.state.who = "cookie"
        request.state.caller = found
        request.state.again = lambda: self.people.by_session(cookie)
        return None

    def holding(self, request: Request) -> Holding:
        """Who makes the write of ``request`` (let in by :meth:`who`), asked
        again: the key looked up once more in the keys file, held locked
        while the write is applied (so a revocation is either before it,
        and refuses it, or after it).

        Raises (entered):
            Withdrawn: the key is no longer let in.
            OutputError: the keys file's folder cannot be locked.
        """
        caller: Caller = request.state.caller
        again: Callable[[], Caller | Refused] = request.state.again
        team = self.people.team

        @contextmanager
        def held() -> Iterator[Person]:
            if caller is self.people.start or team is None:
                yield caller.person
                return
            with keys_locked(team.path):
                found = again()
                if isinstance(found, Refused):
                    raise Withdrawn(found)
                yield found.person

        return held

    async def _refused(
        self,
        request: Request,
        refused: Refused,
        *,
        html: bool = False,
        headers: dict[str, str] | None = None,
    ) -> Response:
        """The answer to a key or session not let in: 401 for a revoked
        one, 503 while the keys file does not read, else a wrong one's."""
        if refused.why is Refusal.REVOKED:
            message = _("This key was revoked: ask the chief arbiter for a new one.")
            if html:
                return text_answer(401, message)
            return JSONAnswer({"error": message, "revoked": True}, 401, headers)
        if refused.why is Refusal.BROKEN:
            if html:
                return text_answer(
                    503, _("Error: {message}").format(message=refused.error)
                )
            return JSONAnswer({"error": refused.error}, 503, headers)
        return await self._refuse(request, html=html, headers=headers)

    async def _refuse(
        self,
        request: Request,
        *,
        html: bool = False,
        headers: dict[str, str] | None = None,
    ) -> Response:
        client = request.client.host if request.client else ""
        await asyncio.sleep(self.slowdown.failed(client))
        if html:
            return text_answer(403, _("Wrong key."))
        return JSONAnswer({"error": _("wrong key")}, 403, headers)

    async def write_guard(
        self, request: Request, allowed: Callable[[Caller], bool] | None = None
    ) -> Response | None:
        """None for a write that may go on (its holder in
        ``request.state.caller``, and allowed by ``allowed``); else its
        refusal: not a POST, from another site, without a length or too
        big, without a key let in, with the cookie but without the page's
        CSRF token, or one the key's role does not allow."""
        if request.method != "POST":
            return JSONAnswer(
                {"error": _("method not allowed")}, 405, {"Allow": "POST"}
            )
        origin = request.headers.get("Origin")
        host = (request.headers.get("Host") or "").strip().lower()
        foreign = JSONAnswer({"error": _("a write from another site")}, 403)
        if origin is not None and origin.strip().lower() != f"{self.scheme}://{host}":
            return foreign
        if (request.headers.get("Sec-Fetch-Site") or "").lower() == "cross-site":
            return foreign
        length = (request.headers.get("Content-Length") or "").strip()
        if not length.isdecimal():
            message = _("the request needs a Content-Length")
            return JSONAnswer({"error": message}, 400, CLOSE)
        if int(length) > MAX_BODY:
            message = _("the body is over {size} KiB").format(size=MAX_BODY // 1024)
            return JSONAnswer({"error": message}, 413, CLOSE)
        if (refusal := await self.who(request, close=True)) is not None:
            return refusal
        caller: Caller = request.state.caller
        if request.state.who == "cookie" and not same(
            request.headers.get(CSRF_HEADER) or "", caller.csrf
        ):
            message = _("no {header} of the page").format(header=CSRF_HEADER)
            return JSONAnswer({"error": message}, 403, CLOSE)
        if allowed is not None and not allowed(caller):
            return not_theirs()
        return None


class Withdrawn(BergerError):
    """A key no longer let in when its write was to be applied."""

    def __init__(self, refused: Refused) -> None:
        super().__init__(refused.why.value)
        self.refused = refused
        """Why it is not let in now."""


def not_theirs() -> Response:
    """The answer to a request the key's role does not allow."""
    return JSONAnswer({"error": _("your key does not allow this")}, 403)


def text_answer(status: int, text: str) -> Response:
    return PlainTextResponse(
        f"{status} {text}\n", status, headers={"Cache-Control": "no-store"}
    )
