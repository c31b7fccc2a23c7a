"""What the Decisions dock's words read: :class:`Words` names the cards and seats a command
refers to from the host's State or a seat's View alike (only what that view shows), and
the headings several families share.  Templates are marked for translation in the context
"vtes"; card and seat names fill their placeholders.
"""

from __future__ import annotations

import re
from typing import Any

from ....core.messages import QT_TRANSLATE_NOOP, Message
from ....core.module import GameModule, card_in
from ..cards import load_cards
from .cardinfo import capacity as capacity_of
from .cardinfo import strength

#: the dock's headings shared by the commands of several families
TURN = QT_TRANSLATE_NOOP("vtes", "Turn")
UNLOCK_PHASE = QT_TRANSLATE_NOOP("vtes", "Unlock phase")
MASTER_CARDS = QT_TRANSLATE_NOOP("vtes", "Master cards")
EFFECTS = QT_TRANSLATE_NOOP("vtes", "Effects of the cards played")
COMBAT = QT_TRANSLATE_NOOP("vtes", "Combat")
TABLE = QT_TRANSLATE_NOOP("vtes", "Table")

# a hand strike's damage for a card this view does not show (vtes.md §9.4)
HAND_STRENGTH = 1
#: a card text's first line is its keywords ("Trifle.", "Unique location.") up to this many
#: words
_KEYWORD_WORDS = 5
#: an effect sentence of up to this many words ("Put this card on a vampire you control.")
#: says how the card is played rather than what it does: the next sentence joins it
_SHORT_WORDS = 8


class Words:
    """Names of the cards and seats a command refers to, from a State or a View, and the
    public rules bookkeeping and the ``stage`` of the decision."""

    def __init__(self, module: GameModule, source: Any, stage: str, language: str = "en"):
        self.module, self.source, self.language = module, source, language
        self.rules: dict[str, Any] = source.data.get("rules") or {}
        self.stage = stage

    def card(self, card_id: int | None) -> str:
        card = card_in(self.source, card_id)
        if card is None or not card.catalog:
            return f"#{card_id}"
        return self.module.card_name(card.catalog, self.language)

    def catalog(self, card_id: int | None) -> str:
        card = card_in(self.source, card_id)
        return card.catalog if card is not None and card.catalog else ""

    def effect(self, card_id: int | None) -> str:
        """What a card does, in a sentence of its text in the user's language (its keywords
        and a bare "put this card in play" left out), so that a choice says what playing it
        will do; empty for a card this view does not show."""
        card = card_in(self.source, card_id)
        if card is None or not card.catalog:
            return ""
        try:
            rec = load_cards().get(card.catalog)
        except KeyError:
            return ""
        text = rec.i18n.get(self.language, ("", ""))[1] or rec.text
        return first_effect(text)

    def is_location(self, card_id: int | None) -> bool:
        card = card_in(self.source, card_id)
        if card is None or not card.catalog:
            return False
        try:
            head = load_cards().get(card.catalog).text.split("\n", 1)[0]
        except KeyError:
            return False
        return "location" in head.casefold()

    def blood(self, card_id: int | None) -> dict[str, int]:
        """A vampire's blood and capacity, as placeholders ``blood`` and ``capacity``."""
        card = card_in(self.source, card_id)
        capacity = capacity_of(card) if card is not None and card.catalog else 0
        blood = card.counters.get("blood", 0) if card is not None else 0
        return {"blood": blood, "capacity": capacity}

    def strength(self, card_id: int | None) -> int:
        """A minion's hand strike damage (1 for a card this view does not show)."""
        card = card_in(self.source, card_id)
        return strength(card) if card is not None and card.catalog else HAND_STRENGTH

    def seat(self, seat: int | None) -> str:
        seats = self.source.seats
        return seats[seat].name if seat is not None and 0 <= seat < len(seats) else "?"

    def prey(self, seat: int) -> int | None:
        """The next seat still in the game after ``seat`` in the seating order."""
        seats = self.source.seats
        order = list(self.source.seating) or list(range(len(seats)))
        at = order.index(seat)
        for i in range(1, len(order)):
            other = order[(at + i) % len(order)]
            if not seats[other].out:
                return other
        return None


def first_effect(text: str) -> str:
    """The first sentence of a card text that says what the card does (see
    :meth:`Words.effect`)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and len(lines[0].split()) <= _KEYWORD_WORDS:
        lines = lines[1:]
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", " ".join(lines)) if s.strip()]
    said: list[str] = []
    for sentence in sentences:  # a short one (how it is played, a requirement) needs more
        said.append(sentence)
        if len(" ".join(said).split()) > _SHORT_WORDS:
            break
    return " ".join(said)


def influence_heading(w: Words, cmd: Any) -> Message:
    """The heading of the influence phase's commands, with the transfers left."""
    return QT_TRANSLATE_NOOP("vtes", "Influence ({n} transfers left)").with_args(
        n=w.rules.get("transfers", 0)
    )
