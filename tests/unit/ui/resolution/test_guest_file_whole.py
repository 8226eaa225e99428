"""Issue 27, item 3: the guest's results file is written whole or not at all. It was
written straight over the file the guest brought: a write failing half way (a full
disk, a stick pulled out) left 4,096 of 6,450 bytes of broken JSON in its place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.ui.resolution.controller import ResolutionController
from support.failing_write import fail_writes_half_way


def test_a_results_file_write_failing_half_way_leaves_the_guests_file_whole(
    sessions: sessionmaker[Session],
    catalog: Catalog,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    brought = tmp_path / "owls.json"
    old = json.dumps({"format": "demloc-guild", "guild": {"name": "Owls"}, "pad": "o" * 4000})
    brought.write_text(old, encoding="utf-8")
    controller = ResolutionController(sessions, catalog)
    results = json.dumps({"format": "demloc-guild", "guild": {"name": "Owls"}, "pad": "n" * 6450})
    monkeypatch.setattr(controller, "guest_file_text", lambda _colour: results)
    fail_writes_half_way(monkeypatch)
    assert not controller.save_guest_file("grey", brought)
    monkeypatch.undo()
    assert brought.read_text(encoding="utf-8") == old  # the guest's file, whole
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".owls")] == []
    assert str(brought) in controller.problem and "No space left" in controller.problem
    # Written whole when the disk has room.
    monkeypatch.setattr(controller, "guest_file_text", lambda _colour: results)
    assert controller.save_guest_file("grey", brought)
    assert brought.read_text(encoding="utf-8") == results
