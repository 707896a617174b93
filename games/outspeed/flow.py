"""One ``apply`` of Outspeed as a draft of the next state (docs/rules/outspeed.md OS-12..OS-24, OS-41, OS-45,
OS-48..OS-50, OS-57, OS-62..OS-66, OS-70..OS-73; AMB-14, AMB-19, AMB-24, AMB-25, AMB-27..AMB-29, AMB-33).

A turn: the declarations, zone group by zone group front to back (only seats holding a token are asked; the
rest pass in public; OS-13, OS-14) → the joint reveal (OS-18) → the groups applied front to back (OS-19,
games/outspeed/bonus.py), rear boards removed (AMB-25) → programming (OS-35) → the reveal of the routes
(OS-41) → X (OS-55, AMB-22) → costs, eliminations, benefits (OS-45, games/outspeed/resolution.py) → rear
boards removed (OS-57) → one keep-one-of-two per star, front-most gainer first (OS-48, AMB-28) → the Reveal
phase (OS-31, OS-65) → the next turn, or the end after the Finish Line tile (OS-66, OS-70, OS-71).
The end is checked after every atomic step (each Bonus group, the cost step, the benefit step, a board
removal; OS-24, OS-64, OS-72, OS-73, AMB-29). Every die roll, shuffle and draw is an event.
"""
from __future__ import annotations

from typing import Any

from games.core.evolve import Draft
from games.core.rng import Rng
from games.outspeed.bonus import TOKENS, apply_group, draw_two, groups, keep
from games.outspeed.resolution import ALONE, FORFEIT, GAINS, PAYS, choice_counts, pay_costs, statuses, take_benefits
from games.outspeed.state import DECLARE, KEEP, OVER, PROGRAM, X, Out, OutspeedState
from games.outspeed.tiles import ROUTES, Side
from games.outspeed.track import BOARDS, board_event, end_of_reveal, remove_rear_boards

ELIMINATION_RULES = {"fuel": "OS-59", "track": "OS-58", "board": "OS-57"}
FLIP_AT = 4
"""OS-63: a 5- or 6-player game flips its tiles once 4 or fewer Ships remain."""


