"""Rules core shared by every game: prompts, validation, events, seeded chance, content and serialisation.

A game is a pure state machine (docs/architecture.md §2):

- ``setup(config, seed) -> state``
- ``prompts(state) -> {controller: Prompt}``: who owes input now; empty means the game is over.
- ``apply(state, inputs) -> (state, events)``: validates every input against its prompt first; on
  rejection it raises :class:`IllegalInput` and the given state is untouched.
- ``observe(state, seat | None)``: what a seat (or the TV, ``None``) may see.
- ``result(state)``: ``None`` until the game ends.
"""
from games.core.errors import ConfigError, ContentError, IllegalInput, RulesError
from games.core.prompt import Field, Prompt, validate_inputs

__all__ = ["ConfigError", "ContentError", "IllegalInput", "RulesError", "Field", "Prompt", "validate_inputs"]
