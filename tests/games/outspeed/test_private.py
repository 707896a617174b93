"""A seat's private view in words (games/outspeed/private.py) and what the table's legends may not tell
(CON-05, OS-11, OS-14, OS-18, OS-48): the centre-wheel numbers that pick a token to play or to keep are listed
on the seat's private channel only, and the legend the TV shows for them is the same whatever the hand or draw."""
from __future__ import annotations

from games.core.bots import RandomBot
from games.core.codec import decode, prompt_legend
from games.core.runner import bot_inputs
from games.outspeed.bonus import NAMES
from games.registry import get_game

GAME = get_game("outspeed")
P4 = ["red", "blue", "green", "yellow"]


def moments(seeds=range(6)):
    """(state, seat, prompt) for every declare and keep prompt of a few seeded random-bot games."""
    for seed in seeds:
        state = GAME.setup({"players": P4}, seed)
        bots = {p: RandomBot() for p in P4}
        step = 0
        while prompts := GAME.prompts(state):
            for seat, prompt in prompts.items():
                if prompt.rule in ("OS-14", "OS-48"):
                    yield state, seat, prompt
            state, _ = GAME.apply(state, bot_inputs(GAME, state, bots, seed, step))
            step += 1


# CON-05, OS-11, OS-48: the TV's legend for the token and the kept token never depends on what is in hand
def test_con_05_os_11_os_48_legends_do_not_depend_on_the_hand_or_the_draw():
    legends = {"OS-14": set(), "OS-48": set()}
    for _, _, prompt in moments():
        legends[prompt.rule].add(prompt_legend(prompt))
    assert legends["OS-14"] == {"play: ● Yes  ◉ No · token: turn the CENTRE wheel to your private number"}
    assert legends["OS-48"] == {"keep: turn the CENTRE wheel to your private number"}


# OS-14, OS-48: each number the private view lists selects that token on the centre wheel
def test_os_14_os_48_the_private_view_numbers_select_those_tokens():
    checked = {"OS-14": 0, "OS-48": 0}
    for state, seat, prompt in moments():
        private = GAME.observe(state, seat)["private"]
        lines = GAME.private_lines(private)
        field = "token" if prompt.rule == "OS-14" else "keep"
        listed = private["choices"][field]
        assert listed == list(prompt.field(field).options)
        for number, token in enumerate(listed, 1):
            assert f"{number} = {NAMES[token]}" in " ".join(lines)
            reading = {"symbol": "green_circle", "number": number}
            assert decode(prompt, reading)[field] == token
        checked[prompt.rule] += 1
        assert GAME.observe(state, None)["private"] is None
        for other in P4:
            if other != seat:
                assert GAME.observe(state, other)["private"]["choices"] == {} or other in GAME.prompts(state)
    assert checked["OS-14"] > 5 and checked["OS-48"] > 5


# OS-18: a committed token is named to its owner until the joint reveal, to nobody else
def test_os_18_the_committed_token_is_named_privately():
    lines = GAME.private_lines({"hand": ["nitro", "ion_cannon"], "drawn": None, "committed": "nitro", "choices": {}})
    assert lines == ["Your tokens: Nitro, Ion Cannon", "You play Nitro (hidden until the reveal)"]
    none = GAME.private_lines({"hand": ["ion_cannon"], "drawn": None, "committed": None, "choices": {"token": []}})
    assert none == ["Your tokens: Ion Cannon", "None of them can be played now: RIGHT ◉ No (pass)"]
