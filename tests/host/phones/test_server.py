"""host/phones/server.py over loopback with aiohttp's client: what is served, the Host and Origin checks, seats
and their tokens, and hostile pages closing only their own connection while the other seats play on."""
from __future__ import annotations

import asyncio
import json
import threading

import aiohttp

from host.phones.server import MOVED, REFUSED, SOCKET
from tests.host.phones.pages import closed, eventually, next_message, open_page, run, running


def test_the_page_is_served_with_a_content_security_policy_and_nothing_else_is():
    async def go(server):
        async with aiohttp.ClientSession() as cs:
            async with cs.get(server.join_url()) as r:
                assert r.status == 200 and "<title>" in await r.text()
                csp = r.headers["Content-Security-Policy"]
                assert "default-src 'none'" in csp and "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
                assert r.headers["X-Content-Type-Options"] == "nosniff"
            for path in ("phone.js", "phone.css", "icon.svg"):
                async with cs.get(server.origin() + "/" + path) as r:
                    assert r.status == 200, path
            for path in ("../pyproject.toml", "static/index.html", "etc/passwd", "phone.js.map", "index.html"):
                async with cs.get(server.origin() + "/" + path) as r:
                    assert r.status == 404, path
            async with cs.post(server.join_url(), data="x") as r:
                assert r.status == 405
            async with cs.get(server.join_url(), headers={"Host": f"evil.example:{server.port}"}) as r:
                assert r.status == 421                      # a DNS-rebinding page never reaches it
    with running("red") as server:
        run(go(server))


def test_a_socket_from_another_site_or_without_origin_is_refused():
    async def go(server):
        async with aiohttp.ClientSession() as cs:
            for origin in ("http://evil.example", f"http://127.0.0.1:{server.port + 1}"):
                try:
                    await cs.ws_connect(server.origin() + SOCKET, origin=origin)
                    raise AssertionError("connected")
                except aiohttp.WSServerHandshakeError as exc:
                    assert exc.status == 403
            try:
                await cs.ws_connect(server.origin() + SOCKET, headers={"Origin": ""})
                raise AssertionError("connected")
            except aiohttp.WSServerHandshakeError as exc:
                assert exc.status == 403
    with running("red") as server:
        run(go(server))


def test_a_page_moves_only_the_wheels_of_the_seat_of_its_token():
    async def go(server):
        red, blue = server.seats["red"], server.seats["blue"]
        async with aiohttp.ClientSession() as cs:
            ws, seat = await open_page(cs, server, red.token)
            assert seat["colour"] == "red" and seat["token"] == red.token
            assert [w["name"] for w in seat["wheels"]] == ["LEFT", "CENTRE", "RIGHT"]
            assert len(seat["wheels"][1]["faces"]) == 31 and "<svg" in seat["wheels"][2]["faces"][0]["svg"]
            await ws.send_str(json.dumps({"t": "wheel", "wheel": 1, "position": 7}))
            await ws.send_str(json.dumps({"t": "lock", "down": True}))
            await ws.send_str(json.dumps({"t": "ping"}))
            await next_message(ws, "pong")
            assert red.controller.snapshot().positions == (0, 7, 0) and red.controller.snapshot().locked
            assert blue.controller.snapshot().positions == (0, 0, 0) and not blue.controller.snapshot().locked
    with running("red", "blue") as server:
        run(go(server))


def test_each_page_gets_only_its_own_seats_view():
    async def go(server):
        async with aiohttp.ClientSession() as cs:
            red, _ = await open_page(cs, server, server.seats["red"].token)
            blue, _ = await open_page(cs, server, server.seats["blue"].token)
            server.send("red", {"t": "view", "instruction": "red's", "private": ["Red's secret"]})
            server.send("blue", {"t": "view", "instruction": "blue's", "private": ["Blue's secret"]})
            assert (await next_message(red, "view"))["private"] == ["Red's secret"]
            assert (await next_message(blue, "view"))["private"] == ["Blue's secret"]
            await red.send_str(json.dumps({"t": "ping"}))
            await next_message(red, "pong")               # nothing else came to red meanwhile
            late, _ = await open_page(cs, server, server.seats["blue"].token)
            assert (await next_message(late, "view"))["private"] == ["Blue's secret"]   # kept for a reload
    with running("red", "blue") as server:
        run(go(server))


def test_a_wrong_token_is_refused_and_tokens_die_with_the_table():
    with running("red") as server:
        old = server.seats["red"].token

        async def wrong(server, token):
            async with aiohttp.ClientSession() as cs:
                _, seat = await open_page(cs, server, token)
                return seat["t"], seat["code"], seat["reason"]
        assert run(wrong(server, "A" * 32)) == ("closed", REFUSED, "unknown seat")
        assert run(wrong(server, old[:-1])) == ("closed", REFUSED, "unknown seat")
    with running("red") as server:
        assert server.seats["red"].token != old
        assert run(wrong(server, old)) == ("closed", REFUSED, "unknown seat")


