"""``eightbit ports``: list connected controllers (port, uid, colour, firmware, state), or say none is."""
from __future__ import annotations

import argparse

HELP = "List connected 8Bit Box controllers (USB VID:PID 2E8A:0005 and any URLs given)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("urls", nargs="*", metavar="URL",
                        help="extra ports or pyserial URLs to probe (e.g. /dev/pts/3, socket://host:7000)")
    parser.add_argument("--no-usb", action="store_true", help="probe only the URLs given")


def run(args: argparse.Namespace) -> int:
    from hal.hub import probe, usb_ports
    ports = ([] if args.no_usb else usb_ports()) + [u for u in args.urls]
    found = 0
    for url in ports:
        r = probe(url)
        if r.hello is None:
            print(f"{url}: {r.error}")
            continue
        h = r.hello
        if r.error:
            print(f"{url}: uid {h.uid}: {r.error}")
            continue
        found += 1
        if r.state is None:
            state = "no state line yet"
        else:
            faces = h and r.state.positions
            state = "wheels " + " ".join("-" if p is None else str(p) for p in faces) + (
                ", locked" if r.state.locked else ", unlocked")
        print(f"{url}: uid {h.uid}  colour {h.colour}  firmware {h.fw}  board {h.board}  {state}")
    if not found:
        print("No controller is connected." if not ports else f"No controller answered on {len(ports)} port(s).")
    return 0
