"""The tactical hints on screen (issue 33): the panel for the selected character in the
tracker and on the Board view, and what feeds it.

- `work`: the engine's answers worked out off the UI thread, the newest only (R-232).
- `panel`: the attacks best first, who threatens him, the heat map's legend.
- `cards`: one attack, one threat; `chart`: an attack's damage, painted.
- `setting`: hints on or off per table, and the key for one action (R-233).
The heat map itself is drawn by ui/board/heat.py (R-234)."""
