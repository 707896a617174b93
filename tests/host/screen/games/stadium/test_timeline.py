"""Stadium's events as the TV shows them (host/screen/games/stadium/timeline.py): secret choices revealed
together in one beat (CON-06), each medal landing on its board with a sound and the VP recomputed (ST-20,
ST-22), the token passing (ST-21), the end of a trial keeping its board with the last step's events (ST-07),
the next trial's reveal holding for the table (ST-08); and the words: every prompt any trial asks has a
headline action, every ticker line fills from the events the trials really send."""
from __future__ import annotations

from games.core.faces import COLOURS
from games.core.runner import bot_inputs
from games.registry import get_game, make_bot
from games.stadium.trials import TRIAL_MODULES
from host.screen.games.stadium import timeline
from host.screen.games.stadium.results import words
from host.screen.games.stadium.trials.parts import ended


def start(players: int = 4, seed: int = 3, trials: str = "cycling,golf"):
    game = get_game("stadium")
    state = game.setup({"players": list(COLOURS[:players]), "trials": trials}, seed)
    return game, state, timeline.model_from_view(game.observe(state, None))


def step(game, state, seed: int = 3):
    bots = {s: make_bot("stadium", "heuristic") for s in state.config.players}
    inputs = bot_inputs(game, state, bots, seed, 0, game.prompts(state))
    return game.apply(state, inputs)


# CON-06
def test_con06_every_secret_wager_turns_face_up_in_one_beat():
    game, state, model = start()
    after, events = step(game, state)
    beats = timeline.beats(events, model, game.observe(after, None), words(), ended)
    reveals = [b for b in beats if b.kind == "reveal"]
    assert len(reveals) == 1 and reveals[0].sound == "reveal"
    wagers = next(e for e in events if e["type"] == "wagers")["wagers"]
    assert reveals[0].patch["shown"] == {s: str(w) for s, w in wagers.items()}
    assert beats.index(reveals[0]) < min(i for i, b in enumerate(beats) if b.kind == "medal")


# ST-20 ST-22
def test_st20_a_medal_lands_on_its_board_with_a_sound_and_the_vp_follow():
    game, state, model = start()
    after, events = step(game, state)
    beats = timeline.beats(events, model, game.observe(after, None), words(), ended)
    medal = next(b for b in beats if b.kind == "medal")
    assert medal.sound == "bonus"
    timeline.apply_patch(model, medal.patch, 5.0)
    event = next(e for e in events if e["type"] == "medal")
    board = event["boards"][event["team"]]
    assert model["medals"] == event["boards"]
    assert model["vp"][event["team"]] == 4 * board["gold"] + 2 * board["silver"] + board["bronze"]
    assert model["awards"][-1]["at"] == 5.0 and model["awards"][-1]["team"] == event["team"]
    if event.get("seat"):
        assert model["medal_rows"] == {event["seat"]: event["medal"]}
    lost = {"type": "medal", "team": "red", "medal": "gold", "change": -1, "seat": None, "applied": -1,
            "boards": {"red": {"gold": 0, "silver": 0, "bronze": 0}, "blue": {"gold": 0, "silver": 0, "bronze": 0}}}
    beat = timeline.beats([lost], model, game.observe(after, None), words(), ended)[0]
    assert beat.sound == "catch" and beat.patch["say"] == "Red team loses Gold"      # ST-DOPE-06


# ST-07 ST-08 ST-21
def test_st07_st08_a_trial_ends_on_its_board_then_the_next_is_revealed_and_held():
    game, state, model = start()
    after, events = step(game, state)
    view = game.observe(after, None)
    beats = timeline.beats(events, model, view, words(), ended)
    kinds = [b.kind for b in beats]
    assert kinds.index("trial_end") < kinds.index("trial_reveal") < kinds.index("revealed")
    end = beats[kinds.index("trial_end")]
    assert end.patch["trial"]["id"] == "cycling" and end.patch["trial"]["ended"]     # the drawer's last picture
    assert end.patch["tile"] == view["track"][0] and end.patch["tile"]["done"]
    reveal = beats[kinds.index("trial_reveal")]
    assert reveal.duration == 0.0 and reveal.patch["revealing"]["name"] == "Golf"    # held by the scene
    assert reveal.patch["trial"] == view["trial"]
    token = [b for b in beats if b.kind == "token"]
    for b, e in zip(token, [e for e in events if e["type"] == "token"]):
        assert b.patch["first"] == e["holder"]


