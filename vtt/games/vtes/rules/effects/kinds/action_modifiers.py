"""Steps of action modifiers beyond a plain number (vtes.md §7.3-7.6, §8): stealth that
comes with another effect (so it is not held back until needed), a blocker's intercept
lowered, a block attempt made to fail, minions barred from blocking, terms every block
attempt of the action meets (allies' or younger vampires' intercept, a blood to burn, a
lock after a failed attempt), an action ended before its block resolves, votes cast with
the card, +X bleed, damage after the action succeeds, stealth promised to the next actions
of the turn, and reactions barred or taxed.

What lasts until the action ends is kept in the action record (``action["lasting"]``,
:class:`...records.Lasting`), so it goes with the action.  The engine asks this module
where those terms apply: :mod:`...block` (:func:`cannot_block`, :func:`on_block`,
:func:`on_block_failed`), :mod:`...actions` (:func:`may_not_again`,
:func:`next_action_stealth`), :mod:`...legality` and :mod:`...cardplay`
(:func:`reactions_barred`, :func:`reaction_tax`, :func:`reaction_played`,
:func:`after_resolution`: the moment right after an action resolved, remembered by
:func:`after_action`).
"""

from __future__ import annotations

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message, Rejected
from ......core.model import Card, State
from ... import cardinfo as ci
from ... import tokens
from ...data import acted, mark_acted, rules
from ...locking import set_lock
from ...records import Action, AfterAction, CombatEffect, Lasting
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, selector
from ..steps import Aim, Ctx, Step, kind
from .politics import expelled, vote_barred

texts(
    {
        "am_stealth": QT_TRANSLATE_NOOP("vtes", "As {cause} says: +{n} stealth ({value})."),
        "am_bleed": QT_TRANSLATE_NOOP("vtes", "As {cause} says: +{n} bleed ({value})."),
        "am_aggravated": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} takes {n} unpreventable aggravated damage."
        ),
        "am_intercept": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} gets {n} intercept ({value})."
        ),
        "am_block_fails": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion}'s block attempt fails."
        ),
        "am_no_block": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {who} cannot block this action."
        ),
        "am_terms": QT_TRANSLATE_NOOP("vtes", "As {cause} says, during this action: {what}."),
        "am_ended": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} unlocks and the action ends unsuccessfully."
        ),
        "am_in_combat": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says, in this combat of the action: {minion} gets {what}."
        ),
        "am_ended_stopped": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} stopped the action, so it locks and the action ends before the block resolves.",  # noqa: E501
        ),
    }
)

_NO_ACTION = QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")
_NO_ATTEMPT = QT_TRANSLATE_NOOP("vtes", "The card is played only while a block is attempted.")
# the mark of a minion that may not take the same action again this turn (Change of Target)
AGAIN = "am_again:"


def _action(state: State) -> Action | None:
    return rules(state)["action"]


def _blocker(state: State) -> Card | None:
    action = _action(state)
    if action is None or action["stage"] != "attempt" or action["blocker"] is None:
        return None
    return state.cards.get(action["blocker"])


def _acting(state: State) -> Card | None:
    action = _action(state)
    return state.cards.get(action["minion"]) if action is not None else None


def _last(ctx: Ctx, what: str, n: int = 0, minion: int | None = None) -> None:
    action = _action(ctx.state)
    if action is not None:
        entry: Lasting = {"what": what, "catalog": ctx.card.catalog, "n": n, "minion": minion}
        action.setdefault("lasting", []).append(entry)


def _lasting(state: State, what: str) -> list[Lasting]:
    action = _action(state)
    return [e for e in action.get("lasting", []) if e["what"] == what] if action else []


# -- conditions ------------------------------------------------------------------------------


@condition("announced")
def _announced(ctx: Ctx, _: str) -> bool:
    """As the action is announced: its acting Methuselah's first chance to play, before any
    block is attempted or declined."""
    action = _action(ctx.state)
    imp = action["imp"] if action is not None else None
    return (
        action is not None
        and action["stage"] == "block"
        and not action.get("declined")
        and not _lasting(ctx.state, "attempted")
        and imp is not None
        and imp["at"] == 0
    )


