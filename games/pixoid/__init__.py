"""Pixoid: flee the Bugs through the maze (docs/rules/pixoid.md PX-01..PX-48)."""
