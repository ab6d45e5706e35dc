"""The score sheet view (#/sheet): a match at a real table, hand by hand (py/sheet)."""