@condition("block_attempt")
def _block_attempt(ctx: Ctx, _: str) -> bool:
    return _blocker(ctx.state) is not None


@condition("blocked_now")
def _blocked_now(ctx: Ctx, _: str) -> bool:
    """The acting minion is blocked: a block is attempted and intercept reaches stealth,
    before the attempt resolves."""
    action = _action(ctx.state)
    return (
        _blocker(ctx.state) is not None
        and action is not None
        and action["intercept"] >= action["stealth"]
        and ctx.minion is not None
        and action["minion"] == ctx.minion.id
    )


@condition("target_pool_at_most")
def _target_pool_at_most(ctx: Ctx, n: str) -> bool:
    action = _action(ctx.state)
    target = action["target"] if action is not None else None
    return target is not None and ctx.state.seats[target].counters.get("pool", 0) <= int(n)


@condition("not_played_this_action")
def _not_played_this_action(ctx: Ctx, name: str) -> bool:
    """No card named ``name`` was played in this action (by any minion)."""
    from ...played import records

    return not any(
        p["scope"] == "action" and p["hand"] and _name(p["catalog"]) == name
        for p in records(ctx.state)
    )


@condition("has_blood")
def _has_blood(ctx: Ctx, n: str) -> bool:
    return ctx.minion is not None and ctx.minion.counters.get("blood", 0) >= int(n)


def _name(catalog: str) -> str:
    from ....cards import load_cards

    try:
        return load_cards().get(catalog).name
    except KeyError:
        return catalog


# -- selectors -------------------------------------------------------------------------------


def _ready_vampires(ctx: Ctx) -> list[Card]:
    from ..selectors import SELECTORS

    acting = _acting(ctx.state)
    return [c for c in SELECTORS["ready_vampire"](ctx) if acting is None or c.id != acting.id]


@selector("vampire_not_acting")
def _not_acting(ctx: Ctx) -> list[Card]:
    """Every ready vampire but the acting minion."""
    return _ready_vampires(ctx)


@selector("younger_vampire")
def _younger(ctx: Ctx) -> list[Card]:
    """Ready vampires with less capacity than the acting minion."""
    acting = _acting(ctx.state)
    if acting is None:
        return []
    return [c for c in _ready_vampires(ctx) if ci.capacity(c) < ci.capacity(acting)]


@selector("locked_vampire")
def _locked(ctx: Ctx) -> list[Card]:
    return [c for c in _ready_vampires(ctx) if c.locked]


# -- steps -----------------------------------------------------------------------------------


@kind
class ActionStealth(Step, frozen=True, tag="am_stealth"):
    """+``n`` stealth to the action even before it is needed: the stealth of a card that
    does more ("+1 stealth and +1 bleed") or says so ("even if stealth is not yet
    needed")."""

    n: int = 1

    def can(self, ctx: Ctx) -> Message | None:
        action = _action(ctx.state)
        if action is None or action["stage"] == "diablerie":
            return _NO_ACTION
        return None

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx.state)
        assert action is not None
        action["stealth"] += self.n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_stealth",
                args={"cause": ctx.card.catalog, "n": self.n, "value": action["stealth"]},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "+{n} stealth").with_args(n=self.n)


@kind
class BlockerIntercept(Step, frozen=True, tag="am_intercept"):
    """The minion attempting to block gets ``n`` intercept (a negative number)."""

    n: int = -1

    def can(self, ctx: Ctx) -> Message | None:
        return None if _blocker(ctx.state) is not None else _NO_ATTEMPT

    def apply(self, ctx: Ctx) -> None:
        action, blocker = _action(ctx.state), _blocker(ctx.state)
        assert action is not None and blocker is not None
        action["intercept"] += self.n
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_intercept",
                args={
                    "cause": ctx.card.catalog,
                    "minion": blocker.catalog or "",
                    "n": f"{self.n:+d}",
                    "value": action["intercept"],
                },
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "{n} intercept to the blocking minion").with_args(
            n=f"{self.n:+d}"
        )


