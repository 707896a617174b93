"""Loading content YAML with validation errors that name the file and the field (docs/architecture.md §2).

Bounded (issue 7): only regular files are read, at most :data:`MAX_BYTES`, and YAML goes through
:class:`BoundedSafeLoader` (depth and alias-expansion guards against "billion laughs"). The host's readers for
user-named files (``host/files.py``) use the same loader.

Field by field (issue 18): :func:`need`, :func:`whole`, :func:`flag`, :func:`numbered` and :func:`only_keys`
check the type of every key and value and the range of every number, so a wrong file is one
:class:`ContentError` naming the file and the field, never a traceback from deeper in the rules.
"""
from __future__ import annotations

import os
import stat
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from games.core.errors import ContentError


def packaged(package: str, name: str) -> Path:
    """Path of a content file shipped inside a games package."""
    return Path(str(resources.files(package).joinpath("content").joinpath(name)))


MAX_BYTES = 1 << 20
"""A content file larger than this is refused (the shipped ones are a few kilobytes)."""
MAX_DEPTH = 64
"""Nesting of lists/maps in one YAML document."""
MAX_NODES = 100_000
"""Scalars, lists and maps in a YAML document once every alias is expanded."""


class Refused(yaml.YAMLError):
    """A document the bounded loader will not build (too deep, too big once expanded, self-referring)."""


class BoundedSafeLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that refuses nesting deeper than ``max_depth`` while composing (so the
    recursive composer never runs out of stack) and documents larger than ``max_nodes`` once aliases are
    expanded, or that refer to themselves (checked on the node graph, before anything is constructed)."""

    max_depth = MAX_DEPTH
    max_nodes = MAX_NODES

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        self._depth += 1
        try:
            if self._depth > self.max_depth:
                raise Refused(f"is nested deeper than {self.max_depth} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def get_single_node(self) -> Any:
        node = super().get_single_node()
        if node is not None:
            _check_expanded(node, self.max_nodes, self.max_depth)
        return node


def _check_expanded(root: yaml.Node, max_nodes: int, max_depth: int) -> None:
    """Size and depth of the document with every alias expanded, without expanding it (memoised DFS)."""
    done: dict[int, tuple[int, int]] = {}  # id(node) -> (expanded nodes, expanded depth)
    active: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        children = _children(node)
        if children_done:
            active.discard(key)
            parts = [done[id(c)] for c in children]
            nodes = 1 + sum(p[0] for p in parts)
            depth = 1 + max((p[1] for p in parts), default=0)
            if nodes > max_nodes:
                raise Refused(f"expands to more than {max_nodes:,} values (aliases repeating aliases?)")
            if depth > max_depth:
                raise Refused(f"is nested deeper than {max_depth} levels once its aliases are expanded")
            done[key] = (nodes, depth)
            continue
        if key in done:
            continue
        if key in active:
            raise Refused("refers to itself through an alias")
        active.add(key)
        stack.append((node, True))
        for child in children:
            if id(child) in active:
                raise Refused("refers to itself through an alias")
            if id(child) not in done:
                stack.append((child, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def read_content(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular content file; FIFOs, devices, directories (which would block or never
    end), oversized and non-UTF-8 files are a :class:`ContentError` before a byte too many is read."""
    name = str(path)[:200]
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            kind = "a directory" if stat.S_ISDIR(info.st_mode) else "a FIFO, a device or a socket"
            raise ContentError(name, "(file)", f"is {kind}, not a regular file")
        if info.st_size > limit:
            raise ContentError(name, "(file)", f"is {info.st_size:,} bytes, more than a content file can be "
                                              f"({limit:,})")
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise ContentError(name, "(file)", f"cannot be read: {exc.strerror or exc}") from None
    except ValueError:
        raise ContentError(name, "(file)", "is not a valid file name") from None
    try:
        return data[:limit].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(name, f"byte {exc.start}", "is not UTF-8 text") from None


