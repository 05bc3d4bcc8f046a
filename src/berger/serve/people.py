"""Who asks, on the arbiter's paths: the key of ``berger serve --arbiter``
(the chief's, its session and CSRF token new each start, as ever), or a key
of the event's keys file (:mod:`berger.pipeline.arbiters`), whose session
cookie is made from the key (so a page stays open across a restart of the
server) and whose CSRF token from the cookie. The keys file is looked at on
every request (one look at its stamp; read again, off the event loop,
when it changed): a key revoked there is refused at once, its page's next
request answered 401."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from starlette.concurrency import run_in_threadpool

from berger.errors import InputError
from berger.formats.event.arbiters import session_of
from berger.pipeline.arbiters import START, Holder, Person, Team
from berger.serve.guard import same

CSRF_INFO = b"berger arbiter csrf"
"""What a key's page's CSRF token is made from, with its session (HMAC)."""


class Refusal(Enum):
    """Why a key or a session is not let in."""

    WRONG = "wrong"
    """No such key or session (slowed down, 403)."""
    REVOKED = "revoked"
    """A key revoked, or the page of one (401)."""
    BROKEN = "broken"
    """The keys file does not read (503, its error)."""


@dataclass(frozen=True, slots=True)
class Caller:
    """Who a request is of."""

    person: Person
    session: str
    """The session cookie the key opens."""
    csrf: str
    """The CSRF token of its page."""


@dataclass(frozen=True, slots=True)
class Refused:
    """A key or session not let in, and why."""

    why: Refusal
    error: str = ""
    """The keys file's error (:attr:`Refusal.BROKEN`)."""


def csrf_of(session: str) -> str:
    """The CSRF token of a key's page: made from its session (which a page
    of another site cannot read)."""
    digest = hmac.new(session.encode("utf-8"), CSRF_INFO, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


class People:
    """The keys one server lets in: the start key (None: only the keys
    file's), and ``team``'s (None: none)."""

    def __init__(self, start_key: str | None, team: Team | None) -> None:
        self.start_key = start_key
        self.team = team
        self.start = Caller(START, secrets.token_urlsafe(32), secrets.token_urlsafe(32))
        """The start key's holder, session (the cookie's value, new each
        start) and CSRF token."""

    async def refresh(self) -> None:
        """Read the keys file off the event loop if it changed, so that the
        lookups after it find it read: however large the file (or slow its
        disk), no other request waits for it. Without this the lookup reads
        it where it runs."""
        if self.team is not None and self.team.changed():
            await run_in_threadpool(self.team.load)

    def by_key(self, key: str) -> Caller | Refused:
        """Who holds ``key``."""
        if self.start_key is not None and same(key, self.start_key):
            return self.start
        return self._of_team(Team.by_key, key, session_of(key))

    def by_session(self, session: str) -> Caller | Refused:
        """Whose session cookie ``session`` is."""
        if self.start_key is not None and same(session, self.start.session):
            return self.start
        return self._of_team(Team.by_session, session, session)

    def _of_team(
        self, find: Callable[[Team, str], Holder | None], secret: str, session: str
    ) -> Caller | Refused:
        """Who the keys file says ``secret`` (a key or a session cookie) is
        of, with ``session`` their cookie; or why they are not let in."""
        if self.team is None:
            return Refused(Refusal.WRONG)
        try:
            holder = find(self.team, secret)
        except InputError as exc:
            return Refused(Refusal.BROKEN, str(exc))
        if holder is None:
            return Refused(Refusal.WRONG)
        if holder.revoked:
            return Refused(Refusal.REVOKED)
        return Caller(holder.person, session, csrf_of(session))
