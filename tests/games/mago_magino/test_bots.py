"""The heuristic bot (issue 22 item 4): it answers from its seat's view alone, carries crystals home, loads
and rolls again (MM-25, MM-47), frees frogs with the wizard (MM-46), aims the arrow at the other players'
children (AMB-MM-01) and, under assisted memory, prefers its own frogs (AMB-MM-14)."""
from __future__ import annotations

from games.core.bots import Bot, RandomBot, decision_rng
from games.core.runner import play_out
from games.core.evolve import evolve
from games.mago_magino import GAME
from games.mago_magino.bots import HeuristicBot
from games.mago_magino.state import AGAIN, AIM, LOAD_AFTER
from tests.games.mago_magino.helpers import P4, RULES, at, position, prompt_of


def act(state, seed: int = 0):
    bot = HeuristicBot()
    return bot.act(RULES.observe(state, state.current), prompt_of(state), decision_rng(seed, state.step, state.current))


def test_mm_25_mm_47_it_loads_and_rolls_again():
    assert act(evolve(position(points=4), phase=LOAD_AFTER)) == {"answer": "yes"}
    assert act(evolve(position(points=4), phase=AGAIN)) == {"answer": "yes"}


def test_mm_28_a_carrier_heads_home_and_an_unladen_child_for_the_hideout():
    carrier = position(points=3, children={"red_a": "P11", "red_b": "P3"}, carrying=("red_a",))
    assert act(carrier) == {"piece": "A"}
    racer = position(points=4, children={"red_a": "H", "red_b": "P9"}, wizard="P9")
    assert act(racer) == {"piece": "A"}
    asked, _ = RULES.apply(racer, {"red": {"piece": "A"}})
    assert act(asked) == {"way": "right"}                       # through the forest to the hideout


def test_mm_46_the_wizard_frees_frogs_when_he_can():
    state = position(points=2, children={"red_a": "P6", "red_b": "P6"}, wizard="P5", frogs={1: ("P7", "blue_a")})
    assert act(state) == {"piece": "wizard"}
    asked, _ = RULES.apply(state, {"red": {"piece": "wizard"}})
    assert act(asked) == {"way": "right"}


def test_amb_mm_01_it_aims_at_the_others_unguarded_children():
    state = position(P4, children={"blue_a": "P8", "green_a": "P8", "red_a": "P3"}, arrow="aim")
    asked = evolve(state, phase=AIM, points=1, face="witch", arrow=0)
    assert act(asked) == {"position": at("P8")}


def test_amb_mm_14_with_assisted_memory_it_hops_its_own_frog_home():
    state = position(points=2, frogs={1: ("P10", "blue_a"), 2: ("P10", "red_a"), 3: ("P2", "red_b")}, wizard="P6",
                     memory="assisted")
    chosen = [act(state, seed) for seed in range(20)]
    assert sum(c.get("frog") in (2, 3) for c in chosen) > 2 * sum(c.get("frog") == 1 for c in chosen)


def test_the_heuristic_bot_beats_random_bots_and_plays_shorter_games():
    wins = 0
    for seed in range(10):
        bots: dict[str, Bot] = {"red": HeuristicBot(), "blue": RandomBot()}
        final, _ = play_out(GAME, GAME.setup({"players": ["red", "blue"], "variant": "short"}, seed), bots, seed)
        wins += final.winners == ("red",)
    assert wins >= 8


def test_amb_mm_09_heuristic_games_end_where_bots_once_went_round_in_circles():
    """Frogs pushed to and fro, a wizard idling while every child was a frog in the forest, children waiting on an
    empty hideout to be bewitched and freed again: each of these games ends now (MM-18, MM-52)."""
    seats = ["red", "blue", "green", "yellow", "purple"]
    for players, seed in ((2, 5), (3, 3), (5, 22)):
        options = {"players": seats[:players], "arrow": "aim", "house": "ordinary",
                   "variant": "short" if players < 5 else "standard"}
        final, steps = play_out(GAME, GAME.setup(options, seed), {p: HeuristicBot() for p in seats[:players]}, seed,
                                max_steps=3000)
        assert final.winners and steps < 3000
