"""The keyword glossary: the keywords of appendix 8, and the tracker's effects, counters,
actions and phases, all in our own words, their sections links to the full reference
(ui/reference/, issue 15); and the glossary panel over the tracker (F1).

A topic (F1 in the tracker, issue 12) is a tuple of glossary keys: an entry's key
("bleeding", "pass"), a keyword as `keyword_key` names it ("weapon feature:BLOODING"),
a bare keyword name (every place it stands), or a section number ("7.2.2": the entries
of that section, else of the nearest section above it). The topic's entries are shown
first, marked, then the whole glossary."""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.keywords import RULES, KeywordPlace, KeywordRule, rules_for
from demloc.ui.i18n import translate
from demloc.ui.looks import BUTTON, DIM_EDGE, EDGE, GOLD, GROUND, LIST, RAISED, TEXT
from demloc.ui.plaintext import plain_label
from demloc.ui.reference.browser import ReferenceBrowser
from demloc.ui.reference.links import section_url


@dataclasses.dataclass(frozen=True)
class Entry:
    """A glossary entry that is not a keyword: an effect, a counter, an action of the
    tracker or a phase of the turn."""

    key: str
    title: str
    section: str  # one or more section numbers, "6.4.2, 8.1"
    summary: str  # in our own words, never the rulebook's


