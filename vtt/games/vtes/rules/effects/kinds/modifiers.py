"""Steps of action modifiers and reactions whose effect outlives the moment they are played
(wave 3, group "modifiers"): an ability their minion keeps for the action or for the round
after its block (used with ``vtes_use`` while the card's played record lives:
:mod:`...abilities`), terms that end with the action (no unlock at all, a reacting Gangrel
locked if it did not block), cards put on a vampire after a successful action that act
later (Shadow Cast's stealth against the same Methuselah, Shadow Cloak's ward against
minions without Auspex, burned in its controller's unlock phase), and corruption counters
burned from another minion (:mod:`...corruption`).

The engine asks this module where those effects land: :func:`action_resolved` (an action
resolved or ended: :func:`.action_modifiers.after_action`, Change of Target's and a card's
"the action fails"), :func:`cloak_refusal` (an action is declared or offered,
:mod:`...actions`), :func:`at_unlock` (an unlock phase begins, :mod:`...flow`), and
:func:`spying_bonus` / :func:`instead_of_success` (a bleed is about to succeed,
:mod:`...block`).  Scalpel Tongue's cancelled votes are :func:`...politics.abstain`'s.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, cast

from ......core import events as E
from ......core.messages import QT_TRANSLATE_NOOP, Message
from ......core.model import Card, State
from ......core.table import move_card
from ....layout import READY, TORPOR, zone
from ... import cardinfo as ci
from ... import corruption, hand, played, tokens
from ... import grants as G
from ...data import rules
from ...locking import NO_UNLOCK, set_lock, unlock_barred
from ...records import Action
from ..conditions import condition
from ..log import texts
from ..selectors import chosen, selector
from ..standing import in_play_steps
from ..steps import Aim, Ctx, Step, kind
from .action_modifiers import after_resolution
from .reactions import ForTheCombat

texts(
    {
        "mo_no_unlock": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: no minion can unlock during this action."
        ),
        "mo_corruption": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {n} corruption counters of {seat} are burned from {minion}."
        ),
        "mo_locks_unless": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: {minion} locks, as it did not stop this action."
        ),
        "mo_cast": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is put on {minion}, against {seat}'s minions."
        ),
        "mo_cast_burned": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned for +1 stealth ({value})."
        ),
        "mo_cloak": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: it is put on {minion}; minions without Auspex cannot take"
            " actions directed at {minion}.",
        ),
        "mo_cloak_burned": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned in its controller's unlock phase."
        ),
        "mo_spied": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: the bleed burns no pool and is unsuccessful; the card goes on"
            " {minion}.",
        ),
        "mo_spying_bonus": QT_TRANSLATE_NOOP(
            "vtes", "As {cause} says: it is burned for +2 bleed ({value})."
        ),
        "mo_abstains": QT_TRANSLATE_NOOP(
            "vtes",
            "As {cause} says: {minion} locks and abstains; its votes and ballots are cancelled"
            " ({yes} for, {no} against).",
        ),
    }
)

_NO_ACTION = QT_TRANSLATE_NOOP("vtes", "There is no action to modify now.")


def _action(state: State) -> Action | None:
    return rules(state)["action"]


def _term(ctx: Ctx, what: str, minion: int | None = None) -> None:
    """A term of the action under way, lasting until it ends (``action["lasting"]``)."""
    action = _action(ctx.state)
    if action is not None:
        action.setdefault("lasting", []).append(
            {"what": what, "catalog": ctx.card.catalog, "n": 0, "minion": minion}
        )


def _has_term(action: Action, what: str) -> bool:
    return any(e["what"] == what for e in action.get("lasting", []))


def _log(ctx: Ctx, key: str, **args: object) -> None:
    ctx.events.append(
        E.ModuleEvent(seat=ctx.seat, key=key, args={"cause": ctx.card.catalog or "", **args})
    )


def _spend(ctx: Ctx, *effects: str) -> None:
    """The numbers the card's text names (read as what it gives when played) that it gives
    only later, by its own steps: booked as used, so they are not also offered to apply by
    hand now (:func:`...sources.sources`)."""
    if ctx.rec is not None:
        ctx.rec["used"].extend(e for e in effects if e not in ctx.rec["used"])


def _store(state: State) -> dict[str, Any]:
    """This module's keys in the rules state (per Shadow Cast or Spying Mission on a
    vampire, the Methuselah it was put there against)."""
    return cast(dict[str, Any], rules(state))


# -- conditions ------------------------------------------------------------------------------


@condition("mo_may_unlock")
def _may_unlock(ctx: Ctx, _: str) -> bool:
    """No card of the action under way bars unlocking (The Sleeping Mind)."""
    return not unlock_barred(ctx.state)


@condition("mo_played_superior")
def _played_superior(ctx: Ctx, _: str) -> bool:
    """The card used was played at its superior level (its ability of that level lasts)."""
    rec = next(
        (
            p
            for p in reversed(played.records(ctx.state))
            if p["card"] == ctx.card.id and p["hand"] and not p.get("use")
        ),
        None,
    )
    return rec is not None and rec["superior"]


@condition("mo_own_block_attempt")
def _own_block_attempt(ctx: Ctx, _: str) -> bool:
    """The minion using the card is attempting to block the action under way."""
    action = _action(ctx.state)
    return (
        action is not None
        and action["stage"] == "attempt"
        and ctx.minion is not None
        and action["blocker"] == ctx.minion.id
    )


@condition("mo_after_block")
def _after_block(ctx: Ctx, _: str) -> bool:
    """The minion using the card has just blocked and its block resolved: the combat that
    follows has not gone on yet (its first round, before any maneuver)."""
    combat = rules(ctx.state)["combat"]
    return (
        ctx.minion is not None
        and combat is not None
        and combat.get("blocker") == ctx.minion.id
        and combat["round"] == 1
        and combat["stage"] == "range"
        and combat["last_maneuver"] is None
    )


@condition("mo_after_success")
def _after_success(ctx: Ctx, what: str) -> bool:
    """Right after this minion's action succeeded (``directed``: a directed one;
    ``bleed``: a bleed)."""
    after = after_resolution(ctx.state, ctx.minion)
    if after is None or after["blocked"]:
        return False
    if what == "directed":
        return bool(after.get("directed")) and after.get("target") is not None
    return what != "bleed" or after["kind"] == "bleed"


@condition("mo_same_targets")
def _same_targets(ctx: Ctx, _: str) -> bool:
    """The vampire bearing the card takes an action directed at the Methuselah it was put
    on against."""
    action = _action(ctx.state)
    against = _store(ctx.state).get(CAST, {}).get(str(ctx.card.id))
    return (
        action is not None
        and ctx.minion is not None
        and action["minion"] == ctx.minion.id
        and action["directed"]
        and against is not None
        and action["target"] == against
    )


# -- selectors -------------------------------------------------------------------------------


@selector("mo_target_minions")
def _target_minions(ctx: Ctx) -> list[Card]:
    """The minions (ready or in torpor) controlled by the Methuselah the minion's action
    that has just succeeded was aimed at."""
    after = after_resolution(ctx.state, ctx.minion)
    target = after.get("target") if after is not None else None
    if target is None:
        return []
    out: list[Card] = []
    for region in (READY, TORPOR):
        for card_id in ctx.state.zones[zone(target, region)].cards:
            card = ctx.state.cards[card_id]
            if card.face_up and card.attached_to is None and ci.is_minion(card):
                out.append(card)
    return out


# -- no unlocking during the action ----------------------------------------------------------


@kind
class NoUnlock(Step, frozen=True, tag="mo_no_unlock"):
    """During this action, minions cannot unlock (:func:`...locking.set_lock` refuses it)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        _term(ctx, NO_UNLOCK)
        _log(ctx, "mo_no_unlock")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "minions cannot unlock during this action")


