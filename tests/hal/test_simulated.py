"""SimulatedController: faces, lock, events, LED history."""
from hal.controller import LedState
from hal.simulated import SimulatedController


def test_faces_lock_and_events():
    c = SimulatedController("purple")
    events = []
    c.subscribe(lambda ctl, ev, snap: events.append((ev, snap.faces, snap.locked)))
    c.set_faces(direction="down", number=17, symbol="yellow_triangle")
    c.set_face("orange")
    c.press_lock()
    s = c.snapshot()
    assert s.faces == {"direction": "down", "number": 30, "colour": "orange", "symbol": "yellow_triangle"}
    assert s.locked and s.complete and c.connected and c.uid == "SIM-purple"
    assert [e[0] for e in events] == ["change", "change", "change"]
    c.unplug()
    assert events[-1][0] == "disconnect" and not c.connected
    c.set_led("locked")
    c.set_led((1, 2, 3))
    assert c.led_history == [LedState.LOCKED, (1, 2, 3)]
