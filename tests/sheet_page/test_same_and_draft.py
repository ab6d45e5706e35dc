"""Issue 53, items 12 and 13 in CPython: a match file imported a second time (or a file
exported from a match kept here) is recognised and not copied; another match still imports.
The hand being entered (winner, discard, points typed, penalties, a change to a hand) is kept
as a draft at each tap and put back by the next page load; a draft that cannot be read is
dropped alone and breaks nothing."""

from __future__ import annotations

import json

import pytest
from app.scorer import to_sheet
from app.sheet import saved
from app.sheet.entry import SELF, WIN, Entry
from sheet import Win, to_text

from tests.sheet_page.test_manager import NAMES, Store, enter, manager

FILE = json.dumps({"players": NAMES, "hands": [{"winner": 0, "from": 1, "points": 8},
                                               {"draw": True}]})


def matches(storage: Store) -> dict[str, str]:
    return {k: v for k, v in storage.data.items() if k.startswith(saved.PREFIX)}


def test_the_same_file_imported_twice_is_one_match_and_says_which():
    m = manager()
    assert m.import_text(FILE, len(FILE))
    first = m.open_id
    m.close()
    before = dict(m.storage.data)
    assert not m.import_text(FILE, len(FILE))
    assert m.message == ("msg.same", {"hands": 2, "id": first, "names": ", ".join(NAMES)})
    assert m.storage.data == before and len(matches(m.storage)) == 1


def test_a_file_exported_from_a_match_kept_here_is_that_match():
    m = manager()
    m.start(NAMES, 0)
    enter(m, Entry().won(2).won_how(SELF).typed("12"))
    exported, kept = to_text(m.sheet), m.open_id
    m.close()
    assert not m.import_text(exported, len(exported))
    assert m.message[0] == "msg.same" and m.message[1]["id"] == kept
    assert len(matches(m.storage)) == 1


@pytest.mark.parametrize("change", [
    lambda d: d["hands"].append({"draw": True}),  # the match a hand further on
    lambda d: d["hands"][0].update(points=9),  # another hand
    lambda d: d.update(players=["Asha", "Bikash", "Dipa", "Chandra"]),  # other seats
    lambda d: d.update(started="2020-01-01T00:00:00Z"),  # another day, the same results
])
def test_a_different_match_still_imports(change):
    m = manager()
    assert m.import_text(FILE, len(FILE))
    data = json.loads(to_text(m.sheet))
    change(data)
    other = json.dumps(data)
    m.close()
    assert m.import_text(other, len(other)), m.message
    assert m.message[0] == "msg.imported" and len(matches(m.storage)) == 2


def test_a_half_entered_hand_is_put_back_after_a_reload():
    m = manager()
    m.start(NAMES, 0)
    enter(m, Entry().drawn())
    m.set_entry(m.entry.won(2))
    m.set_entry(m.entry.won_how(1))
    m.type_points("2")
    m.type_points("24")
    m.set_entry(m.entry.penalty(3, 5))
    again = manager(m.storage)  # the page loaded again
    assert (again.entry.kind, again.entry.seat, again.entry.how, again.entry.points) == (
        WIN, 2, 1, "24")
    assert again.entry.penalties == m.entry.penalties
    assert again.message == ("msg.draft", {"hand": 2})
    assert again.save_entry()
    assert again.sheet.hands[1].outcome == Win(2, 24, 1)
    assert again.sheet.totals() == (-8, -32, 48, -8 - 5)  # 8 each, 24 more from 1; 5 off 3
    assert manager(again.storage).entry == Entry()  # saved: no draft left
    assert not [k for k in again.storage.data if k.startswith(saved.DRAFT)]


def test_a_change_to_a_hand_half_done_is_put_back_with_the_hands_kept_fields():
    m = manager()
    m.start(NAMES, 0)
    enter(m, Entry(extra={"hand": "x"}).won(0).won_how(1).typed("8"))
    m.edit(0)
    m.type_points("16")
    again = manager(m.storage)
    assert again.entry.editing == 0 and again.entry.points == "16"
    assert again.entry.extra == {"hand": "x"}
    assert again.message == ("msg.draft", {"hand": 1})


def test_cancel_and_other_matches_keep_their_own_drafts():
    m = manager()
    m.start(NAMES, 0)
    first = m.open_id
    m.set_entry(Entry().won(1))
    m.start(["E", "F", "G", "H"], 0)
    assert m.entry == Entry()
    m.set_entry(Entry().drawn())
    m.cancel()
    assert manager(m.storage).entry == Entry()  # cancelled: nothing put back
    m.open(first)
    assert (m.entry.kind, m.entry.seat) == (WIN, 1)  # the first match's hand, as left
    m.delete(first)
    assert saved.draft_key(first) not in m.storage.data


def test_a_hand_from_the_scorer_in_the_draft_stays_with_its_offer():
    m = manager()
    m.start(NAMES, 0)
    to_sheet.store(m.storage, to_sheet.Offer(12, 12, True, "S", None, "E", "h", (), "?h=z"))
    assert m.take_offer()
    m.type_points("13")
    again = manager(m.storage)
    assert again.entry.offer is not None and again.entry.points == "13"
    assert again.save_entry() and again.sheet.hands[0].extra["scorer"] == "?h=z"


@pytest.mark.parametrize("text", [
    "{", "[]", "null", '{"v": 2, "kind": "win"}', "x" * 10_000, "[" * 100_000,
    '{"v": 1, "kind": "win", "seat": 7, "how": null, "points": "", "penalties": []}',
    '{"v": 1, "kind": "win", "seat": 1, "how": 1, "points": "8", "penalties": []}',
    '{"v": 1, "kind": "draw", "seat": null, "how": null, "points": "", "penalties": [[0, 0]]}',
    '{"v": 1, "kind": "win", "seat": 1, "how": "self", "points": "8", "penalties": [],'
    ' "editing": 5}',
    '{"v": 1, "kind": "<b>", "seat": null, "how": null, "points": "", "penalties": []}',
], ids=lambda text: text[:24])
def test_a_draft_that_cannot_be_read_is_dropped_alone(text):
    m = manager()
    m.start(NAMES, 0)
    enter(m, Entry().drawn())
    m.storage.set("mj.v1.setting.lang", json.dumps({"v": 1, "value": "hi"}))
    m.storage.set(saved.draft_key(m.open_id), text)
    others = {k: v for k, v in m.storage.data.items() if not k.startswith(saved.DRAFT)}
    again = manager(m.storage)
    assert again.entry == Entry() and again.message is None and again.dropped == 0
    assert again.sheet == m.sheet and again.open_id == m.open_id
    assert m.storage.data == others  # the draft's key alone removed