# -- corruption counters ---------------------------------------------------------------------


@kind
class BurnCorruption(Step, frozen=True, tag="mo_burn_corruption"):
    """``n`` of the player's corruption counters are burned from a minion: the one
    attempting to block (``on="blocker"``) or one the player aims at among ``among``
    (``on="target"``); refused when it carries fewer."""

    n: int = 1
    on: str = "blocker"
    among: str = "mo_target_minions"

    def aiming(self) -> Aim:
        return "card" if self.on == "target" else None

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, self.among)

    def _card(self, ctx: Ctx) -> Card | None:
        if self.on == "target":
            return ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        action = _action(ctx.state)
        blocker = action["blocker"] if action is not None else None
        return ctx.state.cards.get(blocker) if blocker is not None else None

    def can(self, ctx: Ctx) -> Message | None:
        card = self._card(ctx)
        if card is None or corruption.of(card, ctx.seat) < self.n:
            return QT_TRANSLATE_NOOP(
                "vtes", "That minion does not carry {n} of your corruption counters."
            ).with_args(n=self.n)
        return None

    def apply(self, ctx: Ctx) -> None:
        card = self._card(ctx)
        if card is None:
            return
        corruption.change(ctx.state, card, ctx.seat, -self.n, ctx.events)
        _log(ctx, "mo_corruption", n=self.n, seat=ctx.seat, minion=card.catalog or "")

    def words(self, ctx: Ctx) -> Message:
        card = self._card(ctx)
        return QT_TRANSLATE_NOOP(
            "vtes", "burn {n} of your corruption counters from {minion}"
        ).with_args(n=self.n, minion=ci.name(card) if card is not None else "…")


