"""Runs on the MicroPython unix port (MICROPYPATH = hal/board_fakes:firmware:tests/firmware).

Checks the debounce tables and the protocol vectors with the firmware code, then measures the steady-state
loop's allocations with gc.mem_alloc() while wheels change and heartbeats go out. Prints one line
``RESULT {json}`` at the end (state lines written by the app also appear on stdout before it).
"""
import gc
import json
import sys

import machine
import protocol as P
from feedlink import FeedLink, command_stream

here = sys.argv[1]
mode = sys.argv[3]
out = {"impl": sys.implementation.name}


def check_logic():
    from tablerun import run_tables
    with open(here + "/tables.json") as f:
        out["table_failures"] = run_tables(json.load(f))
    with open(sys.argv[2]) as f:
        vec = json.load(f)
    check_vectors(vec)


def check_vectors(vec):
    bad = []
    line = P.StateLine()
    for v in vec["state_lines"]:
        pos = [-1 if p is None else p for p in v["positions"]]
        got = bytes(line.format(v["heartbeat"], v["seq"], pos[0], pos[1], pos[2], v["locked"])).decode()
        if got != v["line"]:
            bad.append(["state", v["line"], got])
    for v in vec["crc"]:
        if "%04X" % P.crc16(v["data"].encode()) != v["crc"]:
            bad.append(["crc", v["data"]])
    raw = P.RawLine()
    for v in vec["raw_lines"]:
        got = bytes(raw.format(v["raw"][0], v["raw"][1], v["raw"][2], v["locked"])).decode()
        if got != v["line"]:
            bad.append(["raw", v["line"], got])
    names = {P.CMD_HELLO: "hello", P.CMD_STATE: "state", P.CMD_IDENTIFY: "identify", P.CMD_LED: "led",
             P.CMD_RAW: "raw"}
    modes = ["off", "waiting", "colour", "locked", "invalid", "identify", "rgb"]
    for v in vec["host_commands"]:
        p = P.CommandParser()
        cmd = P.CMD_NONE
        for b in v["line"].encode():
            cmd = p.feed(b) or cmd
        if names.get(cmd) != v["command"] or (cmd == P.CMD_LED and modes[p.led_mode] != v["mode"]):
            bad.append(["command", v["line"], cmd])
    for v in vec["rejected_host_commands"]:
        p = P.CommandParser()
        results = [p.feed(b) for b in v["line"].encode()]
        if P.CMD_REJECTED not in results or p.rejected != 1 or any(r > 0 for r in results):
            bad.append(["rejected", v["line"]])
    out["vector_failures"] = bad



def check_loop():
    """Allocation of the steady-state loop: the real App, the fake machine, the real UsbSerial (64 KiB heap)."""
    gc.collect()  # compiling app.py and its imports needs contiguous blocks, as on the board after boot
    import board  # the largest import first, while the heap is least fragmented
    import usbio
    import app as A
    import config

    cfg = config.merged({"heartbeat_ms": 20})
    hw = board.Board(cfg)
    link = usbio.UsbSerial()
    application = A.App(cfg, hw, link, board.uid(), 0)
    application.run(300)  # warm up: first ipoll, first LED write
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    lines_before = application.seq
    for k in range(10):
        machine.set_adc(k % 3, 8192 + 16384 * (k % 4))
        application.run(30)
        application.command(P.CMD_RAW, 0)  # a calibration read (?R) formats in place too
    allocated = gc.mem_alloc() - before
    gc.enable()
    out["loop_alloc_bytes"] = allocated
    out["changes_during_measurement"] = application.seq - lines_before
    out["scans"] = application.scans
    out["mem_free"] = gc.mem_free()


def check_commands():
    """Allocation of the steady state with host commands arriving every scan, and near 2**30 scans."""
    gc.collect()
    import board
    import app as A
    import config

    cfg = config.merged({"heartbeat_ms": 20})
    hw = board.Board(cfg)
    link = FeedLink(command_stream())  # (feedlink.py: shared with tests/bench/mp_scan.py)
    application = A.App(cfg, hw, link, board.uid(), 0)
    application.run(300)
    application.scans = (1 << 30) - 100  # the counter wraps inside the measurement
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for k in range(10):
        machine.set_adc(k % 3, 8192 + 16384 * (k % 4))
        application.run(30)
    allocated = gc.mem_alloc() - before
    gc.enable()
    out["loop_alloc_bytes"] = allocated
    out["lines_written"] = link.written
    out["scans"] = application.scans
    out["rejected"] = application.parser.rejected


def check_link():
    """Issue 20's link checks (linkrun.py): Ctrl-C, the rp2 CDC, the noisy ADC, the crash back-off."""
    from linkrun import run_all
    failures, numbers = run_all()
    out["link_failures"] = failures
    out["link_numbers"] = numbers


if mode == "logic":
    check_logic()
elif mode == "link":
    check_link()
elif mode == "commands":
    check_commands()
else:
    check_loop()
print("RESULT " + json.dumps(out))
