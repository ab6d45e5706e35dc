"""Helpers for the table tests: hand-made walls and a few scripted moves."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from table import Action, Table
from tiles import FULL_SET, is_flower


def parse(text: str) -> list[str]:
    """'123m EE fl1' -> ['1m', '2m', '3m', 'E', 'E', 'fl1']: the scorer's shorthand, and flowers."""
    out: list[str] = []
    for word in text.split():
        if word.startswith(("fl", "se")):
            out.append(word)
        elif word[-1] in "mps":
            out.extend(f"{d}{word[-1]}" for d in word[:-1])
        else:
            out.extend(word)
    return out


def rigged_wall(
    hands: Sequence[str], draws: str = "", back: str = "", order: Sequence[int] = (0, 1, 2, 3)
) -> list[str]:
    """A wall that deals ``hands[seat]`` (13 tiles each) to the seats in turn ``order``, then
    gives ``draws`` from the front and ``back`` as the replacement tiles (first one first).

    The rest of the wall follows the draws: playing tiles in set order, flowers last."""
    dealt = [parse(h) for h in hands]
    assert all(len(h) == 13 for h in dealt), [len(h) for h in dealt]
    front: list[str] = []
    for start, size in ((0, 4), (4, 4), (8, 4), (12, 1)):
        for seat in order:
            front += dealt[seat][start : start + size]
    front += parse(draws)
    replacements = parse(back)
    used = Counter(front) + Counter(replacements)
    full = Counter(FULL_SET)
    assert all(used[t] <= full[t] for t in used), used - full
    rest = full - used
    filler = [t for t in dict.fromkeys(FULL_SET) if not is_flower(t) for _ in range(rest[t])]
    filler += [t for t in dict.fromkeys(FULL_SET) if is_flower(t) for _ in range(rest[t])]
    return front + filler + replacements[::-1]


# Seat 0 deals; seats 1 and 2 both wait on 5p with Pure Straights (seat 1 on 2p too); seat 3
# waits on N with a hand worth less than 8 points.
WINS = (
    "1m 5m 9m 1p 9p 1s 5s 9s E S W N 5p",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 4p 5p",
    "1s 2s 3s 4s 5s 6s 7s 8s 9s 2p 3p 4p 5p",
    "1m 2m 3m 3p 4p 5p 6s 7s 8s 6s 7s 8s N",
)


def table_of(hands: Sequence[str], draws: str = "", back: str = "", **kwargs) -> Table:
    return Table(rigged_wall(hands, draws, back), **kwargs)


def offered(table: Table, seat: int) -> list[str]:
    """The actions offered to ``seat`` now, as text ("discard 5m", "chow 345p", "pass")."""
    for decision in table.pending():
        if decision.seat == seat:
            return [str(a) for a in decision.actions]
    return []


def asked(table: Table) -> list[int]:
    return [d.seat for d in table.pending()]


def play(table: Table, seat: int, text: str) -> Action:
    """Apply the offered action written as ``offered`` writes it; fails if not offered."""
    for decision in table.pending():
        if decision.seat == seat:
            for action in decision.actions:
                if str(action) == text:
                    table.apply(seat, action)
                    return action
    raise AssertionError(f"seat {seat} is not offered {text!r}: {offered(table, seat)}")


def discard_drawn(table: Table) -> None:
    """The seat on turn discards the tile it drew; every claim offered is passed."""
    (decision,) = table.pending()
    table.apply(decision.seat, Action("discard", table.view(decision.seat).drawn))
    pass_all(table)


def pass_all(table: Table) -> None:
    while table.pending() and table.pending()[0].actions[-1].act == "pass":
        table.apply(table.pending()[0].seat, Action("pass"))


class Passive:
    """Never claims, never wins: discards the tile it drew (or its first tile)."""

    def choose(self, view, actions):
        for action in actions:
            if action.act == "pass":
                return action
        drawn = [a for a in actions if a.act == "discard" and a.tile == view.drawn]
        return drawn[0] if drawn else next(a for a in actions if a.act == "discard")


def recount(replay, seat: int, strong) -> tuple[int, set[int], set[int]]:
    """A seat's review counted from scratch (for the review's tests): the decisions the record
    shows, the events where the seat chose otherwise than ``strong.choose``, and, among them,
    those where the strong player values both choices alike (same worth; same tiles to a win
    on a turn), as ``(decisions, differ, ties)``."""
    from table.review import advice

    differ, ties, decisions = set(), set(), 0
    for choice in replay.choices:
        if choice.seat != seat or choice.chose is None:
            continue
        decisions += 1
        better = strong.choose(choice.view, choice.actions)
        if better.key == choice.chose.key:
            continue
        said = advice(choice.view, choice.actions, strong)
        weighed = {w.action.key: w for w in said.order}
        a, b = weighed[better.key], weighed[choice.chose.key]
        alike = a.worth == b.worth and (a.need == b.need or said.kind != "turn")
        (ties if alike else differ).add(choice.event)
    return decisions, differ, ties
