# Replaces PyInstaller's hook for PySide6.QtGui (a hook in the spec's hookspath is used
# instead of the built-in one of the same name): the same Qt plugins, less those a
# desktop app never loads, before PyInstaller looks for the libraries they link to
# (RULINGS.md R-218). The GTK platform theme alone brought GTK 3, Cairo, Pango and ATK:
# 20 MB of the bundle, for native-looking file dialogs; without it Qt draws its own.
# The platforms kept: xcb (X11), wayland, offscreen and minimal (the self-test, CI).
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

UNUSED_PLUGINS = (
    "platformthemes/libqgtk3",  # GTK 3's theme and dialogs, see above
    # Full-screen without a window system (embedded boards), remote by VNC, Vulkan
    # displays: never a player's desktop.
    "platforms/libqeglfs", "platforms/libqlinuxfb", "platforms/libqvnc",
    "platforms/libqvkkhrdisplay", "platforms/libqminimalegl", "egldeviceintegrations/",
    "generic/",  # input devices read directly, for those same platforms
)

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [
    (source, target) for source, target in binaries
    if not any(f"/plugins/{name}" in source.replace("\\", "/") for name in UNUSED_PLUGINS)
]
