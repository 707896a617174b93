"""The session loop that runs one game at the table (docs/architecture.md §3, §6; CON-04..CON-08).

prompts → collect each prompted controller's input → (all locked in) reveal → ``apply`` → events →
journal → listeners. It never imports pygame: the same loop runs headless and under the screen.

Collecting input (CON-05, CON-06):
- a **bot** seat answers at once from its seat's view, with a generator derived from (bot seed, step,
  controller), so a resumed game continues exactly as the uninterrupted one would have;
- a **controller** seat locks in by pressing the lock button (or ``lock()``, the host key for controllers
  without one): the wheels are read at that moment, decoded by the wheel codec (``games.core.codec``) and
  validated. An illegal setting is refused on that controller's LED and by seat name in :meth:`status`,
  revealing nothing more; the reason goes to that seat's private channel (:meth:`private_note`). Turning a
  wheel the prompt reads after locking in unlocks; the other wheels are ignored (CON-04). The step closes
  once every prompted controller has locked in and let go of LOCK: a LOCK held on is a gesture (the TV
  peek, the pause menu) and :meth:`withdraw` takes its lock-in back, so peeking at a private view never
  commits the wheels as they stand. Under the screen a LOCK let go less than :attr:`Session.gesture_s`
  ago still holds the step (a second press may follow: the double press that opens the pause), and a
  lock-in made by the first press of that double press is taken back like a held one; headless,
  ``gesture_s`` is 0 and the step closes at the release. :meth:`status` shows who has locked, never a value, in seat order (not
  lock order).
- a prompted controller that is disconnected pauses the game and is named until it is back; a bot may take
  its seat (:meth:`seat_bot`): the plan changes for the rest of the game and the journal records it in a
  ``seat`` line, so ``resume`` seats the bot again (``host.table.plans_of``).
- while a menu at the table reads the controllers (:meth:`mute`), their presses and turns are not input:
  when the menu closes, a locked-in controller whose read wheels moved is unlocked (CON-04), nothing locks.

Private to one seat (:mod:`host.private`): :meth:`private_note` (why its setting was refused),
:meth:`locked_in` (what it locked in) and :meth:`private_view` (the game's ``observe(state, seat)["private"]``).

Secrecy (CON-05): raw inputs go to the journal alone. Listeners (:class:`Update`) get the public part of
an input (a public prompt's values as soon as they are locked in, CON-08; a secret field only as
``CHOSEN``), the public events of the reveal, never an event addressed to one seat (``"to"``).

Before play (at construction) every seated controller's face table is checked against every field the game
can ask for (``host.wheels.check_faces``): a controller that cannot answer is a CommandError naming the
game, the field and the controller.
"""
from __future__ import annotations

import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from games.core.bots import Bot, decision_rng
from games.core.errors import IllegalInput
from games.core.game import ProcessedGame
from games.core.codec import decode, prompt_legend, reads
from games.core.prompt import WHEELS, Prompt, public_values, validate_input
from hal.controller import Controller, LedState
from host.errors import CommandError
from host.journal import JournalWriter, state_crc
from host.seats import BOT, SeatPlan
from host.wheels import check_faces, seated


@dataclass
class Update:
    """Something the screen or the play-by-play should know about: public by construction (CON-05)."""

    kind: str                    # applied | locked | unlocked | refused | paused | resumed | seated | over
    seat: str | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    shown: dict[str, Any] = field(default_factory=dict)
    """Per controller, what the table may see of its input (``public_values``): on "locked" for the one
    controller, on "applied" for every controller of the step."""
    message: str = ""            # public: safe to show on the TV


