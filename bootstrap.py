#!/usr/bin/env python3
"""Set up DemLoc Companion in a local virtual environment, then run it or check it.

    python3 bootstrap.py app [ARGS...]   set up, then start the app (ARGS go to `demloc`)
    python3 bootstrap.py check           set up, then run ruff, mypy and pytest
    python3 bootstrap.py check --quick   the same, without the slow tests (QUICK below)

Only the standard library is used here: this file runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".demloc-installed"

# Debian packages Qt needs (the tested list in the developers' brief).
QT_BASE = ["libglib2.0-0", "libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3"]
# ... and for a real X window (xvfb and xauth let a headless machine run one too).
QT_WINDOW = [
    "xvfb",
    "xauth",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxkbcommon-x11-0",
]
# The check also starts a real PostgreSQL server, as a club sharing one database runs
# (tests/unit/store/conftest.py); without it those tests are skipped, said why.
POSTGRES_SERVER = ["postgresql"]
# The table's web page is tested in a real browser, Debian's chromium driven headless by
# playwright (tests/unit/net/test_page_browser.py); without it those tests are skipped.
CHROMIUM = ["chromium"]
# The quick lane's tests: all but those marked (pyproject.toml's [tool.pytest] markers)
# as killing processes, fuzzing, comparing golden images, on PostgreSQL or slow. CI runs all.
QUICK = "not (kill or fuzz or golden or postgres or slow)"
# Both lanes run the tests on every core (pytest-xdist): each worker is a test session
# of its own, with its own QApplication and its own PostgreSQL server.
PARALLEL = ["-n", "auto"]


def say(message: str) -> None:
    print(f"[bootstrap] {message}", flush=True)


def missing_debian_packages(names: list[str]) -> list[str]:
    """The packages of `names` that dpkg does not list as installed ([] off Debian)."""
    if not sys.platform.startswith("linux") or shutil.which("dpkg-query") is None:
        return []
    missing = []
    for name in names:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name],
            capture_output=True,
            text=True,
            check=False,
        )
        if "install ok installed" not in result.stdout:
            missing.append(name)
    return missing


def ensure_system_libraries(names: list[str], optional: list[str] | None = None) -> None:
    """Install the missing Debian packages when root; otherwise say how.

    Without one of `names` nothing runs; without one of `optional` some tests are skipped.
    """
    missing = missing_debian_packages(names)
    missing_optional = missing_debian_packages(optional or [])
    if not missing and not missing_optional:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        wanted = missing + missing_optional
        say(f"installing system packages: {' '.join(wanted)}")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
        subprocess.run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", *wanted],
            check=True,
            env=env,
        )
        return
    if missing_optional:
        say(f"missing {', '.join(missing_optional)}: their tests will be skipped. To run them:")
        print(f"    sudo apt-get install -y --no-install-recommends {' '.join(missing_optional)}")
    if missing:
        say("Qt needs system libraries that are missing. Install them with:")
        print(f"    sudo apt-get install -y --no-install-recommends {' '.join(missing)}")
        sys.exit(1)


def venv_python() -> Path:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return VENV / scripts / ("python.exe" if os.name == "nt" else "python")


def venv_tool(name: str) -> str:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return str(VENV / scripts / name)


def ensure_venv() -> None:
    """Create .venv and install the project with its dev tools when pyproject changed;
    the translations built (build_translations)."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs on any python3
        say(f"DemLoc needs Python 3.11 or newer; this is {sys.version.split()[0]}")
        sys.exit(1)
    if not venv_python().exists():
        say(f"creating the virtual environment in {VENV}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        say("installing DemLoc Companion and its tools (first run takes a minute)")
        subprocess.run(
            [str(venv_python()), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]"],
            check=True,
        )
        STAMP.write_text(wanted)
    build_translations()


def build_translations() -> None:
    """translations/*.qm from the committed .ts (pyside6-lrelease), when a .ts is newer
    than its .qm (issue 32): the app finds them beside resources/, the wheel carries them."""
    for source in sorted((ROOT / "translations").glob("demloc_*.ts")):
        built = source.with_suffix(".qm")
        if built.exists() and built.stat().st_mtime >= source.stat().st_mtime:
            continue
        command = [venv_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(built)]
        if subprocess.run(command, check=False).returncode != 0:
            say(f"cannot build {built.name}: the screens stay in English")


def run_app(args: list[str]) -> int:
    ensure_system_libraries(QT_BASE + QT_WINDOW)
    ensure_venv()
    headless = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )
    if headless and "--screenshot" not in args and not any(a in args for a in ("-h", "--help")):
        say("no screen found (DISPLAY is not set). Start it under a virtual screen with")
        print("    xvfb-run -a python3 bootstrap.py app")
        print("or render it to a picture: python3 bootstrap.py app --screenshot window.png")
        return 1
    return subprocess.run([venv_tool("demloc"), *args], check=False).returncode


def run_check(quick: bool) -> int:
    ensure_system_libraries(QT_BASE, optional=None if quick else POSTGRES_SERVER + CHROMIUM)
    ensure_venv()
    steps = [
        ("ruff lint", [venv_tool("ruff"), "check", "app", "tests", "benchmarks", "bootstrap.py"]),
        ("ruff format", [venv_tool("ruff"), "format", "--check", "app", "tests", "benchmarks"]),
        ("mypy", [venv_tool("mypy")]),
        ("pytest", [venv_tool("pytest"), *PARALLEL, *(["-m", QUICK] if quick else [])]),
    ]
    failed = []
    for title, command in steps:
        say(f"{title}: {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(command))}")
        if subprocess.run(command, cwd=ROOT, check=False).returncode != 0:
            failed.append(title)
    if failed:
        say(f"FAILED: {', '.join(failed)}")
        return 1
    say("all checks passed")
    return 0


def main(argv: list[str]) -> int:
    checks = {(): False, ("--quick",): True}  # check's options: quick or not
    if not argv or argv[0] not in ("app", "check"):
        print(__doc__)
        return 2
    if argv[0] == "check" and tuple(argv[1:]) not in checks:
        print(__doc__)
        return 2
    os.chdir(ROOT)
    return run_app(argv[1:]) if argv[0] == "app" else run_check(checks[tuple(argv[1:])])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
