"""How long the VTES deck parser takes on 10,000 lines that are not a decklist.

Each shape of line stresses another path: prose in the preface, lines after a card (each
name searched by similarity until :data:`MAX_SEARCHES`), comments, card-shaped lines with
unknown names.  Prints seconds per text; the parser stops early and says why.
Run: ``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/deck_import_bounds.py``.
"""

from __future__ import annotations

import time

from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.decklists import parse_deck

SHAPES = {
    "prose, no card": "lorem ipsum {i}",
    "after a card": "3x Deflection\n" + "lorem ipsum {i}",
    "comments after a card": "3x Deflection\n" + "# lorem ipsum {i}",
    "unknown card lines": "3x Nocard {i}",
}


def main() -> None:
    db = load_cards()
    db.krcg_cards()
    for label, shape in SHAPES.items():
        head, _, line = shape.rpartition("\n")
        text = (head + "\n" if head else "") + "\n".join(line.format(i=i) for i in range(10_000))
        start = time.perf_counter()
        report = parse_deck(text, db=db)
        elapsed = time.perf_counter() - start
        print(
            f"{label:24s} 10,000 lines: {elapsed:.3f} s, "
            f"{len(report.unmatched)} reported, the last at line {report.unmatched[-1].line}"
        )


if __name__ == "__main__":
    main()
