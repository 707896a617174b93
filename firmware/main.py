"""Board entry point: maintenance check, then ``import app; app.main()``; any crash is logged and resets."""
import maintenance

if maintenance.requested():
    print("8bit: maintenance mode (lock held at power-up): app not started, REPL free")
else:
    try:
        import app
        app.main()
    except KeyboardInterrupt:
        print("8bit: interrupted, REPL free")
    except Exception as exc:
        try:
            import sys
            with open("crash.log", "w") as log:
                sys.print_exception(exc, log)
            sys.print_exception(exc)
        except Exception:
            pass
        import machine
        machine.reset()
