"""The review (``table.review``, ``python -m table review``) and the record played again
(``table.rewind``): on seeded records, every ``better`` is legal at its event, ``chose`` is
what the record shows, every decision where the seat did not make the strong player's choice
is listed (a moment, or a tie when the strong player values both alike), and the strong
player's own seat has nothing listed."""

import io
import json
import sys

import pytest
from table import PASS_ACTION, Match, check_record, hand_record, make_player, play_hand
from table.cli import main, selfplay
from table.players.strong import StrongPlayer
from table.replay import RecordError
from table.review import advice, review_hand, review_replayed, shown
from table.rewind import replayed, table_at, timeline

from tests.table.helpers import recount

SEED = 3
HANDS = 5
PLAYERS = "baseline,strong,strong,strong"  # seat 0 baseline, seats 1-3 strong


@pytest.fixture(scope="module")
def records():
    return list(selfplay(HANDS, SEED, PLAYERS))


def _event_matches(event: dict, chose: dict) -> bool:
    if chose["act"] == "chow":
        return event["tiles"] == chose["tiles"] and event["claimed"] == chose["tile"]
    return event["act"] == chose["act"] and event.get("tile") == chose["tile"]


def test_replayed_gives_back_every_event_and_choice(records):
    for record in records:
        replay = replayed(record)
        table = table_at(replay, len(record["events"]))
        assert table.over and table.events == record["events"]
        assert hand_record(table) == record
        kinds = {c.chose.act for c in replay.choices if c.chose is not None}
        assert "discard" in kinds and "pass" in kinds


def test_table_at_stops_before_each_move(records):
    replay = replayed(records[0])
    events = records[0]["events"]
    points = timeline(replay)
    assert points[-1] == len(events) and len(points) > 20
    for i in points[:-1]:
        table = table_at(replay, i)
        assert len(table.events) == i and table.pending(), i
        seats = {d.seat for d in table.pending()}
        if events[i]["act"] in ("discard", "concealed_kong", "added_kong") or (
            events[i]["act"] in ("chow", "pung", "kong", "win")
        ):
            assert events[i]["seat"] in seats


def test_review_json_is_the_documented_format(records):
    review = review_hand(records[1], 0).to_json()
    assert list(review) == ["hand", "seat", "decisions", "differs", "ties"]
    assert review["hand"] == 2 and review["seat"] == 0 and review["decisions"] > 0
    for item in review["differs"] + review["ties"]:
        assert list(item) == ["event", "kind", "chose", "better", "need", "chance", "risk", "cost"]
        assert item["kind"] in ("turn", "claim", "last")
        assert set(item["chose"]) == set(item["better"]) == {"act", "tile", "tiles"}
        assert all(0 <= p <= 1 for p in item["chance"] + item["risk"])
        assert len(item["need"]) == 2


def test_every_better_is_legal_and_chose_is_the_record(records):
    listed = 0
    for record in records:
        replay = replayed(record)
        review = review_replayed(replay, 0)
        gaps = [m.gap for m in review.moments]
        assert gaps == sorted(gaps, reverse=True)
        for moment in review.to_json()["differs"] + review.to_json()["ties"]:
            listed += 1
            i = moment["event"]
            table = table_at(replay, i)
            offered = {d.seat: d.actions for d in table.pending()}
            assert 0 in offered, f"seat 0 was not choosing before event {i}"
            keys = {(a.act, a.tile, a.tiles) for a in offered[0]}
            better, chose = moment["better"], moment["chose"]
            assert (better["act"], better["tile"], tuple(better["tiles"])) in keys
            assert better != chose
            event = record["events"][i]
            if chose["act"] == "pass":  # the seat left no event: the next one is not its claim
                assert event["seat"] != 0 or event["act"] == "draw"
            else:
                assert event["seat"] == 0 and _event_matches(event, chose)
    assert listed >= HANDS  # the baseline player differs from the strong one in most hands


def test_the_strong_players_own_seats_have_nothing_listed(records):
    for record in records:
        replay = replayed(record)
        for seat in (1, 2, 3):
            review = review_replayed(replay, seat)
            assert review.decisions > 0 and review.moments == () and review.ties == ()


def test_every_decision_off_the_strong_choice_is_listed_as_a_moment_or_a_tie(records):
    """Counted from scratch: each decision the record shows, put to the strong player's
    ``choose``; a choice otherwise is a moment, or a tie when it is valued alike."""
    strong = StrongPlayer()
    for record in records[:3]:
        replay = replayed(record)
        review = review_replayed(replay, 0)
        decisions, differ, ties = recount(replay, 0, strong)
        assert review.decisions == decisions
        assert {m.event for m in review.moments} == differ
        assert {m.event for m in review.ties} == ties


def test_a_declined_win_is_listed_with_the_win_as_better():
    class Decliner:  # the baseline player, but it never takes a win
        def __init__(self):
            self.inner = make_player("baseline")

        def choose(self, view, actions):
            if any(a.act == "win" for a in actions):
                if any(a.act == "pass" for a in actions):
                    return PASS_ACTION
                return next(a for a in actions if a.act == "discard")
            return self.inner.choose(view, actions)

    match = Match(15, 1)
    play_hand(match.table, [Decliner()] + [make_player("strong") for _ in range(3)])
    record = hand_record(match.table)
    check_record(record)
    moments = [m for m in review_hand(record, 0).moments if m.better.action.act == "win"]
    assert {m.chose.action.act for m in moments} == {"pass", "discard"}  # discard, self-drawn
    assert all(m.better.chance == 1.0 and m.loss == 1.0 and not m.tie for m in moments)


def test_a_record_that_parts_from_its_replay_is_refused(records):
    record = json.loads(json.dumps(records[0]))
    first = next(i for i, e in enumerate(record["events"]) if e["act"] == "discard")
    seat = record["events"][first]["seat"]
    other = next(e["tile"] for e in record["events"][:first]
                 if e.get("seat") == seat and e["tile"] != record["events"][first]["tile"]
                 and not e["tile"].startswith(("fl", "se")))
    record["events"][first]["tile"] = other
    with pytest.raises(RecordError):
        review_hand(record, 0)
    with pytest.raises(ValueError):
        review_hand(records[0], 4)


def test_the_coach_puts_the_strong_choice_first_and_the_rest_in_its_order(records):
    replay = replayed(records[2])
    choice = next(c for c in replay.choices if c.seat == 0 and len(c.actions) > 3)
    said = advice(choice.view, choice.actions)
    assert said.choice == StrongPlayer().choose(choice.view, choice.actions)
    assert sorted(w.action.key for w in said.order) == sorted(a.key for a in choice.actions)
    figures = [shown(said.kind, w) for w in said.order if "kong" not in w.action.act]
    assert figures == sorted(figures, reverse=True)


def _main(argv, stdin, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_review_command(records, monkeypatch, capsys):
    lines = "".join(json.dumps(r) + "\n" for r in records[:2])
    code, out, err = _main(["review", "--seat", "0"], lines, monkeypatch, capsys)
    assert code == 0 and err == ""
    got = [json.loads(line) for line in out.splitlines()]
    assert got == [review_hand(r, 0).to_json() for r in records[:2]]
    code, out, err = _main(["review", "--seat", "7"], lines, monkeypatch, capsys)
    assert code == 2 and out == "" and err.startswith("error: --seat is 0 to 3")
    code, out, err = _main(["review", "--seat", "0"], "{not json\n", monkeypatch, capsys)
    assert code == 2 and err.startswith("error: line 1: not JSON")
