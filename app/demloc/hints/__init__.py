"""Tactical hints (issue 33): the exact odds of every attack a character could make now,
and who threatens him. Pure: no Qt, no database.

- `model`: the answers (`AttackHint`, `Threat`, `ThreatMap`, `Kind`, `Measure`).
"""
