"""The store layer: persists the guilds in a database through SQLAlchemy 2.

Services take a Session and never commit it; the caller owns one transaction per user
action (STYLE.md). Only portable constructs, so a `postgresql://` URL works as well.
"""
