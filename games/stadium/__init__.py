"""Stadium: two teams of two or three play ten trials for medals (RULES.md §4-§5, DESIGN.md §3.9, issue 12)."""
