"""End of the game (rules §7-8): majorities, Gold, tokens, then the plague and the winner.

The award rules are small pure functions over plain numbers so that every tie rule is tested
on its own; :func:`final_scores` reads the table and writes the generic score sheet.

Decisions where the rulebook is silent (docs/games/1347.md): a majority needs at least one
card (nobody scores a tie at zero, like influence), and Gold is scored when a Treasury is
among the game's 30 buildings (Gold can only come from a Treasury anyway).
"""

from __future__ import annotations

from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.model import State
from ...core.scores import ScoreRow, ScoreSheet
from . import rats
from .catalog import CLASSES, kind_of, nuns_of, token_value
from .faces import CLASS_NAMES
from .rules_state import Rules, peek


def class_awards(values: list[int], stamps: list[int], two_players: bool) -> list[int]:
    """10/5/2 (2 players: 10/5) by influence; equal influence: who got there first (the
    lower disc of the stack, i.e. the smaller arrival stamp) ranks higher; 0 scores nothing."""
    ranked = sorted(
        (s for s, v in enumerate(values) if v > 0), key=lambda s: (-values[s], stamps[s])
    )
    prizes = (10, 5) if two_players else (10, 5, 2)
    out = [0] * len(values)
    for seat, prize in zip(ranked, prizes, strict=False):
        out[seat] = prize
    return out


def majority_awards(counts: list[int]) -> list[int]:
    """Hand and special-card majorities: 2 to the most, 1 each when tied, none at zero."""
    best = max(counts, default=0)
    if best <= 0:
        return [0] * len(counts)
    leaders = [s for s, c in enumerate(counts) if c == best]
    prize = 2 if len(leaders) == 1 else 1
    return [prize if s in leaders else 0 for s in range(len(counts))]


def gold_awards(counts: list[int], two_players: bool) -> list[int]:
    """6 to the most Gold, 3 to the second; a tie for first shares 9 (rounded down) and
    nobody is second; a tie for second shares 3; no second place with two players."""
    out = [0] * len(counts)
    best = max(counts, default=0)
    if best <= 0:
        return out
    first = [s for s, c in enumerate(counts) if c == best]
    if len(first) > 1:
        for s in first:
            out[s] = 9 // len(first)
        return out
    out[first[0]] = 6
    if two_players:
        return out
    rest = [c for c in counts if c < best]
    second_value = max(rest, default=0)
    if second_value <= 0:
        return out
    second = [s for s, c in enumerate(counts) if c == second_value]
    for s in second:
        out[s] = 3 // len(second)
    return out


def plague_winners(
    totals: list[int], rat_totals: list[int], nuns: int, lowest_rats_if_all_die: bool = False
) -> tuple[list[int], list[bool]]:
    """Who dies (rats > nuns; equal is safe) and who wins: most points among survivors, then
    fewest rats, then a shared victory.  If all die, nobody wins, unless the optional rule
    makes the fewest rats survive (the rulebook gives that option no tie rule: they share)."""
    dead = [r > nuns for r in rat_totals]
    alive = [s for s in range(len(totals)) if not dead[s]]
    if not alive:
        if not lowest_rats_if_all_die:
            return [], dead
        low = min(rat_totals)
        return [s for s in range(len(totals)) if rat_totals[s] == low], dead
    best = max(totals[s] for s in alive)
    top = [s for s in alive if totals[s] == best]
    low = min(rat_totals[s] for s in top)
    return [s for s in top if rat_totals[s] == low], dead


LABELS = {
    "hand": QT_TRANSLATE_NOOP("G1347", "Most population cards and jokers in hand"),
    "sword": QT_TRANSLATE_NOOP("G1347", "Most Swords"),
    "flute": QT_TRANSLATE_NOOP("G1347", "Most Flutes"),
    "safe": QT_TRANSLATE_NOOP("G1347", "Most Safe-conducts"),
    "gold": QT_TRANSLATE_NOOP("G1347", "Gold (6 / 3)"),
    "vp": QT_TRANSLATE_NOOP("G1347", "Victory-point tokens"),
    "rats": QT_TRANSLATE_NOOP("G1347", "Rats (the plague kills above {nuns})"),
    "class": QT_TRANSLATE_NOOP("G1347", "Influence in {cls}: 10 / 5 / 2"),
    "class2": QT_TRANSLATE_NOOP("G1347", "Influence in {cls}: 10 / 5"),
}
NOTES = {
    "stack": QT_TRANSLATE_NOOP(
        "G1347", "Equal influence: the disc lower in the stack (there first) ranks higher."
    ),
    "no_gold": QT_TRANSLATE_NOOP("G1347", "No Treasury in this game: Gold does not score."),
    "nuns": QT_TRANSLATE_NOOP("G1347", "The Nun row shows {nuns} nuns."),
    "dead": QT_TRANSLATE_NOOP("G1347", "{name} has more rats than nuns and dies of the plague."),
    "all_dead": QT_TRANSLATE_NOOP("G1347", "The plague killed everybody: nobody wins."),
    "all_dead_option": QT_TRANSLATE_NOOP(
        "G1347", "The plague killed everybody; by the optional rule the fewest rats win."
    ),
    "tie_rats": QT_TRANSLATE_NOOP("G1347", "Equal points: the fewest rats win."),
    "shared": QT_TRANSLATE_NOOP("G1347", "Still equal: the victory is shared."),
}


