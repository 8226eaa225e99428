"""Tactical hints (issue 33): the exact odds of every attack a character could make now,
and who threatens him. Pure: no Qt, no database.

- `model`: the answers (`AttackHint`, `Threat`, `ThreatMap`, `Kind`, `Measure`, `StrayRisk`).
- `attacks`: `attacks`, `best_first` (R-228, R-229).
- `threats`: `threats`, `threat_map` (R-230, R-231).
- `tally`: from the chance of each outcome to a hint's figures.
"""
