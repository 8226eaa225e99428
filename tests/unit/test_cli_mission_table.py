"""`demloc mission new|do|play|undo|redo|show|results|write|give-up|save|list --open`
(issue 29): a whole mission from the command line on the app's database, every verb and
option, and every refusal: exit 1, one line naming the rule and the thing refused,
nothing changed, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from demloc.cli.mission_table import json_objects
from demloc.cli.mission_words import character_text, open_text, view_text
from demloc.table.views import with_keys
from support.mission_cli import LANTERN, OWLS, OWLS_FILE, TO_READY, Cli
from support.starter import starter


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    made = Cli(capsys, tmp_path / "club.sqlite3")
    made.two_guilds()
    return made


# ---- new, show ---------------------------------------------------------------------------


def test_new_seats_the_guilds_by_name_and_prints_the_id(cli: Cli) -> None:
    out = cli.mission("new", LANTERN, OWLS, "--standard", "--seed", "7")
    assert out.startswith("mission 1: a new set-up\nmission 1, revision ")
    view = cli.view(1)
    assert view["stage"] == "setup" and view["phase"] == "players"
    assert [(p["colour"], p["guild"]) for p in view["players"]] == [
        ("red", LANTERN),
        ("blue", OWLS),
    ]
    assert "choose a mission" in view["needs"]  # what Next needs (6.4)
    # A second set-up abandons none: both are open.
    assert cli.new("--training") == 2
    assert [m["id"] for m in json.loads(cli.mission("list", "--open", "--json"))] == [1, 2]


def test_new_with_the_same_seed_draws_the_same(cli: Cli) -> None:
    first, second = cli.new(), cli.new()
    for mission_id in (first, second):
        cli.mission("do", str(mission_id), *(json.dumps(a) for a in TO_READY[:4]))
    stakes = [cli.view(m)["log"][-1] for m in (first, second)]
    assert stakes[0] == stakes[1] and "at stake:" in stakes[0]  # 6.4.1: the raffle


def test_new_refusals_make_nothing(cli: Cli) -> None:
    line = cli.refused("mission", "new", LANTERN, "Nobody", "--standard")
    assert line.startswith("demloc mission: ") and "Nobody" in line
    line = cli.refused("mission", "new", LANTERN, LANTERN, "--training")
    assert "already at the table (6.4)" in line
    assert json.loads(cli.mission("list", "--open", "--json")) == []


@pytest.mark.parametrize(
    "args",
    [
        ("new", LANTERN, OWLS),  # the mode is required
        ("new", LANTERN, OWLS, "--training", "--standard"),
        ("new", LANTERN, "--training", "--seed", "-1"),
        ("show", "x"),
        ("show", "0"),
        ("show", "9" * 30),  # past any id the database can hold: no traceback
        ("play", "1", "--at", "9" * 30, '{"kind": "pass"}'),
        ("do", "1", "--at", "-3", "{}"),
        ("do", "1"),  # an action is required
        ("save", "1"),  # -o is required
    ],
)
def test_bad_options_are_usage_errors(cli: Cli, args: tuple[str, ...]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli("mission", *args)
    assert stopped.value.code == 2
    assert "Traceback" not in cli.capsys.readouterr().err


def test_show_text_and_json_say_the_same(cli: Cli) -> None:
    cli.new()
    cli.mission("do", "1", *(json.dumps(a) for a in TO_READY[:9]))
    view = cli.view()
    assert set(view) >= {"id", "revision", "stage", "mission", "mode", "phase", "turn",
                         "sub_phase", "current", "needs", "players", "can_undo", "can_redo",
                         "log"}  # fmt: skip
    assert view["mode"] == "standard" and view["phase"] == "characters"
    red = view["players"][0]
    assert set(red) >= {"colour", "guild", "key", "account", "source", "characters"}
    assert [c["card"] for c in red["characters"]] == ["rog1-magda-thorne", "rog1-corvin-ashby"]
    text = cli.mission("show", "1")
    assert text == view_text(view)
    assert "red: The Red Lantern\n  1-rog1-magda-thorne" in text


def test_every_changing_verb_prints_the_view_as_json(cli: Cli) -> None:
    first = json.loads(cli.mission("new", LANTERN, OWLS, "--standard", "--json"))
    assert first["id"] == 1 and first == cli.view()
    done = json.loads(cli.mission("do", "1", TO_READY_TEXT[0], "--json"))
    assert done["revision"] == first["revision"] + 1 and done == cli.view()
    assert json.loads(cli.mission("undo", "1", "--json")) == cli.view()
    assert json.loads(cli.mission("redo", "1", "--json")) == cli.view()


def test_unknown_mission_ids_are_refused(cli: Cli) -> None:
    for args in (("show", "9"), ("do", "9", '{"action":"next"}'), ("play", "9"),
                 ("undo", "9"), ("redo", "9"), ("results", "9"), ("write", "9"),
                 ("give-up", "9"), ("save", "9", "-o", "x.json")):  # fmt: skip
        line = cli.refused("mission", *args)
        assert "9" in line, line


# ---- do, undo, redo, --at ------------------------------------------------------------


def test_do_names_players_by_colour_or_guild_and_logs_their_key(cli: Cli) -> None:
    cli.new()
    cli.mission("do", "1", *(json.dumps(a) for a in TO_READY[:7]))
    cli.mission(
        "do", "1", '{"action":"pick","player":"The Grey Owls","card":"rog2-bram-kettleburn"}'
    )
    cli.mission("do", "1", '{"action":"pick","player":"red","card":"rog1-magda-thorne"}')
    view = cli.view()
    owls, lantern = view["players"][1], view["players"][0]
    assert [c["card"] for c in owls["characters"]] == ["rog2-bram-kettleburn"]
    key = lantern["key"]
    assert key not in ("red", LANTERN)
    cli.mission("do", "1", json.dumps({"action": "unpick", "player": key,
                                       "character": lantern["characters"][0]["id"]}))  # fmt: skip
    assert cli.view()["players"][0]["characters"] == []


def test_players_join_and_leave_by_guild_name_and_colour(cli: Cli) -> None:
    # 6.4: new with one guild, the other seated by `do`, by its name.
    cli.mission("new", LANTERN, "--training")
    out = cli.mission("do", "1", '{"action": "add_player", "guild": "The Grey Owls"}', "--json")
    view = json.loads(out)
    assert [(p["colour"], p["guild"]) for p in view["players"]] == [
        ("red", LANTERN),
        ("blue", OWLS),
    ]
    assert view["players"][1]["key"] == "0b1e5c1e-0000-4000-8000-00000000a1b2"  # the file's
    line = cli.refused("mission", "do", "1", '{"action": "add_player", "guild": "Nobody"}')
    assert line == (
        "demloc mission: add_player: no guild named 'Nobody' here (guilds: The Grey Owls, "
        "The Red Lantern)"
    )
    cli.mission("do", "1", '{"action": "set_colour", "player": "The Grey Owls", "colour": "green"}')
    cli.mission("do", "1", '{"action": "remove_player", "player": "green"}')
    assert [p["guild"] for p in cli.view()["players"]] == [LANTERN]


def test_a_refused_action_names_its_rule_and_changes_nothing(cli: Cli) -> None:
    cli.new()
    cli.mission("do", "1", *(json.dumps(a) for a in TO_READY[:7]))
    before = cli.view()
    line = cli.refused("mission", "do", "1",
                       '{"action":"pick","player":"blue","card":"rog1-magda-thorne"}')  # fmt: skip
    assert line == "demloc mission: Magda Thorne is not in The Grey Owls's dormitory (5.1.1)"
    line = cli.refused("mission", "do", "1", '{"action":"next"}')
    assert "(6.4.1" in line or "(5.1.4)" in line or "pick one" in line
    assert cli.view() == before


@pytest.mark.parametrize(
    ("action", "said"),
    [
        ('{"action": "pick", ', "action {\"action\": \"pick\",: not JSON: "),
        ("[1, 2]", "action [1, 2]: a JSON object {...} is expected"),
        ('{"player": "red"}', 'the field "action" is required'),
        ('{"action": "pik"}',
         "action {\"action\": \"pik\"}: 'pik' is not an action (known: choose_mission"),
        ('{"action": "pick", "player": "red"}',
         'action {"action": "pick", "player": "red"}: pick: pick.card: this field is required'),
        ('{"action": "set_base", "player": "red", "character": "x", "number": "two"}',
         "set_base: set_base.number: "),
        ('{"action": "next", "extra": 1}', "next: next.extra: "),
    ],
)  # fmt: skip
def test_a_bad_json_action_names_the_argument_and_the_field(
    cli: Cli, action: str, said: str
) -> None:
    cli.new()
    before = cli.view()
    line = cli.refused("mission", "do", "1", action)
    assert said in line, line
    assert cli.view() == before


def test_json_nested_past_reason_is_refused_in_one_line(cli: Cli) -> None:
    """Hostile input: an object nested 5,000 deep (under the size limit) is refused by
    its argument's name, as any bad JSON is, never with a traceback."""
    cli.new()
    before = cli.view()
    deep = '{"action": "next", "x": ' + "[" * 5000 + "]" * 5000 + "}"
    line = cli.refused("mission", "do", "1", deep)
    assert line.startswith('demloc mission: action {"action": "next"') and "nested" in line
    assert cli.view() == before


