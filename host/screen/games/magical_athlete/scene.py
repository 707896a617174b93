"""The Magical Athlete screen (issue 21 item 6; MA-08..MA-55 as seen at the table; CON-02, CON-05, CON-08): the
board drawers of :mod:`host.screen.games.magical_athlete.board` and the game's words (``content/table.yaml``)
on the table screen layer (:mod:`host.screen.table`).

The layer draws the headline (whom the game waits for and what to do, or the moment being shown), the seats
(each player's piece — colour, letter, and a diamond for the first player of the race — its racer in the race
or how many it has drafted, its points; LOCKED or waiting, never a value before the reveal: CON-05), the
per-seat wheel instructions, the talk policy and the ticker. This scene adds, by phase: the draft line with
the number each card is dialled by (the drafter's centre wheel frames the card it points at and shows its
power in full: a public choice, CON-08); every player's hand numbered for the secret choice; the joint reveal
of the chosen racers with their powers (it waits for a LOCK); the race as one lane per racer over the Mild Mile
or the Wild Wilds, with the callout under it saying who did what to whom as each power triggers, what a power
asks, and the die; the end of each race with its places and chips (it waits for a LOCK); the end of the game.

Polling, the animation queue and its holds, overlays, the host lock and keyboard seats are
:class:`~host.screen.table.scene.TableScene`'s; the beats are :mod:`host.screen.games.magical_athlete.timeline`'s.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.core.codec import glyph
from games.core.prompt import Prompt
from hal.simulated import SimulatedController
from host.screen import draw, theme
from host.screen.games.magical_athlete import board
from host.screen.games.magical_athlete.timeline import Sayer, apply_patch, beats, model_from_view
from host.screen.table import SeatRow
from host.screen.table.agree import agree
from host.screen.table.beats import Beat
from host.screen.table.scene import TableScene
from host.session import Session

__all__ = ["AthleteScene", "dial_labels", "dialled"]

CALLOUT_KINDS = ("power", "duel", "egg_draw", "copy", "prediction", "decision")


def dial_labels(prompt: Prompt | None, n: int) -> list[str]:
    """What to dial for each of the line's ``n`` cards: its number, or its row's arrow and its number in the
    row when the line is longer than the centre wheel (the draft prompt's ``row`` and ``card_<row>`` fields)."""
    if prompt is None or any(f.name == "card" for f in prompt.fields):
        return [str(i + 1) for i in range(n)]
    labels: list[str] = []
    for f in prompt.fields:
        if f.only_if is not None and f.name.startswith("card_"):
            arrow = glyph(f.only_if[1][0])
            labels += [f"{arrow}{k + 1}" for k in range(f.high)]
    return labels if len(labels) == n else [str(i + 1) for i in range(n)]


def dialled(prompt: Prompt | None, values: dict[str, Any] | None) -> int | None:
    """The 0-based card of the line a drafter's wheels point at now (None when nothing is dialled)."""
    if prompt is None or not values:
        return None
    if "card" in values:
        return int(values["card"]) - 1
    row = values.get("row")
    offset = 0
    for f in prompt.fields:
        if f.only_if is not None and f.name.startswith("card_"):
            if f.name == f"card_{row}":
                picked = values.get(f.name)
                return None if picked is None else offset + int(picked) - 1
            offset += f.high
    return None


class AthleteScene(TableScene):
    """Magical Athlete's draft, hands, reveal, track and callouts on :class:`~host.screen.table.scene.TableScene`."""

    name = "magical_athlete"
    words_package = "host.screen.games.magical_athlete"

    def __init__(self, app: Any, session: Session, keyboard: dict[str, SimulatedController] | None = None,
                 seed: int = 0) -> None:
        self.die_at: float | None = None
        self.say: Sayer | None = None
        super().__init__(app, session, keyboard, seed)
        self.say = self._sayer()

    def _sayer(self) -> Sayer:
        cards = self.view.get("cards", {})
        tokens = (self.view.get("race") or {}).get("tokens", [])
        say = Sayer(self.words.get("say", {}), cards, {t["colour"]: t["racer"] for t in tokens},
                    self.words.get("tracks", {}))
        say.seats = {t["colour"]: t["seat"] for t in tokens}
        return say

    @property
    def cards(self) -> dict[str, Any]:
        return dict(self.view.get("cards", {}))

    def title(self, name: Any) -> str:
        return str(self.cards.get(str(name), {}).get("title", name))

    # ---- the timeline ------------------------------------------------------------------------
    def model_of(self, view: dict[str, Any]) -> dict[str, Any]:
        return model_from_view(view)

    def beats_of(self, events: list[dict[str, Any]]) -> list[Beat]:
        assert self.say is not None
        return beats(events, self.model, self.say, self.words.get("headlines", {}))

    def apply_patch(self, patch: dict[str, Any]) -> None:
        apply_patch(self.model, patch)
        if patch.get("die"):
            self.die_at = self.app.now()

    def waits_for_lock(self, beat: Beat) -> bool:
        """The reveal and the end of a race wait for the table (everyone reads the powers, the chips)."""
        return beat.kind in ("reveal", "race_end")

    def resync(self) -> None:
        banner = self.model.get("banner") if self.session.over else None
        super().resync()
        self.model["banner"] = banner

    # ---- words -------------------------------------------------------------------------------
    def _track_name(self, side: Any) -> str:
        return str(self.words.get("tracks", {}).get(str(side), str(side)))

    def where(self) -> str:
        m = self.model
        phase = str(m.get("phase"))
        template = self.words.get("phases", {}).get(phase, "")
        side = (m.get("track") or {}).get("side", "mild")
        return agree(template, race=min(4, int(m.get("race_no", 0)) + 1), track=self._track_name(side)) if template \
            else ""

    def moment(self) -> str | None:
        """The headline while something happens (None: whom the game waits for)."""
        said = self.words.get("headlines", {})
        if self.holding and self.beats:
            kind = self.beats[0].kind
            return said.get(f"{kind}_hold" if self.people_seated() else kind)
        if not self.beats:
            return said.get("game_over") if self.session.over else None
        beat = self.beats[0]
        if beat.kind == "power":
            racer = (beat.patch.get("callout") or {}).get("racer")
            card = self.cards.get(str(racer), {})
            if card:
                return f"{card.get('title')}: {card.get('power')}"
        return None

    def seat_rows(self) -> list[SeatRow]:
        """One row per player: the racer(s) in the race (or how many drafted), the points; the first player's
        piece a diamond."""
        m, v = self.model, self.view
        rows = []
        tokens = list(m.get("tokens", {}).values())
        for p in v.get("players", []):
            mine = [t for t in tokens if t.get("seat") == p]
            if mine:
                role = " + ".join(self.title(t["racer"]) for t in mine)
            else:
                n = len(m.get("hands", {}).get(p, []))
                role = agree("{n} {n:racer|racers}", n=n) if m.get("phase") == "draft" else \
                    agree("{n} {n:racer|racers} left", n=n)
            points = agree("{n} {n:pt|pts}", n=int(m.get("points", {}).get(p, 0)))
            state, at = self.table.seat_state(p)
            short = self.title(mine[0]["racer"]) + (" +1" if len(mine) > 1 else "") if mine else ""
            row = SeatRow(p, role=role, lead=m.get("phase") in ("choose", "race") and m.get("first") == p,
                          counters=(points,), shorter=tuple(x for x in (f"{short} · {points}" if short else "", points)
                                                            if x), state=state, locked_at=at)
            if state == "idle" and self.table.is_bot(p):
                row.note = "bot"
            rows.append(row)
        return rows

    # ---- drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, now: float) -> None:
        m = self.model
        r = board.BOARD
        draw.panel(surface, r, (18, 22, 44), theme.PANEL_EDGE)
        inner = r.inflate(-8, -8)
        said = self.words.get("board", {})
        race_no = min(4, int(m.get("race_no", 0)) + 1)
        banner = m.get("banner")
        if banner:                                # over the whole board: nothing under it is read
            board.banner(surface, r, self._banner_lines(banner))
        elif m.get("reveal"):
            holding = said.get("press_lock", "") if self.holding else ""
            board.reveal(surface, inner, m["reveal"], self.cards, agree(said.get("reveal_title", ""), race=race_no),
                         holding)
        elif m.get("phase") == "draft":
            self._draw_draft(surface, inner, said)
        elif m.get("phase") == "choose":
            self._draw_hands(surface, inner, said, race_no)
        elif m.get("tokens"):
            self._draw_race(surface, inner, now)

    def _draw_draft(self, s: pygame.Surface, r: pygame.Rect, said: dict[str, Any]) -> None:
        m = self.model
        line = m.get("line", [])
        prompts = self.session.prompts() if not self.beats else {}
        key = next(iter(prompts), None)
        prompt = prompts.get(key) if key else None
        labels = dial_labels(prompt, len(line))
        focus = dialled(prompt, self.session.preview(key)) if key else None
        picked = (m.get("picked") or {}).get("racer")
        picker = (m.get("picked") or {}).get("seat") or (prompt.seat if prompt else None)
        order = list(self.view.get("picks", [])) if not self.beats else []
        rest = board.draft_line(s, r, line, labels, self.cards, focus, picked, picker, said.get("draft_title", ""),
                                order)
        index = next((i for i, c in enumerate(line) if c["racer"] == picked), focus)
        if index is not None and 0 <= index < len(line):
            card = self.cards.get(line[index]["racer"], {})
            label = labels[index] if index < len(labels) else str(index + 1)
            board.card_panel(s, rest.inflate(-28, -8), card, label, picker)
        elif rest.height > 60:
            hint = str(said.get("draft_hint", ""))
            y = float(rest.top + 10)
            for text in draw.wrap(hint, rest.width - 40, theme.SIZE_SMALL)[:3]:
                draw.text(s, text, (rest.left + 20, y), theme.SIZE_SMALL, theme.DIM)
                y += draw.line_height(theme.SIZE_SMALL) + 2

    def _draw_hands(self, s: pygame.Surface, r: pygame.Rect, said: dict[str, Any], race_no: int) -> None:
        m = self.model
        prompts = self.session.prompts() if not self.beats else {}
        numbered = {}
        for p in self.view.get("players", []):
            prompt = prompts.get(p)
            size = len(m.get("hands", {}).get(p, []))
            numbered[p] = prompt is None or not prompt.fields or prompt.fields[0].high >= size
        note = said.get("choose_second", "") if not all(numbered.values()) else ""
        side = self._track_name((m.get("track") or {}).get("side", "mild"))
        board.hands(s, r, self.view.get("players", []), m.get("hands", {}), self.cards, numbered,
                    agree(said.get("choose_title", ""), race=race_no, track=side), note)

    def _draw_race(self, s: pygame.Surface, r: pygame.Rect, now: float) -> None:
        assert self.say is not None
        m = self.model
        tokens = list(m["tokens"].values())
        area = pygame.Rect(r.left, r.top, r.width, r.height - board.CALLOUT_H - 6)
        track = board.TrackView(area, m.get("track") or {}, len(tokens))
        side = str((m.get("track") or {}).get("side", "mild"))
        title = agree(self.words.get("board", {}).get(f"{side}_title", "{track}"), track=self._track_name(side))
        names = {n: str(c.get("title", n)) for n, c in self.cards.items()}
        seats = {t["colour"]: t["seat"] for t in tokens}
        track.draw(s, tokens, m.get("actor"), title, names, seats)
        box = pygame.Rect(r.left + 6, r.bottom - board.CALLOUT_H, r.width - 12, board.CALLOUT_H - 4)
        die = m.get("die")
        call = m.get("callout") if self.beats else None
        pending = self.view.get("pending") if not self.beats else None
        if call and call.get("text"):
            racer = call.get("racer")
            card = self.cards.get(str(racer), {})
            heading = f"{self.say.racer(call.get('colour'))} · {card.get('power')}" if card else ""
            board.callout(s, box, call.get("colour"), heading, str(call["text"]), die, self.die_at, now, True)
        elif pending:
            heading = agree(self.words.get("board", {}).get("asks", "{racer}"), racer=self.say.racer(pending["colour"]))
            asked = self.say.question(pending["colour"], str(pending.get("text", "")))
            board.callout(s, box, pending["colour"], heading, asked, None, None, now, True)
        elif m.get("actor") and m["actor"] in m["tokens"]:
            t = m["tokens"][m["actor"]]
            card = self.cards.get(str(t.get("borrowed") or t["racer"]), {})
            heading = f"{self.say.racer(m['actor'])} · {card.get('power', '')}"
            board.callout(s, box, m["actor"], heading, str(card.get("text", "")), die, self.die_at, now, False)
        else:
            first = self.view.get("first") or m.get("first")
            text = agree(self.words.get("board", {}).get("first", ""), seat=str(first).capitalize()) if first else ""
            board.callout(s, box, first or None, "", text, None, None, now, False)

    def _banner_lines(self, b: dict[str, Any]) -> list[tuple[str, float, tuple[int, int, int], str | None]]:
        assert self.say is not None
        out: list[tuple[str, float, tuple[int, int, int], str | None]] = []
        players = list(self.view.get("players", []))
        points = self.model.get("points", {})
        if b.get("kind") == "race":
            out.append((f"Race {b['race']} is over", theme.SIZE_TITLE, theme.ACCENT, None))
            for place, colour, who, pts in b.get("places", []):
                out.append((f"{place} {who} +{pts}", theme.SIZE_LARGE, theme.TEXT, colour))
            if b.get("silver_discarded"):
                out.append(("Nobody came 2nd: no silver", theme.SIZE_BODY, theme.DIM, None))
            bronze = [f"{s.capitalize()} {n:+d}" for s, n in b.get("bronze", {}).items() if n]
            if bronze:
                out.append(("Bronze: " + ", ".join(bronze), theme.SIZE_BODY, theme.DIM, None))
            ranked = sorted(players, key=lambda p: -int(points.get(p, 0)))
            out.append(("Points: " + ", ".join(f"{p.capitalize()} {points.get(p, 0)}" for p in ranked), theme.SIZE_BODY,
                        theme.TEXT, None))
            if self.holding:
                out.append((str(self.words.get("board", {}).get("press_lock", "")), theme.SIZE_BODY, theme.ACCENT, None))
        else:
            winners = [str(w) for w in b.get("winners", [])]
            out.append(("Game over", theme.SIZE_TITLE, theme.ACCENT, None))
            names = " and ".join(w.capitalize() for w in winners)
            top = max((int(v) for v in b.get("points", {}).values()), default=0)
            verb = "wins" if len(winners) == 1 else "share the win"
            out.append((f"{names} {verb} with {top} points", theme.SIZE_LARGE, theme.TEXT,
                        winners[0] if len(winners) == 1 else None))
        return out
