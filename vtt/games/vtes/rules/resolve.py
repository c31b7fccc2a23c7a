"""What a successful action does (vtes.md §7.5, §10.2-10.3): its cost is paid, then its
effect by kind: the bleed's pool and the Edge, the hunt's blood, a card into play, leaving
torpor, a rescue, diablerie and its blood hunt, a political action's referendum, combat with
a marked Red List minion.  The card played for it goes where it belongs and is replaced.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core import events as E
from ....core.model import Card, State
from ....core.table import Outcome, move_card
from ..layout import EDGE, READY, zone
from . import cardinfo as ci
from . import commands as K
from . import hand, played, redlist, tokens
from .actions import LEAVE_TORPOR_COST, in_progress, rescue_cost, rescue_gift
from .combat import start_combat
from .data import controller, rules
from .effects import run as effects
from .effects.kinds.action_modifiers import after_action
from .effects.kinds.precon_masters import recruit_discount
from .effects.kinds.precon_reactive import before_resolution
from .politics import start_referendum
from .records import Action


def _card(state: State, card_id: int | None) -> Card | None:
    return state.cards.get(card_id) if card_id is not None else None


def succeed(state: State, out: list[E.Event]) -> None:
    """V-RES-01: pay the cost now and apply the action's effect.  Whoever's pass let the
    action resolve, what follows is the acting Methuselah's doing (its cost, its effect)."""
    r = rules(state)
    action = in_progress(state)
    r["action"] = None
    seat, kind = action["seat"], action["kind"]
    actor = seat
    minion = state.cards.get(action["minion"])
    card = state.cards.get(action["card"]) if action["card"] is not None else None
    if minion is None:
        return
    before_resolution(state, action, out)  # woken vampires that did not block (Forced Awakening)
    if card is not None:
        pool, blood = ci.cost(card, action["x"])
        less_pool, less_blood = recruit_discount(state, minion, card, action["x"])
        pool, blood = pool - less_pool, blood - less_blood
        tokens.add_pool(state, seat, -pool, out, actor, "paid_pool", cause=card.catalog)
        if blood:
            tokens.add_counter(
                state, minion, "blood", -blood, out, actor, "paid", cause=card.catalog
            )
    out.append(
        E.ModuleEvent(
            seat=None,
            key="action_succeeded",
            args={"seat": seat, "minion": minion.catalog or "", "kind": kind},
        )
    )
    _SUCCESS.get(kind, _card_used_up)(state, action, minion, card, out, actor)
    _own_combat_action(state, action, minion, out, actor)
    effects.at_success(state, action, Outcome(events=out))
    if kind == K.BLEED:
        _after_bleed(state, action, out)
    after_action(state, action, out, blocked=False)


def _after_bleed(state: State, action: Action, out: list[E.Event]) -> None:
    """What the bled Methuselah's cards may do after a successful bleed against them
    (Ilonka's look: a question to them, :mod:`.effects.kinds.asks`)."""
    from .effects.kinds.asks import after_bleed

    after_bleed(state, action, out)


def _own_combat_action(
    state: State, action: Action, minion: Card, out: list[E.Event], actor: int
) -> None:
    """An ally's own "enter combat with a minion as a directed action" succeeded
    (:func:`.effects.kinds.permanents.combat_action`), or one a card in play allowed
    (:func:`.effects.kinds.control.combat_marked`): the combat begins, both still ready."""
    from .effects.kinds import control, permanents  # the kinds read the engine's steps

    aim = _card(state, action["target_card"])
    if action["kind"] != K.ACTION or action["card"] is not None or aim is None:
        return
    if not ci.is_minion(aim):
        return  # an action against a card in play (a location burned or stolen), no combat
    if permanents.combat_action(minion) is None and not control.combat_marked(action):
        return
    if ci.in_ready(state, aim) and ci.in_ready(state, minion):
        start_combat(state, minion, aim, out, actor)


