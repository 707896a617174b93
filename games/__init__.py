"""The console's games as pure, seeded, replayable state machines (no IO, no clocks, no pygame, no serial)."""
