"""A whole short game of each built-in game with two phone seats, two emulated boards (the real firmware) and
bots where the table has room (issue 23): each starts at a position near its end (docs/positions.md) and is
played by `eightbit play --headless`; the phones answer in the system's Chromium, turning a read wheel one detent
whenever their setting is refused, the boards at random settings."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import yaml

from hal.emulator import start_boards
from tests.host.phones.browser import end_table, phone, press_lock

ROOT = Path(__file__).resolve().parents[3]


SHORTER = {
    "pixoid": {"round": 4},                                          # the last round
    "outspeed": {"players": ["red", "blue", "green", "yellow", "purple"], "deck": [12, 13]},   # five Ships, 2 tiles
    "stadium": {"options": {"trials": "archery,golf"}},              # the last trial
}


def near_the_end(game: str, tmp_path: Path) -> Path:
    """The shipped position of ``game`` moved closer to its end (and Outspeed with five Ships)."""
    data = yaml.safe_load((ROOT / "docs" / "positions" / f"{game}.yaml").read_text())
    data.update(SHORTER[game])
    if game == "outspeed":
        data["ships"]["yellow"] = {"zone": 4, "fuel": 8}
        data["ships"]["purple"] = {"zone": 3, "fuel": 10}
    path = tmp_path / f"{game}.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def boards_play(boards, stop: threading.Event, seed: int) -> None:
    """The board players: random small settings, then LOCK, again and again (a refused one is tried anew)."""
    rng = random.Random(seed)
    while not stop.is_set():
        for board in boards:
            board.set_wheel("left", rng.randrange(4))
            board.set_wheel("centre", rng.randrange(1, 7))
            board.set_wheel("right", rng.randrange(4))
            stop.wait(0.05)
            board.press_lock()
            stop.wait(0.08)
            board.release_lock()
        stop.wait(0.3)


def phones_play(pages, proc, deadline_s: float) -> None:
    """Each phone presses LOCK when asked; after a refused setting one of the read wheels goes to a random small
    detent first."""
    rng = random.Random(1)
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        over = 0
        for page in pages:
            if page.locator("#instruction").inner_text().startswith("Game over"):
                over += 1
                continue
            if page.locator("#lock.invalid").count():
                read = page.locator(".wheel.read")
                if read.count():
                    wheel = read.nth(rng.randrange(read.count()))
                    wheel.press("Home")
                    for _ in range(rng.randrange(7)):
                        wheel.press("ArrowRight")
                    press_lock(page)
            elif page.locator("#turn.asked").count() and not page.locator("#lock.locked").count():
                press_lock(page)
        if over == len(pages):
            return
        assert proc.poll() in (None, 0)
        time.sleep(0.05)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["pixoid", "outspeed", "stadium"])
def test_a_short_game_with_two_phones_two_boards_and_bots(game, chromium, tmp_path):
    position = near_the_end(game, tmp_path)
    players = yaml.safe_load(position.read_text())["players"]
    boards = start_boards(2, players[:2])
    stop = threading.Event()
    player = threading.Thread(target=boards_play, args=(boards, stop, 3), daemon=True)
    proc = subprocess.Popen([sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--no-usb", "--json",
                             "--position", str(position), "--controllers", *(b.path for b in boards), "--phones", "2",
                             "--phones-port", "0", "--phones-address", "127.0.0.1",
                             "--journal", str(tmp_path / "j.jsonl")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        seated = proc.stdout.readline()
        links = [proc.stdout.readline().split() for _ in range(2)]
        assert {colour for _, colour, _ in links} == set(players) - set(players[:2]) - {"purple"}, seated
        pages = [phone(chromium, url) for _, _, url in links]
        player.start()
        phones_play(pages, proc, 150)
        pages[0].screenshot(path=str(tmp_path / f"{game}.png"))
        out, err = proc.communicate(timeout=60)
    finally:
        end_table(proc, boards, stop)
    assert proc.returncode == 0, err
    assert "winners" in json.loads(out.strip().splitlines()[-1])
    assert all(f"{c} (controller)" in seated for c in players[:4])
