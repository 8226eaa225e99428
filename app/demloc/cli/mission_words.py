"""What `demloc mission show|results|list --open` print without --json: plain text made
from the same JSON that --json prints (the table API's views, the Resolution's own JSON),
so the two never say different things. It decides nothing: every need, fate, amount and
reason is the core's words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

INDENT = "  "


def _value(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ",".join(_value(v) for v in value) or "-"
    return str(value)


def character_text(character: Mapping[str, Any]) -> str:
    """A character's id, then what is not at its start ("wounds 2", "dead"), key by key."""
    parts = []
    for key, value in character.items():
        if key in ("id", "card", "owner") or value in (None, "", 0, False, [], ()):
            continue
        name = key.replace("_", " ")
        parts.append(name if value is True else f"{name} {_value(value)}")
    return f"{character.get('id', '?')}" + (f"  {', '.join(parts)}" if parts else "")


def view_text(view: Mapping[str, Any]) -> str:
    """A MissionView's JSON in lines: where it stands, what it needs, who plays what."""
    mode = f" ({view['mode']})" if view.get("mode") else ""
    head = f"mission {view['id']}, revision {view['revision']}: {view['stage']}"
    lines = [head + (f", {view['mission'] or 'no mission chosen yet'}{mode}")]
    playing = view["stage"] == "playing"
    if view.get("turn"):
        sub = f" ({view['sub_phase']})" if view.get("sub_phase") else ""
        plays = f", {view['current']} plays" if view.get("current") and playing else ""
        lines.append(f"turn {view['turn']}, {view['phase']}{sub}{plays}")
    else:
        lines.append(f"phase: {view['phase']}")
    if view.get("problem"):
        lines.append(f"cannot go on: {view['problem']}")
    needs = list(view.get("needs") or [])
    lines.append(f"needs: {_nothing(view)}" if not needs else "needs:")
    lines += [f"{INDENT}- {need}" for need in needs]
    for player in view.get("players") or []:
        fate = f", fate points {player['fate_points']}" if player.get("fate_points") else ""
        source = ", from a guild file" if player.get("source") == "file" else ""
        lines.append(f"{player['colour']}: {player['guild']}{source}{fate}")
        characters = player.get("characters") or []
        lines += [f"{INDENT}{character_text(c)}" for c in characters]
        if not characters:
            lines.append(f"{INDENT}no character yet")
    lines.append(
        f"undo: {'yes' if view.get('can_undo') else 'no'}, "
        f"redo: {'yes' if view.get('can_redo') else 'no'}"
    )
    log = list(view.get("log") or [])
    if log:
        lines.append("log:")
        lines += [f"{INDENT}{line}" for line in log]
    return "\n".join(lines) + "\n"


def _nothing(view: Mapping[str, Any]) -> str:
    """What "needs nothing" means where the mission stands."""
    if view["stage"] != "setup":
        return "nothing"
    if view["phase"] == "ready":
        guests = any(p.get("source") == "file" for p in view.get("players", []))
        bring = " --guest FILE, once for each guest's guild file (R-159)" if guests else ""
        return f"nothing: play the mission (demloc mission play {view['id']}{bring})"
    return "nothing, Next may go on"


def open_text(rows: Sequence[Mapping[str, Any]]) -> str:
    """`list --open`: a line each, the id first (the one every verb takes)."""
    if not rows:
        return "no set-up or mission in progress\n"
    lines = []
    for row in rows:
        players = ", ".join(row.get("players") or []) or "no guild yet"
        mission = row.get("mission") or "no mission chosen yet"
        lines.append(
            f"{row['id']:>4}  {row['stage']:<9} {row['phase']:<12} {mission:<26} "
            f"revision {row['revision']:<4} {players}"
        )
    return "\n".join(lines) + "\n"


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else str(amount)


def _name(resolution: Mapping[str, Any], key: str) -> str:
    for guild in resolution.get("guilds") or []:
        if key in (guild["guild"], guild["colour"]):
            return f"{guild['name']} ({guild['colour']})"
    return key or "free"


def results_text(resolution: Mapping[str, Any]) -> str:
    """A Resolution's JSON in lines: the winner and why, each guild's fame, feods and
    blood stones a line per reason, the items, every character's fate and need, the
    control spot."""
    training = resolution.get("mode") != "standard"
    lines = [f"{resolution['title']} ({resolution['mode']})"]
    if training:
        lines.append("training: nothing is written to the guilds (6.4)")
    winner = resolution.get("winner")
    lines.append(f"winner: {_name(resolution, winner)}" if winner else "winner: none, a draw")
    lines.append(f"why: {resolution.get('reason') or '-'}")
    for guild in resolution.get("guilds") or []:
        lines.append(f"{guild['name']} ({guild['colour']})")
        for what in ("fame", "feods", "blood_stones"):
            entries = guild.get(what) or []
            total = sum(e["amount"] for e in entries)
            label = what.replace("_", " ")
            lines.append(f"{INDENT}{label} {_signed(total)}")
            lines += [f"{INDENT * 2}{_signed(e['amount']):>5}  {e['why']}" for e in entries]
        lines += [f"{INDENT}item: {e['why']}" for e in guild.get("items") or []]
        for c in guild.get("characters") or []:
            need = f"; needs {c['needs']}" if c.get("needs") else ""
            lines.append(f"{INDENT}{c['name']} ({c['kind']}): {c['fate']}, {c['why']}{need}")
        lines += [f"{INDENT}title: {card}: {title}" for card, title in guild.get("titles") or []]
    spot = resolution.get("spot")
    if spot:
        lines.append(
            f"control spot: {spot['name']}: {spot['why']} (before: "
            f"{_name(resolution, spot['before'])}, after: {_name(resolution, spot['after'])})"
        )
        if spot.get("effects"):
            lines.append(f"{INDENT}{spot['effects']}")
    else:
        lines.append("control spot: none at stake (6.4.1)")
    if resolution.get("provisional"):
        lines.append("the reward, injury and title tables are provisional")
    return "\n".join(lines) + "\n"


WRITTEN = {
    "WRITTEN": "mission {id}: the results are written into the guilds (6.4.1)",
    "WRITTEN_BEFORE": "mission {id}: the results were written already; nothing changed",
    "TRAINING_FINISHED": "mission {id}: a training mission: finished, nothing written (6.4)",
}


def written_text(mission_id: int, outcome: str) -> str:
    return WRITTEN.get(outcome, "mission {id}: " + outcome.lower()).format(id=mission_id)
