"""Every place the app describes bleeding says where its hits go: straight to life,
past the armour (6.4.2, 8.1 BLOODING; RULINGS.md R-137), as the tracker deals them."""

from __future__ import annotations

from demloc.catalog.keywords import RULES
from demloc.paths import resources_dir
from demloc.ui.rules_view import ENTRIES
from demloc.ui.tracker.actions import TOOLTIPS


def test_6_4_2_8_1_every_text_on_bleeding_says_its_hits_go_to_life() -> None:
    ch06 = (resources_dir() / "rules" / "ch06.md").read_text(encoding="utf-8")
    ch08 = (resources_dir() / "rules" / "ch08.md").read_text(encoding="utf-8")
    texts = {
        "keyword BLOODING": next(r.summary for r in RULES if r.name == "BLOODING"),
        "rules entry": next(e.summary for e in ENTRIES if e.key == "bleeding"),
        "B's tooltip": TOOLTIPS["bleeding+1"],
        "ch06 Bleeding": ch06[ch06.index("**Bleeding**") : ch06.index("**Poisoning**")],
        "ch08 BLOODING": ch08[ch08.index("**BLOODING x**") : ch08.index("**SHIELD x**")],
    }
    for where, text in texts.items():
        flat = " ".join(text.split())
        assert ("life" in flat or "hit factor" in flat) and "R-137" in flat, (where, flat)
        assert "armour first" not in flat, where