def _played_events(trial_id: str, players: int) -> tuple[set[str], list[dict]]:
    game = get_game("stadium")
    seats = list(COLOURS[:players])
    state = game.setup({"players": seats, "trials": trial_id}, players)
    bots = {s: make_bot("stadium", "heuristic") for s in seats}
    rules: set[str] = set()
    seen: list[dict] = []
    n = 0
    while (prompts := game.prompts(state)) and n < 400:
        rules |= {p.rule for p in prompts.values()}
        state, events = game.apply(state, bot_inputs(game, state, bots, players, n, prompts))
        seen += events
        n += 1
    return rules, seen


def test_every_prompt_has_a_headline_and_every_ticker_line_fills():
    said = words()
    missing, broken = set(), set()
    for trial_id in TRIAL_MODULES:
        for players in (4, 6):
            rules, events = _played_events(trial_id, players)
            missing |= rules - set(said["actions"])
            for e in events:
                name = "medal_lost" if e["type"] == "medal" and e.get("change", 1) < 0 else e["type"]
                if name in said["ticker"] and timeline.say(said["ticker"][name], e) is None:
                    broken.add(name)
    assert not missing, f"no headline action for {sorted(missing)}"
    assert not broken, f"ticker lines that do not fill: {sorted(broken)}"


# CON-06
def test_con06_a_step_inside_a_trial_shows_its_board_with_the_reveal_not_before():
    game, state, model = start(trials="golf")
    after, events = step(game, state)
    view = game.observe(after, None)
    beats = timeline.beats(events, model, view, words(), ended)
    kinds = [b.kind for b in beats]
    settle = next(i for i, b in enumerate(beats) if "trial" in b.patch)
    assert kinds.index("reveal") == settle                    # seat rows and board turn face up together
    assert beats[settle].patch["trial"] == view["trial"] and beats[settle].patch["scores"] == view["scores"]


def every_step(trial_id: str, players: int, seed: int):
    """(events, model before, observation after) of each step of a practice game of ``trial_id``."""
    game = get_game("stadium")
    state = game.setup({"players": list(COLOURS[:players]), "trials": trial_id}, seed)
    bots = {s: make_bot("stadium", "heuristic") for s in state.config.players}
    n = 0
    while prompts := game.prompts(state):
        model = timeline.model_from_view(game.observe(state, None))
        state, events = game.apply(state, bot_inputs(game, state, bots, seed, n, prompts))
        n += 1
        yield events, model, game.observe(state, None)


# CON-06 ST-07: the board turns with the seat rows: from the beat that reveals the secret choices (else the first
# beat past the dice) the trial's drawer shows the step's outcome — never the board of the step before
def test_con06_the_board_shows_the_revealed_step_from_its_reveal_beat():
    stale = []
    for trial_id in sorted(TRIAL_MODULES):
        for players, seed in ((4, 1), (6, 2)):
            for events, model, after in every_step(trial_id, players, seed):
                beats = timeline.beats(events, model, after, words(), ended)
                ends = [b for b in beats if b.kind == "trial_end"]
                upto = beats.index(ends[0]) if ends else len(beats)
                mine = beats[:upto]
                first = next((b for b in mine if b.kind == "reveal"), None) or \
                    next((b for b in mine if b.kind not in ("reveal", "roll")), None)
                final = ends[0].patch.get("trial") if ends else after["trial"]
                if first is None or final is None:
                    continue
                if first.patch.get("trial") != final or any("trial" in b.patch for b in mine[:mine.index(first)]):
                    stale.append(f"{trial_id} {players}p seed {seed}: {[b.kind for b in mine]}")
    assert not stale, "\n".join(stale[:20])


# CON-08: a public choice given in turn has a headline while it is shown (Archery's "Blue: Score 3" had none)
def test_con08_every_choice_shown_in_turn_has_a_headline():
    silent = []
    for trial_id in sorted(TRIAL_MODULES):
        for events, model, after in every_step(trial_id, 4, 1):
            for b in timeline.beats(events, model, after, words(), ended):
                if b.kind == "act" and not b.patch.get("say"):
                    silent.append(f"{trial_id}: {b.patch['shown']}")
    assert not silent, silent[:10]


# ST-23: the closing ceremony's seat rows no longer show the last trial's choices or medals
def test_st23_the_ceremony_clears_the_seat_rows():
    game, state, model = start(trials="100m")
    after, events = step(game, state)
    beats = timeline.beats(events, model, game.observe(after, None), words(), ended)
    for b in beats:
        timeline.apply_patch(model, b.patch, 5.0)
        if b.kind == "reveal":
            assert model["shown"]
    assert beats[-1].kind == "game_end" and model["shown"] == {} and model["medal_rows"] == {}
