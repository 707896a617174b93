"""The 36 racers, found by convention: every module here defines ``RACER``, one :class:`~games.magical_athlete.
powers.Racer` (MA-R-*; GAP-MA-05). ``RACERS`` maps each racer's name (``BANANA``) to it.

How to write a racer
====================

One module per racer, named after it in lower case (``racers/huge_baby.py`` or ``racers/hugebaby.py``:
the file name is free, the ``name`` field is the key). It defines hook functions and ends with::

    RACER = Racer(
        name="BANANA", title="Banana", power="The Slip", timing=(ON_PASS,), optional=False,
        rules=("MA-R-BANANA-01",), text="Any racer that passes Banana trips (after its move).",
        hooks={"on_pass": on_pass}, value=0.4)

``timing`` uses the tags of games/magical_athlete/powers.py (display and documentation); ``optional`` is
True for a "can" power (MA-24); ``rules`` lists the rule IDs the module implements (the first one names the
power in narration); ``value`` (0..1) is what the heuristic bot thinks the power is worth when drafting.
``leaps=True`` (Leaptoad) makes the engine skip occupied spaces while this racer moves (it raises one
power fact per skipped space, for Scoocher); ``after_finish=True`` (Mastermind) keeps its powers after it
crossed the line. ``asks`` says when its hooks may ask its player something during the race's turns:
``"never"``, ``"own"`` (only on its own turn) or ``"any"`` (the default); it is only a speed hint, a wrong
one costs time, never a different game.

The hooks (powers.HOOKS lists them with their signatures). Every hook receives ``race`` (the
:class:`~games.magical_athlete.engine.Race`: the state and the API) and ``me`` (the racer's own
:class:`~games.magical_athlete.powers.Token`; Copycat, Egg and Twin run other racers' hooks with their own
token as ``me``, so never look a racer up by name — use ``me``):

- own-turn hooks, called only on ``me``'s own turn, in this order: ``start_of_turn(race, me)`` (every turn,
  a recovery turn too), ``before_main_move(race, me)`` (not on a recovery turn, AMB-MA-10),
  ``instead_of_roll(race, me)`` → an int (a base for a main move with no roll: Legs's 5), ``SKIP`` (the
  main move is replaced: Flip Flop's swap) or None (roll as usual). ``before_race(race, me)`` runs once
  after the reveal (MA-18). To skip this turn's main move from ``start_of_turn`` (Hare), set
  ``me.memo["turn"] = {"no_main_move": True}``; ``me.memo["turn"]`` is cleared at the start of each turn,
  so it is the place for once-per-turn flags (MA-26); the rest of ``me.memo`` lasts the race.
- roll hooks, called for every racer in the race while any racer's main move is rolled; ``mm`` is the
  :class:`~games.magical_athlete.powers.MainMove` (``mm.token`` the mover, ``mm.roll`` the face, ``mm.base``):
  ``reroll(race, me, mm)`` → True when ``me``'s power rerolls now (ask first; the engine rolls again and
  calls every ``reroll`` hook again; MA-41, MA-42); ``on_roll(race, me, mm)`` → an effect or None, after the
  final roll: the effects run before the move, in MA-25's order (Lackey moves "before they move"; set
  ``mm.cancelled = True`` to skip the move: Inchworm, Sisyphus; change ``mm.base``: Alchemist's 4, Rocket
  Scientist's double; ``mm.trip_after = True``); ``main_move(race, me, mm)`` → None, while the amount is
  fixed: ``mm.add(me, +1, rule)`` adds a modifier (each one counts as a power for Scoocher, AMB-MA-11).
- reactive hooks (triggers) ``on_move``, ``on_pass``, ``on_stop``, ``on_power``, ``on_cross``,
  ``end_of_turn``: ``(race, me, fact)`` → an effect (a function of no arguments) or None. The hook decides
  at the moment it is called whether the power triggers (AMB-MA-07: the trigger is fixed then) and returns
  what to do; the resolver runs the effects in MA-25's order, depth-first, dropping those of racers that
  have left. ``fact`` (powers.Fact) says what happened: ``fact.token`` (who moved / passed / stopped /
  finished / ended its turn), ``fact.other`` (who was passed), ``fact.space``, ``fact.start``, ``fact.how``
  (move, warp, put), ``fact.main``, ``fact.by`` and ``fact.rule`` (whose power caused it). A hook sees every
  racer's facts: check ``fact.token is me`` or ``is not me`` yourself.
- passive hooks the engine asks while computing a move: ``follow(race, me, mover, amount)`` → True to ride along
  with a racer leaving ``me``'s space (Suckerfish; ask inside), ``redirect(race, me, token, space)`` → the
  space a racer that would stop on ``me``'s space goes to instead (Huge Baby), ``blocks(race, me, token,
  amount)`` → True when a crossing move may not happen (Stickler); ``quiet(race, me)`` at quiet moments
  (Duelist's duel, Copycat's tie pick).

Acting (methods of ``race``; pass ``by=me, rule="MA-R-..."`` so the effect is narrated and counts as
``me``'s power happening, which Scoocher's ``on_power`` sees):
``race.move(token, n, by=me, rule=...)`` (n < 0 backward, floored at the Start), ``race.move_many([(a, n1),
(b, n2)], ...)`` (moves at one moment, their triggers resolved together: Party Animal's pull),
``race.warp(token, space, ...)``, ``race.warp_many([(a, s1), (b, s2)], ...)`` (simultaneous arrivals),
``race.put(token, space, ...)`` and ``race.put_many(...)`` (Huge Baby's "not a move"), ``race.trip(token,
...)``, ``race.eliminate(token, ...)``, ``race.give_points(seat, n, ...)``, ``race.skip_to(seat, ...)`` (a
seat's turn next), ``race.extra_turn(token, ...)`` (that racer's turn right after this one: Genius, Skipper),
``race.place_second(token)`` (Mastermind), ``race.later(effect)`` (after the main move in
progress), ``race.power(me, rule, text)`` (a power effect none of those primitives covers: a cancelled move,
a changed roll). Reading: ``race.others(me)``, ``race.at(space, but=me)``, ``race.alone(t)``,
``race.leaders()``, ``race.last()``, ``race.on_track()``, ``race.current`` (the racer whose turn it is),
``race.turn_start[t.index]``, ``race.track`` (``finish``, ``corners``, ``features``), ``race.points``,
``race.deck``, ``race.winners``, ``race.policy`` (AMB-MA switches), ``race.racers`` (every Racer by name).

Asking (the answer comes from the player; in tests from the scenario's answers): ``race.ask_yes(me, rule,
text)`` → bool (``who=token`` asks another racer's player: Dicemonger's reroll is the roller's choice);
``race.ask_target(me, rule, text, tokens, optional=True)`` → a Token or None (declined; a colour on the
wheel, §13.2); ``race.ask_number(me, rule, text, low, high, optional=...)`` → an int or None;
``race.ask_choice(me, rule, text, names, optional=...)`` → a 0-based index or None. Ask only when the
power can really be used (a question with no effect is a wasted prompt). An optional power with a target
asks once: ``ask_target(..., optional=True)`` (None = not used), not a yes/no and then a target.
Triggering others' powers is automatic: every primitive raises the facts it causes (a move's passes and
stop, a warp's stop, the ``power`` fact for ``by``), and the resolver runs the triggers.

Testing a racer (tests/games/magical_athlete/scenario.py)::

    from tests.games.magical_athlete.scenario import scenario

    def test_banana_trips_a_passer():   # MA-R-BANANA-01
        race = scenario({"red": "CENTAUR", "blue": "BANANA"}, spaces={"blue": 4}, dice=[5])
        race.turn("red")                         # red rolls the forced 5 and moves 0 -> 5, passing blue
        assert race.space("red") == 5 and race.tripped("red")

``scenario(racers, spaces=..., dice=[...], answers=[...], track="mild", features={...})`` builds a race
(racers by colour, in seat order), ``.turn(colour)`` plays that racer's turn with the forced dice,
``.asked`` lists the questions asked, ``.events`` what happened; ``.race`` is the Race itself (to call
``race.move(...)`` directly and watch the triggers).
"""
from __future__ import annotations

