"""The Stadium screen's own parts at the table's three sizes (docs/architecture.md §11): over a whole 4-player and a
whole 6-player bot game, the arena (track, Medal boards, dice, seat rows with gauges and token), every
reveal, secret choices revealed together, each trial's end, the closing ceremony and the results screen
are drawn at 1280×720, 1920×1080 and 3840×2160, and no text box leaves the screen, is cut by a panel or
overlaps another; text is large enough at 1080p; no rule IDs (tests/host/screen/test_layout.py)."""
from __future__ import annotations

from host.screen.clock import ManualClock
from host.screen.games.stadium.scene import StadiumScene
from host.screen.scenes.results import ResultsScene
from tests.host.screen.games.stadium.stadium_table import stadium_session
from tests.host.screen.test_layout import check

MOMENTS = ("trial_reveal", "reveal", "act", "roll", "medal", "trial_end", "game_end")


# ST-04 ST-05 ST-08 ST-22 ST-23 ST-32 ST-33
def test_stadium_arena_reveals_medals_and_ceremony_fit_at_every_size(sized):
    app, size = sized
    found: list[str] = []
    for players, seed in ((4, 21), (6, 22)):
        session, _ = stadium_session(players, seed)
        scene = StadiumScene(app, session)
        app.switch(scene)
        now, seen = 1000.0, 0
        app.clock = clock = ManualClock(now)            # the screen's clock is the test's: frames never depend on the machine
        while app.scene is scene:
            clock.t = now
            scene.update(now)
            head = scene.beats[0] if scene.beats else None
            if head is not None and head.kind in MOMENTS and scene.beat_end and id(head) != seen:
                seen = id(head)
                if head.kind == "trial_end":               # the finished trial's drawer, then its medals
                    check(app, size, f"{players}p {head.kind} drawer", found)
                    scene.model["finished"]["at"] -= 10
                check(app, size, f"{players}p {head.kind} slot {scene.model['slot']}", found)
            elif head is None and not session.over:
                check(app, size, f"{players}p waiting step {session.step}", found)
            now += 0.25
        assert isinstance(app.scene, ResultsScene)
        check(app, size, f"{players}p results", found)
    assert not found, "\n".join(found[:20])