@kind
class BlockFails(Step, frozen=True, tag="am_block_fails"):
    """The block attempt in progress fails, and that minion may not attempt to block this
    action again."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _blocker(ctx.state) is not None else _NO_ATTEMPT

    def apply(self, ctx: Ctx) -> None:
        from ...actions import to_block

        blocker = _blocker(ctx.state)
        assert blocker is not None
        _last(ctx, "no_block_minion", minion=blocker.id)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_block_fails",
                args={"cause": ctx.card.catalog, "minion": blocker.catalog or ""},
            )
        )
        on_block_failed(ctx.state, blocker, ctx.events, ctx.seat)
        to_block(ctx.state)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "the block attempt fails; that minion cannot block this action again"
        )


_WHO_CANNOT = {
    "vampires": QT_TRANSLATE_NOOP("vtes", "vampires cannot block this action"),
    "allies": QT_TRANSLATE_NOOP("vtes", "allies cannot block this action"),
}
_WHO_LOG = {
    "vampires": QT_TRANSLATE_NOOP("vtes", "vampires"),
    "allies": QT_TRANSLATE_NOOP("vtes", "allies"),
}


@kind
class NoBlock(Step, frozen=True, tag="am_no_block"):
    """``who`` cannot block this action: ``"vampires"``, ``"allies"``, or ``"target"`` (a
    vampire the player chooses among the set ``among`` names)."""

    who: str = "target"
    among: str = "vampire_not_acting"

    def aiming(self) -> Aim:
        return "card" if self.who == "target" else None

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        if self.who == "target":
            _last(ctx, "no_block_minion", minion=ctx.target_card)
            card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
            who: object = card.catalog if card is not None else ""
        else:
            _last(ctx, f"no_block_{self.who}")
            who = _WHO_LOG[self.who]
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat, key="am_no_block", args={"cause": ctx.card.catalog, "who": who}
            )
        )

    def words(self, ctx: Ctx) -> Message:
        if self.who != "target":
            return _WHO_CANNOT[self.who]
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot block this action").with_args(
            minion=ci.name(card) if card is not None else "…"
        )


_TERMS = {
    "allies_intercept": QT_TRANSLATE_NOOP("vtes", "allies get {n} intercept"),
    "younger_intercept": QT_TRANSLATE_NOOP("vtes", "allies and younger vampires get {n} intercept"),
    "block_blood": QT_TRANSLATE_NOOP(
        "vtes",
        "minions without Oblivion burn {n} blood to attempt to block (allies cannot block)",
    ),
    # (no "block" here: the Spanish for "lock" must not be read as blocking)
    "lock_failed": QT_TRANSLATE_NOOP(
        "vtes", "minions that try and fail to stop this action lock before it resolves"
    ),
    "stopped_ends": QT_TRANSLATE_NOOP(
        "vtes", "a minion that stops this action locks and the action ends at once"
    ),
}


@kind
class BlockTerms(Step, frozen=True, tag="am_block_terms"):
    """A term every block attempt of this action meets (see ``_TERMS``): ``n`` is the
    intercept change or the blood to burn."""

    what: str
    n: int = 0

    def __post_init__(self) -> None:
        if self.what not in _TERMS:
            raise ValueError(f"unknown block term {self.what!r}")

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        _last(ctx, self.what, self.n)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_terms",
                args={"cause": ctx.card.catalog, "what": self.words(ctx)},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        n = f"{self.n:+d}" if "intercept" in self.what else str(self.n)
        return _TERMS[self.what].with_args(n=n)


@kind
class EndAction(Step, frozen=True, tag="am_end_action"):
    """The acting minion unlocks (unless ``unlock`` is false) and the action ends
    unsuccessfully (the card played for it is burned, its cost unpaid); that minion may not
    take the same action again this turn."""

    unlock: bool = True

    def can(self, ctx: Ctx) -> Message | None:
        return None if _acting(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        from ... import hand
        from .basics import set_locked
        from .modifiers import action_resolved

        action, minion = _action(ctx.state), _acting(ctx.state)
        assert action is not None and minion is not None
        rules(ctx.state)["action"] = None
        _replace_owed(ctx.state, action, ctx.events)
        action_resolved(ctx.state, action, ctx.events, blocked=False)
        mark_acted(ctx.state, minion.id, again_mark(action["kind"], action["catalog"]))
        card = state_card(ctx.state, action["card"])
        if card is not None:
            hand.play_to_ash(ctx.state, action["seat"], card, ctx.events)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_ended",
                args={"cause": ctx.card.catalog, "minion": minion.catalog or ""},
            )
        )
        if self.unlock:
            set_locked(ctx, minion, False)

    def words(self, ctx: Ctx) -> Message:
        if not self.unlock:
            return QT_TRANSLATE_NOOP("vtes", "end the action (unsuccessful)")
        return QT_TRANSLATE_NOOP(
            "vtes", "unlock the acting minion and end the action (unsuccessful)"
        )


#: what an action modifier gives the acting minion "this action" that counts only in combat
_IN_COMBAT = {
    "strength": QT_TRANSLATE_NOOP("vtes", "+{n} strength this action"),
    "hand_aggravated": QT_TRANSLATE_NOOP("vtes", "hand strikes deal aggravated damage this action"),
}
_IN_COMBAT_TERM = "in_combat_"


@kind
class InCombatThisAction(Step, frozen=True, tag="am_in_combat"):
    """What the acting minion gets "this action" that counts only in combat (``what``:
    strength, aggravated hand strikes): a term of the action, given to it for the whole
    combat if the action is blocked (:func:`carry_terms_into_combat`)."""

    what: str
    n: int = 1

    def __post_init__(self) -> None:
        if self.what not in _IN_COMBAT:
            raise ValueError(f"unknown combat term {self.what!r}")

    def can(self, ctx: Ctx) -> Message | None:
        acting = _acting(ctx.state)
        if acting is None or ctx.minion is None or acting.id != ctx.minion.id:
            return _NO_ACTION
        return None

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        _last(ctx, _IN_COMBAT_TERM + self.what, self.n, minion=ctx.minion.id)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_terms",
                args={"cause": ctx.card.catalog, "what": self.words(ctx)},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return _IN_COMBAT[self.what].with_args(n=self.n)


def carry_terms_into_combat(state: State, action: Action, out: list[E.Event]) -> None:
    """The action was blocked and its combat began: the acting minion's "this action"
    combat terms (:class:`InCombatThisAction`) hold for the whole combat, from the card
    that gave them."""
    from ... import played
    from ...combat import give

    combat = rules(state)["combat"]
    if combat is None:
        return
    for term in action.get("lasting", []):
        if not term["what"].startswith(_IN_COMBAT_TERM) or term["minion"] != combat["a"]:
            continue
        rec = next(
            (
                p
                for p in reversed(played.records(state))
                if p["catalog"] == term["catalog"] and p["minion"] == term["minion"]
            ),
            None,
        )
        if rec is None:
            continue
        what = term["what"][len(_IN_COMBAT_TERM) :]
        effect: CombatEffect = {
            "minion": combat["a"],
            "what": what,
            "n": term["n"],
            "until": "combat",
            "round": combat["round"],
            "card": rec["card"],
            "catalog": term["catalog"],
        }
        give(state, effect, out)
        minion = state.cards[combat["a"]]
        out.append(
            E.ModuleEvent(
                seat=rec["seat"],
                key="am_in_combat",
                args={
                    "cause": term["catalog"],
                    "minion": minion.catalog or "",
                    "what": _IN_COMBAT[what].with_args(n=term["n"]),
                },
            )
        )


def ended_if_blocked(state: State, blocker: Card, out: list[E.Event], actor: int | None) -> bool:
    """A block attempt has just succeeded: under a ``stopped_ends`` term (Mirror Walk), the
    blocking minion locks and the action ends before the block resolves (no combat; the
    card played for the action is burned, as for a blocked action).  False: no such term."""
    from ... import hand

    terms = _lasting(state, "stopped_ends")
    action = _action(state)
    if not terms or action is None:
        return False
    rules(state)["action"] = None
    after_action(state, action, out, blocked=True)
    card = state_card(state, action["card"])
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="am_ended_stopped",
            args={"cause": terms[0]["catalog"], "minion": blocker.catalog or ""},
        )
    )
    set_lock(state, blocker, True, out, blocker.controller)
    return True


def state_card(state: State, card_id: int | None) -> Card | None:
    return state.cards.get(card_id) if card_id is not None else None


def again_mark(kind_: str, catalog: str | None) -> str:
    return f"{AGAIN}{kind_}:{catalog or ''}"


def may_not_again(state: State, minion: Card, kind_: str, catalog: str | None) -> bool:
    """Whether ``minion`` ended this same action with Change of Target this turn."""
    return again_mark(kind_, catalog) in acted(state, minion.id)


# -- what a block attempt meets (asked by :mod:`...block`) ------------------------------------


def _has_oblivion(minion: Card) -> bool:
    rec = ci.record(minion)
    return rec is not None and any(d.lower() == "obl" for d in rec.disciplines)


def block_blood(state: State, minion: Card) -> int:
    """The blood ``minion`` must burn to attempt to block the action in progress (the
    action's terms; none for a minion with Oblivion)."""
    cost = sum(e["n"] for e in _lasting(state, "block_blood"))
    return 0 if _has_oblivion(minion) else cost


def cannot_block(state: State, minion: Card) -> Message | None:
    """Why ``minion`` may not attempt to block the action in progress, from the action
    modifiers played in it, from a referendum passed this turn (Expulsion) or from a card
    in play (None: it may)."""
    from .control import barred_from_blocking
    from .precon_actions import titled_cannot_block
    from .precon_reactive import own_text_bars_block

    why = (
        expelled(state, minion)
        or barred_from_blocking(state, minion)
        or own_text_bars_block(state, minion)
        or titled_cannot_block(state, minion)
    )
    if why is not None:
        return why
    vampire = ci.is_vampire(minion)
    if any(e["minion"] == minion.id for e in _lasting(state, "no_block_minion")):
        return QT_TRANSLATE_NOOP("vtes", "{minion} cannot block this action.").with_args(
            minion=ci.name(minion)
        )
    barred = _lasting(state, "no_block_vampires" if vampire else "no_block_allies")
    if barred:
        template = (
            QT_TRANSLATE_NOOP("vtes", "As {card} says, vampires cannot block this action.")
            if vampire
            else QT_TRANSLATE_NOOP("vtes", "As {card} says, allies cannot block this action.")
        )
        return template.with_args(card=_name(barred[0]["catalog"]))
    cost = block_blood(state, minion)
    if cost:
        if not vampire or minion.counters.get("blood", 0) < cost:
            return QT_TRANSLATE_NOOP(
                "vtes", "{minion} would have to burn {n} blood to attempt to block."
            ).with_args(minion=ci.name(minion), n=cost)
    return None


def on_block(state: State, minion: Card, out: list[E.Event], seat: int) -> None:
    """A block attempt with ``minion`` begins: the blood it burns and the intercept the
    action's terms give it."""
    action = _action(state)
    if action is None:
        return
    action.setdefault("lasting", []).append(
        {"what": "attempted", "catalog": "", "n": 0, "minion": minion.id}
    )
    acting = _acting(state)
    for entry in action["lasting"]:
        what = entry["what"]
        ally = not ci.is_vampire(minion)
        younger = not ally and acting is not None and ci.capacity(minion) < ci.capacity(acting)
        if (what == "allies_intercept" and ally) or (
            what == "younger_intercept" and (ally or younger)
        ):
            action["intercept"] += entry["n"]
        elif what == "block_blood" and not _has_oblivion(minion):
            tokens.add_counter(
                state, minion, "blood", -entry["n"], out, seat, "paid", cause=entry["catalog"]
            )


def on_block_failed(state: State, blocker: Card, out: list[E.Event], seat: int | None) -> None:
    """A block attempt failed: the blocker locks if a card of the action says so."""
    if _lasting(state, "lock_failed"):
        set_lock(state, blocker, True, out, seat)


# -- the referendum of a political action ----------------------------------------------------


@condition("political_polling")
def _polling(ctx: Ctx, _: str) -> bool:
    """The polling step of a political action's referendum (not a blood hunt's), with the
    player still voting."""
    from ...politics import may_vote

    ref = rules(ctx.state)["referendum"]
    return ref is not None and not ref["blood_hunt"] and may_vote(ctx.state, ctx.seat)


_SIDE_WORDS = {
    "for": QT_TRANSLATE_NOOP("vtes", "+{n} votes, cast for"),
    "against": QT_TRANSLATE_NOOP("vtes", "+{n} votes, cast against"),
}


@kind
class CardVotes(Step, frozen=True, tag="am_votes"):
    """The vampire gets ``n`` votes, cast at once on ``side`` ("for" or "against"), as the
    card's votes (the referendum counts them once: :mod:`...politics`)."""

    n: int
    side: str = "for"

    def __post_init__(self) -> None:
        if self.side not in _SIDE_WORDS:
            raise ValueError(f"votes are cast 'for' or 'against', not {self.side!r}")

    def can(self, ctx: Ctx) -> Message | None:
        if not _polling(ctx, ""):
            return QT_TRANSLATE_NOOP("vtes", "Votes are cast in the polling of a referendum.")
        return vote_barred(ctx.state, ctx.minion) if ctx.minion is not None else None

    def apply(self, ctx: Ctx) -> None:
        from ...politics import book_vampire_cast

        ref = rules(ctx.state)["referendum"]
        assert ref is not None
        ref.setdefault("sources", []).append(f"card:{ctx.card.id}")
        ref["for" if self.side == "for" else "against"] += self.n
        if ctx.minion is not None and ci.is_vampire(ctx.minion):  # that vampire's votes
            book_vampire_cast(ref, ctx.minion.id, self.side, self.n, 0)
        if ctx.seat not in ref["cast"]:
            ref["cast"].append(ctx.seat)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="voted",
                args={"seat": ctx.seat, "side": self.side, "votes": self.n, "source": "card"},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return _SIDE_WORDS[self.side].with_args(n=self.n)


# -- a bleed of X ----------------------------------------------------------------------------


@kind
class BleedX(Step, frozen=True, tag="am_bleed_x"):
    """+X bleed, X paid for the card and chosen among ``xs`` (offered one play each)."""

    xs: tuple[int, ...] = (1, 2, 3)

    def x_choices(self) -> tuple[int, ...]:
        return self.xs

    def can(self, ctx: Ctx) -> Message | None:
        action = _action(ctx.state)
        if action is None or action["kind"] != "bleed" or action["seat"] != ctx.seat:
            return QT_TRANSLATE_NOOP("vtes", "Only a bleed or a hunt has an amount to change.")
        if ctx.x not in self.xs:
            return QT_TRANSLATE_NOOP("vtes", "X must be one of {xs}.").with_args(
                xs=", ".join(str(x) for x in self.xs)
            )
        try:
            ci.check_cost(ctx.state, ctx.seat, ctx.minion, ctx.card, ctx.x)
        except Rejected as exc:
            return exc.message
        return None

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx.state)
        assert action is not None
        action["amount"] += ctx.x
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_bleed",
                args={"cause": ctx.card.catalog, "n": ctx.x, "value": action["amount"]},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "X = {x}: +{x} bleed").with_args(x=ctx.x)


