"""A team split of an Energy cost or gain, asked as public share prompts (ST-28, AMB-51).

Built on games.core.split: the designated member dials each member's share but the last, who gets the
remainder. A cost (``sign`` -1) is bounded by each member's Energy; a gain (``sign`` +1) by each member's
headroom to 30 (ST-10). :meth:`SplitStep.begin` caps a gain at the team's total headroom (everyone is
filled to 30 and the rest is lost, AMB-47b) and completes at once a split with only one legal outcome.

Every legal share is dialable on the table's centre wheel (AMB-01, AMB-51): a share larger than the wheel is
dialled as a raise over the lowest legal share, in "or more" steps while it can go beyond the wheel
(games.core.split.share_field). The bounds are taken when the split begins: nobody's Energy changes while
a split is dialled.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from games.core.prompt import Prompt
from games.core.split import finish_split, share_goes_on, share_prompt
from games.stadium.effects import ENERGY_MAX
from games.stadium.trial import Table


@dataclass(frozen=True, slots=True)
class SplitStep:
    """A split in progress: who dials, among whom, how much, and the shares dialled so far."""

    designated: str
    members: tuple[str, ...]
    total: int
    sign: int
    given: tuple[int, ...] = ()
    rule: str = "ST-28"
    room: tuple[int, ...] = ()
    """What each member can pay (a cost) or hold (a gain) when the split began, in ``members`` order."""
    wheel_max: int | None = None
    """The centre wheel's largest number (AMB-01); None: any share is dialled as itself."""
    part: int | None = None
    """The next member's share dialled so far by "or more" steps (None before the first)."""

    @classmethod
    def begin(cls, designated: str, members: tuple[str, ...], total: int, sign: int, table: Table,
              rule: str = "ST-28") -> SplitStep:
        """A new split; a gain above the team's headroom is cut to it (AMB-47b), and a split every member's
        bounds force (all room used) is complete at once."""
        room = _room(members, sign, table)
        if sign > 0:
            total = min(total, sum(room.values()))
        step = cls(designated, members, total, sign, (), rule, tuple(room[m] for m in members), table.wheel_max)
        if total == sum(room.values()):
            step = replace(step, given=tuple(room[m] for m in members[:-1]))
        return step

    def shares(self, table: Table | None = None) -> tuple[tuple[str, int, int], ...]:
        """(member, lowest, highest share) for every member (AMB-51): 0 up to their room and the total.
        ``table`` is not read: the room was taken when the split began."""
        return tuple((m, 0, min(r, self.total)) for m, r in zip(self.members, self.room))

    def prompt(self, table: Table | None = None) -> Prompt | None:
        """The designated member's next public share prompt, or None when the split is complete; every legal
        share is reachable on the wheel (AMB-01). ``table`` is not read (see :meth:`shares`)."""
        if self.done():
            return None
        verb = "pays" if self.sign < 0 else "gains"
        return share_prompt(self.designated, self.designated, self.shares(), self.total, self.given,
                            self.rule, f"{self.designated} splits the {self.total} Energy the team {verb}",
                            self.wheel_max, self.part)

    def advance(self, value: int) -> SplitStep:
        """The split after one more dialled number (already validated against ``prompt``): the next share,
        or its part so far when ``value`` is an "or more" step."""
        if share_goes_on(self.shares(), self.total, self.given, value, self.wheel_max, self.part):
            return replace(self, part=value)
        return replace(self, given=(*self.given, value), part=None)

    def done(self) -> bool:
        return len(self.given) >= len(self.members) - 1

    def deltas(self) -> dict[str, int]:
        """Energy deltas per member once done (costs negative)."""
        bounds = tuple((m, 0, self.total) for m in self.members)
        return {m: self.sign * v for m, v in finish_split(bounds, self.total, self.given).items()}


def _room(members: tuple[str, ...], sign: int, table: Table) -> dict[str, int]:
    """What each member can pay (a cost) or hold (a gain) now."""
    if sign < 0:
        return {m: table.energy[m] for m in members}
    return {m: ENERGY_MAX - table.energy[m] for m in members}
