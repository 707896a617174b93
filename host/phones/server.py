"""The phone server (docs/phones.md): aiohttp, HTTP and WebSocket, on a thread of its own with its own event loop.

    server = PhoneServer(port=0, host="127.0.0.1")      # 0: any free port (tests); default DEFAULT_PORT
    red = server.add_seat("red"); server.start()
    server.url(red)        # http://ADDRESS:PORT/#t=TOKEN  — the link (and QR code) of that seat
    server.join_url()      # http://ADDRESS:PORT/          — takes a free seat, where the table allows it
    red.controller         # a hal Controller the session reads like a board
    server.send("red", {"t": "view", ...})                # thread-safe
    server.close()

What it serves: the page and its script, style and icon (``static/``, read once at start) and the WebSocket
(the path :data:`SOCKET`); nothing else (404), only GET. Every answer carries a content security policy allowing only the host's
own script, style and pictures and its own WebSocket, no framing, no referrer.

Security (docs/phones.md "Security"):

- it listens only while phones are enabled, on the address it prints;
- a request whose ``Host`` is not this server's address (by IP, ``localhost`` or the advertised name) is
  refused (a DNS-rebinding page never reaches it), and a WebSocket whose ``Origin`` is not this server's page is
  refused (another site open on the phone cannot talk to it);
- a page speaks for one seat, the one whose token it sent in its hello (constant-time compare): it gets that
  seat's pictures, instruction and private view and moves that seat's wheels only;
- :mod:`host.phones.messages` checks every message (size, JSON, kinds, ranges); a bad one, a flood (per
  connection rate limit), a wrong token or a page silent past its hello deadline closes that one connection
  with a reason (kept in :attr:`PhoneServer.closed` for the tests); the game and the other pages go on;
- the same seat opened on a second page moves there (the first page is told and closed), so a reload keeps
  the seat and two pages never fight over it.
"""
from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Callable

from aiohttp import WSCloseCode, WSMsgType, web

from hal.controller import LedState
from host.errors import CommandError
from host.phones import faces, messages, tokens
from host.phones.controller import GRACE_S, PhoneController
from host.phones.messages import Hello, Hostile, Lock, Ping, Wheel

DEFAULT_PORT = 8088
HELLO_S = 5.0
"""A page must say hello this soon after it connects."""
HEARTBEAT_S = 2.0
"""The server pings every page this often; one that does not answer is gone (a dropped Wi-Fi)."""
MAX_PAGES = 32
"""WebSockets open at once, every seat together."""
MOVED = 4000
"""Close code: the seat opened on another page (the page does not reconnect)."""
REFUSED = 4003
"""Close code: a wrong token, or no free seat (the page does not reconnect)."""
ROOT = "/"
SOCKET = ROOT + "ws"
ASSETS = {ROOT: ("index.html", "text/html"), ROOT + "phone.js": ("phone.js", "text/javascript"),
          ROOT + "phone.css": ("phone.css", "text/css"), ROOT + "icon.svg": ("icon.svg", "image/svg+xml")}


