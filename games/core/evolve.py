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
  :meth:`Draft.build` makes the next state in one copy (the fields a draft keeps given by keyword or
  taken as they were). Its start and its build are straight-line code generated once per draft class.
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
    return (_COPIERS.get(type(state)) or _copier(type(state)))(state, changes)


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
    other field of the state is an attribute of the same name from the start. A draft class drafts one
    state class: its first draft generates its start and its :meth:`build` as straight-line code."""

    keep: ClassVar[tuple[str, ...]] = ()
    lists: ClassVar[tuple[str, ...]] = ()

    def __init__(self, base: Any) -> None:
        self._start(base)

    def _start(self, base: Any) -> None:
        """Replaced on this class by the generated start (:meth:`_plan`) before its first draft starts."""
        type(self)._plan(type(base))(self, base)

    @classmethod
    def _plan(cls, state_cls: type) -> Callable[[Any, Any], None]:
        """Two straight-line functions for this draft class and the one state class it drafts, which become
        the class's ``_start`` and :meth:`build`: start (the base kept as ``base``, every drafted field
        copied onto the draft, ``lists`` as lists; TypeError for a state of another class) and build (one
        new state from the draft, the kept fields given by keyword or as they were)."""
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
        kept = [n for n in order if n in cls.keep]
        if any(n.startswith("_") for n in order):
            raise TypeError(f"{cls.__name__}: {state_cls.__name__} has a field named with '_' (the draft's own names)")
        start = "".join(f"    _draft.{n} = {'list' if n in cls.lists else ''}(_base.{n})\n" for n in names)
        build = "".join(f"    _new.{n} = {'tuple' if n in cls.lists else ''}(_draft.{n})\n" if n not in cls.keep
                        else f"    _new.{n} = _base.{n} if {n} is _KEPT else {n}\n" for n in order)
        params = "".join(f", {n}=_KEPT" for n in kept)
        source = (f"def start(_draft, _base):\n"
                  f"    if type(_base) is not _cls or type(_draft) is not _dcls:\n"
                  f"        return _again(_draft, _base)\n"
                  f"    _draft.base = _base\n{start}\n"
                  f"def build(_draft{', *' + params if kept else ''}):\n"
                  f"    _base = _draft.base\n    _new = _make(_cls)\n{build}    return _new\n")

        def again(draft: Any, base: Any) -> None:
            if type(draft) is cls:
                raise TypeError(f"{cls.__name__} drafts {state_cls.__name__}, not {type(base).__name__}")
            type(draft)._plan(type(base))(draft, base)          # a subclass's first draft: its own plan

        scope: dict[str, Any] = {"_KEPT": _KEPT, "_again": again, "_make": object.__new__, "_cls": state_cls,
                                 "_dcls": cls}
        exec(source, scope)                         # straight-line code per class, as dataclasses does
        built, starter = scope["build"], scope["start"]
        built.__qualname__, built.__doc__ = f"{cls.__name__}.build", Draft.build.__doc__
        cls.build = built                           # type: ignore[method-assign]  # the generated one, per class
        cls._start = starter                        # type: ignore[method-assign]
        return starter

    def build(self, **kept: Any) -> Any:
        """The next state: the drafted fields as they are now (lists as tuples), the kept ones as given by
        keyword or as they were (generated per class by :meth:`_plan`, which replaces this one)."""
        raise TypeError(f"{type(self).__name__}: a draft is built only after it started from a state")


_KEPT: Any = object()
"""A kept field not given to a draft's build."""
