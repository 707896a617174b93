"""The Stadium screen (issue 13; ST-01..ST-33 as seen at the table; CON-05, CON-06, CON-08, CON-11): the
arena, each trial's reveal and drawer, the medals and the closing ceremony on
:class:`~host.screen.table.scene.TableScene`.

The table layer draws the headline (whom the game waits for and what to do, from ``content/table.yaml``
``actions`` per prompt rule, or the moment being shown), the seats (colour + letter + shape, "Red team",
Energy and Score; LOCKED or waiting — never a value before its reveal, CON-05), the per-seat instruction
from the prompt's wheel legend ("Red: turn the CENTRE wheel to 0–17, then press LOCK"), the talk policy of
the trial (ST-11) and the ticker. This scene adds:

- the arena (:mod:`host.screen.games.stadium.arena`): the track, the Medal boards with VP, the dice of the
  step, and in each seat row the team pennant, the Energy gauge and the First Player token;
- the trial's own drawer in the trial area (``host.screen.games.stadium.trials.drawer(module).draw(surface, rect,
  trial, view, now)``: ``view`` is the model, plus ``"dialling"`` — seat → the public values its wheels show
  now, CON-08; a trial without a drawer yet shows its name and summary there);
- the animation of every step (:mod:`host.screen.games.stadium.timeline`): secret choices revealed together in
  the seat rows (CON-06), public choices shown in the acting seat's row as they come and, while a person dials
  a public choice (a bid, a team split), what the wheels show (``Session.preview``, CON-08; the drawers get it
  as ``view["dialling"]``, and a public choice locked in but not yet applied as ``view["locked"]``); dice rolled;
  Energy moving on the gauges; medals popping onto the boards with a sound; the token passing; the trial's end
  with its medals (:mod:`host.screen.games.stadium.results`);
- the reveal of every trial (:mod:`host.screen.games.stadium.reveal`, ST-08), also of the first one and of a
  trial a resumed game stopped at before its first step: it waits for the first player's LOCK when a person
  holds the token, else for every person's LOCK (only bots: a few seconds); the keyboard's Enter goes on too;
- the closing ceremony (ST-22, ST-23) before the results screen.

Drawing a given moment (tests, screenshots, benchmarks): build ``StadiumScene(app, session)`` on a session at
the state wanted (``host.table.start_session("stadium", options, seed, plans, {}, None)`` with bot plans);
:meth:`StadiumScene.show` jumps to another state (with the events that led there animated or not); then
``app.switch(scene)`` and ``app.present()`` draw it into the app's window at its size (the screen tests'
``sized`` fixture sets 1280×720, 1920×1080 or 3840×2160) with the text in ``draw.text_log`` /
``draw.text_boxes``; ``scene.update(now)`` plays the queued beats and ``release_hold()`` goes on from a reveal.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, Callable

import pygame

from games.core.prompt import CHOSEN
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games.stadium import arena, results, timeline
from host.screen.games.stadium.reveal import RevealText, draw_reveal, reveal_text
from host.screen.games.stadium.trials import drawer, parts
from host.screen.table import SeatRow, who
from host.screen.table.beats import Beat
from host.screen.table.scene import TableScene
from host.screen.table.seats import IDLE, LOCKED, SHOWN, WAITING
from host.screen.table.words import field_instruction
from host.seats import BOT
from host.session import Session, Update

FLIP_S = 0.3
"""A revealed choice turns face up in its seat row over this time at the normal animation speed (the scene's
``flip_s`` follows the app's animation speed, as every beat does)."""
RESULTS_AFTER = 0.4
"""The finished trial's drawer shows this part of the trial's end, then its medals cover it."""
NOBODY: dict[str, Any] = {"prompted": [], "waiting_for": [], "paused": [], "refused": []}


class StadiumScene(TableScene):
    """Stadium at the table (see the module docstring)."""

    name = "stadium"
    words_package = "host.screen.games.stadium"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        super().__init__(app, session, keyboard, seed)
        self.layout = arena.LAYOUT
        self.arena = arena.ArenaPainter(self.layout)
        self.public_locked: dict[str, str] = {}
        self.public_values: dict[str, dict[str, Any]] = {}
        """Seat → the public choice a person has locked in this step, not yet applied (CON-08)."""
        self._reveal_opening()

    def _reveal_opening(self) -> None:
        """The tile the game starts on (or a resumed game stopped at before its first step) is read first."""
        trial = self.view.get("trial")
        if trial is None or trial["step"] != 0:
            return
        info = timeline.revealing(trial, self.view["slot"])
        self.queue([Beat("trial_reveal", 0.0, {"revealing": info}, "reveal"), Beat("revealed", 0.0, {"revealing": None})])

    def show(self, state: Any, events: list[dict[str, Any]] | None = None, animate: bool = False) -> None:
        """Jump to ``state`` (tests, screenshots): with ``events`` the beats that led there are queued (and
        played to their end unless ``animate``), else the arena shows ``state`` as it stands."""
        self.beats.clear()
        self.holding = False
        if events:
            self.session.state = state
            self.queue(self.beats_of(events))
            if not animate:
                self.skip_animation()
        else:
            self.session.state = state
            self._finish_animation(0.0)

    # ---- the timeline ------------------------------------------------------------------------
    def model_of(self, view: dict[str, Any]) -> dict[str, Any]:
        return timeline.model_from_view(view)

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        return timeline.beats(events, self.model, self.observe(), self.words, parts.ended)

    def apply_patch(self, patch: dict[str, Any]) -> None:
        timeline.apply_patch(self.model, patch, self.app.now())

    def _start_beat(self, beat: Beat, now: float) -> None:
        super()._start_beat(beat, now)
        if beat.kind == "trial_end" and self.model.get("finished"):
            self.model["finished"]["span"] = beat.duration        # the medals panel comes part way through

    def waits_for_lock(self, beat: Beat) -> bool:
        """The reveal of a trial waits for the table (ST-08)."""
        return beat.kind == "trial_reveal"

    def people(self) -> set[str]:
        """The connected controllers held by people at the table."""
        return {k for k, c in self.session.controllers.items()
                if c.connected and (p := self.session.plans.get(k)) is not None and p.kind != BOT}

    def first_is_person(self) -> bool:
        first = self.model.get("first")
        return first in self.people()

    def hold_done(self, pressed: set[str]) -> bool:
        """The first player's LOCK goes on when a person holds the token; else every person's (ST-08). A
        controller that is not connected is not waited for."""
        if self.first_is_person():
            return self.model["first"] in pressed
        return self.people() <= pressed

    def on_hold(self, beat: Beat) -> None:
        """While the tile is read, nobody is asked to lock in (a press only goes on)."""
        self.table.refresh(NOBODY, self.app.now())

    def _take_status(self, status: dict[str, Any], now: float) -> None:
        """While a step is being shown, the table layer asks nobody for the next one yet."""
        super()._take_status(status, now)
        if self.beats:
            self.table.refresh(NOBODY, now)

    def on_update(self, u: Update, now: float) -> None:
        super().on_update(u, now)
        if u.kind == "locked" and u.seat:
            for key, values in u.shown.items():
                prompt = self.session.prompts().get(key)
                if prompt is not None and values and CHOSEN not in values.values() and not prompt.secret:
                    self.public_locked[u.seat] = self._values_text(values)     # CON-08: a public choice
                    self.public_values[u.seat] = dict(values)
        elif u.kind in ("unlocked", "applied"):
            if u.kind == "applied":
                self.public_locked.clear()
                self.public_values.clear()
            elif u.seat:
                self.public_locked.pop(u.seat, None)
                self.public_values.pop(u.seat, None)

    def resync(self) -> None:
        ceremony = self.model.get("ceremony") if self.session.over else None
        super().resync()
        self.model["ceremony"] = ceremony        # the ceremony stays until the results screen
        self.public_locked.clear()
        self.public_values.clear()

    # ---- words -------------------------------------------------------------------------------
    def _values_text(self, values: dict[str, Any]) -> str:
        """A public choice in the content's words ("Bid 4"); a field not asked for the option dialled (its value
        None: a Pass has no weight) is left out."""
        named, fields = self.words.get("options", {}), self.words.get("fields", {})
        return " ".join(named.get(v, v.replace("_", " ").capitalize()) if isinstance(v, str) else
                        fields[k].format(value=v) if k in fields else str(v) for k, v in values.items()
                        if v is not None)

    def where(self) -> str:
        m = self.model
        first = f"First: {m['first'].capitalize()}"
        if m["over"]:
            return first
        return f"Trial {m['slot']} of {m['slots']} · {first}"

    def talk(self) -> str:
        trial = self.model.get("trial")
        if trial is None or self.model.get("ceremony"):
            return ""
        return str(self.words.get("talk", {}).get("allowed" if trial["talk"] else "forbidden", ""))

    def moment(self) -> str | None:
        heads = self.words.get("headlines", {})
        if self.model.get("revealing"):
            return self._go_line()
        if self.beats:
            return self.model.get("say")
        if self.session.over:
            return heads.get("game_end")
        return None

    def _go_line(self) -> str:
        said = self.words.get("reveal", {})
        info = self.model["revealing"]
        if not self.people_seated():
            return timeline.say(self.words.get("headlines", {}).get("reveal_bots"), info) or info["name"]
        if self.first_is_person():
            return said.get("go_first", "{first}").format(first=self.model["first"].capitalize())
        return said.get("go_everyone", "")

    def reveal_words(self) -> RevealText:
        """What the reveal of ``model["revealing"]`` says now."""
        info = self.model["revealing"]
        words = self.words
        said = words.get("reveal", {})
        prompts = self.session.prompts() if (self.model.get("trial") or {}).get("id") == info["trial"] else {}
        asked = list(dict.fromkeys(p.seat for p in prompts.values()))
        everyone = len(asked) == len(self.model["seats"])
        first_up = "" if everyone or not asked else who(asked)
        dial = ""
        if prompts:
            shown = [p for p in prompts.values() if p.fields]
            if shown:
                dial = field_instruction(shown[0])
        count = ""
        go = self._go_line()
        if self.holding and not self.first_is_person():
            people = self.people()
            count = said.get("go_count", "").format(done=len(self.hold_pressed & people), all=len(people))
        elif not self.people_seated():
            go = said.get("go_bots", "")
        takes = info.get("takes_part", "")
        return reveal_text(info, words, self.model["slots"], takes, first_up, dial, go, count)

    def dialling(self) -> dict[str, dict[str, Any]]:
        """Seat → what its wheels show now for a public prompt it has not locked in (CON-08; a secret prompt
        is never here): the drawers get it as ``view["dialling"]``."""
        if self.beats:
            return {}
        locked = {e["controller"] for e in self.status.get("prompted", []) if e["locked"]}
        out = {}
        for key, prompt in self.session.prompts().items():
            if key in locked or prompt.secret:
                continue
            preview = self.session.preview(key)
            if preview:
                out[prompt.seat] = preview
        return out

    # ---- the seats ---------------------------------------------------------------------------
    def seat_rows(self) -> list[SeatRow]:
        m = self.model
        rows = []
        dialling = self.dialling()
        for seat in m["seats"]:
            energy = f"{m['energy'][seat]} Energy"
            # a trial's Score; the ceremony (scores cleared) shows each athlete's final Energy alone
            counters = (energy,) if m.get("ceremony") else (energy, f"Score {m['scores'].get(seat, 0)}")
            team = m["teams"][seat].capitalize()
            shorter = (" · ".join((team, *counters)), f"{team} · {energy}")    # shortened, never cut
            state, at = self.table.seat_state(seat)
            row = SeatRow(seat, label=seat.capitalize(), role=parts.team_name(m["teams"][seat]), counters=counters,
                          shorter=shorter, state=state, locked_at=at)     # the letter is on the piece (CON-02)
            if state == IDLE and self.table.is_bot(seat):
                row.note = "bot"
            elif self.holding and seat in self.hold_pressed:
                row.note = self.words.get("reveal", {}).get("ready", "ready")     # has read the trial
            shown = None
            if self.beats:
                medal = m.get("medal_rows", {}).get(seat)
                shown = medal.capitalize() if medal else m["shown"].get(seat)
            if shown is None and state == LOCKED:
                shown = self.public_locked.get(seat)
            if shown is not None:
                row.state = SHOWN
                at = (m.get("shown_at") or {}).get(seat)
                now = self.app.now()
                row.shown = self._shown_drawer(shown, at, self.flip_s, self.app.now)
                flipping = at is not None and 0 <= now - at < self.flip_s
                row.shown_key = (shown, round(now * 30) if flipping else None)
            elif state == WAITING and seat in dialling:
                row.note = self._values_text(dialling[seat])             # CON-08: a public choice as dialled
            rows.append(row)
        return rows

    @property
    def flip_s(self) -> float:
        """How long a revealed choice takes to turn face up now (FLIP_S at the app's animation speed)."""
        return FLIP_S / self.app.anim_speed

    @staticmethod
    def _shown_drawer(text: str, at: float | None, flip_s: float = FLIP_S, clock: Callable[[], float] | None = None) -> Any:
        """The seat row's card for ``text``, turning face up from ``at`` on ``clock`` (the app's) as it is drawn."""
        def shown(s: pygame.Surface, where: tuple[float, float]) -> None:
            x, y = where
            room = 180                   # the seat row's state column
            t = 1.0 if at is None or clock is None else max(0.0, min(1.0, (clock() - at) / flip_s))
            size = draw.fit(text, room - 16, theme.SIZE_BODY, theme.SIZE_SMALL, True)
            bold = draw.width(text, size, True) <= room - 16      # "Attack orange" whole in plain weight, never cut
            w = min(room, draw.width(text, size, bold) + 16)
            card = pygame.Rect(round(x + (1 - t) * w / 2), round(y - 17), max(2, round(w * t)), 34)
            draw.rect(s, (60, 52, 16), card)
            draw.rect(s, theme.ACCENT, card, 2)
            if t >= 1.0:
                draw.text(s, draw.cut(text, room - 16, size, bold), (x + 8, y + 1), size, theme.ACCENT, bold,
                          "midleft")
        return shown

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        arena.draw_seat_extras(surface, self.table.layout.side, list(self.model["seats"]), self.model,
                               self.app.now())

    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        m, lay = self.model, self.layout
        if m.get("ceremony"):
            results.draw_ceremony(surface, lay.cover, m, now)
            return
        if m.get("revealing"):
            draw_reveal(surface, lay.cover, self.reveal_words(), self.words, m["revealing"].get("at"), now)
            return
        self.arena.draw(surface, m, self.words, now)
        if not getattr(self._drawer(m.get("trial")), "DRAWS_DICE", False):
            arena.draw_tray(surface, lay.tray, m, now)
        finished = m.get("finished")
        results_at = None
        if finished:
            results_at = finished.get("at", now) + RESULTS_AFTER * finished.get("span", 0.0)
        if results_at is not None and now >= results_at:
            results.draw_trial_end(surface, lay.trial, {**finished, "shown_at": results_at}, now)
            return
        trial = m.get("trial")
        if trial is not None:
            self.draw_trial(surface, lay.trial, trial, now)

    @staticmethod
    def _drawer(trial: dict[str, Any] | None) -> ModuleType | None:
        """The drawer of the view's ``trial`` (named by its ``module``); None without a trial or a drawer."""
        try:
            return drawer(trial["module"]) if trial else None
        except KeyError:
            return None

    def draw_trial(self, surface: pygame.Surface, rect: pygame.Rect, trial: dict[str, Any], now: float) -> None:
        """The trial's drawer; its name and summary while it has none."""
        module = self._drawer(trial) if trial.get("state") is not None else None
        if module is not None:
            module.draw(surface, rect, trial, {**self.model, "dialling": self.dialling(),
                                               "locked": {} if self.beats else dict(self.public_values)}, now)
            return
        draw.panel(surface, rect)
        inner = rect.inflate(-28, -20)
        draw.text(surface, draw.cut(trial["name"], inner.width, theme.SIZE_LARGE, True), inner.topleft,
                  theme.SIZE_LARGE, theme.ACCENT, True)
        top = inner.top + draw.line_height(theme.SIZE_LARGE, True) + 6
        draw.paragraph(surface, trial["summary"], pygame.Rect(inner.left, top, inner.width, inner.bottom - top),
                       theme.SIZE_BODY, theme.TEXT)