def lan_address() -> str:
    """This machine's address on the local network (the one a phone on the same Wi-Fi reaches), else loopback.
    Asks the system which interface would route outwards; no packet is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


@dataclass
class PhoneSeat:
    """One phone seat: its colour, its secret token, its controller and the pages holding it now."""

    colour: str
    token: str
    controller: PhoneController
    claimed: bool = False               # a page has taken it (by its token or as a free seat)
    pages: set[Any] = field(default_factory=set)
    view: dict[str, Any] | None = None  # the last view sent, for a page that comes (back)

    def intro(self) -> dict[str, Any]:
        """The seat message: who this page is and how its wheels look."""
        c = self.controller
        return {"t": "seat", "token": self.token, "colour": self.colour, "name": self.colour.capitalize(),
                "letter": faces.COLOUR_LETTERS.get(self.colour, self.colour[:1].upper()),
                "piece": faces.piece_svg(self.colour), "wheels": faces.wheels(c.table),
                "positions": list(c.positions), "locked": c.locked, "led": _led(c.led)}


def _led(state: LedState | tuple[int, int, int]) -> str:
    return state.value if isinstance(state, LedState) else "colour"


class PhoneServer:
    """See the module docstring."""

    def __init__(self, port: int = DEFAULT_PORT, host: str = "0.0.0.0", address: str | None = None,
                 grace_s: float = GRACE_S, new_seat: Callable[[], str | None] | None = None,
                 on_seat: Callable[[PhoneSeat], None] | None = None) -> None:
        self.host = host
        self.port = port
        self.address = address or ("127.0.0.1" if host in ("127.0.0.1", "localhost") else lan_address())
        self.grace_s = grace_s
        self.new_seat = new_seat          # a colour for a page asking for a free seat when none is left, or None
        self.on_seat = on_seat            # a page took a seat (the lobby shows it)
        self.seats: dict[str, PhoneSeat] = {}
        self.closed: deque[tuple[str, str]] = deque(maxlen=200)   # (seat or "-", reason) of every closed page
        self.hello_s = HELLO_S
        self.greeting: dict[str, Any] | None = None   # the view of a seat nothing was sent to yet (the lobby's)
        self.rate = (messages.RATE_PER_S, messages.BURST)
        self._assets: dict[str, tuple[bytes, str]] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._pages = 0

    # ---- seats -------------------------------------------------------------------------------
    def add_seat(self, colour: str) -> PhoneSeat:
        with self._lock:
            if colour in self.seats:
                return self.seats[colour]
            controller = PhoneController(colour, grace_s=self.grace_s)
            seat = PhoneSeat(colour, tokens.new_token(), controller)
            controller.on_led = lambda state, colour=colour: self.send(colour, {"t": "led", "state": _led(state)})
            self.seats[colour] = seat
            return seat

    def seat_of(self, token: str | None) -> PhoneSeat | None:
        """The seat whose token is ``token`` (None for a wrong one)."""
        if not tokens.well_formed(token):
            return None
        assert isinstance(token, str)
        found = None
        for seat in list(self.seats.values()):
            if tokens.same(seat.token, token):
                found = seat
        return found

    def _free_seat(self) -> PhoneSeat | None:
        with self._lock:
            free = next((s for s in self.seats.values() if not s.claimed), None)
        if free is None and self.new_seat is not None:
            colour = self.new_seat()
            free = self.add_seat(colour) if colour is not None else None
        return free

    def controllers(self) -> dict[str, PhoneController]:
        return {c: s.controller for c, s in self.seats.items()}

    # ---- addresses ---------------------------------------------------------------------------
    def origin(self) -> str:
        return f"http://{self.address}:{self.port}"

    def join_url(self) -> str:
        return f"{self.origin()}/"

    def url(self, seat: PhoneSeat) -> str:
        """The link of one seat: the page with its token after ``#`` (never sent in a request or a log)."""
        return f"{self.origin()}/#t={seat.token}"

    def _hosts(self) -> set[str]:
        names = {self.address, "127.0.0.1", "localhost", "[::1]"}
        return {f"{n}:{self.port}" for n in names}

    # ---- life ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen (CommandError in one line when the port cannot be had)."""
        for path, (name, kind) in ASSETS.items():
            self._assets[path] = ((resources.files("host.phones") / "static" / name).read_bytes(), kind)
        ready = threading.Event()
        failure: list[OSError] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._serve())
            except OSError as exc:
                failure.append(exc)
                ready.set()
                return
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self._stop())
            loop.close()

        self._thread = threading.Thread(target=run, name="phones", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failure:
            raise CommandError(f"phones: cannot listen on port {self.port} ({failure[0].strerror or failure[0]}); "
                               "choose another with --phones-port")

    async def _serve(self) -> None:
        app = web.Application(middlewares=[self._guard], client_max_size=1024)
        app.router.add_get(SOCKET, self._socket)
        for path in ASSETS:
            app.router.add_get(path, self._asset)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, reuse_address=True)
        await site.start()
        if self.port == 0:
            self.port = int(self._runner.addresses[0][1])

    async def _stop(self) -> None:
        for seat in list(self.seats.values()):
            for ws in list(seat.pages):
                await ws.close(code=WSCloseCode.GOING_AWAY, message=b"the table closed")
        if self._runner is not None:
            await self._runner.cleanup()

    def close(self) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=5)
        for seat in self.seats.values():
            seat.controller.close()

    # ---- sending -------------------------------------------------------------------------------
    def send(self, colour: str, message: dict[str, Any]) -> None:
        """Send ``message`` to the pages of seat ``colour`` (from any thread); a view is kept for pages to come."""
        seat = self.seats.get(colour)
        loop = self._loop
        if seat is None:
            return
        if message.get("t") == "view":
            seat.view = message
        if loop is None or not loop.is_running():
            return
        text = json.dumps(message)
        loop.call_soon_threadsafe(self._send_now, seat, text)

    def _send_now(self, seat: PhoneSeat, text: str) -> None:
        for ws in list(seat.pages):
            if not ws.closed:
                asyncio.ensure_future(self._send_one(ws, text))

    @staticmethod
    async def _send_one(ws: web.WebSocketResponse, text: str) -> None:
        try:
            await ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass

    # ---- HTTP ----------------------------------------------------------------------------------
    def _csp(self) -> str:
        return ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                f"connect-src 'self' ws://{self.address}:{self.port} ws://127.0.0.1:{self.port} "
                f"ws://localhost:{self.port}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

    @web.middleware
    async def _guard(self, request: web.Request, handler: Callable[[web.Request], Any]) -> web.StreamResponse:
        if request.host not in self._hosts():
            return web.Response(status=421, text="not this server")
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            response = web.Response(status=exc.status, text=exc.reason)
        if not response.prepared:
            response.headers["Content-Security-Policy"] = self._csp()
            response.headers["X-Content-Type-Options"] = "nosniff"
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["X-Frame-Options"] = "DENY"
            response.headers["Cache-Control"] = "no-store"
        return response

    async def _asset(self, request: web.Request) -> web.Response:
        body, kind = self._assets[request.path]
        return web.Response(body=body, content_type=kind, charset="utf-8" if kind.startswith("text") else None)

    # ---- the page's socket ---------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get("Origin") != self.origin() and request.headers.get("Origin") != f"http://{request.host}":
            self.closed.append(("-", "wrong origin"))
            return web.Response(status=403, text="wrong origin")
        if self._pages >= MAX_PAGES:
            return web.Response(status=503, text="too many pages")
        ws = web.WebSocketResponse(max_msg_size=messages.MAX_MESSAGE, heartbeat=HEARTBEAT_S, compress=False)
        await ws.prepare(request)
        self._pages += 1
        seat: PhoneSeat | None = None
        try:
            seat = await self._hello(ws)
            if seat is not None:
                await self._listen(ws, seat)
        finally:
            self._pages -= 1
            if seat is not None and ws in seat.pages:
                seat.pages.discard(ws)
                seat.controller.page_closed()
        return ws

    async def _refuse(self, ws: web.WebSocketResponse, seat: PhoneSeat | None, reason: str,
                      code: int = WSCloseCode.POLICY_VIOLATION) -> None:
        self.closed.append((seat.colour if seat is not None else "-", reason))
        await ws.close(code=code, message=reason.encode()[:120])

    async def _hello(self, ws: web.WebSocketResponse) -> PhoneSeat | None:
        try:
            msg = await asyncio.wait_for(ws.receive(), self.hello_s)
        except asyncio.TimeoutError:
            await self._refuse(ws, None, "no hello")
            return None
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
            return None
        try:
            hello = self._message(msg, (1, 1, 1))
            if not isinstance(hello, Hello):
                raise Hostile("say hello first")
        except Hostile as exc:
            await self._refuse(ws, None, exc.reason)
            return None
        seat = self.seat_of(hello.token) if hello.token is not None else self._free_seat()
        if seat is None:
            await self._refuse(ws, None, "unknown seat" if hello.token is not None else "no free seat", REFUSED)
            return None
        was_new = not seat.claimed
        seat.claimed = True
        for old in list(seat.pages):
            seat.pages.discard(old)
            seat.controller.page_closed()
            await self._refuse(old, seat, "this seat opened on another page", MOVED)
        seat.pages.add(ws)
        seat.controller.page_opened()
        await ws.send_str(json.dumps(seat.intro()))
        if (seat.view or self.greeting) is not None:
            await ws.send_str(json.dumps(seat.view or self.greeting))
        if was_new and self.on_seat is not None:
            self.on_seat(seat)
        return seat

    def _message(self, msg: Any, detents: tuple[int, int, int]) -> messages.Message:
        if msg.type == WSMsgType.TEXT:
            return messages.parse(msg.data, detents)
        if msg.type == WSMsgType.BINARY:
            raise Hostile("text messages only")
        raise Hostile("message too long" if msg.type == WSMsgType.ERROR else "unexpected frame")

    async def _listen(self, ws: web.WebSocketResponse, seat: PhoneSeat) -> None:
        rate = messages.Rate(*self.rate)
        detents = seat.controller.table.detents
        while not ws.closed:
            msg = await ws.receive()
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                if ws.close_code == WSCloseCode.MESSAGE_TOO_BIG:      # aiohttp closed it itself
                    self.closed.append((seat.colour, "message too long"))
                return
            if ws not in seat.pages:          # moved to another page meanwhile
                return
            try:
                if not rate.allow(time.monotonic()):
                    raise Hostile("too many messages")
                message = self._message(msg, detents)
            except Hostile as exc:
                await self._refuse(ws, seat, exc.reason, WSCloseCode.MESSAGE_TOO_BIG
                                   if exc.reason == "message too long" else WSCloseCode.POLICY_VIOLATION)
                return
            if isinstance(message, Wheel):
                seat.controller.set_wheel(message.wheel, message.position)
            elif isinstance(message, Lock):
                seat.controller.set_lock(message.down)
            elif isinstance(message, Ping):
                await ws.send_str('{"t": "pong"}')
            else:
                await self._refuse(ws, seat, "a second hello")
                return
