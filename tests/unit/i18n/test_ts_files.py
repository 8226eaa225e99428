"""The translation files' checks of issue 32 (CI fails when one fails): each .ts up to date
with the screens' sources, each language complete, each translation's placeholders the
source's. The pseudo-language (tsfiles.pseudo) passes the same checks as a language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from tsfiles import (
    ENGLISH,
    LANGUAGES,
    SOURCES,
    TRANSLATIONS,
    Message,
    lupdate,
    messages,
    placeholders,
    pseudo_ts,
)


def _committed(language: str) -> Path:
    return TRANSLATIONS / f"demloc_{language}.ts"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> list[Message]:
    """The messages lupdate finds in the sources now."""
    ts = tmp_path_factory.mktemp("lupdate") / "demloc_de.ts"
    lupdate(ts)
    return messages(ts)


@pytest.fixture(scope="module")
def fresh_plurals(tmp_path_factory: pytest.TempPathFactory) -> list[Message]:
    """The plural messages lupdate finds in the sources now (English's file)."""
    ts = tmp_path_factory.mktemp("plurals") / "demloc_en.ts"
    lupdate(ts, plural_only=True)
    return messages(ts)


@pytest.fixture(scope="module")
def pseudo_messages(tmp_path_factory: pytest.TempPathFactory) -> list[Message]:
    ts = tmp_path_factory.mktemp("pseudo") / "demloc_pseudo.ts"
    lupdate(ts)
    pseudo_ts(ts)
    return messages(ts)


def incomplete(found: list[Message]) -> list[str]:
    """Each message not translated, empty, or kept after it vanished from the sources."""
    return [
        f"{m.where} is {m.kind or 'empty'}"
        for m in found
        if m.kind or not all(text.strip() for text in m.translations)
    ]


def wrong_placeholders(found: list[Message]) -> list[str]:
    """Each translation whose {placeholders}, %n and %1 differ from its source's."""
    return [
        f"{m.where}: {text!r} has {placeholders(text)}, the source {placeholders(m.source)}"
        for m in found
        if not m.kind
        for text in m.translations
        if placeholders(text) != placeholders(m.source)
    ]


@pytest.mark.parametrize("language", [*LANGUAGES, ENGLISH])
def test_each_ts_is_up_to_date_with_the_sources(
    language: str, fresh: list[Message], fresh_plurals: list[Message]
) -> None:
    committed = {m.key for m in messages(_committed(language)) if m.kind != "vanished"}
    wanted = {m.key for m in (fresh_plurals if language == ENGLISH else fresh)}
    missing = sorted(f"{c}: {s!r}" for c, s, _, _ in wanted - committed)
    gone = sorted(f"{c}: {s!r}" for c, s, _, _ in committed - wanted)
    assert not missing and not gone, (
        f"translations/demloc_{language}.ts is out of date: run translations/README.md's "
        f"lupdate. Missing: {missing[:20]} ({len(missing)}); gone: {gone[:20]} ({len(gone)})"
    )


@pytest.mark.parametrize("language", [*LANGUAGES, ENGLISH])
def test_each_language_is_complete(language: str) -> None:
    found = messages(_committed(language))
    problems = incomplete(found)
    assert not problems, f"{language}: {len(problems)} of {len(found)}: {problems[:30]}"


def test_the_pseudo_language_is_complete(pseudo_messages: list[Message]) -> None:
    assert pseudo_messages  # the sources have texts to translate
    assert not incomplete(pseudo_messages)


@pytest.mark.parametrize("language", [*LANGUAGES, ENGLISH])
def test_each_translation_keeps_the_sources_placeholders(language: str) -> None:
    problems = wrong_placeholders(messages(_committed(language)))
    assert not problems, f"{language}: {problems[:30]}"


def test_the_pseudo_language_keeps_the_placeholders(pseudo_messages: list[Message]) -> None:
    assert not wrong_placeholders(pseudo_messages)


def test_the_checks_see_a_wrong_placeholder_and_an_unfinished_text() -> None:
    """The checks above can fail: a translation that renames a placeholder or drops %n,
    an unfinished one, and one kept after its source vanished."""
    renamed = Message("c", "{name} buys %n cards", "", True, "", ("{nome} kauft %n", "x"))
    assert len(wrong_placeholders([renamed])) == 2
    unfinished = Message("c", "Buy", "", False, "unfinished", ("",))
    vanished = Message("c", "Old", "", False, "vanished", ("Alt",))
    empty = Message("c", "Sell", "", False, "", (" ",))
    assert len(incomplete([unfinished, vanished, empty])) == 3


def tr_calls(path: Path) -> list[tuple[str, str, int]]:
    """Each `self.tr("text")` of a module (the class it is written in, the text, the line)
    and each `translate("context", "text", ...)` (its context, the text, the line)."""
    found = []

    def visit(node: ast.AST, owner: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Attribute)
                and child.func.attr == "tr"
                and isinstance(child.func.value, ast.Name)
                and child.func.value.id == "self"
                and child.args
                and isinstance(child.args[0], ast.Constant)
                and isinstance(child.args[0].value, str)
            ):
                found.append((owner, child.args[0].value, child.lineno))
            elif (
                isinstance(child, ast.Call)
                and isinstance(child.func, ast.Name)
                and child.func.id == "translate"
                and len(child.args) >= 2
                and all(isinstance(a, ast.Constant) for a in child.args[:2])
            ):
                context, text = (a.value for a in child.args[:2])  # type: ignore[attr-defined]
                found.append((str(context), str(text), child.lineno))
            visit(child, owner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_each_self_tr_is_recorded_under_its_class(fresh: list[Message]) -> None:
    """PySide looks a self.tr text up under the class whose method says it; lupdate must
    record it there (it lost the class after an `if TYPE_CHECKING:` in a class body), and
    record each translate() (it drops one whose count is an attribute: R-225)."""
    recorded = {(m.context, m.source) for m in fresh}
    lost = [
        f"{path.relative_to(SOURCES)}:{line} {owner}: {text!r}"
        for path in sorted(SOURCES.rglob("*.py"))
        for owner, text, line in tr_calls(path)
        if (owner, text) not in recorded
    ]
    assert not lost, lost[:30]