def test_a_page_without_a_token_takes_a_free_seat_until_none_is_left():
    async def go(server):
        async with aiohttp.ClientSession() as cs:
            _, first = await open_page(cs, server)
            _, second = await open_page(cs, server)
            _, third = await open_page(cs, server)
            assert {first["colour"], second["colour"]} == {"red", "blue"}
            assert (third["code"], third["reason"]) == (REFUSED, "no free seat")
    with running("red", "blue") as server:
        run(go(server))


def test_a_seat_opened_on_a_second_page_moves_there():
    async def go(server):
        token = server.seats["red"].token
        async with aiohttp.ClientSession() as cs:
            old, _ = await open_page(cs, server, token)
            new, seat = await open_page(cs, server, token)
            assert seat["colour"] == "red"
            assert await closed(old) == (MOVED, "this seat opened on another page")
            await new.send_str(json.dumps({"t": "wheel", "wheel": 0, "position": 2}))
            await new.send_str(json.dumps({"t": "ping"}))
            await next_message(new, "pong")
        assert server.seats["red"].controller.snapshot().positions[0] == 2
    with running("red") as server:
        run(go(server))


HOSTILE = [
    ("not json", "not JSON"),
    (json.dumps({"t": "wheel", "wheel": 1, "position": 99}), "no such position on that wheel"),
    (json.dumps({"t": "wheel", "wheel": 1, "position": 1, "colour": "blue"}), "wrong fields for wheel"),
    (json.dumps({"t": "hello", "token": "x"}), "a second hello"),
    ("x" * 100_000, "message too long"),
]


def test_hostile_messages_close_only_their_own_connection():
    async def go(server):
        red, blue = server.seats["red"], server.seats["blue"]
        async with aiohttp.ClientSession() as cs:
            good, _ = await open_page(cs, server, blue.token)
            for text, reason in HOSTILE:
                ws, _ = await open_page(cs, server, red.token)
                await ws.send_str(text)
                code, _ = await closed(ws)
                assert code in (1008, 1009) and eventually(lambda reason=reason: server.closed[-1] == ("red", reason)), text[:40]
            ws, _ = await open_page(cs, server, red.token)
            await ws.send_bytes(b"\x00\x01")
            await closed(ws)
            assert eventually(lambda: server.closed[-1] == ("red", "text messages only"))
            ws, _ = await open_page(cs, server, red.token)
            for _ in range(300):                          # a flood
                await ws.send_str(json.dumps({"t": "lock", "down": True}))
            await closed(ws)
            assert eventually(lambda: server.closed[-1] == ("red", "too many messages"))
            for text, reason in (("{]", "not JSON"), (json.dumps({"t": "lock", "down": True}), "say hello first")):
                ws = await cs.ws_connect(server.origin() + SOCKET, origin=server.origin())   # before a hello
                await ws.send_str(text)
                await closed(ws)
                assert eventually(lambda reason=reason: server.closed[-1] == ("-", reason))
            await good.send_str(json.dumps({"t": "wheel", "wheel": 2, "position": 3}))
            await good.send_str(json.dumps({"t": "ping"}))
            await next_message(good, "pong")              # the other seat never noticed
        assert blue.controller.snapshot().positions == (0, 0, 3)
        assert red.controller.snapshot().positions == (0, 0, 0)
    with running("red", "blue") as server:
        run(go(server))


def test_a_page_that_never_says_hello_is_closed():
    async def go(server):
        async with aiohttp.ClientSession() as cs:
            ws = await cs.ws_connect(server.origin() + SOCKET, origin=server.origin())
            assert (await closed(ws))[0] == 1008
        assert server.closed[-1] == ("-", "no hello")
    with running("red") as server:
        server.hello_s = 0.2
        run(go(server))


def test_a_phone_away_past_its_grace_is_unplugged_and_back_when_a_page_returns():
    with running("red", grace_s=0.3) as server:
        c = server.seats["red"].controller
        seen: list[str] = []
        gone, back = threading.Event(), threading.Event()

        def on_event(_c, event, _snap):
            seen.append(event)
            (gone if event == "disconnect" else back if event == "connect" else threading.Event()).set()
        c.subscribe(on_event)
        assert not c.connected                            # nobody holds it yet: like a board not plugged in

        async def page(hold: float, press: bool = False):
            async with aiohttp.ClientSession() as cs:
                ws, _ = await open_page(cs, server, server.seats["red"].token)
                if press:
                    await ws.send_str(json.dumps({"t": "lock", "down": True}))
                    await ws.send_str(json.dumps({"t": "ping"}))
                    await next_message(ws, "pong")
                await asyncio.sleep(hold)
        run(page(0, press=True))
        assert back.wait(5) and c.connected
        assert eventually(lambda: not c.snapshot().locked)                   # a LOCK held on a vanished page is let go
        run(page(0))                                      # a reload within the grace: still connected
        assert gone.wait(5) and not c.connected
        back.clear()
        run(page(0))
        assert back.wait(5)
        assert seen.count("disconnect") == 1 or seen[-1] == "connect"