class Session:
    """Runs one game from a state to its end; see the module docstring."""

    def __init__(self, game: ProcessedGame, state: Any, plans: Mapping[str, SeatPlan], bots: Mapping[str, Bot],
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
        self._fresh: dict[str, bool] = {}          # the lock-in was made by the LOCK press now held
        self._released_at: dict[str, float] = {}   # when each controller's LOCK last went up (``clock``)
        self.gesture_s = 0.0
        """How long after a LOCK goes up the step still waits (the screen's double-press window)."""
        self.clock: Callable[[], float] = time.monotonic
        self.refused: dict[str, str] = {}                  # controller -> seat named on screen
        self._notes: dict[str, str] = {}                    # seat -> private note (a refusal's reason)
        self._paused: tuple[str, ...] = ()
        self._muted = False
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
        check_faces(self.game, self.game.fields(self.state), seated(self.controllers, self.plans))

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
                          "legend": prompt_legend(prompts[k]),
                          "locked": k in self._pending} for k in order],
            "waiting_for": [k for k in order if k not in self._pending],
            "paused": list(self._paused),
            "refused": [self.refused[k] for k in order if k in self.refused],
        }

    def preview(self, key: str) -> dict[str, Any] | None:
        """What a controller dials for the public fields of its prompt, shown as it is dialled (CON-08);
        None when the prompt has no public field (CON-05)."""
        prompt = self.prompts().get(key)
        c = self.controllers.get(key)
        if prompt is None or c is None:
            return None
        values = decode(prompt, c.snapshot().faces)
        shown = {k: v for k, v in public_values(prompt, values).items() if not prompt.is_field_secret(prompt.field(k))}
        return shown or None

    def private_note(self, seat: str) -> str:
        """The last note for ``seat`` alone (why its setting was refused): for its private channel only."""
        return self._notes.get(seat, "")

    def locked_in(self, seat: str) -> list[tuple[Prompt, dict[str, Any]]]:
        """What ``seat``'s controllers have locked in this step (prompt and values): for its channel only."""
        prompts = self.prompts()
        plan = self.plans.get(seat)
        if plan is None or plan.kind == BOT:
            return []
        return [(prompts[k], dict(v)) for k, v in self._pending.items() if k in prompts and prompts[k].seat == seat]

    def private_view(self, seat: str) -> Any:
        """The game's private view of ``seat`` (``observe(state, seat)["private"]``), or None."""
        view = self.game.observe(self.state, seat)
        return view.get("private") if isinstance(view, dict) else None

    # ---- the table changes -------------------------------------------------------------------
    def mute(self, muted: bool) -> list[Update]:
        """Stop (True) or restart (False) reading the controllers as game input (a menu reads them)."""
        if muted == self._muted:
            return []
        if muted:
            self._muted = True
            return []
        self._drain()                         # what happened under the menu is no input...
        self._muted = False
        updates = []
        for key in list(self._pending):       # ...but a wheel turned away from a locked setting unlocks
            c = self.controllers.get(key)
            if c is not None and self._read_positions(key, c.snapshot().positions) != self._pending_positions.get(key):
                self._pending.pop(key)
                c.set_led(LedState.COLOUR)
                updates.append(Update("unlocked", seat=self._seat_of(key)))
        return updates

    def seat_bot(self, seat: str, plan: SeatPlan, bot: Bot) -> Update:
        """A bot takes ``seat`` for the rest of the game (its controller vanished, or its player left).
        Input the seat locked in this step is dropped (the bot answers instead); the journal records the
        change before the next step, so a resumed game seats the bot again."""
        if seat not in self.plans:
            raise CommandError(f"nobody sits at {seat}")
        self.plans[seat] = plan
        self.bots[seat] = bot
        prompts = self.prompts()
        for key in [k for k in self._pending if k in prompts and prompts[k].seat == seat]:
            self._pending.pop(key)
            self._pending_positions.pop(key, None)
        for key in [k for k, s in self.refused.items() if s == seat]:
            self.refused.pop(key)
        self._notes.pop(seat, None)
        if self.journal is not None:
            self.journal.seat(self.step, plan.to_json())
        self.wake.set()
        return Update("seated", seat=seat, message=f"a bot plays {seat} from now on")

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
        updates += self._drain()
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
        if all(k in self._pending for k in prompts) and not self._held(prompts):
            updates.append(self._apply(prompts))
        return updates

    def _held(self, prompts: Mapping[str, Prompt]) -> bool:
        """A person's LOCK still down (or let go within :attr:`gesture_s`): the step waits, since a LOCK held
        on, or pressed again at once, becomes a gesture (the peek, the pause menu) that takes the lock-in
        back (:meth:`withdraw`)."""
        return any(self._pressed.get(k, False) or self._recent(k) for k in prompts
                   if self.plans[prompts[k].seat].kind != BOT)

    def _recent(self, key: str) -> bool:
        """Controller ``key``'s LOCK went up less than :attr:`gesture_s` ago."""
        at = self._released_at.get(key)
        return self.gesture_s > 0 and at is not None and self.clock() - at < self.gesture_s

    def next_deadline(self) -> float | None:
        """When a step held only by a LOCK just let go may close (poll then), or None."""
        due = [at + self.gesture_s for k, at in self._released_at.items() if self._recent(k)]
        return min(due) if due else None

    def withdraw(self, key: str) -> list[Update]:
        """A LOCK held for a gesture is not a lock-in: drop what controller ``key``'s held press locked in
        this step (it locks again with a short press after the peek or the menu). A lock-in made by an
        earlier press stays: the seat is only looking at what it locked. The gesture's press may already be
        over (a double press): a lock-in made by a press let go within :attr:`gesture_s` is taken back too."""
        prompt = self.prompts().get(key)
        if (key not in self._pending or not self._fresh.get(key)
                or not (self._pressed.get(key) or self._recent(key))
                or prompt is None or self.plans[prompt.seat].kind == BOT):
            return []
        self._pending.pop(key)
        self._pending_positions.pop(key, None)
        self.controllers[key].set_led(LedState.COLOUR)
        return [Update("unlocked", seat=prompt.seat)]

    def _events(self) -> Iterator[tuple[str, str, Any]]:
        """The controller events queued so far (key, event, snapshot), oldest first."""
        while True:
            try:
                yield self._inbox.get_nowait()
            except queue.Empty:
                return

    def _drain(self) -> list[Update]:
        updates: list[Update] = []
        for key, event, snap in self._events():
            updates += self._handle(key, event, snap)
        return updates

    def take_presses(self) -> list[str]:
        """Handle the controllers' events without locking anyone in, and return the controllers whose lock
        button went down (a screen asking the table to press LOCK to go on, between two steps). Wheel turns
        are only remembered; nobody is locked in or unlocked."""
        pressed: list[str] = []
        for key, event, snap in self._events():
            if event != "change":
                continue
            if snap.locked and not self._pressed.get(key, False) and key not in pressed:
                pressed.append(key)
            if self._pressed.get(key, False) and not snap.locked:
                self._released_at[key] = self.clock()
            self._pressed[key] = snap.locked
        return pressed

    def _handle(self, key: str, event: str, snap: Any) -> list[Update]:
        if event != "change":
            return []
        was_pressed = self._pressed.get(key, False)
        self._pressed[key] = snap.locked
        if was_pressed and not snap.locked:
            self._released_at[key] = self.clock()
        if self._muted:
            return []
        if snap.locked and not was_pressed:
            # this press locks in, not an earlier one — or the press just before it (a double press)
            self._fresh[key] = key not in self._pending or bool(self._fresh.get(key)) and self._recent(key)
            return self._try_lock(key, snap)
        if key in self._pending and self._read_positions(key, snap.positions) != self._pending_positions.get(key):
            self._pending.pop(key)
            self.controllers[key].set_led(LedState.COLOUR)
            return [Update("unlocked", seat=self._seat_of(key))]
        return []

    def _read_positions(self, key: str, positions: tuple[Any, ...]) -> tuple[Any, ...]:
        """The positions of the wheels the current prompt reads (CON-04: the others never unlock)."""
        prompt = self.prompts().get(key)
        wheels = reads(prompt) if prompt is not None else frozenset()
        return tuple(p if w in wheels else None for w, p in zip(WHEELS, positions))

    def _seat_of(self, key: str) -> str:
        prompt = self.prompts().get(key)
        return prompt.seat if prompt else key

    def _try_lock(self, key: str, snap: Any) -> list[Update]:
        prompt = self.prompts().get(key)
        if prompt is None or self.plans[prompt.seat].kind == BOT:
            return []
        try:
            values = validate_input(prompt, decode(prompt, snap.faces))
        except IllegalInput as exc:
            self.refused[key] = prompt.seat
            self._notes[prompt.seat] = exc.message
            self.controllers[key].set_led(LedState.INVALID)
            return [Update("refused", seat=prompt.seat, message=f"{prompt.seat}: setting refused, change it and lock again")]
        self.refused.pop(key, None)
        self._notes.pop(prompt.seat, None)
        self._pending[key] = values
        self._pending_positions[key] = self._read_positions(key, snap.positions)
        self.controllers[key].set_led(LedState.LOCKED)
        return [Update("locked", seat=prompt.seat, shown={key: public_values(prompt, values)})]

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
        public = [e for e in events if "to" not in e]
        return Update("applied", events=public, shown={k: public_values(prompts[k], v) for k, v in inputs.items()})

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
