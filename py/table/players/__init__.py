"""Computer players, one module each; every module has ``make(seed: int) -> Player``.

``simple``: the engine's own test player (takes a win when offered, otherwise discards the
tile with the fewest neighbours); it plays legally, not well.
"""
