"""Missions (rulebook 6.4, 7): the mission library and a mission's preparation. Pure
core: no Qt, no database."""
