"""Stadium: two teams of two or three play ten trials for medals (docs/rules/stadium.md,
docs/architecture.md §10, issue 12)."""
