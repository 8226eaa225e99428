"""A mission from the command line (issue 29): `demloc mission ...` run in-process on a
database of its own, and the steps of one standard mission for two guilds (the starter
data's The Red Lantern and the example file's The Grey Owls) from `new` to the end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from demloc.cli import main
from support.starter import starter

ROOT = Path(__file__).resolve().parents[2]
OWLS_FILE = ROOT / "docs" / "examples" / "the-grey-owls.json"
LANTERN, OWLS = "The Red Lantern", "The Grey Owls"
MISSION = "blood-in-the-gutters"  # 2 players, no scene element to place (6.4.1)
SEED = 7

# The set-up's steps after `new`, by colour (the log stores the guild's key), to Ready;
# with seed 7 the Grey Owls deploy first and choose the north.
TO_READY: list[dict[str, Any]] = [
    {"action": "choose_mission", "mission": MISSION},
    {"action": "next"},  # to the mode: `new --standard` sets it
    {"action": "next"},
    {"action": "draw_stake"},
    {"action": "next"},
    {"action": "next"},
    {"action": "next"},
    {"action": "pick", "player": "red", "card": "rog1-magda-thorne"},
    {"action": "pick", "player": "red", "card": "rog1-corvin-ashby"},
    {"action": "pick", "player": "blue", "card": "rog2-bram-kettleburn"},
    {"action": "pick", "player": "blue", "card": "rog2-ilse-crowmantle"},
    {"action": "next"},
    {"action": "next"},
    {"action": "next"},
    {"action": "choose_zone", "player": "blue", "zone": "north"},
    {"action": "deploy", "player": "blue", "character": "3-rog2-bram-kettleburn", "at": "C1",
     "facing": "S"},
    {"action": "deploy", "player": "red", "character": "1-rog1-magda-thorne", "at": "G14",
     "facing": "N"},
    {"action": "deploy", "player": "blue", "character": "4-rog2-ilse-crowmantle", "at": "D1",
     "facing": "S"},
    {"action": "deploy", "player": "red", "character": "2-rog1-corvin-ashby", "at": "H14",
     "facing": "N"},
    {"action": "start"},
]  # fmt: skip


class Cli:
    """`demloc --db DB ...` in-process: each call's exit code, stdout and stderr."""

    def __init__(self, capsys: pytest.CaptureFixture[str], db: Path) -> None:
        self.capsys, self.db = capsys, db

    def __call__(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        code = main(["--db", str(self.db), *args])
        out, err = self.capsys.readouterr()
        return code, out, err

    def ok(self, *args: str) -> str:
        code, out, err = self(*args)
        assert code == 0, err
        assert err == "", err
        return out

    def refused(self, *args: str) -> str:
        """The one line of a refusal (exit 1, nothing on stdout, no traceback)."""
        code, out, err = self(*args)
        assert code == 1, (out, err)
        assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
        assert "Traceback" not in err
        return err.strip()

    def mission(self, *args: str) -> str:
        return self.ok("mission", *args)

    def view(self, mission_id: int = 1) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.mission("show", str(mission_id), "--json"))
        return data

    def guild(self, name: str) -> dict[str, Any]:
        """`demloc guild show NAME` but the moment it was shown."""
        data: dict[str, Any] = json.loads(self.ok("guild", "show", name))
        del data["exported_at"]
        return data

    def two_guilds(self) -> None:
        """The starter data's guild and the example file's, in this database."""
        starter(self.db)
        self.ok("guild", "import", str(OWLS_FILE))

    def new(self, *options: str) -> int:
        out = self.mission("new", LANTERN, OWLS, *(options or ("--standard",)),
                           "--seed", str(SEED))  # fmt: skip
        mission_id = int(out.split()[1].rstrip(":"))
        return mission_id

    def to_ready(self, mission_id: int = 1, *, training: bool = False) -> None:
        """The set-up's steps to Ready; in training, no raffle (6.4.1)."""
        # In training, neither the Next into the raffle nor its draw.
        steps = [a for i, a in enumerate(TO_READY) if not (training and i in (2, 3))]
        self.mission("do", str(mission_id), *(json.dumps(a) for a in steps))

    def ended(self, *options: str) -> int:
        """A mission set up, begun, and ended: blue surrenders after red's kill."""
        mission_id = self.new(*options)
        self.to_ready(mission_id, training="--training" in options)
        self.mission("play", str(mission_id))
        self.mission("play", str(mission_id), *(json.dumps(e) for e in TO_THE_END))
        return mission_id


TO_THE_END: list[dict[str, Any]] = [
    {"kind": "new_turn"},
    {"kind": "kill", "player": "red", "target": "3-rog2-bram-kettleburn"},
    {"kind": "end_mission", "reason": "surrender", "player": "blue", "agreed": ["red"]},
]
