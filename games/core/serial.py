"""JSON round trip for game states built from dataclasses (docs/architecture.md §7).

The encoding follows the declared types (each dataclass field's type hint), so ``from_jsonable(cls,
json.loads(json.dumps(to_jsonable(obj))))`` rebuilds an object equal to ``obj``:

- ``int``, ``float``, ``str``, ``bool``, ``None``: themselves;
- ``tuple[X, ...]``, ``tuple[X, Y]``, ``list[X]``: arrays;
- a dataclass: an object of its fields; fields whose name starts with ``_`` are caches and are skipped,
  and a field missing from the data takes its default;
- ``dict[str, X]``: an object; ``dict[int, X]``: an object keyed by the decimal numbers (``{"3": ...}``,
  as ``json.dumps`` would write it); a dict with any other key type (tuples, unions, ...): an array of
  ``[key, value]`` pairs;
- ``X | None``: the value or ``null``, untagged;
- a union of several types (``Sprint | Relay | None``): a dataclass value is written with its class name
  under ``"_type"`` (no serialised field can be called that) and comes back as that class; other members
  are told apart by their JSON shape (number, string, array, object);
- ``Any`` or an unparameterised container: the value as it is (dict keys as strings), read back unchanged.

Encoders and decoders are built once per type and cached.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import lru_cache
from typing import Any, Callable

TAG = "_type"
"""Key holding a dataclass's class name where a union needs it (never a serialised field name)."""

Codec = Callable[[Any], Any]
_NONE = type(None)
_SCALARS = (int, float, str, bool, _NONE)


def to_jsonable(obj: Any, tp: Any = None) -> Any:
    """Plain JSON values for ``obj``, read as type ``tp`` (default: the object's own class)."""
    target: Any = type(obj) if tp is None else tp     # a class or a typing hint; both are hashable
    return _encoder(target)(obj)


def from_jsonable(tp: Any, data: Any) -> Any:
    """The object of type ``tp`` that :func:`to_jsonable` wrote as ``data``."""
    return _decoder(tp)(data)


def _same(value: Any) -> Any:
    return value


