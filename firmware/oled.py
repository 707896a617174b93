"""The private screen: a 128x64 OLED on I2C (SSD1306, or the SH1106 of most 1.3" modules), rows of text over
MicroPython's ``framebuf``, that recovers from I2C errors and says when it cannot.

``Bus`` is the I2C bus with recovery: ``recover()`` clocks SCL nine times with SDA released, then a STOP (the
I2C specification's bus clear, as Linux's ``i2c_generic_scl_recovery`` does), so a device left driving SDA by a
reset mid-transfer lets go; then the I2C peripheral takes its pins again.

``Oled`` draws rows (``show_row``) into a 1 KiB frame buffer; ``step(now_ms)`` sends at most one I2C write per
scan (a 16-byte chunk, ~0.5 ms at 400 kHz), so the scan is never blocked. Fonts (``font``): ``small`` is the 8x8
font centred in 16-pixel rows (16 columns x 4 rows), ``tall`` doubles its height (16 x 4), ``large`` doubles
both (8 x 4). Drawing a row allocates nothing. At start the bus is recovered and the panel cleared (its RAM holds
snow at power-up). An I2C error is retried with bus recovery and re-init, first after ``FIRST_RETRY_MS``, then
every ``RETRY_MS``; when ``LOST_AFTER`` retries failed the screen is gone (``present`` False) and ``notice``
says so once (``NOTE_LOST``; ``NOTE_NONE`` when none answered at start), ``NOTE_BACK`` when it returns (the
frame is sent again); an idle screen is probed every ``KEEPALIVE_MS``, so one that goes away while nothing
changes is noticed too. ``blank_ms`` > 0: after that long without ``touch`` (a wheel or the lock changed) the
panel is switched off; ``touch`` switches it on again.
"""
import framebuf
from compat import const, sleep_us, ticks_add, ticks_diff

ADDRESS = const(0x3C)
ROWS = const(4)
_CHUNK = const(16)
_CHUNKS = const(64)  # 1024 bytes / 16
FIRST_RETRY_MS = const(10)
RETRY_MS = const(500)     # at most two recovery attempts a second, each under 1 ms of bus time
LOST_AFTER = const(2)     # failed retries before the board says the screen is gone
KEEPALIVE_MS = const(1000)  # an idle screen is asked once a second whether it is still there
_COUNT_MAX = const(999999999)
NOTE_LOST = const(1)
NOTE_NONE = const(2)
NOTE_BACK = const(3)
DRIVERS = ("ssd1306", "sh1106")
FONTS = ("small", "tall", "large")
_SSD1306 = b"\x00\xae\x20\x00\x40\xa1\xc8\x81\x7f\xa8\x3f\xd3\x00\xd5\x80\xd9\xf1\xda\x12\xdb\x30\x8d\x14\xa4\xa6\xaf"
# SH1106: page addressing only, no 0x20-0x22 or 0x8D; its DC-DC is 0xAD 0x8B; 132 columns, 128 shown from 2.
_SH1106 = b"\x00\xae\xd5\x80\xa8\x3f\xd3\x00\x40\xad\x8b\xa1\xc8\xda\x12\x81\x7f\xd9\x22\xdb\x35\xa4\xa6\xaf"
_OFF = b"\x00\xae"
_ON = b"\x00\xaf"
_CHARS = [chr(c) for c in range(32, 127)]
_SPREAD = bytes([sum(3 << (2 * i) for i in range(4) if n >> i & 1) for n in range(16)])  # each bit twice