# -- after the action ------------------------------------------------------------------------


@kind
class AggravatedToSelf(Step, frozen=True, tag="am_aggravated"):
    """The vampire that played the card takes ``n`` unpreventable aggravated damage (a
    ``success`` step: after the action resolves), as in combat (§9.5: the first point
    wounds it, each further one burns a blood or burns it)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> None:
        from ...combat import take_damage

        if ctx.minion is not None and ci.in_ready(ctx.state, ctx.minion):
            ctx.events.append(
                E.ModuleEvent(
                    seat=ctx.seat,
                    key="am_aggravated",
                    args={
                        "cause": ctx.card.catalog,
                        "minion": ctx.minion.catalog or "",
                        "n": self.n,
                    },
                )
            )
            take_damage(ctx.state, ctx.minion, 0, self.n, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "after the action, {n} unpreventable aggravated damage to {minion}"
        ).with_args(n=self.n, minion=ci.name(ctx.minion) if ctx.minion is not None else "…")


def after_action(state: State, action: Action, out: list[E.Event], *, blocked: bool) -> None:
    """Remember the action that has just resolved (or was blocked: then its combat comes
    first) for the cards played after it resolves (:func:`after_resolution`); the
    replacements it held back are drawn, and its terms that last until it resolves
    end (:func:`.modifiers.action_resolved`)."""
    from .modifiers import action_resolved

    _replace_owed(state, action, out)
    rules(state)["after_action"] = {
        "seat": action["seat"],
        "minion": action["minion"],
        "kind": action["kind"],
        "blocked": blocked,
        "turn": rules(state)["turns"],
        "directed": action["directed"],
        "target": action["target"],
    }
    action_resolved(state, action, out, blocked=blocked)
    _radio_after_action(state, action, out, blocked=blocked)


def _radio_after_action(state: State, action: Action, out: list[E.Event], *, blocked: bool):
    """The pool a location's intercept costs when its minion did not block (WMRH Talk
    Radio: :mod:`.precon_masters`)."""
    from .precon_masters import after_action as burn_unless_blocked

    burn_unless_blocked(state, action, out, blocked=blocked)


def after_resolution(state: State, minion: Card | None = None) -> AfterAction | None:
    """The action that has just resolved, while nothing else is under way in the same
    minion phase (and, with ``minion``, only if that minion took it and is still ready)."""
    r = rules(state)
    after = r.get("after_action")
    if (
        after is None
        or after["turn"] != r["turns"]
        or r["phase"] != "minion"
        or any(r[k] is not None for k in ("action", "combat", "referendum"))
    ):
        return None
    if minion is not None and (after["minion"] != minion.id or not ci.in_ready(state, minion)):
        return None
    return after


@condition("after_action")
def _after_action(ctx: Ctx, outcome: str) -> bool:
    """After the resolution of this minion's action: ``success`` or ``blocked``."""
    after = after_resolution(ctx.state, ctx.minion)
    return after is not None and after["blocked"] == (outcome == "blocked")


