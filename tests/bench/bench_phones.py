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
from tests.bench.bench_frame import args, percentile

RATE_HZ = 25.0
SECONDS = 6.0
FRAMES = 600


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
        while not self.stop.is_set():
            i += 1
            position = i % 31
            self.sent[(colour, position)] = time.perf_counter()
            await ws.send_str(json.dumps({"t": "wheel", "wheel": 1, "position": position}))
            await asyncio.sleep(1 / RATE_HZ)
        await ws.close()

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
    """ms per animated frame of a six-player Stadium trial at 1080p (bots play; as bench_frame measures: wall
    time, and the drawing thread's CPU time, which a loaded machine does not inflate), with the phones' feed
    refreshed each frame and six pages sending, or without phones."""
    from host.phones.lobby import ConsolePhones
    from host.screen.app import App
    from host.screen.game_controls import GameControls
    from host.screen.games import screen_for
    from host.seats import BOT, SeatPlan
    from host.table import start_session
    app = App(args("--sim", "--windowed", *(("--phones", "--phones-port", "0", "--phones-address", "127.0.0.1")
                                            if with_phones else ())), size=(1920, 1080))
    app.sounds.enabled = False
    pages = None
    if with_phones:
        app.phones = ConsolePhones(app.args, lambda: [], lambda seat: None)
        for colour in COLOURS:
            app.phones.server.add_seat(colour)
        app.phones.start()
        pages = Pages(app.phones.server).__enter__()
    times: list[float] = []
    cpu: list[float] = []
    seed = 3

    def new_scene(seed: int):
        colours = list(COLOURS)
        session = start_session("stadium", {"players": colours}, seed,
                                {c: SeatPlan(c, BOT, "heuristic") for c in colours}, {}, None)
        scene = screen_for("stadium").GameScene(app, session, {}, seed)
        app.controls = GameControls(app, session)
        app.switch(scene)
        return scene

    scene = new_scene(seed)
    now = time.monotonic()
    app.present()
    while len(times) < FRAMES:
        if app.scene is not scene:
            seed += 1
            scene = new_scene(seed)
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.update(now)
        if scene.holding:
            scene.release_hold()
        app.controls.update()
        model = scene.model
        if scene.animating and model.get("trial") and not model.get("revealing") and not model.get("ceremony"):
            app.present()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        now += 1 / 60
    if pages is not None:
        pages.__exit__()
    app.close()
    return times, cpu


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
