"""The rules engine: dice, tests, shooting, brawl, arcane sub-phase, statuses, turns.

Pure Python (no Qt, no database), standing on the board engine and the card catalog.
Every rule cites its rulebook section; interpretations cite RULINGS.md.
"""
