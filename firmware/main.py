"""Board entry point: maintenance check, then ``import app; app.main()``.

A crash (any exception, a truncated module included) is logged to ``crash.log``, counted (``crashes``) and
followed by a back-off before the reset (1 s doubling to 60 s, the watchdog fed meanwhile), so a crash loop is
never tight and Ctrl-C during the back-off leaves to the REPL. Maintenance mode (lock held at power-up) never
depends on the app's modules; it and the back-off have their own LED patterns (``bootled``).
"""
import machine  # noqa: F401  built in on the board; the emulator's fake loads first, while the heap is clean
import maintenance

if maintenance.requested():
    import bootled
    bootled.show(bootled.REPL_FREE)  # steady dim white: maintenance mode, REPL free
    print("8bit: maintenance mode (lock held at power-up): app not started, REPL free")
else:
    try:
        import gc
        import app
        gc.collect()
        app.main()
    except KeyboardInterrupt:
        import bootled
        bootled.show(bootled.REPL_FREE)
        print("8bit: interrupted, REPL free")
    except Exception as exc:
        import sys
        try:
            with open("crash.log", "w") as log:
                sys.print_exception(exc, log)
            sys.print_exception(exc)
        except Exception:
            pass
        maintenance.back_off_and_reset()
