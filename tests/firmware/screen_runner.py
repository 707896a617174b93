"""Runs on the MicroPython unix port (MICROPYPATH = firmware first, then hal/board_fakes and tests/firmware):
the real App and Board with the private screen over the fake SSD1306/SH1106 and its knobs (ssd1306_fake.knob).

``micropython screen_runner.py <scenario> [font] [driver]`` prints one line ``RESULT {json}``: what the screen
shows (decoded from the fake's display RAM), the hello, the notice lines the board wrote, the fake bus's clock
and STOP counts, and for ``alloc`` the bytes allocated and the scan cost with the screen busy.
"""
import gc
import json
import sys

import ssd1306_fake as F

scenario = sys.argv[1]
font = sys.argv[2] if len(sys.argv) > 2 else "small"
driver = sys.argv[3] if len(sys.argv) > 3 else "ssd1306"
out = {"impl": sys.implementation.name}


class Link:
    """Records the board's N lines (a copy each: not used where allocation is measured)."""

    dropped = 0

    def __init__(self):
        self.notices = []

    def read_byte(self):
        return -1

    def pending(self):
        return False

    def write(self, buf):
        if buf[0] == 78:  # 'N'
            self.notices.append(bytes(buf).decode().split("*")[0])
        return True


def boot(link=None, blank_min=0, knobs=()):
    import app as A
    import board
    import config
    spec = {"i2c": 0, "sda": 4, "scl": 5, "driver": driver, "font": font, "blank_after_min": blank_min}
    cfg = config.merged({"heartbeat_ms": 100000, "pins": {"oled": spec}})
    for which, value in knobs:
        F.knob(which, value)
    hw = board.Board(cfg)
    out["ram_after_boot_zero"] = all(F.ram[F.OFFSET + p * F.WIDTH + x] == 0 for p in range(8) for x in range(128))
    application = A.App(cfg, hw, link or Link(), "ABCD", 0)
    return application


def show(application, rows):
    import protocol as P
    p = application.parser
    for row, text in enumerate(rows):
        data = text.encode()
        for i in range(len(data)):
            p.text[i] = data[i]
        p.text_row = row
        p.text_len = len(data)
        application.command(P.CMD_TEXT, 0)


def finish(application):
    out["text"] = F.text(font)
    out["on"] = F.bus["on"]
    out["hello"] = bytes(application.hello()).decode().split("*")[0]
    out["notices"] = application.link.notices if isinstance(application.link, Link) else []
    out["clocks"] = F.bus["clocks"]
    out["stops"] = F.bus["stops"]
    screen = application.screen
    out["errors"] = getattr(screen, "errors", None)
    out["recoveries"] = getattr(getattr(screen, "bus", None), "recoveries", None)


ROWS = ["turn CENTRE 1-4", "you dialled 5", "", "Bonus: 3, 7"]

if scenario == "alloc":
    import time
    import machine
    import protocol as P
    from feedlink import FeedLink
    F.knob(2, 1)
    stream = bytearray()
    for body in (b"T 0 turn CENTRE 1-4", b"T 1 you dialled 5", b"L colour", b"T 2 ", b"?S", b"T 3 Bonus: 3, 7"):
        buf = bytearray(len(body) + 6)
        buf[:len(body)] = body
        stream += buf[:P.seal(buf, len(body))]
    application = boot(FeedLink(stream))
    application.run(300)
    out["text"] = F.text(font)  # (the fake's font decoder, built before the measurement)
    def measure(application, scans):
        """Scans with the screen busy; locals only (a new module global would grow the globals dict)."""
        worst = 0
        total = 0
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for k in range(scans):
            if k % 50 == 0:
                machine.set_adc(k % 3, 8192 + 16384 * (k % 4))
            t0 = time.ticks_us()
            application.step(time.ticks_ms())
            dt = time.ticks_diff(time.ticks_us(), t0)
            total += dt
            if dt > worst:
                worst = dt
        allocated = gc.mem_alloc() - before
        gc.enable()
        return allocated, total // scans, worst

    out["loop_alloc_bytes"], out["scan_us_mean"], out["scan_us_worst"] = measure(application, 600)
    out["writes"] = F.bus["writes"]
    gc.collect()
    out["mem_free"] = gc.mem_free()
elif scenario == "snow":
    F.knob(2, 1)
    F.power_up(4242)
    out["snow_before"] = F.text(font)
    application = boot()
    out["text_before_any_line"] = F.text(font)
    finish(application)
elif scenario == "shows":
    application = boot(knobs=((2, 1),))
    show(application, ROWS)
    application.run(150)
    finish(application)
elif scenario == "glitch":  # one failed transfer: back at the first retry, no notice
    application = boot(knobs=((2, 1),))
    show(application, ROWS)
    application.run(150)
    F.knob(0, 1)
    show(application, ["glitch survived"])
    application.run(200)
    finish(application)
elif scenario == "held_sda_boot":  # a reset mid-transfer left SDA low
    application = boot(knobs=((2, 1), (1, 9)))
    show(application, ROWS)
    application.run(150)
    finish(application)
elif scenario == "held_sda_run":
    application = boot(knobs=((2, 1),))
    show(application, ROWS)
    application.run(150)
    F.knob(1, 9)
    show(application, ["after held SDA"])
    application.run(200)
    finish(application)
elif scenario == "lost_and_back":  # unplugged while nothing changes, then plugged in again
    application = boot(knobs=((2, 1),))
    show(application, ROWS)
    application.run(150)
    F.knob(2, 0)
    application.run(2600)
    out["hello_while_lost"] = bytes(application.hello()).decode().split("*")[0]
    out["notices_while_lost"] = list(application.link.notices)
    out["recoveries_while_lost"] = application.screen.bus.recoveries
    application.run(5000)  # five more seconds gone: retries stay at their rate
    out["recoveries_after_5s_more"] = application.screen.bus.recoveries
    F.power_up(99)  # it comes back with snow in its RAM
    F.knob(2, 1)
    application.run(700)
    finish(application)
elif scenario == "none":  # an OLED profile, no screen answering at power-up
    application = boot()
    application.run(50)
    out["hello_at_boot"] = bytes(application.hello()).decode().split("*")[0]
    F.knob(2, 1)
    show(application, ROWS)
    application.run(700)
    finish(application)
elif scenario == "blank":
    import machine
    application = boot(knobs=((2, 1),), blank_min=0.005)  # 300 ms
    show(application, ROWS)
    application.run(150)
    out["on_before"] = F.bus["on"]
    application.run(400)
    out["on_idle"] = F.bus["on"]
    show(application, ["a new view"])  # text alone does not wake it (pages turn every few seconds)
    application.run(100)
    out["on_after_text"] = F.bus["on"]
    machine.set_adc(0, 24576)  # the left wheel turns to its detent 1
    application.run(100)
    finish(application)
print("RESULT " + json.dumps(out))