def test_several_actions_name_the_bad_one_and_do_none(cli: Cli) -> None:
    cli.new()
    before = cli.view()
    line = cli.refused("mission", "do", "1", TO_READY_TEXT[0], '{"action": 3}')
    assert line.startswith('demloc mission: action 2 ({"action": 3}): ')
    assert cli.view() == before  # the first not done either: every argument read first
    # A rule refusal of the second: none is done, the first either.
    line = cli.refused("mission", "do", "1", TO_READY_TEXT[0], '{"action":"draw_stake"}')
    assert line.startswith(
        'demloc mission: action 2 ({"action":"draw_stake"}) refused, none of the 2 done: '
        "draw stake belongs to the raffle phase"
    )
    assert cli.view() == before


def test_several_events_refused_by_a_rule_play_none(cli: Cli) -> None:
    """R-185: the events of one command are kept all or none; the refused one is named."""
    cli.new()
    cli.to_ready()
    cli.mission("play", "1")
    cli.mission("play", "1", '{"kind": "new_turn"}')
    before = cli.view()
    kill = '{"kind": "kill", "player": "red", "target": "1-rog1-magda-thorne"}'
    line = cli.refused("mission", "play", "1", '{"kind": "pass"}', kill)
    assert line.startswith("demloc mission: event 2 ({") and "(6.4.2)" in line
    assert "refused, none of the 2 done: Magda Thorne" in line
    assert cli.view() == before


