"""What a seat is told to do (host/screen/table/told.py) and the headline's shorter forms (issue 19 points 4 and 5):
an instruction is a sentence a person can follow from the sofa with every option — passing too — in words, a
short form fits one line for a full table, and the headline shortens its sentence, never a name."""
from __future__ import annotations

import pygame

from games.core.prompt import CHOICE, NUMBER, OFFSET, Field, Prompt
from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.table import TableLayer
from host.screen.table.told import told
from tests.host.screen.conftest import bot_session

COMPETE = Field("choice", CHOICE, "ST-100-02", options=("compete", "rest"), wheel="right",
                faces=("yellow_triangle", "green_circle"))


def prompt(*fields: Field, seat: str = "red") -> Prompt:
    return Prompt(seat, seat, tuple(fields), True, "ST-100-02", "test")


def test_a_choice_that_opens_a_wheel_says_every_option_in_words():
    p = prompt(COMPETE, Field("wager", NUMBER, "ST-100-02", low=0, high=14, only_if=("choice", ("compete",))))
    t = told(p)
    assert t.long == "To compete, turn RIGHT to ▲ and CENTRE to 0–14; to rest, turn RIGHT to ●; then press LOCK"
    assert t.short == "▲\u00a0Compete + CENTRE 0–14 · ●\u00a0Rest · LOCK"


def test_passing_is_said_in_words_and_a_raise_over_a_bid_says_over_what():
    announce = Field("choice", CHOICE, "ST-GYM-03", options=("announce", "pass"), wheel="right",
                     faces=("yellow_triangle", "green_circle"))
    bid = Field("bid", OFFSET, "ST-GYM-03", low=13, high=30, base=12, only_if=("choice", ("announce",)))
    text = told(prompt(announce, bid)).long
    assert text == ("To bid, turn RIGHT to ▲ and CENTRE to 1–18 more than 12; to pass, turn RIGHT to ●; "
                    "then press LOCK")
    assert "None" not in text and "raise over" not in text


def test_a_game_names_its_own_options():
    yes_no = Field("play", CHOICE, "OS-14", options=("yes", "no"), wheel="right", faces=("green_circle", "red_light"))
    token = Field("token", CHOICE, "OS-14", options=("nitro",), options_private=True, only_if=("play", ("yes",)))
    t = told(prompt(yes_no, token), verbs={"yes": "play a Bonus", "no": "play none"})
    assert t.long.startswith("To play a Bonus, turn RIGHT to ● and CENTRE to your private number; to play none")
    assert "Nitro" not in t.long + t.short                                  # CON-05


def seated(n: int):
    from games.core.faces import COLOURS
    from host.seats import CONTROLLER, SeatPlan
    from host.table import start_session
    colours = list(COLOURS[:n])
    people = {c: SimulatedController(c) for c in colours}
    plans = {c: SeatPlan(c, CONTROLLER, None, people[c].uid) for c in colours}
    return start_session("outspeed", {"players": colours}, 1, plans, people, None), people


def test_every_seat_told_the_same_is_one_everyone_entry():
    session, _ = seated(6)
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    entries = layer.todo()
    assert len(entries) == 1 and entries[0][1] == "Everyone" and len(entries[0][0]) == 6


def drawn_headline(layer: TableLayer, aside: str = "Turn 1 of 13") -> str:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    draw.set_view((1280, 720))
    draw.clear_log()
    layer.draw_headline(surface, layer.headlines(), None, aside)
    return next(b.text for b in draw.text_boxes if b.role == "headline")


def test_the_headline_shortens_its_sentence_never_a_name():
    """4 of 6 waiting once read "Waiting for Green, Yellow an…": now every name whole, or none."""
    session, _ = seated(6)
    layer = TableLayer(session, actions={"OS-35": "choose a route in secret"})
    status = session.status()
    for e in status["prompted"][:2]:
        e["locked"] = True
    layer.refresh(status, 0.0)
    text = drawn_headline(layer, "Turn 1 of 13 · Pause: LOCK twice")
    names = ["Green", "Yellow", "Purple", "Orange"]
    assert "…" not in text
    assert all(n in text for n in names) or not any(n in text for n in names), text
    assert layer.headlines()[-1] == "Waiting for 4 players"


def test_an_unplugged_controller_is_never_waiting_for_waiting_for():
    people = {"red": SimulatedController("red")}
    session = bot_session(4, 8, humans=people)
    people["red"].unplug()
    session.poll()
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    assert layer.status["paused"] == ["red"]
    text = drawn_headline(layer, "Round 1 of 3 · Turn 1 · Pause: LOCK twice")
    assert "Waiting for Waiting" not in text and "Red" in text and "…" not in text
