"""Phones in the console (docs/phones.md "Joining"): the server runs while the console runs with ``--phones``;
a page that opens the table's link takes a new seat of a colour no controller or phone has, and the lobby gets
its controller as it gets a controller found on USB (a ``DISCOVERED`` event): it blinks as "waiting" until its
LOCK joins it, then it is seated like any controller. The lobby draws the table's link as a QR code
(:func:`qr_matrix`, segno) with the address written under it.

Nothing here imports pygame: the console hands in ``post`` (the app's thread-safe event poster) and the colours
it holds."""
from __future__ import annotations

import argparse
import sys
from typing import Any, Callable

import segno

from games.core.faces import COLOURS
from host.arguments import ANY_SEAT
from host.phones.feed import PhoneFeed
from host.phones.server import PhoneSeat, PhoneServer
from host.phones.table import make_server

LOBBY_WORDS = "Look at the TV: press LOCK to join, then LOCK when you are ready."


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of dark (True) modules, without its quiet zone."""
    return [[bool(m) for m in row] for row in segno.make(text, error="m", boost_error=False).matrix]


class ConsolePhones:
    """The console's phone server and feed (one per run of the console)."""

    def __init__(self, args: argparse.Namespace, held: Callable[[], list[str]],
                 found: Callable[[PhoneSeat], None], server: PhoneServer | None = None) -> None:
        self.limit = len(COLOURS) if args.phones in (None, ANY_SEAT) else int(args.phones)
        self.held = held
        self.running = server is not None     # a server ``play`` started already (a game set up before the window)
        self.server: PhoneServer = server or make_server(args, new_seat=self._new_colour, on_seat=found)
        self.feed = PhoneFeed(self.server)
        self.qr = qr_matrix(self.server.join_url())

    def start(self) -> None:
        if self.running:
            return
        self.server.start()
        self.qr = qr_matrix(self.server.join_url())     # the port is known now (0: any free one)
        self.feed.waiting_room(LOBBY_WORDS)
        print(f"phones: listening on port {self.server.port} of every network interface while the console runs; "
              f"join at {self.server.join_url()} (the lobby's QR code)", file=sys.stderr, flush=True)

    def _new_colour(self) -> str | None:
        if len(self.server.seats) >= self.limit:
            return None
        taken = set(self.held()) | set(self.server.seats)
        return next((c for c in COLOURS if c not in taken), None)

    def refresh(self, session: Any, holding: bool = False) -> None:
        self.feed.refresh(session, holding=holding)

    def lobby(self) -> None:
        self.feed.waiting_room(LOBBY_WORDS)

    def close(self) -> None:
        if not self.running:
            self.server.close()
