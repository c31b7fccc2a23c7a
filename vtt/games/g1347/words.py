"""1347 in its own words in the log and the status bar.

The engine's notes (:data:`.engine.NOTES`) are logged under their English template; here they
become translatable messages again.  The cards the engine moves are worded by what the move
means in the game ("Ana enters the Castle (space 2)", "Bruno draws a card"); a move that only
tidies up (a played card going back, a rat changing hands, said by the note that explains
it) is not told at all.  The status bar names the round and the phase.
"""

from __future__ import annotations

from typing import Any

from ...core.events import Event, Moved, Revealed, TokenPassed
from ...core.messages import QT_TRANSLATE_NOOP, Message
from ...core.module import UNSAID
from ...core.views import View
from .engine import NOTES
from .scoring import NOTES as SCORING_NOTES
from .table import SLOTS

_NOTES = {m.text: m for m in (*NOTES.values(), *SCORING_NOTES.values())}

PHASES = {
    "A": QT_TRANSLATE_NOOP("G1347", "Phase A: new buildings"),
    "B": QT_TRANSLATE_NOOP("G1347", "Phase B: supplies"),
    "C": QT_TRANSLATE_NOOP("G1347", "Phase C: enter the buildings"),
    "D": QT_TRANSLATE_NOOP("G1347", "Phase D: the buildings resolve"),
    "E": QT_TRANSLATE_NOOP("G1347", "Phase E: end of the round"),
}
_ROUND = QT_TRANSLATE_NOOP("G1347", "Round {round} of {rounds} - {phase} - {seat}")
_OVER = QT_TRANSLATE_NOOP("G1347", "The game is over")
_SETUP = QT_TRANSLATE_NOOP("G1347", "Setting up")

_MOVES = {
    "enter": QT_TRANSLATE_NOOP("G1347", "{src_owner} enters the {building_card} (space {space})."),
    "play": QT_TRANSLATE_NOOP("G1347", "{src_owner} plays {card} face down."),
    "give": QT_TRANSLATE_NOOP("G1347", "{src_owner} gives {card} to {dst_owner}."),
    "discard": QT_TRANSLATE_NOOP("G1347", "{src_owner} discards {card}."),
    "draw": QT_TRANSLATE_NOOP("G1347", "{dst_owner} draws {card}."),
    "take": QT_TRANSLATE_NOOP("G1347", "{dst_owner} takes {card}."),
    "building": QT_TRANSLATE_NOOP("G1347", "Building {slot} of the round: {card}."),
}
_START = QT_TRANSLATE_NOOP("G1347", "{name} is the start player.")
#: the face-up stacks a card is taken from
_STACKS = ("sup.joker", "sup.sword", "sup.flute", "sup.safe", "sup.gold", "vp.supply")


def event_text(key: str, args: dict[str, Any]) -> Message | None:
    """An engine note as a translatable message (the log names its cards)."""
    note = _NOTES.get(key)
    if note is None:
        return None
    return note.with_args(**{k: v for k, v in args.items() if isinstance(v, (str, int, float))})


def _place(zone: str) -> str:
    """A zone id without its seat ("s2.hand" -> "hand")."""
    return zone.split(".", 1)[1] if zone[:1] == "s" and zone[1:2].isdigit() else zone


def _kind(src: str, dst: str) -> str:
    """What a move means, from where it goes ("" for bookkeeping)."""
    if dst in SLOTS:
        return "enter" if src == "discs" else "building" if src.startswith("bld.") else ""
    if src == "hand":
        return {"played": "play", "hand": "give", "pop.discard": "discard"}.get(
            dst, "discard" if dst in _STACKS else ""
        )
    if dst in ("hand", "vps"):
        return "draw" if src == "pop.deck" else "take" if src in _STACKS else ""
    return ""


def table_text(event: Event, view: View) -> Message | None:
    """A move in the game's words (see the module docstring); a building's cards revealed
    are said by the engine's note with what they gave.  The table's own sentences when the
    rules are off and people move the components themselves."""
    if not view.rules:
        return None
    if isinstance(event, Revealed) and _place(event.zone) == "played":
        return UNSAID
    if isinstance(event, TokenPassed) and event.seat is None and event.to is not None:
        seats = view.seats
        return _START.with_args(name=seats[event.to].name) if event.to < len(seats) else None
    return _move_text(event, view) if isinstance(event, Moved) else None


def _move_text(move: Moved, view: View) -> Message:
    kind = _kind(_place(move.src), _place(move.dst))
    if not kind:
        return UNSAID
    message = _MOVES[kind]
    if kind == "building":
        return message.with_args(slot=SLOTS.index(move.dst) + 1)
    if kind == "enter":
        zone = view.zones.get(move.dst)
        building = (
            next((c.catalog for c in zone.cards if c.back == "building" and c.catalog), "")
            if zone is not None
            else ""
        )
        return message.with_args(building_card=building, space=max(1, move.dst_index))
    return message


def turn_text(view: View) -> Message:
    """Round, phase by name and the seat to act, for the status bar."""
    phase = str(view.data.get("phase", ""))
    if phase == "end":
        return _OVER
    if phase not in PHASES:
        return _SETUP
    return _ROUND.with_args(
        round=int(view.data.get("round", 0)),
        rounds=int(view.data.get("rounds", 0)),
        phase=PHASES[phase].text,
    )
