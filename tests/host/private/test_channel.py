"""Private channels (docs/architecture.md §8): the backend is chosen per seat (the controller's screen where it has
one, else the TV peek, none for a bot); a refusal's reason and what a seat locked in reach that seat's
channel only; the controller screen gets text cut to its size, and only when it changes."""
from __future__ import annotations

from hal.simulated import SimulatedController
from host.private import PEEK, SCREEN, PrivateChannels, private_lines, screen_of
from games.core.game import generic_lines
from host.private.screen import fit
from tests.host.private.doubles import RecordingScreen
from tests.host.screen.conftest import bot_session, press


def table(with_screen: bool = True):
    red, blue = SimulatedController("red"), SimulatedController("blue")
    if with_screen:
        red.text_screen = RecordingScreen()
    session = bot_session(4, 3, humans={"red": red, "blue": blue})
    return session, red, blue


def test_backends_are_chosen_per_seat():
    session, red, blue = table()
    channels = PrivateChannels(session)
    assert screen_of(red) is red.text_screen and screen_of(blue) is None
    assert channels.kind("red") == SCREEN and channels.kind("blue") == PEEK
    assert channels.kind("green") is None and channels.kind("nobody") is None       # a bot needs no channel


def test_a_refusal_reason_goes_to_the_seats_screen_only():
    """CON-05: the reason of a refused placement is private to the seat that dialled it."""
    session, red, blue = table()
    channels = PrivateChannels(session)
    prompts = session.prompts()
    placer = next(k for k in prompts if k in ("red", "blue"))
    c = {"red": red, "blue": blue}[placer]
    c.set_faces(number=30)                 # no Starting Pix has number 30: refused
    press(c)
    session.poll()
    note = session.private_note(placer)
    assert note
    channels.refresh()
    if placer == "red":
        assert any(note[:10] in " ".join(shot) for shot in red.text_screen.shown)
    else:
        assert channels.peek_lines("blue")[0].startswith("Refused:")
        assert not red.text_screen.shown or all(note[:10] not in " ".join(s) for s in red.text_screen.shown)
    sent = len(red.text_screen.shown)
    channels.refresh()
    assert len(red.text_screen.shown) == sent        # unchanged lines are not sent again


def test_peek_lines_only_for_tv_seats_with_something_private():
    session, red, blue = table()
    channels = PrivateChannels(session)
    assert channels.peek_lines("red") is None        # its private view is on its own screen
    assert channels.peek_lines("green") is None      # a bot
    if not channels.lines("blue"):
        assert channels.peek_lines("blue") is None


def test_lines_in_order_and_generic_private_view():
    """A game that declares no ``private_lines`` gets the generic words (games/core/game.py's default)."""
    plain = type("G", (), {"private_lines": staticmethod(generic_lines)})()
    lines = private_lines(plain, {"bonus_tokens": ["x2", "shield"], "kept": None}, note="that Pix is taken")
    assert lines[0] == "Refused: that Pix is taken"
    assert "Bonus tokens: x2, shield" in lines and "Kept: None" in lines
    assert generic_lines([]) == [] and generic_lines(None) == [] and generic_lines(["a", "b"]) == ["a", "b"]

    class Worded:
        def private_lines(self, private):
            return [f"{len(private)} tokens"]
    assert private_lines(Worded(), ["a", "b"]) == ["2 tokens"]


def test_fit_wraps_and_cuts_to_the_screen():
    out = fit(["Refused: that setting is not allowed here", "You locked in: direction ←, distance 5"], 16, 4)
    assert len(out) == 4 and all(len(line) <= 16 for line in out) and out[-1].endswith(">")     # more follows
    assert fit(["short"], 16, 4) == ["short"]


# OS-11 OS-14 OS-48: a long private view on a controller's 16×4 screen — every word shown, page by page, in ASCII
def test_a_long_private_view_takes_turns_in_pages_nothing_cut():
    from games.outspeed.private import private_lines as outspeed_lines
    from host.private.screen import MORE, PAGE_S, ascii_text, pages
    hand = ["electromagnet", "fuel_tank", "ion_cannon", "nitro"]
    lines = ["Refused: a Forcefield cannot be played now."] + outspeed_lines(
        {"hand": hand, "choices": {"token": ["fuel_tank", "nitro"]}})
    shown = pages(lines, 16, 4)
    assert len(shown) > 1 and all(len(p) <= 4 and all(len(r) <= 16 for r in p) for p in shown)
    assert all(p[-1].endswith(MORE) for p in shown[:-1]) and not shown[-1][-1].endswith(MORE)
    text = " ".join(r.removesuffix(MORE) for p in shown for r in p).split()
    assert text == ascii_text(" ".join(lines)).split()                    # every word, in order: nothing cut
    assert all(32 <= ord(ch) <= 126 for p in shown for r in p for ch in r)
    assert "RIGHT green Yes," in " ".join(r.removesuffix(MORE) for p in shown for r in p)   # the glyph as a word
    screen = RecordingScreen()

    class One:
        plans = {"red": type("Plan", (), {"kind": "controller"})()}
        controllers = {"red": type("C", (), {"text_screen": screen})()}

        def private_view(self, seat):
            return {"hand": hand, "choices": {"token": ["fuel_tank", "nitro"]}}

        def private_note(self, seat):
            return "a Forcefield cannot be played now."

        def locked_in(self, seat):
            return []
        game = type("G", (), {"private_lines": staticmethod(outspeed_lines)})()

    channels = PrivateChannels(One())
    shown = pages(channels.lines("red"), 16, 4)                      # the reason, "Change it…", then the view
    for k in range(len(shown) + 1):
        channels.refresh(100.0 + k * PAGE_S)
    assert screen.shown == shown + [shown[0]]                       # the pages take turns, then from the top


def test_a_screen_that_goes_moves_the_seat_to_the_peek_and_back_with_its_lines_sent_again():
    """Issue 20 Why 1: a controller whose screen stops answering has no text screen (hal.serial_controller)."""
    session, red, blue = table()
    channels = PrivateChannels(session)
    screen = red.text_screen
    channels.refresh(0.0)
    shown = len(screen.shown)
    red.text_screen = None                                # the board said N screen=lost
    assert channels.kind("red") == PEEK and channels.peek_lines("red") == (channels.lines("red") or None)
    channels.refresh(1.0)
    red.text_screen = screen                              # N screen=16x4: the same screen answers again
    channels.refresh(2.0)
    assert channels.kind("red") == SCREEN
    assert len(screen.shown) == shown + 1 and screen.now == fit(channels.lines("red"), 16, 4)
