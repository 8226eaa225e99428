"""The one reading layer for JSON and TOML input (issue 10): bounds and named errors."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from demloc import textio
from demloc.textio import InputError


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("[1", "line 1, column 3: not valid JSON"),
        ('{"a": 1, "a": 2}', "'a' appears twice"),
        ("[NaN]", "NaN is not a number"),
        ("[Infinity]", "Infinity is not a number"),
        ("[-Infinity]", "-Infinity is not a number"),
        ("[1e999]", "too large to be finite"),
        ("[" + "9" * 5000 + "]", "longer than 18 digits"),
        ("[" * 5000 + "]" * 5000, "nested deeper than 64"),
        ("[" * 65 + "]" * 65, "nested deeper than 64"),
        ('{"a": {"b": [1, "x\\u0000"]}}', "a.b[1]: holds a control character"),
        ('["\\ud800"]', "[0]: holds a control character or a lone surrogate"),
        ('{"\\u0007": 1}', "a field name holds a control character"),
    ],
)
def test_json_refusals_name_the_place(text: str, fragment: str) -> None:
    with pytest.raises(InputError, match=r"^f\.json: ") as caught:
        textio.loads_json(text, "f.json")
    assert fragment in str(caught.value)


def test_json_within_bounds_reads() -> None:
    text = '{"name": "\u05e9\u05dc\u05d5\u05dd \u202e", "n": -999999999999999999, "f": 1.5}'
    assert textio.loads_json(text, "f")["n"] == -999999999999999999
    assert textio.loads_json("[" * 64 + "]" * 64, "f") is not None


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("a = nan", "nan and inf"),
        ("a = -inf", "nan and inf"),
        ("a = 1" + "0" * 5000, "longer than 18 digits"),
        ("a = 1" + "0" * 30, "a: a number longer than 18 digits"),
        ('a = "\\u0000"', "a: holds a control character"),
        ("a = 1\na = 2", "not valid TOML"),
        ("a = [" * 3000, "not valid TOML"),
        ("a = " + "[" * 100 + "]" * 100, "nested deeper than 64"),
        ('a = "x', "end of the file: not valid TOML"),
        ('a = 1\nb = "x\n', "line 2, column"),
    ],
)
def test_toml_refusals_name_the_place(text: str, fragment: str) -> None:
    with pytest.raises(InputError, match=r"^f\.toml: ") as caught:
        textio.loads_toml(text, "f.toml")
    assert fragment in str(caught.value)


def test_files_that_are_not_files(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere")
    to_folder = tmp_path / "link.json"
    to_folder.symlink_to(folder)
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    cases = {
        folder: "is a folder",
        dangling: "link to nothing",
        to_folder: "is a folder",
        tmp_path / "missing.json": "no such file",
        pipe: "not a regular file",
    }
    for path, fragment in cases.items():
        with pytest.raises(InputError, match=fragment):
            textio.read_json(path)


def test_a_link_to_a_file_is_read(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text('{"a": 1}', encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert textio.read_json(link) == {"a": 1}


def test_invalid_utf8_names_the_line_not_the_bytes(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b'{"a":\n"secret \xff"}')
    with pytest.raises(InputError) as caught:
        textio.read_json(path)
    assert str(caught.value) == f"{path}: line 2: is not valid UTF-8 text"


def test_control_characters_in_text_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "t.tile"
    path.write_bytes(b"tile 1\nname secret\x00\n")
    with pytest.raises(InputError) as caught:
        textio.read_text(path)
    assert "line 2" in str(caught.value)
    assert "secret" not in str(caught.value)


def test_size_is_bounded(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text("[" + "1," * 1000 + "1]", encoding="utf-8")
    with pytest.raises(InputError, match="larger than"):
        textio.read_json(path, max_bytes=100)


def test_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="the folder is missing"):
        textio.require_folder(tmp_path / "tiles")
    (tmp_path / "file").write_text("", encoding="utf-8")
    with pytest.raises(InputError, match="is not a folder"):
        textio.require_folder(tmp_path / "file")


def test_two_writers_of_one_file_never_write_into_each_others_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two windows on one database keep one Guild history file (and a board autosave):
    a writer paused between its write and its rename (another process) must neither
    lose its rename nor leave the file holding a mix (review of issue 26 item 12)."""
    import os
    import threading

    target = tmp_path / "demloc.sqlite3.guild-history.json"
    paused, go = threading.Event(), threading.Event()
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if threading.current_thread().name == "other":
            paused.set()
            go.wait(5)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    failed: list[BaseException] = []

    def other() -> None:
        try:
            textio.write_atomic(target, '{"by": "the other window", "pad": "' + "x" * 5000 + '"}')
        except BaseException as error:  # reported by the assertion below
            failed.append(error)

    thread = threading.Thread(target=other, name="other")
    thread.start()
    assert paused.wait(5)
    textio.write_atomic(target, '{"by": "this window"}')
    assert textio.read_json(target) == {"by": "this window"}
    go.set()
    thread.join(5)
    assert failed == []
    assert textio.read_json(target)["by"] == "the other window"  # the last rename, whole
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no new file left over


