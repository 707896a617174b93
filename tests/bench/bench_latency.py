"""Benchmark: wheel change -> host snapshot, through six emulated boards (real firmware) and their ptys.

Prints figures; the LAST line is JSON with p50_ms, p99_ms, debounce_ms, decode_lines_per_s (host decoder
throughput on recorded state lines). Goal: p99 within the debounce window + 2 ms.

What to expect: the board sees a turn at its next scan (0..1 ms, scans paced every 1 ms by deadline), reports
it after the debounce window, and the host's reader thread wakes once per line; so ~debounce + 0.5 ms at p50.
The tail above that is scheduling of six MicroPython processes and the host on the machine's cores.
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hal.emulator import start_boards
from hal.protocol import Decoder, seal
from hal.serial_controller import SerialController

ROUNDS = 100  # 600 samples: p99 is then the 6th-worst, not the 3rd-worst of 240 (too noisy to compare runs)


def decode_throughput() -> float:
    lines = b"".join(seal(f"{'SB'[i % 2]} {i & 0xFFFF:04X} {i % 4:02d} {i % 31:02d} {i % 4:02d} {i % 2}")
                     for i in range(20000))
    dec = Decoder()
    t = time.perf_counter()
    n = 0
    for k in range(0, len(lines), 4096):
        n += len(dec.feed(lines[k:k + 4096]))
    return n / (time.perf_counter() - t)


def main() -> None:
    boards = start_boards(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
    ctls = [SerialController(b.path) for b in boards]
    lat: list[float] = []
    try:
        for c in ctls:
            if not c.wait_connected(15):
                raise SystemExit(f"board {c.url} never connected")
        debounce = boards[0].config["debounce_ms"]
        print(f"runtime: {boards[0].runtime}; {len(boards)} boards; debounce {debounce} ms; {ROUNDS} rounds")
        rnd = random.Random(1)
        for _r in range(ROUNDS):
            done = {}
            events = {}
            unsubs = []
            targets = []
            for i, c in enumerate(ctls):
                cur = c.snapshot().positions[1]
                target = rnd.choice([p for p in range(31) if p != cur])
                targets.append(target)
                ev = threading.Event()
                events[i] = ev

                def cb(ctl, event, snap, i=i, target=target, ev=ev, done=done):
                    if snap.positions[1] == target and i not in done:
                        done[i] = time.perf_counter()
                        ev.set()
                unsubs.append(c.subscribe(cb))
            starts = {}
            for i, b in enumerate(boards):
                starts[i] = time.perf_counter()
                b.set_wheel("centre", targets[i])
            for i in range(len(boards)):
                events[i].wait(5)
            for u in unsubs:
                u()
            lat += [(done[i] - starts[i]) * 1000 for i in done]
            time.sleep(0.03)
        lat.sort()
        p50 = statistics.median(lat)
        p99 = lat[min(len(lat) - 1, int(round(0.99 * (len(lat) - 1))))]
        print(f"samples {len(lat)}; min {lat[0]:.2f} ms; p50 {p50:.2f} ms; p99 {p99:.2f} ms; max {lat[-1]:.2f} ms")
        print(f"goal p99 <= {debounce + 2} ms: {'met' if p99 <= debounce + 2 else 'NOT met'}")
        rejected = sum(c.stats.total for c in ctls)
        reasons: dict[str, int] = {}
        for c in ctls:
            for reason, n in c.stats.counts.items():
                reasons[reason] = reasons.get(reason, 0) + n
        print(f"host rejected lines during the run: {rejected} {reasons or ''}")
    finally:
        for c in ctls:
            c.close()
        for b in boards:
            b.stop()
    thr = decode_throughput()
    print(f"host decode throughput: {thr:,.0f} lines/s")
    print(json.dumps({"p50_ms": round(p50, 3), "p99_ms": round(p99, 3), "debounce_ms": debounce,
                      "decode_lines_per_s": round(thr), "samples": len(lat)}))


if __name__ == "__main__":
    main()
