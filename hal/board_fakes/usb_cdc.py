"""Fake rp2 USB-CDC transmit side for firmware tests (MicroPython unix port or CPython), on an injected clock.

Models what MicroPython's rp2 port does (shared/tinyusb/mp_usbd_cdc.c, as the issue reports it): a TX FIFO of
``fifo`` bytes that the host empties at its own pace (``drain`` bytes every ``every_ms``); poll reports the
port writable as soon as ONE byte is free (``ready()``, or always while no host holds the port, ``attached``
False: writes are then discarded at once); a write that does not fit puts in what fits and then waits for
the host to take more, up to ``TX_TIMEOUT_MS`` (MICROPY_HW_USB_CDC_TX_TIMEOUT), and returns how much went —
a short count leaves half a line behind. Nothing waits in real time: the fake's clock moves by ``tick(ms)``
(the test's scan clock) and by the time a write is blocked, which is added up in ``blocked_ms``.

    cdc = Cdc(fifo=64, drain=2, every_ms=1)
    link = usbio.UsbSerial(stdout=cdc, out_ready=cdc.ready)
    cdc.tick(1)            # one ms of the host reading
    cdc.received           # every byte the host got, in order
"""
TX_TIMEOUT_MS = 500


class Cdc:
    def __init__(self, fifo=64, drain=2, every_ms=1, attached=True):
        self.size = fifo
        self.drain = drain
        self.every_ms = max(1, every_ms)
        self.attached = attached
        self.fifo = bytearray()
        self.received = bytearray()
        self.now_ms = 0
        self.blocked_ms = 0
        self.writes = 0
        self.short_writes = 0

    def ready(self):
        """POLLOUT as rp2 reports it: one free byte is enough (always, while no host holds the port)."""
        return not self.attached or len(self.fifo) < self.size

    def tick(self, ms=1):
        """``ms`` milliseconds pass: the host reads ``drain`` bytes every ``every_ms``."""
        for _ in range(ms):
            self.now_ms += 1
            if self.attached and self.now_ms % self.every_ms == 0 and self.fifo:
                k = min(self.drain, len(self.fifo))
                self.received += self.fifo[:k]
                self.fifo = self.fifo[k:]

    def write(self, buf):
        """rp2's ``sys.stdout.buffer.write``: what fits goes now; the rest waits for room up to TX_TIMEOUT_MS."""
        self.writes += 1
        if not self.attached:
            return len(buf)
        sent = 0
        waited = 0
        while True:
            room = self.size - len(self.fifo)
            k = min(room, len(buf) - sent)
            if k > 0:
                self.fifo += buf[sent:sent + k]
                sent += k
            if sent == len(buf) or waited >= TX_TIMEOUT_MS:
                break
            self.tick(1)
            waited += 1
        self.blocked_ms += waited
        if sent < len(buf):
            self.short_writes += 1
        return sent
