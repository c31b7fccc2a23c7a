"""How many VTES cards the rules engine plays by itself: per preconstructed deck and for
the whole card pool, the library cards that are fully automated (the engine runs all their
text), checked only (their play is checked, their effect applied by hand or in part) or
neither, and the vampires whose special ability is automated.

    PYTHONPATH=. python bench/vtes_card_effects.py [--cards]

``--cards`` also lists, per deck, the library cards not yet automated.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vtt.games.vtes.cards import STARTERS, load_cards  # noqa: E402
from vtt.games.vtes.rules.effects.catalog import load  # noqa: E402
from vtt.games.vtes.rules.effects.coverage import status, tally  # noqa: E402

#: the decks whose cards the issue names first: the Fifth Edition starters and companions
FIRST_WAVE = ("v5-", "v5a-", "v5c-")


def _line(label: str, library: list, crypt: list) -> str:
    lib, cry = tally(library), tally(crypt)
    abilities = len(crypt) - cry["no ability"]
    return (
        f"{label:<48} library {lib['automated']:>4}/{len(library):<4} automated, "
        f"{lib['checked']:>4} checked only, {lib['neither']:>3} neither | "
        f"vampire abilities {cry['automated']:>3}/{abilities:<3}"
    )


def main() -> None:
    db = load_cards()
    listing = "--cards" in sys.argv
    effects = load()
    print(
        f"effect entries: {len(effects)} ({sum(e.automated for e in effects.values())} automated)"
    )
    first_lib: dict[str, object] = {}
    first_crypt: dict[str, object] = {}
    for precon in db.precons.values():
        records = [db.cards[c] for c, _ in precon.cards]
        library = [r for r in records if not r.is_crypt]
        crypt = [r for r in records if r.is_crypt]
        star = "*" if precon.id in STARTERS else " "
        print(_line(f"{star}{precon.set_name}: {precon.bundle_name}", library, crypt))
        if precon.id.startswith(FIRST_WAVE):
            first_lib.update({r.catalog: r for r in library})
            first_crypt.update({r.catalog: r for r in crypt})
        if listing:
            for rec in library:
                if status(rec) != "automated":
                    print(f"      {rec.name} [{'/'.join(rec.types)}]: {status(rec)}")
    print()
    print(
        _line(
            "Fifth Edition starters and companions (distinct)",
            list(first_lib.values()),
            list(first_crypt.values()),
        )
    )
    every = {c for p in db.precons.values() for c, _ in p.cards}
    print(
        _line(
            "All 32 preconstructed decks (distinct)",
            [db.cards[c] for c in every if not db.cards[c].is_crypt],
            [db.cards[c] for c in every if db.cards[c].is_crypt],
        )
    )
    pool = list(db.cards.values())
    print(
        _line(
            "The whole card pool",
            [r for r in pool if not r.is_crypt],
            [r for r in pool if r.is_crypt],
        )
    )


if __name__ == "__main__":
    main()
