"""Test helpers: a phone server on loopback and pages that speak to it with aiohttp's client (no browser)."""
from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Callable

import aiohttp

from host.phones.server import SOCKET

from host.phones import PhoneServer


@contextmanager
def running(*colours: str, **kwargs: Any) -> Iterator[PhoneServer]:
    server = PhoneServer(port=0, host="127.0.0.1", **kwargs)
    for colour in colours:
        server.add_seat(colour)
    server.start()
    try:
        yield server
    finally:
        server.close()


async def open_page(cs: aiohttp.ClientSession, server: PhoneServer, hello: Any = None,
                    origin: str | None = None) -> tuple[aiohttp.ClientWebSocketResponse, dict[str, Any] | None]:
    """A page's socket after its hello (``hello`` a token, a dict to send as it is, or None for a free seat),
    and the seat message it got (``{"t": "closed", "code": .., "reason": ..}`` when the server closed it instead)."""
    ws = await cs.ws_connect(server.origin() + SOCKET, origin=origin or server.origin())
    message = hello if isinstance(hello, dict) else {"t": "hello", **({"token": hello} if hello else {})}
    await ws.send_str(json.dumps(message))
    reply = await ws.receive(timeout=5)
    if reply.type != aiohttp.WSMsgType.TEXT:
        return ws, {"t": "closed", "code": ws.close_code, "reason": str(reply.extra or "")}
    return ws, json.loads(reply.data)


async def next_message(ws: aiohttp.ClientWebSocketResponse, kind: str, timeout: float = 5.0) -> dict[str, Any]:
    """The next message of ``kind`` (others are skipped)."""
    while True:
        reply = await ws.receive(timeout=timeout)
        if reply.type != aiohttp.WSMsgType.TEXT:
            raise AssertionError(f"the socket closed ({reply.type}, {reply.data}, {reply.extra})")
        data = json.loads(reply.data)
        if data.get("t") == kind:
            return data


async def closed(ws: aiohttp.ClientWebSocketResponse, timeout: float = 5.0) -> tuple[int | None, str]:
    """Read until the server closes ``ws``: (close code, reason)."""
    while True:
        reply = await ws.receive(timeout=timeout)
        if reply.type == aiohttp.WSMsgType.CLOSE:
            return int(reply.data), str(reply.extra or "")
        if reply.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            return ws.close_code, str(reply.extra or "")
        if reply.type == aiohttp.WSMsgType.ERROR:
            return ws.close_code, str(reply.data)


def eventually(condition: Callable[[], bool], timeout: float = 5.0) -> bool:
    """Whether ``condition()`` holds within ``timeout`` seconds (asked every few milliseconds)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            return False
        time.sleep(0.005)
    return True


def run(coro: Any) -> Any:
    return asyncio.run(coro)
