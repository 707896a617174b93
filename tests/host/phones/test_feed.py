"""host/phones/feed.py and the phone backend of host/private: a phone seat's channel is its page (never the TV
peek), and its view holds its instruction, the wheels read, its refusal's reason and what it locked in."""
from __future__ import annotations

from host.phones.feed import PhoneFeed
from host.private import PHONE, PrivateChannels
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session
from tests.host.phones.pages import running

PLAYERS = ["red", "blue", "green", "yellow"]


def test_a_phone_seat_sees_its_turn_its_refusal_and_its_lock_in_on_its_page_never_on_the_tv_peek():
    with running("red") as server:
        red = server.seats["red"].controller
        red.page_opened()
        plans = {c: SeatPlan(c, CONTROLLER, None, red.uid) if c == "red" else SeatPlan(c, BOT, "heuristic")
                 for c in PLAYERS}
        session = start_session("pixoid", {"players": PLAYERS}, 4, plans, {"red": red}, None)
        sent: list[dict] = []
        server.send = lambda colour, message: sent.append({"to": colour, **message})     # type: ignore[method-assign]
        channels = PrivateChannels(session)
        assert channels.kind("red") == PHONE and channels.peek_lines("red") is None
        assert channels.kind("blue") is None
        feed = PhoneFeed(server)
        feed.refresh(session)
        view = sent[-1]
        assert view["to"] == "red" and view["asked"] and view["instruction"].endswith("then press LOCK")
        feed.refresh(session)
        assert len(sent) == 1                                  # nothing changed: nothing sent
        red.set_wheel(1, 0)                                    # distance 0: refused
        red.set_lock(True)
        red.set_lock(False)
        session.poll()
        feed.refresh(session)
        assert sent[-1]["private"][0].startswith("Refused: ") and "(PX" not in sent[-1]["private"][0]
        red.set_wheel(1, 2)
        red.set_lock(True)
        red.set_lock(False)
        session.poll()
        feed.refresh(session)
        assert session.step == 1 or any(line.startswith("You locked in") for line in sent[-1]["private"])
        session.close()


def test_a_phone_gone_past_its_grace_pauses_the_game_like_an_unplugged_board_and_a_bot_can_take_its_seat():
    from host.table import bot_takes_seat
    from tests.host.phones.pages import eventually
    with running("red", grace_s=0.05) as server:
        red = server.seats["red"].controller
        red.page_opened()
        plans = {c: SeatPlan(c, CONTROLLER, None, red.uid) if c == "red" else SeatPlan(c, BOT, "heuristic")
                 for c in PLAYERS}
        session = start_session("pixoid", {"players": PLAYERS}, 4, plans, {"red": red}, None)
        assert not [u for u in session.poll() if u.kind == "paused"]
        red.page_closed()                                      # the phone's page went away
        assert eventually(lambda: not red.connected)
        assert [u.message for u in session.poll() if u.kind == "paused"] == ["red"]
        red.page_opened()                                      # it came back: the game goes on
        assert [u.kind for u in session.poll() if u.kind in ("paused", "resumed")] == ["resumed"]
        red.page_closed()
        assert eventually(lambda: not red.connected)
        session.poll()
        bot_takes_seat(session, "red")                          # the table chose: a bot plays red
        while not session.over and session.step < 3:
            session.poll()
        assert session.step >= 3 and session.plans["red"].kind == BOT
        session.close()
