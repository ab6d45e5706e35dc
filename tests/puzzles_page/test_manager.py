"""The discard puzzles' manager and markup in CPython: a day's set answered and kept, the
streak over days, a corrupt stored entry dropped alone, every text in three languages."""

import json
import re
from datetime import date, timedelta

import pytest
from app.i18n import Translator
from app.puzzles.manager import DAY_KEY, PRACTICE_KEY, Puzzles, streak
from app.puzzles.render import notation, page_html
from keeping import MemoryStorage
from puzzles import daily_set, load_pool

POOL = load_pool()
DAY = date(2026, 12, 6)


def _solve(manager: Puzzles, right: bool = True) -> None:
    """Answer today's whole set: the strong player's tile, or the worst one."""
    manager.daily()
    while not manager.state().finished:
        puzzle = manager.puzzle
        tile = puzzle.answer if right else puzzle.ranking[-1].tile
        assert manager.choose(tile) is right
        manager.next()


def test_a_day_answered_survives_a_new_manager():
    storage = MemoryStorage()
    m = Puzzles(storage, POOL, DAY)
    assert [p.id for p in m.set] == [p.id for p in daily_set(DAY, POOL)]
    first = m.puzzle
    assert m.choose(first.answer) is True
    assert m.choose(first.answer) is None  # answered once only
    m.next()
    assert m.choose(m.puzzle.ranking[1].tile) is False
    again = Puzzles(storage, POOL, DAY)
    s = again.state()
    assert (len(s.today), s.right_today, s.index, s.pick) == (2, 1, 2, None)
    assert json.loads(storage.get(DAY_KEY + "2026-12-06"))["v"] == 1


def test_streak_counts_finished_days_in_a_row():
    storage = MemoryStorage()
    for back in (3, 1):
        _solve(Puzzles(storage, POOL, DAY - timedelta(days=back)))
    assert streak(storage, DAY) == 1  # yesterday only: the day before it is missing
    _solve(Puzzles(storage, POOL, DAY - timedelta(days=2)))
    assert streak(storage, DAY) == 3
    m = Puzzles(storage, POOL, DAY)
    _solve(m, right=False)
    s = m.state()
    assert (s.streak, s.right_today, s.finished) == (4, 0, True)


def test_a_corrupt_entry_is_dropped_alone():
    storage = MemoryStorage()
    _solve(Puzzles(storage, POOL, DAY - timedelta(days=1)))
    storage.set(DAY_KEY + "2026-12-06", '{"v": 1, "picks": [[1, 2]]}')
    storage.set(PRACTICE_KEY, "[" * 5000)
    m = Puzzles(storage, POOL, DAY)
    s = m.state()
    assert (s.today, s.streak, s.practice_tried) == ((), 1, 0)
    assert not storage.get(DAY_KEY + "2026-12-06")  # forgotten
    assert not storage.get(PRACTICE_KEY)
    assert storage.get(DAY_KEY + "2026-12-05") is not None  # the other day kept


def test_practice_keeps_a_tally_apart_from_the_day():
    storage = MemoryStorage()
    m = Puzzles(storage, POOL, DAY)
    m.practice(7)
    shown = m.puzzle
    assert m.choose(shown.answer) is True
    m.practice(8)
    assert m.puzzle.id != shown.id
    m.choose(m.puzzle.ranking[-1].tile)
    s = m.state()
    assert (s.practice_tried, s.practice_right, s.today) == (2, 1, ())


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_every_state_renders_in_three_languages(lang):
    i18n = Translator(lang)
    i18n.use("common", "scorer", "study", "puzzles")
    m = Puzzles(MemoryStorage(), POOL, DAY)
    html = page_html(m.state(), i18n.t, lang)
    assert html.count('data-action="pick"') == 14
    m.choose(m.puzzle.ranking[2].tile)
    html = page_html(m.state(), i18n.t, lang)
    assert 'data-right="0"' in html and "pz-ranking" in html and 'class="st-head"' in html
    assert len(re.findall(r"<tr data-tile", html)) == len(m.puzzle.ranking)
    assert "{" not in re.sub(r"<[^>]*>", "", html)  # no placeholder left unfilled
    _solve(m)
    assert 'data-action="practice"' in page_html(m.state(), i18n.t, lang)


def test_notation_is_the_scorers_14_tiles():
    from scoring.analysis import analyze
    for p in POOL:
        assert analyze(notation(p)).tiles == 14


def test_own_hands_from_the_tables_kept_match():
    """The table's save of a match where seat 0 played the simple player: its clear moments
    come back as puzzles whose answer is not the tile it discarded; a bad save gives none and
    stays as it was."""
    from app.puzzles.own import TABLE_KEY, own_hands
    from table import make_player
    from table.match import play_match

    players = [make_player("simple", 1)] + [make_player("par", s) for s in range(1, 4)]
    match = play_match(players, 71, 2)
    storage = MemoryStorage({TABLE_KEY: json.dumps({"v": 1, "level": "par",
                                                    "match": match.to_json()})})
    found = own_hands(storage)
    assert found
    for puzzle, chose in found:
        assert chose != puzzle.answer and chose in puzzle.held
        assert None not in puzzle.held and len(puzzle.ranking) == len(set(puzzle.held))
    m = Puzzles(storage, POOL, DAY)
    m.own_wait()
    assert m.state().own_status == "wait" and m.state().puzzle is None
    m.set_own(found)
    s = m.state()
    assert (s.count, s.own_chose, s.puzzle.id) == (len(found), found[0][1], found[0][0].id)
    i18n_en = Translator("en")
    i18n_en.use("common", "scorer", "study", "puzzles")
    assert 'data-mode="own"' in page_html(m.state(), i18n_en.t, "en")
    assert m.choose(found[0][0].answer) is True
    assert "In the game you discarded" in page_html(m.state(), i18n_en.t, "en")
    assert m.state().today == ()  # not counted in the day's set
    bad = MemoryStorage({TABLE_KEY: "{broken"})
    assert own_hands(bad) == [] and bad.get(TABLE_KEY) == "{broken"
    m2 = Puzzles(bad, POOL, DAY)
    m2.own_wait()
    m2.set_own([])
    i18n = Translator("hi")
    i18n.use("common", "scorer", "study", "puzzles")
    assert 'data-own="none"' in page_html(m2.state(), i18n.t, "hi")
