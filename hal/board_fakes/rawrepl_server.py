"""Runs on the MicroPython unix port for ``rawrepl_emulator``: executes raw-REPL snippets in one namespace.

The board's filesystem is a directory mounted as ``/`` with ``os.VfsPosix`` (so ``os.stat('')``, ``open``,
``os.listdir`` behave as on the Pico's flash). Requests arrive on the fd in $RAWREPL_REQ as ``<len>\\n<code>``;
output goes to stdout; each answer on the fd in $RAWREPL_DONE is ``D<len>\\n<traceback>`` or ``R0\\n`` when
the code reset the board (the fake ``machine.reset()`` raises SystemExit).
"""
import io
import os
import sys

import machine  # noqa: F401 - the fake one (board_fakes on MICROPYPATH): imported before the filesystem is swapped

req = open("/dev/fd/" + os.getenv("RAWREPL_REQ"), "rb")
done = open("/dev/fd/" + os.getenv("RAWREPL_DONE"), "wb")
os.umount("/")
os.mount(os.VfsPosix(os.getenv("RAWREPL_FS")), "/")
os.chdir("/")
scope = {"__name__": "__main__"}
while True:
    header = req.readline()
    if not header:
        break
    size = int(header)
    code = b""
    while len(code) < size:
        chunk = req.read(size - len(code))
        if not chunk:
            raise SystemExit(0)
        code += chunk
    kind = "D"
    err = ""
    try:
        exec(code.decode(), scope)
    except SystemExit:
        kind = "R"
    except BaseException as exc:  # noqa: B036, BLE001 - the REPL reports everything, KeyboardInterrupt included
        buf = io.StringIO()
        sys.print_exception(exc, buf)
        err = buf.getvalue()
    data = err.encode()
    done.write((kind + str(len(data)) + "\n").encode() + data)
