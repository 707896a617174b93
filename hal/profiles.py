"""Where board profiles and face tables are found: by *name*, never by path (issue 7: a board's hello or a
profile's ``faces:`` field must not choose a file on the host).

A name is what the wire grammar calls ``name`` (``firmware/PROTOCOL.md``): a lower-case letter, then up to 31
lower-case letters, digits or ``-`` (``dial-v1``). It is looked up as ``<name>.yaml`` among

1. the profiles shipped in ``hardware/boards/`` (face tables: ``hardware/faces/``), then
2. the user's folder: ``$EIGHTBIT_BOARDS`` if set, else ``$XDG_CONFIG_HOME/eightbit/boards`` (default
   ``~/.config/eightbit/boards``); its face tables live in its ``faces/`` subfolder.

A shipped name always means the shipped file (a user file of the same name is ignored), so a board that says
``board=dial-v1`` is read the same way on every host. Only regular files are read, at most ``LIMIT_BYTES``.
"""
from __future__ import annotations

import os
import re
import reprlib
from pathlib import Path

import yaml

from hal import resources

HARDWARE_DIR = resources.hardware_dir()
NAME = re.compile(r"[a-z][a-z0-9-]{0,31}\Z")
LIMIT_BYTES = 256 * 1024
KINDS = {"boards": "board profile", "faces": "face table"}


class ProfileError(ValueError):
    """A profile that cannot be found or read (the message is one sentence naming it)."""


def user_dir() -> Path | None:
    """The user's board profile folder (it need not exist)."""
    if os.environ.get("EIGHTBIT_BOARDS"):
        return Path(os.environ["EIGHTBIT_BOARDS"]).expanduser()
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(config) / "eightbit" / "boards"


def search_dirs(kind: str) -> list[Path]:
    """Folders searched for ``kind`` ("boards" or "faces"), shipped first."""
    user = user_dir()
    dirs = [HARDWARE_DIR / kind]
    if user is not None:
        dirs.append(user if kind == "boards" else user / "faces")
    return dirs


def names(kind: str) -> list[str]:
    """Every valid name of ``kind`` that can be found, sorted."""
    found: set[str] = set()
    for folder in search_dirs(kind):
        try:
            found.update(p.stem for p in folder.glob("*.yaml") if NAME.match(p.stem) and p.is_file())
        except OSError:
            continue
    return sorted(found)


def find(kind: str, name: object) -> Path:
    """The file for ``name`` of ``kind``; ProfileError for a non-name (a path, say) or an unknown name."""
    what = KINDS[kind]
    if not isinstance(name, str) or not NAME.match(name):
        raise ProfileError(f"{what} {reprlib.repr(name)} is not a profile name (lower-case letters, digits and "
                           "'-', e.g. dial-v1); profiles are looked up by name, never opened as a path")
    for folder in search_dirs(kind):
        path = folder / f"{name}.yaml"
        if path.is_file():  # follows symlinks; a FIFO, device or folder of that name is not a profile
            return path
    known = names(kind)
    raise ProfileError(f"unknown {what} {name!r}" + (f" (known: {', '.join(known)})" if known else ""))


def load(kind: str, name: object) -> tuple[Path, object]:
    """(path, parsed YAML) of the profile ``name``; ProfileError when it cannot be found, read or parsed."""
    path, text = read(kind, name)
    try:
        return path, yaml.safe_load(text)
    except (yaml.YAMLError, ValueError, RecursionError) as exc:
        problem = getattr(exc, "problem", None) or type(exc).__name__
        raise ProfileError(f"{KINDS[kind]} {path} is not valid YAML ({reprlib.repr(problem)})") from None


def read(kind: str, name: object) -> tuple[Path, str]:
    """(path, text) of the profile ``name``; ProfileError when it cannot be found or read."""
    path = find(kind, name)
    try:
        with open(path, "rb") as f:
            data = f.read(LIMIT_BYTES + 1)
    except OSError as exc:
        raise ProfileError(f"cannot read {KINDS[kind]} {path}: {exc.strerror or exc}") from None
    if len(data) > LIMIT_BYTES:
        raise ProfileError(f"{KINDS[kind]} {path} is larger than {LIMIT_BYTES // 1024} KiB")
    try:
        return path, data.decode("utf-8")
    except UnicodeDecodeError:
        raise ProfileError(f"{KINDS[kind]} {path} is not UTF-8 text") from None
