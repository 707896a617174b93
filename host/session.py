"""The session loop that runs one game at the table (DESIGN.md §3.5; CON-05..CON-08).

prompts → collect each prompted controller's input → (all locked in) reveal → ``apply`` → events →
journal → listeners. It never imports pygame: the same loop runs headless and under the screen.

Collecting input (CON-05, CON-06):
- a **bot** seat answers at once from its seat's view, with a generator derived from (bot seed, step,
  controller), so a resumed game continues exactly as the uninterrupted one would have;
- a **controller** seat locks in by pressing the lock button (or ``lock()``, the host key for controllers
  without one): the wheels are read at that moment, mapped to the prompt's fields and validated. An illegal
  setting is refused on that controller's LED and by seat name in :meth:`status`, revealing nothing more.
  Turning a wheel after locking in unlocks. Values stay inside the session until every prompted controller
  has locked in; :meth:`status` shows who has locked, never a value, in seat order (not lock order).
- a prompted controller that is disconnected pauses the game and is named until it is back.

Wheel faces map to fields by kind: direction ← left wheel, number/colour ← centre wheel, symbol ← right
wheel; a choice from a list is dialled on the centre wheel as its 1-based number in the list shown.
"""
from __future__ import annotations

import queue
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from games.core.bots import Bot, decision_rng
from games.core.errors import IllegalInput
from games.core.game import Game
from games.core.prompt import CHOICE, COLOUR, DIRECTION, NUMBER, SPLIT, SYMBOL, Prompt, validate_input
from hal.controller import Controller, LedState
from host.errors import CommandError
from host.journal import JournalWriter, state_crc
from host.seats import BOT, SeatPlan

FACE_OF_KIND = {DIRECTION: "direction", NUMBER: "number", COLOUR: "colour", SYMBOL: "symbol"}


@dataclass
class Update:
    """Something the screen or the play-by-play should know about."""

    kind: str                    # applied | locked | unlocked | refused | paused | resumed | over
    seat: str | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    inputs: dict[str, Any] = field(default_factory=dict)
    message: str = ""            # public: safe to show on the TV
    detail: str = ""             # private to ``seat`` (a refusal's reason can name the value set): never on the TV


def read_fields(prompt: Prompt, faces: Mapping[str, Any]) -> dict[str, Any]:
    """The values a controller's wheels give for ``prompt``'s fields."""
    values: dict[str, Any] = {}
    for f in prompt.fields:
        if not f.is_active(values):
            continue
        if f.kind == CHOICE:
            n = faces.get("number")
            values[f.name] = f.options[n - 1] if isinstance(n, int) and 1 <= n <= len(f.options) else None
        elif f.kind == SPLIT:
            values[f.name] = None   # splits are entered on screen, not on wheels
        else:
            values[f.name] = faces.get(FACE_OF_KIND[f.kind])
    return values


