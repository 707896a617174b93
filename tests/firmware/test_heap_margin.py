"""The firmware's heap margin (docs/hardware.md "Firmware limits"): booted as an emulated board boots it, in the
64 KiB budget on the MicroPython unix port, at least ``MARGIN`` bytes stay free after boot and a collection,
whatever the checkout path (a deliberately long one here), the board profile's config, or the crash-logging path.
The fake ``machine`` reports the free heap on stderr when $EIGHTBIT_EMU_MEM is set (when the watchdog is armed,
after the hello; and at ``machine.reset()`` after a crash)."""
import json
import re
import shutil

import pytest

from conftest import FIRMWARE
from hal import board_image
from hal.boards import firmware_config, load_board
from test_micropython import boot_image

MARGIN = 8 * 1024
BUDGET = "64k"
MEM = {"EIGHTBIT_EMU_MEM": "1"}
BOOTED = b"8bit-emu heap boot"
BOGUS = [{"name": "left", "sensor": "bogus", "detents": 4}] * 3


def long_checkout(tmp_path):
    """The firmware compiled from a copy under a path of several hundred characters."""
    deep = tmp_path.joinpath(*["a-much-longer-checkout-folder-name"] * 8)
    shutil.copytree(FIRMWARE, deep / "firmware")
    return board_image.compile_firmware(deep / "compiled", deep / "firmware")


def free_heap(result, when):
    found = re.findall(rb"8bit-emu heap %s free=(\d+)" % when.encode(), result.stderr)
    assert found, result.stdout.decode(errors="replace")[-1500:] + result.stderr.decode(errors="replace")
    return int(found[-1])


def board_dir(tmp_path, name, config):
    where = tmp_path / name
    where.mkdir()
    (where / "config.json").write_text(json.dumps(config))
    return where


@pytest.mark.parametrize("profile", ["dial-v1", "switch-v1"])
def test_boot_leaves_the_margin_free_at_any_checkout_path(profile, tmp_path):
    config = firmware_config(load_board(profile), "red")
    firmware = long_checkout(tmp_path)
    short = boot_image(board_dir(tmp_path, "short", config), heap=BUDGET, env_extra=MEM, until=BOOTED)
    deep = boot_image(board_dir(tmp_path, "deep", config), heap=BUDGET, env_extra=MEM, until=BOOTED,
                      firmware=firmware)
    assert b"H proto=" in deep.stdout
    assert free_heap(deep, "boot") >= MARGIN
    assert free_heap(deep, "boot") == free_heap(short, "boot")  # nothing of the checkout path is on the heap


def test_a_crash_is_logged_with_the_margin_free_at_a_long_path(tmp_path):
    where = board_dir(tmp_path, "crashing", {"wheels": BOGUS})
    r = boot_image(where, heap=BUDGET, env_extra=MEM, firmware=long_checkout(tmp_path))
    assert b"machine.reset()" in r.stdout
    log = (where / "crash.log").read_text()
    assert "unknown sensor" in log and "MemoryError" not in log
    assert free_heap(r, "reset") >= MARGIN

