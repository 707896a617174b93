"""The phone page in a real browser (the system's headless Chromium through Playwright): joining by the printed
link, the seat's colour, letter and piece, dialling on the sliders by keys and by drag, LOCK, a reload mid-game
keeping the seat and its wheels, each phone's private view on that phone only (never on the TV's play-by-play
or the other phone), a hostile page in the same browser sending bad JSON, huge frames, floods and wrong tokens
while the game plays on to its end. Screenshots at 360×800 go to the test's tmp_path."""
from __future__ import annotations

import json
import subprocess
import sys
import time

from tests.host.phones.browser import dial, phone, press_lock, slider

PLAY = [sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--no-usb", "--seed", "5", "--json",
        "--phones", "2", "--phones-port", "0", "--phones-address", "127.0.0.1"]

FUZZ = """async ([token]) => {
  const url = `ws://${location.host}/ws`;
  const closes = [];
  const open = () => new Promise((ok) => { const ws = new WebSocket(url); ws.onopen = () => ok(ws); });
  const closed = (ws) => new Promise((ok) => { ws.onclose = (e) => ok([e.code, e.reason]); });
  for (const bad of ["{nope", "x".repeat(70000), JSON.stringify({t: "wheel", wheel: 9, position: 0})]) {
    const ws = await open(); const done = closed(ws);
    ws.send(JSON.stringify({t: "hello", token: token})); ws.send(bad); closes.push(await done);
  }
  for (const wrong of ["A".repeat(32), token.slice(1) + "A", "../../etc"]) {
    const ws = await open(); const done = closed(ws);
    ws.send(JSON.stringify({t: "hello", token: wrong})); closes.push(await done);
  }
  const ws = await open(); const done = closed(ws);
  ws.send(JSON.stringify({t: "hello", token: token}));
  for (let i = 0; i < 500; i++) ws.send(JSON.stringify({t: "lock", down: i % 2 === 0}));
  closes.push(await done);
  return closes;
}"""


def asked(page) -> bool:
    return page.locator("#turn.asked").count() == 1


def play_out(pages, proc, deadline_s: float = 90.0) -> None:
    """Every phone presses LOCK whenever it is asked, until each says the game is over."""
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        over = 0
        for page in pages:
            if page.locator("#instruction").inner_text().startswith("Game over"):
                over += 1
            elif asked(page):
                press_lock(page)
        if over == len(pages):
            return
        assert proc.poll() in (None, 0), proc.stderr.read() if proc.stderr else ""
        time.sleep(0.05)
    raise AssertionError("the game did not end")


def test_two_phones_join_by_their_links_dial_lock_reload_and_play_to_the_end(chromium, tmp_path):
    proc = subprocess.Popen(PLAY + ["--game", "stadium", "--trials", "golf", "--journal", str(tmp_path / "j.jsonl")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        links = {}
        for line in proc.stdout:
            if line.startswith("phone "):
                _, colour, url = line.split()
                links[colour] = url
                if len(links) == 2:
                    break
        red, blue = phone(chromium, links["red"]), phone(chromium, links["blue"])
        assert red.locator("#seat").inner_text() == "Red (R)" and blue.locator("#seat").inner_text() == "Blue (B)"
        assert red.locator("#piece svg").count() == 1
        for wheel in ("LEFT", "CENTRE", "RIGHT"):
            assert slider(red, wheel).count() == 1
        red.wait_for_selector("#turn.asked", timeout=10_000)
        red.screenshot(path=str(tmp_path / "red-asked.png"))
        assert "CENTRE" in red.locator("#instruction").inner_text()
        assert "Teammates: green" in red.locator("#private").inner_text()
        dial(red, "CENTRE", 3)                                     # a wager of 3
        left = slider(red, "LEFT").bounding_box()
        red.mouse.move(left["x"] + 150, left["y"] + left["height"] / 2)
        red.mouse.down()
        red.mouse.move(left["x"] + 150 + 80, left["y"] + left["height"] / 2, steps=8)
        red.mouse.up()
        assert slider(red, "LEFT").get_attribute("aria-valuenow") == "2"     # dragged two detents
        red.reload()                                               # mid-game: the seat and its wheels stay
        red.wait_for_selector("body.seat-red")
        red.wait_for_selector("#turn.asked", timeout=10_000)
        assert slider(red, "CENTRE").get_attribute("aria-valuenow") == "3"
        press_lock(red)
        red.locator("#private-lines li", has_text="You locked in").wait_for()
        red.screenshot(path=str(tmp_path / "red-locked.png"))
        assert "You locked in" not in blue.locator("#private").inner_text()
        assert "Teammates: green" not in blue.locator("#private").inner_text()
        assert "Teammates: yellow" in blue.locator("#private").inner_text()
        closes = blue.evaluate(FUZZ, [links["blue"].split("#t=")[1]])
        reasons = [c[1] for c in closes]
        assert reasons[:1] + reasons[2:] == ["not JSON", "no such wheel", "unknown seat", "unknown seat",
                                             "unknown seat", "too many messages"], closes
        assert closes[1][0] in (1009, 1006), closes                 # the huge frame: too big (or cut off)
        blue.reload()                                              # the fuzz moved blue's seat off this tab
        blue.wait_for_selector("body.seat-blue")
        play_out([red, blue], proc)
        blue.screenshot(path=str(tmp_path / "blue-over.png"))
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    assert json.loads(out.strip().splitlines()[-1])["winners"]
    assert "wagers revealed: red 3" in out
    assert "Teammates" not in out and "You locked in" not in out         # nothing private on the TV's side