# What the tracker shows and does that appendix 8 does not name (6.4.2, 7).
ENTRIES: tuple[Entry, ...] = (
    # Effects and counters on a character
    Entry("bleeding", "Bleeding", "6.4.2, 8.1",
          "Each bleeding token costs its character one hit to life, past the armour, when a "
          "turn starts (RULINGS.md R-7, R-137); the app deals them. BLOODING weapons give "
          "them; only tokens the character has can be taken off."),
    Entry("poison", "Poison", "6.4.2, 8.1, 8.2",
          "A poisoned character gets one more token when each turn ends (R-7), from the "
          "app; once the tokens are more than the hit factor the character dies. While it "
          "has any, weapons and powers give it none. Only tokens it has can be taken off."),
    Entry("stunned", "Stunned", "8.2",
          "The STUNNING power turns the movement token to exhausted; taking the effect "
          "off leaves the token as it is (R-53)."),
    Entry("possessed", "Possessed by a daemon", "7.2.3, 6.4.2",
          "One broken seal past the limit and a daemon takes the character: the app marks "
          "it and the mana goes. They walk by the out-of-control card in free movement, "
          "do nothing else, fight with one die, and take a broken heart token each turn "
          "(then armour tokens) until they die. A nearby arcane test at +3 frees them."),
    Entry("summoning", "Summoning a daemon", "7.2.3.2",
          "Active token and the code's mana paid: name the kabbalah and level, the app "
          "draws the daemon from the guild's pantheon (a lower level when none is "
          "left), choose 1 to 3 heart tokens and place it next to the summoner, who stays "
          "put while it plays."),
    Entry("daemon-leaves", "A daemon leaves the game", "7.2.3.3",
          "Its summoner's code card turns back and the summoner's token goes exhausted; a "
          "daemon killed hands its heart tokens to the summoner, whose death takes it "
          "away; summoning "
          "the same daemon again replaces the first."),
    Entry("exhausted", "Movement token", "5.7, 7.2, 7.3.2.3",
          "Active: the character can still be activated in this phase. Exhausted: it has "
          "been. The "
          "app turns every token active when the turn ends."),
    Entry("escaped", "Escaped", "7.2.1",
          "Anyone but a dignitary may leave the board through their own deployment area: "
          "out of the mission, still in the guild. Undo takes it back (R-53)."),
    Entry("dead", "Dead", "5.1.1, 6.4.2",
          "The last broken heart token (three, or what a daemon's summoner chose) kills "
          "the character, who leaves the board; only Undo brings them back (R-53)."),
    Entry("seals", "Broken seals", "6.4.2, 7.2.3",
          "A broken-seal face on an arcane die breaks a seal and the die is lost. The "
          "limit follows arcane ability (0 or 1: one, then one per point up to 4); the "
          "app marks the character possessed past it. Only seals broken can be taken off."),
    Entry("armour", "Broken armour tokens", "5.1.1, 7.3.2.2",
          "Generic damage goes to the armour first: each time it reaches the armour "
          "factor a token breaks. With three broken the armour is gone and damage goes "
          "to life."),
    Entry("hearts", "Broken heart tokens", "5.1.1, 7.3.2.1",
          "Damage to life breaks a heart token each time it reaches the hit factor; the "
          "last one kills. Each broken heart costs a fighting die in brawl and shooting."),
    Entry("fury", "FURY turns", "8.4", "The turns of FURY still to come (see FURY, 8.4)."),
    # The tracker's actions
    Entry("damage", "Damage (generic)", "6.4.2, 7.3.2.2",
          "One point of damage, taken by the armour first and by life once three "
          "armour tokens are broken. Key: D."),
    Entry("damage-life", "A hit to life", "6.4.2, 7.2.2",
          "One point straight to life, past the armour. Key: H."),
    Entry("fate", "Fate points", "6.4.2, 7.2",
          "A player's points for abilities that cost them, or to take 1 off an ability "
          "test's die each (never under 1); gained in play, never below 0."),
    Entry("kill", "Kill counter", "6.4.2",
          "Who eliminated the character, counted by kind (mercenary, follower, daemon) for the "
          "feods and fame paid after the mission (R-53)."),
    Entry("pass", "Pass", "7",
          "The player playing now activates no more characters; the next one clockwise "
          "plays. Once all have passed, the strategic phase gives way to the brawl, and "
          "the brawl to the turn's end. Key: P."),
    Entry("next-turn", "Next turn", "7, 7.3.2.3",
          "Once every player has passed the brawl: a new turn, its first player drawn "
          "with the last one less likely (R-34). Key: T."),
    Entry("ending", "Ending the mission", "7.3.2.3",
          "Offered when the turn limit is reached, when a player reached the objective "
          "at a turn's end, when only one player has characters left, or when a player "
          "gives up and the others agree."),
    Entry("control", "Controlled turns", "6.4.2",
          "In a control mission the table says who holds the area each turn; nobody "
          "suspends the count, and the app ends the mission once it is reached."),
    Entry("wave", "Waves and reinforcements", "6.4.1, 6.4.2",
          "On its turn the app says who pulls which card and which zone it enters; a "
          "tap on a lit square places the miniature."),
    Entry("shoot", "Shooting", "7.2.2",
          "Declare the shooter and the target: the app shows the firing line and the "
          "odds of each outcome, then rolls or takes the faces rolled at the table."),
    Entry("channel", "Channelling mana", "7.2.3",
          "With an active token the character rolls arcane dice for mana cubes of their "
          "colours; "
          "a broken-seal face breaks a seal instead."),
    Entry("cast", "Using an arcane power", "7.2.3.1",
          "The power's mana goes on the code card; an exhausted character pays one mana "
          "more a level. The target needs a line of sight, or stands in the caster's control "
          "zone while they fight."),
    Entry("arcane-test", "Arcane test", "7.2.3.5",
          "A test of arcane ability with any of the character's arcane dice: against a power "
          "aimed at them, to take an effect token off someone nearby, or at +3 to free a "
          "possessed character nearby. Broken seals rolled here do nothing."),
    Entry("destroy", "Destroying an element", "7.3.2.2",
          "Instead of an attack, a barrel or fence in the control zone: a hand-to-hand "
          "test at +2; passed, it leaves the board."),
    Entry("objects", "Objects", "7.2, 5.7",
          "Picked up and carried in the strategic phase; what a character carries shows on "
          "their card."),
    Entry("undo", "Undo and redo", "6.4.2",
          "Any action can be taken back and done again (Ctrl+Z, Ctrl+Shift+Z); each is "
          "saved as it happens, so nothing is lost."),
    # The turn
    Entry("first-player", "The first player", "7",
          "Drawn at each turn's start; the previous first player is less likely to be "
          "drawn again (R-34). Then play goes clockwise."),
    Entry("strategic", "Strategic phase", "7.2",
          "Each activated character may, in this order, move freely, then shoot or use "
          "the arcane; each is activated once in the phase."),
    Entry("free-movement", "Free movement", "7.2.1",
          "A character no enemy engages spends movement points: a square each, a 90° "
          "turn each, backwards one more each; two squares sideways at most."),
    Entry("arcane", "Arcane sub-phase", "7.2.3",
          "Channel mana, use an arcane power, or summon a daemon."),
    Entry("brawl", "Brawl phase", "7.3",
          "Hand-to-hand only: each activated character may move to engage, then attack "
          "once."),
    Entry("engaging", "Engaging movement", "7.3.1",
          "A move whose only aim is to engage an enemy in hand-to-hand."),
    Entry("hand-to-hand", "Hand-to-hand attack", "7.3.2",
          "Attacker and defender roll fighting dice; the difference decides the damage, "
          "always taken by the armour first (7.3.2.2)."),
    Entry("turn-end", "The turn's end", "7.3.2.3",
          "Everyone has passed the brawl: every movement token turns active, and the "
          "table starts a new turn or ends the mission."),
)  # fmt: skip
BY_KEY = {entry.key: entry for entry in ENTRIES}
SECTION = re.compile(r"\b\d+(?:\.\d+)*\b")
PLACE_TITLES = {place: place.value.capitalize() + "s" for place in KeywordPlace}
PLACE_TITLES[KeywordPlace.PERSONAL_ABILITY] = "Personal abilities"


