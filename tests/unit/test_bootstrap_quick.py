"""`python3 bootstrap.py check --quick` (issue 28): ruff, mypy and the tests without the
marked slow ones; `check` alone (CI, .ci/run) runs every test. The quick lane's markers
are the ones pyproject.toml registers (pytest runs with --strict-markers)."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).parents[2]


def _bootstrap() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bootstrap", ROOT / "bootstrap.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _commands(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> tuple[int, list[list[str]]]:
    bootstrap = _bootstrap()
    ran: list[list[str]] = []
    monkeypatch.setattr(bootstrap, "ensure_system_libraries", lambda *_a, **_k: None)
    monkeypatch.setattr(bootstrap, "ensure_venv", lambda: None)
    monkeypatch.setattr(
        bootstrap.subprocess,
        "run",
        lambda command, **_: ran.append(command) or subprocess.CompletedProcess(command, 0),
    )
    monkeypatch.chdir(ROOT)
    return bootstrap.main(argv), ran


def test_check_quick_leaves_out_the_marked_tests_and_check_runs_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    code, ran = _commands(monkeypatch, ["check", "--quick"])
    assert code == 0 and [Path(c[0]).name for c in ran] == ["ruff", "ruff", "mypy", "pytest"]
    every_core = ["-n", "auto"]  # both lanes on every core (pytest-xdist)
    assert ran[-1][1:] == [*every_core, "-m", "not (kill or fuzz or golden or postgres or slow)"]
    code, ran = _commands(monkeypatch, ["check"])
    assert code == 0 and ran[-1][1:] == every_core  # CI: everything


def test_check_refuses_an_unknown_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, ran = _commands(monkeypatch, ["check", "--quik"])
    assert code == 2 and ran == [] and "check --quick" in capsys.readouterr().out


def test_the_quick_lanes_markers_are_registered() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    registered = {line.split(":")[0] for line in options["ini_options"]["markers"]}
    left_out = set(re.findall(r"\w+", _bootstrap().QUICK)) - {"not", "or", "and"}
    assert left_out == {"kill", "fuzz", "golden", "postgres", "slow"} <= registered


class _Item:
    def __init__(self, test: object) -> None:
        self.obj, self.marks = test, list[str]()

    def add_marker(self, mark: pytest.MarkDecorator) -> None:
        self.marks.append(mark.name)


def test_a_property_test_of_many_examples_is_fuzz_and_left_out_of_the_quick_lane(
    request: pytest.FixtureRequest,
) -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    def is_ours(plugin: object) -> bool:  # the tests' root conftest.py, as pytest loaded it
        where = getattr(plugin, "__file__", None)
        return where is not None and Path(where).resolve() == ROOT.resolve() / "tests/conftest.py"

    conftest = next(p for p in request.config.pluginmanager.get_plugins() if is_ours(p))

    @settings(max_examples=150)
    @given(st.integers())
    def many(n: int) -> None: ...

    @settings(max_examples=25)
    @given(st.integers())
    def few(n: int) -> None: ...

    @given(st.integers())
    def default(n: int) -> None: ...  # hypothesis's 100

    items = [_Item(many), _Item(few), _Item(default), _Item(lambda: None)]
    conftest.pytest_collection_modifyitems(items)
    assert [i.marks for i in items] == [["fuzz"], [], ["fuzz"], []]
