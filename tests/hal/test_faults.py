"""I/O errors and programming errors are told apart (hal.faults, as pyserial's ReaderThread does): a port that
fails is a read error and ends the session; a bug in the decoder, the handler or a subscriber is counted on its
own, kept with its traceback and logged under EIGHTBIT_DEBUG=1."""
import serial

from hal.controller import Controller
from hal.faces import load_face_table
from hal.faults import record
from hal.serial_controller import SerialController
from tests.support import assert_no_link_errors


def one_session(monkeypatch, read):
    """Run the reader thread's loop in this thread for one session whose reads do ``read()``, then stop."""
    c = SerialController("loop://", start=False)

    def read_once(ser, timeout=0.0):
        c._stop.set()  # the loop ends after this session
        return read()
    monkeypatch.setattr("hal.serial_controller.open_port", lambda url: serial.serial_for_url("loop://"))
    monkeypatch.setattr("hal.serial_controller.read_some", read_once)
    c._run()
    return c


def unplugged():
    raise serial.SerialException("device reports readiness to read but returned no data")


def test_a_port_that_fails_is_a_read_error(monkeypatch):
    c = one_session(monkeypatch, unplugged)
    assert c.counters["read_errors"] == 1 and c.counters["program_errors"] == 0
    assert c.last_read_error.type == "SerialException" and "readiness" in c.last_read_error.message
    assert c.last_program_error is None


def test_a_bug_while_handling_a_line_is_a_program_error_kept_with_its_traceback(monkeypatch):
    good = one_session(monkeypatch, lambda: b"S 0001 -- 15 -- 0*D9F0\n")
    assert_no_link_errors(good)  # a good line: nothing counted
    c = SerialController("loop://", start=False)
    monkeypatch.setattr(c.decoder, "feed", lambda data: 1 / 0)  # a bug planted in the decoding path
    monkeypatch.setattr("hal.serial_controller.read_some", lambda ser, timeout=0.0: (c._stop.set(), b"S\n")[1])
    c._run()
    assert c.counters["program_errors"] == 1 and c.counters["read_errors"] == 0
    fault = c.last_program_error
    assert fault.kind == "program" and fault.type == "ZeroDivisionError"
    assert "Traceback" in fault.traceback and "1 / 0" in fault.traceback
    assert "ZeroDivisionError" in c.diagnostics()["last_program_error"]


def test_a_subscriber_that_raises_is_counted_and_kept(capsys, monkeypatch):
    monkeypatch.setenv("EIGHTBIT_DEBUG", "1")
    c = Controller("U1", "red", load_face_table("default"))
    c.subscribe(lambda ctl, event, snap: {}["missing"])
    c._update((0, 0, 0), False, 1)
    assert c.callback_errors == 1
    assert c.last_callback_error.type == "KeyError" and "missing" in c.last_callback_error.message
    err = capsys.readouterr().err
    assert "program error in a subscriber of red: KeyError" in err and "Traceback" in err


def test_errors_are_quiet_without_debug(capsys, monkeypatch):
    monkeypatch.delenv("EIGHTBIT_DEBUG", raising=False)
    try:
        raise OSError(5, "Input/output error")
    except OSError as exc:
        fault = record(exc, "serial /dev/ttyACM0")
    assert fault.kind == "read" and "Input/output error" in str(fault)
    assert capsys.readouterr().err == ""


def test_the_helper_catches_any_kind_of_error():
    c = Controller("U2", "blue", load_face_table("default"))
    assert_no_link_errors(c)
    c.callback_errors = 1
    try:
        assert_no_link_errors(c)
    except AssertionError as exc:
        assert "callback_errors" in str(exc)
    else:
        raise AssertionError("a callback error passed the helper")
