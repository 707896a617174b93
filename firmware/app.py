"""The controller application: scan wheels and lock every ~1 ms, report changes and heartbeats, obey the host.

``App`` holds the whole steady state, built once; ``step(now_ms)`` is one scan and allocates nothing.
``run()`` loops, feeding the watchdog only at the end of a completed scan.

Robustness (docs/hardware.md "Firmware limits"): at most ``READ_MAX`` host bytes are parsed per scan, so a
host streaming commands cannot starve the scan; ``E`` lines go out at most once per ``E_GAP_MS`` (every
rejection is still counted in the hello's ``rej``); writes never wait for the host and go out as whole lines
(``usbio``: queued, then flushed once per scan); counters stay
small ints. ``main()`` lives in ``lifecycle`` (hardware, watchdog, Ctrl-C), a separate module so each one
compiles in the 64 KiB heap.
"""
import config
import crashes
import protocol as P
from button import Button
from compat import const, sleep_us, ticks_add, ticks_diff, ticks_ms, ticks_us
from led import COLOURS, Led
from wheel import Wheel, WheelDecoder, default_centres

_SCAN_US = const(1000)
READ_MAX = const(64)      # host bytes parsed per scan: 64 KB/s at 1 kHz, far above any real command rate
E_GAP_MS = const(100)     # at most ten E lines a second
_SMALL = const(0x3FFFFFFF)  # counters wrap below 2**30: rp2 small ints are 31 bits, beyond is a heap integer


def make_wheels(cfg):
    wheels = []
    calibration = cfg.get("calibration") or {}
    for spec in cfg["wheels"]:
        centres = calibration.get(spec["name"]) or spec.get("centres") or default_centres(spec["sensor"], spec["detents"])
        decoder = WheelDecoder(centres, spec["sensor"] == "angle", cfg["capture_pct"], cfg["hold_pct"])
        wheels.append(Wheel(decoder, cfg["debounce_ms"]))
    return wheels


