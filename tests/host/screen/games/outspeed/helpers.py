"""Shared pieces of the Outspeed screen tests: bot sessions (optionally with simulated controllers), playing a
scene to its end on a fake clock while checking frames, and the secrecy check of the TV's text log."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable

from games.core.faces import COLOURS
from host.screen import draw
from host.screen.clock import ManualClock
from host.screen.games.outspeed.scene import words
from host.seats import BOT, CONTROLLER, SeatPlan
from host.table import start_session


def outspeed_session(players: int, seed: int, humans: dict | None = None, deck: str = "standard",
                     bots: str = "random"):
    """A seeded Outspeed session: ``humans`` (colour → controller) sit as controllers, bots take the rest."""
    colours = list(COLOURS[:players])
    humans = humans or {}
    plans = {c: SeatPlan(c, CONTROLLER, None, humans[c].uid) if c in humans else SeatPlan(c, BOT, bots)
             for c in colours}
    return start_session("outspeed", {"players": colours, "deck": deck}, seed, plans, humans, None)


def token_words(token: str) -> set[str]:
    """Every way the TV could write ``token``: its name and short name (content/table.yaml), and its id as
    a generic private-view line would ("fuel_tank", "fuel tank")."""
    entry = words()["tokens"][token]
    return {entry["name"], entry["short"], token, token.replace("_", " ")}


def secret_kinds(session: Any, public: Iterable[str]) -> set[str]:
    """Token kinds held privately now (hands, the drawn pair, committed tokens) that were never made public."""
    shown = set(public)
    out: set[str] = set()
    for seat in session.game.observe(session.state, None)["seats"]:
        private = session.game.observe(session.state, seat).get("private") or {}
        out.update(private.get("hand") or ())
        out.update(private.get("drawn") or ())
        if private.get("committed"):
            out.add(private["committed"])
    return out - shown


def leaked(text: Iterable[str], kinds: Iterable[str]) -> list[str]:
    """The drawn strings that name one of ``kinds``, in any case, as whole words ("Ion" never matches "Ionic")."""
    patterns = {k: re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(token_words(k))) + r")\b", re.I)
                for k in kinds}
    return [f"{k} in {s!r}" for s in text for k, p in patterns.items() if p.search(s)]


def public_tokens(events: Iterable[dict[str, Any]]) -> set[str]:
    """Token kinds the table has seen revealed (joint reveals and played effects)."""
    out: set[str] = set()
    for e in events:
        if e.get("type") == "reveal_tokens":
            out.update((e.get("tokens") or {}).values())
        elif e.get("type") == "bonus_effect":
            out.add(e.get("token"))
    return out


def applied_events(scene: Any) -> list[dict[str, Any]]:
    """A list that gathers, from now on, the events of every step ``scene`` is told was applied."""
    events: list[dict[str, Any]] = []
    real = scene.on_update

    def spy(u: Any, now: float) -> None:
        if u.kind == "applied":
            events.extend(u.events)
        real(u, now)
    scene.on_update = spy
    return events


def answer_as_bot(session: Any, controllers: dict, done: set, seed: int = 1) -> bool:
    """The people holding ``controllers`` answer one open prompt as a random bot would, by wheels and LOCK (one
    at a time, so the others see the first locked in); True if one did."""
    from tests.host.screen.table_driver import answer_as_random_bot
    return answer_as_random_bot(session, controllers, done, seed) is not None


def play_scene(app: Any, scene: Any, every: int, check: Callable[[str], None], step: float = 0.1,
               limit: int = 40000) -> int:
    """Run ``scene`` on a fake clock until the app leaves it, presenting a frame and calling ``check(where)``
    every ``every`` ticks and at the first tick of each kind of beat; returns the ticks run. The app's clock is
    that fake clock too, so what a frame shows (a die still tumbling or at rest) never depends on the machine."""
    now, tick, seen = 1000.0, 0, set()
    app.clock = clock = ManualClock(now)
    while app.scene is scene and tick < limit:
        clock.t = now
        scene.update(now)
        kind = scene.beats[0].kind if scene.beats else "idle"
        if tick % every == 0 or kind not in seen:
            seen.add(kind)
            draw.clear_log()
            app.present()
            check(f"tick {tick} {kind}")
        now += step
        tick += 1
    assert app.scene is not scene, "the game did not end"
    return tick
