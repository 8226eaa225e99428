"""DemLoc Companion: the companion app for the DemLoc miniatures skirmish game."""

__version__ = "0.1.0"
