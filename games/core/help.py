"""A game's rules help, as content: ``content/help.yaml`` in the game's package (title, pages of a heading
and short lines), validated on load with errors naming the file and the field. The console's rules-help
overlay shows it; the host never holds a game's help text."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.core.content import load_yaml, need, packaged
from games.core.errors import ContentError


@lru_cache(maxsize=None)
def load_help(package: str) -> dict[str, Any]:
    """``{"title": str, "pages": [{"heading": str, "lines": [str, ...]}, ...]}`` from ``package``'s help.yaml."""
    file, data = load_yaml(packaged(package, "help.yaml"))
    title = need(data, "title", str, file, "title")
    pages = need(data, "pages", list, file, "pages")
    if not pages:
        raise ContentError(file, "pages", "must hold at least one page")
    out = []
    for i, page in enumerate(pages):
        heading = need(page, "heading", str, file, f"pages[{i}].heading")
        lines = need(page, "lines", list, file, f"pages[{i}].lines")
        for j, line in enumerate(lines):
            if not isinstance(line, str):
                raise ContentError(file, f"pages[{i}].lines[{j}]", f"must be text, not {type(line).__name__}")
        out.append({"heading": heading, "lines": list(lines)})
    return {"title": title, "pages": out}
