"""What `python3 bootstrap.py bundle` packs (issue 32, RULINGS.md R-218): the spec leaves
out only Qt modules the app never imports, the AppStream metadata is valid and names
this version, the desktop entry starts `demloc` with its icon, and the .deb lays the
bundle in /opt/demloc with /usr/bin/demloc and the desktop's files. The bundle itself
is built and run (`--self-test`) by CI (.ci/run): minutes, not a test's seconds."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import shutil
import subprocess
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

import demloc

ROOT = Path(__file__).parents[3]
PACKAGING = ROOT / "packaging"
APP_ID = "org.demloc.Companion"


def _bootstrap() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bootstrap", ROOT / "bootstrap.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_list(name: str) -> list[str]:
    """A list of strings the spec assigns to `name` (read, not run: PyInstaller runs it)."""
    tree = ast.parse((PACKAGING / "demloc.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == name:
            found: list[str] = ast.literal_eval(node.value)
            return found
    raise AssertionError(f"demloc.spec assigns no {name}")


def _qt_modules_imported() -> set[str]:
    found = set()
    for module in (ROOT / "app" / "demloc").rglob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            found.update(n.split(".")[1] for n in names if n.startswith("PySide6.Qt"))
    return found


def test_the_spec_leaves_out_no_qt_module_the_app_imports() -> None:
    imported = _qt_modules_imported()
    assert {"QtCore", "QtGui", "QtWidgets"} <= imported
    left_out = set(_spec_list("QT_UNUSED"))
    assert not imported & left_out, f"the app imports {sorted(imported & left_out)}"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_the_appstream_metadata_is_valid() -> None:
    metainfo = PACKAGING / f"{APP_ID}.metainfo.xml"
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metadata_and_the_desktop_entry_name_this_app() -> None:
    metainfo = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == APP_ID
    newest = metainfo.find("releases/release")
    assert newest is not None and newest.get("version") == demloc.__version__
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == "demloc" and desktop["Icon"] == APP_ID


def _fake_bundle(folder: Path) -> Path:
    bundle = folder / "bundle" / "demloc"
    (bundle / "_internal" / "demloc" / "resources").mkdir(parents=True)
    (bundle / "demloc").write_text("#!/bin/sh\n")
    (bundle / "demloc").chmod(0o755)
    (bundle / "_internal" / "libx.so.1").write_bytes(b"x" * 2048)
    (bundle / "_internal" / "libx.so").symlink_to("libx.so.1")
    return bundle


def test_the_deb_lays_out_the_bundle_and_the_desktops_files(tmp_path: Path) -> None:
    bootstrap = _bootstrap()
    root = bootstrap.deb_tree(_fake_bundle(tmp_path), "1.2.3", "amd64", tmp_path / "deb")
    assert (root / "opt/demloc/demloc").stat().st_mode & 0o111
    assert (root / "opt/demloc/_internal/libx.so").is_symlink()  # kept a link, not a copy
    assert (root / "usr/bin/demloc").readlink() == Path("/opt/demloc/demloc")
    share = root / "usr/share"
    for installed in (f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
                      f"icons/hicolor/256x256/apps/{APP_ID}.png"):  # fmt: skip
        assert (share / installed).is_file(), installed
    control = dict(
        line.split(": ", 1)
        for line in (root / "DEBIAN/control").read_text().splitlines()
        if not line.startswith(" ")
    )
    assert control["Package"] == "demloc" and control["Version"] == "1.2.3"
    assert "libgl1" in control["Depends"] and "xvfb" not in control["Depends"]
    assert control["Depends"].startswith("libc6 (>= 2.")  # built against this glibc
    assert 2 <= int(control["Installed-Size"]) < 100  # KiB: the files, each link once
    if shutil.which("appstreamcli"):  # the desktop entry, icon and metadata as installed
        done = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(root)],
                              capture_output=True, text=True, check=False)  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr


def test_bundle_runs_pyinstaller_then_packs_a_tarball_and_a_deb(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bootstrap = _bootstrap()
    ran: list[list[str]] = []

    def run(command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        ran.append(command)
        if command[0] == "dpkg-deb":
            Path(command[-1]).write_bytes(b"deb")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(bootstrap, "ensure_system_libraries", lambda *_a, **_k: None)
    monkeypatch.setattr(bootstrap, "ensure_bundle_tools", lambda: None)
    monkeypatch.setattr(bootstrap.subprocess, "run", run)
    monkeypatch.setattr(bootstrap.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(bootstrap.platform, "machine", lambda: "x86_64")
    monkeypatch.setattr(bootstrap, "ROOT", tmp_path)
    monkeypatch.setattr(bootstrap, "BUNDLE", _fake_bundle(tmp_path))
    monkeypatch.setattr(bootstrap, "DIST", tmp_path / "dist")
    monkeypatch.setattr(bootstrap, "app_version", lambda: "1.2.3")
    assert bootstrap.run_bundle() == 0
    assert Path(ran[0][0]).name == "pyinstaller" and ran[0][-1].endswith("demloc.spec")
    assert ran[1][0] == "dpkg-deb" and ran[1][-1].endswith("demloc_1.2.3_amd64.deb")
    with tarfile.open(tmp_path / "dist" / "demloc-1.2.3-linux-x86_64.tar.gz") as tar:
        names = tar.getnames()
        assert "demloc-1.2.3/demloc" in names and tar.getmember("demloc-1.2.3/demloc").mode & 0o111
        assert tar.getmember("demloc-1.2.3/_internal/libx.so").issym()


def test_bundle_takes_no_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bootstrap = _bootstrap()
    monkeypatch.setattr(bootstrap, "run_bundle", lambda: pytest.fail("built"))
    assert (
        bootstrap.main(["bundle", "--fast"]) == 2
        and "bootstrap.py bundle" in capsys.readouterr().out
    )
