"""The guards of the arbiter's page: the addresses it answers to, and the
wait for wrong keys."""

from __future__ import annotations

from berger.serve.guard import (
    FREE_FAILURES,
    MAX_DELAY,
    Slowdown,
    allowed_hosts,
    host_allowed,
)


def test_the_host_must_be_the_address_served() -> None:
    loopback = allowed_hosts("127.0.0.1", 8000)
    assert host_allowed("127.0.0.1:8000", loopback, 8000)
    assert host_allowed("LOCALHOST:8000", loopback, 8000)
    for foreign in ("evil.example:8000", "127.0.0.1:8001", "127.0.0.1", "", None):
        assert not host_allowed(foreign, loopback, 8000)
    # Every interface: an IP address with the port, never a name.
    assert host_allowed("192.168.1.20:8000", None, 8000)
    assert host_allowed("[fe80::1]:8000", None, 8000)
    assert not host_allowed("rebind.example:8000", None, 8000)
    assert allowed_hosts("::1", 80) == frozenset({"[::1]:80", "localhost:80"})


def test_wrong_keys_wait_longer_and_longer() -> None:
    slow = Slowdown()
    waits = [slow.failed("10.0.0.7") for _ in range(FREE_FAILURES + 6)]
    # 3 at once, then 0.25, 0.5, 1, 2, 4 s, then the cap.
    assert waits == [0, 0, 0, 0.25, 0.5, 1.0, 2.0, 4.0, MAX_DELAY]
    assert slow.failed("10.0.0.8") == 0  # another address
