"""The rules commands in a Methuselah's words, for the decisions panel.

:func:`describe` says what one command does ("Bleed Nathan Turner with Anson",
"Block with Bronwen", "Transfer 1 pool to Nathan Turner") and :func:`group` under which
heading the panel lists it (the actions of one minion together, the influence phase's
transfers together).  Both read only what the deciding seat's view shows (the public rules
bookkeeping, the seats, the cards that seat sees), so they work from the host's State or
from a seat's View alike.  Templates are marked for translation in the context "vtes"; card
and seat names fill their placeholders.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core import commands as C
from ....core.messages import QT_TRANSLATE_NOOP, Message
from ....core.model import State
from ....core.module import GameModule, card_in
from .. import manual
from ..cards import load_cards
from . import commands as K
from .actions import _PLUS_ONE as STEALTHY_KINDS
from .cardinfo import strength
from .combat import STRENGTH
from .data import DISCARD, INFLUENCE, MASTER, MINION, OVER, UNLOCK
from .stages import decider

_NEXT_PHASE = {
    UNLOCK: QT_TRANSLATE_NOOP("vtes", "Go on to the master phase"),
    MASTER: QT_TRANSLATE_NOOP("vtes", "Go on to the minion phase"),
    MINION: QT_TRANSLATE_NOOP("vtes", "Go on to the influence phase"),
    INFLUENCE: QT_TRANSLATE_NOOP("vtes", "Go on to the discard phase"),
    DISCARD: QT_TRANSLATE_NOOP("vtes", "Finish the discard phase (end of turn)"),
}
#: what passing means, by the key of the pending decision
_PASS = {
    "block": QT_TRANSLATE_NOOP("vtes", "Do not block"),
    "attempt": QT_TRANSLATE_NOOP("vtes", "Pass (no more stealth or intercept)"),
    "resolve": QT_TRANSLATE_NOOP("vtes", "Pass (no more effects on the action)"),
    "range": QT_TRANSLATE_NOOP("vtes", "No maneuver: go on to the strikes"),
    "damage": QT_TRANSLATE_NOOP("vtes", "Prevent no more damage"),
    "extra": QT_TRANSLATE_NOOP("vtes", "No additional strikes"),
    "press": QT_TRANSLATE_NOOP("vtes", "Do not press"),
    "vote": QT_TRANSLATE_NOOP("vtes", "Do not vote"),
}
_ACT = {
    K.BLEED: QT_TRANSLATE_NOOP("vtes", "Bleed {target} with {minion}"),
    K.HUNT: QT_TRANSLATE_NOOP("vtes", "Hunt with {minion} (stealth {stealth})"),
    K.LEAVE_TORPOR: QT_TRANSLATE_NOOP(
        "vtes", "{minion} leaves torpor (2 blood, stealth {stealth})"
    ),
    K.RESCUE: QT_TRANSLATE_NOOP("vtes", "{minion} rescues {victim} from torpor"),
    K.DIABLERIE: QT_TRANSLATE_NOOP("vtes", "{minion} commits diablerie on {victim}"),
    K.RED_LIST: QT_TRANSLATE_NOOP(
        "vtes",
        "{minion} enters combat with {victim}, marked on the Red List (1 blood, stealth {stealth})",
    ),
}
_CARD_ACT = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card} (stealth {stealth})")
_CARD_ACT_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior (stealth {stealth})"
)
_CARD_ACT_AGAINST = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card} against {target}")
_CARD_ACT_AGAINST_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior against {target}"
)
_VOTES = {
    ("for", False): QT_TRANSLATE_NOOP("vtes", "Vote for"),
    ("against", False): QT_TRANSLATE_NOOP("vtes", "Vote against"),
    ("abstain", False): QT_TRANSLATE_NOOP("vtes", "Abstain"),
    ("for", True): QT_TRANSLATE_NOOP("vtes", "Vote for, burning the Edge for 1 more vote"),
    ("against", True): QT_TRANSLATE_NOOP("vtes", "Vote against, burning the Edge for 1 more vote"),
    ("abstain", True): QT_TRANSLATE_NOOP("vtes", "Abstain"),
}
_VOTE_CARD = {
    "for": QT_TRANSLATE_NOOP("vtes", "Vote for, burning {card} for 1 more vote"),
    "against": QT_TRANSLATE_NOOP("vtes", "Vote against, burning {card} for 1 more vote"),
}
_VOTE_EXTRA = {
    "for": QT_TRANSLATE_NOOP("vtes", "Vote for with {n} extra votes from cards"),
    "against": QT_TRANSLATE_NOOP("vtes", "Vote against with {n} extra votes from cards"),
}
_STRIKES = {
    K.HAND_STRIKE: QT_TRANSLATE_NOOP("vtes", "Strike: hand strike ({n} damage)"),
    K.DODGE: QT_TRANSLATE_NOOP("vtes", "Strike: dodge"),
    K.COMBAT_ENDS: QT_TRANSLATE_NOOP("vtes", "Strike: combat ends"),
}
_DAMAGE_STRIKES = {
    (False, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage"),
    (True, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, ranged"),
    (False, True): QT_TRANSLATE_NOOP("vtes", "Strike: {n} aggravated damage"),
    (True, True): QT_TRANSLATE_NOOP("vtes", "Strike: {n} aggravated damage, ranged"),
}
_FIRST_STRIKES = {
    (False, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, first strike"),
    (True, False): QT_TRANSLATE_NOOP("vtes", "Strike: {n} damage, ranged, first strike"),
    (False, True): QT_TRANSLATE_NOOP("vtes", "Strike: {n} aggravated damage, first strike"),
    (True, True): QT_TRANSLATE_NOOP("vtes", "Strike: {n} aggravated damage, ranged, first strike"),
}
_FIRST_HAND_STRIKE = QT_TRANSLATE_NOOP("vtes", "Strike: hand strike ({n} damage), first strike")
_MODIFY = {
    K.STEALTH: QT_TRANSLATE_NOOP("vtes", "{delta} stealth (a card's effect)"),
    K.INTERCEPT: QT_TRANSLATE_NOOP("vtes", "{delta} intercept (a card's effect)"),
    K.BLEED: QT_TRANSLATE_NOOP("vtes", "{delta} to the bleed amount (a card's effect)"),
    K.HUNT: QT_TRANSLATE_NOOP("vtes", "{delta} to the blood the hunt gains (a card's effect)"),
    K.PREVENT: QT_TRANSLATE_NOOP("vtes", "Prevent {n} damage to {minion}"),
    K.STRIKES: QT_TRANSLATE_NOOP(
        "vtes", "{n} additional strikes for {minion} this round (one card or effect a round)"
    ),
}
_GROUPS = {
    "turn": QT_TRANSLATE_NOOP("vtes", "Turn"),
    "master": QT_TRANSLATE_NOOP("vtes", "Master cards"),
    "block": QT_TRANSLATE_NOOP("vtes", "Block the action"),
    "effects": QT_TRANSLATE_NOOP("vtes", "Card effects applied by hand"),
    "votes": QT_TRANSLATE_NOOP("vtes", "Votes"),
    "combat": QT_TRANSLATE_NOOP("vtes", "Combat"),
    "discard": QT_TRANSLATE_NOOP("vtes", "Discard a card"),
    "table": QT_TRANSLATE_NOOP("vtes", "Table"),
    "contests": QT_TRANSLATE_NOOP("vtes", "Contests"),
    "unlock": QT_TRANSLATE_NOOP("vtes", "Unlock phase"),
}
_GROUP_ACTIONS = QT_TRANSLATE_NOOP("vtes", "Actions of {minion}")
_GROUP_STRIKE = QT_TRANSLATE_NOOP("vtes", "Strike of {minion}")
_GROUP_INFLUENCE = QT_TRANSLATE_NOOP("vtes", "Influence ({n} transfers left)")


def _stage(source: Any) -> str:
    """The stage of the decision, from a State (:func:`.stages.decider`) or a View (its
    ``decision``)."""
    if isinstance(source, State):
        return decider(source).stage if source.rules and source.data.get("rules") else OVER
    decision = getattr(source, "decision", None)
    return decision.kind if decision is not None else OVER


class _Words:
    """Names of the cards and seats a command refers to, from a State or a View."""

    def __init__(self, module: GameModule, source: Any, language: str = "en"):
        self.module, self.source, self.language = module, source, language
        self.rules: dict[str, Any] = source.data.get("rules") or {}
        self.stage: str = _stage(source)

    def card(self, card_id: int | None) -> str:
        card = card_in(self.source, card_id)
        if card is None or not card.catalog:
            return f"#{card_id}"
        return self.module.card_name(card.catalog, self.language)

    def catalog(self, card_id: int | None) -> str:
        card = card_in(self.source, card_id)
        return card.catalog if card is not None and card.catalog else ""

    def blood(self, card_id: int | None) -> dict[str, int]:
        """A vampire's blood and capacity, as placeholders ``blood`` and ``capacity``."""
        card = card_in(self.source, card_id)
        capacity = 0
        if card is not None and card.catalog:
            try:
                capacity = load_cards().get(card.catalog).capacity or 0
            except KeyError:
                capacity = 0
        blood = card.counters.get("blood", 0) if card is not None else 0
        return {"blood": blood, "capacity": capacity}

    def strength(self, card_id: int | None) -> int:
        """A minion's hand strike damage (1 for a card this view does not show)."""
        card = card_in(self.source, card_id)
        return strength(card) if card is not None and card.catalog else STRENGTH

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


