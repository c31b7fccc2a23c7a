"""Import every deck of the Tournament Winning Decks Archive that krcg ships, and report.

krcg keeps the archive already parsed; each deck is written back to its TWDA text listing
with krcg's serialiser (comments, event headers and all), then read by our deck parser.
A deck imports when no line is left unmatched and every card count agrees with the archive.
Run: ``PYENV_VERSION=3.12.1 python3 bench/twda_import.py [--sample N --seed S]``.
"""

from __future__ import annotations

import argparse
import sys
import time


def twda_texts(sample: int | None = None, seed: int = 0) -> list[tuple[str, str, dict[str, int]]]:
    """``(deck id, TWDA text, expected {catalog: count})`` for the whole archive, or for a
    seeded pick of ``sample`` decks (deterministic: our own RNG, sorted ids)."""
    import krcg.twda
    from krcg import providers

    from vtt.core.rng import Rng, seed_words
    from vtt.games.vtes.cards import load_cards

    archive = krcg.twda.load_local()
    ids = sorted(archive)
    if sample is not None:
        Rng(seed_words(seed)).shuffle(ids)
        ids = sorted(ids[:sample])
    kcards = load_cards().krcg_cards()
    out = []
    for deck_id in ids:
        deck = archive[deck_id]
        expected: dict[str, int] = {}
        for c in deck.cards:
            expected[f"vtes:{c.id}"] = expected.get(f"vtes:{c.id}", 0) + c.count
        out.append((deck_id, providers.serialize_twd(deck, kcards), expected))
    return out


def import_deck(text: str, expected: dict[str, int]) -> list[str]:
    """The problems met importing one deck (empty when it imported exactly)."""
    from vtt.games.vtes.decklists import parse_deck

    report = parse_deck(text)
    problems = [f"line {u.line}: {u.text!r}" for u in report.unmatched]
    got = {e.catalog: e.count for e in report.entries}
    if got != expected:
        missing = {k: v for k, v in expected.items() if got.get(k) != v}
        extra = {k: v for k, v in got.items() if expected.get(k) != v}
        problems.append(f"counts differ: expected {missing}, got {extra}")
    return problems


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--sample", type=int, default=None)
    args.add_argument("--seed", type=int, default=0)
    opts = args.parse_args(argv)
    start = time.perf_counter()
    decks = twda_texts(opts.sample, opts.seed)
    loaded = time.perf_counter()
    failures = 0
    for deck_id, text, expected in decks:
        problems = import_deck(text, expected)
        if problems:
            failures += 1
            print(f"{deck_id}: " + "; ".join(problems[:5]))
    done = time.perf_counter()
    print(f"TWDA decks: {len(decks)}, imported: {len(decks) - failures}, failed: {failures}")
    print(
        f"archive + serialise: {loaded - start:.2f} s, parse: {done - loaded:.2f} s "
        f"({1000 * (done - loaded) / max(1, len(decks)):.1f} ms per deck)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
