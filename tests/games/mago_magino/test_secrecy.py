"""Nobody may look under a frog (MM-34, CON-05, AMB-MM-14, DS-MM-30): who is under each frog is in no view —
the TV's nor any seat's, the owner's included — and nothing the table is shown or asked depends on it, until
a frog is freed and turns back into its owner's child for all to see. With the policy ``assisted`` a seat's
private view names its own frogs, and only its own."""
from __future__ import annotations

import json

from games.core.bots import RandomBot
from games.core.conformance import check_views
from games.core.evolve import evolve
from games.core.runner import bot_inputs
from games.mago_magino import GAME
from tests.games.mago_magino.helpers import P4, RULES, events_of, position


def twins(**options):
    """Two positions that differ only in who is under frogs 1 and 2."""
    base = position(P4, points=2, frogs={1: ("P5", "red_a"), 2: ("P9", "blue_b")}, wizard="P2", **options)
    return base, evolve(base, frog_owner={1: "blue_b", 2: "red_a"})


def views(state):
    return [json.dumps(RULES.observe(state, seat), sort_keys=True) for seat in (*P4, None)]


def test_ds_mm_30_mm_34_twin_games_look_and_ask_alike_until_a_frog_is_freed():
    for seed in range(6):
        one, two = twins(seed=seed)
        bots = {p: RandomBot() for p in P4}
        for step in range(400):
            assert views(one) == views(two), f"seed {seed} step {step}: a view tells whose frog is whose"
            assert RULES.prompts(one) == RULES.prompts(two), f"seed {seed} step {step}: the prompts differ"
            inputs = bot_inputs(GAME, one, bots, seed, step)
            one, e1 = RULES.apply(one, inputs)
            two, e2 = RULES.apply(two, inputs)
            if events_of(e1, "freed") or not RULES.prompts(one):
                break                                                 # the rules reveal it now (MM-44..MM-46)
            assert e1 == e2, f"seed {seed} step {step}: the public events differ"


def test_mm_34_the_owners_own_view_does_not_say_which_frog_is_theirs():
    one, _ = twins()
    for seat in (*P4, None):
        text = json.dumps(RULES.observe(one, seat))
        assert "red_a" not in text and "blue_b" not in text and "owner" not in text
        assert "private" not in RULES.observe(one, seat)
    assert GAME.hidden == ("frog_owner",)
    check_views(GAME, one, P4, "twins")                                # the shared CON-05 perturbation check


def test_amb_mm_14_assisted_memory_lets_each_seat_peek_at_its_own_frogs_only():
    one, two = twins(memory="assisted")
    assert RULES.observe(one, "red")["private"] == {"my_frogs": [1]}
    assert RULES.observe(two, "red")["private"] == {"my_frogs": [2]}
    assert RULES.observe(one, "green")["private"] == {"my_frogs": []}
    assert RULES.observe(one, None) == RULES.observe(two, None)       # the TV never knows
    assert GAME.private_lines({"my_frogs": [1]}) == ["Your frog is number 1."]
    assert GAME.private_lines({"my_frogs": []}) == ["None of the frogs is yours."]
