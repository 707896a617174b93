"""What a phone page may say, checked before anything acts on it (docs/phones.md "Messages").

Every message is one JSON object in a text frame of at most :data:`MAX_MESSAGE` bytes:

- ``{"t": "hello", "token": TOKEN}`` first, for the seat of that token; ``{"t": "hello"}`` without one asks
  for a free seat (only where the table lets a page take one);
- ``{"t": "wheel", "wheel": 0|1|2, "position": N}`` — that wheel on detent ``N`` of the seat's face table;
- ``{"t": "lock", "down": true|false}`` — LOCK pressed or let go;
- ``{"t": "ping"}`` — answered with ``{"t": "pong"}``.

Anything else — not JSON, not an object, an unknown kind, a missing or extra key, a wrong type, a detent the
wheel does not have, a second hello — is :class:`Hostile`, whose reason the server sends as it closes that one
connection; no other page and no game state is touched. :class:`Rate` is the per-connection flood limit.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE = 512
"""Bytes in one message: a hello with its token is under 80."""
RATE_PER_S = 40.0
"""Messages a page may send each second on average (dragging a wheel end to end sends about 30)..."""
BURST = 80
"""...and at once."""


class Hostile(ValueError):
    """A message the page should never have sent: the connection closes with ``reason``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Hello:
    token: str | None


@dataclass(frozen=True)
class Wheel:
    wheel: int
    position: int


@dataclass(frozen=True)
class Lock:
    down: bool


@dataclass(frozen=True)
class Ping:
    pass


Message = Hello | Wheel | Lock | Ping
KEYS: dict[str, frozenset[str]] = {
    "hello": frozenset({"t", "token"}), "wheel": frozenset({"t", "wheel", "position"}),
    "lock": frozenset({"t", "down"}), "ping": frozenset({"t"}),
}


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Hostile(f"{what} must be a whole number")
    return value


def parse(text: str | bytes, detents: tuple[int, int, int]) -> Message:
    """The message ``text`` says, for a seat whose wheels have ``detents`` positions; :class:`Hostile` if wrong."""
    if isinstance(text, bytes):
        raise Hostile("text messages only")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise Hostile(f"message longer than {MAX_MESSAGE} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Hostile("not JSON") from None
    if not isinstance(data, dict):
        raise Hostile("a message is a JSON object")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in KEYS:
        raise Hostile("unknown message")
    if not set(data) <= KEYS[kind] or (kind != "hello" and set(data) != KEYS[kind]):
        raise Hostile(f"wrong fields for {kind}")
    if kind == "hello":
        token = data.get("token")
        if token is not None and not isinstance(token, str):
            raise Hostile("a token is a string")
        return Hello(token)
    if kind == "wheel":
        wheel, position = _int(data["wheel"], "wheel"), _int(data["position"], "position")
        if not 0 <= wheel < 3:
            raise Hostile("no such wheel")
        if not 0 <= position < detents[wheel]:
            raise Hostile("no such position on that wheel")
        return Wheel(wheel, position)
    if kind == "lock":
        if not isinstance(data["down"], bool):
            raise Hostile("down must be true or false")
        return Lock(data["down"])
    return Ping()


class Rate:
    """A token bucket: :meth:`allow` is False once a page sends faster than ``per_s`` for longer than ``burst``."""

    def __init__(self, per_s: float = RATE_PER_S, burst: int = BURST) -> None:
        self.per_s = per_s
        self.burst = float(burst)
        self.tokens = float(burst)
        self.at: float | None = None

    def allow(self, now: float) -> bool:
        if self.at is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_s)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
