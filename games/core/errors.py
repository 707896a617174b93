"""Typed errors of the rules core: each carries a plain sentence a player or a user can act on."""
from __future__ import annotations

from typing import Any


class RulesError(Exception):
    """Base of every error the rules layer raises on bad input, configuration or content."""


class IllegalInput(RulesError):
    """An input that its prompt does not allow; names the rule that forbids it (CON-04..CON-06)."""

    def __init__(self, rule: str, controller: str, field: str | None, value: Any, message: str) -> None:
        self.rule = rule
        self.controller = controller
        self.field = field
        self.value = value
        self.message = message
        super().__init__(f"{rule}: {message}")

    def __reduce__(self) -> tuple:        # picklable, so a worker process can report it (simulate --workers)
        return (type(self), (self.rule, self.controller, self.field, self.value, self.message))


class ConfigError(RulesError):
    """A game configuration the rules do not allow (player count, colours, variant, options; CON-01)."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"{rule}: {message}" if rule else message)

    def __reduce__(self) -> tuple:
        return (type(self), (self.message, self.rule))


class ContentError(RulesError):
    """Malformed content (YAML): names the file and the field that is wrong."""

    def __init__(self, file: str, field: str, message: str) -> None:
        self.file = file
        self.field = field
        self.message = message
        super().__init__(f"{file}: {field}: {message}")

    def __reduce__(self) -> tuple:
        return (type(self), (self.file, self.field, self.message))
