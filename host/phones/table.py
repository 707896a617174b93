"""Phones at a table being set up (docs/phones.md): ``eightbit play --phones [N]`` starts a
:class:`~host.phones.server.PhoneServer` whose seats take the colours no controller holds, before bots.

``start_phones`` is called by ``play`` (headless: the seats are made at once and each seat's link is printed
as ``phone <colour> <url>``) and by the console (the lobby: a page that opens the table's link takes a free
seat, shown in the lobby like a controller that joined)."""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Collection

from games.core.faces import COLOURS
from host.arguments import ANY_SEAT
from host.phones.server import DEFAULT_PORT, PhoneSeat, PhoneServer


def make_server(args: argparse.Namespace, new_seat: Callable[[], str | None] | None = None,
                on_seat: Callable[[PhoneSeat], None] | None = None) -> PhoneServer:
    port = DEFAULT_PORT if args.phones_port is None else args.phones_port
    return PhoneServer(port=port, host="0.0.0.0", address=args.phones_address, new_seat=new_seat, on_seat=on_seat)


def phone_colours(wanted: int, taken: Collection[str], seats: int) -> list[str]:
    """The colours of the phone seats: ``wanted`` of them (:data:`~host.arguments.ANY_SEAT`: every seat of a
    table of ``seats`` that no controller in ``taken`` holds), in the console's colour order."""
    free = [c for c in COLOURS if c not in taken]
    count = max(0, seats - len(taken)) if wanted == ANY_SEAT else wanted
    return free[:count]


def start_phones(args: argparse.Namespace, colours: list[str]) -> PhoneServer:
    """A listening server with one seat per colour; says where it listens (stderr)."""
    server = make_server(args)
    for colour in colours:
        server.add_seat(colour)
    server.start()
    print(f"phones: listening on port {server.port} of every network interface while this table runs; "
          f"join at {server.join_url()}", file=sys.stderr, flush=True)
    return server


def print_links(server: PhoneServer) -> None:
    for colour, seat in server.seats.items():
        print(f"phone {colour} {server.url(seat)}", flush=True)