class Session:
    """Runs one game from a state to its end; see the module docstring."""

    def __init__(self, game: Game, state: Any, plans: Mapping[str, SeatPlan], bots: Mapping[str, Bot],
                 controllers: Mapping[str, Controller], *, bot_seed: int, step: int = 0,
                 journal: JournalWriter | None = None) -> None:
        self.game = game
        self.state = state
        self.plans = dict(plans)
        self.bots = dict(bots)
        self.controllers = dict(controllers)
        self.bot_seed = bot_seed
        self.step = step
        self.journal = journal
        self.wake = threading.Event()
        self.on_wake: Callable[[], None] | None = None
        self._inbox: queue.SimpleQueue[tuple[str, str, Any]] = queue.SimpleQueue()
        self._pending: dict[str, dict[str, Any]] = {}     # secret: controller -> locked-in values
        self._pending_positions: dict[str, Any] = {}
        self._pressed: dict[str, bool] = {}
        self.refused: dict[str, str] = {}                  # controller -> seat named on screen
        self._paused: tuple[str, ...] = ()
        self._unsubscribe = []
        for key, c in self.controllers.items():
            self._pressed[key] = c.snapshot().locked
            self._unsubscribe.append(c.subscribe(self._listener(key)))
        self._check_seats()
        self._led_for_prompts()

    # ---- wiring ------------------------------------------------------------------------------
    def _listener(self, key: str) -> Callable[[Controller, str, Any], None]:
        def on_event(controller: Controller, event: str, snap: Any) -> None:
            self._inbox.put((key, event, snap))
            self.wake.set()
            if self.on_wake is not None:
                self.on_wake()
        return on_event

    def _check_seats(self) -> None:
        for key, prompt in self.game.prompts(self.state).items():
            plan = self.plans.get(prompt.seat)
            if plan is None:
                raise CommandError(f"nobody sits at {prompt.seat}")
            if plan.kind != BOT and key not in self.controllers:
                raise CommandError(f"{prompt.seat} needs the {key} controller, which is not connected")
            if plan.kind == BOT and prompt.seat not in self.bots:
                raise CommandError(f"{prompt.seat} is a bot seat without a bot")

    def close(self) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        if self.journal is not None:
            self.journal.close()

    # ---- queries for the screen --------------------------------------------------------------
    @property
    def over(self) -> bool:
        return not self.game.prompts(self.state)

    def prompts(self) -> dict[str, Prompt]:
        return self.game.prompts(self.state)

    def status(self) -> dict[str, Any]:
        """Public progress of the current step: never a value before the reveal (CON-05)."""
        prompts = self.prompts()
        order = [k for k in self.controllers if k in prompts] + [k for k in prompts if k not in self.controllers]
        return {
            "prompted": [{"controller": k, "seat": prompts[k].seat, "secret": prompts[k].secret,
                          "rule": prompts[k].rule, "reason": prompts[k].reason,
                          "locked": k in self._pending} for k in order],
            "waiting_for": [k for k in order if k not in self._pending],
            "paused": list(self._paused),
            "refused": [self.refused[k] for k in order if k in self.refused],
        }

    def preview(self, key: str) -> dict[str, Any] | None:
        """The current wheel reading of a controller answering a *public* prompt (CON-08), else None."""
        prompt = self.prompts().get(key)
        c = self.controllers.get(key)
        if prompt is None or prompt.secret or c is None:
            return None
        return read_fields(prompt, c.snapshot().faces)

    # ---- the loop ----------------------------------------------------------------------------
    def lock(self, key: str) -> list[Update]:
        """The host key for a controller without a lock button: lock in its current wheels."""
        c = self.controllers.get(key)
        if c is None:
            return []
        return self._try_lock(key, c.snapshot())

    def poll(self) -> list[Update]:
        """Handle controller events, let bots answer, and apply the step once everyone is in."""
        updates: list[Update] = []
        if self.over:
            return updates
        while True:
            try:
                key, event, snap = self._inbox.get_nowait()
            except queue.Empty:
                break
            updates += self._handle(key, event, snap)
        prompts = self.prompts()
        paused = tuple(prompts[k].seat for k in prompts
                       if k in self.controllers and not self.controllers[k].connected
                       and self.plans[prompts[k].seat].kind != BOT)
        if paused != self._paused:
            updates.append(Update("paused" if paused else "resumed", message=", ".join(paused)))
            self._paused = paused
        if paused:
            return updates
        for key, prompt in prompts.items():
            if key not in self._pending and self.plans[prompt.seat].kind == BOT:
                view = self.game.observe(self.state, prompt.seat)
                self._pending[key] = self.bots[prompt.seat].act(
                    view, prompt, decision_rng(self.bot_seed, self.step, key))
        if all(k in self._pending for k in prompts):
            updates.append(self._apply(prompts))
        return updates

    def _handle(self, key: str, event: str, snap: Any) -> list[Update]:
        if event != "change":
            return []
        was_pressed = self._pressed.get(key, False)
        self._pressed[key] = snap.locked
        if snap.locked and not was_pressed:
            return self._try_lock(key, snap)
        if key in self._pending and snap.positions != self._pending_positions.get(key):
            self._pending.pop(key)
            self.controllers[key].set_led(LedState.COLOUR)
            return [Update("unlocked", seat=self._seat_of(key))]
        return []

    def _seat_of(self, key: str) -> str:
        prompt = self.prompts().get(key)
        return prompt.seat if prompt else key

    def _try_lock(self, key: str, snap: Any) -> list[Update]:
        prompt = self.prompts().get(key)
        if prompt is None or self.plans[prompt.seat].kind == BOT:
            return []
        try:
            values = validate_input(prompt, read_fields(prompt, snap.faces))
        except IllegalInput as exc:
            self.refused[key] = prompt.seat
            self.controllers[key].set_led(LedState.INVALID)
            return [Update("refused", seat=prompt.seat, message=f"{prompt.seat}: setting refused, change it and lock again",
                           detail=exc.message)]
        self.refused.pop(key, None)
        self._pending[key] = values
        self._pending_positions[key] = snap.positions
        self.controllers[key].set_led(LedState.LOCKED)
        return [Update("locked", seat=prompt.seat)]

    def _apply(self, prompts: dict[str, Prompt]) -> Update:
        inputs = {k: self._pending[k] for k in prompts}
        state, events = self.game.apply(self.state, inputs)
        if self.journal is not None:
            self.journal.step(self.step, inputs, state_crc(self.game, state))
        self.state = state
        self.step += 1
        self._pending.clear()
        self._pending_positions.clear()
        self.refused.clear()
        if self.over and self.journal is not None:
            self.journal.finish(self.game.result(state) or {})
        self._led_for_prompts()
        return Update("applied", events=events, inputs=inputs)

    def _led_for_prompts(self) -> None:
        prompts = self.prompts()
        for key, c in self.controllers.items():
            if c.connected:
                c.set_led(LedState.COLOUR if key in prompts else LedState.WAITING)

    def run(self, on_update: Callable[[Update], None], pace: float = 0.0, idle: float = 0.5,
            stop: threading.Event | None = None) -> None:
        """Drive the game to its end headless: poll, report, and sleep until a controller event."""
        while not self.over and not (stop and stop.is_set()):
            self.wake.clear()
            updates = self.poll()
            for u in updates:
                on_update(u)
            if any(u.kind == "applied" for u in updates):
                if pace:
                    (stop or threading.Event()).wait(pace)
                continue
            self.wake.wait(idle)
