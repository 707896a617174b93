"""What each phone shows (docs/phones.md "The page"): its seat's instruction in words, whether it is asked
something now (the page vibrates), which wheels the question reads, the game's state in a line, and the
seat's private view — the phone backend of the private channels (:mod:`host.private`): the same lines the
TV peek or a controller's screen would show, sent to that seat's pages only.

:meth:`PhoneFeed.refresh` runs on the thread that runs the session (after each poll under the screen, after
each update headless); it rebuilds a seat's view only when the game state, the seat's lock-in or its refusal
note changed, and sends only what changed. The instruction is the TV's sentence for that seat
(``host.screen.table.told``: "Turn the CENTRE wheel to 0–17, then press LOCK").
"""
from __future__ import annotations

from typing import Any

from games.core.codec import reads
from games.core.prompt import WHEELS
from host.private.lines import plain, private_lines
from host.phones.server import PhoneServer
from host.seats import BOT


def _who(seats: list[str]) -> str:
    names = [s.capitalize() for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class PhoneFeed:
    """Sends every phone seat of ``server`` its view of the running session (or of the lobby)."""

    def __init__(self, server: PhoneServer) -> None:
        self.server = server
        self._sent: dict[str, dict[str, Any]] = {}
        self._keys: dict[str, Any] = {}
        self.holding = False

    def _send(self, colour: str, view: dict[str, Any]) -> None:
        message = {"t": "view", **view}
        if self._sent.get(colour) != message:
            self._sent[colour] = message
            self.server.send(colour, message)

    def waiting_room(self, text: str, status: str = "") -> None:
        """Outside a game (the lobby): every phone seat is told ``text``."""
        self._keys.clear()
        view = {"instruction": text, "status": status, "asked": False, "private": [], "wheels": []}
        self.server.greeting = {"t": "view", **view}
        for colour in list(self.server.seats):
            self._send(colour, view)

    def refresh(self, session: Any, *_: Any, holding: bool = False) -> None:
        """Send each phone seat its view of ``session`` where it changed (extra arguments are ignored, so this
        is also a session update listener). ``holding``: the TV waits for a LOCK to go on (the console's holds)."""
        self.holding = holding
        status = session.status()
        for colour, seat in list(self.server.seats.items()):
            keys = [k for k, c in session.controllers.items() if c is seat.controller]
            if not keys:
                continue
            key = (id(session.state), repr(status), session.private_note(colour), holding)
            if self._keys.get(colour) == key:
                continue
            self._keys[colour] = key
            self._send(colour, self.view(session, colour, keys, status))

    def view(self, session: Any, colour: str, keys: list[str], status: dict[str, Any]) -> dict[str, Any]:
        from host.screen.table.told import told   # the TV's words (pure; lives with the table layer)
        plan = session.plans.get(colour)
        prompts = session.prompts()
        asked = [k for k in keys if k in prompts and k in status["waiting_for"]]
        mine = [k for k in keys if k in prompts]
        others = [e["seat"] for e in status["prompted"] if not e["locked"] and e["seat"] != colour
                  and session.plans[e["seat"]].kind != BOT]
        if session.over:
            result = session.game.result(session.state) or {}
            winners = [str(w) for w in result.get("winners", [])]
            text = "Game over." + (f" {_who(winners)} won." if winners else "")
            line = ""
        elif plan is not None and plan.kind == BOT:
            text, line = "A bot plays your seat now.", ""
        elif asked:
            prompt = prompts[asked[0]]
            text = told(prompt).long
            line = plain(prompt.reason)[:1].upper() + plain(prompt.reason)[1:]
        elif mine:
            text = "Locked in." + (f" Waiting for {_who(others)}." if others else "")
            line = "Turn a wheel to change your mind."
        elif self.holding:
            text, line = "Press LOCK to go on.", "The TV waits for the table."
        else:
            text = f"Waiting for {_who(others)}." if others else "Watch the TV."
            line = ""
        if status["paused"]:
            line = f"Paused: waiting for {_who(list(status['paused']))} to come back."
        wheels = sorted({WHEELS.index(w) for k in asked for w in reads(prompts[k])})
        private = private_lines(session.game, session.private_view(colour), session.private_note(colour),
                                session.locked_in(colour)) if plan is not None and plan.kind != BOT else []
        return {"instruction": text, "status": line, "asked": bool(asked) or (self.holding and not mine),
                "private": private, "wheels": wheels}
