"""The one exception type the command line turns into a single clear error line (mpremote's habit)."""
from __future__ import annotations


class CommandError(Exception):
    """A user-facing failure: its message is printed as one line and the command exits non-zero."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


class UsageError(CommandError):
    """A bad command-line value: one line (``eightbit VERB: message``) and exit status 2, like argparse's."""

    def __init__(self, message: str) -> None:
        super().__init__(message, status=2)
