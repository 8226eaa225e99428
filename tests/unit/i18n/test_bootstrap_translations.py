"""The bootstrap builds each translations/*.ts into the .qm the app loads (issue 32): at
every set-up (ensure_venv), again only when the .ts is newer; a .ts lrelease refuses is
said, and the app starts in English."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).parents[3]


def _bootstrap(root: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bootstrap_i18n", ROOT / "bootstrap.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.ROOT = root
    module.VENV = Path(sys.executable).parent.parent  # this run's virtualenv
    return module


def test_each_ts_is_built_and_built_again_only_when_newer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "translations").mkdir()
    source = tmp_path / "translations" / "demloc_en.ts"
    shutil.copy(ROOT / "translations" / "demloc_en.ts", source)
    broken = tmp_path / "translations" / "demloc_xx.ts"
    broken.write_text("<TS><context>", encoding="utf-8")
    bootstrap = _bootstrap(tmp_path)
    bootstrap.build_translations()
    built = source.with_suffix(".qm")
    assert QTranslator().load(str(built))
    assert "cannot build demloc_xx.qm" in capsys.readouterr().out
    os.utime(built, (1, 1))  # older than its .ts: built again
    bootstrap.build_translations()
    assert built.stat().st_mtime > 1
    before = built.stat().st_mtime_ns
    bootstrap.build_translations()  # up to date: left as it is
    assert built.stat().st_mtime_ns == before
