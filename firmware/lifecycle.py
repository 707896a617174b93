"""Boot and run the controller: config, hardware, USB link, hello, watchdog; Ctrl-C handling.

``build()`` wires the real hardware (``board``), the USB serial (``usbio``) and the ``App``; ``main()`` starts
the watchdog (after init; not on an unknown chip, whose watchdog could not be stopped for the REPL) and runs.
Ctrl-C (KeyboardInterrupt): if no byte follows within ``RESUME_MS`` it was a stray 0x03 (a terminal's Ctrl-C)
and the app resumes by itself; if a tool keeps talking (mpremote's Ctrl-A follows at once), the watchdog is
stopped and the REPL is left to it. An emulated board may wait less (``machine.EMU_RESUME_MS`` of the fake
``machine``, so tests do not sit out the real board's seconds); the real ``machine`` has no such attribute.
"""
import config
import crashes
import protocol as P
from app import App
from compat import const, sleep_ms, ticks_diff, ticks_ms

RESUME_MS = const(3000)


def linger(app, ms):
    """After Ctrl-C: feed the watchdog and wait up to ``ms`` for input. True when nothing came (resume)."""
    start = ticks_ms()
    try:
        while ticks_diff(ticks_ms(), start) < ms:
            if app.link.pending():
                return False
            app.hw.feed()
            sleep_ms(10)
    except KeyboardInterrupt:
        return False
    return True


def resume_ms():
    """How long a Ctrl-C waits for a tool: ``RESUME_MS``, or the emulated board's shorter wait."""
    import machine
    return getattr(machine, "EMU_RESUME_MS", RESUME_MS)


def boot_fields(board):
    """The hello's fields about this boot (allocates; once at boot)."""
    return "chip=%s reset=%s crashes=%d" % (board.chip(), board.reset_cause(), crashes.count())


def build():
    """The real thing: config, hardware, USB link; sends hello. Returns the App (not yet running)."""
    import gc
    import board
    import usbio
    gc.collect()  # compiling the modules left garbage; parsing config.json wants contiguous room
    cfg, problem = config.load()
    gc.collect()
    hw = board.Board(cfg)
    app = App(cfg, hw, usbio.UsbSerial(), cfg.get("uid") or board.uid(), ticks_ms(), boot_fields(board))
    if problem:
        app.link.write(P.error_line(problem.replace(" ", "_")))
    app.link.write(app.hello())
    return app


def main():
    app = build()
    if app.hw.chip != "unknown":  # a watchdog we could not stop would reset the REPL after Ctrl-C
        app.hw.start_watchdog(app.cfg["watchdog_ms"])
    wait_ms = resume_ms()
    while True:
        try:
            app.run()
        except KeyboardInterrupt:
            if linger(app, wait_ms):
                continue  # a stray Ctrl-C: back to work
            app.hw.disarm_watchdog()
            raise
