"""A table of six plays Stadium (issue 23's done-when): three phones that join by the table's link (the text of
the lobby's QR code: no token, each takes the next free seat), two emulated boards running the real firmware,
and a bot. Each phone shows its own colour, its own instruction and its own private view — what it locked in
appears on that phone only — and the game is played to its end by `eightbit play --headless`."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import threading

from hal.emulator import start_boards
from tests.host.phones.browser import end_table, dial, phone
from tests.host.phones.test_browser import play_out

WAGERS = {"green": 1, "yellow": 2, "purple": 3}


def press_boards(boards, stop: threading.Event) -> None:
    """The two board players press LOCK now and then (a press while not asked changes nothing)."""
    while not stop.is_set():
        for board in boards:
            board.press_lock()
            stop.wait(0.08)
            board.release_lock()
        stop.wait(0.25)


def test_six_seats_three_phones_two_emulated_boards_and_a_bot_play_stadium(chromium, tmp_path):
    boards = start_boards(2, ["red", "blue"])
    stop = threading.Event()
    presser = threading.Thread(target=press_boards, args=(boards, stop), daemon=True)
    proc = subprocess.Popen([sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--no-usb", "--json",
                             "--seed", "11", "--game", "stadium", "--trials", "golf", "--players", "6",
                             "--controllers", *(b.path for b in boards), "--phones", "3", "--phones-port", "0",
                             "--phones-address", "127.0.0.1", "--journal", str(tmp_path / "six.jsonl")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        seated = proc.stdout.readline()
        assert all(f"{c} (controller)" in seated for c in ("red", "blue", "green", "yellow", "purple")), seated
        assert "orange (bot" in seated
        join = re.search(r"join at (\S+)", proc.stderr.readline())
        assert join, "the server did not say where to join"
        pages = {}
        for _ in range(3):                                       # each phone opens the QR code's link
            page = phone(chromium, join.group(1))
            colour = page.locator("body").get_attribute("class").removeprefix("seat-")
            pages[colour] = page
        assert set(pages) == set(WAGERS)
        presser.start()
        order = list(pages)
        for i, colour in enumerate(order):
            page = pages[colour]
            page.wait_for_selector("#turn.asked", timeout=20_000)
            assert page.locator("#seat").inner_text() == f"{colour.capitalize()} ({colour[0].upper()})"
            assert page.locator("#instruction").inner_text().startswith("Turn the CENTRE wheel to 0–")
            assert "Team:" in page.locator("#private").inner_text()
            dial(page, "CENTRE", WAGERS[colour])
            page.get_by_role("button", name="LOCK").click()
            if i == len(order) - 1:
                break                                            # the last lock-in may close the step at once
            page.locator("#private-lines li", has_text=f"You locked in: wager {WAGERS[colour]}").wait_for()
            page.screenshot(path=str(tmp_path / f"{colour}.png"))
            for other in order:                                  # on that phone only
                if other != colour:
                    assert f"wager {WAGERS[colour]}" not in pages[other].locator("#private").inner_text()
        play_out(list(pages.values()), proc, deadline_s=120)
        out, err = proc.communicate(timeout=60)
    finally:
        end_table(proc, boards, stop)
    assert proc.returncode == 0, err
    assert re.search(r"wagers revealed: red \d+, blue \d+, green 1, yellow 2, purple 3, orange \d+", out), out
    assert json.loads(out.strip().splitlines()[-1])["winners"]
    assert "You locked in" not in out
