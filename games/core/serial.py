"""JSON round trip for game states built from dataclasses (DESIGN.md §3.4).

Supported field types: int, float, str, bool, None, ``X | None``, ``tuple[X, ...]``, ``tuple[X, Y]``,
``list[X]``, ``dict[str, X]`` and nested dataclasses. ``to_jsonable`` gives plain JSON values;
``from_jsonable(cls, data)`` rebuilds an equal object using the type hints. Fields whose name starts
with ``_`` are caches and are not serialised.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import lru_cache
from typing import Any


def to_jsonable(obj: Any) -> Any:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)
                if not f.name.startswith("_")}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    return obj


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_jsonable(tp: Any, data: Any) -> Any:
    if dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        return tp(**{f.name: from_jsonable(hints[f.name], data[f.name])
                     for f in dataclasses.fields(tp) if f.init and f.name in data})
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        real = [a for a in args if a is not type(None)]
        if len(real) == 1:
            return from_jsonable(real[0], data)
        for a in real:
            if isinstance(a, type) and isinstance(data, a):
                return data
        return data
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], x) for x in data)
        return tuple(from_jsonable(a, x) for a, x in zip(args, data))
    if origin is list:
        return [from_jsonable(args[0], x) for x in data]
    if origin is dict:
        return {k: from_jsonable(args[1], v) for k, v in data.items()}
    if tp is typing.Any:
        return data
    return data
