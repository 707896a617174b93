"""Stadium positions (issue 18 item 7; docs/positions.md, games/core/position.py): the start of a trial on a
chosen track with the Energy, medals and First Player token a position gives (ST-03..ST-08, ST-10, ST-20,
ST-21, ST-29), every other field as a normal setup leaves it. The trial starts as the game starts it (its
opening rolls take the position's ``next_dice``).

Fields (all optional)::

    track: [golf, fencing, ...]  # the face-down tile of each slot, first slots first (a drawn track only:
                                 # each id once and of its slot's type; slots not given keep the setup's draw)
    slot: 4                      # the slot whose trial starts now (1-based); earlier slots count as played
    energy: {red: 12, blue: 30}  # each seat's Energy, 0..30 (ST-03, ST-10; default 25)
    medals: {red: {gold: 2, silver: 1}, blue: {bronze: 1}}   # each team's medals so far (ST-20)
    first: yellow                # who holds the First Player token (ST-06, ST-21)
    trial:                       # a moment inside that trial (default: its start)
      steps: 5                   # its steps already played (its step cap counts them, AMB-45; default 0)
      scores: {red: 17}          # the Scores so far in it (ST-12; default 0)
      state: {turn: 2, ...}      # its own state's fields, as the journal writes them (the rest as it starts)

Inside a trial the trial starts as the game starts it (its opening rolls from the seed, never from
``next_dice``), then the fields given replace its state's; Energy, medals and the token are the position's
at that moment, and ``next_dice`` are the rolls that come next. The state is checked field by field (types,
the trial's own ``position_problems``: ST-... rules), then the rest of the trial is played out by random bots
once, so a state the trial cannot go on from is refused before the table opens.
"""
from __future__ import annotations

from typing import Any

from games.core.bots import RandomBot, decision_rng
from games.core.content import only_keys, whole
from games.core.errors import ContentError, RulesError
from games.core.position import typed, with_fields
from games.core.evolve import evolve
from games.core.rng import Rng
from games.stadium.config import StadiumConfig
from games.stadium.contents import dice
from games.stadium.effects import ENERGY_MAX, ENERGY_MIN, empty_boards
from games.stadium.flow import Advance, table_of
from games.stadium.state import StadiumState, TrialRecord
from games.stadium.trial import MEDALS, TEAMS
from games.stadium.trials import TRIAL_MODULES, get_trial

FIELDS = ("track", "slot", "energy", "medals", "first", "trial")
DICE = True


def dice_of(config: StadiumConfig) -> dict[str, tuple[Any, ...]]:
    return dice(config)


def _seat(value: Any, seats: tuple[str, ...], file: str, field: str) -> str:
    if value not in seats:
        raise ContentError(file, field, f"{value!r} is not one of the players ({', '.join(seats)})")
    return value