def describe(
    module: GameModule, cmd: C.Command, source: Any, seat: int, language: str = "en"
) -> Message | None:
    """``cmd`` in words (card names in ``language``), or None for a command that is not one
    of the VTES module's."""
    words = _WORDS.get(type(cmd), _manual)
    return words(_Words(module, source, language), cmd)


def _next_phase(w: _Words, cmd: C.Command) -> Message:
    return _NEXT_PHASE.get(str(w.rules.get("phase")), QT_TRANSLATE_NOOP("vtes", "Next phase"))


def _end_turn(w: _Words, cmd: C.Command) -> Message:
    if w.rules.get("phase") == DISCARD:  # the same as finishing the phase: the same words
        return _NEXT_PHASE[DISCARD]
    return QT_TRANSLATE_NOOP("vtes", "End the turn")


def _pass(w: _Words, cmd: C.Command) -> Message:
    return _PASS.get(w.stage, QT_TRANSLATE_NOOP("vtes", "Pass"))


def _edge_pool(w: _Words, cmd: C.Command) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Take 1 pool for holding the Edge")


def _block(w: _Words, cmd: K.Block) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Block with {minion}").with_args(minion=w.card(cmd.minion))


def _maneuver(w: _Words, cmd: K.Maneuver) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Maneuver with {minion} (change the range)").with_args(
        minion=w.card(cmd.minion)
    )


