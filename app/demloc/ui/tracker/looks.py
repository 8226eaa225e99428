"""The tracker's look: high contrast for the table, light text on a dark ground,
large type; the bands' colours; table mode's type (issue 26)."""

# High contrast for the table: light text on a dark ground, large type.
TABLE_STYLE = """
TrackerView, TrackerView QWidget { background:#161616; color:#ffffff; font-size:15px; }
TrackerView QPushButton { background:#3a3a3a; color:#ffffff; border:1px solid #9a9a9a;
    border-radius:5px; padding:4px 10px; font-weight:bold; }
TrackerView QPushButton:checked { background:#5a2a82; border:2px solid #ffd400; }
TrackerView QPushButton:disabled { color:#8a8a8a; border-color:#555555; }
TrackerView QPushButton:hover { border:2px solid #ffd400; }
TrackerView QTabBar::tab { background:#2b2b2b; color:#ffffff; padding:8px 14px;
    font-weight:bold; }
TrackerView QTabBar::tab:selected { background:#5a2a82; }
TrackerView QListWidget { background:#101010; color:#ffffff; }
"""
REFUSAL_STYLE = "background:#ffdddd; color:#8a0000; padding:6px; font-weight:bold;"
SAID_STYLE = "background:#fff1c4; color:#4a3300; padding:6px; font-weight:bold;"
BANNER_STYLE = "background:#d8f0d0; color:#1d4d12; padding:6px; font-weight:bold;"

# Table mode's type (issue 26): every text `size` px, the turn larger; the app's font
# set on a label (text(size=...)) gives way to a style sheet's.
TABLE_MODE_STYLE = """
TrackerView QWidget {{ font-size:{size}px; }}
TrackerView QLabel#turn, TrackerView QLabel#now {{ font-size:{big}px; }}
"""