def _bleed_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A1: the target loses the amount in pool; the acting Methuselah takes the Edge."""
    seat, target = action["seat"], action["target"]
    if card is not None:
        hand.play_to_ash(state, seat, card, out)
    if action["amount"] >= 1 and target is not None and not state.seats[target].out:
        before = state.seats[target].counters.get("pool", 0)
        tokens.add_pool(
            state, target, -action["amount"], out, actor, "bled", minion=minion.catalog or ""
        )
        _bled_pool_kept(state, minion, before - state.seats[target].counters.get("pool", 0), out)
        if state.tokens[EDGE].holder != seat:
            state.tokens[EDGE].holder = seat
            out.append(E.TokenPassed(seat=actor, token=EDGE, to=seat))


def _bled_pool_kept(state: State, minion: Card, lost: int, out: list[E.Event]) -> None:
    """The pool the bleed took goes on a card in play that keeps it (Alamut)."""
    from .effects.kinds.precon_masters import after_bleed  # the kinds read the engine

    after_bleed(state, minion, lost, out)


def _hunt_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A2: the vampire gains the amount in blood from the bank, up to its capacity."""
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    gain = max(0, min(action["amount"], ci.capacity(minion) - minion.counters.get("blood", 0)))
    if gain:
        tokens.add_counter(state, minion, "blood", gain, out, actor, "hunted")


