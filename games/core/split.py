"""Team splits asked as public share prompts (ST-28, AMB-51, CON-08).

A split of ``total`` between team members is never one controller field: the designated member dials
each member's share, one public number prompt per member but the last, who gets the remainder. Each
share's bounds keep the rest satisfiable, so whatever is dialled within them, the last member's
remainder is within that member's own bounds. The helpers are pure; the game keeps the shares given so
far in its state.
"""
from __future__ import annotations

from typing import Sequence

from games.core.errors import RulesError
from games.core.prompt import NUMBER, Field, Prompt

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


def share_prompt(seat: str, controller: str, shares: Shares, total: int, given: Sequence[int], rule: str,
                 reason: str = "") -> Prompt | None:
    """The public prompt for the next share, or None once only the last member (the remainder) is left."""
    check_feasible(shares, total)
    if len(given) >= len(shares) - 1:
        return None
    member = shares[len(given)][0]
    low, high = share_bounds(shares, total, given)
    f = Field("share", NUMBER, rule, f"{member}'s share must be from {low} to {high}", low=low, high=high)
    return Prompt(seat, controller, (f,), False, rule,
                  reason or f"{seat} dials {member}'s share of {total} ({total - sum(given)} left)")


def finish_split(shares: Shares, total: int, given: Sequence[int]) -> dict[str, int]:
    """Every member's share: those dialled, and the remainder for the last member."""
    if len(given) != len(shares) - 1:
        raise RulesError(f"{len(shares) - 1} shares must be dialled, not {len(given)}")
    out = {m: v for (m, _, _), v in zip(shares, given)}
    out[shares[-1][0]] = total - sum(given)
    return out