def _strike(w: _Words, cmd: K.Strike) -> Message:
    if cmd.kind == K.DAMAGE:
        table = _FIRST_STRIKES if cmd.first else _DAMAGE_STRIKES
        return table[(cmd.ranged, cmd.aggravated)].with_args(n=cmd.damage)
    if cmd.kind == K.HAND_STRIKE and cmd.first:
        return _FIRST_HAND_STRIKE.with_args(n=w.strength(cmd.minion))
    return _STRIKES.get(cmd.kind, QT_TRANSLATE_NOOP("vtes", "Strike")).with_args(
        n=w.strength(cmd.minion)
    )


def _press(w: _Words, cmd: K.Press) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Press with {minion}").with_args(minion=w.card(cmd.minion))


def _crypt_draw(w: _Words, cmd: C.Command) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Draw a crypt card (4 transfers and 1 pool)")


def _redirect(w: _Words, cmd: K.Redirect) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Redirect the bleed to {target}").with_args(
        target=w.seat(cmd.target)
    )


def _mark_red_list(w: _Words, cmd: K.MarkRedList) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Mark {minion} on the Red List for this turn").with_args(
        minion=w.card(cmd.minion)
    )


def _unlock(w: _Words, cmd: K.UnlockInfernal | K.BurnOption | K.Withdraw | K.Merge) -> Message:
    """The unlock phase's commands, and the merge of an advanced vampire."""
    if isinstance(cmd, K.UnlockInfernal):
        return QT_TRANSLATE_NOOP("vtes", "Burn 1 pool to unlock {card} (infernal)").with_args(
            card=w.card(cmd.card)
        )
    if isinstance(cmd, K.BurnOption):
        return QT_TRANSLATE_NOOP("vtes", "Discard {card} (burn option)").with_args(
            card=w.card(cmd.card)
        )
    if isinstance(cmd, K.Withdraw):
        return QT_TRANSLATE_NOOP(
            "vtes",
            "Withdraw from the game (1 VP if you lose no pool or blood until your next turn)",
        )
    if isinstance(cmd, K.Merge):
        return QT_TRANSLATE_NOOP(
            "vtes", "Merge {card} with its other version (4 transfers and 1 pool)"
        ).with_args(card=w.card(cmd.card))
    return QT_TRANSLATE_NOOP("vtes", "Unlock phase")


