"""Missions (rulebook 6.4, 7): the mission library and a mission's preparation. Pure
core: no Qt, no database.

- `spec`, `library`: the mission files and their loading.
- `city`: the city's areas and control spots (`resources/city.toml`).
- `table`: a guild at the table as plain data (`TableGuild`).
- `actions`: the set-up's actions, their checking and canonical text.
- `setup`: the state of a set-up (`SetupState`) and what the rules read (`SetupContext`).
- `phases`, `characters`, `deployment`: the rules of each preparation phase (6.4.1).
- `log`: `apply`, `replay` and `SetupLog` (undo, save, resume).
- `start`: the cards to pull, and what "start game" hands to the tracker.
"""