# -- stealth for the next actions this turn --------------------------------------------------


@condition("next_stealth_unused")
def _next_stealth_unused(ctx: Ctx, _: str) -> bool:
    """No card has promised stealth to later actions this turn yet (one such card at its
    superior level each turn)."""
    r = rules(ctx.state)
    promised = r.get("next_stealth")
    return promised is None or promised["turn"] != r["turns"]


@kind
class NextActionsStealth(Step, frozen=True, tag="am_next_stealth"):
    """The vampire burns X blood (X among ``xs``, one play each) to give the player's next
    X actions this turn +1 stealth each."""

    xs: tuple[int, ...] = (0, 1, 2, 3, 4, 5)

    def x_choices(self) -> tuple[int, ...]:
        return self.xs

    def can(self, ctx: Ctx) -> Message | None:
        if ctx.x not in self.xs:
            return QT_TRANSLATE_NOOP("vtes", "X must be one of {xs}.").with_args(
                xs=", ".join(str(x) for x in self.xs)
            )
        if ctx.minion is None or ctx.minion.counters.get("blood", 0) < ctx.x:
            return QT_TRANSLATE_NOOP(
                "vtes", "The vampire does not have {n} blood to burn."
            ).with_args(n=ctx.x)
        return None

    def apply(self, ctx: Ctx) -> None:
        r = rules(ctx.state)
        r["next_stealth"] = {
            "seat": ctx.seat,
            "turn": r["turns"],
            "n": ctx.x,
            "catalog": ctx.card.catalog,
        }
        if ctx.x and ctx.minion is not None:
            tokens.add_counter(
                ctx.state,
                ctx.minion,
                "blood",
                -ctx.x,
                ctx.events,
                ctx.seat,
                "paid",
                cause=ctx.card.catalog,
            )

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "burn {x} blood: +1 stealth to each of your next {x} actions this turn"
        ).with_args(x=ctx.x)


