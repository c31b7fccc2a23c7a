"""The VTES card-play check over the whole card database: every card of krcg's lists is put
in a hand and :func:`vtt.games.vtes.rules.legality.check_play` gives its verdict, at the
start of a minion phase with a ready vampire (any answer but a crash counts: an accepted
play or a refusal naming the rule).  A card counts as checked for type, requirements and
cost when each of its types has a moment in the engine, its cost is a number or X, and its
text's restrictions are all classified in ``resources/vtes/card_rules.json``.

Prints the count, a breakdown per type, what was derived from the card texts (per field),
the cards whose restrictions the derivation could not classify, and ``check_play``'s median
time.  Run: ``PYTHONPATH=. python bench/vtes_card_check.py``.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vtt.core.messages import Rejected  # noqa: E402
from vtt.core.module import GameSpec, SeatSpec  # noqa: E402
from vtt.core.session import Session  # noqa: E402
from vtt.core.table import move_card  # noqa: E402
from vtt.games import get_game  # noqa: E402
from vtt.games.vtes.cards import load_cards  # noqa: E402
from vtt.games.vtes.layout import READY, zone  # noqa: E402
from vtt.games.vtes.rules import commands as K  # noqa: E402
from vtt.games.vtes.rules.cardrules import card_rules  # noqa: E402
from vtt.games.vtes.rules.data import rules  # noqa: E402
from vtt.games.vtes.rules.effects.coverage import checked as understood  # noqa: E402
from vtt.games.vtes.rules.legality import check_play  # noqa: E402


def _position() -> tuple[Session, object, object]:
    """Seat 0's minion phase with a ready vampire of 6 blood; a card of its hand to reuse."""
    spec = GameSpec(
        game="vtes",
        seed=3,
        rules=True,
        options={"random_seating": False},
        seats=[SeatSpec(name=f"S{i}", deck="vtes:precon:v5-pm") for i in range(4)],
    )
    module = get_game("vtes")
    session = Session(module.new_state(spec), module, spec)
    state = session.state
    while rules(state)["phase"] != "minion":
        assert session.submit(K.NextPhase(seat=0)).ok
    vampire = state.cards[state.seat_zone(0, "uncontrolled").cards[0]]
    move_card(state, vampire, state.zones[zone(0, READY)], face_up=True)
    vampire.counters = {"blood": 6}
    return session, vampire, state.cards[state.seat_zone(0, "hand").cards[0]]


def main() -> int:
    db = load_cards()
    start = time.perf_counter()
    data = card_rules()
    loaded = time.perf_counter() - start
    session, vampire, held = _position()
    per_type: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    times: dict[str, list[float]] = {"accepted": [], "refused": []}
    library: list[float] = []
    checked = 0
    for rec in db.cards.values():
        held.catalog = rec.catalog
        start = time.perf_counter()
        try:
            check_play(session.state, 0, held, None if "Master" in rec.types else vampire)
            verdict = "accepted"
        except Rejected:
            verdict = "refused"
        took = time.perf_counter() - start
        times[verdict].append(took)
        if not rec.is_crypt:
            library.append(took)
        verdicts[verdict] += 1
        per_type["/".join(rec.types)] += 1
        checked += understood(rec, data.get(rec.catalog, {}))
    print(f"{checked} of {len(db)} cards checked for type, requirements and cost")
    print(
        f"  at the start of a minion phase: {verdicts['accepted']} playable, "
        f"{verdicts['refused']} refused with a reason"
    )
    print("per type:")
    for kind, n in per_type.most_common():
        print(f"  {kind}: {n}")
    _derived(data)
    print(f"card_rules.json loaded once in {loaded * 1e3:.1f} ms")
    for label, values in (
        ("library cards", library),
        ("accepted plays", times["accepted"]),
        ("refusals", times["refused"]),
    ):
        print(
            f"check_play median over {label}: {statistics.median(values) * 1e6:.1f} µs"
            f" (p95 {statistics.quantiles(values, n=20)[-1] * 1e6:.1f} µs)"
        )
    return 0


def _derived(data: dict) -> None:
    fields: Counter[str] = Counter()
    unclassified: list[str] = []
    for entry in data.values():
        parts = [entry, *entry.get("levels", {}).values()]
        for part in parts:
            for key in part.get("requires", {}):
                fields[f"requires.{key}"] += 1
            for when in part.get("during", []):
                fields[f"during.{when}"] += 1
            if "limit" in part:
                fields[f"limit.{part['limit']}"] += 1
            if "limited" in part:
                fields[f"limited.{part['limited']}"] += 1
            if "no_replace" in part:
                fields["no_replace"] += 1
            for kind in part.get("by_hand", []):
                fields[f"by_hand.{kind}"] += 1
        if entry.get("levels"):
            fields["levels (a discipline level or type of its own)"] += 1
        if entry.get("unclassified"):
            unclassified.append(entry["name"])
    with_any = sum(1 for e in data.values() if set(e) - {"name", "types"})
    print(
        f"derived from card text into card_rules.json ({len(data)} library cards, "
        f"{with_any} with a restriction):"
    )
    for key, n in sorted(fields.items()):
        print(f"  {key}: {n}")
    print(
        f"unclassified: {len(unclassified)}"
        + (f": {', '.join(unclassified)}" if unclassified else "")
    )


if __name__ == "__main__":
    raise SystemExit(main())
