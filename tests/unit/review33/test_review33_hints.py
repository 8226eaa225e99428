"""Review of issue 33 (tactical hints, R-228..R-231) as a player at the table meets it.
Each test is a bug found: it passes while the bug is there (xfail strict) and fails
once it is fixed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from boards import brawling, shooting
from hints_support import DICE, catalog

from demloc.board.tiles import load_tile_library
from demloc.cli import main
from demloc.hints.attacks import attacks
from demloc.missions.play import Context, MissionState, new_mission
from demloc.missions.play.copies import replace
from demloc.missions.play.dry import dry_run
from demloc.paths import tiles_dir


def _ended_save(tmp_path: Path) -> Path:
    """The CLI tests' squad (tests/unit/hints/test_cli_hints.py), blue surrendered."""
    from test_cli_hints import SQUAD, _board_map

    ctx = Context(load_tile_library(tiles_dir()), catalog(), DICE)
    specs = {fid: spec for fid, (_, _, _, spec) in SQUAD.items()}
    mission = new_mission(_board_map(SQUAD), specs, [{"colour": "red"}, {"colour": "blue"}],
                          ctx, 7)  # fmt: skip
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "end_mission", "reason": "surrender", "player": "blue",
                "agreed": ["red"]})  # fmt: skip
    path = tmp_path / "ended.json"
    mission.save(path)
    return path


def test_phase_option_on_an_ended_mission_lists_no_attack(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R-228: once the mission is over (7.3.2.3) no attack is listed; without --phase
    the CLI says "none", with --phase strategic it lists Alith's shots (cli/hints.py
    `_hints` replaces the phase of an ENDED state)."""
    save = _ended_save(tmp_path)
    capsys.readouterr()
    assert main(["hints", str(save), "r1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["attacks"] == []
    main(["hints", str(save), "r1", "--json", "--phase", "strategic"])
    answer: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert answer["attacks"] == []


def test_a_hurt_shooters_shot_names_the_broken_heart_penalty() -> None:
    """7.2.2.3 table: one fighting die fewer per broken heart token. A brawl hint names
    it ("defence dice: broken hearts"), a shot hint names neither the dice nor the
    penalty: S with a broken heart shows the same modifiers as unhurt, though his odds
    dropped (hints/attacks.py `_shot` leaves out the dice)."""
    state, ctx = shooting()
    hurt = replace(state, fighters={**state.fighters, "S": replace(state.fighters["S"], hearts=1)})
    (well,) = [
        h for h in attacks(state, ctx, "S") if h.target == "T" and h.label.startswith("shot")
    ]
    (shot,) = [h for h in attacks(hurt, ctx, "S") if h.target == "T" and h.label.startswith("shot")]
    assert shot.expected < well.expected  # the odds did count the lost die
    assert any("heart" in m.label for m in shot.modifiers)


@pytest.mark.parametrize(("board", "fighter"), [(shooting, "S"), (brawling, "C")])
def test_no_attack_is_listed_once_his_player_has_passed_the_phase(
    board: Callable[[], tuple[MissionState, Context]], fighter: str
) -> None:
    """7.2, 7.3: a player who passes gives up the rest of his phase; the core moves on
    to the next player and never comes back to him in this phase. R-228 lists the
    attacks his player "could declare for him ... now": none. The hints list S's four
    shots (strategic) and C's two charges (brawl), because `turn_of`
    (hints/attacks.py) makes red current again and the dry run does not look at
    `passed`."""
    state, ctx = board()
    passed = dry_run(state, ctx, {"kind": "pass"})[0]
    assert passed.passed == ("red",) and passed.current == "blue"
    assert passed.phase is state.phase
    assert attacks(passed, ctx, fighter) == []


def test_a_map_without_characters_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bad input, one clear message: a map file whose board has no miniature at all is
    refused (exit 2) with "no character 'b3' on the board: " and nothing after the
    colon (cli/hints.py `_character` lists nobody); it should say the board has no
    character."""
    from test_cli_hints import MAP

    data = json.loads(MAP.read_text(encoding="utf-8"))
    data["characters"] = []
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["hints", str(path), "b3"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("demloc hints: ")
    assert not err.endswith(":"), err


def _replay_peak(save: dict[str, Any], turns: int, ctx: Context) -> int:
    """The peak memory (bytes) of replaying `save` played on for `turns` more turns of
    four passes and a new turn each."""
    import tracemalloc

    from demloc.missions.play import load_mission

    events = list(save["events"])
    for _ in range(turns):
        events += [{"kind": "pass"}] * 4 + [{"kind": "new_turn", "draws": [1]}]
    tracemalloc.start()
    try:
        load_mission(save | {"events": events}, ctx, "long.json")
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_long_save_replays_in_memory_linear_in_its_events(tmp_path: Path) -> None:
    """Hostile input: a 2 MB save of 99,996 legal events (passes and new turns, under
    the format's 100,000 cap) made `demloc hints long.json r1` run 103 s and peak at
    16.8 GB of memory (/usr/bin/time), where the hints need only the last state.
    `Mission` (missions/play/mission.py) keeps every state for undo, each with the
    whole log so far. Four times the events should take about four times the memory,
    not eight."""
    from test_cli_hints import SQUAD, _board_map

    ctx = Context(load_tile_library(tiles_dir()), catalog(), DICE)
    specs = {fid: spec for fid, (_, _, _, spec) in SQUAD.items()}
    mission = new_mission(_board_map(SQUAD), specs, [{"colour": "red"}, {"colour": "blue"}],
                          ctx, 7)  # fmt: skip
    mission.do({"kind": "new_turn"})
    path = tmp_path / "start.json"
    mission.save(path)
    save = json.loads(path.read_text(encoding="utf-8"))
    small, large = _replay_peak(save, 200, ctx), _replay_peak(save, 800, ctx)
    assert large < 6 * small, f"{small / 1e6:.1f} MB, then {large / 1e6:.1f} MB"
