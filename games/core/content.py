"""Loading content YAML with validation errors that name the file and the field (DESIGN.md §3.4)."""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from games.core.errors import ContentError


def packaged(package: str, name: str) -> Path:
    """Path of a content file shipped inside a games package."""
    return Path(str(resources.files(package).joinpath("content").joinpath(name)))


def load_yaml(path: str | Path) -> tuple[str, Any]:
    """Parse a YAML file; returns (display name, data). Any problem becomes a :class:`ContentError`."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ContentError(name, "(file)", f"cannot be read: {exc.strerror or exc}") from None
    try:
        data = yaml.safe_load(text)
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
