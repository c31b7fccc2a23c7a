"""Seeded random numbers that live inside the game state.

Every shuffle, die, coin and random pick of a game comes from here so that the same seed
and the same commands replay the same game, byte for byte, on every platform and every
Python version.  We therefore do not use :mod:`random` (whose algorithms may change between
Python versions) but a fixed, documented generator:

* **xoshiro256\\*\\*** (Blackman and Vigna, 2018) for the 64-bit stream; its whole state is four
  unsigned 64-bit integers, stored in the game state as a list of ints;
* **splitmix64** to expand a seed into those four words;
* unbiased bounded integers by rejection sampling (draw again while the value falls in the
  incomplete last bucket);
* our own Fisher-Yates shuffle (from the last position down to 1, swapping with a uniform
  index in ``[0, i]``).

The functions are pure: they take the state words and return new ones, so ``vtt.core`` can
keep the RNG inside msgspec structures and the session stays the only writer.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & _MASK


def seed_words(seed: int) -> list[int]:
    """Expand any integer seed into the four xoshiro256** state words with splitmix64."""
    x = seed & _MASK
    words = []
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) & _MASK
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        words.append(z ^ (z >> 31))
    if not any(words):  # the all-zero state is the one state xoshiro cannot leave
        words[0] = 1
    return words


class Rng:
    """A xoshiro256** generator operating on a list of four words held by the caller.

    The list is mutated in place, so binding it to ``state.rng`` makes every draw part of
    the game state.
    """

    __slots__ = ("s",)

    def __init__(self, words: MutableSequence[int]):
        if len(words) != 4:
            raise ValueError("an RNG state has exactly four words")
        self.s = words

    def next64(self) -> int:
        s = self.s
        result = (_rotl((s[1] * 5) & _MASK, 7) * 9) & _MASK
        t = (s[1] << 17) & _MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = ((1 << 64) // n) * n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (both ends included), like a die."""
        return low + self.below(high - low + 1)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place: for i from len-1 down to 1 swap item i with a uniform j <= i."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
