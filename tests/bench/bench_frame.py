"""Screen benchmark (docs/architecture.md §5: figures, not assertions): frame time while animating at 1920×1080
and 3840×2160 (scene update + drawing at the real resolution + flip, dummy video driver), a Stadium trial's
animation at
1920×1080, CPU while idle in the real loop, and time from process start to the lobby on screen. Goals (issue 9): p99
≤ 8 ms at 1080p,
≤ 16 ms at 4K (issue 13: the Stadium trial ≤ 8 ms at 1080p), idle CPU < 2 % of a core, lobby in < 1 s.

    python tests/bench/bench_frame.py          # last line is JSON
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="eightbit-bench-")   # never touch the user's settings
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


from games.core.faces import COLOURS
from hal.simulated import SimulatedController
from host.cli import build_parser
from host.screen.app import App
from host.screen.games.pixoid.scene import PixoidScene
from host.seats import BOT, KEYBOARD, SeatPlan
from host.table import start_session

FRAMES = 600


def args(*argv: str):
    return build_parser()[0].parse_args(["play", *argv])


def bot_session(seed: int = 3):
    colours = list(COLOURS[:4])
    plans = {c: SeatPlan(c, BOT, "heuristic") for c in colours}
    return start_session("pixoid", {"players": colours}, seed, plans, {}, None)


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def frame_times(size: tuple[int, int]) -> list[float]:
    """ms per animated frame (scene update + draw + scale + flip) over a bot game's animation."""
    app = App(args("--sim", "--windowed"), size=size)
    app.sounds.enabled = False
    times: list[float] = []
    seed = 3
    scene = PixoidScene(app, bot_session(seed))
    app.switch(scene)
    now = 0.0
    app.present()                      # warm the caches like the first second at the table does
    while len(times) < FRAMES:
        if app.scene is not scene:     # game over: next game
            seed += 1
            scene = PixoidScene(app, bot_session(seed))
            app.switch(scene)
        t0 = time.perf_counter()
        scene.update(now)
        if scene.animating:
            app.present()
            times.append((time.perf_counter() - t0) * 1000)
        now += 1 / 60
    app.close()
    return times


def stadium_frame_times(size: tuple[int, int], players: int = 4, argv: tuple[str, ...] = (),
                        setup: Callable[[App], None] | None = None,
                        each: Callable[[App, Any], None] | None = None) -> tuple[list[float], list[float]]:
    """ms per animated frame of a Stadium trial (the arena, the trial's drawer, dice, reveals in the seat
    rows, medals; not the tile reveal nor the ceremony) over bot games, as :func:`frame_times` measures:
    wall time, and the CPU time of the drawing thread (what a shared, loaded machine does not inflate).
    ``argv`` adds to the console's options, ``setup(app)`` runs before the first game, ``each(app, scene)`` in
    every frame after the scene's update (bench_phones: the phones' feed)."""
    from host.screen.games import screen_for
    app = App(args("--sim", "--windowed", *argv), size=size)
    app.sounds.enabled = False
    if setup is not None:
        setup(app)
    times: list[float] = []
    cpu: list[float] = []
    seed = 3

    def new_scene(seed: int):
        colours = list(COLOURS[:players])
        session = start_session("stadium", {"players": colours}, seed,
                                {c: SeatPlan(c, BOT, "heuristic") for c in colours}, {}, None)
        scene = screen_for("stadium").GameScene(app, session, {}, seed)
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
            scene.release_hold()             # a tile's reveal goes on at once (only bots at the table)
        if each is not None:
            each(app, scene)
        model = scene.model
        if scene.animating and model.get("trial") and not model.get("revealing") and not model.get("ceremony"):
            app.present()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        now += 1 / 60
    app.close()
    return times, cpu


def idle_cpu(seconds: float = 3.0) -> float:
    """% of one core used by the real loop while a game waits for a keyboard player."""
    kb = SimulatedController("red")
    colours = list(COLOURS[:4])
    plans = {c: SeatPlan(c, KEYBOARD if c == "red" else BOT, None if c == "red" else "heuristic", None)
             for c in colours}
    session = start_session("pixoid", {"players": colours}, 1, plans, {"red": kb}, None)
    app = App(args("--sim", "--windowed"))
    app.sounds.enabled = False
    app.run(session, seconds=0.5)      # settle: first frames, fonts, the first poll
    c0, w0 = time.process_time(), time.perf_counter()
    app.run(session, seconds=seconds)
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    app.close()
    return 100 * cpu / wall


def startup() -> float:
    """Seconds from starting ``eightbit play`` to the lobby drawn (new process, median of 3)."""
    runs = []
    for _ in range(3):
        env = dict(os.environ, EIGHTBIT_STARTUP_PROBE="1")
        t0 = time.time()
        out = subprocess.run([sys.executable, "-m", "host.cli", "play", "--sim", "--seed", "1"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60).stdout
        line = next((x for x in out.splitlines() if x.startswith("lobby-drawn ")), None)
        if line is None:
            raise SystemExit(f"the lobby was never drawn: {out!r}")
        runs.append(float(line.split()[1]) - t0)
    return statistics.median(runs)


def main() -> None:
    results: dict[str, float] = {}
    for label, size, goal in (("1080p", (1920, 1080), 8), ("4k", (3840, 2160), 16)):
        t = frame_times(size)
        results[f"p50_ms_{label}"] = round(percentile(t, 0.50), 3)
        results[f"p99_ms_{label}"] = round(percentile(t, 0.99), 3)
        print(f"frame {label}: p50 {results[f'p50_ms_{label}']:.2f} ms, p99 {results[f'p99_ms_{label}']:.2f} ms "
              f"over {len(t)} animated frames (goal p99 <= {goal} ms)")
    t, cpu = stadium_frame_times((1920, 1080))
    results["stadium_p50_ms_1080p"] = round(percentile(t, 0.50), 3)
    results["stadium_p99_ms_1080p"] = round(percentile(t, 0.99), 3)
    results["stadium_cpu_p99_ms_1080p"] = round(percentile(cpu, 0.99), 3)
    print(f"Stadium trial frame 1080p: p50 {results['stadium_p50_ms_1080p']:.2f} ms, p99 "
          f"{results['stadium_p99_ms_1080p']:.2f} ms (CPU p99 {results['stadium_cpu_p99_ms_1080p']:.2f} ms) over "
          f"{len(t)} animated frames (goal p99 <= 8 ms)")
    t, cpu = stadium_frame_times((1920, 1080), players=6)      # the largest table (issue 19 item 4)
    results["stadium6_p50_ms_1080p"] = round(percentile(t, 0.50), 3)
    results["stadium6_p99_ms_1080p"] = round(percentile(t, 0.99), 3)
    results["stadium6_cpu_p99_ms_1080p"] = round(percentile(cpu, 0.99), 3)
    print(f"Stadium trial frame 1080p, 6 players: p50 {results['stadium6_p50_ms_1080p']:.2f} ms, p99 "
          f"{results['stadium6_p99_ms_1080p']:.2f} ms (CPU p99 {results['stadium6_cpu_p99_ms_1080p']:.2f} ms) "
          f"over {len(t)} animated frames (goal p99 <= 8 ms)")
    results["idle_cpu_percent"] = round(idle_cpu(), 3)
    print(f"idle CPU: {results['idle_cpu_percent']:.2f} % of a core (goal < 2 %)")
    results["startup_s"] = round(startup(), 3)
    print(f"start to lobby: {results['startup_s']:.2f} s (goal < 1 s)")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
