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


def sentence(exc: BaseException) -> str:
    """What people read of an error: a rules error's sentence without the rule ID it carries in ``rule``
    (the ID stays on the exception and in logs, never at the front of a line a person reads)."""
    message = getattr(exc, "message", None)
    if getattr(exc, "rule", None) and isinstance(message, str):
        return message
    return str(exc)
