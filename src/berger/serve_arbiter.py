"""The arbiter's page on ``berger serve --arbiter``: its HTTP side.

Everything under ``/arbiter`` (nothing exists there without ``--arbiter``):

- ``GET /arbiter?key=KEY``: sets the session cookie (HttpOnly,
  SameSite=Strict) and redirects (303) to ``/arbiter``;
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
  message), 401/403 no or wrong key or token, 409 a stale version (with the
  game as it is now) or a results file that does not read, 413 a body over
  16 KiB;
- ``GET /arbiter/print/DOC/N.pdf[?group=NAME]``: the round sheet of round N,
  its pairing cards (``cards``), the standings now.

Who may: a request with the session cookie, or ``Authorization: Bearer
KEY``; a write with the cookie also needs the page's ``X-CSRF-Token``. A
request whose ``Host`` is not the address served (DNS rebinding) gets 403 on
every ``/arbiter`` path, and a write whose ``Origin`` is another site too.
Wrong keys from one address are answered ever more slowly.
"""

from __future__ import annotations

import http.server
import json
import re
import secrets
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from berger.core.model import Outcome
from berger.errors import BergerError, InputError, OutputError
from berger.messages import _
from berger.pipeline.arbiter import (
    Desk,
    ReadOnly,
    RoundState,
    Stale,
    Unreadable,
    VersionedGame,
)
from berger.pipeline.desk import DeskChange, DeskGame
from berger.pipeline.live import LiveSite
from berger.render.arbiter import ASSETS, PageGroup, arbiter_asset, arbiter_page
from berger.serve_guard import (
    COOKIE,
    CSRF_HEADER,
    Slowdown,
    allowed_hosts,
    host_allowed,
    same,
    session_cookie,
    shown_host,
)

PREFIX = "/arbiter"
"""Where the arbiter's page and API live."""
MAX_BODY = 16 * 1024
"""The largest request body taken, in bytes."""
HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none';"
        " base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}
"""Sent with every answer, as with the site's pages: only the server's own
files may load, no inline script, no framing."""
_ROUND = re.compile(r"/api/round/([0-9]{1,6})")
_PRINT = re.compile(r"/print/([a-z-]{1,20})/([0-9]{1,6})\.pdf")


def game_json(game: DeskGame, version: int) -> dict[str, Any]:
    """A game as the API gives it."""
    out: dict[str, Any] = {}
    if game.match is not None:
        out["match"] = game.match
    out.update(
        board=game.board,
        white=game.white,
        black=game.black,
        result="" if game.result is Outcome.UNPLAYED else game.result.value,
        version=version,
        reversed=game.reversed,
        withdrawn=game.withdrawn,
    )
    return out


def round_json(state: RoundState) -> dict[str, Any]:
    """A round as ``GET /arbiter/api/round/N`` gives it."""
    desk = state.desk
    return {
        "round": state.round,
        "version": state.version,
        "games": [
            game_json(game, version)
            for game, version in zip(desk.games, state.versions, strict=True)
        ],
        "missing": desk.missing,
        "matches": [
            {
                "match": match.match,
                "first": match.first,
                "second": match.second,
                "score": [float(match.score[0]), float(match.score[1])],
            }
            for match in desk.matches
        ],
        "bye": desk.bye,
        "withdrawals": [
            {"name": name, "after_round": last} for name, last in desk.withdrawals
        ],
        "read_only": state.read_only,
    }


def parse_change(
    body: bytes, outcome: Callable[[str, str | None], Outcome] | None = None
) -> tuple[DeskChange, int, str | None]:
    """A ``POST /arbiter/api/result`` body: the change, the version it was
    made on and the group; the result read by ``outcome`` (code, group), by
    default :meth:`Outcome.from_code`.

    Raises:
        InputError: not JSON, not an object, a field missing or of the wrong
            type, or a result that is no result code.
    """
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise InputError(_("the body is not JSON")) from None
    if not isinstance(data, dict):
        raise InputError(_("the body is not a JSON object"))

    def number(name: str, *, required: bool = True) -> int | None:
        value = data.get(name)
        if value is None and not required:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(_("must be a whole number"), field=name)
        return value

    result = data.get("result")
    if not isinstance(result, str):
        raise InputError(_('must be a result code, or "" to clear'), field="result")
    reversed = data.get("reversed", False)
    if not isinstance(reversed, bool):
        raise InputError(_("must be true or false"), field="reversed")
    group = data.get("group")
    if group is not None and not isinstance(group, str):
        raise InputError(_("must be a group's name"), field="group")
    round_number, board, version = (number(n) for n in ("round", "board", "version"))
    if round_number is None or board is None or version is None:
        raise InputError(_("round, board and version are needed"))
    change = DeskChange(
        round=round_number,
        board=board,
        outcome=outcome(result, group) if outcome else Outcome.from_code(result),
        match=number("match", required=False),
        reversed=reversed,
    )
    return change, version, group


