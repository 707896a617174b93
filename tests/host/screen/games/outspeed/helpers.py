"""Shared pieces of the Outspeed screen tests: bot sessions (optionally with simulated controllers), playing a
scene to its end on a fake clock while checking frames, and the secrecy check of the TV's text log."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from games.core.faces import COLOURS
from host.screen import draw
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
    """Every word the TV could write for ``token`` (its name and its short name, content/table.yaml)."""
    entry = words()["tokens"][token]
    return {entry["name"], entry["short"]}


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
    """The drawn strings that name one of ``kinds`` (word by word, so "Ion" never matches "Ionised")."""
    names = {w: k for k in kinds for w in token_words(k)}
    found = []
    for s in text:
        for name in names:
            if name in s and (name not in ("Ion", "Tank", "Field", "Flame") or name in s.replace("…", " ").split()):
                found.append(f"{names[name]} in {s!r}")
    return found


def public_tokens(events: Iterable[dict[str, Any]]) -> set[str]:
    """Token kinds the table has seen revealed (joint reveals and played effects)."""
    out: set[str] = set()
    for e in events:
        if e.get("type") == "reveal_tokens":
            out.update((e.get("tokens") or {}).values())
        elif e.get("type") == "bonus_effect":
            out.add(e.get("token"))
    return out


def play_scene(app: Any, scene: Any, every: int, check: Callable[[str], None], step: float = 0.1,
               limit: int = 40000) -> int:
    """Run ``scene`` on a fake clock until the app leaves it, presenting a frame and calling ``check(where)``
    every ``every`` ticks and at the first tick of each kind of beat; returns the ticks run."""
    now, tick, seen = 1000.0, 0, set()
    while app.scene is scene and tick < limit:
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
