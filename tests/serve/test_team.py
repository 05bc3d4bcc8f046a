"""The chief's page of the arbiters' team, over the wire: the chief's only;
a key made there works at once and is shown once, as its address and the
QR code of it; a key replaced or revoked there is refused at its next
request; the message to the hall is written in the event's folder, and the site's
rebuild puts it on the hall screen; every write guarded as the results' are."""

from __future__ import annotations

import json
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
from tests.serve.wire import BEARER, CLUB, Client, serve, session

from berger.formats.event.arbiters import KEYS_NAME, Role
from berger.formats.event.message import MESSAGE_FILE
from berger.pipeline.arbiters import add_key


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Client, Path]]:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    with serve(event, tmp_path / "site") as server:
        yield Client(server.server_address[1]), event


def call(client: Client, path: str, value: object, headers: dict[str, str]) -> Any:
    body = json.dumps(value).encode()
    sent = {"Content-Type": "application/json", **headers}
    status, _, data = client.request("POST", path, body, sent)
    return status, json.loads(data)


def test_the_page_and_its_api_are_the_chief_s(club: tuple[Client, Path]) -> None:
    client, event = club
    cookie, csrf = session(client)
    status, headers, page = client.request(
        "GET", "/arbiter/team", headers={"Cookie": cookie}
    )
    assert (status, headers["content-type"]) == (200, "text/html; charset=utf-8")
    assert f'name="csrf-token" content="{csrf}"'.encode() in page
    assert b'<script src="/arbiter/team.js" defer>' in page
    for asset in ("team.js", "team.css"):
        assert client.request("GET", f"/arbiter/{asset}")[0] == 200
    assert client.request("GET", "/arbiter/team")[0] == 401
    deputy = add_key(event / KEYS_NAME, "Dmytro", Role.DEPUTY)[0]
    chief = add_key(event / KEYS_NAME, "Chloe", Role.CHIEF)[0]
    as_deputy = {"Authorization": f"Bearer {deputy}"}
    for method, path in [
        ("GET", "/arbiter/team"),
        ("GET", "/arbiter/api/keys"),
        ("GET", "/arbiter/api/message"),
    ]:
        assert client.request(method, path, headers=as_deputy)[0] == 403
    for path in (
        "/arbiter/api/keys",
        "/arbiter/api/keys/revoke",
        "/arbiter/api/message",
    ):
        status, _ = call(client, path, {"name": "x", "message": "x"}, as_deputy)
        assert status == 403
    as_chief = {"Authorization": f"Bearer {chief}"}
    status, _, data = client.request("GET", "/arbiter/api/keys", headers=as_chief)
    assert status == 200
    listed = json.loads(data)
    assert listed["message"] is None
    assert [
        (k["name"], k["role"], k["boards"], k["revoked"]) for k in listed["keys"]
    ] == [
        ("Dmytro", "deputy", None, None),
        ("Chloe", "chief", None, None),
    ]
    assert all(
        set(k) == {"name", "role", "boards", "added", "revoked"} for k in listed["keys"]
    )


def test_a_key_made_on_the_page_is_shown_once_and_works(
    club: tuple[Client, Path],
) -> None:
    client, event = club
    cookie, csrf = session(client)
    with_cookie = {"Cookie": cookie, "X-CSRF-Token": csrf}
    status, made = call(
        client,
        "/arbiter/api/keys",
        {"name": "Hanna", "role": "helper", "boards": "1, 2"},
        with_cookie,
    )
    assert status == 200, made
    key = made["key"]
    assert made["address"] == f"http://127.0.0.1:{client.port}/arbiter?key={key}"
    assert (made["name"], made["role"], made["boards"]) == ("Hanna", "helper", "1-2")
    prefix = "data:image/svg+xml;charset=utf-8,"
    assert made["qr"].startswith(prefix)
    svg = unquote(made["qr"][len(prefix) :])
    assert svg.startswith("<svg xmlns='http://www.w3.org/2000/svg'")
    assert f"<title>{made['address']}</title>" in svg.replace("&amp;", "&")
    assert key not in (event / KEYS_NAME).read_text("utf-8")
    # The address enrols a phone: the page of their boards.
    status, headers, _ = client.request("GET", f"/arbiter?key={key}")
    assert status == 303
    helper = {"Cookie": headers["set-cookie"].split(";")[0]}
    games = client.round(7, helper)["games"]
    assert [g["board"] for g in games] == [1, 2]
    # Never shown again.
    status, _, data = client.request("GET", "/arbiter/api/keys", headers=BEARER)
    assert key not in data.decode()
    # A name with a key: refused, unless replaced (the old key revoked).
    status, refused = call(
        client, "/arbiter/api/keys", {"name": "Hanna", "role": "helper"}, with_cookie
    )
    assert (status, refused) == (
        400,
        {"error": "'Hanna' has a key already: revoke it first"},
    )
    status, again = call(
        client,
        "/arbiter/api/keys",
        {"name": "Hanna", "role": "deputy", "boards": None, "replace": True},
        with_cookie,
    )
    assert status == 200
    assert client.request("GET", "/arbiter/api/round/7", headers=helper)[0] == 401
    newer = {"Authorization": f"Bearer {again['key']}"}
    assert len(client.round(7, newer)["games"]) == 4
    # Revoked on the page: refused at the next request.
    status, revoked = call(
        client, "/arbiter/api/keys/revoke", {"name": "Hanna"}, with_cookie
    )
    assert (status, revoked["name"]) == (200, "Hanna")
    assert client.request("GET", "/arbiter/api/round/7", headers=newer)[0] == 401
    status, _ = call(client, "/arbiter/api/keys/revoke", {"name": "Hanna"}, with_cookie)
    assert status == 400


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({"role": "helper"}, "name: must be text"),
        ({"name": " ", "role": "helper"}, "name: must be text"),
        ({"name": "-x", "role": "helper"}, "name: a name may not start with -"),
        (
            {"name": "A\u2028B", "role": "helper"},
            "name: 'A\\u2028B' holds a control character or a line separator",
        ),
        ({"name": "A\x85B", "role": "helper"}, "name: 'A\\x85B' holds a control"),
        ({"name": "A", "role": "boss"}, "role: 'boss' is not a role"),
        ({"name": "A", "role": "helper", "boards": "9-1"}, "boards: '9-1': boards"),
        (
            {"name": "A", "role": "helper", "boards": "1-" + "9" * 5000},
            "boards: '1-" + "9" * 58 + "…': boards go from 1 to 9999",
        ),
        ({"name": "A", "role": "helper", "boards": 3}, "boards: must be text or null"),
        ({"name": "A", "role": "chief", "boards": "1"}, "boards: a chief has every"),
    ],
)
def test_a_bad_key_is_refused(
    club: tuple[Client, Path], body: dict[str, object], error: str
) -> None:
    client, event = club
    status, answer = call(client, "/arbiter/api/keys", body, BEARER)
    assert status == 400
    assert answer["error"].startswith(error)
    assert not (event / KEYS_NAME).exists()