# -- a reacting minion locked after the action if it did not block ---------------------------

_LOCK_UNLESS = "mo_lock_unless_blocks"


@kind
class LockUnlessBlocks(Step, frozen=True, tag="mo_lock_unless_blocks"):
    """The reacting minion locks after the action resolves if it did not block it
    (:func:`action_resolved`)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None and ctx.minion else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        assert ctx.minion is not None
        _term(ctx, _LOCK_UNLESS, ctx.minion.id)

    def words(self, ctx: Ctx) -> Message:
        name = ci.name(ctx.minion) if ctx.minion is not None else "…"
        # (no "block" here: the Spanish for "lock" must not be read as blocking)
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} locks after the action unless it stops it"
        ).with_args(minion=name)


def action_resolved(state: State, action: Action, out: list[E.Event], *, blocked: bool) -> None:
    """The action ``action`` resolved (``blocked``: by its blocker, then the combat comes):
    each minion a card said locks unless it blocked locks now, if it did not; a bar on
    unlocking lasts through the combat of the block (:func:`...locking.unlock_barred`)."""
    blocker = action["blocker"] if blocked else None
    after = rules(state).get("after_action")
    if blocked and after is not None and _has_term(action, NO_UNLOCK):
        after["no_unlock"] = True
    for term in action.get("lasting", []):
        minion = state.cards.get(term["minion"]) if term["minion"] is not None else None
        if term["what"] != _LOCK_UNLESS or minion is None or term["minion"] == blocker:
            continue
        if set_lock(state, minion, True, out, minion.controller):
            out.append(
                E.ModuleEvent(
                    seat=minion.controller,
                    key="mo_locks_unless",
                    args={"cause": term["catalog"], "minion": minion.catalog or ""},
                )
            )


# -- unlocking after the block resolves ------------------------------------------------------


@kind
class UnlockAfterBlock(ForTheCombat, frozen=True, tag="mo_unlock_after_block"):
    """If this vampire blocks, the card stays its source in the first round of the combat
    (:func:`.reactions.carry_into_combat`), where its ``use`` (burn 1 blood to unlock) is
    offered after the block resolves."""

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes", "if this vampire blocks: burn 1 blood to unlock after the block resolves"
        )


# -- Shadow Cast: +1 stealth against the same Methuselah -------------------------------------

#: the ``rules`` key: per Shadow Cast put on a vampire (card id as text), the Methuselah
#: the action before was directed at
CAST = "mo_cast"


@kind
class CastAgainst(Step, frozen=True, tag="mo_cast_against"):
    """The card, put on the vampire after its directed action succeeded, remembers the
    Methuselah that action was directed at."""

    def _target(self, ctx: Ctx) -> int | None:
        after = after_resolution(ctx.state, ctx.minion)
        return after.get("target") if after is not None else None

    def can(self, ctx: Ctx) -> Message | None:
        if self._target(ctx) is None:
            return QT_TRANSLATE_NOOP(
                "vtes", "The card is played right after a successful directed action."
            )
        return None

    def apply(self, ctx: Ctx) -> None:
        target = self._target(ctx)
        _spend(ctx, G.STEALTH)  # given when the card burns, in a later action
        _store(ctx.state).setdefault(CAST, {})[str(ctx.card.id)] = target
        minion = ctx.minion.catalog if ctx.minion is not None else ""
        _log(ctx, "mo_cast", minion=minion or "", seat=target)

    def words(self, ctx: Ctx) -> Message:
        target = self._target(ctx)
        name = ctx.state.seats[target].name if target is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "put this card on {minion}: burn it for +1 stealth in an action directed at {seat}",
        ).with_args(minion=ci.name(ctx.minion) if ctx.minion is not None else "…", seat=name)


@kind
class BurnForStealth(Step, frozen=True, tag="mo_burn_for_stealth"):
    """The card used is burned for +1 stealth to the action of the vampire it is on."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _action(ctx.state) is not None else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx.state)
        assert action is not None
        action["stealth"] += 1
        _store(ctx.state).get(CAST, {}).pop(str(ctx.card.id), None)
        _log(ctx, "mo_cast_burned", value=action["stealth"])
        hand.burn(ctx.state, ctx.card, ctx.events, ctx.seat)

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP("vtes", "burn {card}: +1 stealth").with_args(
            card=ci.name(ctx.card)
        )


