"""Magical Athlete's heuristic bot (§13.5 of docs/rules/magical_athlete.md): it drafts by power value
(``Racer.value``), saves its strongest racers for the later, richer races (chips rise, MA-04), and uses
optional powers when they help — swaps and warps that pull the leader back or bring it forward, the
Alchemist's 4 over a 1 or 2, a reroll of a low roll, every duel and prediction. It reads only its own seat's
view (the prompt and ``observe(state, seat)``)."""
from __future__ import annotations

import re
from typing import Any

from games.core.prompt import Prompt
from games.core.rng import Rng
from games.magical_athlete.racers import RACERS


def value(name: str) -> float:
    racer = RACERS.get(name)
    return racer.value if racer else 0.0


def _tokens(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    race = view.get("race") or {}
    return {t["colour"]: t for t in race.get("tokens", [])}


def _roll_in(text: str) -> int | None:
    found = re.search(r"\b([1-6])\b", text)
    return int(found.group(1)) if found else None


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def act(self, view: dict[str, Any] | None, prompt: Prompt, rng: Rng) -> dict[str, Any]:
        assert view is not None
        names = [f.name for f in prompt.fields]
        if names == ["card"] or names[0] == "row":
            line = [c["racer"] for c in view["line"]]
            best = max(range(len(line)), key=lambda i: value(line[i]))
            if names == ["card"]:
                return {"card": 1 + best}
            per = prompt.fields[1].high                  # rows of the centre wheel's numbers (§13.2)
            row = prompt.fields[0].options[best // per]
            return {"row": row, f"card_{row}": 1 + best % per}
        if names == ["racer"]:
            chosen = list(view.get("private", {}).get("chosen", []))
            hand = [n for n in view["hands"][prompt.seat] if n not in chosen]
            return {"racer": 1 + min(range(len(hand)), key=lambda i: value(hand[i]))}   # the best for later
        return self.power(view, prompt, rng)

    def power(self, view: dict[str, Any], prompt: Prompt, rng: Rng) -> dict[str, Any]:
        q = view.get("pending") or {}
        tokens = _tokens(view)
        me = tokens.get(q.get("colour", ""), {"space": 0, "seat": prompt.seat})
        fields = {f.name: f for f in prompt.fields}
        out: dict[str, Any] = {}
        text = str(q.get("text", ""))
        if "answer" in fields:
            roll = _roll_in(text)
            rule = q.get("rule", "")
            if "DICEMONGER" in rule or "MAGICIAN" in rule:
                yes = roll is not None and roll <= 3                  # below the average of 3.5
            elif "CHEERLEADER" in rule:
                last = min((t["space"] for t in tokens.values() if not t["place"] and not t["out"]), default=0)
                yes = last == me.get("space", 0) or me.get("space", 0) - last >= 3   # nobody it helps passes it
            elif "ROCKETSCIENTIST" in rule:
                yes = roll is not None and roll >= 4
            elif "SUCKERFISH" in rule:
                yes = "forward" in text                 # ride forward moves only
            else:
                yes = True
            out["answer"] = "yes" if yes else "no"
            return out
        use = True
        if "colour" in fields:
            options = list(fields["colour"].options)
            mine = [c for c in options if tokens.get(c, {}).get("seat") == prompt.seat]
            others = [c for c in options if c not in mine] or options
            best = max(others, key=lambda c: (tokens.get(c, {}).get("space", 0), value(tokens.get(c, {}).get("racer", ""))))
            rule = q.get("rule", "")
            if "FLIPFLOP" in rule or "HYPNOTIST" in rule or "THIRDWHEEL" in rule:
                ahead = tokens.get(best, {}).get("space", 0) - me.get("space", 0)
                use = ahead > 2 if "HYPNOTIST" in rule else ahead > 0     # Third Wheel: only a warp forward
            out["colour"] = mine[0] if mine and ("MA-66" in rule or "MA-72" in rule) else best
            if out["colour"] not in options:
                out["colour"] = options[0]
        if "number" in fields:
            f = fields["number"]
            if q.get("kind") == "choice":
                opts = list(q.get("options", []))
                out["number"] = 1 + max(range(len(opts)), key=lambda i: value(opts[i])) if opts else f.low
            else:
                out["number"] = f.low + rng.below(f.high - f.low + 1)
        if "use" in fields:
            out["use"] = "yes" if use else "no"
            if not use:
                out.pop("colour", None)
                out.pop("number", None)
        return out