class Arbiter:
    """The arbiter's page of one server: its key, session and CSRF token,
    the addresses it answers to, and the desk it writes through."""

    def __init__(
        self,
        desk: Desk,
        key: str,
        *,
        host: str,
        port: int,
        templates: Path | None = None,
    ) -> None:
        self.desk = desk
        self.key = key
        """The key the page is opened with (printed at the start)."""
        self.session = secrets.token_urlsafe(32)
        """The cookie's value, new each start."""
        self.csrf = secrets.token_urlsafe(32)
        """The page's token for writes with the cookie."""
        self.port = port
        self.hosts = allowed_hosts(host, port)
        self.address = f"http://{shown_host(host)}:{port}{PREFIX}?key={key}"
        """The page's address with the key, as the server prints it."""
        self.templates = templates
        self.slowdown = Slowdown()

    @staticmethod
    def owns(target: str) -> bool:
        """Whether a request target is the arbiter's (``/arbiter``…)."""
        path = urlsplit(target).path
        return path == PREFIX or path.startswith(PREFIX + "/")

    # -- the answers ------------------------------------------------------

    def answer(self, request: http.server.BaseHTTPRequestHandler, method: str) -> None:
        """Answer a request for an ``/arbiter`` path."""
        reply = _Reply(request, body=method != "HEAD")
        if not host_allowed(request.headers.get("Host"), self.hosts, self.port):
            reply.json(403, {"error": _("this address is not the one served")})
            return
        parts = urlsplit(request.path)
        path = parts.path.removeprefix(PREFIX)
        query = parse_qs(parts.query)
        group = query.get("group", [None])[0]
        name = path.removeprefix("/")
        if method == "POST":
            if path != "/api/result":
                reply.json(405, {"error": _("method not allowed")}, allow="GET, HEAD")
                return
            self._post(request, reply)
            return
        if path == "/api/result":
            reply.json(405, {"error": _("method not allowed")}, allow="POST")
            return
        if name in ASSETS:
            data = arbiter_asset(name, self.templates)
            assert data is not None
            reply.send(200, data, ASSETS[name])
            return
        if path in ("", "/"):
            self._page(request, reply, query.get("key", [None])[0])
            return
        if self._who(request, reply) is None:
            return
        try:
            if path == "/api/event":
                reply.json(200, self._event())
            elif found := _ROUND.fullmatch(path):
                reply.json(200, round_json(self.desk.round(int(found[1]), group)))
            elif found := _PRINT.fullmatch(path):
                pdf = self.desk.document(found[1], int(found[2]), group)
                reply.send(200, pdf, "application/pdf")
            else:
                reply.json(404, {"error": _("not found")})
        except Unreadable as exc:
            reply.json(409, {"error": str(exc)})
        except InputError as exc:
            reply.json(400, {"error": str(exc)})
        except BergerError as exc:
            reply.json(500, {"error": str(exc)})

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
                    "teams": group.teams,
                }
                for group in overview.groups
            ],
        }

    def _page(
        self,
        request: http.server.BaseHTTPRequestHandler,
        reply: _Reply,
        key: str | None,
    ) -> None:
        if key is not None:
            if not same(key, self.key):
                self._refuse(request, reply, html=True)
                return
            reply.redirect(
                PREFIX,
                cookie=f"{COOKIE}={self.session}; Path={PREFIX}; HttpOnly;"
                " SameSite=Strict",
            )
            return
        cookie = session_cookie(request)
        if cookie is None:
            reply.text(
                401, _("Open the arbiter's address the server printed (with its key).")
            )
            return
        if not same(cookie, self.session):
            self._refuse(request, reply, html=True)
            return
        try:
            overview = self.desk.overview()
            groups = [
                PageGroup(
                    g.name, g.rounds, g.current, g.read_only, g.teams, not g.teams
                )
                for g in overview.groups
            ]
            page = arbiter_page(
                title=overview.title,
                language=overview.language,
                groups=groups,
                csrf=self.csrf,
                templates=self.templates,
            )
        except BergerError as exc:
            reply.text(500, _("Error: {message}").format(message=exc))
            return
        reply.send(200, page.encode("utf-8"), "text/html; charset=utf-8")

    def _who(
        self, request: http.server.BaseHTTPRequestHandler, reply: _Reply
    ) -> str | None:
        """``"bearer"`` or ``"cookie"`` for a request with the key or the
        session; else None, refused (401 without either, 403 with a wrong
        one, after the wait for wrong keys)."""
        header = request.headers.get("Authorization")
        if header is not None:
            scheme, _sep, given = header.strip().partition(" ")
            if scheme.lower() == "bearer" and same(given.strip(), self.key):
                return "bearer"
            self._refuse(request, reply)
            return None
        cookie = session_cookie(request)
        if cookie is None:
            reply.json(
                401,
                {
                    "error": _(
                        "no key: open the arbiter's address, or send"
                        " Authorization: Bearer KEY"
                    )
                },
            )
            return None
        if same(cookie, self.session):
            return "cookie"
        self._refuse(request, reply)
        return None

    def _refuse(
        self,
        request: http.server.BaseHTTPRequestHandler,
        reply: _Reply,
        *,
        html: bool = False,
    ) -> None:
        time.sleep(self.slowdown.failed(request.client_address[0]))
        if html:
            reply.text(403, _("Wrong key."))
        else:
            reply.json(403, {"error": _("wrong key")})

    def _post(self, request: http.server.BaseHTTPRequestHandler, reply: _Reply) -> None:
        origin = request.headers.get("Origin")
        host = (request.headers.get("Host") or "").strip().lower()
        if origin is not None and origin.strip().lower() != f"http://{host}":
            reply.json(403, {"error": _("a write from another site")})
            return
        if (request.headers.get("Sec-Fetch-Site") or "").lower() == "cross-site":
            reply.json(403, {"error": _("a write from another site")})
            return
        length_text = request.headers.get("Content-Length")
        if length_text is None or not length_text.strip().isdecimal():
            request.close_connection = True
            reply.json(400, {"error": _("the request needs a Content-Length")})
            return
        length = int(length_text)
        if length > MAX_BODY:
            request.close_connection = True
            reply.json(
                413,
                {
                    "error": _("the body is over {size} KiB").format(
                        size=MAX_BODY // 1024
                    )
                },
            )
            return
        who = self._who(request, reply)
        if who is None:
            request.close_connection = True
            return
        if who == "cookie" and not same(
            request.headers.get(CSRF_HEADER) or "", self.csrf
        ):
            request.close_connection = True
            reply.json(
                403, {"error": _("no {header} of the page").format(header=CSRF_HEADER)}
            )
            return
        body = request.rfile.read(length)
        kind = (request.headers.get("Content-Type") or "").split(";")[0].strip()
        try:
            if kind.lower() != "application/json":
                raise InputError(_("the body must be application/json"))
            change, version, group = parse_change(body, self.desk.outcome)
            reply.json(200, {"version": self.desk.apply(change, version, group)})
        except Stale as exc:
            reply.json(409, _stale_json(exc.game, str(exc)))
        except Unreadable as exc:
            reply.json(409, {"error": str(exc)})
        except (InputError, ReadOnly) as exc:
            reply.json(400, {"error": str(exc)})
        except OutputError as exc:
            reply.json(500, {"error": str(exc)})
        except BergerError as exc:
            reply.json(400, {"error": str(exc)})