def load_yaml(path: str | Path) -> tuple[str, Any]:
    """Parse a YAML file (bounded: :class:`BoundedSafeLoader`); returns (display name, data). Any problem
    becomes a :class:`ContentError`."""
    name = str(path)[:200]
    text = read_content(path)
    try:
        data = yaml.load(text, Loader=BoundedSafeLoader)
    except Refused as exc:
        raise ContentError(name, "(file)", str(exc)) from None
    except (ValueError, OverflowError, TypeError) as exc:
        raise ContentError(name, "(file)", f"has a value YAML cannot build ({str(exc)[:100]})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "(file)"
        raise ContentError(name, where, f"is not valid YAML ({getattr(exc, 'problem', None) or exc})") from None
    return name, data


def need(data: Any, key: str | int, kind: type | tuple[type, ...], file: str, field: str) -> Any:
    """``data[key]`` checked to be of ``kind``; ``field`` is the dotted path shown in errors."""
    if not isinstance(data, dict):
        raise ContentError(file, field.rsplit(".", 1)[0] or field, "must be a mapping")
    if key not in data:
        raise ContentError(file, field, "is missing")
    value = data[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise ContentError(file, field, f"must be {names}, not {type(value).__name__}")
    return value


# ---- field by field (issue 18 item 9): one ContentError naming the file and the field ---------------
def whole(value: Any, file: str, field: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` checked to be a whole number (not true/false) from ``low`` to ``high`` (either optional)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ContentError(file, field, f"must be a whole number, not {_shown(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        span = (f"from {low} to {high}" if low is not None and high is not None
                else f"at least {low}" if low is not None else f"at most {high}")
        raise ContentError(file, field, f"must be {span}, not {value}")
    return value


def flag(data: Any, key: str, file: str, field: str, default: bool = False) -> bool:
    """``data[key]``: true or false (``default`` when the key is absent)."""
    value = data.get(key, default) if isinstance(data, dict) else default
    if not isinstance(value, bool):
        raise ContentError(file, field, f"must be true or false, not {_shown(value)}")
    return value


def numbered(data: dict, file: str, field: str) -> dict[Any, Any]:
    """``data`` with keys written as digits (``"7"``) read as that number (7), so a file may quote its
    numbered keys or not; other keys are kept as they are, and a number listed twice is refused."""
    out: dict[Any, Any] = {}
    for key, value in data.items():
        if isinstance(key, bool):
            raise ContentError(file, f"{field}.{_key(key)}", "is not a key here: true and false name nothing")
        n = int(key) if isinstance(key, str) and key.strip().isdigit() else key
        if n in out:
            raise ContentError(file, f"{field}.{n}", "is listed twice")
        out[n] = value
    return out


def only_keys(data: dict, allowed: tuple[Any, ...], file: str, field: str, what: str,
              required: bool = False) -> None:
    """Refuse a key of ``data`` that is not one of ``allowed`` (``what`` names them, e.g. "a tile (1 to 4)"),
    whatever its type, and, when ``required``, an allowed key that is missing."""
    for key in data:
        if isinstance(key, bool) or key not in allowed:
            raise ContentError(file, f"{field}.{_key(key)}" if field else _key(key), f"is not {what}")
    if required:
        for key in allowed:
            if key not in data:
                raise ContentError(file, f"{field}.{key}" if field else str(key), "is missing")


def _key(key: Any) -> str:
    return "null" if key is None else str(key).lower() if isinstance(key, bool) else str(key)[:60]


def _shown(value: Any) -> str:
    """A wrong value in a message: short, with its YAML type."""
    kinds = {bool: "true/false", int: "a whole number", float: "a decimal number", str: "text",
             list: "a list", dict: "a mapping", type(None): "nothing (null)"}
    kind = kinds.get(type(value), type(value).__name__)
    return kind if isinstance(value, (list, dict, type(None))) else f"{kind} ({str(value)[:40]!r})"