def test_the_team_s_writes_are_guarded(club: tuple[Client, Path]) -> None:
    client, event = club
    cookie, csrf = session(client)
    body = {"name": "A", "role": "helper", "message": "x"}
    for path in (
        "/arbiter/api/keys",
        "/arbiter/api/keys/revoke",
        "/arbiter/api/message",
    ):
        assert call(client, path, body, {})[0] == 401
        assert call(client, path, body, {"Cookie": cookie})[0] == 403
        foreign = {
            "Cookie": cookie,
            "X-CSRF-Token": csrf,
            "Origin": "http://evil.example",
        }
        assert call(client, path, body, foreign)[0] == 403
        assert client.request("PUT", path, b"{}", BEARER)[0] == 405
    assert call(client, "/arbiter/api/keys/revoke", [1], BEARER)[0] == 400
    assert not (event / KEYS_NAME).exists()
    assert not (event / MESSAGE_FILE).exists()


def stream(port: int) -> Any:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(b"GET /_live?page=/index.html HTTP/1.0\r\n\r\n")
    return sock, sock.makefile("rb")


def next_message(reader: Any) -> dict[str, Any]:
    while True:
        line = reader.readline().decode()
        assert line, "the stream ended"
        if line.startswith("data: "):
            return dict(json.loads(line[6:]))


def screen(client: Client) -> str:
    status, _, page = client.request("GET", "/screen.html")
    assert status == 200
    return page.decode("utf-8")


def test_the_message_to_the_hall_reaches_the_hall_screen(
    club: tuple[Client, Path],
) -> None:
    client, event = club
    sock, reader = stream(client.port)
    with sock:
        assert next_message(reader) == {"version": 1, "error": None}
        status, answer = call(
            client,
            "/arbiter/api/message",
            {"message": "  Round 8 starts at 15:00\n in hall B "},
            BEARER,
        )
        assert (status, answer) == (
            200,
            {"message": "Round 8 starts at 15:00 in hall B"},
        )
        assert (event / MESSAGE_FILE).read_text("utf-8") == (
            "Round 8 starts at 15:00 in hall B\n"
        )
        # The server watches the file: the site rebuilt, its pages told.
        assert next_message(reader) == {"version": 2, "error": None}
        assert "Round 8 starts at 15:00 in hall B" in screen(client)
        status, _, data = client.request("GET", "/arbiter/api/message", headers=BEARER)
        assert json.loads(data) == {"message": "Round 8 starts at 15:00 in hall B"}
        assert call(client, "/arbiter/api/message", {"message": "x" * 281}, BEARER) == (
            400,
            {"error": "message: a message of at most 280 characters"},
        )
        assert call(client, "/arbiter/api/message", {"message": "a\x07"}, BEARER) == (
            400,
            {"error": "a message may not hold a control character"},
        )
        assert call(client, "/arbiter/api/message", {"message": ""}, BEARER) == (
            200,
            {"message": None},
        )
        assert next_message(reader) == {"version": 3, "error": None}
        assert not (event / MESSAGE_FILE).exists()
        assert "Round 8" not in screen(client)