class Advance(Draft):
    """The state being changed by one apply, and the events it produces: every state field is an attribute
    of the same name (the per-seat ones as lists), the RNG a live :class:`Rng`; :meth:`state` builds the next
    state (games/core/evolve.py)."""

    keep = ("config", "rng", "step")
    lists = ("zones", "fuel", "hands", "out", "declared", "committed", "revealed", "routes", "xs", "gainers",
             "plays")

    def __init__(self, state: OutspeedState, rng: Rng) -> None:
        super().__init__(state)
        self.cfg = state.config
        self.players = self.cfg.players
        self.rng = rng
        self.events: list[dict[str, Any]] = []

    def state(self, step: int) -> OutspeedState:
        return self.build(rng=self.rng.state, step=step)

    # ---- helpers ---------------------------------------------------------------------------------
    def emit(self, event: dict[str, Any]) -> None:
        self.events.append(event)

    @property
    def tile_side_content(self) -> Side:
        return self.cfg.tile_set[self.current].sides[self.tile_side]

    @property
    def finish(self) -> bool:
        return self.cfg.tile_set[self.current].finish

    def active(self) -> list[int]:
        return [i for i, o in enumerate(self.out) if o is None]

    def zone_map(self) -> dict[str, int | None]:
        return dict(zip(self.players, self.zones))

    def eliminate(self, seat: str, why: str) -> None:
        """OS-62: out of the race; the held tokens go to the discards (AMB-19)."""
        i = self.cfg.seat_index[seat]
        if self.out[i] is not None:
            return
        self.zones[i] = None
        self.out[i] = Out(self.turn, why)
        if self.hands[i]:
            self.discard = self.discard + self.hands[i]
            self.hands[i] = ()
        self.emit({"type": "eliminated", "seat": seat, "why": why, "turn": self.turn,
                   "rule": ELIMINATION_RULES[why]})
        self.maybe_flip()

    def maybe_flip(self) -> None:
        """OS-63, AMB-27: once, when a 5-6 player game is down to 4 Ships; the current tile turns over too
        while it has not been programmed yet (the Bonus phase)."""
        if self.flipped or len(self.players) < 5 or len(self.active()) > FLIP_AT:
            return
        self.flipped = True
        self.side = "3-4"
        now = self.phase == DECLARE
        if now:
            self.tile_side = "3-4"
        self.emit({"type": "flip", "side": "3-4", "current": now, "rule": "OS-63"})

    def ended(self) -> bool:
        """OS-72, OS-73, AMB-29: one Ship left wins at once; none left, nobody wins."""
        if self.phase == OVER:
            return True
        active = self.active()
        if len(active) > 1:
            return False
        self.winners = tuple(self.players[i] for i in active)
        self.no_winner = not active
        self.phase = OVER
        self.gainers = []
        self.drawn = ()
        self.emit({"type": "game_end", "winners": list(self.winners), "no_winner": self.no_winner,
                   "rule": "OS-72" if active else "OS-73"})
        return True

    def remove_boards(self) -> None:
        """OS-57, AMB-25: once the movements are done, rear boards go until two remain; Ships on them are out."""
        if self.track.boards <= BOARDS:
            return
        before = self.track
        self.track, first = remove_rear_boards(self.track)
        event = board_event(before, self.track)
        if event is not None:
            self.emit({**event, "rule": "OS-57"})
        for i in self.active():
            if self.zones[i] < first:
                self.eliminate(self.players[i], "board")

    # ---- a turn ----------------------------------------------------------------------------------
    def start_turn(self) -> None:
        n = len(self.players)
        self.order = tuple(groups(self.zone_map(), self.players))                # OS-14
        self.group = 0
        self.declared = [None] * n
        self.committed = [None] * n
        self.revealed = [None] * n
        self.routes = [None] * n
        self.xs = [None] * n
        self.phase = DECLARE
        self.emit({"type": "turn", "turn": self.turn, "tile": self.current, "side": self.tile_side,
                   "finish": self.finish, "tiles_left": len(self.deck),
                   "order": [[z, list(seats)] for z, seats in self.order], "rule": "OS-12"})
        self.next_declaration()

    def next_declaration(self) -> None:
        """Advance to the first group with a seat still to declare; seats holding nothing pass (OS-13)."""
        index = self.cfg.seat_index
        while self.group < len(self.order):
            waiting = False
            for seat in self.order[self.group][1]:
                i = index[seat]
                if self.declared[i] is not None:
                    continue
                if self.hands[i]:
                    waiting = True
                else:
                    self.declared[i] = "no"
                    self.emit({"type": "declare", "seat": seat, "play": "no", "holds": 0, "rule": "OS-14"})
            if waiting:
                self.phase = DECLARE
                return
            self.group += 1
        self.bonus_phase()

    def declare(self, clean: dict[str, dict[str, Any]]) -> None:
        index = self.cfg.seat_index
        for seat in self.players:                                                # seat order (CON-08)
            if seat not in clean:
                continue
            values = clean[seat]
            i = index[seat]
            self.declared[i] = values["play"]
            self.committed[i] = values.get("token")
            self.emit({"type": "declare", "seat": seat, "play": values["play"], "holds": len(self.hands[i]),
                       "rule": "OS-14"})
        self.next_declaration()

    def bonus_phase(self) -> None:
        """OS-18..OS-23: the joint reveal, then each group's tokens front to back."""
        index = self.cfg.seat_index
        played = {p: t for p, t in zip(self.players, self.committed) if t is not None}
        if played:
            self.emit({"type": "reveal_tokens", "tokens": dict(played), "rule": "OS-18"})
            for seat, token in played.items():
                i = index[seat]
                hand = list(self.hands[i])
                hand.remove(token)
                self.hands[i] = tuple(hand)
                self.revealed[i] = token
                self.plays[TOKENS.index(token)] += 1
            self.committed = [None] * len(self.players)
            for zone, seats in self.order:                                       # OS-19
                plays = [(s, played[s]) for s in seats if s in played]
                if not plays:
                    continue
                self.track, zones, fuel, events, out = apply_group(
                    self.track, self.zone_map(), dict(zip(self.players, self.fuel)), zone, plays)
                self.events.extend(events)
                self.zones = [zones[p] for p in self.players]
                self.fuel = [fuel[p] for p in self.players]
                self.discard = self.discard + tuple(t for _, t in plays)        # OS-23
                for seat, why in out:
                    self.eliminate(seat, why)
                if self.ended():                                                  # OS-24, AMB-29
                    return
            self.remove_boards()                                                 # AMB-25
            if self.ended():
                return
        self.phase = PROGRAM

    def program(self, clean: dict[str, dict[str, Any]]) -> None:
        """OS-41: every route revealed together; X asked of the X route's resolvers (AMB-22)."""
        self.routes = [clean[p]["route"] if p in clean else None for p in self.players]
        counts = choice_counts(self.routes)
        self.choices = self.choices + ((self.current, *(counts[c] for c in ROUTES)),)
        self.emit({"type": "routes", "routes": {p: r for p, r in zip(self.players, self.routes) if r is not None},
                   "counts": counts, "rule": "OS-41"})
        side = self.tile_side_content
        status = statuses(side, self.routes, counts)
        for r in side.routes:
            seats = [p for p, c, s in zip(self.players, self.routes, status) if c == r.colour]
            if not seats:
                continue
            s = status[self.cfg.seat_index[seats[0]]]
            if s == FORFEIT:
                self.emit({"type": "forfeit", "route": r.colour, "seats": seats, "capacity": r.capacity,
                           "rule": "OS-43"})
            elif r.lone:
                self.emit({"type": "lone", "route": r.colour, "seats": seats, "alone": s == ALONE,
                           "rule": "OS-67"})
        x = next((r.colour for r in side.routes if r.x), None)
        if x is not None and any(c == x and s in PAYS + GAINS for c, s in zip(self.routes, status)):
            self.phase = X
            return
        self.resolve(status)

    def dial_x(self, clean: dict[str, dict[str, Any]]) -> None:
        self.xs = [clean[p]["x"] if p in clean else None for p in self.players]
        self.emit({"type": "x", "values": {p: clean[p]["x"] for p in self.players if p in clean}, "rule": "OS-55"})
        self.resolve()

    def resolve(self, status: tuple[str | None, ...] | None = None) -> None:
        """OS-45, AMB-24: costs at once → Fuel eliminations → benefits at once → board removal → draws."""
        side = self.tile_side_content
        counts = choice_counts(self.routes)
        if status is None:
            status = statuses(side, self.routes, counts)
        self.fuel, events, broke = pay_costs(side, self.players, self.routes, status, self.fuel, self.xs, counts,
                                             self.rng, self.cfg.dice, self.finish)
        self.events.extend(events)
        for seat in broke:
            self.eliminate(seat, "fuel")
        if self.ended():
            return
        self.track, self.zones, self.fuel, events, stars = take_benefits(
            side, self.players, self.routes, status, self.zones, self.fuel, self.xs, counts, self.track, self.rng,
            self.cfg.dice)
        self.events.extend(events)
        if self.ended():
            return
        self.remove_boards()                                                     # OS-57
        if self.ended():
            return
        index = self.cfg.seat_index
        gainers = [(p, n) for p, n in zip(self.players, stars) if n and self.out[index[p]] is None]
        gainers.sort(key=lambda g: (-self.zones[index[g[0]]], index[g[0]]))     # AMB-28: front-most first
        self.gainers = gainers
        self.next_draw()

    def next_draw(self) -> None:
        """OS-48, OS-50, AMB-28: draw two for the first gainer, who is always asked which to keep (even a pair
        of one kind: skipping the question would tell the table the pair matched)."""
        index = self.cfg.seat_index
        while self.gainers:
            seat, stars = self.gainers[0]
            i = index[seat]
            if self.out[i] is not None:
                self.gainers.pop(0)
                continue
            self.pile, self.discard, drawn, events = draw_two(self.pile, self.discard, self.rng, seat)
            self.events.extend(events)
            if drawn:
                self.drawn = drawn
                self.phase = KEEP
                return
            self.use_star()                                                      # AMB-28: nothing to draw
        self.reveal_phase()

    def take(self, seat: str, drawn: tuple[str, ...], kept: str) -> None:
        i = self.cfg.seat_index[seat]
        self.pile = keep(self.pile, drawn, kept)
        self.hands[i] = tuple(sorted(self.hands[i] + (kept,)))
        self.drawn = ()
        self.emit({"type": "keep", "seat": seat, "asked": True, "returned": len(drawn) - 1, "rule": "OS-48"})
        self.use_star()

    def use_star(self) -> None:
        seat, stars = self.gainers[0]
        if stars > 1:
            self.gainers[0] = (seat, stars - 1)
        else:
            self.gainers.pop(0)

    def keep_one(self, clean: dict[str, dict[str, Any]]) -> None:
        seat = self.gainers[0][0]
        self.take(seat, self.drawn, clean[seat]["keep"])
        self.next_draw()

    def reveal_phase(self) -> None:
        """OS-31, OS-65, OS-66: markers go from entered zones; the tile leaves; the next one or the end."""
        before = self.track
        self.track = end_of_reveal(self.track)
        if before.markers != self.track.markers:
            gone = sorted({z for z, _ in before.markers} - {z for z, _ in self.track.markers})
            self.emit({"type": "forcefields_removed", "zones": gone,
                       "markers": [list(m) for m in self.track.markers], "rule": "OS-31"})
        self.emit({"type": "tile_removed", "tile": self.current, "finish": self.finish, "rule": "OS-65"})
        if self.finish or not self.deck:
            self.finish_line()
            return
        self.current, self.deck = self.deck[0], self.deck[1:]
        self.tile_side = self.side
        self.turn += 1
        self.start_turn()

    def finish_line(self) -> None:
        """OS-70, OS-71, AMB-33: the furthest Ship; then most Fuel; then most tokens held; else shared."""
        active = self.active()
        best = max((self.zones[i], self.fuel[i], len(self.hands[i])) for i in active)
        self.winners = tuple(self.players[i] for i in active
                             if (self.zones[i], self.fuel[i], len(self.hands[i])) == best)
        lead = [i for i in active if self.zones[i] == best[0]]
        rule = "OS-70" if len(lead) == 1 else "OS-71"
        self.current = None
        self.phase = OVER
        self.emit({"type": "game_end", "winners": list(self.winners), "no_winner": False, "rule": rule})
