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


class SyncPage:
    """A page for tests that drive something on the main thread (the console): its socket lives on a thread
    and event loop of its own, which keeps every message the server sends (:attr:`inbox`); ``send`` blocks."""

    def __init__(self, server: PhoneServer, token: str | None = None) -> None:
        import threading
        from collections import deque
        self.inbox: deque[dict[str, Any]] = deque()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = server
        self.seat = self._call(self._open(token))

    def _call(self, coro: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _open(self, token: str | None) -> dict[str, Any] | None:
        self.cs = aiohttp.ClientSession()
        self.ws, seat = await open_page(self.cs, self.server, token)
        self.reader = asyncio.ensure_future(self._read())
        return seat

    async def _read(self) -> None:
        async for reply in self.ws:
            if reply.type == aiohttp.WSMsgType.TEXT:
                self.inbox.append(json.loads(reply.data))

    def send(self, message: dict[str, Any]) -> None:
        self._call(self.ws.send_str(json.dumps(message)))

    def take(self, kind: str) -> dict[str, Any] | None:
        """The oldest message of ``kind`` received and not yet taken (others before it are dropped), or None."""
        while self.inbox:
            message = self.inbox.popleft()
            if message.get("t") == kind:
                return message
        return None

    def next(self, kind: str, timeout: float = 5.0, pump: Callable[[], Any] = lambda: None) -> dict[str, Any]:
        """The next message of ``kind``, calling ``pump`` while waiting (a console's tick)."""
        end = time.monotonic() + timeout
        while (message := self.take(kind)) is None:
            assert time.monotonic() < end, f"no {kind} message came"
            pump()
            time.sleep(0.005)
        return message

    def press(self) -> None:
        """LOCK down and up, then a ping answered: the server has handled both."""
        self.send({"t": "lock", "down": True})
        self.send({"t": "lock", "down": False})
        self.send({"t": "ping"})
        self.next("pong")

    def close(self) -> None:
        async def shut() -> None:
            await self.ws.close()
            await self.cs.close()
        self._call(shut())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