def next_action_stealth(state: State, seat: int) -> int:
    """1 when an earlier card promised stealth to this action of ``seat`` (and one fewer
    is promised now), else 0."""
    r = rules(state)
    promised = r.get("next_stealth")
    if promised is None or promised["turn"] != r["turns"] or promised["seat"] != seat:
        return 0
    if promised["n"] <= 0:
        return 0
    promised["n"] -= 1
    return 1


# -- reactions barred or taxed ---------------------------------------------------------------


@kind
class NoReactions(Step, frozen=True, tag="am_no_reactions"):
    """The chosen minion (among ``among``) cannot play reaction cards this action; with
    ``tax``, the next reaction card played this action costs ``tax`` more blood or life."""

    among: str = "other_ready_minion"
    tax: int = 0

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        _last(ctx, "no_reactions", minion=ctx.target_card)
        if self.tax:
            _last(ctx, "reaction_tax_next", self.tax)
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_terms",
                args={"cause": ctx.card.catalog, "what": self.words(ctx)},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        who = ci.name(card) if card is not None else "…"
        if self.tax:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "{minion} cannot play reaction cards this action; the next reaction card"
                " played this action costs +{n} blood or life",
            ).with_args(minion=who, n=self.tax)
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} cannot play reaction cards this action"
        ).with_args(minion=who)


