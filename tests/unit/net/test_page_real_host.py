"""The table's page against the real thing (issue 30): the host (net/host.py) over a
mission of the table API, served by the server (net/server.py), the page in Debian's
chromium. It joins from the address the share gives, draws the board, a tap is applied
by the rules and shown on another device at once, and the host's refusal is shown."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_host_commands import character_of, in_play
from test_page_browser import ARGS, CHROMIUM, PHONE, TV, WAIT

from demloc.net.host import TableHost
from demloc.net.server import TableServer
from demloc.table import Table

pytestmark = pytest.mark.slow

if not Path(CHROMIUM).exists():
    pytest.skip(f"no chromium at {CHROMIUM}: the page's browser tests are skipped",
                allow_module_level=True)  # fmt: skip
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright (the dev extras)")


@pytest.fixture
def served(table: Table) -> Iterator[tuple[int, str, str]]:
    host, mission, current = in_play(table)
    # The host looks for the app's own taps only when told (notify): a change made
    # behind the page's back stays unseen until its next tap.
    server = TableServer(lambda: host, "127.0.0.1", 0, poll_s=3600)
    server.start()
    yield mission, current, server.share()
    server.stop()


def shot(page: Any, name: str) -> None:
    root = os.environ.get("DEMLOC_SHOTS")
    if root:
        where = Path(root) / "page-real"
        where.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(where / name))


def test_the_page_plays_at_the_real_host(served: tuple[int, str, str], table: Table) -> None:
    mission, current, url = served
    mine = character_of(table, mission, current)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            phone = browser.new_context(viewport=PHONE).new_page()
            tv = browser.new_context(viewport=TV).new_page()
            errors: list[str] = []
            for page in (phone, tv):
                page.on("pageerror", lambda error: errors.append(str(error)))
            phone.goto(url)
            phone.click(f"button.seat[data-colour={current}]")
            sync_api.expect(phone.locator("#link")).to_have_text("connected", timeout=WAIT)
            tv.goto(url.replace("#t=", "#as=spectator&t="))
            sync_api.expect(tv.locator("#link")).to_have_text("connected", timeout=WAIT)
            for page in (phone, tv):  # its first state drawn
                page.wait_for_selector("body[data-shown]", timeout=WAIT)
            assert phone.locator("#board .miniature").count() >= 2
            assert tv.locator("#board .miniature").count() >= 2
            before = table.show(mission).revision
            card = phone.locator(f".card[data-id='{mine}']")
            value = card.locator(".counter-damage .counter-value")
            shown = value.inner_text()
            card.locator(".counter-damage .plus").click()
            sync_api.expect(value).not_to_have_text(shown, timeout=WAIT)  # the rules applied it
            assert table.show(mission).revision == before + 1
            sync_api.expect(tv.locator("#status .last")).to_contain_text(current, timeout=WAIT)
            shot(phone, "phone-player-play.png")
            shot(tv, "tv-spectator-play.png")
            # The app's own tap, not yet seen by the page: its next tap is refused.
            table.play(mission, {"kind": "fate", "player": current, "change": 1})
            phone.click("#fate-plus")
            notice = phone.locator("#notice")
            sync_api.expect(notice).to_be_visible(timeout=WAIT)
            assert "acted first" in notice.inner_text()
            shot(phone, "phone-player-refused.png")
            assert not errors, errors
        finally:
            browser.close()


def test_the_page_picks_at_the_real_hosts_set_up(table: Table) -> None:
    """The set-up driven to its characters phase (6.4.1); the page shows red's roster as
    the host gives it, and a pick from the page is a step of the set-up."""
    from test_mission_setup import autopilot
    from test_setup import GUILDS

    from demloc.missions.setup import Phase

    mission = table.new(GUILDS, training=True, seed=5).id
    guilds = [p.guild for p in table.log(mission).state.players]
    while table.log(mission).state.phase is not Phase.CHARACTERS:
        action = autopilot(table.log(mission).state, table.ctx, guilds, "first-blood", "training")
        assert action is not None
        table.do(mission, action, at=table.show(mission).revision)
    red = next(p for p in table.log(mission).state.players if p.colour == "red")
    assert not red.picks
    server = TableServer(lambda: TableHost(table, mission, ""), "127.0.0.1", 0, poll_s=3600)
    server.start()
    try:
        url = server.share()
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                phone = browser.new_context(viewport=PHONE).new_page()
                phone.goto(url)
                phone.click("button.seat[data-colour=red]")
                sync_api.expect(phone.locator("#link")).to_have_text("connected", timeout=WAIT)
                rows = phone.locator(".roster-row")
                assert rows.count() >= 1
                rows.locator("button:enabled", has_text="Pick").first.click()
                sync_api.expect(
                    phone.locator(".roster-row button", has_text="Unpick")
                ).to_have_count(1, timeout=WAIT)
                shot(phone, "phone-player-setup.png")
                tv = browser.new_context(viewport=TV).new_page()
                tv.goto(url.replace("#t=", "#as=spectator&t="))
                sync_api.expect(tv.locator("#status")).to_contain_text("characters", timeout=WAIT)
                shot(tv, "tv-spectator-setup.png")
            finally:
                browser.close()
    finally:
        server.stop()
    red = next(p for p in table.log(mission).state.players if p.colour == "red")
    assert len(red.picks) == 1  # the page's pick is the set-up's step