def _card_into_play(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A3a, A4, A5: the equipment, retainer or ally comes into play (then what its effect
    data says it does as it enters: :mod:`.effects.kinds.permanents`)."""
    from .effects.kinds import permanents  # the kinds read the engine's steps

    if card is not None:
        _bring_into_play(state, action["seat"], minion, card, action["kind"], out)
        permanents.entered(
            state, action["seat"], minion, card, action["superior"], out, action["target_card"]
        )


def _leave_torpor_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A9: pay 2 blood and go back to the ready region."""
    tokens.add_counter(
        state, minion, "blood", -LEAVE_TORPOR_COST, out, actor, "paid_for", reason=K.LEAVE_TORPOR
    )
    _to_ready(state, minion, out, actor)


def _rescue_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A10: 2 blood (or what the rescuer's text makes it), the rescuer's first, and the
    rescued vampire is ready again."""
    victim = _card(state, action["target_card"])
    if victim is not None and ci.in_torpor(state, victim):
        cost = rescue_cost(state, minion, victim)
        own = min(cost, minion.counters.get("blood", 0))
        tokens.add_counter(state, minion, "blood", -own, out, actor, "paid_for", reason=K.RESCUE)
        tokens.add_counter(
            state, victim, "blood", -(cost - own), out, actor, "paid_for", reason=K.RESCUE
        )
        _to_ready(state, victim, out, actor)
        room = ci.capacity_now(state, victim) - victim.counters.get("blood", 0)
        gift = min(rescue_gift(state, minion, victim), room)
        if gift > 0:
            tokens.add_counter(state, victim, "blood", gift, out, actor, "ow_rescued_blood")


def _diablerie_succeeds(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A11: the diablerie of §10.3, if the victim is still in torpor."""
    victim = _card(state, action["target_card"])
    if victim is not None and ci.in_torpor(state, victim):
        diablerize(state, minion, victim, out, actor, directed=action["directed"])


def _card_used_up(
    state: State, action: Action, minion: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A6, A8: action and political action cards go to the ash heap; a political action
    calls its referendum (V-POL-02)."""
    if card is not None:
        hand.play_to_ash(state, action["seat"], card, out)
    if action["kind"] == K.POLITICAL:
        start_referendum(
            state, action["seat"], minion.id, called_by_card=card is not None, out=out, actor=actor
        )
        if card is not None:
            _book_terms(state, action, minion, card)
        else:
            _book_against(state, action, minion)
        _passes_at_once(state, minion, out, actor)


def _passes_at_once(state: State, minion: Card, out: list[E.Event], actor: int) -> None:
    """The referendum just called passes without polling (Día de los Muertos)."""
    from .effects.kinds.precon_masters import passes_at_once  # the kinds read the engine
    from .politics import tally

    if passes_at_once(state, minion, out):
        tally(state, out, actor, passes=True)


def _book_terms(state: State, action: Action, minion: Card, card: Card) -> None:
    """The political action card is booked for its referendum with the terms chosen when
    it was played (the action's target and target card, how it shares out points): its
    ``passed`` steps run if the referendum passes (:mod:`.politics`)."""
    rec = played.remember(
        state,
        action["seat"],
        card,
        minion,
        superior=action["superior"],
        x=action["x"],
        scope="referendum",
    )
    rec["target"], rec["target_card"] = action["target"], action["target_card"]
    if "alloc" in action:
        rec["alloc"] = action["alloc"]


def _book_against(state: State, action: Action, minion: Card) -> None:
    """A referendum called with no card, against a card in play whose text allows it
    (Anarch Revolt): that card is booked for it, its ``passed`` steps run if it passes."""
    from .effects.kinds import politics as political_terms

    aim = state.cards.get(action["target_card"]) if action["target_card"] is not None else None
    if aim is not None and aim in political_terms.referendum_cards(state):
        political_terms.book_referendum_against(state, action["seat"], minion, aim)


def _red_list_hunt_succeeds(
    state: State, action: Action, vampire: Card, card: Card | None, out: list[E.Event], actor: int
) -> None:
    """A13 succeeds: pay 1 blood, then combat with the marked minion if both are ready."""
    prey = _card(state, action["target_card"])
    if vampire.counters.get("blood", 0) < redlist.HUNT_COST:
        return  # the cost can no longer be paid: no effect
    tokens.add_counter(
        state, vampire, "blood", -redlist.HUNT_COST, out, actor, "paid_for", reason=K.RED_LIST
    )
    if (
        prey is not None
        and ci.in_ready(state, prey)
        and ci.in_ready(state, vampire)
        and prey.controller != vampire.controller
    ):
        start_combat(state, vampire, prey, out, actor)


Success = Callable[[State, Action, Card, "Card | None", list[E.Event], int], None]
_SUCCESS: dict[str, Success] = {
    K.BLEED: _bleed_succeeds,
    K.HUNT: _hunt_succeeds,
    K.EQUIP: _card_into_play,
    K.EMPLOY: _card_into_play,
    K.RECRUIT: _card_into_play,
    K.LEAVE_TORPOR: _leave_torpor_succeeds,
    K.RESCUE: _rescue_succeeds,
    K.DIABLERIE: _diablerie_succeeds,
    K.RED_LIST: _red_list_hunt_succeeds,
}


def _to_ready(state: State, vampire: Card, out: list[E.Event], actor: int) -> None:
    """A vampire leaves torpor (rescued, or by its own action) with what it carries."""
    riders = [c for c in state.cards.values() if c.attached_to == vampire.id]
    ready = state.zones[zone(controller(vampire), READY)]
    out.append(move_card(state, vampire, ready, seat=actor))
    for rider in riders:
        out.append(move_card(state, rider, ready, x=vampire.x + 8, y=vampire.y + 14, seat=actor))
        rider.attached_to = vampire.id


def _bring_into_play(
    state: State, seat: int, minion: Card, card: Card, kind: str, out: list[E.Event]
) -> None:
    ready = state.zones[zone(seat, READY)]
    if kind == K.RECRUIT:
        out.append(move_card(state, card, ready, face_up=True, seat=seat))
        rules(state)["recruited"].append(card.id)
    else:
        out.append(
            move_card(state, card, ready, face_up=True, x=minion.x + 8, y=minion.y + 14, seat=seat)
        )
        card.attached_to = minion.id
    if kind in (K.RECRUIT, K.EMPLOY):
        tokens.set_counter(state, card, "life", ci.printed_life(card), out, seat, "life")
    hand.replace(state, seat, out)


def diablerize(
    state: State, diablerist: Card, victim: Card, out: list[E.Event], actor: int, *, directed: bool
) -> None:
    """§10.3 steps 1, 3 and 5 (after a successful diablerie action, or by the vampire that
    blocked a leave-torpor action, :mod:`.block`): the blood moves over (excess to the
    bank), the victim burns, a Red List victim of a directed diablerie entitles the
    diablerist to a trophy; then the blood hunt referendum (§10.4).  Equipment and the
    Discipline card are taken by hand."""
    red = directed and redlist.is_red_list(state, victim)
    blood = victim.counters.get("blood", 0)
    tokens.set_counter(state, victim, "blood", 0, out, actor, "drained")
    room = max(0, ci.capacity(diablerist) - diablerist.counters.get("blood", 0))
    if min(blood, room):
        tokens.add_counter(
            state, diablerist, "blood", min(blood, room), out, actor, "drank", other=victim.catalog
        )
    hand.burn(state, victim, out, actor)
    out.append(
        E.ModuleEvent(
            seat=actor,
            key="diablerie",
            args={"minion": diablerist.catalog or "", "other": victim.catalog or ""},
        )
    )
    if red:
        redlist.entitle_trophy(state, diablerist, victim, out, actor)
    start_referendum(
        state,
        controller(diablerist),
        diablerist.id,
        called_by_card=False,
        out=out,
        actor=actor,
        blood_hunt=True,
    )
