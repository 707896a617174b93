"""``eightbit play --phones``: the options, each phone seat's link printed as ``phone <colour> <url>``, and a
headless game played to its end by a page speaking for the phone seat (bots in the other seats)."""
from __future__ import annotations

import json
import socket
import subprocess
import sys

import aiohttp

from host.phones.server import SOCKET
import pytest

from host.cli import main
from tests.host.phones.pages import next_message, run

PLAY = [sys.executable, "-m", "host.cli", "play", "--headless", "--sim", "--no-usb", "--seed", "3"]


@pytest.mark.parametrize("argv, said", [
    (["--phones", "7"], "--phones must be a whole number from 1 to 6, not 7"),
    (["--phones", "0"], "--phones must be a whole number from 1 to 6, not 0"),
    (["--phones-port", "9000"], "--phones-port needs --phones"),
    (["--phones", "--phones-port", "70000"], "--phones-port must be a whole number from 0 to 65535, not 70000"),
    (["--phones", "--phones-address", " "], "--phones-address needs an address, not an empty string"),
])
def test_bad_phone_options_are_one_line_and_status_2(argv, said, capsys, tmp_path):
    assert main(["play", "--headless", "--sim", "--no-usb", "--journal", str(tmp_path / "j.jsonl"), *argv]) == 2
    assert capsys.readouterr().err.strip() == f"eightbit play: {said}"


def test_a_port_already_taken_is_one_line(capsys, tmp_path):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["play", "--headless", "--sim", "--no-usb", "--phones", "1", "--phones-port", str(port),
                     "--journal", str(tmp_path / "j.jsonl")]) == 1
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith(f"eightbit play: phones: cannot listen on port {port} (") and "--phones-port" in err


async def play_the_phone(url: str) -> list[dict]:
    """Open the seat's link as a page would and press LOCK whenever the seat is asked; the views seen."""
    origin, token = url.split("/#t=")
    views = []
    async with aiohttp.ClientSession() as cs:
        ws = await cs.ws_connect(origin + SOCKET, origin=origin)
        await ws.send_str(json.dumps({"t": "hello", "token": token}))
        await next_message(ws, "seat")
        while True:
            view = await next_message(ws, "view", timeout=20)
            views.append(view)
            if view["instruction"].startswith("Game over"):
                return views
            if view["asked"]:
                await ws.send_str(json.dumps({"t": "lock", "down": True}))
                await ws.send_str(json.dumps({"t": "lock", "down": False}))


def test_headless_play_with_one_phone_prints_its_link_and_plays_to_the_end(tmp_path):
    p = subprocess.Popen(PLAY + ["--game", "stadium", "--trials", "golf", "--phones", "1", "--phones-port", "0",
                                 "--phones-address", "127.0.0.1", "--journal", str(tmp_path / "j.jsonl"), "--json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        assert p.stdout is not None
        for line in p.stdout:
            lines.append(line)
            if line.startswith("phone "):
                break
        _, colour, url = lines[-1].split()
        assert colour == "red" and url.startswith("http://127.0.0.1:") and "/#t=" in url
        assert "red (controller)" in lines[0] and "blue (bot" in lines[0]
        views = run(play_the_phone(url))
        out, err = p.communicate(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 0, err
    assert "join at http://127.0.0.1:" in err and "listening on port" in err
    assert json.loads(out.strip().splitlines()[-1])["winners"]
    asked = [v for v in views if v["asked"]]
    assert asked and asked[0]["instruction"].startswith("Turn the CENTRE wheel to ") and asked[0]["wheels"] == [1]
    assert any("Team: red" in v["private"] for v in views)      # Stadium's private view: the seat's team
