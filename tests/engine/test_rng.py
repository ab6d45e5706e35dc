from hypothesis import given
from hypothesis import strategies as st
from seeded import SplitMix64, hash_text


def test_splitmix64_reference_outputs():
    # The published first outputs of SplitMix64 seeded with 0.
    r = SplitMix64(0)
    assert r.next_u64() == 0xE220A8397B1DCDAF
    assert r.next_u64() == 0x6E789E6AA1B965F4


def test_fnv1a_reference_values():
    assert hash_text("") == 0xCBF29CE484222325
    assert hash_text("a") == 0xAF63DC4C8601EC8C
    assert hash_text("कछुवा") != hash_text("कछुआ")


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**6))
def test_below_stays_in_range(seed, n):
    r = SplitMix64(seed)
    assert all(0 <= r.below(n) < n for _ in range(20))


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_shuffle_is_a_permutation_and_repeats(seed):
    a, b = list(range(30)), list(range(30))
    SplitMix64(seed).shuffle(a)
    SplitMix64(seed).shuffle(b)
    assert a == b
    assert sorted(a) == list(range(30))


def test_below_is_roughly_uniform():
    r = SplitMix64(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_fork_gives_different_streams():
    r = SplitMix64(1)
    a = r.fork("a").next_u64()
    b = SplitMix64(1).fork("b").next_u64()
    assert a != b