def _track(base: StadiumState, given: Any, file: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The deck with the given slots first, the rest of the setup's draw kept (each tile once, ST-29)."""
    if base.config.track is not None:
        raise ContentError(file, "track", "the options fix the track (trials); give the trials there")
    if not isinstance(given, list) or len(given) > len(base.kinds):
        raise ContentError(file, "track", f"must be a list of at most {len(base.kinds)} trial ids")
    for i, trial_id in enumerate(given):
        if trial_id not in TRIAL_MODULES:
            raise ContentError(file, f"track[{i}]", f"{trial_id!r} is not a trial ({', '.join(TRIAL_MODULES)})")
        if given.index(trial_id) != i:
            raise ContentError(file, f"track[{i}]", f"{trial_id} is on the track twice (each tile is unique, ST-29)")
        kind = get_trial(trial_id).kind
        if kind != base.kinds[i]:
            raise ContentError(file, f"track[{i}]", f"{trial_id} is a {kind} trial but slot {i + 1} of the layout "
                                                    f"takes a {base.kinds[i]} one (ST-04)")
    pool = [t for t in base.deck + base.unused if t not in given]
    deck = list(given)
    for kind in base.kinds[len(given):]:
        pick = next(t for t in pool if get_trial(t).kind == kind)
        pool.remove(pick)
        deck.append(pick)
    return tuple(deck), tuple(pool)


def build(base: StadiumState, data: dict[str, Any], file: str) -> StadiumState:
    """The trial of the position's slot, started."""
    cfg = base.config
    seats = cfg.players
    deck, unused = _track(base, data["track"], file) if "track" in data else (base.deck, base.unused)
    slot = whole(data.get("slot", 1), file, "slot", 1, len(base.kinds)) - 1
    energy = dict(base.energy)
    given = data.get("energy", {})
    if not isinstance(given, dict):
        raise ContentError(file, "energy", "must be a mapping of seats to Energy")
    for seat, n in given.items():
        where = f"energy.{seat}"
        _seat(seat, seats, file, where)
        if isinstance(n, int) and not isinstance(n, bool) and n > ENERGY_MAX:
            raise ContentError(file, where, f"{n} is more Energy than a player can hold ({ENERGY_MIN}..{ENERGY_MAX})")
        energy[seat] = whole(n, file, where, ENERGY_MIN, ENERGY_MAX)
    medals = empty_boards()
    boards = data.get("medals", {})
    if not isinstance(boards, dict):
        raise ContentError(file, "medals", "must be a mapping of teams (red, blue) to their medals")
    only_keys(boards, TEAMS, file, "medals", "a team (red or blue)")
    for team, board in boards.items():
        if not isinstance(board, dict):
            raise ContentError(file, f"medals.{team}", "must be a mapping of medals (gold, silver, bronze) to counts")
        only_keys(board, MEDALS, file, f"medals.{team}", "a medal (gold, silver or bronze)")
        for medal, n in board.items():
            medals[team][medal] = whole(n, file, f"medals.{team}.{medal}", 0)
    first = _seat(data.get("first", base.first), seats, file, "first")
    records = tuple(TrialRecord(i, deck[i], base.kinds[i]) for i in range(slot))
    finals = dict(energy) if "final" in base.kinds[:slot] else None
    state = evolve(base, deck=deck, unused=unused, slot=slot, current=None, energy=energy,
                   scores={s: 0 for s in seats}, medals=medals, first=first, trial_state=None, trial_steps=0,
                   trial_awards=(), records=records, finals_energy=finals)
    if "trial" in data:
        return _inside(state, data["trial"], file)
    adv = Advance(state, Rng(state.rng))
    adv.reveal()                                                             # ST-08: the trial starts
    adv.settle()
    return adv.state(step=0)


TRIAL_FIELDS = ("steps", "scores", "state")


def _inside(state: StadiumState, given: Any, file: str) -> StadiumState:
    """The slot's trial started without the forced dice, then moved to the moment ``given`` describes."""
    if not isinstance(given, dict):
        raise ContentError(file, "trial", f"must be a mapping of {', '.join(TRIAL_FIELDS)}")
    only_keys(given, TRIAL_FIELDS, file, "trial", f"a field of a trial in progress ({', '.join(TRIAL_FIELDS)})")
    rng = Rng(state.rng)
    forced, rng.forced = rng.forced, 0                  # next_dice are the rolls after the position
    adv = Advance(state, rng)
    adv.reveal()                                                             # ST-08: the trial starts
    trial = get_trial(adv.current)
    if adv.trial_state is None:
        raise ContentError(file, "trial", f"{trial.name} is over as soon as it starts; start at the next slot")
    adv.energy, adv.medals, adv.first = state.energy, state.medals, state.first   # the position's, now
    adv.trial_steps = whole(given.get("steps", 0), file, "trial.steps", 0, trial.step_cap - 1)
    scores = given.get("scores", {})
    typed(scores, dict[str, int], file, "trial.scores")
    for seat in scores:
        _seat(seat, state.config.players, file, f"trial.scores.{seat}")
    adv.scores = {**adv.scores, **scores}
    if "state" in given:
        adv.trial_state = with_fields(adv.trial_state, given["state"], file, "trial.state")
    rng.forced = forced
    built = adv.state(step=0)
    _goes_on(built, file)
    return built


def _goes_on(state: StadiumState, file: str) -> None:
    """The trial's own checks, then its rest played once by random bots (from a copy: ``state`` is kept)."""
    from games.stadium.rules import Stadium
    trial = get_trial(state.current)
    game, bot, seats = Stadium(), RandomBot(), set(state.config.players)
    now, step = state, 0
    try:
        for field, problem in trial.position_problems(state.trial_state, table_of(state)):
            raise ContentError(file, f"trial.state.{field}" if field else "trial.state", problem)
        while now.current == state.current and now.slot == state.slot:
            prompts = game.prompts(now)
            strangers = [p.seat for p in prompts.values() if p.seat not in seats]
            if strangers:
                raise ContentError(file, "trial.state", f"{trial.name} would ask {strangers[0]}, who is not playing")
            game.observe(now, None)
            inputs = {c: bot.act(None, p, decision_rng(0, step, c)) for c, p in prompts.items()}
            now, _ = game.apply(now, inputs)
            step += 1
    except ContentError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError, RulesError) as exc:
        raise ContentError(file, "trial.state", f"{trial.name} cannot go on from this state "
                                                f"({type(exc).__name__}: {exc})") from None
