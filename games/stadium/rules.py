"""Stadium's meta-game as a pure state machine (docs/rules/stadium.md ST-01..ST-33, GAP-09, GAP-10, AMB-45, AMB-49,
AMB-50; docs/architecture.md §10): two teams play the trials of the track one after another, each trial a module
behind the :class:`~games.stadium.trial.Trial` protocol. Only the meta-game changes Energy, medals, the
First Player token or the track (games/stadium/flow.py applies each trial step's Outcome).

Setup: seats and teams (ST-01, ST-02), 25 Energy each (ST-03), empty Medal boards (ST-05), the First
Player token flipped by the oldest player (ST-06), the track drawn face down (ST-04) or fixed for practice,
then the first Reveal (ST-08). Every apply is one step of the current trial; its end records its medals,
passes the token after a tile with the pictogram (ST-21), reveals the next tile; after the tenth the game
ends (ST-22, ST-23).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from games.core.errors import IllegalInput
from games.core.evolve import evolve
from games.core.game import Event
from games.core.memo import memoised
from games.core.codec import face_of
from games.core.prompt import CHOICE, COLOUR, NUMERIC, Field, Prompt
from games.core.rng import Rng
from games.core.serial import from_jsonable, to_jsonable
from games.stadium.config import PLAYER_COUNTS, StadiumConfig, all_options, make_config
from games.stadium.contents import stand_ins, trial_content
from games.stadium.effects import ENERGY_START, empty_boards
from games.stadium.flow import Advance, award_json, result_of, table_of
from games.stadium.state import Flip, StadiumState
from games.stadium.track import draw, pools
from games.stadium.trial import TEAMS, Table
from games.stadium.trials import TRIAL_MODULES, get_trial
from games.stadium.turns import opponent_left_of
from games.stadium.view import table_view, tile_words, trial_view


def widest(fields: list[Field]) -> Field:
    """One field at its widest from several declarations of the same name: numbers span every range;
    a choice or colour field offers every (option, face) pair. One option may sit on different faces in
    different trials (Wait is the circle in Pole Vault, the crescent in Taekwondo), so when an option
    repeats, the declared options are the (option, face) pairs themselves: a declaration is read only
    for the faces it needs (games.core.codec.faces_needed)."""
    f = fields[0]
    if f.kind in NUMERIC:
        return replace(f, low=min(g.low for g in fields), high=max(g.high for g in fields))
    if f.kind not in (CHOICE, COLOUR):
        return f
    pairs: list[tuple[Any, Any]] = []
    for g in fields:
        for option in g.options:
            pair = (option, face_of(g, option))
            if pair not in pairs:
                pairs.append(pair)
    options = tuple(o for o, _ in pairs)
    if len(set(options)) < len(options):
        options = tuple(pairs)
    if f.kind == COLOUR:
        return replace(f, options=options)
    return replace(f, options=options, faces=tuple(x for _, x in pairs))


def _derived(state: StadiumState) -> tuple[Table, dict[str, Prompt]]:
    """The read-only table lent to the current trial and the prompts the trial asks on it."""
    table = table_of(state)
    return table, get_trial(state.current).prompts(state.trial_state, table) if state.current is not None else {}


DERIVED = memoised(_derived)
"""Each recent state's table and prompts, built once per state (games/core/memo.py): the runner asks for the
prompts, then ``apply`` for the table."""


def make_table(state: StadiumState) -> Table:
    """The read-only table lent to the current trial (memoised with the prompts, :data:`DERIVED`)."""
    return DERIVED(state)[0]


class Stadium:
    """The Stadium game (see the module docstring)."""

    name = "stadium"
    player_counts = PLAYER_COUNTS

    @property
    def options(self) -> tuple:
        return all_options()

    def trial_ids(self, cfg: StadiumConfig) -> tuple[str, ...]:
        """The trials that can come up in this game: the fixed track, or every tile of the box."""
        return cfg.track if cfg.track is not None else tuple(t for ids in pools().values() for t in ids)

    def fields(self, state: StadiumState) -> tuple[Field, ...]:
        """Every field at its widest that any trial that can come up may ask for (the trials' ``fields``)."""
        if state.current is None:
            return ()
        table = make_table(state)
        by_name: dict[str, list[Field]] = {}
        for trial_id in self.trial_ids(state.config):
            for f in get_trial(trial_id).fields(replace(table, content=trial_content(state.config, trial_id))):
                by_name.setdefault(f.name, []).append(f)
        return tuple(widest(fs) for fs in by_name.values())

    def content_record(self, cfg: StadiumConfig) -> dict[str, Any]:
        """For the journal header: the content folder and which content files in play are stand-ins."""
        return {"folder": cfg.content, "stand_ins": stand_ins(cfg, self.trial_ids(cfg))}

    # ---- setup ----------------------------------------------------------------------------------
    def configure(self, options: Mapping[str, Any]) -> StadiumConfig:
        """The validated configuration; every content file that can come up is checked now."""
        cfg = make_config(options)
        for trial_id in cfg.track if cfg.track is not None else TRIAL_MODULES:
            trial_content(cfg, trial_id)
        return cfg

    def setup(self, config: Mapping[str, Any] | StadiumConfig, seed: int = 0) -> StadiumState:
        cfg = config if isinstance(config, StadiumConfig) else self.configure(config)
        rng = Rng(seed)
        shows = TEAMS[rng.below(2)]                                                  # ST-06
        first = cfg.oldest if cfg.teams[cfg.oldest] == shows else opponent_left_of(cfg.players, cfg.teams, cfg.oldest)
        if cfg.track is not None:
            deck, unused = cfg.track, ()
            kinds = tuple(get_trial(t).kind for t in deck)
        else:
            deck, unused = draw(rng, cfg.layout)                                     # ST-04
            kinds = cfg.layout
        state = StadiumState(config=cfg, rng=rng.state, deck=deck, unused=unused, kinds=kinds, slot=0,
                             current=None, energy={p: ENERGY_START for p in cfg.players},          # ST-03
                             scores={p: 0 for p in cfg.players}, medals=empty_boards(),             # ST-05
                             first=first, flip=Flip(cfg.oldest, shows, first), trial_state=None,
                             trial_steps=0, trial_awards=(), records=(), finals_energy=None, step=0)
        adv = Advance(state, rng)
        adv.reveal()                                                                 # ST-08
        adv.settle()
        return adv.state(step=0)

    # ---- prompts and apply -------------------------------------------------------------------------
    def prompts(self, state: StadiumState) -> dict[str, Prompt]:
        """Built once per state (memoised outside it): the runner asks, then ``apply`` asks again."""
        return DERIVED(state)[1]

    def apply(self, state: StadiumState, inputs: Mapping[str, Any]) -> tuple[StadiumState, list[Event]]:
        if state.current is None:
            raise IllegalInput("ST-22", "", None, None, "the game is over; nothing more can be played.")
        trial = get_trial(state.current)
        rng = Rng(state.rng)
        out = trial.apply(state.trial_state, DERIVED(state)[0], inputs, rng)       # validates first
        adv = Advance(state, rng)
        adv.step(out)
        return adv.state(), adv.events

    # ---- views ----------------------------------------------------------------------------------
    def observe(self, state: StadiumState, seat: str | None) -> dict[str, Any]:
        """The table (ST-33: Energy, Scores and medals are public), the track with only revealed tiles
        named (ST-32), the current trial's public view; a seat's view adds ``private``."""
        cfg = state.config
        table = make_table(state)
        view = table_view(table, state.scores, seat)
        vp, winner = result_of(state.medals)
        revealed = len(state.records) + (state.current is not None)
        track = []
        for i, kind in enumerate(state.kinds):
            tile: dict[str, Any] = {"slot": i + 1, "kind": kind, "trial": None, "name": None, "short": None}
            if i < len(state.records):
                rec = state.records[i]
                tile.update(tile_words(rec.id), done=True,
                            awards=[award_json(a) for a in rec.awards], forced=rec.forced)
            elif i < revealed:
                tile.update(tile_words(state.current), done=False)
            elif cfg.track is not None:                          # a practice track is known to all
                tile.update(tile_words(cfg.track[i]))
            track.append(tile)
        view.update({
            "game": self.name, "players": list(cfg.players), "practice": cfg.track is not None,
            "track": track, "slot": state.slot + 1, "slots": len(state.kinds), "vp": vp,
            "flip": {"oldest": state.flip.oldest, "shows": state.flip.shows, "first": state.flip.first},
            "trial": trial_view(get_trial(state.current), state.trial_state, table, state.trial_steps)
            if state.current else None,
            "over": state.current is None,
            "winner": winner if state.current is None else None,
            "winners": self._winners(state) if state.current is None else [],
        })
        if seat is not None:
            team = cfg.teams.get(seat)
            view["private"] = {"team": team, "teammates": [s for s in cfg.players if cfg.teams[s] == team and s != seat]}
        return view

    def _winners(self, state: StadiumState) -> list[str]:
        """ST-23: the winning team's seats; a draw: every seat (as Pixoid lists every tied player)."""
        _, winner = result_of(state.medals)
        return [p for p in state.config.players if winner is None or state.config.teams[p] == winner]

    def result(self, state: StadiumState) -> dict[str, Any] | None:
        if state.current is not None:
            return None
        cfg = state.config
        vp, winner = result_of(state.medals)
        return {
            "game": self.name, "scores": {p: vp[cfg.teams[p]] for p in cfg.players},
            "winners": self._winners(state), "winner": winner, "teams": dict(cfg.teams),
            "medals": {t: dict(state.medals[t]) for t in TEAMS}, "vp": vp,
            "trials": [{"id": r.id, "type": r.kind, "forced": r.forced, "steps": r.steps,
                        "awards": [{"team": a.team, "medal": a.medal, "change": a.change} for a in r.awards]}
                       for r in state.records],
            "first_team": cfg.teams[state.flip.first],
            "finals_energy": dict(state.finals_energy) if state.finals_energy is not None else None,
        }

    # ---- JSON -----------------------------------------------------------------------------------
    def to_json(self, state: StadiumState) -> dict[str, Any]:
        """The whole state; ``trial_state`` is the current trial's state, tagged by ``current``."""
        data = to_jsonable(state)
        if state.current is not None:
            data["trial_state"] = to_jsonable(state.trial_state, get_trial(state.current).state_type)
        return data

    def from_json(self, data: Mapping[str, Any]) -> StadiumState:
        state = from_jsonable(StadiumState, {**data, "trial_state": None})
        if state.current is not None and data.get("trial_state") is not None:
            state = evolve(state, trial_state=from_jsonable(get_trial(state.current).state_type,
                                                            data["trial_state"]))
        return state

