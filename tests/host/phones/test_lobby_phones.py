"""Phones in the console's lobby (docs/phones.md "Joining"): the lobby draws the table's link as a QR code with
its address; a page opening that link takes a free seat (a bot's colour), shows in the lobby as a controller
found, joins with LOCK, gets ready with LOCK, and the game starts with that phone in its seat, which is then
told what to do on the phone."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time

from host.phones.lobby import qr_matrix
from host.seats import CONTROLLER
from tests.host.phones.pages import SyncPage


def play_args(*argv: str):
    from host.cli import build_parser
    parser, _ = build_parser()
    return parser.parse_args(["play", *argv])


def pump(app, condition, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "the console never got there"
        app.tick(wait=False)
        time.sleep(0.01)


def test_a_phone_joins_the_lobby_by_its_qr_code_and_plays(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.screen import draw
    from host.screen.app import App
    app = App(play_args("--sim", "--seed", "3", "--windowed", "--game", "stadium", "--trials", "golf", "--no-usb",
                        "--phones", "--phones-port", "0", "--phones-address", "127.0.0.1",
                        "--journal", str(tmp_path / "j.jsonl")))
    try:
        app.start_phones()
        app.searched = True
        app.to_lobby()
        app.present()
        server = app.phones.server
        assert app.phones.qr == qr_matrix(server.join_url()) and f":{server.port}/" in server.join_url()
        shown = list(draw.text_log)
        assert "Phones:" in shown and f"127.0.0.1:{server.port}" in shown
        lobby = app.scene

        page = SyncPage(server)                                          # the QR code's link: no token
        try:
            assert page.seat["colour"] == "red"
            assert "press LOCK to join" in page.next("view")["instruction"]
            pump(app, lambda: "red" in lobby.found)
            page.press()                                                 # LOCK joins the table
            pump(app, lambda: any(s.colour == "red" and s.kind == CONTROLLER for s in lobby.seats))
            page.press()                                                 # LOCK again: ready, and the game starts
            pump(app, lambda: app.scene is not lobby)
            session = app.controls.session
            assert session.plans["red"].kind == CONTROLLER
            assert session.controllers["red"] is server.seats["red"].controller
            while not (view := page.next("view", pump=lambda: app.tick(wait=False)))["wheels"]:
                if view["asked"]:                                        # the TV holds for a LOCK: go on
                    page.press()
            assert view["instruction"].startswith("Turn the CENTRE wheel") and "Team: red" in view["private"]
        finally:
            page.close()
    finally:
        app.close()


def test_a_game_play_set_up_with_phones_before_the_window_keeps_its_server(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from host.phones.table import start_phones
    from host.screen.app import App
    args = play_args("--sim", "--windowed", "--no-usb", "--phones", "1", "--phones-port", "0",
                     "--phones-address", "127.0.0.1")
    server = start_phones(args, ["red"])
    try:
        args.phone_server = server
        app = App(args)
        try:
            app.start_phones()
            assert app.phones.server is server and app.phones.server.port == server.port
        finally:
            app.close()
        assert server._loop is not None and server._loop.is_running()     # the console left it to play
    finally:
        server.close()