def _plain(value: Any) -> Any:
    """Encoding without a type hint (``Any`` fields): containers by what they hold."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _encoder(type(value))(value)
    if isinstance(value, (list, tuple)):
        return [_plain(x) for x in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _is_union(origin: Any) -> bool:
    return origin is typing.Union or origin is types.UnionType


# ---- encoding --------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _encoder(tp: Any) -> Codec:
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_encoder(tp)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if _is_union(origin):
        return _union_encoder(tp)
    if origin in (tuple, list) and args:
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            items = tuple(_encoder(a) for a in args)
            return lambda value: [enc(x) for enc, x in zip(items, value)]
        item = _encoder(args[0])
        return lambda value: [item(x) for x in value]
    if origin is dict and args:
        return _dict_encoder(args[0], args[1])
    if tp in _SCALARS:
        return _same
    return _plain


def _dataclass_encoder(cls: type) -> Codec:
    plan: list[tuple[str, Codec]] = []

    def encode(obj: Any) -> dict[str, Any]:
        if not plan:  # built on first use, so a dataclass may refer to itself
            hints = _hints(cls)
            plan.extend((f.name, _encoder(hints[f.name])) for f in dataclasses.fields(cls)
                        if not f.name.startswith("_"))
        return {name: enc(getattr(obj, name)) for name, enc in plan}
    return encode


def _dict_encoder(key_tp: Any, value_tp: Any) -> Codec:
    value = _encoder(value_tp)
    if key_tp is str:
        return lambda d: {k: value(v) for k, v in d.items()}
    if key_tp is int:
        return lambda d: {str(k): value(v) for k, v in d.items()}
    key = _encoder(key_tp)
    return lambda d: [[key(k), value(v)] for k, v in d.items()]


def _union_encoder(tp: Any) -> Codec:
    classes, others = _union_parts(tp)
    if not classes and len(others) == 1:
        only = _encoder(others[0])
        return lambda value: None if value is None else only(value)

    def encode(value: Any) -> Any:
        if value is None:
            return None
        cls: Any = type(value)
        if cls.__name__ in classes and classes[cls.__name__] is cls:
            return {TAG: cls.__name__, **_encoder(cls)(value)}
        for member in others:
            if _holds(member, value):
                return _encoder(member)(value)
        raise TypeError(f"{value!r} is none of the types in {tp}")
    return encode


def _union_parts(tp: Any) -> tuple[dict[str, type], list[Any]]:
    """A union's members but None: the dataclasses by class name (their tag), then the rest. A union of one
    dataclass and None has nothing to tell apart and is written untagged."""
    real = [a for a in typing.get_args(tp) if a is not _NONE]
    if len(real) == 1:
        return {}, real
    classes: dict[str, type] = {}
    for member in real:
        if isinstance(member, type) and dataclasses.is_dataclass(member):
            if member.__name__ in classes:
                raise TypeError(f"{tp}: two dataclasses are called {member.__name__}; a tag could not tell them apart")
            classes[member.__name__] = member
    return classes, [a for a in real if not dataclasses.is_dataclass(a)]


def _holds(member: Any, value: Any) -> bool:
    """Whether a Python value belongs to a non-dataclass union member."""
    origin = typing.get_origin(member) or member
    if origin is bool:
        return type(value) is bool
    if origin is int:
        return type(value) is int
    if origin is float:
        return type(value) in (int, float)
    if isinstance(origin, type):
        return isinstance(value, origin)
    return True  # Any and other unchecked hints


# ---- decoding --------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _decoder(tp: Any) -> Codec:
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_decoder(tp)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if _is_union(origin):
        return _union_decoder(tp)
    if origin is tuple and args:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            return lambda data: tuple(item(x) for x in data)
        items = tuple(_decoder(a) for a in args)
        return lambda data: tuple(dec(x) for dec, x in zip(items, data))
    if origin is list and args:
        item = _decoder(args[0])
        return lambda data: [item(x) for x in data]
    if origin is dict and args:
        return _dict_decoder(args[0], args[1])
    return _same


def _dataclass_decoder(cls: type) -> Codec:
    plan: list[tuple[str, Codec]] = []

    def decode(data: Any) -> Any:
        if type(data) is not dict:
            raise TypeError(f"{cls.__name__} needs a JSON object, not {data!r}")
        if not plan:
            hints = _hints(cls)
            plan.extend((f.name, _decoder(hints[f.name])) for f in dataclasses.fields(cls) if f.init)
        return cls(**{name: dec(data[name]) for name, dec in plan if name in data})
    return decode


def _dict_decoder(key_tp: Any, value_tp: Any) -> Codec:
    value = _decoder(value_tp)
    if key_tp is str:
        return lambda data: {k: value(v) for k, v in data.items()}
    if key_tp is int:
        return lambda data: {int(k): value(v) for k, v in data.items()}
    key = _decoder(key_tp)
    return lambda data: {key(k): value(v) for k, v in data}


def _union_decoder(tp: Any) -> Codec:
    classes, others = _union_parts(tp)
    if not classes and len(others) == 1:
        only = _decoder(others[0])
        return lambda data: None if data is None else only(data)

    def decode(data: Any) -> Any:
        if data is None:
            return None
        if type(data) is dict and TAG in data:
            cls = classes.get(data[TAG])
            if cls is None:
                raise TypeError(f"unknown type tag {data[TAG]!r} (expected one of {', '.join(classes)})")
            return _decoder(cls)(data)
        for member in others:
            if _json_holds(member, data):
                return _decoder(member)(data)
        raise TypeError(f"{data!r} is none of the types in {tp}")
    return decode


def _json_holds(member: Any, data: Any) -> bool:
    """Whether a JSON value can be the encoding of a non-dataclass union member."""
    origin = typing.get_origin(member) or member
    if origin in (tuple, list):
        return type(data) is list
    if origin is dict:  # dict[str|int, X] is an object, any other key type an array of pairs
        key_tp = typing.get_args(member)[0] if typing.get_args(member) else str
        return type(data) is (dict if key_tp in (str, int) else list)
    return _holds(member, data)
