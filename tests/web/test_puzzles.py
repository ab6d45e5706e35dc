"""The discard puzzles (#/puzzles) in Chromium on a 390 px phone: today's five puzzles solved
(the answers checked against the pool the frozen strong player ranked, tests/table/test_puzzles),
the day's score and the streak still there after a reload, a corrupt stored entry dropped alone
without breaking the view, practice, the way in from the scorer; axe audits and nothing wider
than 360 or 390 px in every state, in ne, hi and en (screenshots/phone/puzzles-*.png, with
MAHJONG_SHOTS=1)."""

from __future__ import annotations

import json
from datetime import date, timedelta

from puzzles import daily_set, load_pool

from tests.web.a11y import LANGS, assert_accessible, set_language
from tests.web.conftest import wait_ready
from tests.web.phone_states import overflow, shoot

POOL = load_pool()
BY_ID = {p.id: p for p in POOL}
ROOT_SEL = "#view-puzzles .puzzles[data-day]"


def _open(page, site: str, route: str = "#/puzzles") -> None:
    page.goto(site + route)
    wait_ready(page)
    page.wait_for_selector(ROOT_SEL, timeout=120_000)


def _attr(page, name: str) -> str:
    return page.locator(ROOT_SEL).get_attribute(name) or ""


def _check(page, where: str, shots: str = "") -> None:
    """axe, and nothing wider than 390 and 360 px; screenshots in the three languages."""
    assert_accessible(page, where)
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 844})
        assert overflow(page) == [], (where, width, overflow(page))
    page.set_viewport_size({"width": 390, "height": 844})
    if shots:
        for lang in LANGS:
            set_language(page, lang)
            shoot(page, f"puzzles-{shots}-{lang}.png", full_page=True)
            assert overflow(page) == [], (where, lang, overflow(page))
        set_language(page, "en")
        assert_accessible(page, where + " (after the languages)")


def _pick(page, tile: str, right: bool) -> None:
    page.locator(f'.pz-hand [data-action="pick"][data-tile="{tile}"]').first.click()
    page.wait_for_selector(f'#pz-verdict[data-right="{int(right)}"]')


def test_daily_set_solved_kept_over_a_reload_and_a_corrupt_entry(phone, site):
    page = phone()
    _open(page, site)
    day = date.fromisoformat(_attr(page, "data-day"))
    # yesterday's set finished, a corrupt practice tally, a corrupt day long ago, a setting
    yesterday = daily_set(day - timedelta(days=1), POOL)
    stored = {
        "mj.v1.puzzles.day." + (day - timedelta(days=1)).isoformat():
            json.dumps({"v": 1, "picks": [[p.id, p.answer, True] for p in yesterday]}),
        "mj.v1.puzzles.practice": "{broken",
        "mj.v1.puzzles.day." + (day - timedelta(days=2)).isoformat(): "[" * 5000,
        "mj.v1.setting.table-coach": "on",
    }
    page.evaluate("e => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v) }",
                  stored)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(ROOT_SEL)
    assert page.locator(".pz-streak").get_attribute("data-streak") == "1"
    assert page.locator(".pz-practice-tally").count() == 0
    kept = page.evaluate("() => Object.fromEntries(Object.keys(localStorage).sort()"
                         ".map(k => [k, localStorage.getItem(k)]))")
    assert "mj.v1.puzzles.practice" not in kept or not kept["mj.v1.puzzles.practice"]
    assert kept["mj.v1.setting.table-coach"] == "on"
    assert kept["mj.v1.puzzles.day." + (day - timedelta(days=1)).isoformat()] == stored[
        "mj.v1.puzzles.day." + (day - timedelta(days=1)).isoformat()]

    expected = [p.id for p in daily_set(day, POOL)]
    assert len(expected) >= 5
    _check(page, "puzzles, first of the day", "start")
    page.click(".pz-table summary")
    page.wait_for_selector(".pz-table[open] .pz-pond")
    assert page.locator(".pz-table li").count() == 4
    _check(page, "puzzles, the table's discards open", "table")
    page.click(".pz-table summary")
    for i, ident in enumerate(expected):
        assert _attr(page, "data-puzzle") == ident
        puzzle = BY_ID[ident]
        assert page.locator('.pz-hand [data-action="pick"]').count() == len(puzzle.held)
        last = i == len(expected) - 1
        tile = puzzle.ranking[-1].tile if last else puzzle.answer
        _pick(page, tile, not last)
        rows = page.locator(".pz-ranking tbody tr")
        assert rows.count() == len(puzzle.ranking)
        assert rows.first.get_attribute("data-tile") == puzzle.answer
        assert rows.first.get_attribute("data-chance") == str(puzzle.ranking[0].chance)
        assert page.locator(".pz-study .st-head").get_attribute("data-tiles") == "14"
        if i == 0:
            _check(page, "puzzles, answered right")
        if last:
            _check(page, "puzzles, answered wrong, the set done", "done")
            break
        page.click('[data-action="next"]')
        page.wait_for_function("id => document.querySelector('.puzzles').dataset.puzzle"
                               " === id", arg=expected[i + 1])
    n = len(expected)
    assert page.locator(".pz-today").get_attribute("data-right") == str(n - 1)
    assert page.locator(".pz-streak").get_attribute("data-streak") == "2"

    page.reload()
    wait_ready(page)
    page.wait_for_selector(ROOT_SEL)
    assert page.locator(".pz-today").get_attribute("data-done") == str(n)
    assert page.locator(".pz-today").get_attribute("data-right") == str(n - 1)
    assert page.locator(".pz-streak").get_attribute("data-streak") == "2"
    states = [page.locator(".pz-dot").nth(i).get_attribute("data-state") for i in range(n)]
    assert states == ["right"] * (n - 1) + ["wrong"]
    page.locator(".pz-dot").nth(1).click()
    page.wait_for_function("id => document.querySelector('.puzzles').dataset.puzzle === id",
                           arg=expected[1])
    assert _attr(page, "data-picked") == BY_ID[expected[1]].answer


