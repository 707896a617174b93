"""Phone benchmark (issue 23; figures, not assertions): with six phone pages connected on loopback, each turning
its wheels about 25 times a second, the time from a page sending a wheel message to the seat's controller holding
the new snapshot (what the session reads: its listener runs then) — p50 and p99, goal p99 ≤ 50 ms — and the TV's
frame time of a six-player Stadium trial's animation at 1080p with those six phones sending meanwhile and the
phones' feed refreshed every frame, against the same frames without phones (goal: p99 unchanged).

    python tests/bench/bench_phones.py          # last line is JSON
"""
from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="eightbit-bench-")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import aiohttp

from games.core.faces import COLOURS
from host.phones import PhoneServer
from host.phones.server import SOCKET
from tests.bench.bench_frame import percentile, stadium_frame_times

RATE_HZ = 25.0
SECONDS = 6.0


class Pages:
    """Six pages on a thread of their own, each sending wheel turns at ``RATE_HZ``; sent times by (seat, seq)."""

    def __init__(self, server: PhoneServer) -> None:
        self.server = server
        self.sent: dict[tuple[str, int], float] = {}
        self.got: list[float] = []
        self.stop = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)
        for colour, seat in server.seats.items():
            seat.controller.subscribe(self._heard(colour))

    def _heard(self, colour: str):
        def on_event(_c, event, snap) -> None:
            sent = self.sent.pop((colour, snap.positions[1]), None) if event == "change" else None
            if sent is not None:
                self.got.append((time.perf_counter() - sent) * 1000)
        return on_event

    async def _page(self, cs: aiohttp.ClientSession, colour: str) -> None:
        seat = self.server.seats[colour]
        ws = await cs.ws_connect(self.server.origin() + SOCKET, origin=self.server.origin())
        await ws.send_str(json.dumps({"t": "hello", "token": seat.token}))
        await ws.receive()                           # the seat message
        self.ready.set()
        i = 0
        try:
            while not self.stop.is_set() and not ws.closed:
                i += 1
                position = i % 31
                self.sent[(colour, position)] = time.perf_counter()
                await ws.send_str(json.dumps({"t": "wheel", "wheel": 1, "position": position}))
                await asyncio.sleep(1 / RATE_HZ)
            await ws.close()
        except (aiohttp.ClientError, ConnectionError):
            pass                                     # the table closed first

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as cs:
            await asyncio.gather(*(self._page(cs, c) for c in self.server.seats))

    def __enter__(self) -> "Pages":
        self.thread.start()
        self.ready.wait(10)
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        self.thread.join(10)


def latency() -> list[float]:
    server = PhoneServer(port=0, host="127.0.0.1")
    for colour in COLOURS:
        server.add_seat(colour)
    server.start()
    with Pages(server) as pages:
        time.sleep(SECONDS)
    server.close()
    return pages.got


def tv_frames(with_phones: bool) -> tuple[list[float], list[float]]:
    """ms per animated frame of a six-player Stadium trial at 1080p (bench_frame's measure: wall time and the
    drawing thread's CPU time), with six phone pages sending and the phones' feed refreshed every frame (the
    game's controls, as the console runs them), or without phones."""
    from host.phones.lobby import ConsolePhones
    from host.screen.game_controls import GameControls
    pages: list[Pages] = []

    def setup(app) -> None:
        app.phones = ConsolePhones(app.args, lambda: [], lambda seat: None)
        for colour in COLOURS:
            app.phones.server.add_seat(colour)
        app.phones.start()
        pages.append(Pages(app.phones.server).__enter__())

    def each(app, scene) -> None:
        if app.controls is None or app.controls.session is not scene.session:
            app.controls = GameControls(app, scene.session)
        app.controls.update()

    try:
        if not with_phones:
            return stadium_frame_times((1920, 1080), 6, each=each)
        return stadium_frame_times((1920, 1080), 6, ("--phones", "--phones-port", "0", "--phones-address",
                                                     "127.0.0.1"), setup, each)
    finally:
        for page in pages:
            page.__exit__()


def main() -> None:
    got = latency()
    results = {"phones": 6, "messages": len(got), "input_p50_ms": round(percentile(got, 0.50), 3),
               "input_p99_ms": round(percentile(got, 0.99), 3)}
    print(f"Phone input -> session snapshot, six phones on loopback at {RATE_HZ:g} turns/s each: "
          f"p50 {results['input_p50_ms']:.2f} ms, p99 {results['input_p99_ms']:.2f} ms over {len(got)} messages "
          f"(goal p99 <= 50 ms)")
    (without, cpu_without), (with_six, cpu_six) = tv_frames(False), tv_frames(True)
    for name, values in (("no_phones", without), ("six_phones", with_six), ("cpu_no_phones", cpu_without),
                         ("cpu_six_phones", cpu_six)):
        results[f"tv_p50_ms_{name}"] = round(percentile(values, 0.50), 3)
        results[f"tv_p99_ms_{name}"] = round(percentile(values, 0.99), 3)
    r = results
    print(f"TV frame, Stadium 6 players at 1080p, without phones / with six phones sending: p50 "
          f"{r['tv_p50_ms_no_phones']:.2f} / {r['tv_p50_ms_six_phones']:.2f} ms, p99 {r['tv_p99_ms_no_phones']:.2f} / "
          f"{r['tv_p99_ms_six_phones']:.2f} ms; drawing thread's CPU p99 {r['tv_p99_ms_cpu_no_phones']:.2f} / "
          f"{r['tv_p99_ms_cpu_six_phones']:.2f} ms")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
