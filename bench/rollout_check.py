"""Would another choice have done better? The strong player's decisions, played out.

At some of the strong player's decisions (one strong player against three baseline players,
the strong player in each seat in turn, on deals apart from the bench's), its choice and the
alternatives are each played out to the end of the hand ``--rollouts`` times:

* on its turn, its next-best discards (``--alternatives`` in all, as it ranks them) and any kong;
* on another seat's discard, passing and every claim it is offered.

Each time, what the strong player cannot see (the other hands and the wall) is dealt again at
random (``Table.redealt``), the same deal for every alternative, and the rest of the hand is
played by the same players. A hand scores 1 when the strong player wins it, -0.7 when a
baseline player does (a baseline win's weight in the strength ratio, the ratio over three)
and 0 when drawn. Printed by kind of decision:

* ``alt - choice``: how much better the best alternative did than the choice (per decision;
  where there are several, chance favours the best of them, so read it with the next);
* ``picked - choice``: the gain of choosing by half the rollouts, judged on the other half
  (what a player that played this many hands out at each decision would gain).

If neither is above zero, no single decision of the player loses ground that this look ahead
can see.

    PYTHONPATH=py python3 -m bench.rollout_check [--deals 20] [--seed 90000000] [--rollouts 16]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from collections.abc import Sequence
from typing import NamedTuple

from table.actions import ADDED_KONG, CHOW, CONCEALED_KONG, DISCARD, KONG, PASS, PUNG, WIN, Action
from table.player import Player
from table.players.baseline import BaselinePlayer
from table.players.strong import StrongPlayer
from table.seat_view import SeatView
from table.table import HandResult, Table, play_hand
from tiles.kinds import KIND

from tests.fixtures.deals import deal_table, deals

BASELINE_WIN = -0.7


class Checked(NamedTuple):
    """One decision played out: its group, and each alternative's scores (index 0: the choice)."""

    group: str
    scores: list[list[float]]


def outcome(result: HandResult, seat: int) -> float:
    """A hand's score for the strong player in ``seat`` (see the module docstring)."""
    if result.winner is None:
        return 0.0
    return 1.0 if result.winner == seat else BASELINE_WIN


class Forced:
    """Plays ``action`` the first time it is asked, then chooses as ``player`` does."""

    def __init__(self, action: Action, player: Player) -> None:
        self.action: Action | None = action
        self.player = player

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        if self.action is None:
            return self.player.choose(view, actions)
        action, self.action = self.action, None
        return action


def play_out(table: Table, seat: int, action: Action, players: Sequence[Player]) -> float:
    """Play ``action`` for ``seat`` when it is next asked, then the players to the hand's end."""
    forced = list(players)
    forced[seat] = Forced(action, players[seat])
    return outcome(play_hand(table, forced), seat)


def alternatives(
    player: StrongPlayer, table: Table, seat: int, actions: Sequence[Action], count: int
) -> tuple[str, list[Action]]:
    """The group of this decision and its alternatives, the player's choice first."""
    view = table.view(seat)
    choice = player.choose(view, actions)
    if any(a.act == DISCARD for a in actions):
        ranked = player.ranked_discards(view)[:count]
        others = [
            next(a for a in actions if a.act == DISCARD and KIND[a.tile] == k) for k in ranked
        ]
        others += [a for a in actions if a.act in (CONCEALED_KONG, ADDED_KONG)]
        group = "turn: a discard" if choice.act == DISCARD else "turn: a kong"
    else:
        others = [a for a in actions if a.act in (PASS, PUNG, CHOW, KONG)]
        offered = "/".join(sorted({a.act for a in others if a.act != PASS}))
        group = f"claim {offered}: {'pass' if choice.act == PASS else 'claim'}"
    return group, [choice] + [a for a in others if a.key != choice.key]


def check(deal_count: int, seed: int, rollouts: int, every: int, count: int = 2) -> list[Checked]:
    """Play the deals; every ``every``-th decision of the strong player is played out."""
    out: list[Checked] = []
    decisions = 0
    for deal in deals(deal_count, seed):
        for seat in range(4):
            strong = StrongPlayer()
            players: list[Player] = [BaselinePlayer() for _ in range(4)]
            players[seat] = strong
            table = deal_table(deal)
            while not table.over:
                s, actions = table.pending()[0]
                decisive = s == seat and table.wall.left and all(a.act != WIN for a in actions)
                if decisive:
                    group, options = alternatives(strong, table, seat, actions, count)
                    decisions += 1
                    if len(options) > 1 and decisions % every == 0:
                        rng = random.Random(f"{deal} {seat} {decisions}")
                        scores: list[list[float]] = [[] for _ in options]
                        for _ in range(rollouts):
                            state = rng.getrandbits(64)
                            for i, option in enumerate(options):
                                copy = table.redealt(seat, random.Random(state))
                                scores[i].append(play_out(copy, seat, option, players))
                        out.append(Checked(group, scores))
                    table.apply(s, options[0])
                else:
                    table.apply(s, players[s].choose(table.view(s), actions))
    return out


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def gains(checked: Checked) -> tuple[float, float]:
    """(best alternative - choice, picked by one half - choice, judged on the other half)."""
    full = [_mean(s) for s in checked.scores]
    best_alt = max(full[1:]) - full[0]
    half = len(checked.scores[0]) // 2
    picked = 0.0
    for pick_by, judge_by in (
        (slice(0, half), slice(half, None)),
        (slice(half, None), slice(0, half)),
    ):
        picks = [_mean(s[pick_by]) for s in checked.scores]
        best = max(range(len(picks)), key=lambda i: (picks[i], -i))
        picked += (_mean(checked.scores[best][judge_by]) - _mean(checked.scores[0][judge_by])) / 2
    return best_alt, picked


def summary(checked: Sequence[Checked]) -> list[tuple[str, str, str, str]]:
    """Rows (group, decisions, alt - choice, picked - choice), each mean with its error."""
    groups: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for c in checked:
        g = gains(c)
        groups[c.group].append(g)
        groups["all " + c.group.split(":")[0].split()[0] + "s"].append(g)

    def spread(values: list[float]) -> str:
        m = _mean(values)
        se = math.sqrt(sum((v - m) ** 2 for v in values) / len(values) / len(values))
        return f"{m:+.3f} ± {se:.3f}"

    return [
        (name, str(len(rows)), spread([r[0] for r in rows]), spread([r[1] for r in rows]))
        for name, rows in sorted(groups.items())
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=90_000_000)
    parser.add_argument("--rollouts", type=int, default=16, help="plays of each alternative")
    parser.add_argument("--every", type=int, default=2, help="check one decision in this many")
    parser.add_argument("--alternatives", type=int, default=2, help="discards looked at")
    args = parser.parse_args(argv)
    checked = check(args.deals, args.seed, args.rollouts, args.every, args.alternatives)
    rows = [("decision", "checked", "alt - choice", "picked - choice"), *summary(checked)]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