def _stale_json(game: VersionedGame, message: str) -> dict[str, Any]:
    return {"error": message, "game": game_json(game.game, game.version)}


class _Reply:
    """Answers of the arbiter's paths: never cached, the site's security
    headers."""

    def __init__(
        self, request: http.server.BaseHTTPRequestHandler, *, body: bool
    ) -> None:
        self.request = request
        self.body = body

    def send(
        self,
        status: int,
        data: bytes,
        kind: str,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        request = self.request
        request.send_response(status)
        request.send_header("Content-Type", kind)
        request.send_header("Content-Length", str(len(data)))
        request.send_header("Cache-Control", "no-store")
        for name, value in {**HEADERS, **(headers or {})}.items():
            request.send_header(name, value)
        request.end_headers()
        if self.body:
            request.wfile.write(data)

    def json(self, status: int, value: object, *, allow: str | None = None) -> None:
        data = json.dumps(value, ensure_ascii=False).encode("utf-8")
        headers = {"Allow": allow} if allow else None
        self.send(status, data, "application/json; charset=utf-8", headers)

    def text(self, status: int, text: str) -> None:
        self.send(status, f"{status} {text}\n".encode(), "text/plain; charset=utf-8")

    def redirect(self, location: str, *, cookie: str) -> None:
        self.send(
            303,
            b"",
            "text/plain; charset=utf-8",
            {"Location": location, "Set-Cookie": cookie},
        )


def make_arbiter(
    live: LiveSite, key: str, host: str, address: tuple[Any, ...]
) -> Arbiter:
    """The arbiter's page of the live site ``live`` served at ``address``
    (as the socket gives it), bound to ``host``, opened with ``key``."""
    desk = Desk(live.event, live.options, seeds=live.seeds)
    return Arbiter(
        desk, key, host=host, port=int(address[1]), templates=live.options.templates
    )