def test_a_new_file_left_by_a_killed_writer_goes_at_the_next_write(tmp_path: Path) -> None:
    """kill -9 between the write and the rename leaves the new file (up to 64 MB for a
    history): the next write removes it once old; a young one may be another writer's."""
    import os

    target = tmp_path / "g.sqlite3.guild-history.json"
    old, young = tmp_path / ".g.sqlite3.guild-history.json.k1.tmp", tmp_path / (
        ".g.sqlite3.guild-history.json.k2.tmp")  # fmt: skip
    for left in (old, young):
        left.write_text('{"half', encoding="utf-8")
    os.utime(old, (1, 1))
    textio.write_atomic(target, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == [young.name, target.name]


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_file_written_atomically_is_as_readable_as_a_plain_one(tmp_path: Path) -> None:
    """A map or a guild export is for others to read too (mkstemp's file is 0600);
    a file replaced keeps its mode."""
    fresh, kept = tmp_path / "map.json", tmp_path / "private.json"
    textio.write_atomic(fresh, "{}")
    assert fresh.stat().st_mode & 0o777 == 0o644
    kept.write_text("{}", encoding="utf-8")
    kept.chmod(0o600)
    textio.write_atomic(kept, "[]")
    assert kept.stat().st_mode & 0o777 == 0o600


def test_a_file_allowed_more_than_16_mb_is_read_whole(tmp_path: Path) -> None:
    """The board's autosave and the Guild history allow 64 MB (a long session's history);
    the text's own bound said 16 MB whatever the caller allowed, so a history past it
    was refused at the next start as 'not a file of ours', and lost (review, issue 26)."""
    path = tmp_path / "g.sqlite3.guild-history.json"
    path.write_text('{"pad": "' + "x" * (17 * 1024 * 1024) + '"}', encoding="utf-8")
    assert len(textio.read_json(path, max_bytes=64 * 1024 * 1024)["pad"]) == 17 * 1024 * 1024
    with pytest.raises(InputError, match="larger than 16 MB"):
        textio.read_json(path)


def test_a_write_failing_half_way_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27, item 3: a full disk half way through the new file leaves the old one
    as it was, and no new file behind."""
    from support.failing_write import fail_writes_half_way

    target = tmp_path / "guild.json"
    textio.write_atomic(target, '{"old": true}')
    textio.write_atomic(tmp_path / "picture.png", b"\x89PNG old")
    fail_writes_half_way(monkeypatch)
    with pytest.raises(OSError, match="No space left"):
        textio.write_atomic(target, '{"new": "' + "x" * 6000 + '"}')
    with pytest.raises(OSError, match="No space left"):
        textio.write_atomic(tmp_path / "picture.png", b"\x89PNG new" * 1000)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == '{"old": true}'
    assert (tmp_path / "picture.png").read_bytes() == b"\x89PNG old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["guild.json", "picture.png"]


# ---- review of issue 27, item 3: write_atomic as a plain write would be --------------


def test_a_name_as_long_as_a_folder_allows_is_written(tmp_path: Path) -> None:
    """A name of up to 255 bytes can be written plainly; the new file beside it (its
    name and a random part) must not be longer than the folder allows."""
    for name in ("m" * 250 + ".json", "é" * 125 + ".png"):  # 255 and 254 bytes
        target = tmp_path / name
        textio.write_atomic(target, "{}")
        assert target.read_text(encoding="utf-8") == "{}"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ("m" * 250 + ".json", "é" * 125 + ".png")
    )


def test_a_refused_write_names_the_file_asked_for_not_its_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player is told about the file they chose; the hidden new file beside it is
    no name of theirs (the Board said "Not saved: [Errno 21] Is a directory:
    '.map.json.k3x9.tmp' -> 'map.json'"), and a failed fsync named no file at all."""
    folder = tmp_path / "map.json"
    folder.mkdir()
    with pytest.raises(IsADirectoryError) as refused:
        textio.write_atomic(folder, "{}")
    assert refused.value.filename == str(folder) and ".tmp" not in str(refused.value)
    target = tmp_path / "guild.json"

    def broken(_fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(OSError, match=re.escape(f"Input/output error: '{target}'")):
        textio.write_atomic(target, "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.json"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_new_file_follows_the_players_umask(tmp_path: Path) -> None:
    """A player who keeps their files to themselves (umask 077) gets a results file or
    an export only they can read, as a plain write gives, not one for everyone."""
    old = os.umask(0o077)
    try:
        textio.write_atomic(tmp_path / "results.json", "{}")
    finally:
        os.umask(old)
    assert (tmp_path / "results.json").stat().st_mode & 0o777 == 0o600


@pytest.mark.skipif(os.name == "nt", reason="symbolic links")
def test_a_file_reached_by_a_link_is_written_where_the_link_points(tmp_path: Path) -> None:
    """A map kept in a synced folder and linked from elsewhere: a plain write goes
    through the link; the link stays a link."""
    real = tmp_path / "synced" / "map.json"
    real.parent.mkdir()
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "map.json"
    link.symlink_to(real)
    textio.write_atomic(link, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"
    # A link to nothing is no place to make folders in: it is replaced by the file.
    dangling = tmp_path / "gone.json"
    dangling.symlink_to(tmp_path / "no" / "such" / "folder.json")
    textio.write_atomic(dangling, "{}")
    assert not dangling.is_symlink() and dangling.read_text(encoding="utf-8") == "{}"
    assert not (tmp_path / "no").exists()


def test_a_file_that_may_not_be_written_is_not_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plain write cannot write a read-only file (a map or an export the player
    protected); a rename over it could, folder permitting. It is refused, as a plain
    write would refuse it, naming the file, which is left as it was."""
    target = tmp_path / "protected.json"
    target.write_text("mine", encoding="utf-8")
    real = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode, **kw: False if Path(p) == target else real(p, mode, **kw)
    )  # as os.access says of a read-only file (root may write any file: not to rely on)
    with pytest.raises(PermissionError) as refused:
        textio.write_atomic(target, "theirs")
    assert refused.value.filename == str(target)
    assert target.read_text(encoding="utf-8") == "mine"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]
