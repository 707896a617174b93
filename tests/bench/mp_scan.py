"""Runs on the MicroPython unix port for bench_firmware.py: the real App and Board over the fake machine, with
a host flooding commands (every scan has bytes waiting: LED commands, ?S, ?R and garbage). Prints one line
``RESULT {json}``: scan cost and rate, worst scan, the cost of averaging 4 ADC reads, bytes allocated per scan,
heap used."""
import gc
import json
import sys
import time

gc.collect()
heap_start = gc.mem_alloc()
import machine
import board
import app as A
import config
from feedlink import FeedLink, command_stream

SCANS = int(sys.argv[1]) if len(sys.argv) > 1 else 5000


cfg = config.merged(None)
hw = board.Board(cfg)
link = FeedLink(command_stream())
application = A.App(cfg, hw, link, board.uid(), time.ticks_ms())
gc.collect()
heap_app = gc.mem_alloc() - heap_start
out = {"impl": sys.implementation.name, "heap_used_after_boot": gc.mem_alloc(), "heap_free": gc.mem_free(),
       "heap_app_and_modules": heap_app}

application.run(200)  # warm up


def measure():
    """Scans under the flood; locals only (a new module global would grow the globals dict: an allocation)."""
    worst = 0
    total = 0
    k = 0
    gc.collect()
    before = gc.mem_alloc()
    gc.disable()
    while k < SCANS:
        k += 1
        if k % 97 == 0:
            machine.set_adc(k % 3, 8192 + 16384 * (k % 4))
        t0 = time.ticks_us()
        application.step(time.ticks_ms())
        hw.feed()
        dt = time.ticks_diff(time.ticks_us(), t0)
        total += dt
        if dt > worst:
            worst = dt
    allocated = gc.mem_alloc() - before
    gc.enable()
    return total, worst, allocated


total, worst, allocated = measure()
out["scan_cost_us_mean"] = total / SCANS
out["scan_cost_us_worst"] = worst
out["alloc_bytes_per_scan"] = allocated / SCANS
out["alloc_bytes_total"] = allocated
out["scans_measured"] = SCANS
out["lines_written"] = link.written

adc = hw.adcs[0]
t0 = time.ticks_us()
for _ in range(2000):
    adc.read_u16()
one = time.ticks_diff(time.ticks_us(), t0) / 2000
t0 = time.ticks_us()
for _ in range(2000):
    hw.raw(0)
four = time.ticks_diff(time.ticks_us(), t0) / 2000
out["adc_read_us"] = one
out["wheel_raw_avg4_us"] = four

t0 = time.ticks_ms()
s0 = application.scans
application.run(2000)  # paced: 1 ms per scan by deadline
elapsed = time.ticks_diff(time.ticks_ms(), t0)
out["paced_scan_rate_hz"] = (application.scans - s0) * 1000 / elapsed
print("RESULT " + json.dumps(out))
