"""Intents (one place for device events), chiptune synthesis, silent sound without a device, the timeline
(PX-17, PX-20: reveal, then Pixoid moves, then the Bugs together; PX-24 bonus pick-ups), keyboard pads."""
from __future__ import annotations

import array

import pygame

from games.pixoid.board import board_from
from hal.simulated import SimulatedController
from host.screen.intents import DISCOVERED, WAKE, Intent, translate
from host.screen.keyboard import KeyboardPad
from host.screen.sound import RATE, SONGS, Sounds, synth
from host.screen.games.pixoid.timeline import apply_patch, beats, model_from_view
from tests.host.screen.conftest import bot_session


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def test_translate_keys_and_device_events():
    assert translate(key(pygame.K_ESCAPE)) == [Intent("back")]
    assert translate(key(pygame.K_F11)) == [Intent("fullscreen")]
    assert translate(key(pygame.K_F1)) == [Intent("help")]
    assert translate(key(pygame.K_h)) == [Intent("help")]
    assert translate(key(pygame.K_LEFT)) == [Intent("direction", "left")]
    assert translate(key(pygame.K_7)) == [Intent("digit", 7)]
    assert translate(key(pygame.K_KP3)) == [Intent("digit", 3)]
    assert translate(key(pygame.K_RETURN)) == [Intent("confirm")]
    assert translate(key(pygame.K_RIGHTBRACKET)) == [Intent("symbol", 1)]   # the right wheel (CON-03)
    assert translate(key(pygame.K_LEFTBRACKET)) == [Intent("symbol", -1)]
    assert translate(key(pygame.K_SPACE)) == [Intent("lock")]
    assert translate(key(pygame.K_MINUS)) == [Intent("adjust", -1)]
    assert translate(key(pygame.K_TAB, pygame.KMOD_SHIFT)) == [Intent("prev")]
    assert translate(key(pygame.K_b, pygame.KMOD_CTRL)) == [Intent("host_lock", "blue")]
    assert translate(key(pygame.K_o, pygame.KMOD_LCTRL)) == [Intent("host_lock", "orange")]
    assert translate(key(pygame.K_k)) == [Intent("letter", "k")]
    assert translate(pygame.event.Event(pygame.QUIT)) == [Intent("quit")]
    assert translate(pygame.event.Event(WAKE)) == [Intent("wake")]
    assert translate(pygame.event.Event(DISCOVERED, controllers={}, problems=["x"])) == \
        [Intent("discovered", ({}, ["x"]))]
    assert translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))) == []


def test_synth_is_16_bit_pcm():
    data = synth(SONGS["lock"], RATE, 1)
    samples = array.array("h")
    samples.frombytes(data)
    assert len(samples) == sum(int(RATE * n[2]) for n in SONGS["lock"])
    assert max(samples) > 1000 and min(samples) < -1000
    assert len(synth(SONGS["step"], RATE, 2)) == 2 * len(synth(SONGS["step"], RATE, 1))


def test_sounds_never_fail(monkeypatch, app):
    s = Sounds()
    for name in SONGS:
        s.play(name)
    s.play("no such sound")

    def broken(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    silent = Sounds()
    assert not silent.enabled
    silent.play("catch")


def test_timeline_orders_reveal_pixoid_then_bugs():
    session = bot_session(4, 2)
    checked = 0
    while not session.over:
        model = model_from_view(session.game.observe(session.state, None))
        pixoid = model["pixoid"]
        updates = session.poll()
        for u in updates:
            if u.kind != "applied":
                continue
            bs = beats(u.events, model, board_from(session.game.observe(session.state, None)["board"]).bonus)
            kinds = [b.kind for b in bs]
            if "reveal" in kinds:
                checked += 1
                steps = [b for b in bs if b.kind == "step"]
                first_bug = next((i for i, b in enumerate(steps) if pixoid not in b.patch["move"]), len(steps))
                assert all(pixoid in b.patch["move"] for b in steps[:first_bug])
                assert all(pixoid not in b.patch["move"] for b in steps[first_bug:])
                assert kinds.index("reveal") < (kinds.index("step") if "step" in kinds else len(kinds))
            for b in bs:
                apply_patch(model, b.patch)
            if not any(e["type"] == "round_start" for e in u.events):
                view = session.game.observe(session.state, None)
                assert model["positions"] == view["positions"]
                assert model["bonus_taken"] == view["bonus_taken"]
    assert checked > 5


def test_con03_keyboard_pad_turns_all_three_wheels_and_locks():
    a, b = SimulatedController("red"), SimulatedController("blue")
    pad = KeyboardPad({"red": a, "blue": b})
    pad.refresh(["green", "blue", "red"])
    assert pad.focus == "blue"
    pad.cycle(["blue", "red"], 1)
    assert pad.focus == "red"
    pad.handle(Intent("digit", 3))
    pad.handle(Intent("digit", 5))   # 35 > 30: starts again at 5
    assert a.snapshot().faces["number"] == 5
    pad.handle(Intent("adjust", 1))
    assert a.snapshot().faces["number"] == 6
    pad.handle(Intent("direction", "down"))
    assert a.snapshot().faces["direction"] == "down"
    pad.handle(Intent("direction", "right"), reads={"centre"})   # a Starting Pix: arrows step the number
    assert a.snapshot().faces["number"] == 7
    pad.handle(Intent("symbol", 1))
    assert a.snapshot().faces["symbol"] == "yellow_triangle"
    pad.handle(Intent("symbol", -1))
    pad.handle(Intent("symbol", -1))                # wraps round the right wheel
    assert a.snapshot().faces["symbol"] == "blue_crescent"
    pad.handle(Intent("direction", "left"), reads={"right"})
    assert a.snapshot().faces["symbol"] == "green_circle"
    assert pad.handle(Intent("direction", "left"), reads=()) is None
    assert pad.handle(Intent("lock")) == "lock"