TO_READY_TEXT = [json.dumps(a) for a in TO_READY]


def test_at_a_stale_revision_is_refused_as_moved(cli: Cli) -> None:
    cli.new()
    at = cli.view()["revision"]
    cli.mission("do", "1", "--at", str(at), TO_READY_TEXT[0])
    moved = cli.view()
    assert moved["revision"] == at + 1
    for verb in (("do", "1", TO_READY_TEXT[1]), ("undo", "1"), ("redo", "1"), ("play", "1"),
                 ("give-up", "1"), ("write", "1")):  # fmt: skip
        line = cli.refused("mission", *verb[:2], "--at", str(at), *verb[2:])
        assert line == (f"demloc mission: mission 1 moved: it is at revision {at + 1}, "
                        f"this was made on {at}")  # fmt: skip
    assert cli.view() == moved
    cli.mission("undo", "1", "--at", str(at + 1))
    assert cli.view()["revision"] == at + 2


def test_undo_and_redo_step_through_the_set_up(cli: Cli) -> None:
    cli.new()
    out = cli.mission("undo", "1")  # the Grey Owls' seat, a step of `new`
    assert out.startswith("undo: done\n") and "redo: yes" in out
    assert [p["guild"] for p in cli.view()["players"]] == [LANTERN]
    cli.mission("redo", "1")
    view = cli.view()
    assert [p["guild"] for p in view["players"]] == [LANTERN, OWLS] and not view["can_redo"]
    assert "redo" in cli.refused("mission", "redo", "1")
    cli.mission("undo", "1")
    cli.mission("undo", "1")
    assert "undo" in cli.refused("mission", "undo", "1")
    assert cli.view()["players"] == []


# ---- play, results, write ---------------------------------------------------------------


