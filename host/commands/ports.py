"""``eightbit ports``: list connected controllers (port, uid, colour, firmware, state), or say none is.

A port is listed once, however it is named (a symlink and its device, a port given that USB discovery also
finds: the same resolved device path). ``--details`` adds what each board's hello says about its health:
chip, why it last started, crashes in a row and lines it dropped (``chip= reset= crashes= drop=``,
firmware/PROTOCOL.md). A port that never says hello gets a notice saying what it is likely to be (an
unflashed Pico at its MicroPython REPL, a board in maintenance mode, nothing answering) and what to do.

Exit status: 0 when every port probed (found by USB VID:PID or given) answered as a usable controller, or
when there is none to probe; 1 when any did not (cannot open, no hello, a refused hello, wrong protocol
version, a colour that is not a player colour or that an earlier port has, an unknown board profile); each
such port is named on its line and in the last line on stderr.
"""
from __future__ import annotations

import argparse

from host.errors import CommandError

HELP = "List connected 8Bit Box controllers (USB VID:PID 2E8A:0005 and any URLs given)."
RESETS = {"power": "power-up", "watchdog": "watchdog reset", "other": "reset"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("urls", nargs="*", metavar="URL",
                        help="extra ports or pyserial URLs to probe (e.g. /dev/pts/3, socket://host:7000)")
    parser.add_argument("--no-usb", action="store_true", help="probe only the URLs given")
    parser.add_argument("--details", action="store_true",
                        help="also show each board's chip, last reset cause, crash count and dropped lines")


def unique_ports(urls: list[str]) -> list[str]:
    """``urls`` without a second spelling of a port already listed (first spelling kept)."""
    from hal.hub import same_port
    seen: set[str] = set()
    out = []
    for url in urls:
        if same_port(url) not in seen:
            seen.add(same_port(url))
            out.append(url)
    return out


def details_line(extra: dict[str, str], rejected: int) -> str:
    """The hello's health fields in words (``?`` for a field an older firmware does not send)."""
    reset = extra.get("reset")
    return (f"chip {extra.get('chip', '?')}, last start {RESETS.get(reset or '', reset or '?')}, "
            f"crashes in a row {extra.get('crashes', '?')}, dropped lines {extra.get('drop', '?')}, "
            f"rejected commands {rejected}")


def silent_notice(url: str, heard: bytes) -> str:
    """What a port that gave no hello probably is, and what to do about it."""
    text = heard.decode("ascii", "replace")
    flash = f"`eightbit flash {url} --colour COLOUR`"
    if "maintenance mode" in text:
        return ("notice: the board is in maintenance mode (the lock was held at power-up; LED steady white): "
                f"release the lock and replug it to play, or flash it now with {flash}")
    if ">>>" in text or "MicroPython" in text or "Traceback" in text or "Error" in text:
        return ("notice: a MicroPython REPL answers, not the 8Bit Box firmware (an unflashed Pico, a board in "
                f"maintenance mode, or one stopped by Ctrl-C): flash it with {flash}, or replug it")
    if heard:
        return ("notice: it sends something that is not the 8Bit Box protocol (another device, or a wrong "
                "baud rate on a USB-serial adapter): check that this is a controller")
    return ("notice: it never answered: a Pico without MicroPython shows up as a drive, not a port (install "
            f"MicroPython, docs/hardware.md \"Flashing\"); a Pico running MicroPython only needs {flash}; a "
            "board whose LED blinks red is backing off after crashes and resets by itself")


def poke(url: str, timeout: float = 0.5) -> bytes:
    """A port that gave no hello gets one Enter (CR): a MicroPython REPL answers it with its ``>>>`` prompt."""
    import time

    from hal.port_claim import PortUse
    from hal.serial_controller import open_port
    heard = b""
    with PortUse(url) as free:
        if not free:
            return heard
        try:
            ser = open_port(url)
        except (OSError, ValueError):
            return heard
        try:
            ser.write(b"\r")
            end = time.monotonic() + timeout
            while time.monotonic() < end and b">>>" not in heard:
                heard += ser.read(ser.in_waiting or 1)
        except OSError:
            pass
        finally:
            ser.close()
    return heard


def run(args: argparse.Namespace) -> int:
    from hal.hub import colour_problem, probe, usb_ports
    from hal.serial_controller import table_for
    if "" in args.urls:
        raise CommandError("an empty URL was given", status=2)
    ports = unique_ports(([] if args.no_usb else usb_ports()) + list(args.urls))
    failed: list[str] = []
    colours: dict[str, str] = {}
    uids: dict[str, str] = {}
    for url in ports:
        r = probe(url)
        h = r.hello
        if h is None or r.error:
            print(f"{url}: " + (f"uid {h.uid}: " if h is not None else "") + str(r.error))
            if h is None and not r.refused_hello and not str(r.error).startswith(("cannot open", "claimed")):
                print(f"  {url}: {silent_notice(url, r.heard + poke(url))}")
            failed.append(url)
            continue
        if r.state is None:
            state = "no state line yet"
        else:
            state = "wheels " + " ".join("-" if p is None else str(p) for p in r.state.positions) + (
                ", locked" if r.state.locked else ", unlocked")
        print(f"{url}: uid {h.uid}  colour {h.colour}  firmware {h.fw}  board {h.board}  {state}")
        if args.details:
            print(f"  {url}: {details_line(h.extra, h.rejected)}")
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
