"""Guild files crafted from a guild's own export (issue 27 item 4, RULINGS.md R-158): the
same identity and account, one revision up, with one change a file could make."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

CHANGES = ("wipe", "broke", "member", "feods", "item", "moved", "richer", "history")


def crafted(exported: dict[str, Any], folder: Path, change: str) -> Path:
    """The guild's file, one revision up, with `change` made to it (its ledger adds up):
    wipe (nothing left), broke (every mercenary kept, no wealth nor items), member (the
    last mercenary and what that mercenary holds gone), feods (5 fewer), item (the last item gone),
    moved (the last weapon taken off into the armory), richer (40 feods more), history
    (the ledger's entries made one, and the mission records dropped: the wealth kept)."""
    data = copy.deepcopy(exported)
    data["guild"]["revision"] += 1
    g = data["guild"]

    def pay(feods: int) -> None:
        g["feods"] += feods
        data["ledger"].append({"at": "2026-12-06T10:00:00", "reason": "crafted", "fame": 0,
                               "feods": feods, "blood_stones": 0})  # fmt: skip

    if change == "wipe":
        data["members"], data["items"], data["ledger"] = [], [], []
        g["fame"] = g["feods"] = g["blood_stones"] = 0
    elif change == "broke":
        data["items"] = []
        pay(-g["feods"])
    elif change == "member":
        gone = data["members"].pop()["card"]
        data["items"] = [i for i in data["items"] if i["holder"] != gone]
    elif change == "feods":
        pay(-5)
    elif change == "item":
        data["items"].pop()
    elif change == "moved":
        data["items"][-1]["holder"], data["items"][-1]["slot"] = None, ""
    elif change == "richer":
        pay(+40)
    elif change == "history":
        data["ledger"] = [{"at": "2026-12-06T10:00:00", "reason": "crafted", "fame": g["fame"],
                           "feods": g["feods"], "blood_stones": g["blood_stones"]}]  # fmt: skip
        data["missions"] = []
    else:
        raise ValueError(f"no change {change!r} (one of {', '.join(CHANGES)})")
    path = folder / f"{change}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