def _contest(w: _Words, cmd: K.Contest) -> Message:
    """Pay for or yield a contested card or title (§14)."""
    card = w.card(cmd.card)
    contested = [i for ids in (w.rules.get("contests") or {}).values() for i in ids]
    if cmd.card in contested:
        if cmd.pay:
            return QT_TRANSLATE_NOOP("vtes", "Pay 1 pool to keep contesting {card}").with_args(
                card=card
            )
        return QT_TRANSLATE_NOOP("vtes", "Yield {card} (it is burned)").with_args(card=card)
    if cmd.pay:
        return QT_TRANSLATE_NOOP(
            "vtes", "{card} pays blood to keep contesting its title"
        ).with_args(card=card)
    return QT_TRANSLATE_NOOP("vtes", "{card} yields its title").with_args(card=card)


def _master(w: _Words, cmd: K.PlayMaster) -> Message:
    card = w.card(cmd.card)
    if cmd.on is not None:
        return QT_TRANSLATE_NOOP("vtes", "Play {card} on {target}").with_args(
            card=card, target=w.card(cmd.on)
        )
    if cmd.keep:
        return QT_TRANSLATE_NOOP("vtes", "Play {card} and keep it in play").with_args(card=card)
    return QT_TRANSLATE_NOOP("vtes", "Play {card}").with_args(card=card)


def _act(w: _Words, cmd: K.Act) -> Message:
    minion = w.card(cmd.minion)
    stealth = cmd.stealth + (1 if cmd.kind in STEALTHY_KINDS else 0)
    if cmd.card is None:
        template = _ACT.get(cmd.kind, QT_TRANSLATE_NOOP("vtes", "{minion} takes an action"))
        target = cmd.target if cmd.target is not None else w.prey(cmd.seat)
        return template.with_args(
            minion=minion, stealth=stealth, target=w.seat(target), victim=w.card(cmd.target_card)
        )
    card = w.card(cmd.card)
    if cmd.target is not None:
        template = _CARD_ACT_AGAINST_SUPERIOR if cmd.superior else _CARD_ACT_AGAINST
        return template.with_args(minion=minion, card=card, target=w.seat(cmd.target))
    template = _CARD_ACT_SUPERIOR if cmd.superior else _CARD_ACT
    return template.with_args(minion=minion, card=card, stealth=stealth)


def _modify(w: _Words, cmd: K.Modify) -> Message:
    if cmd.what in (K.PREVENT, K.STRIKES):
        return _MODIFY[cmd.what].with_args(n=cmd.delta, minion=w.card(cmd.minion))
    if cmd.what == K.AMOUNT:
        action = w.rules.get("action") or {}
        key = K.HUNT if action.get("kind") == K.HUNT else K.BLEED
        return _MODIFY[key].with_args(delta=f"{cmd.delta:+d}")
    template = _MODIFY.get(cmd.what, QT_TRANSLATE_NOOP("vtes", "{delta} (a card's effect)"))
    return template.with_args(delta=f"{cmd.delta:+d}")


def _vote(w: _Words, cmd: K.Vote) -> Message:
    if cmd.card is not None and cmd.side in _VOTE_CARD:
        return _VOTE_CARD[cmd.side].with_args(card=w.card(cmd.card))
    if cmd.extra and cmd.side in _VOTE_EXTRA:
        return _VOTE_EXTRA[cmd.side].with_args(n=cmd.extra)
    return _VOTES.get((cmd.side, cmd.edge), QT_TRANSLATE_NOOP("vtes", "Vote"))


def _discard(w: _Words, cmd: K.Discard) -> Message:
    card = w.card(cmd.card)
    catalog = w.catalog(cmd.card)
    try:
        event = bool(catalog) and "Event" in load_cards().get(catalog).types
    except KeyError:
        event = False
    if event:
        return QT_TRANSLATE_NOOP("vtes", "Put the event {card} in play").with_args(card=card)
    return QT_TRANSLATE_NOOP("vtes", "Discard {card} and draw a card").with_args(card=card)