# -- Shadow Cloak: no actions directed at this vampire by minions without Auspex -------------


@kind
class AuspexOnly(Step, frozen=True, tag="mo_auspex_only"):
    """In play on a vampire: minions without Auspex cannot take actions directed at it
    (:func:`cloak_refusal`); burned in its controller's unlock phase (:func:`at_unlock`).
    As a ``play`` step, the words and the log of the card put there."""

    def apply(self, ctx: Ctx) -> None:
        minion = ctx.minion.catalog if ctx.minion is not None else ""
        _log(ctx, "mo_cloak", minion=minion or "")

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "put this card on {minion}: minions without Auspex cannot take actions directed"
            " at it; burned in your next unlock phase",
        ).with_args(minion=ci.name(ctx.minion) if ctx.minion is not None else "…")


def _cloaks(state: State, vampire: Card) -> list[Card]:
    """The cards on ``vampire`` whose text wards it so."""
    return [
        card
        for card, step in in_play_steps(state, vampire)
        if isinstance(step, AuspexOnly) and card.id != vampire.id
    ]


def cloak_refusal(state: State, minion: Card, aim: Card | None, directed: bool) -> Message | None:
    """Why ``minion`` may not take a directed action at ``aim`` (None: it may)."""
    if aim is None or not directed or not _cloaks(state, aim):
        return None
    if any(d.lower() == "aus" for d in ci.disciplines_now(state, minion)):
        return None
    return QT_TRANSLATE_NOOP(
        "vtes", "Minions without Auspex cannot take actions directed at {minion}."
    ).with_args(minion=ci.name(aim))


def at_unlock(state: State, active: int, out: list[E.Event], actor: int | None) -> None:
    """``active``'s unlock phase begins: each card of theirs that says so burns."""
    for card in list(state.cards.values()):
        if card.controller != active or card.attached_to is None or not card.face_up:
            continue
        bearer = state.cards.get(card.attached_to)
        if bearer is not None and card in _cloaks(state, bearer):
            out.append(
                E.ModuleEvent(seat=actor, key="mo_cloak_burned", args={"cause": card.catalog})
            )
            hand.burn(state, card, out, actor)


# -- Revelation of the Serpent: an ability right after the successful bleed ------------------


@kind
class AfterBleed(Step, frozen=True, tag="mo_after_bleed"):
    """A ``success`` step (Revelation of the Serpent): once the bleed succeeds, the card
    stays its vampire's source for the rest of the turn, so its ``use`` (2 corruption
    counters burned to unlock) is offered right after the action resolves; its conditions
    say when."""

    def apply(self, ctx: Ctx) -> None:
        if ctx.rec is None:
            return
        kept = played.remember(
            ctx.state,
            ctx.seat,
            ctx.card,
            ctx.minion,
            superior=ctx.rec["superior"],
            x=ctx.rec["x"],
            scope="turn",
        )
        # what it gave was given in its action: nothing of it to apply by hand again
        kept["used"] = list(G.grants(ctx.card.catalog, ctx.rec["superior"], ctx.rec["x"]))

    def words(self, ctx: Ctx) -> Message:
        return QT_TRANSLATE_NOOP(
            "vtes",
            "if the bleed is successful: burn 2 of your corruption counters from a minion of"
            " the target Methuselah to unlock",
        )


# -- Scalpel Tongue: a vampire that cast votes abstains --------------------------------------


@selector("mo_voted_vampires")
def _voted_vampires(ctx: Ctx) -> list[Card]:
    """The ready vampires that have cast votes or ballots in the referendum under way."""
    ref = rules(ctx.state)["referendum"]
    if ref is None:
        return []
    out: list[Card] = []
    for key in ref.get("cast_by", {}):
        card = ctx.state.cards.get(int(key))
        if card is not None and ci.in_ready(ctx.state, card):
            out.append(card)
    return sorted(out, key=lambda c: c.id)