class App:
    def __init__(self, cfg, hw, link, uid, now_ms=0, boot=""):
        self.cfg = cfg
        self.boot = boot  # hello fields about this boot: chip, reset cause, crashes in a row
        self.hw = hw
        self.link = link
        self.uid = uid
        self.wheels = make_wheels(cfg)
        self.w0, self.w1, self.w2 = self.wheels
        self.button = Button(cfg["lock_debounce_ms"], hw.lock_pressed())
        rgb = cfg.get("rgb") or COLOURS.get(cfg["colour"], (255, 255, 255))
        self.led = Led(rgb, now_ms)
        self.screen = getattr(hw, "screen", None)  # the private screen (oled.Oled) or None
        self.screen_notes = {}  # oled.NOTE_* -> its prebuilt N line (PROTOCOL.md "Notices")
        if self.screen is not None:
            import oled
            self.screen_notes = {oled.NOTE_LOST: P.notice_line("screen=lost"),
                                 oled.NOTE_NONE: P.notice_line("screen=none"),
                                 oled.NOTE_BACK: P.notice_line("screen=" + self.screen.size)}
        self.parser = P.CommandParser()
        self.flush = getattr(link, "flush", None)  # usbio: queued bytes go out as the port takes them
        self.line = P.StateLine()
        self.rawline = P.RawLine()
        self.seq = 0
        self.heartbeat_ms = cfg["heartbeat_ms"]
        self.last_sent = now_ms
        self.last_error = ticks_add(now_ms, -E_GAP_MS)
        self.errors_held = 0
        self.error_lines = {}
        self.scans = 0
        self.started = now_ms
        self.crashes = crashes.count() if boot else 0

    def hello(self):
        detents = [w["detents"] for w in self.cfg["wheels"]]
        extra = self.boot + " drop=%d" % getattr(self.link, "dropped", 0)
        if self.screen is not None:
            extra = extra + " screen=" + self.screen.state()
        return P.hello_line(config.FIRMWARE_VERSION, self.uid, self.cfg["colour"], self.cfg["board"],
                            detents, self.parser.rejected, extra)

    def send_state(self, heartbeat, now_ms):
        self.link.write(self.line.format(heartbeat, self.seq, self.w0.position, self.w1.position,
                                         self.w2.position, self.button.pressed))
        self.last_sent = now_ms

    def step(self, now_ms):
        """One scan: sense, debounce, report, read host bytes, drive the LED."""
        hw = self.hw
        changed = self.w0.update(hw.raw(0), now_ms)
        if self.w1.update(hw.raw(1), now_ms):
            changed = True
        if self.w2.update(hw.raw(2), now_ms):
            changed = True
        if self.button.update(hw.lock_pressed(), now_ms):
            changed = True
        if changed:
            self.seq = (self.seq + 1) & 0xFFFF
            self.send_state(False, now_ms)
            if self.screen is not None:
                self.screen.touch(now_ms)
        elif ticks_diff(now_ms, self.last_sent) >= self.heartbeat_ms:
            self.send_state(True, now_ms)
        self.read_commands(now_ms)
        if self.flush is not None:
            self.flush()
        rgb = self.led.update(now_ms)
        if rgb is not None:
            hw.show(rgb)
        screen = self.screen
        if screen is not None:
            screen.step(now_ms)
            if screen.notice:
                self.link.write(self.screen_notes[screen.notice])
                screen.notice = 0
        self.scans = (self.scans + 1) & _SMALL
        if self.crashes and ticks_diff(now_ms, self.started) >= crashes.HEALTHY_MS:
            crashes.clear()  # healthy again: the next crash backs off from 1 s
            self.crashes = 0

    def read_commands(self, now_ms):
        """Parse at most READ_MAX waiting host bytes (the rest wait for the next scan)."""
        link = self.link
        budget = READ_MAX
        while budget > 0:
            b = link.read_byte()
            if b < 0:
                return
            self.command(self.parser.feed(b), now_ms)
            budget -= 1

    def command(self, cmd, now_ms):
        if cmd == P.CMD_NONE:
            return
        if cmd == P.CMD_REJECTED:
            self.reject(now_ms)
        elif cmd == P.CMD_STATE:
            self.send_state(False, now_ms)
        elif cmd == P.CMD_RAW:
            hw = self.hw
            self.link.write(self.rawline.format(hw.raw(0), hw.raw(1), hw.raw(2), self.button.pressed))
        elif cmd == P.CMD_HELLO:
            self.link.write(self.hello())
        elif cmd == P.CMD_IDENTIFY:
            self.led.set(P.LED_IDENTIFY, now_ms)
        elif cmd == P.CMD_TEXT:
            if self.screen is not None:
                p = self.parser
                self.screen.show_row(p.text_row, p.text, p.text_len)
        elif cmd == P.CMD_LED:
            p = self.parser
            if p.led_mode == P.LED_RGB:
                self.led.set_rgb(p.rgb_r, p.rgb_g, p.rgb_b, now_ms)
            else:
                self.led.set(p.led_mode, now_ms)

    def reject(self, now_ms):
        """Say ``E <reason>`` for a rejected command, at most once per E_GAP_MS (all are counted in ``rej``)."""
        if ticks_diff(now_ms, self.last_error) >= E_GAP_MS:
            self.last_error = now_ms
            reason = self.parser.reason
            line = self.error_lines.get(reason)
            if line is None:  # the reasons are a fixed few: each line is built once
                line = self.error_lines[reason] = P.error_line(reason)
            self.link.write(line)
        elif self.errors_held < _SMALL:
            self.errors_held += 1

    def run(self, scans=-1):
        """Scan forever (or ``scans`` times), feeding the watchdog after each completed scan."""
        # Paced by deadline on the microsecond clock: a scan starts _SCAN_US after the previous one started,
        # so the work does not add to the period (sleep_ms(1) after it did, and ms ticks rounded the sleep).
        # An overrun of more than a slot re-anchors the schedule instead of bursting. Small ints: no allocation.
        hw = self.hw
        deadline = ticks_us()
        while scans != 0:
            self.step(ticks_ms())
            hw.feed()
            deadline = ticks_add(deadline, _SCAN_US)
            wait = ticks_diff(deadline, ticks_us())
            if wait > 0:
                sleep_us(wait)
            elif wait < -_SCAN_US:
                deadline = ticks_us()
            if scans > 0:
                scans -= 1


def main():
    """Build and run the controller (``lifecycle``: hardware, watchdog, Ctrl-C handling)."""
    import lifecycle
    lifecycle.main()