def reactions_barred(state: State, minion: Card) -> Message | None:
    """Why ``minion`` may not play a reaction card in the action in progress (None: it
    may): an action modifier's terms, or Expulsion's this turn."""
    why = expelled(state, minion)
    if why is not None:
        return why
    if any(e["minion"] == minion.id for e in _lasting(state, "no_reactions")):
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} cannot play reaction cards this action."
        ).with_args(minion=ci.name(minion))
    return None


def reaction_tax(state: State) -> int:
    """The blood or life the next reaction card played in this action costs more."""
    taxes = _lasting(state, "reaction_tax_next") + _lasting(state, "reaction_tax_all")
    return sum(e["n"] for e in taxes)


@kind
class ReactionTerms(Step, frozen=True, tag="am_reaction_terms"):
    """Every reaction card played in this action costs ``tax`` more blood or life, and,
    with ``no_replace``, is not replaced until the action ends."""

    tax: int = 1
    no_replace: bool = False

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        _last(ctx, "reaction_tax_all", self.tax)
        if self.no_replace:
            _last(ctx, "reactions_not_replaced")
        ctx.events.append(
            E.ModuleEvent(
                seat=ctx.seat,
                key="am_terms",
                args={"cause": ctx.card.catalog, "what": self.words(ctx)},
            )
        )

    def words(self, ctx: Ctx) -> Message:
        if self.no_replace:
            return QT_TRANSLATE_NOOP(
                "vtes",
                "reaction cards cost +{n} blood or life and are not replaced until the end of"
                " the action",
            ).with_args(n=self.tax)
        return QT_TRANSLATE_NOOP("vtes", "reaction cards cost +{n} blood or life").with_args(
            n=self.tax
        )