@kind
class Abstain(Step, frozen=True, tag="mo_abstain"):
    """The chosen vampire (among those that cast votes or ballots in this referendum) is
    locked and abstains: the votes and ballots it cast are taken back, and it casts no
    more (:func:`...politics.abstain`)."""

    def aiming(self) -> Aim:
        return "card"

    def aims(self, ctx: Ctx) -> list[int]:
        return chosen(ctx, "mo_voted_vampires")

    def can(self, ctx: Ctx) -> Message | None:
        if rules(ctx.state)["referendum"] is None:
            return QT_TRANSLATE_NOOP("vtes", "There is no referendum now.")
        return None

    def apply(self, ctx: Ctx) -> None:
        from ...politics import abstain

        ref = rules(ctx.state)["referendum"]
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        if ref is None or card is None:
            return
        abstain(ref, card.id)
        set_lock(ctx.state, card, True, ctx.events, ctx.seat)
        _log(ctx, "mo_abstains", minion=card.catalog or "", yes=ref["for"], no=ref["against"])

    def words(self, ctx: Ctx) -> Message:
        card = ctx.state.cards.get(ctx.target_card) if ctx.target_card is not None else None
        return QT_TRANSLATE_NOOP(
            "vtes", "{minion} locks and abstains: its votes and ballots are cancelled"
        ).with_args(minion=ci.name(card) if card is not None else "…")


# -- Amici Noctis: the referendum's margin spread among ready Lasombra and the pool ------------

#: the most ways of spreading the margin offered (X is the way's number: "X is 0 to 30")
MAX_WAYS = 31


def _lasombra(ctx: Ctx) -> list[Card]:
    """The player's ready Lasombra, in the table's order."""
    ready = [(c, ci.record(c)) for c in ci.ready_minions(ctx.state, ctx.seat)]
    return [c for c, rec in ready if rec is not None and rec.clan == "Lasombra"]


def spreads(ctx: Ctx) -> list[tuple[tuple[int, ...], int]]:
    """Each way to spread the margin of the referendum that has just passed: (the ready
    Lasombra that gain 1 blood, the pool gained), as many given as the caps allow (a
    vampire 1 blood, the pool 1, or 2 if the acting Lasombra is titled), the most pool
    first."""
    from ...contests import has_title
    from .passed_margin import margin

    n = margin(ctx)
    if n <= 0 or ctx.minion is None:
        return []
    ids = [c.id for c in _lasombra(ctx)]
    cap = 2 if has_title(ctx.state, ctx.minion) else 1
    given = min(n, len(ids) + cap)
    out: list[tuple[tuple[int, ...], int]] = []
    for pool in range(min(cap, given), -1, -1):
        if given - pool <= len(ids):
            out += [(group, pool) for group in combinations(ids, given - pool)]
    return out[:MAX_WAYS]


@kind
class SpreadMargin(Step, frozen=True, tag="mo_spread_margin"):
    """For each vote by which the referendum passed, 1 blood from the bank to one of the
    player's ready Lasombra (1 each at most) or to the pool (1 at most, 2 if the acting
    Lasombra is titled): the way the player picks is X, the number of one of
    :func:`spreads` (each offered as its own play)."""

    def x_choices(self) -> tuple[int, ...]:
        return tuple(range(MAX_WAYS))

    def can(self, ctx: Ctx) -> Message | None:
        if not 0 <= ctx.x < len(spreads(ctx)):
            return QT_TRANSLATE_NOOP("vtes", "Choose one of the ways to share out the blood.")
        return None

    def apply(self, ctx: Ctx) -> None:
        ways = spreads(ctx)
        if not 0 <= ctx.x < len(ways):
            return
        group, pool = ways[ctx.x]
        for card_id in group:
            vampire = ctx.state.cards[card_id]
            tokens.add_counter(
                ctx.state,
                vampire,
                "blood",
                1,
                ctx.events,
                ctx.seat,
                "am_margin_blood",
                cause=ctx.card.catalog,
                minion=vampire.catalog or "",
                n=1,
            )
        if pool:
            tokens.add_pool(
                ctx.state,
                ctx.seat,
                pool,
                ctx.events,
                ctx.seat,
                "am_margin_pool",
                cause=ctx.card.catalog,
                n=pool,
            )

    def words(self, ctx: Ctx) -> Message:
        ways = spreads(ctx)
        if not 0 <= ctx.x < len(ways):
            return QT_TRANSLATE_NOOP("vtes", "share out 1 blood for each vote of the margin")
        group, pool = ways[ctx.x]
        names = ", ".join(ci.name(ctx.state.cards[c]) for c in group)
        if group and pool:
            return QT_TRANSLATE_NOOP(
                "vtes", "1 blood each to {minions}; {n} pool to you"
            ).with_args(minions=names, n=pool)
        if group:
            return QT_TRANSLATE_NOOP("vtes", "1 blood each to {minions}").with_args(minions=names)
        return QT_TRANSLATE_NOOP("vtes", "{n} pool to you").with_args(n=pool)