def test_play_with_no_event_begins_the_ready_mission(cli: Cli) -> None:
    cli.new()
    line = cli.refused("mission", "play", "1")  # not Ready: "Play the mission" refused
    assert line.startswith("demloc mission: ")
    cli.to_ready()
    out = cli.mission("play", "1")
    assert out.startswith("mission 1 begins: the tracker takes it from here\n")
    view = cli.view()
    assert view["stage"] == "playing"
    fighters = {c["id"]: c for p in view["players"] for c in p["characters"]}
    assert fighters["1-rog1-magda-thorne"]["at"] == "G14"
    # The set-up is over: its actions are refused.
    assert "(R-133)" in cli.refused("mission", "do", "1", '{"action":"back"}')


def test_play_events_and_a_refused_one(cli: Cli) -> None:
    cli.new()
    cli.to_ready()
    cli.mission("play", "1")
    out = cli.mission("play", "1", '{"kind": "new_turn"}')
    assert "turn 1, strategic" in out
    before = cli.view()
    line = cli.refused("mission", "play", "1", '{"kind": "kill", "player": "red", '
                       '"target": "1-rog1-magda-thorne"}')  # fmt: skip
    assert "(6.4.2)" in line and "Magda Thorne" in line
    line = cli.refused("mission", "play", "1", '{"kind": "fly"}')
    assert line.startswith('demloc mission: event {"kind": "fly"}: \'fly\' is not an event')
    # A bad field of the second event: named with its argument, and the first not played.
    line = cli.refused("mission", "play", "1", '{"kind": "pass"}', '{"kind": "kill", "player": 3}')
    assert line.startswith('demloc mission: event 2 ({"kind": "kill", "player": 3}): kill (')
    assert "player" in line and "target" in line
    line = cli.refused("mission", "play", "1", '{"kind": "pass"', '{"kind": "pass"}')
    assert line.startswith('demloc mission: event 1 ({"kind": "pass"): not JSON')
    line = cli.refused("mission", "play", "1", '{"player": "red"}')
    assert 'the field "kind" is required' in line
    assert cli.view() == before
    cli.mission("undo", "1")  # the new turn undone
    assert cli.view()["turn"] == 0


def test_results_text_and_json(cli: Cli) -> None:
    cli.ended()
    data = json.loads(cli.mission("results", "1", "--json"))
    assert data["winner"] == "red"
    assert data["reason"] == "surrender: blue gave up to red (7.3.2.3)"
    assert data["mode"] == "standard"
    red = next(g for g in data["guilds"] if g["colour"] == "red")
    assert red["fame"] and all(set(x) == {"amount", "why"} for x in red["fame"] + red["feods"])
    fates = {c["character"]: c for g in data["guilds"] for c in g["characters"]}
    assert set(fates) == {
        "1-rog1-magda-thorne",
        "2-rog1-corvin-ashby",
        "3-rog2-bram-kettleburn",
        "4-rog2-ilse-crowmantle",
    }  # every character's fate (6.4.1)
    bram = fates["3-rog2-bram-kettleburn"]
    assert "out of the game" in bram["why"] and "injury roll" in bram["why"]
    assert data["spot"]["name"]
    text = cli.mission("results", "1")
    assert "winner: The Red Lantern (red)\nwhy: surrender: blue gave up to red (7.3.2.3)\n" in text
    for line in red["fame"] + red["feods"]:
        assert line["why"] in text  # a line per reason
    assert f"control spot: {data['spot']['name']}: " in text
    assert f"Bram Kettleburn (mercenary): {bram['fate']}, {bram['why']}" in text


def test_write_once_then_it_says_so_and_changes_nothing(cli: Cli) -> None:
    before = cli.guild(LANTERN)["guild"]
    cli.ended()
    preview = json.loads(cli.mission("results", "1", "--json"))
    red = next(g for g in preview["guilds"] if g["colour"] == "red")
    out = cli.mission("write", "1")
    assert out == "mission 1: the results are written into the guilds (6.4.1)\n"
    after = cli.guild(LANTERN)
    assert after["guild"]["feods"] == before["feods"] + sum(x["amount"] for x in red["feods"])
    assert after["guild"]["fame"] == before["fame"] + sum(x["amount"] for x in red["fame"])
    out = cli.mission("write", "1")
    assert out == "mission 1: the results were written already; nothing changed\n"
    assert json.loads(cli.mission("write", "1", "--json")) == {
        "id": 1, "outcome": "written before"
    }  # fmt: skip
    assert cli.guild(LANTERN) == after
    assert cli.view()["stage"] == "written"
    assert json.loads(cli.mission("results", "1", "--json"))["guilds"] == preview["guilds"]
    assert "written" in cli.refused("mission", "play", "1", '{"kind":"new_turn"}')
    assert json.loads(cli.mission("list", "--open", "--json")) == []


