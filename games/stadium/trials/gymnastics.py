"""Team Gymnastics (ST-GYM-01..08, AMB-37, AMB-38, AMB-51, DS-GYM-01): three public team auctions, for Gold,
then Silver, then Bronze.

Clockwise from the first player, each player in turn announces a number or passes for the whole team
(ST-GYM-03). A number is above the last one announced in this auction and at most the announcer's team's
Energy, the first one from 0 (ST-GYM-04); it is dialled as a raise over the last number (an OFFSET field,
AMB-01), so bids up to a team's 90 Energy stay reachable on any wheel. The first player of an auction must
announce (AMB-38a); a team that cannot beat the last number must pass (ST-GYM-05, AMB-38c). A pass awards the
medal to the other team at once, which spends its last number in a split its last announcer dials (ST-GYM-06,
AMB-51); then the First Player token passes to the left (ST-GYM-07, AMB-37: ``Outcome.pass_token``) and the
next auction starts from the new first player. One team may win all three (ST-GYM-08).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from games.core.content import need
from games.core.errors import ContentError
from games.core.prompt import NUMBER, OFFSET, Field, Prompt, validate_inputs
from games.core.rng import Rng
from games.stadium.content_checks import whole
from games.stadium.effects import ENERGY_MAX, pass_token
from games.stadium.reserve import reserve
from games.stadium.team_split import SplitStep
from games.stadium.trial import MEDALS, Award, Outcome, Table
from games.stadium.trial_content import Worded, int_list, trial_yaml
from games.stadium.turns import left_of
from games.stadium.wheels import choice

AUCTIONS = len(MEDALS)
"""ST-GYM-02: Gold, then Silver, then Bronze; the trial ends after the Bronze."""
STEP_CAP = AUCTIONS * ((3 * ENERGY_MAX + 1) + 1 + 2)
"""The most steps the trial can take (AMB-45's cap is never reached): per auction every number from 0 to a
6-player team's 90 Energy, one pass, and two shares of the price."""


@dataclass(frozen=True, slots=True)
class GymnasticsContent:
    """The tile prints no numbers; the file holds the heuristic bot's habits."""

    file: str
    stand_in: bool
    bid_share: dict[str, int]
    """The most of its team's Energy, in percent, a bot announces for each medal."""
    raise_by: tuple[int, int]
    """The range a bot's raise over the last number is drawn from."""


@dataclass(frozen=True, slots=True)
class GymnasticsState:
    turn: str
    """The seat to announce or pass (the first player at the start of each auction)."""
    awarded: int = 0
    """Medals awarded so far: the auction now is for ``MEDALS[awarded]``."""
    last: int | None = None
    """The last number announced in this auction (AMB-38b); None before the first."""
    last_by: str | None = None
    """Who announced it: on a pass their team wins, and they dial the split of the price (AMB-51)."""
    split: SplitStep | None = None
    """The winning team's split of the price, while its shares are being dialled."""
    winners: tuple[str, ...] = ()
    """The team that won each medal so far, in order."""


def load_content(path: str | None) -> GymnasticsContent:
    file, data = trial_yaml("gymnastics", path)
    shares = need(data, "bid_share", dict, file, "bid_share")
    bid_share: dict[str, int] = {}
    for medal in MEDALS:
        bid_share[medal] = whole(shares, medal, file, f"bid_share.{medal}", 0, 100)
    extra = next((k for k in shares if k not in MEDALS), None)
    if extra is not None:
        raise ContentError(file, f"bid_share.{extra}", f"is not a medal ({', '.join(MEDALS)})")
    low, high = int_list(data, "raise_by", file, length=2, low=1, high=ENERGY_MAX)
    if low > high:
        raise ContentError(file, "raise_by", f"must be a range low..high, not {low}..{high}")
    return GymnasticsContent(file, data["stand_in"], bid_share, (low, high))


def team_energy(table: Table, team: str) -> int:
    """ST-GYM-04: the combined current Energy of a team, the cap on its numbers."""
    return sum(table.energy[m] for m in table.members(team))


class Gymnastics(Worded):
    id = "gymnastics"
    kind = "standard"
    talk = False                     # ST-GYM-01: only the announcements themselves
    passes_token = False             # GAP-10, AMB-37: the token passes after each medal, inside the trial
    step_cap = STEP_CAP
    state_type = GymnasticsState

    def load(self, content_path: str | None) -> GymnasticsContent:
        return load_content(content_path)

    def start(self, table: Table, rng: Rng) -> Outcome:
        return Outcome(GymnasticsState(table.first))            # ST-GYM-03: from the first player

    def prompts(self, state: GymnasticsState, table: Table) -> dict[str, Prompt]:
        if state.split is not None:
            prompt = share_on_the_wheel(state.split, table)
            return {prompt.seat: prompt}
        return {state.turn: self._bid_prompt(state, table)}

    def _bid_prompt(self, state: GymnasticsState, table: Table) -> Prompt:
        seat, last = state.turn, state.last
        cap = team_energy(table, table.teams[seat])
        medal = MEDALS[state.awarded]
        if last is None:                                         # AMB-38a
            action = choice("announce_pass", "action", "ST-GYM-03", ("announce",), refusals=(
                ("pass", "the first player of an auction must announce a number (0 is allowed): the other "
                         "team has announced nothing to pass on yet (AMB-38)."),))
        elif last < cap:
            action = choice("announce_pass", "action", "ST-GYM-03", ("announce", "pass"))
        else:                                                    # ST-GYM-05, AMB-38c
            action = choice("announce_pass", "action", "ST-GYM-05", ("pass",), refusals=(
                ("announce", f"your team's Energy ({cap}) cannot beat the last number ({last}): you must pass."),))
            return Prompt(seat, seat, (action,), False, "ST-GYM-05",
                          f"{seat} must pass: the other team wins {medal} for {last}")
        base = 0 if last is None else last
        low = 0 if last is None else last + 1
        high = min(cap, base + table.wheel_max)
        over = "from 0" if last is None else f"above {last}"
        number = Field("bid", OFFSET, "ST-GYM-04",
                       f"the number must be {over} and at most your team's Energy ({cap}); one announcement "
                       f"raises at most {table.wheel_max}, the wheel's largest number",
                       low=low, high=high, base=base, only_if=("action", ("announce",)))
        reason = (f"{seat}: announce a number for {medal} (0 to {high})" if last is None else
                  f"{seat}: announce more than {last} for {medal}, or pass")
        return Prompt(seat, seat, (action, number), False, "ST-GYM-03", reason)

    def fields(self, table: Table) -> tuple[Field, ...]:
        """Every field a Gymnastics prompt can ask, at its widest: the action, a raise of up to the wheel's
        largest number and a share of a price."""
        return (choice("announce_pass", "action", "ST-GYM-03", ("announce", "pass")),
                Field("bid", OFFSET, "ST-GYM-04", low=0, high=table.wheel_max),
                Field("share", NUMBER, "AMB-51", low=0, high=table.wheel_max))

    def apply(self, state: GymnasticsState, table: Table, inputs: Mapping[str, Any], rng: Rng) -> Outcome:
        clean = validate_inputs(self.prompts(state, table), inputs)
        if state.split is not None:
            return self._share(state, clean[state.split.designated]["share"])
        seat = state.turn
        if clean[seat]["action"] == "announce":
            number = clean[seat]["bid"]
            event = {"type": "announce", "seat": seat, "team": table.teams[seat], "number": number,
                     "medal": MEDALS[state.awarded]}
            return Outcome(replace(state, turn=left_of(table.seats, seat), last=number, last_by=seat), (event,))
        return self._pass(state, table, seat)

    def _pass(self, state: GymnasticsState, table: Table, seat: str) -> Outcome:
        """ST-GYM-06: the other team wins the medal now and spends its last number; ST-GYM-07: the token
        passes to the left and the next auction starts from the new first player."""
        assert state.last is not None and state.last_by is not None
        medal, price, team = MEDALS[state.awarded], state.last, table.teams[state.last_by]
        events: list[dict] = [{"type": "pass", "seat": seat, "team": table.teams[seat], "medal": medal},
                              {"type": "auction_won", "team": team, "medal": medal, "price": price,
                               "rule": "ST-GYM-06"}]
        split = SplitStep.begin(state.last_by, table.members(team), price, -1, table, rule="AMB-51") \
            if price else None
        energy: dict[str, int] = {}
        if split is not None and split.done():                   # only one split is possible
            energy, split = split.deltas(), None
            events.append({"type": "split", "team": team, "shares": {m: -d for m, d in energy.items()}})
        awarded = state.awarded + 1
        nxt = GymnasticsState(pass_token(table.seats, table.teams, table.first), awarded, None, None, split,
                              (*state.winners, team))
        over = awarded == AUCTIONS and split is None
        return Outcome(None if over else nxt, tuple(events), energy={m: d for m, d in energy.items() if d},
                       awards=(Award(team, medal),), pass_token=1)

    def _share(self, state: GymnasticsState, share: int) -> Outcome:
        assert state.split is not None
        split = state.split.advance(share)
        if not split.done():
            return Outcome(replace(state, split=split))
        deltas = split.deltas()
        team = state.winners[-1]
        event = {"type": "split", "team": team, "shares": {m: -d for m, d in deltas.items()}, "rule": "AMB-51"}
        over = state.awarded == AUCTIONS
        return Outcome(None if over else replace(state, split=None), (event,),
                       energy={m: d for m, d in deltas.items() if d})

    def forced_end(self, state: GymnasticsState, table: Table) -> Outcome:
        """Never reached (every step raises the number, passes or dials a share); ends with the medals won."""
        return Outcome(None, ({"type": "forced_end", "trial": self.id, "rule": "AMB-45"},))

    def view(self, state: GymnasticsState, table: Table) -> dict:
        split = state.split
        return {"medal": MEDALS[state.awarded] if state.awarded < AUCTIONS else None,
                "winners": list(state.winners), "turn": state.turn, "last": state.last, "last_by": state.last_by,
                "team_energy": {team: team_energy(table, team) for team in ("red", "blue")},
                "split": None if split is None else {"designated": split.designated, "members": list(split.members),
                                                     "total": split.total, "given": list(split.given)},
                "bid_share": dict(table.content.bid_share), "raise_by": list(table.content.raise_by)}

    def heuristic(self, view: dict, prompt: Prompt, rng: Rng, seat: str) -> dict:
        """Split a price in proportion to the members' Energy; bid a small raise while the number stays
        within the medal's share of the team's Energy (more for Gold than Bronze) and leaves every member the
        Energy kept for the Finals ahead (games/stadium/reserve.py), else pass."""
        trial = view["trial"]["state"]
        if trial["split"] is not None:
            return {"share": _fair_share(trial["split"], view["energy"], prompt.field("share"))}
        action = prompt.field("action")
        if "announce" not in action.options:
            return {"action": "pass"}
        number = prompt.field("bid")
        team = view["teams"][seat]
        members = sum(1 for t in view["teams"].values() if t == team)
        energy = trial["team_energy"][team]
        limit = min(energy * trial["bid_share"][trial["medal"]] // 100, energy - members * reserve(view))
        low, high = trial["raise_by"]
        step = low + rng.below(high - low + 1)
        if trial["last"] is None:
            return {"action": "announce", "bid": min(step - low, number.high)}
        want = min(trial["last"] + step, limit, number.high)
        if want < number.low:
            return {"action": "pass"} if "pass" in action.options else {"action": "announce", "bid": number.low}
        return {"action": "announce", "bid": want}


def share_on_the_wheel(split: SplitStep, table: Table) -> Prompt:
    """The split's next share prompt, dialled as a raise over the lowest legal share when the highest is
    beyond the wheel (AMB-01): a price up to a team's 90 Energy can need a share the wheel does not show."""
    prompt = split.prompt(table)
    assert prompt is not None, "a complete split is never kept in the state"
    share = prompt.field("share")
    if share.high <= table.wheel_max:
        return prompt
    member = split.members[len(split.given)]
    top = min(share.high, share.low + table.wheel_max)
    raised = replace(share, kind=OFFSET, base=share.low, high=top,
                     why=f"{member}'s share must be from {share.low} to {top} (dialled over {share.low})")
    return replace(prompt, fields=(raised,))


def _fair_share(split: dict, energy: Mapping[str, int], field: Field) -> int:
    """The next member's share of what is left, in proportion to the Energy of the members still to pay."""
    members = split["members"][len(split["given"]):]
    left = split["total"] - sum(split["given"])
    pool = sum(energy[m] for m in members)
    fair = left * energy[members[0]] // pool if pool else 0
    return max(field.low, min(field.high, fair))


TRIAL = Gymnastics()