# -- Spying Mission: a bleed that would succeed goes on the vampire instead ------------------

#: the term of a bleed that does not succeed but puts the card on its vampire, and the
#: ``rules`` key: per Spying Mission on a vampire (card id as text), the Methuselah bled
SPYING = "mo_spying"


@condition("mo_bleed_would_succeed")
def _bleed_would_succeed(ctx: Ctx, _: str) -> bool:
    """The bleed under way would succeed: no block attempt is left, its resolution is
    next."""
    action = _action(ctx.state)
    return action is not None and action["kind"] == "bleed" and action["stage"] == "resolve"


@kind
class SpyInstead(Step, frozen=True, tag="mo_spy_instead"):
    """Instead of succeeding, the bleed burns no pool and is unsuccessful, and the card
    goes on the acting vampire, remembering the Methuselah bled (:func:`instead_of_success`,
    :func:`spying_bonus`)."""

    def can(self, ctx: Ctx) -> Message | None:
        return None if _bleed_would_succeed(ctx, "") else _NO_ACTION

    def apply(self, ctx: Ctx) -> None:
        action = _action(ctx.state)
        assert action is not None
        _spend(ctx, G.AMOUNT)  # the +2 bleed comes with a later bleed
        action.setdefault("lasting", []).append(
            {"what": SPYING, "catalog": ctx.card.catalog, "n": ctx.card.id, "minion": None}
        )

    def words(self, ctx: Ctx) -> Message:
        action = _action(ctx.state)
        target = action["target"] if action is not None else None
        name = ctx.state.seats[target].name if target is not None else "…"
        return QT_TRANSLATE_NOOP(
            "vtes",
            "the bleed burns no pool and fails; this card goes on {minion}: +2 bleed the next"
            " time it is about to bleed {seat} successfully",
        ).with_args(minion=ci.name(ctx.minion) if ctx.minion is not None else "…", seat=name)


def instead_of_success(state: State, action: Action, out: list[E.Event]) -> bool:
    """The action is about to succeed: a Spying Mission played in it makes it unsuccessful
    instead (no cost, no pool burned, the card played for it burned) and goes on the
    vampire.  False: no such card, the action succeeds."""
    terms = [e for e in action.get("lasting", []) if e["what"] == SPYING]
    minion = state.cards.get(action["minion"])
    if not terms or minion is None:
        return False
    rules(state)["action"] = None
    card = state.cards.get(action["card"]) if action["card"] is not None else None
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    spying = state.cards.get(terms[0]["n"])
    if spying is not None and ci.in_ready(state, minion):
        zone_to = state.zones[minion.zone]
        out.append(
            move_card(
                state, spying, zone_to, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=None
            )
        )
        spying.attached_to = minion.id
        _store(state).setdefault(SPYING, {})[str(spying.id)] = action["target"]
    out.append(
        E.ModuleEvent(
            seat=action["seat"],
            key="mo_spied",
            args={"cause": terms[0]["catalog"], "minion": minion.catalog or ""},
        )
    )
    from .action_modifiers import after_action

    after_action(state, action, out, blocked=False)
    rules(state).pop("after_action", None)  # unsuccessful: no "after a successful action"
    return True


def spying_bonus(state: State, action: Action, out: list[E.Event]) -> None:
    """The bleed is about to succeed: each Spying Mission on its vampire put there bleeding
    the same Methuselah burns for +2 bleed."""
    store = _store(state).get(SPYING, {})
    if action["kind"] != "bleed" or not store:
        return
    for card in [c for c in state.cards.values() if c.attached_to == action["minion"]]:
        if str(card.id) in store and store[str(card.id)] == action["target"]:
            del store[str(card.id)]
            action["amount"] += 2
            out.append(
                E.ModuleEvent(
                    seat=action["seat"],
                    key="mo_spying_bonus",
                    args={"cause": card.catalog, "value": action["amount"]},
                )
            )
            hand.burn(state, card, out, action["seat"])
