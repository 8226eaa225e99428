"""Pure drawing data shared by the Qt board scene and its exporter: geometry and style.

No Qt here: squares become coordinates and colours, the Qt layer paints them.
"""
