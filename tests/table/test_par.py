"""The yardstick ``par`` never changes: its decisions on fixed deals are the recorded ones.

``tests/table/data/par_decisions.json`` was written once by ``bench/pin_par.py`` (four par
players on 16 deals, 1,095 choices). A change to the shared players' code, the planner,
the defence or the engine that changes any of par's choices fails here, at the first one."""

import json
from pathlib import Path

from table.player import make_player
from table.players import par, strong
from table.players.plan import Style

from tests.fixtures.deals import PAR_SEED as SEED
from tests.fixtures.deals import decisions

DATA = Path(__file__).parent / "data" / "par_decisions.json"


def test_par_plays_every_recorded_choice_again():
    pinned = json.loads(DATA.read_text())
    assert pinned["player"] == "par" and pinned["seed"] == SEED
    assert len(pinned["hands"]) == 16
    assert sum(len(h["choices"]) for h in pinned["hands"]) > 1000
    for hand in pinned["hands"]:
        got = decisions(tuple(hand["deal"]))
        for i, (now, then) in enumerate(zip(got, hand["choices"], strict=False)):
            assert now == then, f"deal {hand['deal']}, choice {i}: par now plays {now!r}"
        assert len(got) == len(hand["choices"]), f"deal {hand['deal']} ends elsewhere"


def test_par_names_every_weight_of_its_judgement():
    """Par's style is written out field by field; it was the strong player's when pinned."""
    fields = Style.__dataclass_fields__
    assert set(fields) == {
        "free_legal", "free_legal_melded", "slack", "value_weight", "discard_win_rate",
        "claim_boost", "hazard", "first_cap", "target_weight", "lexicographic", "claim_gain",
        "claim_margin", "lookahead", "use_targets", "discard_lean",
    }, "a new Style field: give par its old behaviour explicitly in players/par.py"
    player = make_player("par", 7)
    assert isinstance(player, strong.StrongPlayer)
    assert player.style == par.PAR and player.caution == 1.0


def test_a_changed_weight_is_caught():
    """The pinned choices do tell players apart: a slightly different claim margin already
    plays another choice somewhere on the recorded deals."""
    pinned = json.loads(DATA.read_text())
    other = Style(**{**par.PAR.__dict__, "claim_gain": 0.0})

    for hand in pinned["hands"][:6]:
        if decisions(tuple(hand["deal"]), lambda seed: strong.StrongPlayer(other)) != hand[
            "choices"
        ]:
            break
    else:
        raise AssertionError("a player with another claim margin made every pinned choice")
