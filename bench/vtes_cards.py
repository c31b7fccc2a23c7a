"""How fast the VTES card database loads: our msgpack cache against krcg's own loaders.

Prints, in one run: building our cache from krcg (cold start), loading our cache (warm
start, best of 5, plus a fresh interpreter doing only that), krcg's ``load_local()`` (its
packaged CSVs) and ``load()`` (its pickle cache), and the cache file's size.
Run: ``PYENV_VERSION=3.12.1 python3 bench/vtes_cards.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time


def _timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def main() -> int:
    os.environ["VTT_CACHE_DIR"] = tempfile.mkdtemp(prefix="vtes-bench-")
    import krcg

    from vtt.games.vtes import cards as vc

    cold, db = _timed(vc.load_cards)
    size = vc.cache_path().stat().st_size
    warm = []
    for _ in range(5):
        vc._db = None  # forget the loaded database, keep the file
        warm.append(_timed(vc.load_cards)[0])
    fresh = subprocess.run(
        [
            sys.executable,
            "-c",
            "import time; t = time.perf_counter(); "
            "from vtt.games.vtes.cards import load_cards; db = load_cards(); "
            "print(time.perf_counter() - t, len(db))",
        ],
        capture_output=True,
        text=True,
        check=True,
        env=os.environ,
    ).stdout.split()
    parser_dict, _ = _timed(db.krcg_cards)
    local, kcards = _timed(krcg.load_local)
    pickled, _ = _timed(krcg.load)
    print(
        f"cards: {len(db)} ({sum(1 for c in db.cards.values() if c.is_crypt)} crypt), "
        f"precons: {len(db.precons)}, krcg {db.krcg_version}"
    )
    print(f"cache file: {size / 1024:.0f} KiB")
    print(f"cold start (build the cache from krcg): {cold:.3f} s")
    print(f"warm start (decode the cache), best of 5: {min(warm):.3f} s")
    print(f"warm start in a fresh interpreter (imports included): {float(fresh[0]):.3f} s")
    print(f"parser name index (krcg CardDict from the cache): {parser_dict:.3f} s")
    print(f"krcg.load_local() (packaged CSVs): {local:.3f} s")
    print(f"krcg.load() (krcg's pickle cache): {pickled:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
