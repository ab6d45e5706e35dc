"""Issue 53: a photo holding flowers or seasons beside a fourteen-tile hand (hands/X_felt_05:
a season, then 456p 333p 777p NNN FF) gives the scorer a whole hand with its winning tile (the
rightmost tile that is not a flower), and the correction sheet offers the flowers and seasons
too."""

from __future__ import annotations

import photo
import pytest
from app.i18n import Translator
from app.photo import render
from app.photo.manager import REVIEW, PhotoManager
from app.scorer.analysis import evaluate
from app.scorer.state import Context
from keeping import MemoryStorage
from photo import BONUS, ReadTile
from scoring import score

X_FELT_05 = ["se2", "4p", "5p", "6p", "3p", "3p", "3p", "7p", "7p", "7p", "N", "N", "N", "F", "F"]
CORNERS = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))


def manager_that_read(faces: list[str | None], monkeypatch) -> PhotoManager:
    """A manager whose reader read `faces` (the reader itself is another test's)."""
    tiles = [ReadTile(f, 0.9, (), 0.1, False, CORNERS, unsure=False) for f in faces]

    def read_steps(strip, tile_set):
        yield 1.0
        return tiles

    monkeypatch.setattr(photo, "read_steps", read_steps)
    m = PhotoManager(MemoryStorage())
    m.strip = object()  # a row was split
    photo.run(m.read())
    assert m.state == REVIEW
    return m


def cli_total(faces: list[str], flowers: int) -> int:
    """What `python -m scoring HAND --win LAST --flowers N` says: the rightmost tile that is
    not a flower won, on a discard, East round, East seat."""
    hand = [f for f in faces if f not in BONUS]
    return score(photo.notation(hand[:-1]), win_tile=hand[-1], flowers=flowers).total


def test_a_season_left_of_a_whole_hand_leaves_the_hand_whole_with_its_winning_tile(
        monkeypatch):
    m = manager_that_read(X_FELT_05, monkeypatch)
    assert m.flowers() == 1
    assert m.win == 14  # the rightmost tile, F
    hand = m.hand()
    assert hand.win == "F" and hand.size() == 14 and hand.is_complete()
    outcome = evaluate(hand, Context(flowers=m.flowers()))
    assert outcome.status == "scored"
    assert outcome.result.total == cli_total(X_FELT_05, 1) == 27


def test_a_flower_at_the_right_end_is_not_the_winning_tile(monkeypatch):
    faces = X_FELT_05[1:] + ["fl3"]
    m = manager_that_read(faces, monkeypatch)
    assert m.win == 13 and m.hand().win == "F" and m.hand().is_complete()


def test_a_tile_corrected_to_a_season_makes_the_hand_whole_and_picks_its_winning_tile(
        monkeypatch):
    faces = ["3s", *X_FELT_05[1:]]  # the season misread as a bamboo: 15 tiles, no winner
    m = manager_that_read(faces, monkeypatch)
    assert m.win is None
    m.correct(0, "se2")
    assert m.win == 14 and m.hand().is_complete()
    assert evaluate(m.hand(), Context(flowers=m.flowers())).result.total == 27


def test_the_winning_tile_the_player_took_away_stays_away(monkeypatch):
    m = manager_that_read(X_FELT_05, monkeypatch)
    m.set_win(14)  # no winning tile, the player says
    m.correct(3, "6p")
    assert m.win is None


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_correction_sheet_offers_every_flower_and_season(monkeypatch, lang):
    m = manager_that_read(X_FELT_05, monkeypatch)
    i18n = Translator(lang)
    i18n.use("scorer")
    i18n.use("photo")
    html = render.fix_html(m, 3, i18n.t, lang)
    grid = html.split('class="ph-grid"', 1)[1]
    for face in (*photo.FACES, *BONUS):
        assert f'data-ph="set" data-face="{face}"' in grid, face


def test_a_season_is_not_offered_as_the_winning_tile(monkeypatch):
    m = manager_that_read(X_FELT_05, monkeypatch)
    t = Translator("en")
    t.use("scorer")
    t.use("photo")
    assert 'data-ph="win"' not in render.fix_html(m, 0, t.t, "en")  # the season
    assert 'data-ph="win"' in render.fix_html(m, 1, t.t, "en")
