"""The card catalog: the pure core's card models, keywords and data-file loading.

No Qt and no SQLAlchemy here (STYLE.md): the UI and the store adapt it.
"""
