"""Team splits asked as public share prompts (ST-28, AMB-51, CON-08).

A split of ``total`` between team members is never one controller field: the designated member dials
each member's share, one public number prompt per member but the last, who gets the remainder. Each
share's bounds keep the rest satisfiable, so whatever is dialled within them, the last member's
remainder is within that member's own bounds. The helpers are pure; the game keeps the shares given so
far in its state.

On a centre wheel smaller than a share can be (AMB-01: the switch build's 0..11 against Energy up to 30) a
share is dialled in steps, so every legal share stays dialable (AMB-51): a share that fits the wheel is
dialled as itself; otherwise as a raise over the lowest legal share, and while the share could still go
beyond what the wheel adds, the wheel's largest number means "this much or more" and the next prompt asks
the raise over it (the ``part`` dialled so far). See :func:`share_field` and :func:`share_goes_on`.
"""
from __future__ import annotations

from typing import Sequence

from games.core.errors import RulesError
from games.core.prompt import NUMBER, OFFSET, Field, Prompt

Shares = Sequence[tuple[str, int, int]]
"""(member, lowest share, highest share) in the order the shares are asked."""


def share_bounds(shares: Shares, total: int, given: Sequence[int]) -> tuple[int, int]:
    """The legal range of the next share, given the shares already dialled."""
    i = len(given)
    remaining = total - sum(given)
    rest = shares[i + 1:]
    _, low, high = shares[i]
    return max(low, remaining - sum(h for _, _, h in rest)), min(high, remaining - sum(lw for _, lw, _ in rest))


def check_feasible(shares: Shares, total: int) -> None:
    """Raise unless some split of ``total`` keeps every member within bounds (AMB-51)."""
    if not shares or not sum(lw for _, lw, _ in shares) <= total <= sum(h for _, _, h in shares):
        raise RulesError(f"no split of {total} keeps every member within bounds {list(shares)}")


def share_field(member: str, low: int, high: int, rule: str, wheel_max: int | None = None,
                part: int | None = None) -> Field:
    """The field that dials ``member``'s share, legal from ``low`` to ``high``, on a centre wheel showing
    0..``wheel_max`` (None: any number). ``part``: the share dialled so far by an earlier "or more" step."""
    if part is None and (wheel_max is None or high <= wheel_max):
        return Field("share", NUMBER, rule, f"{member}'s share must be from {low} to {high}", low=low, high=high)
    assert wheel_max is not None
    base = low if part is None else part
    top = min(high, base + wheel_max)
    more = f"; {top - base} means {top} or more, and the rest is dialled next" if top < high else ""
    return Field("share", OFFSET, rule, f"{member}'s share must be from {low} to {high}, dialled as a raise "
                 f"over {base} of 0 to {top - base}{more}", low=base, high=top, base=base)


def share_goes_on(shares: Shares, total: int, given: Sequence[int], value: int, wheel_max: int | None,
                  part: int | None = None) -> bool:
    """Whether dialling ``value`` for the next share is an "or more" step (the wheel's top while the share
    can be larger): the share is not given yet and ``value`` becomes its ``part``."""
    low, high = share_bounds(shares, total, given)
    f = share_field("", low, high, "", wheel_max, part)
    return f.kind == OFFSET and value == f.high < high


def share_prompt(seat: str, controller: str, shares: Shares, total: int, given: Sequence[int], rule: str,
                 reason: str = "", wheel_max: int | None = None, part: int | None = None) -> Prompt | None:
    """The public prompt for the next share, or None once only the last member (the remainder) is left.
    ``wheel_max`` and ``part``: see :func:`share_field`."""
    check_feasible(shares, total)
    if len(given) >= len(shares) - 1:
        return None
    member = shares[len(given)][0]
    low, high = share_bounds(shares, total, given)
    f = share_field(member, low, high, rule, wheel_max, part)
    so_far = "" if part is None else f", {part} so far"
    return Prompt(seat, controller, (f,), False, rule,
                  (reason or f"{seat} dials {member}'s share of {total} ({total - sum(given)} left)") + so_far)


def finish_split(shares: Shares, total: int, given: Sequence[int]) -> dict[str, int]:
    """Every member's share: those dialled, and the remainder for the last member."""
    if len(given) != len(shares) - 1:
        raise RulesError(f"{len(shares) - 1} shares must be dialled, not {len(given)}")
    out = {m: v for (m, _, _), v in zip(shares, given)}
    out[shares[-1][0]] = total - sum(given)
    return out
