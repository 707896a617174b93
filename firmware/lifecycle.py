"""Boot and run the controller: config, hardware, USB link, hello, watchdog; Ctrl-C handling.

``build()`` wires the real hardware (``board``), the USB serial (``usbio``) and the ``App``; ``main()`` starts
the watchdog (after init; not on an unknown chip, whose watchdog could not be stopped for the REPL) and runs.

Ctrl-C (KeyboardInterrupt) is either a tool taking the board over (mpremote, Thonny, a terminal) or a stray
0x03; ``linger`` tells them apart by what comes next, reading it byte by byte while it feeds the watchdog:

- a host line (printable ASCII ended by a bare LF, as every protocol line is) resumes the app at once and is
  obeyed (``?H`` is answered with the hello), so a host that keeps talking — the hub reopens a silent board
  after 1.7 s and asks ``?H`` — gets the board back instead of a REPL; a line the 0x03 cut in two resumes too;
- a control byte (CR: a terminal's Enter and the one mpremote sends before its Ctrl-A; Ctrl-A/B/D/E ...), a
  second Ctrl-C, a non-ASCII byte or more than a line of text leave the REPL to the tool; the deciding byte
  is the last one read, so after mpremote's CR its Ctrl-A reaches the raw REPL untouched;
- nothing within ``RESUME_MS`` resumes the app (a Ctrl-C typed into a terminal with nothing after it).

At a terminal, Ctrl-C then Enter gives the REPL. An emulated board may wait less (``machine.EMU_RESUME_MS``
of the fake ``machine``, so tests do not sit out the real board's seconds); the real ``machine`` has no such
attribute.
"""
import config
import crashes
import protocol as P
from app import App
from compat import const, sleep_ms, ticks_diff, ticks_ms

RESUME_MS = const(3000)


def linger(app, ms):
    """After Ctrl-C: feed the watchdog and watch what comes next. True: resume the app (silence for ``ms``, or a
    host line, which is obeyed); False: leave the REPL to a tool (see the module docstring)."""
    parser = app.parser
    start = ticks_ms()
    text = 0
    try:
        while ticks_diff(ticks_ms(), start) < ms:
            b = app.link.read_byte()
            if b < 0:
                app.hw.feed()
                sleep_ms(1)
                continue
            if b == 10:
                app.command(parser.feed(b), ticks_ms())
                return True
            if b < 32 or b > 126 or text >= P.LINE_MAX:
                return False
            parser.feed(b)
            text += 1
            start = ticks_ms()
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