def _manual(w: _Words, cmd: C.Command) -> Message | None:
    if isinstance(cmd, manual.Transfer):
        if cmd.amount >= 0:
            return QT_TRANSLATE_NOOP(
                "vtes", "Transfer {n} pool to {card} (blood {blood} of {capacity})"
            ).with_args(n=cmd.amount, card=w.card(cmd.card), **w.blood(cmd.card))
        return QT_TRANSLATE_NOOP(
            "vtes", "Move {n} blood from {card} back to your pool (2 transfers per blood)"
        ).with_args(n=-cmd.amount, card=w.card(cmd.card))
    if isinstance(cmd, manual.ToReady):
        return QT_TRANSLATE_NOOP("vtes", "Bring {card} into play").with_args(card=w.card(cmd.card))
    if isinstance(cmd, manual.Oust):
        target = cmd.seat if cmd.target is None else cmd.target
        return QT_TRANSLATE_NOOP("vtes", "Oust {seat}").with_args(seat=w.seat(target))
    if isinstance(cmd, manual.Burn):
        return QT_TRANSLATE_NOOP("vtes", "Burn {card}").with_args(card=w.card(cmd.card))
    if isinstance(cmd, manual.SetRefill):
        if cmd.on:
            return QT_TRANSLATE_NOOP("vtes", "Draw a replacement for each card played")
        return QT_TRANSLATE_NOOP("vtes", "Draw replacements by hand")
    return None


def group(module: GameModule, cmd: C.Command, source: Any, seat: int) -> Message | None:
    """The panel heading of ``cmd``, or None for a command that is not the module's."""
    w = _Words(module, source)
    if isinstance(cmd, K.Act):
        return _GROUP_ACTIONS.with_args(minion=w.card(cmd.minion))
    if isinstance(cmd, K.Strike):
        return _GROUP_STRIKE.with_args(minion=w.card(cmd.minion))
    if isinstance(cmd, _INFLUENCE_COMMANDS):
        return _GROUP_INFLUENCE.with_args(n=w.rules.get("transfers", 0))
    key = _GROUP_OF.get(type(cmd))
    return _GROUPS[key] if key is not None else None


_INFLUENCE_COMMANDS = (manual.Transfer, manual.ToReady, K.CryptDraw, K.Merge)
#: the panel heading of each command that has a fixed one
_GROUP_OF: dict[type[C.Command], str] = {
    K.Contest: "contests",
    K.UnlockInfernal: "unlock",
    K.BurnOption: "unlock",
    K.Withdraw: "unlock",
    K.PlayMaster: "master",
    K.MarkRedList: "master",
    K.Block: "block",
    K.Modify: "effects",
    K.Redirect: "effects",
    K.Vote: "votes",
    K.Maneuver: "combat",
    K.Press: "combat",
    K.Discard: "discard",
    K.NextPhase: "turn",
    K.EndTurnRules: "turn",
    K.Pass: "turn",
    K.EdgePool: "turn",
    C.EndTurn: "turn",
    manual.Oust: "table",
    manual.Burn: "table",
    manual.SetRefill: "table",
}

#: the words of each of the engine's commands (the table helpers' in :func:`_manual`)
_WORDS: dict[type[C.Command], Callable[[_Words, Any], Message | None]] = {
    K.NextPhase: _next_phase,
    K.EndTurnRules: _end_turn,
    C.EndTurn: _end_turn,
    K.Pass: _pass,
    K.EdgePool: _edge_pool,
    K.PlayMaster: _master,
    K.Act: _act,
    K.Block: _block,
    K.Modify: _modify,
    K.Vote: _vote,
    K.Maneuver: _maneuver,
    K.Strike: _strike,
    K.Press: _press,
    K.CryptDraw: _crypt_draw,
    K.Discard: _discard,
    K.UnlockInfernal: _unlock,
    K.Contest: _contest,
    K.BurnOption: _unlock,
    K.Withdraw: _unlock,
    K.Merge: _unlock,
    K.Redirect: _redirect,
    K.MarkRedList: _mark_red_list,
}
