"""The MCR table game: one wall, four seats, the Green Book's rules of play. Pure Python.

Runs unchanged in CPython 3.11+ and in Pyodide; randomness is injected (a seed shuffles the
wall with ``seeded.SplitMix64``), so a match replays exactly from its seed everywhere.
Winning hands are scored by ``scoring.score`` and paid by ``scoring.settle``.

Playing::

    from table import Match, make_player, play_hand
    match = Match(seed=7)                     # 16 hands; Match(7, hands=1): single hand
    players = [make_player("simple", s) for s in range(4)]
    play_hand(match.table, players)           # or step it: see Table below
    match.table.result.payments, match.scores, match.records[-1]

The contract between the table and its players (modules ``actions``, ``seat_view``, ``player``):

* Tiles are the faces of package ``tiles``: ``1m..9m 1p..9p 1s..9s E S W N C F P`` and flowers
  ``fl1..fl4 se1..se4``; seats are ints 0..3: the players, in match order (their winds change
  from hand to hand; turn order follows the winds E, S, W, N, see ``SeatView.next_seat``).
* ``Action(act, tile="", tiles=(), points=0)``, ``act`` one of discard, win, concealed_kong,
  added_kong, pass, chow, pung, kong; ``tile`` the tile discarded, won, konged or claimed;
  ``tiles`` a chow's three tiles; ``points`` a win's total as scored (flowers included).
* ``SeatView``: all one seat may see (its concealed tiles and drawn tile, every seat's melds,
  flowers and discards, tiles left in the wall, the tile on offer, winds, scores, hand
  number), with helpers ``held``, ``visible``, ``unseen(tile)``, ``next_seat(seat)``.
* ``Player``: anything with ``choose(view, actions) -> Action``. Computer players are modules
  ``table.players.<name>`` with ``make(seed) -> Player``; ``make_player(name, seed)``.

Stepping a hand (the page drives the person through this; computer players too):

* ``Table(wall, seat_winds=, prevalent_wind=, hand_number=, scores=, seed=)``: deals at once.
* ``Table.pending() -> tuple[Decision(seat, actions), ...]``: who must choose now. One seat on
  its turn; on a discard every seat with a claim besides pass, until the claim is decided
  (priority win > pung/kong > chow, the first winner after the discarder), so the page can
  ask the person while the computer players' answers wait. Never asks when pass is the only
  choice; a win is offered only when it is worth at least 8 points without flowers.
* ``Table.apply(seat, action)``: plays it (matched by ``act``/``tile``/``tiles``); raises
  ``IllegalAction`` for anything not offered. ``Table.view(seat)``, ``Table.over``,
  ``Table.result`` (``HandResult``), ``Table.events``, ``Table.log`` (the choices made),
  ``Table.ready(seat)`` (waits and what each would score), ``Table.refused`` (the wins the
  8-point minimum refused, ``minimum.RefusedWin``), ``Table.hand_of(seat)`` (to open the
  hands at the end), ``Table.turn``, ``Table.final_scores``.
* ``Match(seed, hands=16)``: ``table``, ``next_hand()``, ``scores``, ``over``, ``records``,
  ``placings()``, ``to_json()`` / ``Match.from_json()`` (save = seed + choices, replayed).

Records and the command line: ``hand_record(table)`` (the JSON Lines record of docs/table.md),
``check_record`` / ``check_records`` (the replay validator, ``RecordError``),
``python -m table selfplay --hands N --seed S [--players a,b,c,d]`` and ``python -m table
check < records.jsonl``.

Learning (modules ``rewind``, ``review``, ``share``, ``daily``): ``rewind.replayed(record)``
(a record played again through the ``Table``: its choices, and ``table_at`` any moment);
``review.review_hand(record, seat)`` (where the seat chose otherwise than the strong player,
by the figures it chooses by, ties named: ``python -m table review --seat S <
records.jsonl``), ``review.advice`` (the coach);
``share.share_code`` / ``record_of`` (a hand in a link); ``daily.daily_table(day)`` and
``daily.par`` (one hand a day and the strong player's result on it: ``python -m table daily``).
"""


from .actions import ACTS, PASS_ACTION, Action, Decision
from .match import Match, play_match
from .player import Player, make_player
from .record import hand_record, record_line
from .replay import RecordError, check_record, check_records
from .seat_view import Discard, Meld, Offer, SeatView
from .seating import prevalent_wind, seat_winds
from .table import HandResult, IllegalAction, Table, play_hand
from .wall import shuffled_wall

__all__ = [
    "ACTS",
    "PASS_ACTION",
    "Action",
    "Decision",
    "Discard",
    "HandResult",
    "IllegalAction",
    "Match",
    "Meld",
    "Offer",
    "Player",
    "RecordError",
    "SeatView",
    "Table",
    "check_record",
    "check_records",
    "hand_record",
    "make_player",
    "play_hand",
    "play_match",
    "prevalent_wind",
    "record_line",
    "seat_winds",
    "shuffled_wall",
]
