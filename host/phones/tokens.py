"""Seat tokens (docs/phones.md "Security"): one unguessable secret per phone seat, made when the seat is made
and forgotten with the table (they live in this process's memory only, never in a file or the journal).

A page proves which seat it is with its token; tokens are compared in constant time."""
from __future__ import annotations

import hmac
import re
import secrets

TOKEN_BYTES = 24
"""192 bits from the system's secure generator: 32 URL-safe characters."""
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{32}")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def well_formed(token: object) -> bool:
    """Whether ``token`` looks like a token at all (a cheap check before any comparison)."""
    return isinstance(token, str) and TOKEN_RE.fullmatch(token) is not None


def same(a: str, b: str) -> bool:
    """Constant-time equality of two tokens."""
    return hmac.compare_digest(a.encode(), b.encode())
