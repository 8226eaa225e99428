"""The board engine: tiles, maps, movement, control zones and firing lines.

Pure Python (no Qt, no database): the board visualizer and the rules engine stand on it.
"""
