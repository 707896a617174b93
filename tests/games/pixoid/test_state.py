"""games.pixoid.state: ``evolve`` copies every field, changes only the ones named, and drops the prompt cache."""
from __future__ import annotations

import dataclasses

from games.pixoid.rules import Pixoid
from games.pixoid.state import PixoidState


def test_evolve_carries_and_changes_every_field():
    game = Pixoid()
    state = game.setup({"players": ["red", "blue", "green"]})
    game.prompts(state)
    assert state._prompts is not None
    names = [f.name for f in dataclasses.fields(PixoidState) if not f.name.startswith("_")]
    copy = state.evolve()
    assert copy == state and copy is not state and copy._prompts is None
    for name in names:
        marker = object()
        changed = state.evolve(**{name: marker})
        assert getattr(changed, name) is marker
        assert all(getattr(changed, other) is getattr(state, other) for other in names if other != name)
