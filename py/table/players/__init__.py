"""Computer players, one module each; every module has ``make(seed: int) -> Player``.

``expert``: the strong player's judgement with a danger model learned from par's play;
``par``: the strong player of 2026-12-01 frozen, the yardstick others are measured by
(``python -m bench.players --against par``);
``strong``: plays for hands worth the 8-point minimum (exact ready hands, a draw ahead when
one tile away, target patterns on the way) and defends; ``easy``: the same judgement played
loosely (no look-ahead, no defence, a seeded slip now and then); ``baseline``: shanten-greedy
over the five forms, no fans, no defence, for measurement (``python -m bench.players``);
``simple``: the engine's own test player.

The page offers ``LEVELS``; the modules shared by the players are ``reading`` (a SeatView as
counts), ``plan`` (judging a hand), ``defence`` (the danger of a discard), ``danger`` (the
same, learned). Their strength, and what was tried and not kept: docs/players.md.
"""

LEVELS: tuple[str, ...] = ("easy", "strong", "expert")
"""The levels the page offers, weakest first: each is a player module's name."""
