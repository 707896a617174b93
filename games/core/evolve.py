"""The one way every game derives a new state (docs/architecture.md §10).

A state is a frozen dataclass that holds only game facts, never a cache (per-state memos live outside it,
games/core/memo.py), so a copy can never carry a stale one. A new state is a copy with changes:

- :func:`evolve` ``(state, **changes)`` is ``dataclasses.replace`` without re-running the frozen
  ``__init__`` (a state has no ``__post_init__`` and no derived field, which :func:`evolve` checks once per
  class), about three times as fast, which matters on every apply;
- a :class:`Draft` is one apply's working copy for a step-by-step change of many fields: every field is an
  attribute of the same name (those named in ``lists`` as lists, edited in place by seat), and
  :meth:`Draft.build` makes the next state with one :func:`evolve`.
"""
from __future__ import annotations

import dataclasses
from operator import attrgetter
from typing import Any, ClassVar, TypeVar

S = TypeVar("S")

_FIELDS: dict[type, frozenset[str]] = {}
_new = object.__new__


def state_fields(cls: type) -> frozenset[str]:
    """The field names of a state class; TypeError unless it is a frozen dataclass whose every field is
    given to ``__init__`` and that derives nothing in ``__post_init__`` (what makes :func:`evolve` exact)."""
    names = _FIELDS.get(cls)
    if names is None:
        params = getattr(cls, "__dataclass_params__", None)
        if params is None or not params.frozen or hasattr(cls, "__slots__"):
            raise TypeError(f"{cls.__name__} must be a frozen dataclass without slots")
        fields = dataclasses.fields(cls)
        derived = [f.name for f in fields if not f.init]
        if derived or hasattr(cls, "__post_init__"):
            raise TypeError(f"{cls.__name__} must hold only given fields "
                            f"(found {', '.join(derived) or '__post_init__'}): keep derived data outside the state")
        names = _FIELDS[cls] = frozenset(f.name for f in fields)
    return names


def evolve(state: S, **changes: Any) -> S:
    """A copy of the frozen ``state`` with ``changes``, equal to ``dataclasses.replace(state, **changes)``;
    TypeError names a field the state does not have."""
    return _copy(state, changes)


def _copy(state: S, changes: dict[str, Any]) -> S:
    cls = type(state)
    names = _FIELDS.get(cls) or state_fields(cls)
    if not names.issuperset(changes):
        unknown = sorted(set(changes) - names)
        raise TypeError(f"{cls.__name__} has no field {', '.join(unknown)}")
    new = _new(cls)
    values = new.__dict__
    values.update(state.__dict__)
    values.update(changes)
    return new


class Draft:
    """One apply's working copy of a frozen state (see the module docstring).

    A subclass names in ``keep`` the fields it does not work on (they are taken from the state it started
    from unless :meth:`build` is given them) and in ``lists`` the tuple fields it edits in place; every
    other field of the state is an attribute of the same name from the start."""

    keep: ClassVar[tuple[str, ...]] = ()
    lists: ClassVar[tuple[str, ...]] = ()
    _plans: ClassVar[dict[tuple[type, type], tuple[tuple[str, ...], Any]]] = {}

    def __init__(self, base: Any) -> None:
        plan = self._plans.get((type(self), type(base))) or self._plan(type(base))
        names, get = plan
        self.base = base
        values = self.__dict__
        values.update(zip(names, get(base)))
        for name in self.lists:
            values[name] = list(values[name])

    @classmethod
    def _plan(cls, state_cls: type) -> tuple[tuple[str, ...], Any]:
        fields = state_fields(state_cls)
        unknown = set(cls.keep + cls.lists) - fields
        if unknown:
            raise TypeError(f"{cls.__name__}: {state_cls.__name__} has no field {', '.join(sorted(unknown))}")
        names = tuple(f.name for f in dataclasses.fields(state_cls) if f.name not in cls.keep)
        clash = [n for n in names if hasattr(cls, n)]
        if clash:
            raise TypeError(f"{cls.__name__}: field {', '.join(clash)} would hide a member of the draft; "
                            "name it in keep")
        plan = cls._plans[cls, state_cls] = (names, attrgetter(*names))
        return plan

    def build(self, **given: Any) -> Any:
        """The next state: the drafted fields as they are now (lists as tuples), then ``given``."""
        names = self._plans[type(self), type(self.base)][0]
        values = self.__dict__
        changes = {name: values[name] for name in names}
        for name in self.lists:
            changes[name] = tuple(changes[name])
        changes.update(given)
        return _copy(self.base, changes)
