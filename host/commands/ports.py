"""``eightbit ports``: list connected controllers (port, uid, colour, firmware, state), or say none is.

Exit status: 0 when every port probed (found by USB VID:PID or given) answered as a usable controller, or
when there is none to probe; 1 when any did not (cannot open, no hello, a refused hello, wrong protocol
version, a colour that is not a player colour or that an earlier port has, an unknown board profile); each
such port is named on its line and in the last line on stderr.
"""
from __future__ import annotations

import argparse

from host.errors import CommandError

HELP = "List connected 8Bit Box controllers (USB VID:PID 2E8A:0005 and any URLs given)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("urls", nargs="*", metavar="URL",
                        help="extra ports or pyserial URLs to probe (e.g. /dev/pts/3, socket://host:7000)")
    parser.add_argument("--no-usb", action="store_true", help="probe only the URLs given")


def run(args: argparse.Namespace) -> int:
    from hal.hub import colour_problem, probe, usb_ports
    from hal.serial_controller import table_for
    ports = ([] if args.no_usb else usb_ports()) + [u for u in args.urls if u]
    if "" in args.urls:
        raise CommandError("an empty URL was given", status=2)
    failed: list[str] = []
    colours: dict[str, str] = {}
    uids: dict[str, str] = {}
    for url in ports:
        r = probe(url)
        h = r.hello
        if h is None or r.error:
            print(f"{url}: " + (f"uid {h.uid}: " if h is not None else "") + str(r.error))
            failed.append(url)
            continue
        if r.state is None:
            state = "no state line yet"
        else:
            state = "wheels " + " ".join("-" if p is None else str(p) for p in r.state.positions) + (
                ", locked" if r.state.locked else ", unlocked")
        print(f"{url}: uid {h.uid}  colour {h.colour}  firmware {h.fw}  board {h.board}  {state}")
        problems = [colour_problem(h), table_for(h)[1],
                    f"same colour as the board on {colours[h.colour]}" if h.colour in colours else None,
                    f"same uid as the board on {uids[h.uid]}" if h.uid in uids else None]
        for problem in filter(None, problems):
            print(f"  {url}: {problem}")
        if any(problems):
            failed.append(url)
        colours.setdefault(h.colour, url)
        uids.setdefault(h.uid, url)
    if not ports:
        print("No controller is connected.")
    elif len(failed) == len(ports):
        print(f"No controller answered on {len(ports)} port(s).")
    if failed:
        raise CommandError(f"{len(failed)} of {len(ports)} port(s) did not answer as a usable controller: "
                           + ", ".join(failed[:5]) + (" ..." if len(failed) > 5 else ""))
    return 0
