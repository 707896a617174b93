"""The controller screen a maker can trust (issue 20, Why 1 and 4), on the MicroPython unix port: the real App
and Board over the fake SSD1306/SH1106 (hal/board_fakes/ssd1306_fake.py) and its knobs — failing transfers, a
held SDA, a screen unplugged and plugged in, power-up snow. Each scenario runs in its own interpreter
(screen_runner.py); the screen's text is decoded from the fake's display RAM."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FAKES, FIRMWARE
from hal import board_image

HERE = Path(__file__).parent
MICROPYTHON = Path(sys.executable).parent / "micropython"
ROWS = ["turn CENTRE 1-4", "you dialled 5", "", "Bonus: 3, 7"]


def scenario(tmp_path, name, font="small", driver="ssd1306", chip=None, heap="256k", mpy=False):
    first = f"{board_image.compile_firmware(tmp_path / 'mpy', FIRMWARE)}:" if mpy else ""
    env = dict(os.environ, MICROPYPATH=f"{first}{FIRMWARE}:{FAKES}:{HERE}", EIGHTBIT_EMU_OLED_CHIP=chip or driver)
    env.pop("EIGHTBIT_EMU_OLED", None)
    r = subprocess.run([str(MICROPYTHON), "-X", f"heapsize={heap}", str(HERE / "screen_runner.py"), name, font,
                        driver], capture_output=True, env=env, cwd=tmp_path, timeout=120, stdin=subprocess.DEVNULL)
    lines = r.stdout.decode(errors="replace").splitlines()
    assert r.returncode == 0, r.stdout.decode()[-2000:] + r.stderr.decode()
    result = json.loads([ln for ln in lines if ln.startswith("RESULT ")][-1][7:])
    assert result["impl"] == "micropython"
    return result


def test_the_panel_is_cleared_at_power_up_before_any_text(tmp_path):
    r = scenario(tmp_path, "snow")
    assert r["snow_before"] != ["", "", "", ""]                  # the fake powers up with snow, as the chip does
    assert r["ram_after_boot_zero"] and r["text_before_any_line"] == ["", "", "", ""]
    assert r["on"] and r["notices"] == [] and "screen=16x4" in r["hello"]


def test_bus_recovery_frees_an_sda_held_low_at_boot(tmp_path):
    r = scenario(tmp_path, "held_sda_boot")
    assert r["clocks"] >= 9 and r["stops"] >= 1                  # nine SCL clocks, then a STOP
    assert "screen=16x4" in r["hello"] and r["text"] == ROWS and r["notices"] == []


def test_one_failed_transfer_is_retried_and_the_frame_sent_again(tmp_path):
    r = scenario(tmp_path, "glitch")
    assert r["errors"] == 1 and r["text"] == ["glitch survived"] + ROWS[1:]
    assert r["notices"] == [] and "screen=16x4" in r["hello"]    # back at the first retry: nothing to tell


def test_an_sda_held_low_while_running_is_recovered(tmp_path):
    r = scenario(tmp_path, "held_sda_run")
    assert r["text"] == ["after held SDA"] + ROWS[1:] and r["recoveries"] >= 2


def test_a_screen_that_stays_gone_is_announced_retried_at_a_bounded_rate_and_welcomed_back(tmp_path):
    r = scenario(tmp_path, "lost_and_back")
    assert r["notices_while_lost"] == ["N screen=lost"]           # found by the idle probe, said once
    assert "screen=lost" in r["hello_while_lost"]
    assert r["recoveries_after_5s_more"] - r["recoveries_while_lost"] <= 11  # at most two tries a second
    assert r["notices"] == ["N screen=lost", "N screen=16x4"]
    assert r["text"] == ROWS and "screen=16x4" in r["hello"]      # the whole frame again, over the snow


def test_an_oled_profile_without_a_screen_says_so_and_takes_one_plugged_in_later(tmp_path):
    r = scenario(tmp_path, "none")
    assert "screen=none" in r["hello_at_boot"]
    assert r["notices"] == ["N screen=none", "N screen=16x4"]
    assert r["text"] == ROWS and "screen=16x4" in r["hello"]


def test_the_sh1106_driver_draws_a_1_3_inch_module(tmp_path):
    r = scenario(tmp_path, "shows", driver="sh1106")
    assert r["text"] == ROWS and r["notices"] == []


def test_the_ssd1306_driver_garbles_an_sh1106(tmp_path):
    """Why the profile must say ``driver: sh1106``: the fake SH1106 ignores the SSD1306's addressing."""
    r = scenario(tmp_path, "shows", driver="ssd1306", chip="sh1106")
    assert r["text"] != ROWS


@pytest.mark.parametrize("font,columns", [("tall", 16), ("large", 8)])
def test_larger_fonts(tmp_path, font, columns):
    r = scenario(tmp_path, "shows", font=font)
    assert f"screen={columns}x4" in r["hello"]
    assert r["text"] == [row[:columns].rstrip() for row in ROWS]


def test_idle_blanking_wakes_on_a_wheel_not_on_text(tmp_path):
    r = scenario(tmp_path, "blank")
    assert r["on_before"] and not r["on_idle"] and not r["on_after_text"]
    assert r["on"] and r["text"] == ["a new view"] + ROWS[1:]


@pytest.mark.parametrize("font", ["small", "tall", "large"])
def test_the_scan_allocates_nothing_with_the_screen_busy(tmp_path, font):
    """T lines arriving all the time, the frame going out a chunk a scan, wheels changing: 0 bytes, in the heap
    an emulated screen board gets (hal/emulator.py) plus 32 KiB for this harness, which compiles from source, and
    the fake's font decoder; the firmware from .mpy as flash --mpy installs it."""
    r = scenario(tmp_path, "alloc", font=font, heap="128k", mpy=True)
    assert r["loop_alloc_bytes"] == 0 and r["writes"] > 100
    assert r["text"] == [row[:16 if font != "large" else 8].rstrip() for row in ROWS]
    print(f"\nscreen {font}: scan mean {r['scan_us_mean']} us, worst {r['scan_us_worst']} us, "
          f"free heap {r['mem_free']} bytes")
