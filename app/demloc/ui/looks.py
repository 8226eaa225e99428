"""The look of the screens played at the table, written once (issue 28): the tracker, its
replay, the resolution. Light text on a dark ground, large type; gold for what is
pointed at, selected or to be read first; purple for what is on (a checked button, the
selected tab, the main action, the board's edit mode); and the coloured bands that say
what was refused, what was done and what to note."""

GROUND = "#161616"
TEXT = "#ffffff"
RAISED = "#2b2b2b"  # a card, a tab
BUTTON = "#3a3a3a"  # a button; a card out of the game
EDGE = "#9a9a9a"  # a button's edge
DIM, DIM_EDGE = "#8a8a8a", "#555555"  # a disabled button's text and edge; a box's edge
LIST = "#101010"
GOLD = "#ffd400"
PURPLE = "#5a2a82"


def table_sheet(owner: str, size: int = 15, padding: str = "4px 10px") -> str:
    """The dark sheet for the widget class `owner` and every widget in it: type of `size`
    px, buttons padded `padding`."""
    return f"""
{owner}, {owner} QWidget {{ background:{GROUND}; color:{TEXT}; font-size:{size}px; }}
{owner} QPushButton {{ background:{BUTTON}; color:{TEXT}; border:1px solid {EDGE};
    border-radius:5px; padding:{padding}; font-weight:bold; }}
{owner} QPushButton:checked {{ background:{PURPLE}; border:2px solid {GOLD}; }}
{owner} QPushButton:disabled {{ color:{DIM}; border-color:{DIM_EDGE}; }}
{owner} QPushButton:hover {{ border:2px solid {GOLD}; }}
{owner} QTabBar::tab {{ background:{RAISED}; color:{TEXT}; padding:8px 14px;
    font-weight:bold; }}
{owner} QTabBar::tab:selected {{ background:{PURPLE}; }}
{owner} QListWidget {{ background:{LIST}; color:{TEXT}; }}
"""


# The tracker's sheet, and its replay's (the same look).
TABLE_STYLE = table_sheet("TrackerView")

# The bands' colours (ground, text): refused, done, to note, training.
REFUSED = ("#ffdddd", "#8a0000")
DONE = ("#d8f0d0", "#1d4d12")
NOTE = ("#fff1c4", "#4a3300")
TRAINING = ("#fff4c2", "#6b5200")


def band(colours: tuple[str, str], padding: int = 6) -> str:
    """A band's style: its colours, bold, `padding` px round the words."""
    ground, text = colours
    return f"background:{ground}; color:{text}; padding:{padding}px; font-weight:bold;"


# The tracker's bands: a refusal, what the last action did, the resumed mission.
REFUSAL_STYLE = band(REFUSED)
SAID_STYLE = band(NOTE)
BANNER_STYLE = band(DONE)

# Table mode's type (issue 26): every text `size` px, the turn larger; the app's font
# set on a label (text(size=...)) gives way to a style sheet's.
TABLE_MODE_STYLE = """
TrackerView QWidget {{ font-size:{size}px; }}
TrackerView QLabel#turn, TrackerView QLabel#now {{ font-size:{big}px; }}
"""