def test_a_training_mission_writes_nothing(cli: Cli) -> None:
    guilds = {name: cli.guild(name)["guild"] for name in (LANTERN, OWLS)}
    cli.ended("--training")
    assert json.loads(cli.mission("results", "1", "--json"))["mode"] == "training"
    assert "nothing is written" in cli.mission("results", "1")
    out = cli.mission("write", "1")
    assert out == "mission 1: a training mission: finished, nothing written (6.4)\n"
    assert {name: cli.guild(name)["guild"] for name in guilds} == guilds
    # Again: nothing was written either time; it never says "written already".
    assert cli.mission("write", "1") == out
    assert {name: cli.guild(name)["guild"] for name in guilds} == guilds


def test_write_before_the_end_is_refused(cli: Cli) -> None:
    cli.new()
    assert cli.refused("mission", "write", "1").startswith("demloc mission: ")
    assert cli.refused("mission", "results", "1").startswith("demloc mission: ")


# ---- give-up, save, list --open --------------------------------------------------------


def test_give_up_then_do_and_play_are_refused(cli: Cli) -> None:
    cli.new()
    cli.mission("do", "1", TO_READY_TEXT[0])
    out = cli.mission("give-up", "1")
    assert out == "mission 1 is given up: it can never be played again (R-131)\n"
    assert cli.view()["stage"] == "given up"
    for args in (("do", "1", TO_READY_TEXT[1]), ("play", "1"), ("undo", "1"), ("give-up", "1")):
        assert cli.refused("mission", *args).startswith("demloc mission: ")
    cli.new()
    assert json.loads(cli.mission("give-up", "2", "--json")) == cli.view(2)
    assert cli.view(2)["stage"] == "given up"
    assert json.loads(cli.mission("list", "--open", "--json")) == []


def test_save_writes_the_mission_replay_reads(cli: Cli, tmp_path: Path) -> None:
    cli.ended()
    saved = tmp_path / "night.json"
    assert cli.mission("save", "1", "-o", str(saved)) == f"wrote {saved}\n"
    replayed = cli.mission("replay", str(saved))
    assert "blue surrendered" in replayed
    line = cli.refused("mission", "save", "1", "-o", str(tmp_path))  # a folder
    assert str(tmp_path) in line
    # --json on every verb: save says what it wrote as JSON too (issue 29).
    said = json.loads(cli.mission("save", "1", "-o", str(saved), "--json"))
    assert said == {"id": 1, "wrote": str(saved)}


def test_list_open_in_text_and_json(cli: Cli) -> None:
    assert cli.mission("list", "--open") == "no set-up or mission in progress\n"
    cli.new()
    cli.ended()
    rows = json.loads(cli.mission("list", "--open", "--json"))
    assert [(r["id"], r["stage"]) for r in rows] == [(1, "setup"), (2, "ended")]
    assert set(rows[0]) == {"id", "stage", "phase", "mission", "players", "revision"}
    assert rows[0]["players"] == [LANTERN, OWLS]
    assert cli.mission("list", "--open") == open_text(rows)
    line = cli.refused("mission", "list", "--open", "--players", "2")
    assert line == (
        "demloc mission: list: --players is for the library, --open for missions in progress"
    )


# ---- the pieces ----------------------------------------------------------------------------


def test_json_objects_name_the_argument() -> None:
    assert json_objects(['{"kind": "pass"}'], "event", "kind") == [{"kind": "pass"}]
    with pytest.raises(ValueError, match=r"^event 2 \(\{\}\): the field \"kind\" is required"):
        json_objects(['{"kind": "pass"}', "{}"], "event", "kind")
    with pytest.raises(ValueError, match="at most 64 kB"):
        json_objects(['{"kind": "' + "x" * 70_000 + '"}'], "event", "kind")


