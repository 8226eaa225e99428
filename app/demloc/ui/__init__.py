"""The Qt layer: shows the core and turns input into commands. Nothing here is imported
by the core or the store.

Imported before any PySide6 module of ours: PySide6 reads the source of every module
imported after it (`inspect.getsource`, to find those that say "PySide6" for its
`__feature__` switches, which DemLoc never uses) and keeps it in `linecache`: 12 MB of
text, 24 MiB of the app's memory and a tenth of a second of its start (issue 31). Told
that no module uses it, PySide6 reads none."""

import PySide6

_feature = __import__("sys").modules.get("shibokensupport.feature")
if _feature is not None and hasattr(_feature, "_mod_uses_pyside"):
    _feature._mod_uses_pyside = lambda _module: False

del PySide6