def keyword_key(rule: KeywordRule) -> str:
    """A keyword's glossary key: its place and name (SHIELD is a weapon feature and a
    pentacle effect, two entries)."""
    return f"{rule.place.value}:{rule.name}"


def sections(text: str) -> tuple[str, ...]:
    """The section numbers a text cites, "(6.4.2, 8.1)" -> ("6.4.2", "8.1"); ruling
    numbers (R-53) are not sections."""
    return tuple(m.group() for m in SECTION.finditer(text) if "." in m.group() or m.group() == "7")


Item = Entry | KeywordRule


def _cites(item: Item, section: str) -> bool:
    return section in sections(item.section)


def find(topic: Sequence[str]) -> list[Item]:
    """The entries and keywords a topic names, in its order, each once."""
    found: list[Item] = []

    def add(items: Sequence[Item]) -> None:
        found.extend(i for i in items if i not in found)

    everything: list[Item] = [*ENTRIES, *RULES]
    for key in topic:
        if key in BY_KEY:
            add([BY_KEY[key]])
            continue
        keywords = [r for r in RULES if key in (keyword_key(r), r.name, *r.aliases)]
        if keywords:
            add(keywords)
            continue
        if SECTION.fullmatch(key):
            # That section's entries, else the nearest section above it that has some.
            wanted = key
            while wanted:
                cited = [i for i in everything if _cites(i, wanted)]
                if cited:
                    add(cited)
                    break
                wanted = wanted.rpartition(".")[0]
    return found


def key_of(item: Item) -> str:
    """An entry's or keyword's glossary key."""
    return keyword_key(item) if isinstance(item, KeywordRule) else item.key


def title_of(item: Item) -> str:
    """An entry's or keyword's title, as the table reads it."""
    return item.name if isinstance(item, KeywordRule) else item.title


def _anchor(item: Item) -> str:
    return "t-" + re.sub(r"[^a-z0-9]+", "-", key_of(item).casefold())


def _section_links(cited: str) -> str:
    """ "6.4.2, 8.1" with each section a link to its page in the reference."""
    return ", ".join(
        f'<a href="{section_url(n.strip())}">{html.escape(n.strip())}</a>' for n in cited.split(",")
    )


def _item_html(item: Item, asked: bool = False) -> str:
    if isinstance(item, KeywordRule):
        title = (
            f"{html.escape(item.name)}{' x' if item.takes_value else ''}"
            f"{f' ({item.activation.value})' if item.activation else ''}"
        )
        if asked:
            title += f" — {html.escape(item.place.value)}"
    else:
        title = html.escape(item.title)
    mark = ' class="asked"' if asked else ""
    if isinstance(item, KeywordRule):  # the name opens its entry in the appendix
        title = f'<a href="{section_url(item.section, item.name)}">{title}</a>'
    return (
        f'<p{mark}><a name="{_anchor(item)}"></a><b>{title}</b> '
        f"<i>[{_section_links(item.section)}]</i>: {html.escape(item.summary)}</p>"
    )


def _matches(item: Item, wanted: str) -> bool:
    words = (
        f"{item.name} {item.summary}"
        if isinstance(item, KeywordRule)
        else f"{item.title} {item.summary}"
    )
    return not wanted or wanted in words.casefold()


def glossary_html(text: str = "", topic: Sequence[str] = ()) -> str:
    """The glossary as HTML: the topic's entries first (marked "asked"), then every
    keyword by place and the tracker's entries that match `text`."""
    wanted = text.casefold().strip()
    parts = []
    asked = find(topic)
    if asked:
        parts.append(
            '<h3 class="asked">{}</h3>'.format(translate("rules_view", "You asked about"))
            + "".join(_item_html(i, True) for i in asked)
        )
    for place in KeywordPlace:
        entries = [_item_html(r) for r in rules_for(place) if _matches(r, wanted)]
        if entries:
            parts.append(f"<h3>{html.escape(PLACE_TITLES[place])}</h3>{''.join(entries)}")
    entries = [_item_html(e) for e in ENTRIES if _matches(e, wanted)]
    if entries:
        heading = translate("rules_view", "In the tracker: effects, counters, actions, the turn")
        parts.append(f"<h3>{heading}</h3>{''.join(entries)}")
    if not asked and len(parts) == 0:
        return "<p>{}</p>".format(translate("rules_view", "No keyword matches."))
    return "".join(parts)


