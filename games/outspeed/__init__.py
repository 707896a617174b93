"""Outspeed: three to six Ships race over 13 track tiles to the Finish Line (docs/rules/outspeed.md
OS-01..OS-75, issue 11)."""
