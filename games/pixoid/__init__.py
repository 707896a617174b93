"""Pixoid: flee the Bugs through the maze (RULES.md PX-01..PX-48)."""
