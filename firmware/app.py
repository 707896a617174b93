"""The controller application: scan wheels and lock every ~1 ms, report changes and heartbeats, obey the host.

``App`` holds the whole steady state, built once; ``step(now_ms)`` is one scan and allocates nothing.
``main()`` wires the real hardware (``board``), the USB serial (``usbio``) and the watchdog, then loops;
the watchdog is started after init and fed only at the end of a completed scan. Ctrl-C (KeyboardInterrupt)
disarms the watchdog and leaves to the REPL.
"""
import config
import protocol as P
from button import Button
from compat import const, sleep_us, ticks_add, ticks_diff, ticks_ms, ticks_us
from led import COLOURS, Led
from wheel import Wheel, WheelDecoder, default_centres

_SCAN_US = const(1000)


def make_wheels(cfg):
    wheels = []
    calibration = cfg.get("calibration") or {}
    for spec in cfg["wheels"]:
        centres = calibration.get(spec["name"]) or spec.get("centres") or default_centres(spec["sensor"], spec["detents"])
        decoder = WheelDecoder(centres, spec["sensor"] == "angle", cfg["capture_pct"], cfg["hold_pct"])
        wheels.append(Wheel(decoder, cfg["debounce_ms"]))
    return wheels


class App:
    def __init__(self, cfg, hw, link, uid, now_ms=0):
        self.cfg = cfg
        self.hw = hw
        self.link = link
        self.uid = uid
        self.wheels = make_wheels(cfg)
        self.w0, self.w1, self.w2 = self.wheels
        self.button = Button(cfg["lock_debounce_ms"], hw.lock_pressed())
        rgb = cfg.get("rgb") or COLOURS.get(cfg["colour"], (255, 255, 255))
        self.led = Led(rgb, now_ms)
        self.parser = P.CommandParser()
        self.line = P.StateLine()
        self.rawline = P.RawLine()
        self.seq = 0
        self.heartbeat_ms = cfg["heartbeat_ms"]
        self.last_sent = now_ms
        self.scans = 0

    def hello(self):
        detents = [w["detents"] for w in self.cfg["wheels"]]
        return P.hello_line(config.FIRMWARE_VERSION, self.uid, self.cfg["colour"], self.cfg["board"],
                            detents, self.parser.rejected)

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
        elif ticks_diff(now_ms, self.last_sent) >= self.heartbeat_ms:
            self.send_state(True, now_ms)
        b = self.link.read_byte()
        while b >= 0:
            self.command(self.parser.feed(b), now_ms)
            b = self.link.read_byte()
        rgb = self.led.update(now_ms)
        if rgb is not None:
            hw.show(rgb)
        self.scans += 1

    def command(self, cmd, now_ms):
        if cmd == P.CMD_NONE:
            return
        if cmd == P.CMD_STATE:
            self.send_state(False, now_ms)
        elif cmd == P.CMD_RAW:
            hw = self.hw
            self.link.write(self.rawline.format(hw.raw(0), hw.raw(1), hw.raw(2), self.button.pressed))
        elif cmd == P.CMD_HELLO:
            self.link.write(self.hello())
        elif cmd == P.CMD_IDENTIFY:
            self.led.set(P.LED_IDENTIFY, now_ms)
        elif cmd == P.CMD_LED:
            p = self.parser
            rgb = (p.rgb_r, p.rgb_g, p.rgb_b) if p.led_mode == P.LED_RGB else None
            self.led.set(p.led_mode, now_ms, rgb)
        elif cmd == P.CMD_REJECTED:
            self.link.write(P.error_line(self.parser.reason))

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


def build():
    """The real thing: config, hardware, USB link; sends hello. Returns the App (not yet running)."""
    import board
    import usbio
    cfg, problem = config.load()
    hw = board.Board(cfg)
    app = App(cfg, hw, usbio.UsbSerial(), cfg.get("uid") or board.uid(), ticks_ms())
    if problem:
        app.link.write(P.error_line(problem.replace(" ", "_")))
    app.link.write(app.hello())
    return app


def main():
    app = build()
    app.hw.start_watchdog(app.cfg["watchdog_ms"])
    try:
        app.run()
    except KeyboardInterrupt:
        app.hw.disarm_watchdog()
        raise