def replacement_waits(state: State, seat: int) -> bool:
    """Whether the card ``seat`` has just played is replaced only at a later phase (its
    text says so: :mod:`.between_unlocks`), or, as a reaction, only when the action ends
    (then it is owed, :func:`after_action` draws it)."""
    from .between_unlocks import replacement_waits as until_a_phase

    if until_a_phase(state, seat):  # "do not replace until your next unlock phase"
        return True
    action = _action(state)
    if action is None or seat == action["seat"]:
        return False
    if not (_lasting(state, "reactions_not_replaced") or _own_text_waits(state, seat)):
        return False
    action.setdefault("lasting", []).append(
        {"what": "owed_replacement", "catalog": "", "n": seat, "minion": None}
    )
    return True


def _own_text_waits(state: State, seat: int) -> bool:
    """The reaction ``seat`` has just played says "do not replace until after this action"
    itself (Elder Intervention: :func:`.precon_reactive.replaced_after_action`)."""
    from .precon_reactive import replaced_after_action

    return replaced_after_action(state, seat)


def _replace_owed(state: State, action: Action, out: list[E.Event]) -> None:
    """The action is over: the replacements it held back are drawn."""
    from ... import hand

    for entry in action.get("lasting", []):
        if entry["what"] == "owed_replacement":
            hand.replace(state, entry["n"], out)


def reaction_played(state: State, seat: int) -> None:
    """A card was played by another Methuselah than the acting one during the action (a
    reaction): the tax on "the next reaction card" is spent."""
    action = _action(state)
    if action is not None and seat != action["seat"] and "lasting" in action:
        action["lasting"] = [e for e in action["lasting"] if e["what"] != "reaction_tax_next"]
