"""The replay validator: does a hand record follow the rules, event by event?

It re-reads a record with its own plain bookkeeping (not the ``Table`` that wrote it): every
draw takes the next tile from the front of the wall or, for a replacement, from its end;
flowers are laid open and replaced; every discard, kong and claim was possible with the tiles
held (a chow only by the next player, no claim but a win on the last discard); a win is a
winning hand whose context matches the table and whose ``scoring.score`` gives the recorded
total and fans; the payments are ``scoring.settle``'s and sum to zero.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring import HandError, parse_hand, score, settle
from tiles import WINDS, is_flower
from tiles.kinds import KIND

from .seating import prevalent_wind, seat_winds
from .wall import check_wall, shuffled_wall

KEYS = ("seed", "hand", "prevalent_wind", "seat_winds", "wall", "events", "result", "scores")
RESULT_KEYS = ("winner", "discarder", "hand", "win_tile", "context", "total", "fans", "payments")

# What the next event may be: the turn's seat draws, lays a flower open, or acts with 14
# tiles; or a discard / an added kong is on offer to the others.
DRAW, FLOWER, ACT, DISCARDED, ADDED, OVER = "draw", "flower", "act", "discarded", "added", "over"


class RecordError(ValueError):
    """A hand record that breaks a rule; the message names the event and what is wrong."""


def check_record(record: dict, check_seed: bool = True) -> None:
    """Raise RecordError unless ``record`` is a legal hand played to its recorded result.

    ``check_seed``: also require the wall and winds to be those of the record's seed and
    hand number (unless its seed is null: a hand played on a hand-made wall).
    """
    _Replay(record, check_seed).run()


def check_records(records: Sequence[dict]) -> None:
    """Check each record, and that the running scores add up from hand to hand within each
    match (records of one seed, in hand order; a match's hand 1 starts from zero)."""
    last: dict[object, dict] = {}
    for record in records:
        check_record(record)
        before = last.get(record["seed"])
        if before is not None and record["hand"] != before["hand"] + 1:
            raise RecordError(f"hand {record['hand']} of seed {record['seed']} is out of order")
        if before is not None or record["hand"] == 1:
            start = before["scores"] if before is not None else [0, 0, 0, 0]
            pay = record["result"]["payments"]
            scores = [s + p for s, p in zip(start, pay, strict=True)]
            if record["scores"] != scores:
                raise RecordError(f"hand {record['hand']}: scores {record['scores']} != {scores}")
        last[record["seed"]] = record


class _Seat:
    """One seat's tiles as the record shows them."""

    def __init__(self) -> None:
        self.tiles: list[str] = []
        self.melds: list[tuple[str, list[str]]] = []  # (act that made it, tiles)
        self.flowers: list[str] = []

    def text(self) -> str:
        """The scorer's notation (melds, then the concealed tiles)."""
        melds = "".join(
            ("{%s}" if act == "concealed_kong" else "[%s]") % "".join(tiles)
            for act, tiles in self.melds
        )
        return melds + "".join(self.tiles)


class _Replay:
    def __init__(self, record: dict, check_seed: bool) -> None:
        if not isinstance(record, dict) or tuple(record) != KEYS:
            raise RecordError(f"a hand record has exactly the keys {', '.join(KEYS)}, in order")
        self.record = record
        try:
            self.wall = check_wall(record["wall"])
        except (TypeError, ValueError) as exc:
            raise RecordError(str(exc)) from None
        winds = tuple(record["seat_winds"])
        if sorted(winds) != sorted(WINDS) or record["prevalent_wind"] not in WINDS:
            raise RecordError("seat_winds must hold E, S, W, N once each")
        if check_seed and record["seed"] is not None:
            number, seed = record["hand"], record["seed"]
            if type(seed) is not int or seed < 0 or number not in range(1, 17):
                raise RecordError("seed is a whole number >= 0 and hand a number from 1 to 16")
            if self.wall != shuffled_wall(seed, number):
                raise RecordError(f"the wall is not that of seed {record['seed']} hand {number}")
            if winds != seat_winds(number) or record["prevalent_wind"] != prevalent_wind(number):
                raise RecordError(f"the winds are not those of hand {number} of a match")
        self.winds = winds
        self.order = [winds.index(w) for w in WINDS]
        self.seats = [_Seat() for _ in range(4)]
        self.ponds: list[list[list]] = [[] for _ in range(4)]  # [tile, claimed]
        self.front, self.back = 0, len(self.wall)
        self.n = 0
        self.state = DRAW
        self.turn = self.order[0]
        self.end = "front"
        self.kong_draw = False  # the tile drawn replaces a kong
        self.may_kong = True  # the turn began with a draw (not a claimed chow or pung)
        self.drawn: str | None = None
        self.offer: tuple[str, int] | None = None  # tile and seat of a discard / added kong

    def fail(self, message: str):
        raise RecordError(f"event {self.n}: {message}")

    def after(self, seat: int) -> int:
        return self.order[(self.order.index(seat) + 1) % 4]

    @property
    def wall_left(self) -> int:
        return self.back - self.front

    def take(self, event: dict, seat: int, end: str) -> str:
        if event.get("act") != "draw" or event.get("seat") != seat or event.get("end") != end:
            self.fail(f"expected a draw from the {end} by seat {seat}, found {event}")
        if self.wall_left <= 0:
            self.fail("a draw from an empty wall")
        if end == "front":
            tile = self.wall[self.front]
            self.front += 1
        else:
            self.back -= 1
            tile = self.wall[self.back]
        if event.get("tile") != tile:
            self.fail(f"drew {event.get('tile')} but the next tile from the {end} is {tile}")
        self.seats[seat].tiles.append(tile)
        return tile

    def lay_flower(self, event: dict, seat: int) -> None:
        tile, hand = event.get("tile"), self.seats[seat]
        if event.get("seat") != seat or not isinstance(tile, str) or not is_flower(tile):
            self.fail(f"expected a flower laid open by seat {seat}, found {event}")
        if tile not in hand.tiles:
            self.fail(f"seat {seat} lays open {tile}, which it does not hold")
        hand.tiles.remove(tile)
        hand.flowers.append(tile)

    # --- the walk ----------------------------------------------------------------------------

    def run(self) -> None:
        events = self.record["events"]
        if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
            raise RecordError("events is a list of objects")
        i = self.deal(events)
        for self.n in range(i, len(events)):
            self.step(events[self.n])
        self.n = len(events)
        if self.state != OVER:
            if self.wall_left or self.state not in (DRAW, DISCARDED):
                self.fail(f"the events stop while the hand goes on (waiting for {self.state})")
            self.finish_draw()

    def deal(self, events: list[dict]) -> int:
        """The 13 tiles each and the deal-time flowers; returns the first event of play."""
        n = 0
        for size in (4, 4, 4, 1):
            for seat in self.order:
                for _ in range(size):
                    if n >= len(events):
                        raise RecordError("the deal is cut short")
                    self.n = n
                    self.take(events[n], seat, "front")
                    n += 1
        owed = [0, 0, 0, 0]
        while n < len(events) and events[n].get("end") != "front":
            self.n = n
            event, seat = events[n], events[n].get("seat")
            if seat not in range(4):
                self.fail(f"no seat {seat!r}")
            if event.get("act") == "flower":
                self.lay_flower(event, seat)
                owed[seat] += 1
            elif owed[seat]:
                self.take(event, seat, "back")
                owed[seat] -= 1
            else:
                self.fail(f"seat {seat} draws a replacement it is not owed")
            n += 1
        self.n = n
        if any(owed) or any(is_flower(t) for s in self.seats for t in s.tiles):
            self.fail("play starts while a flower is held or not yet replaced")
        return n

    def step(self, event: dict) -> None:
        seat, act, tile = event.get("seat"), event.get("act"), event.get("tile")
        if self.state == OVER:
            self.fail("events after the end of the hand")
        if self.state == DRAW:
            drawn = self.take(event, self.turn, self.end)
            self.drawn = drawn
            self.state = FLOWER if is_flower(drawn) else ACT
        elif self.state == FLOWER:
            if act != "flower" or tile != self.drawn:
                self.fail(f"seat {self.turn} lays the flower it drew open, found {event}")
            self.lay_flower(event, self.turn)
            self.state, self.end = DRAW, "back"
        elif self.state == ACT:
            self.act(event, seat, act, tile)
        elif self.state == DISCARDED:
            self.on_discard(event, seat, act, tile)
        elif self.state == ADDED:
            assert self.offer is not None
            kong_tile, kong_seat = self.offer
            if act == "win":
                if seat == kong_seat or event.get("from") != kong_seat or tile != kong_tile:
                    self.fail("robbing the kong: another seat wins on the kong's tile")
                if event.get("robbed") is not True:
                    self.fail("a win on an added kong is marked robbed")
                self.win(seat, tile, kong_seat, robbed=True)
                return
            melds = self.seats[kong_seat].melds
            i = next(i for i, m in enumerate(melds) if m[0] == "pung" and m[1][0] == kong_tile)
            melds[i] = ("added_kong", melds[i][1] + [kong_tile])
            self.begin_turn(kong_seat, "back", kong=True)
            self.step(event)

    def begin_turn(self, seat: int, end: str, kong: bool) -> None:
        self.state, self.turn, self.end, self.kong_draw, self.may_kong = DRAW, seat, end, kong, True

    def act(self, event: dict, seat, act, tile) -> None:
        if seat != self.turn:
            self.fail(f"it is seat {self.turn}'s turn, found {event}")
        hand = self.seats[seat]
        if act == "discard":
            if tile not in hand.tiles:
                self.fail(f"seat {seat} discards {tile}, which it does not hold")
            hand.tiles.remove(tile)
            self.ponds[seat].append([tile, False])
            self.offer, self.state = (tile, seat), DISCARDED
            return
        if not self.may_kong:
            self.fail(f"after a claimed chow or pung seat {seat} only discards, found {event}")
        if act == "win":
            if event.get("from") is not None or tile != self.drawn:
                self.fail("a self-drawn win is on the tile just drawn, with from null")
            hand.tiles.remove(tile)
            self.win(seat, tile, None, robbed=False)
        elif act == "concealed_kong":
            if hand.tiles.count(tile) != 4 or not self.wall_left:
                self.fail(f"seat {seat} cannot declare a concealed kong of {tile}")
            for _ in range(4):
                hand.tiles.remove(tile)
            hand.melds.append((act, [tile] * 4))
            self.begin_turn(seat, "back", kong=True)
        elif act == "added_kong":
            pung = any(m[0] == "pung" and m[1][0] == tile for m in hand.melds)
            if not pung or tile not in hand.tiles or not self.wall_left:
                self.fail(f"seat {seat} cannot add {tile} to a pung")
            hand.tiles.remove(tile)
            self.offer, self.state = (tile, seat), ADDED
        else:
            self.fail(f"seat {seat} may not {act} on its turn")

    def on_discard(self, event: dict, seat, act, tile) -> None:
        assert self.offer is not None
        discard, discarder = self.offer
        if act == "draw":
            if not self.wall_left:
                self.fail("no draw after the last discard")
            self.begin_turn(self.after(discarder), "front", kong=False)
            self.step(event)
            return
        if seat not in range(4) or seat == discarder or event.get("from") != discarder:
            self.fail(f"a claim is by another seat, from the discarder {discarder}: {event}")
        hand = self.seats[seat]
        if act == "win":
            if tile != discard or event.get("robbed"):
                self.fail(f"a win on the discard is on {discard}")
            self.ponds[discarder][-1][1] = True
            self.win(seat, tile, discarder, robbed=False)
            return
        if not self.wall_left:
            self.fail("no claim but a win on the last discard")
        if act == "chow":
            run = event.get("tiles")
            kinds = [KIND.get(t, 99) for t in run] if isinstance(run, list) else []
            ok = (
                len(kinds) == 3
                and kinds[0] < 27
                and kinds[0] // 9 == kinds[2] // 9
                and kinds == list(range(kinds[0], kinds[0] + 3))
                and event.get("claimed") == discard
                and discard in run
            )
            if not ok or seat != self.after(discarder):
                self.fail(f"not a legal chow of {discard} by the next seat: {event}")
            needed = list(run)
            needed.remove(discard)
            melded = list(run)
        elif act in ("pung", "kong"):
            if tile != discard:
                self.fail(f"a {act} claims the discard {discard}")
            needed = [tile] * (2 if act == "pung" else 3)
            melded = needed + [tile]
        else:
            self.fail(f"{act} is no claim on a discard")
        for t in needed:
            if t not in hand.tiles:
                self.fail(f"seat {seat} lacks {t} for its {act}")
            hand.tiles.remove(t)
        hand.melds.append((act, melded))
        self.ponds[discarder][-1][1] = True
        if act == "kong":
            self.begin_turn(seat, "back", kong=True)
        else:
            self.turn, self.state, self.may_kong, self.drawn = seat, ACT, False, None

    # --- the end -------------------------------------------------------------------------------

    def win(self, seat: int, tile: str, discarder: int | None, robbed: bool) -> None:
        self.state = OVER
        result = self.result()
        hand = self.seats[seat]
        shown = sum(
            m[1].count(tile) for s in self.seats for m in s.melds if m[0] != "concealed_kong"
        ) + sum(1 for pond in self.ponds for t, claimed in pond if t == tile and not claimed)
        context = {
            "self_drawn": discarder is None,
            "seat_wind": self.winds[seat],
            "round_wind": self.record["prevalent_wind"],
            "flowers": len(hand.flowers),
            "last_tile": self.wall_left == 0,
            "last_of_kind": shown >= 3,
            "kong_tile": robbed or (discarder is None and self.kong_draw),
        }
        expected = {"winner": seat, "discarder": discarder, "win_tile": tile, "context": context}
        for key, value in expected.items():
            if result[key] != value:
                self.fail(f"result {key} is {result[key]!r}, the table says {value!r}")
        try:
            if parse_hand(result["hand"]) != parse_hand(hand.text()):
                self.fail(f"result hand {result['hand']} is not the winner's {hand.text()}")
            scored = score(result["hand"], win_tile=tile, **context)
        except HandError as exc:
            self.fail(f"the winning hand does not score: {exc}")
        fans = [[f.name, f.points, f.count] for f in scored.fans]
        if scored.total != result["total"] or fans != result["fans"]:
            self.fail(f"score gives {scored.total} {fans}, the record {result['total']}")
        if not scored.meets_minimum:
            self.fail("a win under the 8-point minimum")
        pay = settle(scored, discarder is None, seat, discarder)
        if list(pay) != result["payments"] or sum(pay):
            self.fail(f"payments {result['payments']} are not the settlement {list(pay)}")

    def finish_draw(self) -> None:
        result = self.result()
        if result["winner"] is not None or result["payments"] != [0, 0, 0, 0]:
            self.fail("an exhaustive draw has no winner and no payments")

    def result(self) -> dict:
        result = self.record["result"]
        if not isinstance(result, dict) or tuple(result) != RESULT_KEYS:
            self.fail(f"a result has exactly the keys {', '.join(RESULT_KEYS)}")
        return result
