"""Outspeed: three to six Ships race over 13 track tiles to the Finish Line (RULES.md §3, OS-01..OS-75, issue 11)."""
