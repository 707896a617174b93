"""The Bonus phase on the Outspeed screen with a real game's public events (bonus.py's move {"from","zone"}
and fuel {"before","fuel"}, which reach the TV since no Bonus event carries "to"): a Flamethrower,
Electromagnet or Nitro push moves the Ship zone by zone on the track (OS-19, OS-20, OS-26, OS-27, OS-33), and a
Fuel change of the Bonus phase shows beside the seat (OS-25, OS-32)."""
from __future__ import annotations

from typing import Any

from host.screen.games.outspeed.scene import OutspeedScene
from tests.host.screen.games.outspeed.helpers import outspeed_session


def bonus_steps(app: Any, seeds: range, wanted: int = 2) -> list[tuple[dict, list, dict]]:
    """Play seeded 6-player bot games on the scene until ``wanted`` Bonus pushes of two zones or more were
    animated; each as (move event, its beats, the model before them)."""
    found: list[tuple[dict, list, dict]] = []
    for seed in seeds:
        scene = OutspeedScene(app, outspeed_session(6, seed, bots="heuristic"))
        app.switch(scene)
        real = scene.beats_of

        def spy(events: list[dict], scene=scene, real=real) -> list:
            before = {c: dict(s) for c, s in scene.model["ships"].items()}
            shown = real(events)
            for e in events:
                if e["type"] == "move" and e.get("why") == "bonus" and abs(e["steps"]) >= 2 and e["zone"]:
                    found.append((e, shown, before))
            return shown
        scene.beats_of = spy
        now = 1000.0
        while not scene.session.over and len(found) < wanted:
            scene.update(now)
            now += 0.5
        if len(found) >= wanted:
            return found
    return found


# OS-19 OS-20 OS-26 OS-27 OS-33: a Bonus push is animated — it has beats, and the Ship passes every zone between
def test_a_bonus_push_moves_the_ship_zone_by_zone(app):
    from host.screen.games.outspeed.timeline import apply_patch, model_from_view
    found = bonus_steps(app, range(1, 40))
    assert found, "no seeded game had a Bonus push of two zones or more"
    for move, shown, before in found:
        seat = move["seat"]
        assert before[seat]["zone"] == move["from"]
        pushes = [b for b in shown if b.kind == "bonus_move" and seat in b.patch.get("ships", {})]
        passed = [b.patch["ships"][seat]["zone"] for b in pushes]
        step = 1 if move["zone"] > move["from"] else -1
        assert passed == list(range(move["from"] + step, move["zone"] + step, step)), (move, passed)
        model = model_from_view({"ships": {seat: dict(before[seat])}, "seats": [seat]})
        for b in pushes:
            apply_patch(model, b.patch)
            assert seat in model["flash"]                # the Ship moving is ringed while it moves
        assert model["ships"][seat]["zone"] == move["zone"]
