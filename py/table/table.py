"""One hand at the table, step by step: ``Table.pending()`` says who must choose from what,
``Table.apply(seat, action)`` plays the choice, and the engine does everything else (draws,
flowers, replacement draws, claims by priority, the exhaustive draw, scoring and settlement).

The person in the page and the computer players are driven the same way; ``play_hand`` is the
loop for computer players. A hand replays exactly from its wall and its ``log`` of choices.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass

from scoring import Result, settle, waiting_tiles
from tiles import WINDS, is_flower, sort_key, sorted_tiles

from .actions import (
    ADDED_KONG,
    CHOW,
    CONCEALED_KONG,
    DISCARD,
    KONG,
    PASS,
    PASS_ACTION,
    PUNG,
    WIN,
    Action,
    Decision,
)
from .claims import RANK, meld_claims, winning_claim
from .context import scoring_hand, visible_copies, win_context
from .deal import deal
from .kongs import kong_options
from .minimum import RefusedWin, judge
from .player import Player
from .ready import waits
from .seat_view import Discard, Meld, Offer, SeatView
from .seating import turn_order
from .wall import Wall

TURN, CLAIM, OVER = "turn", "claim", "over"  # CLAIM: a discard or an added kong on offer
_HIDDEN_KONG = Meld("concealed_kong", ())


class IllegalAction(ValueError):
    """A seat chose an action it was not offered, or chose when it was not asked."""


@dataclass(frozen=True)
class HandResult:
    """How a hand ended: the win (scored and settled) or an exhaustive draw (winner None).

    ``hand`` is the winner's hand in the scorer's notation without the winning tile and
    ``context`` the keyword arguments of ``scoring.score``, so
    ``score(hand, win_tile=win_tile, **context)`` gives ``score`` again.
    """

    winner: int | None = None
    discarder: int | None = None
    win_tile: str | None = None
    hand: str | None = None
    context: dict | None = None
    score: Result | None = None
    payments: tuple[int, int, int, int] = (0, 0, 0, 0)
    robbed: bool = False

    @property
    def self_drawn(self) -> bool:
        return self.winner is not None and self.discarder is None

    @property
    def total(self) -> int:
        return self.score.total if self.score else 0

    def to_json(self) -> dict:
        """The record's ``result`` object."""
        return {
            "winner": self.winner,
            "discarder": self.discarder,
            "hand": self.hand,
            "win_tile": self.win_tile,
            "context": dict(self.context) if self.context else None,
            "total": self.total,
            "fans": [[f.name, f.points, f.count] for f in self.score.fans] if self.score else [],
            "payments": list(self.payments),
        }


