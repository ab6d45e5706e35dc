"""The one Meld (tiles.meld): every well-formed meld, its tiles, its notation, read back."""

from __future__ import annotations

import pytest
from tiles import PLAYING_TILES
from tiles.kinds import KIND, NUM_KINDS
from tiles.meld import CHOW, KONG, MELD_KINDS, PUNG, Meld
from tiles.notation import read_hand


def every_meld() -> list[Meld]:
    """Each meld a hand can declare: 21 chows, 34 pungs, 34 melded and 34 concealed kongs."""
    chows = [Meld(CHOW, s * 9 + r, True) for s in range(3) for r in range(7)]
    pungs = [Meld(PUNG, k, True) for k in range(NUM_KINDS)]
    kongs = [Meld(KONG, k, exposed) for exposed in (True, False) for k in range(NUM_KINDS)]
    return chows + pungs + kongs


MELDS = every_meld()


def test_there_are_123_melds_and_each_is_well_formed():
    assert len(MELDS) == len(set(MELDS)) == 21 + 34 + 68
    assert all(m.well_formed for m in MELDS)


@pytest.mark.parametrize("meld", MELDS, ids=str)
def test_a_meld_reads_back_from_its_notation(meld):
    text = str(meld)
    assert text[0] + text[-1] == ("[]" if meld.exposed else "{}")
    written = read_hand(text)
    assert [m.meld for m in written.melds] == [meld]
    assert written.melds[0].start == 0 and written.melds[0].end == len(text)
    assert not written.concealed and written.win is None and written.plus is None


@pytest.mark.parametrize("meld", MELDS, ids=str)
def test_its_tiles_by_kind_and_by_face(meld):
    size = 4 if meld.kind == KONG else 3
    assert len(meld.tiles) == len(meld.faces) == size
    assert meld.tiles[0] == meld.tile and meld.faces[0] == meld.face == PLAYING_TILES[meld.tile]
    assert [KIND[f] for f in meld.faces] == list(meld.tiles)
    if meld.kind == CHOW:
        assert [t - meld.tile for t in meld.tiles] == [0, 1, 2]
        assert len({f[1] for f in meld.faces}) == 1  # one suit
    else:
        assert set(meld.tiles) == {meld.tile}
    assert Meld.of(meld.kind, meld.face, meld.exposed) == meld


def test_written_as_the_notation_shows_them():
    assert str(Meld.of(CHOW, "1m")) == "[123m]"
    assert str(Meld.of(PUNG, "E")) == "[EEE]"
    assert str(Meld.of(KONG, "5p")) == "[5555p]"
    assert str(Meld.of(KONG, "9s", exposed=False)) == "{9999s}"
    assert str(Meld.of(KONG, "P", exposed=False)) == "{PPPP}"


@pytest.mark.parametrize("meld", [
    Meld(CHOW, KIND["8m"], True),  # 8m 9m and no 10m
    Meld(CHOW, KIND["9p"], True),
    Meld(CHOW, KIND["E"], True),  # honours make no chow
    Meld(CHOW, KIND["1m"], False),  # a concealed chow is not declared
    Meld(PUNG, KIND["5s"], False),  # nor a concealed pung
    Meld("sequence", 0, True),
    Meld(PUNG, NUM_KINDS, True),
    Meld(PUNG, -1, True),
    Meld(PUNG, True, True),  # a bool is no kind
    Meld(PUNG, "5m", True),  # a face is no kind
    Meld(PUNG, 4, 1),  # exposed is True or False
], ids=repr)
def test_what_is_no_meld_is_not_well_formed(meld):
    assert not meld.well_formed


def test_the_kinds_of_meld():
    assert MELD_KINDS == ("chow", "pung", "kong") == (CHOW, PUNG, KONG)
    with pytest.raises(KeyError):
        Meld.of(PUNG, "fl1")  # flowers are never melded
