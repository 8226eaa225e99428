"""The provisional injury table (6.4.1; RULINGS.md R-98): every cause covers every
face once, each row's fate is a Fate, and a bad file is refused naming its field."""

from __future__ import annotations

from pathlib import Path

import pytest

from demloc import datafile
from demloc.missions.resolution.injuries import (
    CAUSES,
    TableFileError,
    load_table,
    parse_table,
    table_path,
)
from demloc.missions.resolution.model import Fate


@pytest.mark.parametrize("cause", CAUSES)
def test_every_face_has_one_row_6_4_1(cause: str) -> None:
    table = load_table()
    assert table.provisional and table.die == 10
    for face in range(1, table.die + 1):
        row = table.row_for(cause, face)  # type: ignore[arg-type]
        assert Fate(row.fate) in (Fate.FINE, Fate.INJURED, Fate.DEAD)
    with pytest.raises(ValueError, match="no"):
        table.row_for(cause, 0)  # type: ignore[arg-type]


def test_every_fate_a_roll_gives_is_in_the_table() -> None:
    fates = {r.fate for r in load_table().row}
    assert fates == {"fine", "injured", "dead"}


def test_players_own_table_replaces_the_apps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    own = tmp_path / "injuries.toml"
    monkeypatch.setattr(datafile, "user_data_dir", lambda: tmp_path)
    assert table_path().name == "injuries.toml" and table_path() != own
    own.write_text(
        "provisional = false\ndie = 2\n"
        '[[row]]\ncause="damage"\nlow=1\nhigh=2\nfate="dead"\ntext="x"\n'
        '[[row]]\ncause="tokens"\nlow=1\nhigh=2\nfate="fine"\ntext="y"\n',
        encoding="utf-8",
    )
    assert table_path() == own and not load_table().provisional


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('die = 10\n[[row]]\ncause="damage"\nlow=1\nhigh=10\nfate="dead"\ntext="x"\n', "tokens"),
        ('[[row]]\ncause="fire"\nlow=1\nhigh=10\nfate="dead"\ntext="x"\n', r"row\.0\.cause"),
        ('[[row]]\ncause="damage"\nlow=1\nhigh=10\nfate="lost"\ntext="x"\n', r"row\.0\.fate"),
        ("row = 3\n", "row"),
        (
            '[[row]]\ncause="damage"\nlow=1\nhigh=10\nfate="injured"\nbuilding="spa"\ntext="x"\n',
            r"row\.0.*'spa' is no guild building",
        ),
        ("[[row]\n", "t.toml"),
    ],
)
def test_bad_table_names_file_and_field(text: str, field: str) -> None:
    with pytest.raises(TableFileError, match=field) as error:
        parse_table(text, "t.toml")
    assert str(error.value).startswith("t.toml")