class Table:
    """One hand of MCR from a given wall. Seats are 0..3; ``seat_winds[s]`` is seat s's wind
    (the East seat deals and plays first); ``scores`` are the running scores before the hand.
    """

    def __init__(
        self,
        wall: Sequence[str],
        *,
        seat_winds: Sequence[str] = WINDS,
        prevalent_wind: str = "E",
        hand_number: int = 1,
        scores: Sequence[int] = (0, 0, 0, 0),
        seed: int | None = None,
    ) -> None:
        winds = tuple(seat_winds)
        if sorted(winds) != sorted(WINDS) or prevalent_wind not in WINDS:
            raise ValueError("seat winds are E, S, W, N once each; the prevalent wind one of them")
        self.wall = Wall(wall)
        self.seat_winds: tuple[str, str, str, str] = (winds[0], winds[1], winds[2], winds[3])
        self.prevalent_wind = prevalent_wind
        self.hand_number = hand_number
        self.scores: tuple[int, int, int, int] = (scores[0], scores[1], scores[2], scores[3])
        self.seed = seed
        self.order = turn_order(self.seat_winds)
        self._after = {s: self.order[(i + 1) % 4] for i, s in enumerate(self.order)}
        self.concealed, self.flowers, self.events = deal(self.wall, self.order)
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.discards: list[list[Discard]] = [[] for _ in range(4)]
        self.log: list[tuple[int, Action]] = []
        self.refused: list[RefusedWin] = []
        """Every win the 8-point minimum refused this hand, in order (``minimum``)."""
        self.result: HandResult | None = None
        self.phase = TURN
        self.turn = self.order[0]
        self.drawn: str | None = None
        self._kong_draw = False
        self._offer: Offer | None = None
        self._asked: dict[int, tuple[Action, ...]] = {}
        self._answers: dict[int, Action] = {}
        self._wins: dict[int, tuple[Result, dict]] = {}
        self._waits: list[frozenset[str] | None] = [None] * 4
        self._draw(self.turn, back=False, after_kong=False)

    # --- what the outside sees -------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def pending(self) -> tuple[Decision, ...]:
        """The seats that must choose now, in turn order, each with its legal actions.

        One seat on its own turn; on a discard (or an added kong) every seat with a claim
        besides pass that has not answered yet. Empty once the hand is over.
        """
        return tuple(Decision(s, a) for s, a in self._asked.items() if s not in self._answers)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat``."""
        return self._after[seat]

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now (another seat's concealed kong shows no faces)."""
        return SeatView(
            seat=seat,
            hand_number=self.hand_number,
            prevalent_wind=self.prevalent_wind,
            seat_winds=self.seat_winds,
            concealed=sorted_tiles(self.concealed[seat]),
            drawn=self.drawn if seat == self.turn and self.phase == TURN else None,
            melds=tuple(
                tuple(m if s == seat or m.exposed else _HIDDEN_KONG for m in self.melds[s])
                for s in range(4)
            ),
            flowers=tuple(tuple(f) for f in self.flowers),
            discards=tuple(tuple(d) for d in self.discards),
            wall_left=self.wall.left,
            offer=self._offer,
            scores=self.scores,
        )

    def hand_of(self, seat: int) -> tuple[str, ...]:
        """A seat's concealed tiles, sorted, with the drawn (or winning) tile last: for showing
        the hands open at the end of a hand, never to a player during it."""
        extra = (self.drawn,) if self.drawn and seat == self.turn else ()
        return sorted_tiles(self.concealed[seat]) + extra

    def ready(self, seat: int) -> tuple[tuple[str, int], ...]:
        """The tiles that would complete ``seat``'s 13 tiles, each with the points a win on it
        from a discard would score now (flowers included; 0 when under the 8-point minimum or when
        no copy of it can come):
        the page's "ready" aid. Empty while the seat holds 14 tiles or waits on nothing."""
        if self.over or (seat == self.turn and self.phase == TURN):
            return ()
        return tuple((w.tile, w.discard_points) for w in waits(self.view(seat)))

    @property
    def final_scores(self) -> tuple[int, int, int, int]:
        """Running scores after the hand (the scores before it while it is being played)."""
        pay = self.result.payments if self.result else (0, 0, 0, 0)
        s = self.scores
        return (s[0] + pay[0], s[1] + pay[1], s[2] + pay[2], s[3] + pay[3])

    def redealt(self, seat: int, rng: random.Random) -> Table:
        """A copy of the table with what ``seat`` cannot see dealt again at random: the other
        seats' concealed tiles and the wall's unseen tiles are shuffled among themselves (each
        seat keeps its number of tiles; the wall's flowers keep their places). For search: a
        computer player may play a copy out to see how a choice tends to end. The copy's
        events still list the draws of the real hand, so it is not a record. Only while
        ``seat`` is asked to choose (another seat's drawn tile would be hidden too)."""
        if seat not in self._asked or seat in self._answers:
            raise ValueError(f"seat {seat} is not choosing now")
        table = copy.deepcopy(self)
        others = [s for s in range(4) if s != seat]
        pool = [t for s in others for t in table.concealed[s]]
        wall = list(table.wall.tiles)
        hidden = [i for i in range(table.wall.front, table.wall.back) if not is_flower(wall[i])]
        pool += [wall[i] for i in hidden]
        rng.shuffle(pool)
        for s in others:
            size = len(table.concealed[s])
            table.concealed[s], pool = pool[:size], pool[size:]
        for i, tile in zip(hidden, pool, strict=True):
            wall[i] = tile
        table.wall.tiles = tuple(wall)
        table._waits = [None] * 4
        if self.phase == CLAIM:  # the others' answers were to their old hands: ask again
            assert table._offer is not None
            table._offer_tile(table._offer)
        return table

    # --- playing a choice --------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        """Play ``seat``'s choice; raises IllegalAction when it was not offered."""
        if not isinstance(action, Action):
            raise IllegalAction(f"seat {seat} must choose an Action, not {action!r}")
        offered = self._asked.get(seat)
        if offered is None or seat in self._answers:
            waiting = ", ".join(str(d.seat) for d in self.pending()) or "nobody (hand over)"
            raise IllegalAction(f"seat {seat} is not asked to choose now; waiting for {waiting}")
        chosen = next((a for a in offered if a.key == action.key), None)
        if chosen is None:
            choices = "; ".join(str(a) for a in offered)
            raise IllegalAction(f"seat {seat} may not {action}: the choices are {choices}")
        self.log.append((seat, chosen))
        if self.phase == TURN:
            self._asked = {}
            self._play_turn(seat, chosen)
        else:
            self._answers[seat] = chosen
            self._settle_claims()

    def _play_turn(self, seat: int, action: Action) -> None:
        tile = action.tile
        if action.act == WIN:
            self._win(seat, tile, discarder=None)
            return
        if self.drawn is not None:
            self.concealed[seat].append(self.drawn)
            self.drawn = None
        hand = self.concealed[seat]
        self._waits[seat] = None
        if action.act == DISCARD:
            hand.remove(tile)
            self.events.append({"seat": seat, "act": DISCARD, "tile": tile})
            self.discards[seat].append(Discard(tile))
            self._offer_tile(Offer(tile, seat))
        elif action.act == CONCEALED_KONG:
            for _ in range(4):
                hand.remove(tile)
            self.melds[seat].append(Meld("concealed_kong", (tile,) * 4))
            self.events.append({"seat": seat, "act": CONCEALED_KONG, "tile": tile})
            self._draw(seat, back=True, after_kong=True)
        elif action.act == ADDED_KONG:
            hand.remove(tile)
            self.events.append({"seat": seat, "act": ADDED_KONG, "tile": tile})
            self._offer_tile(Offer(tile, seat, added_kong=True))

    # --- draws and turns ---------------------------------------------------------------------

    def _draw(self, seat: int, back: bool, after_kong: bool) -> None:
        """Draw for ``seat``'s turn (flowers laid open and replaced from the back); an empty
        wall ends the hand as a draw."""
        self.turn = seat
        while True:
            if self.wall.left == 0:
                self._end(HandResult())
                return
            tile = self.wall.draw_back() if back else self.wall.draw()
            self.events.append(
                {"seat": seat, "act": "draw", "tile": tile, "end": "back" if back else "front"}
            )
            if not is_flower(tile):
                break
            self.flowers[seat].append(tile)
            self.events.append({"seat": seat, "act": "flower", "tile": tile})
            back = True
        self.drawn = tile
        self._kong_draw = after_kong
        self._open_turn(seat, after_draw=True)

    def _open_turn(self, seat: int, after_draw: bool) -> None:
        """Ask ``seat`` what to do on its turn: after a draw it may win or kong; after a
        claimed chow or pung it only discards."""
        self.phase = TURN
        self._offer = None
        self._answers = {}
        self._wins = {}
        actions: list[Action] = []
        held = self.concealed[seat] + ([self.drawn] if self.drawn else [])
        if after_draw and self.drawn is not None and self.drawn in self._waits_of(seat):
            context = self._context(seat, self.drawn, self_drawn=True, kong_tile=self._kong_draw)
            result, legal = judge(self._hand(seat), self.drawn, context)
            if legal:
                self._wins[seat] = (result, context)
                actions.append(Action(WIN, self.drawn, points=result.total))
            else:
                self.refused.append(RefusedWin(seat, self.drawn, None, result, len(self.events)))
        if after_draw:
            actions.extend(kong_options(held, self.melds[seat], self.wall.left))
        actions.extend(Action(DISCARD, t) for t in sorted(set(held), key=sort_key))
        self._asked = {seat: tuple(actions)}

    # --- claims --------------------------------------------------------------------------------

    def _offer_tile(self, offer: Offer) -> None:
        """Ask every other seat with a claim on the tile: on a discard a win, a pung, a kong or
        (the next seat) a chow; on an added kong only a win, robbing it. With no claim the next
        seat draws, or the kong stands and its seat draws a replacement."""
        self._offer, self._asked, self._answers, self._wins = offer, {}, {}, {}
        tile, nxt = offer.tile, self._after[offer.seat]
        for other in self._others(offer.seat):
            actions = self._win_offer(other, tile, kong_tile=offer.added_kong)
            if not offer.added_kong:
                actions += meld_claims(self.concealed[other], tile, other == nxt, self.wall.left)
            if actions:
                self._asked[other] = (*actions, PASS_ACTION)
        if self._asked:
            self.phase = CLAIM
        elif offer.added_kong:
            self._complete_added_kong()
        else:
            self._no_claim()

    def _win_offer(self, seat: int, tile: str, kong_tile: bool) -> list[Action]:
        if tile not in self._waits_of(seat):
            return []
        context = self._context(seat, tile, self_drawn=False, kong_tile=kong_tile)
        result, legal = judge(self._hand(seat), tile, context)
        if not legal:
            assert self._offer is not None
            self.refused.append(RefusedWin(
                seat, tile, self._offer.seat, result, len(self.events), robbing=kong_tile
            ))
            return []
        self._wins[seat] = (result, context)
        return [Action(WIN, tile, points=result.total)]

    def _settle_claims(self) -> None:
        """Once no seat yet to answer could beat the best answer, carry out that answer."""
        assert self._offer is not None
        open_ranks = {
            s: max(RANK[a.act] for a in acts)
            for s, acts in self._asked.items()
            if s not in self._answers
        }
        decided = winning_claim(self._answers, self._others(self._offer.seat), open_ranks)
        if decided is None:
            return
        winner, action = decided
        offer = self._offer
        self._asked = {}
        if action.act == WIN:
            self._win(winner, offer.tile, discarder=offer.seat, robbed=offer.added_kong)
        elif offer.added_kong:
            self._complete_added_kong()
        elif action.act == PASS:
            self._no_claim()
        else:
            self._claim(winner, action)

    def _claim(self, seat: int, action: Action) -> None:
        """Take the discard into a chow, pung or melded kong."""
        assert self._offer is not None
        tile, source = self._offer.tile, self._offer.seat
        self.discards[source][-1] = Discard(tile, seat)
        hand = self.concealed[seat]
        self._waits[seat] = None
        if action.act == CHOW:
            taken = list(action.tiles)
            taken.remove(tile)
            meld = Meld(CHOW, action.tiles, tile, source)
            event = {"seat": seat, "act": CHOW, "tiles": list(action.tiles), "claimed": tile}
        else:
            taken = [tile] * (3 if action.act == KONG else 2)
            meld = Meld(action.act, (tile,) * (len(taken) + 1), tile, source)
            event = {"seat": seat, "act": action.act, "tile": tile}
        event["from"] = source
        for t in taken:
            hand.remove(t)
        self.melds[seat].append(meld)
        self.events.append(event)
        self.turn = seat
        if action.act == KONG:
            self._draw(seat, back=True, after_kong=True)
        else:
            self.drawn = None
            self._open_turn(seat, after_draw=False)

    def _no_claim(self) -> None:
        assert self._offer is not None
        if self.wall.left == 0:
            self._end(HandResult())
        else:
            self._draw(self._after[self._offer.seat], back=False, after_kong=False)

    def _complete_added_kong(self) -> None:
        assert self._offer is not None
        seat, tile = self._offer.seat, self._offer.tile
        melds = self.melds[seat]
        i = next(i for i, m in enumerate(melds) if m.kind == PUNG and m.tiles[0] == tile)
        pung = melds[i]
        melds[i] = Meld(KONG, (tile,) * 4, pung.claimed, pung.source, added=True)
        self._draw(seat, back=True, after_kong=True)

    # --- winning -------------------------------------------------------------------------------

    def _waits_of(self, seat: int) -> frozenset[str]:
        """The tiles that complete the seat's 13 tiles (cached until its hand changes)."""
        waits = self._waits[seat]
        if waits is None:
            waits = frozenset(waiting_tiles(self._hand(seat)))
            self._waits[seat] = waits
        return waits

    def _hand(self, seat: int):
        return scoring_hand(self.melds[seat], self.concealed[seat])

    def _context(
        self, seat: int, tile: str, self_drawn: bool, kong_tile: bool, on_table: bool = True
    ) -> dict:
        """The win's context; ``on_table``: a discarded winning tile lies in the pond."""
        shown = visible_copies(tile, self.melds, self.discards)
        if on_table and not self_drawn and self._offer is not None and not self._offer.added_kong:
            shown -= 1  # the discard itself, still in the pond
        return win_context(
            self_drawn=self_drawn,
            seat_wind=self.seat_winds[seat],
            round_wind=self.prevalent_wind,
            flowers=len(self.flowers[seat]),
            last_tile=self.wall.left == 0,
            others_visible=shown,
            kong_tile=kong_tile,
        )

    def _win(self, seat: int, tile: str, discarder: int | None, robbed: bool = False) -> None:
        result, context = self._wins[seat]
        hand = str(self._hand(seat))
        if discarder is None:
            payments = settle(result, True, seat)
        else:
            payments = settle(result, False, seat, discarder)
            if not robbed:
                self.discards[discarder][-1] = Discard(tile, seat)
        event: dict = {"seat": seat, "act": WIN, "tile": tile, "from": discarder}
        if robbed:
            event["robbed"] = True
        self.events.append(event)
        self.turn = seat
        self.drawn = tile
        self._end(HandResult(seat, discarder, tile, hand, context, result, payments, robbed))

    def _end(self, result: HandResult) -> None:
        self.result = result
        self.phase = OVER
        self._asked = {}
        self._answers = {}
        self._offer = None

    def _others(self, seat: int) -> tuple[int, int, int]:
        """The other seats in turn order after ``seat``."""
        a = self._after[seat]
        b = self._after[a]
        return (a, b, self._after[b])


def play_hand(table: Table, players: Sequence[Player]) -> HandResult:
    """Ask the players (index = seat) until the hand is over; returns its result."""
    while not table.over:
        seat, actions = table.pending()[0]
        table.apply(seat, players[seat].choose(table.view(seat), actions))
    assert table.result is not None
    return table.result