# The table's look (ui/looks.py), for a panel laid over the tracker.
PANEL_STYLE = f"""
GlossaryPanel {{ background:{GROUND}; border:3px solid {GOLD}; border-radius:8px; }}
GlossaryPanel QLabel {{ color:{TEXT}; background:transparent; font-size:20px; }}
GlossaryPanel QLineEdit {{ background:{RAISED}; color:{TEXT}; font-size:18px;
    border:1px solid {EDGE}; padding:4px; min-height:32px; }}
GlossaryPanel QTextBrowser {{ background:{LIST}; color:{TEXT}; border:none; font-size:20px; }}
GlossaryPanel QPushButton {{ background:{BUTTON}; color:{TEXT}; border:1px solid {EDGE};
    border-radius:5px; padding:4px 14px; font-weight:bold; font-size:16px; min-height:40px; }}
GlossaryPanel QPushButton:hover {{ border:2px solid {GOLD}; }}
GlossaryPanel QPushButton:disabled {{ color:#7a7a7a; border:1px solid {DIM_EDGE}; }}
"""
LINK_COLOUR = "#8fd3ff"
BROWSER_CSS = """
h3 { color:#ffd400; font-size:23px; margin-top:14px; }
p { margin:6px 0px; }
p.asked { background-color:#3d2a5c; }
b { color:#ffe680; }
i { color:#c8c8c8; }
"""


def topic_url(topic: Sequence[str]) -> str:
    return "glossary:" + "|".join(topic)


def topic_glossary(what: str) -> str:
    """A "glossary:" page (ui/reference/browser.py): the topic's entries, then all."""
    return glossary_html("", tuple(k for k in what.split("|") if k))


class GlossaryPanel(QFrame):
    """The glossary over the tracker (F1): the topic asked about first, large, in the
    table's colours. Its section numbers open their pages in the panel (Back returns);
    the search box searches the whole reference; Esc or Close hides it and the mission
    goes on."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("glossary")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.topic: tuple[str, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        top = QHBoxLayout()
        self.title = plain_label(self.tr("Rules glossary"))
        self.title.setObjectName("glossary-title")
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.close_button = QPushButton(self.tr("Close (Esc)"))
        self.close_button.setObjectName("glossary-close")
        self.close_button.clicked.connect(self.close_panel)
        top.addWidget(self.close_button)
        layout.addLayout(top)
        self.search = QLineEdit(placeholderText=self.tr("Search every rule…"))
        self.search.setObjectName("glossary-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._searched)
        self.search.returnPressed.connect(self._open_best)
        layout.addWidget(self.search)
        self.browser = ReferenceBrowser(topic_glossary)
        self.text = self.browser.text
        self.text.setObjectName("glossary-text")
        self.text.document().setDefaultStyleSheet(BROWSER_CSS)
        self.browser.link_colour = LINK_COLOUR  # links readable on the dark panel
        layout.addWidget(self.browser, 1)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close_panel)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.hide()

    def _searched(self, text: str) -> None:
        words = " ".join(text.split())
        url = f"search:{words}" if words else topic_url(self.topic)
        self.browser.open(url, replace=self.browser.current().startswith("search:"))

    def _open_best(self) -> None:
        """Enter in the search box: the best section, its matches marked."""
        self.browser.open_best(" ".join(self.search.text().split()))

    def show_topic(self, topic: Sequence[str], about: str = "") -> None:
        """Shows the glossary with `topic` first, scrolled to the top, focused (so Esc
        closes it)."""
        self.topic = tuple(topic)
        self.title.setText(
            self.tr("Rules glossary (F1) · {about}").format(about=about)
            if about
            else self.tr("Rules glossary (F1)")
        )
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self.open(topic_url(self.topic))

    def open(self, url: str) -> None:
        """Shows the page `url` names (a section, a ruling, a topic), focused."""
        self.browser.open(url)
        self.show()
        self.raise_()
        self.text.setFocus()

    def asked(self) -> list[str]:
        """The titles shown first, as the table reads them (for tests and logs)."""
        return [title_of(i) for i in find(self.topic)]

    def close_panel(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()
