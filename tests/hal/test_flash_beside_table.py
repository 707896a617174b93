"""Flashing beside a running table (issue 20, Why 3 / build 3): ``eightbit flash`` with a hub running (as
``eightbit play`` runs it) hands the board over cleanly — a probe under way ends first, a seated controller
lets its port go like an unplugged board, the flash runs, the hub seats the board again — and refuses in one
line, naming what holds the port, when a program that does not take part keeps it. Real mpremote against the
flashable emulated Pico; waits use timeouts only."""
from __future__ import annotations

import subprocess
import sys

import hal.hub
import hal.port_claim
from hal.hub import ControllerHub
from hal.port_claim import PortUse, claim, is_claimed
from host.cli import main
from rawrepl_emulator import DEFAULT_UID as UID
from tests.support import wait_for

RUNS = 6
"""Flashes in a row beside the hub, the colour changing each time: every one after the first takes a seated
board from the hub and each meets the hub's probing at another moment. Six, not twenty (52 s of mpremote runs
and boots): the moments that matter (a probe under way, a claim waiting) are forced one by one below."""


def seated(hub: ControllerHub, colour: str) -> bool:
    c = hub.controllers.get(UID)
    return c is not None and c.connected and c.hello is not None and c.hello.colour == colour


def test_flashes_in_a_row_beside_a_running_hub_have_one_outcome_each_handed_over_and_seated_again(pico, capsys):
    hub = ControllerHub(urls=[pico.path], discover=False, interval=0.05)
    hub.start()  # probes the unflashed board (no hello, again after QUIET_S), then seats it after each flash
    outcomes = []
    try:
        for i in range(RUNS):
            colour = ("red", "blue")[i % 2]
            status = main(["flash", pico.path, "--colour", colour])
            err = capsys.readouterr().err
            outcomes.append((status, err))
            assert wait_for(lambda c=colour: seated(hub, c), 20), (i, hub.problems)
        handed_over = hub.controllers[UID].counters["handed_over"]
    finally:
        hub.close()
    assert outcomes == [(0, "")] * RUNS
    assert handed_over == RUNS - 1  # every flash after the first took the board from its seat


def test_a_seated_board_pauses_like_an_unplugged_one_while_its_port_is_claimed(pico):
    assert main(["flash", pico.path, "--colour", "green"]) == 0
    hub = ControllerHub(urls=[pico.path], discover=False, interval=0.05)
    hub.start()
    try:
        assert wait_for(lambda: seated(hub, "green"), 20)
        ctl = hub.controllers[UID]
        with claim(pico.path):
            assert not ctl.connected and not ctl.port_open  # let go before the claim returned
            hub.seat({"green": UID})
            assert hub.missing() == ["green"]
        assert wait_for(lambda: seated(hub, "green"), 20)
        assert hub.missing() == []
    finally:
        hub.close()


def test_a_port_its_user_does_not_let_go_is_refused_in_one_line_naming_the_wait(pico, monkeypatch, capsys):
    monkeypatch.setattr(hal.port_claim, "HANDOVER_S", 0.3)
    stuck = PortUse(pico.path)  # a user that never looks at the request
    assert stuck.take()
    try:
        assert main(["flash", pico.path, "--colour", "red"]) == 1
    finally:
        stuck.release()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "did not let go within 0.3 s" in err and "quit it" in err, err
    assert pico.files() == {} and not is_claimed(pico.path)


def test_a_program_that_keeps_the_port_is_named_with_its_pid(pico, capsys):
    holder = subprocess.Popen([sys.executable, "-c", "import serial, sys, time; s = serial.Serial(sys.argv[1], "
                               "exclusive=True); print('open', flush=True); time.sleep(60)", pico.path],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "open"
        assert main(["flash", pico.path, "--colour", "red"]) == 1
    finally:
        holder.kill()
        holder.wait()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "held by python" in err and f"(pid {holder.pid})" in err, err
    assert "quit that and flash again" in err


def test_the_hub_does_not_probe_a_port_while_a_flash_waits_for_it(pico, monkeypatch):
    probed = []
    real = hal.hub.probe_claimed
    monkeypatch.setattr(hal.hub, "probe_claimed", lambda url, timeout: probed.append(url) or real(url, timeout))
    hub = ControllerHub(urls=[pico.path], discover=False)
    with claim(pico.path):
        assert hub.scan() == [] and probed == []
        assert "claimed by `eightbit flash`" in hal.hub.probe(pico.path).error
    hub.scan()
    assert probed == [pico.path]
    hub.close()