def test_with_keys_reads_a_colour_or_a_guild_name() -> None:
    players = [{"colour": "red", "guild": "The Red Lantern", "key": "k1"}]
    assert with_keys({"player": "red"}, players) == {"player": "k1"}
    assert with_keys({"player": "The Red Lantern"}, players) == {"player": "k1"}
    assert with_keys({"player": "green"}, players) == {"player": "green"}  # the rules say
    assert with_keys({"action": "next"}, players) == {"action": "next"}
    # A guild named as another player's colour: the colour names the player, first
    # (a guild called "blue" playing green never takes the blue player's action).
    players = [{"colour": "green", "guild": "blue", "key": "k2"},
               {"colour": "blue", "guild": "The Grey Owls", "key": "k3"}]  # fmt: skip
    assert with_keys({"player": "blue"}, players) == {"player": "k3"}
    assert with_keys({"player": "k2"}, players) == {"player": "k2"}


def test_character_text_says_what_is_not_at_its_start() -> None:
    said = character_text({"id": "1-x", "card": "x", "hit_damage": 2, "dead": True,
                           "objects": [], "mana": ["white", "seal"], "token": "exhausted"})  # fmt: skip
    assert said == "1-x  hit damage 2, dead, mana white,seal, token exhausted"


# ---- a real process ------------------------------------------------------------------------


def _demloc(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    app = str(Path(__file__).resolve().parents[2] / "app")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([app, os.environ.get("PYTHONPATH", "")]))
    return subprocess.run(
        [sys.executable, "-m", "demloc", "--db", str(db), "mission", *args],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.slow
def test_a_real_process_prints_and_refuses_as_in_process(cli: Cli) -> None:
    cli.new()
    done = _demloc(cli.db, "show", "1", "--json")
    assert done.returncode == 0 and json.loads(done.stdout) == cli.view()
    done = _demloc(cli.db, "do", "1", '{"action": "pick"')
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith('demloc mission: action {"action": "pick": not JSON')
    assert done.stderr.count("\n") == 1
    done = _demloc(cli.db, "do", "1", TO_READY_TEXT[0], "--at", "0")
    assert done.returncode == 1 and "moved" in done.stderr and "Traceback" not in done.stderr


def test_a_guest_brought_on_a_guild_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 6.4: a guild of another computer comes on its file, for this mission only; its
    # file is read again when the mission begins, never from the path the
    # set-up names.
    cli = Cli(capsys, tmp_path / "home.sqlite3")
    starter(cli.db)
    cli.mission("new", LANTERN, "--standard", "--seed", "7")
    cli.mission("do", "1", json.dumps({"action": "add_player", "file": str(OWLS_FILE)}))
    owls = cli.view()["players"][1]
    assert (owls["guild"], owls["colour"], owls["source"]) == (OWLS, "blue", "file")
    line = cli.refused(
        "mission", "do", "1", json.dumps({"action": "add_player", "file": str(OWLS_FILE)})
    )
    assert line == f"demloc mission: {OWLS} is already at the table (6.4)"
    line = cli.refused("mission", "do", "1", '{"action": "add_player"}')
    assert '"guild" (a guild\'s name) or "file" (a guild file) is required' in line
    cli.to_ready()
    line = cli.refused("mission", "play", "1")
    assert "bring that file again to play the mission" in line and "R-159" in line
    lantern = tmp_path / "lantern.json"
    cli.ok("guild", "export", LANTERN, "-o", str(lantern))
    line = cli.refused("mission", "play", "1", "--guest", str(lantern))
    assert line == f"demloc mission: {lantern}: {LANTERN} came to this table on no file"
    assert cli.view()["stage"] == "setup"
    cli.mission("play", "1", "--guest", str(OWLS_FILE))
    assert cli.view()["stage"] == "playing"
    line = cli.refused("mission", "play", "1", "--guest", str(OWLS_FILE), '{"kind": "new_turn"}')
    assert line == "demloc mission: play: --guest is for the mission's beginning (no EVENT)"


def test_ready_with_a_guest_says_to_bring_his_file() -> None:
    """Ready, with a guest seated from a file: "play the mission" alone is refused
    (R-159), so what it needs says --guest (issue 29 review)."""
    view = {"id": 3, "revision": 9, "stage": "setup", "mission": "m", "mode": "training",
            "phase": "ready", "turn": 0, "needs": [], "can_undo": True, "can_redo": False,
            "log": [], "problem": "",
            "players": [{"colour": "green", "guild": "The Sons", "key": "k", "source": "file",
                         "fate_points": 0, "characters": []}]}  # fmt: skip
    assert "demloc mission play 3 --guest FILE" in view_text(view)
