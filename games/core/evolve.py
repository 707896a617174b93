"""The one way every game derives a new state (docs/architecture.md §10).

A state is a dataclass with slots that holds only game facts: slots refuse any other attribute, so it can
never hold a cache (per-state memos live outside it, games/core/memo.py) and a copy can never carry a stale
one. Nothing changes a state once built (the conformance check proves a refused input leaves it alone, and
tests/games/core/test_state_idiom.py that reads leave it alone); states are not ``frozen=True`` because a
frozen dataclass pays an ``object.__setattr__`` per field on every copy, which made Pixoid and Outspeed
15-20 % slower. A new state is a copy with changes:

- :func:`evolve` ``(state, **changes)`` is ``dataclasses.replace`` by a straight-line copier generated once
  per class (a state has no ``__post_init__`` and no derived field, which :func:`evolve` checks), about three
  times as fast, which matters on every apply;
- a :class:`Draft` is one apply's working copy for a step-by-step change of many fields: every field is an
  attribute of the same name (those named in ``lists`` as lists, edited in place by seat), and
  :meth:`Draft.build` makes the next state with one :func:`evolve`.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, ClassVar, TypeVar

S = TypeVar("S")

_FIELDS: dict[type, frozenset[str]] = {}
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def state_fields(cls: type) -> frozenset[str]:
    """The field names of a state class; TypeError unless it is a dataclass with slots (no attribute but its
    fields can ever be set on it, so no cache) whose every field is given to ``__init__`` and that derives
    nothing in ``__post_init__`` (what makes :func:`evolve` exact)."""
    names = _FIELDS.get(cls)
    if names is None:
        params = getattr(cls, "__dataclass_params__", None)
        if params is None or "__slots__" not in vars(cls):
            raise TypeError(f"{cls.__name__} must be a dataclass with slots")
        fields = dataclasses.fields(cls)
        derived = [f.name for f in fields if not f.init]
        if derived or hasattr(cls, "__post_init__"):
            raise TypeError(f"{cls.__name__} must hold only given fields "
                            f"(found {', '.join(derived) or '__post_init__'}): keep derived data outside the state")
        names = _FIELDS[cls] = frozenset(f.name for f in fields)
    return names


def evolve(state: S, **changes: Any) -> S:
    """A copy of ``state`` with ``changes``, equal to ``dataclasses.replace(state, **changes)``;
    TypeError names a field the state does not have."""
    return _copy(state, changes)


def _copy(state: S, changes: dict[str, Any]) -> S:
    cls = type(state)
    copier = _COPIERS.get(cls) or _copier(cls)
    return copier(state, changes)


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    """``copy(state, changes)`` for one state class: one straight-line store per slot."""
    names = state_fields(cls)
    order = [f.name for f in dataclasses.fields(cls)]
    body = "".join(f"    new.{n} = changes[{n!r}] if {n!r} in changes else state.{n}\n" for n in order)
    source = (f"def copy(state, changes):\n"
              f"    if not names.issuperset(changes):\n"
              f"        unknown(changes)\n"
              f"    new = make(cls)\n{body}    return new\n")

    def unknown(changes: dict[str, Any]) -> None:
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(set(changes) - names))}")

    scope: dict[str, Any] = {"names": names, "unknown": unknown, "make": object.__new__, "cls": cls}
    exec(source, scope)                             # one straight-line copier per class, as dataclasses does
    copier = _COPIERS[cls] = scope["copy"]
    return copier


class Draft:
    """One apply's working copy of a state (see the module docstring).

    A subclass names in ``keep`` the fields it does not work on (they are taken from the state it started
    from unless :meth:`build` is given them) and in ``lists`` the tuple fields it edits in place; every
    other field of the state is an attribute of the same name from the start."""

    keep: ClassVar[tuple[str, ...]] = ()
    lists: ClassVar[tuple[str, ...]] = ()
    _plans: ClassVar[dict[type, tuple[Any, Any, type]]] = {}

    def __init__(self, base: Any) -> None:
        plan = self._plans.get(type(self)) or self._plan(type(base))
        if plan[2] is not type(base):
            raise TypeError(f"{type(self).__name__} drafts {plan[2].__name__}, not {type(base).__name__}")
        self.base = base
        plan[0](self, base)

    @classmethod
    def _plan(cls, state_cls: type) -> tuple[Any, Any, type]:
        """Two straight-line functions for this draft class and the one state class it drafts: start (every
        drafted field copied onto the draft, ``lists`` as lists) and build (one new state from the draft and
        the given fields)."""
        fields = state_fields(state_cls)
        unknown = set(cls.keep + cls.lists) - fields
        if unknown:
            raise TypeError(f"{cls.__name__}: {state_cls.__name__} has no field {', '.join(sorted(unknown))}")
        order = [f.name for f in dataclasses.fields(state_cls)]
        names = [n for n in order if n not in cls.keep]
        clash = [n for n in names if hasattr(cls, n)]
        if clash:
            raise TypeError(f"{cls.__name__}: field {', '.join(clash)} would hide a member of the draft; "
                            "name it in keep")
        start = "".join(f"    draft.{n} = {'list' if n in cls.lists else ''}(base.{n})\n" for n in names)
        build = "".join(f"    new.{n} = {'tuple' if n in cls.lists else ''}(draft.{n})\n" if n not in cls.keep
                        else f"    new.{n} = given[{n!r}] if {n!r} in given else base.{n}\n" for n in order)
        source = (f"def start(draft, base):\n{start}\n"
                  f"def build(draft, given):\n"
                  f"    if not keep.issuperset(given):\n"
                  f"        unknown(given)\n"
                  f"    base = draft.base\n    new = make(cls)\n{build}    return new\n")
        keep = frozenset(cls.keep)

        def unknown_given(given: dict[str, Any]) -> None:
            raise TypeError(f"{cls.__name__}.build takes only kept fields ({', '.join(cls.keep)}), "
                            f"not {', '.join(sorted(set(given) - keep))}")

        scope: dict[str, Any] = {"keep": keep, "unknown": unknown_given, "make": object.__new__, "cls": state_cls}
        exec(source, scope)                         # straight-line code per class, as dataclasses does
        plan = cls._plans[cls] = (scope["start"], scope["build"], state_cls)
        return plan

    def build(self, **given: Any) -> Any:
        """The next state: the drafted fields as they are now (lists as tuples), the kept ones as ``given``
        or as they were."""
        return self._plans[type(self)][1](self, given)