import pkgutil
from importlib import import_module
from pathlib import Path

from games.magical_athlete.powers import Racer


def _discover() -> dict[str, Racer]:
    found: dict[str, Racer] = {}
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        module = import_module(f"{__name__}.{info.name}")
        racer = vars(module).get("RACER")
        if not isinstance(racer, Racer):
            raise TypeError(f"games/magical_athlete/racers/{info.name}.py must define RACER = Racer(...)")
        if racer.name in found:
            raise TypeError(f"racer {racer.name} is defined twice ({info.name}.py)")
        found[racer.name] = racer
    return found


RACERS: dict[str, Racer] = _discover()
"""Every racer by name (e.g. ``BANANA``)."""

ALL_NAMES = ("ALCHEMIST", "BLIMP", "COACH", "BABAYAGA", "CENTAUR", "COPYCAT", "BANANA", "CHEERLEADER", "DICEMONGER",
             "DUELIST", "GENIUS", "HECKLER", "EGG", "GUNK", "HUGEBABY", "FLIPFLOP", "HARE", "HYPNOTIST", "INCHWORM",
             "LEGS", "MASTERMIND", "LACKEY", "LOVABLELOSER", "MOUTH", "LEAPTOAD", "MAGICIAN", "PARTYANIMAL",
             "ROCKETSCIENTIST", "SISYPHUS", "SUCKERFISH", "ROMANTIC", "SKIPPER", "THIRDWHEEL", "SCOOCHER", "STICKLER",
             "TWIN")
"""The 36 racers of the box (the rulebook's racer list order)."""