class Bus:
    """``machine.I2C`` on the given pins, with bus recovery."""

    def __init__(self, i2c_id, sda, scl, freq=400000):
        import machine
        self.machine = machine
        self.id = i2c_id
        self.freq = freq
        self.sda = machine.Pin(sda)
        self.scl = machine.Pin(scl)
        self.recoveries = 0
        self.i2c = None
        self.open()

    def open(self):
        self.i2c = self.machine.I2C(self.id, sda=self.sda, scl=self.scl, freq=self.freq)

    def recover(self):
        """Nine SCL clocks with SDA released, a STOP, then the I2C peripheral again (allocates: rare)."""
        pin = self.machine.Pin
        sda = self.sda
        scl = self.scl
        sda.init(pin.OPEN_DRAIN, value=1)
        scl.init(pin.OPEN_DRAIN, value=1)
        for _ in range(9):
            scl.value(0)
            sleep_us(5)
            scl.value(1)
            sleep_us(5)
        scl.value(0)  # STOP: SDA rises while SCL is high
        sda.value(0)
        sleep_us(5)
        scl.value(1)
        sleep_us(5)
        sda.value(1)
        sleep_us(5)
        if self.recoveries < _COUNT_MAX:
            self.recoveries += 1
        self.open()


class Oled:
    def __init__(self, bus, driver="ssd1306", font="small", blank_ms=0, now_ms=0, address=ADDRESS):
        if driver not in DRIVERS or font not in FONTS:
            raise ValueError("oled driver/font")
        self.bus = bus
        self.address = address
        self.sh1106 = driver == "sh1106"
        self.tall = font != "small"
        self.wide = font == "large"
        self.columns = 8 if self.wide else 16
        self.rows = ROWS
        self.size = "%dx%d" % (self.columns, self.rows)
        self.buf = bytearray(1024)
        self.fb = framebuf.FrameBuffer(self.buf, 128, 64, framebuf.MONO_VLSB)
        self.glyph = bytearray(8)
        self.gfb = framebuf.FrameBuffer(self.glyph, 8, 8, framebuf.MONO_VLSB)
        self.window = bytearray(b"\x00\x21\x00\x7f\x22\x00\x07")  # columns 0..127, pages 0..7
        self.pages = [bytearray((0x00, 0xB0 | p, 0x02, 0x10)) for p in range(8)]  # SH1106: page p from column 2
        mv = memoryview(self.buf)
        self.chunks = [(b"\x40", mv[i * _CHUNK:(i + 1) * _CHUNK]) for i in range(_CHUNKS)]
        self.sending = -1  # next chunk to send, -1 when idle
        self.addressed = False
        self.dirty = False
        self.errors = 0
        self.blank_ms = blank_ms
        self.active = now_ms
        self.blanked = False
        self.notice = 0
        self.failures = 0
        self.next_try = now_ms
        self.probe_at = ticks_add(now_ms, KEEPALIVE_MS)
        bus.recover()
        self.ok = self._init() and self._clear()
        self.present = self.ok  # the host knows it as working (the hello's screen= field)
        self.worked = self.ok   # it answered at least once since boot
        if not self.ok:
            self.notice = NOTE_NONE

    def state(self):
        """The hello's ``screen=`` value: the size, ``lost`` or ``none`` (never worked since boot)."""
        if self.present:
            return self.size
        return "lost" if self.worked else "none"

    def _count_error(self):
        if self.errors < _COUNT_MAX:
            self.errors += 1

    def _init(self):
        try:
            self.bus.i2c.writeto(self.address, _SH1106 if self.sh1106 else _SSD1306)
            if self.blanked:
                self.bus.i2c.writeto(self.address, _OFF)
        except OSError:
            self._count_error()
            return False
        return True

    def _clear(self):
        """The whole panel dark at once (start-up: nothing waits for the first row of text)."""
        i2c = self.bus.i2c
        try:
            if self.sh1106:
                zeros = bytearray(133)
                zeros[0] = 0x40
                for p in range(8):
                    i2c.writeto(self.address, bytes((0x00, 0xB0 | p, 0x00, 0x10)))
                    i2c.writeto(self.address, zeros)
            else:
                i2c.writeto(self.address, self.window)
                i2c.writevto(self.address, (b"\x40", self.buf))
        except OSError:
            self._count_error()
            return False
        return True

    def show_row(self, row, text, n):
        """Row ``row`` shows ``text[:n]`` (bytes, printable ASCII; cut to the row) from the next frame on."""
        if row >= self.rows:
            return
        if n > self.columns:
            n = self.columns
        fb = self.fb
        y = row * 16
        fb.fill_rect(0, y, 128, 16, 0)
        for i in range(n):
            b = text[i]
            if 32 <= b <= 126:
                if self.tall:
                    self._big(b, i, row)
                else:
                    fb.text(_CHARS[b - 32], i * 8, y + 4, 1)
        self.dirty = True

    def _big(self, b, col, row):
        """Character ``b`` twice as tall (and, ``wide``, twice as wide) at ``col`` of ``row``."""
        g = self.glyph
        self.gfb.fill(0)
        self.gfb.text(_CHARS[b - 32], 0, 0, 1)
        buf = self.buf
        top = row * 256
        for x in range(8):
            lo = _SPREAD[g[x] & 15]
            hi = _SPREAD[g[x] >> 4]
            if self.wide:
                at = top + col * 16 + 2 * x
                buf[at] = lo
                buf[at + 1] = lo
                buf[at + 128] = hi
                buf[at + 129] = hi
            else:
                at = top + col * 8 + x
                buf[at] = lo
                buf[at + 128] = hi

    def touch(self, now_ms):
        """A wheel or the lock changed: the idle clock starts again and a blanked panel comes back on."""
        self.active = now_ms
        if self.blanked:
            self.blanked = False
            if self.ok:
                try:
                    self.bus.i2c.writeto(self.address, _ON)
                except OSError:
                    self._fail(now_ms)

    def step(self, now_ms):
        """At most one I2C write: a recovery attempt when due, blanking when idle, or the frame's next chunk."""
        if not self.ok:
            if ticks_diff(now_ms, self.next_try) >= 0:
                self._retry(now_ms)
            return
        i2c = self.bus.i2c
        try:
            if self.blank_ms and not self.blanked and ticks_diff(now_ms, self.active) >= self.blank_ms:
                self.blanked = True
                i2c.writeto(self.address, _OFF)
                return
            if self.sending < 0:
                if not self.dirty:
                    if ticks_diff(now_ms, self.probe_at) >= 0:  # nothing to send: is it still there?
                        self.probe_at = ticks_add(now_ms, KEEPALIVE_MS)
                        i2c.writeto(self.address, _OFF if self.blanked else _ON)
                    return
                self.dirty = False
                self.sending = 0
                self.addressed = False
                if not self.sh1106:
                    i2c.writeto(self.address, self.window)
                    self.addressed = True
                    return
            if not self.addressed:  # SH1106: each page is addressed before its 8 chunks
                i2c.writeto(self.address, self.pages[self.sending >> 3])
                self.addressed = True
                return
            i2c.writevto(self.address, self.chunks[self.sending])
            self.sending += 1
            if self.sh1106 and self.sending & 7 == 0:
                self.addressed = False
            if self.sending >= _CHUNKS:
                self.sending = -1
        except OSError:
            self._fail(now_ms)

    def _fail(self, now_ms):
        self._count_error()
        self.ok = False
        self.failures = 0
        self.next_try = ticks_add(now_ms, FIRST_RETRY_MS)

    def _retry(self, now_ms):
        self.bus.recover()
        if self._init():
            self.ok = True
            self.sending = -1
            self.dirty = True  # the whole frame again: the panel may have lost it
            if not self.present:
                self.present = True
                self.worked = True
                self.notice = NOTE_BACK
            return
        self.next_try = ticks_add(now_ms, RETRY_MS)
        if self.failures < LOST_AFTER:
            self.failures += 1
            if self.failures == LOST_AFTER and self.present:
                self.present = False
                self.notice = NOTE_LOST