def _row(
    label: Message, values: list[int], note: Message | None = None, counted: bool = True
) -> ScoreRow:
    numbers: list[int | float] = list(values)
    return ScoreRow(label=label, values=numbers, note=note, counted=counted)


def _counts(state: State, seat: int, kinds: tuple[str, ...]) -> int:
    cards = state.cards
    return sum(
        1 for cid in state.zones[f"s{seat}.hand"].cards if kind_of(cards[cid].catalog) in kinds
    )


def final_scores(state: State) -> ScoreSheet:
    """The score sheet of the table as it is (final once the game has ended)."""
    return score_sheet(state, peek(state.data))


def score_sheet(state: State, rules: Rules) -> ScoreSheet:
    """The score sheet of ``state`` with its rules state ``rules`` (the engine's, while it
    ends the game)."""
    n = len(state.seats)
    two = n == 2
    rows: list[ScoreRow] = []
    notes: list[Message] = []
    arrive = rules.arrive
    for cls in CLASSES:
        values = [state.seats[s].counters.get(cls, 0) for s in range(n)]
        stamps = arrive.get(cls, [0] * n)
        awards = class_awards(values, stamps, two)
        positive = [v for v in values if v > 0]
        note = NOTES["stack"] if len(positive) != len(set(positive)) else None
        label = (LABELS["class2"] if two else LABELS["class"]).with_args(cls=CLASS_NAMES[cls].text)
        rows.append(_row(label=label, values=awards, note=note))
    rows.append(
        _row(
            label=LABELS["hand"],
            values=majority_awards([_counts(state, s, ("pop", "joker")) for s in range(n)]),
        )
    )
    for kind in ("sword", "flute", "safe"):
        rows.append(
            _row(
                label=LABELS[kind],
                values=majority_awards([_counts(state, s, (kind,)) for s in range(n)]),
            )
        )
    if "treasury" in rules.in_use:
        rows.append(
            _row(
                label=LABELS["gold"],
                values=gold_awards([_counts(state, s, ("gold",)) for s in range(n)], two),
            )
        )
    else:
        notes.append(NOTES["no_gold"])
    cards = state.cards
    rows.append(
        _row(
            label=LABELS["vp"],
            values=[
                sum(token_value(cards[c].catalog) for c in state.zones[f"s{s}.vps"].cards)
                for s in range(n)
            ],
        )
    )
    totals = [int(sum(row.values[s] for row in rows)) for s in range(n)]  # whole points
    nuns = sum(nuns_of(cards[c].catalog) for c in state.zones["nuns"].cards)
    rat_totals = [rats.total(state, rules.rat_extra, s) for s in range(n)]
    rows.append(_row(label=LABELS["rats"].with_args(nuns=nuns), values=rat_totals, counted=False))
    option = bool(state.options.get("plague_lowest_rats", False))
    winners, dead = plague_winners(totals, rat_totals, nuns, option)
    notes.append(NOTES["nuns"].with_args(nuns=nuns))
    for s in range(n):
        if dead[s]:
            notes.append(NOTES["dead"].with_args(name=state.seats[s].name))
    if all(dead):
        notes.append(NOTES["all_dead_option"] if option else NOTES["all_dead"])
    else:
        alive_best = max(totals[s] for s in range(n) if not dead[s])
        if sum(1 for s in range(n) if not dead[s] and totals[s] == alive_best) > 1:
            notes.append(NOTES["tie_rats"])
            if len(winners) > 1:
                notes.append(NOTES["shared"])
    return ScoreSheet(
        seats=[s.name for s in state.seats],
        rows=rows,
        totals=list[int | float](totals),
        winners=winners,
        notes=notes,
    )