def test_practice_and_the_way_in_from_the_scorer(phone, site):
    page = phone()
    page.goto(site + "#/score")
    wait_ready(page)
    page.click("#view-scorer .sc-puzzles a", timeout=120_000)
    page.wait_for_selector(ROOT_SEL)
    page.click('.pz-modes [data-action="practice"]')
    page.wait_for_selector('.puzzles[data-mode="practice"]')
    first = BY_ID[_attr(page, "data-puzzle")]
    _check(page, "puzzles, practice", "practice")
    _pick(page, first.ranking[1].tile, False)
    assert page.locator(".pz-practice-tally").get_attribute("data-tried") == "1"
    _check(page, "puzzles, practice answered", "practice-answered")
    page.click('.pz-answer [data-action="practice"]')
    page.wait_for_function("id => document.querySelector('.puzzles').dataset.puzzle !== id",
                           arg=first.id)
    second = BY_ID[_attr(page, "data-puzzle")]
    _pick(page, second.answer, True)
    tally = page.locator(".pz-practice-tally")
    assert (tally.get_attribute("data-tried"), tally.get_attribute("data-right")) == ("2", "1")
    # the day's set is untouched by practice
    assert page.locator(".pz-today").get_attribute("data-done") == "0"


def _kept_match() -> str:
    """The table's save of a two-hand match where seat 0 played the simple player."""
    from table import make_player
    from table.match import play_match

    players = [make_player("simple", 1)] + [make_player("par", s) for s in range(1, 4)]
    match = play_match(players, 71, 2)
    return json.dumps({"v": 1, "level": "par", "match": match.to_json()})


def test_own_hands_from_the_tables_kept_match(phone, site):
    from table import Match
    from table.puzzles import own_puzzles

    saved = _kept_match()
    expected = own_puzzles(Match.from_json(json.loads(saved)["match"]), 0, 2)
    assert expected
    page = phone(entries={"mj.v1.table": saved})
    _open(page, site)
    page.click('.pz-modes [data-action="own"]')
    page.wait_for_selector('.puzzles[data-mode="own"][data-puzzle]', timeout=120_000)
    assert _attr(page, "data-puzzle") == expected[0][0].id
    _check(page, "puzzles, your own hands", "own")
    puzzle, chose = expected[0]
    _pick(page, puzzle.answer, True)
    assert page.locator(".pz-ranking tbody tr").first.get_attribute("data-tile") == puzzle.answer
    _check(page, "puzzles, your own hand answered", "own-answered")
    assert page.locator(".pz-today").get_attribute("data-done") == "0"
    assert page.evaluate("() => localStorage.getItem('mj.v1.table')") == saved


def test_own_hands_without_a_kept_match(phone, site):
    page = phone(entries={"mj.v1.table": "{broken"})
    _open(page, site)
    page.click('.pz-modes [data-action="own"]')
    page.wait_for_selector('.puzzles[data-own="none"]', timeout=120_000)
    _check(page, "puzzles, no hand of your own", "own-none")
    assert page.evaluate("() => localStorage.getItem('mj.v1.table')") == "{broken"


def test_the_way_in_from_the_tables_set_up(phone, site):
    page = phone()
    page.goto(site + "#/table")
    wait_ready(page)
    page.wait_for_selector("#mt-puzzles", timeout=120_000)
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 844})
        assert overflow(page) == [], (width, overflow(page))
    page.click("#mt-puzzles")
    page.wait_for_selector(ROOT_SEL, timeout=120_000)
    assert _attr(page, "data-mode") == "daily"


def test_the_tables_discards_open_on_a_44_px_tap(phone, site):
    """"On the table: discards and sets" opens on a tap of at least 44 px high in each
    language (it was 42)."""
    page = phone(touch=True)
    _open(page, site)
    for lang in LANGS:
        set_language(page, lang)
        height = page.eval_on_selector(".pz-table summary",
                                       "s => s.getBoundingClientRect().height")
        assert height >= 44, (lang, height)
