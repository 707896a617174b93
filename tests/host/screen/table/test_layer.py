"""The table screen layer (host/screen/table/): whom the game waits for, per-seat instructions, seat
states from Session.status() (CON-05: locked or waiting, never a value; a refusal is not shown), the lock
pop, the ticker, and that it draws any game's rows without knowing the game."""
from __future__ import annotations

import pygame

from hal.simulated import SimulatedController
from host.screen import draw
from host.screen.table import SeatRow, TableLayer, Ticker
from host.screen.table.seats import POP_S
from tests.host.screen.conftest import bot_session, dial_choice, press


def humans(*colours: str) -> dict[str, SimulatedController]:
    return {c: SimulatedController(c) for c in colours}


def test_headline_names_whom_the_game_waits_for_and_what_to_do():
    people = humans("red", "blue")
    session = bot_session(4, 5, humans=people)
    layer = TableLayer(session, actions={"PX-08": "choose a Starting Pix", "PX-10": "program in secret"})
    layer.refresh(session.status(), 0.0)
    first = session.status()["waiting_for"][0]
    assert layer.headline() == f"{first.capitalize()}: choose a Starting Pix"
    assert [c for c, _ in layer.instructions()] == [first]
    assert layer.instructions()[0][1].startswith(f"{first.capitalize()}: turn the CENTRE wheel to 1–")


def test_everyone_programming_is_one_headline_and_one_instruction_each():
    people = humans("red", "blue", "green", "yellow")
    session = bot_session(4, 5, humans=people)
    while not session.prompts()[next(iter(session.prompts()))].secret:
        key, prompt = next(iter(session.prompts().items()))
        dial_choice(people[key], prompt, prompt.fields[0].options[0])
        press(people[key])
        session.poll()
    layer = TableLayer(session, actions={"PX-10": "program in secret"})
    layer.refresh(session.status(), 0.0)
    assert layer.headline() == "Everyone: program in secret"
    lines = dict(layer.instructions())
    assert set(lines) == {"red", "blue", "green", "yellow"}
    assert all("CENTRE to 1–" in text and text.endswith("then press LOCK") for text in lines.values())


def to_programming(session, people) -> None:
    """Place every piece (each human dials its first free Starting Pix) until the programs are asked."""
    for _ in range(20):
        prompts = session.prompts()
        if any(p.secret for p in prompts.values()):
            return
        for key, prompt in prompts.items():
            if key in people:
                dial_choice(people[key], prompt, prompt.fields[0].options[0])
                press(people[key])
        session.poll()
    raise AssertionError("placement never ended")


def test_con05_a_lock_is_shown_with_a_pop_never_with_its_value():
    people = humans("red", "blue")
    session = bot_session(4, 8, humans=people)
    to_programming(session, people)
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    assert layer.seat_state("red") == ("waiting", None)
    people["red"].set_faces(direction=session.prompts()["red"].fields[0].options[0], number=1)
    press(people["red"])
    session.poll()
    layer.refresh(session.status(), 10.0)
    assert layer.seat_state("red") == ("locked", 10.0)
    assert layer.animating(10.0 + POP_S / 2) and not layer.animating(10.0 + POP_S * 2)
    assert [c for c, _ in layer.instructions()] == ["blue"]
    assert layer.headline() == "Blue: choose in secret"


def test_con05_a_refused_setting_keeps_the_seat_waiting():
    people = humans("red")
    session = bot_session(3, 8, humans=people)
    to_programming(session, people)
    people["red"].set_faces(direction=session.prompts()["red"].fields[0].options[0], number=0)   # PX-12: 0
    press(people["red"])
    session.poll()
    assert session.status()["refused"]                           # the session knows…
    layer = TableLayer(session, actions={"PX-10": "program in secret"})
    layer.refresh(session.status(), 0.0)
    assert layer.seat_state("red") == ("waiting", None)          # …the TV only keeps waiting for Red
    assert layer.headline() == "Red: program in secret"


def test_bots_are_never_waited_for():
    session = bot_session(4, 3)
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    assert layer.waiting() == [] and layer.headline() == "" and layer.instructions() == []


def test_a_vanished_controller_is_the_headline():
    people = humans("red")
    session = bot_session(3, 8, humans=people)
    people["red"].unplug()
    session.poll()
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    assert layer.headline() == "Waiting for Red: plug the controller back in"


def test_ticker_keeps_the_newest_lines_in_plain_words():
    t = Ticker(2)
    t.add("Red is caught (PX-21)", 0.0)
    t.add("Red is caught (PX-21)", 0.1)                       # the same line twice is one line
    t.add("Round 2", 1.0)
    t.add("Blue is Pixoid", 2.0)
    assert [line for line, _ in t.lines] == ["Round 2", "Blue is Pixoid"]
    assert t.animating(2.1) and not t.animating(3.0)


def test_any_game_rows_draw_with_every_state(app):
    """The layer knows no game: rows with teams, counters and every state draw inside the side panel."""
    session = bot_session(4, 3)
    layer = TableLayer(session)
    layer.refresh(session.status(), 0.0)
    rows = [SeatRow("red", role="Team A", counters=("12 Energy", "2 medals"), state="locked", locked_at=0.0),
            SeatRow("blue", role="Team A", lead=True, state="waiting"),
            SeatRow("green", role="Team B", state="out"),
            SeatRow("yellow", role="Team B", state="idle", note="bot"),
            SeatRow("purple", state="shown", shown=lambda s, at: draw.text(s, "5", at))]
    app.window = pygame.display.set_mode((1920, 1080))
    app._layout()
    draw.clear_log()
    layer.draw(app.window, rows, 0.1, "Talk freely (ST-05).", "Gold for Red!", [("H", "rules")], aside="Trial 3")
    drawn = [b.text for b in draw.text_boxes]
    for text in ("Gold for Red!", "LOCKED", "waiting", "out", "bot", "5", "Team A · 12 Energy · 2 medals",
                 "Talk freely.", "Trial 3"):
        assert text in drawn, text
    assert not any("ST-05" in t for t in draw.text_log)


def test_a_long_newest_ticker_line_is_read_whole_on_two_lines(app):
    """The newest happening wraps in the ticker's two lines instead of being cut ("… lose the turn")."""
    draw.set_view((1280, 720))
    surface = pygame.Surface((1280, 720))
    ticker = Ticker(2)
    ticker.add("Routes revealed", 0.0)
    long = "Over capacity on Red: Blue, Green, Yellow, Purple and Orange lose the turn"
    ticker.add(long, 1.0)
    draw.clear_log()
    ticker.draw(surface, pygame.Rect(24, 624, 582, 60), 10.0)
    assert " ".join(draw.text_log) == long and len(draw.text_log) == 2       # whole, the older line gives way
    ticker.add("Red rolls the Blue die: 2", 11.0)
    draw.clear_log()
    ticker.draw(surface, pygame.Rect(24, 624, 582, 60), 20.0)
    assert draw.text_log == ["Red rolls the Blue die: 2"]      # the older needs two rows, one is left: not cut
    ticker.add("Routes revealed", 21.0)
    draw.clear_log()
    ticker.draw(surface, pygame.Rect(24, 624, 582, 60), 30.0)
    assert draw.text_log == ["Routes revealed", "Red rolls the Blue die: 2"]    # short: the older below
