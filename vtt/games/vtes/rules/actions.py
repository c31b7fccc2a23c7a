"""Declaring a minion's action (vtes.md §7.1-7.2): ``vtes_act`` with the checks of the
minion, the card played for it and its target, then the action begins at its block step.

The action in progress is ``rules["action"]``, a :class:`.records.Action`.  It begins at
its block step as a priority round led by the acting Methuselah (003 'Resumen del curso de
una acción', 2018 §6.2.2): the acting Methuselah has the first chance to play action
modifiers, then the impulse goes round (:func:`.impulse.action_order`) and each Methuselah
who may block decides when it holds it.  Its next steps are in :mod:`.block` (blocking,
passes and the impulse), :mod:`.modify` (stealth, intercept and the
amount), :mod:`.redirect` (§7.4.1) and :mod:`.resolve` (success).  Action A13
(``red_list``) is checked by :mod:`.redlist`.

The card played for the action stays in the hand, shown to everybody through the action
record, until the action resolves: then it goes where it belongs (or is burned when the
action is blocked) and is replaced.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

import msgspec

from ....core import commands as C
from ....core import events as E
from ....core.messages import QT_TRANSLATE_NOOP, Message, Rejected, reject
from ....core.model import Card, State
from ....core.module import card_in
from ....core.table import Outcome, card_of
from ..layout import READY, ROLE_TORPOR, zone
from ..seating import active_seats, prey
from . import cardinfo as ci
from . import commands as K
from . import grants, hand, impulse, legality, played, redlist
from .data import MINION, acted, mark_acted, rules, zone_of
from .effects import run as effects
from .effects import standing
from .effects.kinds import action_combat, own_actions
from .effects.kinds import action_modifiers as modifiers
from .effects.kinds import masters_b as in_play_action
from .effects.kinds import politics as political_terms
from .effects.kinds.action_results import is_bleed
from .effects.moments import forget_moments
from .effects.steps import Ctx
from .records import Action
from .spec import CommandSpec, Stage, events, stages
from .wording import Words

_PLUS_ONE = (K.HUNT, K.EQUIP, K.EMPLOY, K.RECRUIT, K.POLITICAL, K.LEAVE_TORPOR, K.RED_LIST)
_CARD_TYPE = {
    K.EQUIP: "Equipment",
    K.EMPLOY: "Retainer",
    K.RECRUIT: "Ally",
    K.POLITICAL: "Political Action",
    K.ACTION: "Action",
}
_CARD_INTO_PLAY = (K.EQUIP, K.EMPLOY, K.RECRUIT)
_VAMPIRE_ONLY = (K.HUNT, K.POLITICAL, K.RESCUE, K.DIABLERIE, K.LEAVE_TORPOR, K.RED_LIST)
LEAVE_TORPOR_COST = 2
RESCUE_COST = 2


def rescue_cost(state: State, minion: Card, victim: Card | None = None) -> int:
    """A10's 2 blood, less what the rescuer's own text takes off ("rescuing a vampire
    from torpor costs Doc Martina -1 blood": an ``in_play`` bonus to ``rescue_cost``; "...
    a non-Tremere vampire ...": to ``rescue_cost_non_tremere``, when ``victim`` is one)."""
    off = standing.bonus(state, minion, "rescue_cost")
    if victim is not None and not _tremere(victim):
        off += standing.bonus(state, minion, "rescue_cost_non_tremere")
    return max(0, RESCUE_COST + off)


def rescue_gift(state: State, minion: Card, victim: Card) -> int:
    """The blood the rescuer's text gives the vampire it rescues ("the rescued vampire
    gains 1 blood": an ``in_play`` bonus to ``rescued_blood_non_tremere``)."""
    return 0 if _tremere(victim) else standing.bonus(state, minion, "rescued_blood_non_tremere")


def _tremere(vampire: Card) -> bool:
    rec = ci.record(vampire)
    return rec is not None and rec.clan.casefold() == "tremere"


def in_progress(state: State) -> Action:
    """The action in progress, where one must be (its steps call this)."""
    action = rules(state)["action"]
    if action is None:
        raise RuntimeError("no action in progress")
    return action


def owes_hunt(state: State, seat: int) -> list[Card]:
    """Ready, unlocked vampires of ``seat`` with no blood: they must hunt (V-MIN-04), if
    they can (one whose hunt a card replaces, with no hunt action of that card now, cannot:
    :func:`_replaced_hunts`)."""
    ready = state.zones[zone(seat, READY)]
    out = []
    for card_id in ready.cards:
        card = state.cards[card_id]
        if (
            card.face_up
            and not card.locked
            and card.attached_to is None
            and ci.is_vampire(card)
            and card.counters.get("blood", 0) == 0
            and K.HUNT not in acted(state, card.id)
        ):
            out.append(card)
    return [c for c in out if not _hunt_replaced(state, c) or _replaced_hunts(state, seat, c)]


def _hunt_replaced(state: State, minion: Card) -> bool:
    """A card in play says this vampire does not hunt as normal (Week of Nightmares)."""
    from .effects.kinds.nightmares import hunt_replaced  # the kinds read the engine's steps

    return hunt_replaced(state, minion)


def _replaced_hunts(state: State, seat: int, minion: Card) -> list[K.Act]:
    """The hunt actions cards give ``minion`` now, the only hunts of a vampire whose
    basic hunt is replaced."""
    return [c for c in own_actions.offers(state, seat, minion) if c.kind == K.HUNT]


def _hunts_owed(state: State, seat: int, owing: list[Card]) -> list[C.Command]:
    """V-MIN-04's offers: each owing vampire's hunt (the one a card gives when its basic
    hunt is replaced)."""
    out: list[C.Command] = []
    for minion in owing:
        if _hunt_replaced(state, minion):
            out += _replaced_hunts(state, seat, minion)
        else:
            out.append(K.Act(seat=seat, minion=minion.id, kind=K.HUNT))
    return out


def _hunts_as_normal(state: State, cmd: K.Act, minion: Card) -> None:
    """No basic hunt for a vampire whose hunt a card in play replaces ("Ravnos do not hunt
    as normal": it takes the hunt action the card gives)."""
    if cmd.kind == K.HUNT and _hunt_replaced(state, minion):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} does not hunt as normal: it takes the hunt a card gives."
            ),
            minion=ci.name(minion),
        )


def can_act(state: State, seat: int, card: Card) -> bool:
    """Whether ``card`` is a minion of ``seat`` that may declare an action now."""
    if card.controller != seat or card.locked or card.attached_to is not None:
        return False
    if not ci.is_minion(card) or card.id in rules(state)["recruited"]:
        return False
    return ci.in_ready(state, card) or (ci.in_torpor(state, card) and ci.is_vampire(card))


def declare_not_now(state: State, cmd: K.Act) -> NoReturn:
    """V-MIN-01/02: minions act in their controller's minion phase, one action at a time."""
    r = rules(state)
    if r["phase"] != MINION or state.turn.active != cmd.seat:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Minions act only in their controller's minion phase.")
        )
    raise reject(QT_TRANSLATE_NOOP("vtes", "Another action is still being resolved."))


def declare(state: State, cmd: K.Act, out: list[E.Event], asked: bool = False) -> None:
    """``vtes_act`` (§7.2): the checks of the minion, its card and its target, then the
    action begins at its block step (a host override skips the minion's and card's); a
    card another Methuselah may cancel as it is played waits for their answer first
    (``asked``: it was answered: :func:`_held_as_played`)."""
    if cmd.kind not in K.ACT_KINDS:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no action called '{kind}'."), kind=cmd.kind
        )
    minion = card_of(state, cmd.minion)
    if own_actions.claims(cmd):
        _declare_own(state, cmd, minion, out)
        return
    card = hand.hand_card(state, cmd.seat, cmd.card) if cmd.card is not None else None
    if not cmd.host:
        _may_act_v_min_01(state, cmd, minion)
        _hunt_first_v_min_04(state, cmd, minion)
        _hunts_as_normal(state, cmd, minion)
        _forced_bleed_first(state, cmd, minion)
        _vampire_only_actions(cmd, minion)
        _kind_not_barred(state, cmd, minion)
        _once_a_turn_a1_a8(state, cmd, minion)
        _card_for_the_action(state, cmd, minion, card)
        _hostage(state, cmd, minion)
    target, target_card, directed = _TARGETS.get(cmd.kind, _undirected)(state, cmd, minion, card)
    if target is not None and not 0 <= target < len(state.seats):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "There is no Methuselah {seat} at this table."), seat=target
        )
    if directed and target is not None and state.seats[target].out:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That Methuselah is out of the game."))
    _shares_points(state, cmd, card)
    if card is not None and not cmd.host:
        _card_effect_fits(state, cmd, minion, card, target, target_card)
    if not cmd.host:
        _not_cloaked(state, minion, target_card, directed)
        _not_in_haven(state, cmd, target_card)
    if card is not None and not cmd.host and not asked:
        if _held_as_played(state, cmd, card, target_card, out):
            return
    _begin(state, cmd, minion, card, target, target_card, directed, out)
    if cmd.kind == K.POLITICAL and card is None and target_card is not None:
        _referendum_called(state, target_card)
    if _against_in_play(cmd, card, target_card):
        assert target_card is not None
        in_play_action.book_against(state, cmd.seat, minion, target_card)


def _referendum_called(state: State, aim: Card) -> None:
    """A referendum called against a card in play: what its once each turn counts."""
    from .effects.kinds.precon_masters import note_referendum_called  # the kinds read the engine

    note_referendum_called(state, aim)


def _held_as_played(
    state: State, cmd: K.Act, card: Card, aim: Card | None, out: list[E.Event]
) -> bool:
    """The card may be cancelled as it is played by another Methuselah's card in play
    (Meditative Grove, a frenzy card on their Salubri): held for their answer."""
    from .effects.kinds.reversal import held_action  # the kinds read the engine's steps

    return held_action(state, cmd, card, aim, out)


def _declare_own(state: State, cmd: K.Act, minion: Card, out: list[E.Event]) -> None:
    """A7: an action of the minion's own text or of a card in play (no card from the hand:
    :mod:`.effects.kinds.own_actions` says who may take it, its aim, stealth and cost)."""
    if not cmd.host:
        _may_act_v_min_01(state, cmd, minion)
        _hunt_first_v_min_04(state, cmd, minion)
    target, aim, directed, stealth = own_actions.declared(state, cmd, minion)
    if not cmd.host:
        _not_in_haven(state, cmd, aim)
    begun = msgspec.structs.replace(cmd, stealth=stealth)
    _begin(state, begun, minion, None, target, aim, directed, out)
    own_actions.book(state, cmd, minion, out)


def _may_act_v_min_01(state: State, cmd: K.Act, minion: Card) -> None:
    """V-MIN-01: a ready, unlocked minion of yours acts (A5: not an ally recruited this
    turn); V-MIN-05: a vampire in torpor only leaves torpor (A9)."""
    mname = ci.name(minion)
    torpid = ci.in_torpor(state, minion)
    if minion.controller != cmd.seat or not (ci.in_ready(state, minion) or torpid):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a minion you control."), minion=mname
        )
    if not ci.is_minion(minion):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a minion you control."), minion=mname
        )
    if minion.locked:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{minion} is locked."), minion=mname)
    if minion.id in rules(state)["recruited"]:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} was recruited this turn and cannot act yet."),
            minion=mname,
        )
    if torpid and cmd.kind != K.LEAVE_TORPOR:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is in torpor: it can only leave torpor."),
            minion=mname,
        )
    if cmd.kind == K.LEAVE_TORPOR and not torpid:
        raise reject(QT_TRANSLATE_NOOP("vtes", "{minion} is not in torpor."), minion=mname)


def _hunt_first_v_min_04(state: State, cmd: K.Act, minion: Card) -> None:
    """V-MIN-04: a ready vampire with no blood hunts before any other action."""
    owing = owes_hunt(state, cmd.seat)
    if owing and not (cmd.kind == K.HUNT and minion in owing):
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{minion} has no blood and must hunt before any other action."
            ),
            minion=ci.name(owing[0]),
        )


def _forced_bleed_first(state: State, cmd: K.Act, minion: Card) -> None:
    """A vampire whose own text makes it bleed now bleeds before any other action (Elen
    Kamjian: :mod:`.effects.kinds.control`)."""
    from .effects.kinds import control

    why = control.bleed_first(state, cmd.seat, minion, cmd.kind)
    if why is not None:
        raise Rejected(why)


def _vampire_only_actions(cmd: K.Act, minion: Card) -> None:
    """A2, A8, A9, A10, A11, A13: actions no ally takes."""
    if cmd.kind in _VAMPIRE_ONLY and not ci.is_vampire(minion):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only a vampire can take that action; {minion} is an ally."),
            minion=ci.name(minion),
        )


def _once_a_turn_a1_a8(state: State, cmd: K.Act, minion: Card) -> None:
    """A1: one bleed per minion per turn; A8: one political action per vampire per turn."""
    done = acted(state, minion.id)
    if cmd.kind == K.BLEED and K.BLEED in done:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already bled this turn."),
            minion=ci.name(minion),
        )
    if modifiers.may_not_again(state, minion, cmd.kind, card_catalog(state, cmd)):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} cannot take that action again this turn."),
            minion=ci.name(minion),
        )
    why = _barred_again(state, cmd)
    if why is not None:
        raise Rejected(why)
    if cmd.kind == K.POLITICAL and K.POLITICAL in done:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} has already taken a political action this turn."),
            minion=ci.name(minion),
        )


def card_catalog(state: State, cmd: K.Act) -> str | None:
    """The catalogue id of the card played for the action ``cmd`` declares, if any."""
    card = state.cards.get(cmd.card) if cmd.card is not None else None
    return card.catalog if card is not None else None


def _card_for_the_action(state: State, cmd: K.Act, minion: Card, card: Card | None) -> None:
    """A3-A6, A8: the card the action needs, of the right type, once a turn by name (V5),
    its level, requirements and cost; only a card gives an action stealth (an action
    against a card in play needs none: its text allows it)."""
    wanted = _CARD_TYPE.get(cmd.kind)
    aim = state.cards.get(cmd.target_card) if cmd.target_card is not None else None
    if (
        _against_in_play(cmd, card, aim) or _referendum_in_play(cmd, card, aim)
    ) and not cmd.stealth:
        return
    if cmd.kind == K.ACTION and card is None and _enters_combat(state, cmd, minion):
        wanted = None  # the ally's own action (:func:`_combat_action_target`)
    if wanted and card is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "That action needs a card from your hand."))
    if card is not None:
        _card_fits(state, cmd, minion, card, wanted)
    if not 0 <= cmd.stealth <= 10 or (cmd.stealth and card is None):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Only a card played for the action gives it stealth.")
        )
    if cmd.stealth and card is not None and effects.automated(card.catalog or "") is not None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "The engine gives {card} its stealth: declare the action without any."
            ),
            card=ci.name(card),
        )


def _card_effect_fits(
    state: State, cmd: K.Act, minion: Card, card: Card, target: int | None, aim: Card | None
) -> None:
    """A card the engine runs (:mod:`.effects`): a bleed card is played for a bleed and
    only it, and its steps accept their aims and the moment (:func:`.effects.run.refusal`)."""
    s = effects.script(card.catalog or "", cmd.superior)
    if s is None or cmd.kind not in (K.BLEED, K.ACTION, K.POLITICAL):
        return
    if is_bleed(s, cmd.mode) != (cmd.kind == K.BLEED):
        template = (
            QT_TRANSLATE_NOOP("vtes", "{card} is played for a bleed.")
            if is_bleed(s, cmd.mode)
            else QT_TRANSLATE_NOOP("vtes", "{card} is not played for a bleed.")
        )
        raise reject(template, card=ci.name(card))
    ctx = _effect_ctx(state, cmd, minion, card, target, aim)
    why = effects.refusal(ctx, cmd.mode, how=effects.ACT)
    if why is not None:
        raise Rejected(why)  # its own words, with their arguments


def _shares_points(state: State, cmd: K.Act, card: Card | None) -> None:
    """An allocation (``alloc``) belongs to a card the engine runs that shares out points
    (its steps check it: :func:`.effects.run.refusal`); any other declaration has none."""
    if not cmd.alloc:
        return
    if not political_terms.allocation_fits(cmd.alloc):
        raise Rejected(political_terms.ALLOC_TWICE)
    s = effects.script(card.catalog or "", cmd.superior) if card is not None else None
    if s is None or cmd.kind not in (K.BLEED, K.ACTION, K.POLITICAL):
        raise reject(QT_TRANSLATE_NOOP("vtes", "The card shares out no points."))


def _shared_out(alloc: tuple[tuple[int, int], ...]) -> list[list[int]]:
    """An allocation as the rules keep it: ``[[who, points], ...]`` (the state is JSON,
    whose keys are text)."""
    return [[who, n] for who, n in sorted(alloc)]


def _effect_ctx(
    state: State, cmd: K.Act, minion: Card, card: Card, target: int | None, aim: Card | None
) -> Ctx:
    """The card's effect as the declaration aims it (and its alternative, ``mode``)."""
    ctx = effects.context(
        state,
        cmd.seat,
        card,
        minion,
        superior=cmd.superior,
        x=cmd.x,
        target=target,
        target_card=aim.id if aim is not None else None,
    )
    ctx.notes[action_combat.MODE] = cmd.mode
    ctx.alloc = dict(cmd.alloc)
    return ctx


def _card_fits(state: State, cmd: K.Act, minion: Card, card: Card, wanted: str | None) -> None:
    """The card is of the action's type, :func:`.legality.check_play` accepts it (moment,
    requirements, once a turn by name, cost), and a card brought into play meets its own
    limits ("a minion can have only one vehicle": :mod:`.effects.kinds.permanents`)."""
    kinds = ci.types(card)
    if (wanted and wanted not in kinds) or (not wanted and "Action" not in kinds):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{card} cannot be played for that action."),
            card=ci.name(card),
        )
    legality.check_play(state, cmd.seat, card, minion, superior=cmd.superior, x=cmd.x)
    if cmd.kind in _CARD_INTO_PLAY:
        from .effects.kinds import permanents  # the kinds read the engine's steps

        why = permanents.refusal(state, cmd.seat, card, minion, cmd.superior)
        why = why or permanents.entry_aim_refusal(
            state, cmd.seat, card, minion, cmd.superior, cmd.target_card
        )
        if why is not None:
            raise Rejected(why)  # its own words, with their arguments


# -- the target of each kind of action: (target seat, target card, directed) ------------------

Target = tuple[int | None, Card | None, bool]


def _undirected(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    return cmd.target, None, False


def _bleed_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A1: a bleed is directed at your prey."""
    target = prey(state, cmd.seat) if cmd.target is None else cmd.target
    if not cmd.host and target != prey(state, cmd.seat):
        raise reject(QT_TRANSLATE_NOOP("vtes", "A bleed targets your prey."))
    aim = (
        card_of(state, cmd.target_card)
        if card is not None and cmd.target_card is not None
        else None
    )
    return target, aim, True


def _card_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A6: an action card is directed when its text targets another Methuselah or their
    cards (V-BLK-03: not when it targets only the acting Methuselah's own)."""
    aim = card_of(state, cmd.target_card) if cmd.target_card is not None else None
    if _against_in_play(cmd, card, aim):
        assert aim is not None
        return _in_play_target(state, cmd, minion, aim)
    if card is None and _enters_combat(state, cmd, minion):
        return _combat_action_target(state, cmd, minion, aim)
    if card is None or not ci.directed_at(card, cmd.superior):
        return cmd.target, aim, False
    target = cmd.target
    if target is None and aim is not None:
        target = aim.controller
    if target is None:
        raise reject(
            QT_TRANSLATE_NOOP(
                "vtes", "{card} is a directed action: say which Methuselah it targets."
            ),
            card=ci.name(card),
        )
    if target != cmd.seat and aim is not None and _shielded(aim, card):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} cannot be the target of {card}."),
            minion=ci.name(aim),
            card=ci.name(card),
        )
    return target, aim, target != cmd.seat


def _against_in_play(cmd: K.Act, card: Card | None, aim: Card | None) -> bool:
    """An action taken with no card from the hand against a card in play whose text allows
    it ("Vampires can steal this location as a (D) action": :mod:`.effects.kinds.masters_b`)."""
    return (
        cmd.kind == K.ACTION
        and card is None
        and aim is not None
        and not own_actions.claims(cmd)
        and in_play_action.acted_against(aim)
    )


def _referendum_in_play(cmd: K.Act, card: Card | None, aim: Card | None) -> bool:
    """A political action with no card from the hand calling a referendum against a card
    in play (whose text must allow it: Anarch Revolt, checked by :func:`_political_terms`
    with :mod:`.effects.kinds.politics`)."""
    return cmd.kind == K.POLITICAL and card is None and aim is not None


def _in_play_target(state: State, cmd: K.Act, minion: Card, aim: Card) -> Target:
    """The action against a card in play: the card's terms accept the minion, and it is
    directed at the card's controller (undirected against a card of one's own)."""
    if not cmd.host:
        why = in_play_action.against_refusal(state, cmd.seat, minion, aim)
        if why is not None:
            raise Rejected(why)
    return aim.controller, aim, aim.controller != cmd.seat


def _shielded(aim: Card, card: Card) -> bool:
    """The aimed minion's own text forbids it as the target of this directed action
    (Aggressive Corpse: none requiring Dominate or Presence)."""
    from .effects.kinds import permanents  # the kinds read the engine's steps

    return permanents.shielded(aim, card)


def _has_combat_action(minion: Card) -> bool:
    from .effects.kinds import permanents  # the kinds read the engine's steps

    return permanents.combat_action(minion) is not None


def _enters_combat(state: State, cmd: K.Act, minion: Card) -> bool:
    """The minion may enter combat by an action of its own text or one a card in play
    allows it (:mod:`.effects.kinds.control`)."""
    from .effects.kinds import control

    return _has_combat_action(minion) or bool(control.granted_aims(state, cmd.seat, minion))


def _granted_combat_terms(state: State, cmd: K.Act, minion: Card, action: Action) -> None:
    """An action to enter combat that a card in play allows: the stealth it gives, and the
    mark that makes the combat begin when it succeeds (:mod:`.resolve`)."""
    from .effects.kinds import control

    aim = state.cards.get(action["target_card"]) if action["target_card"] is not None else None
    if cmd.kind != K.ACTION or action["card"] is not None or aim is None:
        return
    if aim.id not in control.granted_aims(state, cmd.seat, minion):
        return
    action["stealth"] += control.granted_stealth(state, cmd.seat, minion, aim)
    control.mark_combat(action)


def _combat_action_target(state: State, cmd: K.Act, minion: Card, aim: Card | None) -> Target:
    """An ally's own "enter combat with a minion as a directed action" (War Ghoul), the
    only action it takes without a card: aimed at a minion it may fight, directed at that
    minion's controller."""
    from .effects.kinds import permanents  # the kinds read the engine's steps

    if aim is None:
        raise reject(QT_TRANSLATE_NOOP("vtes", "Say which card the card is aimed at."))
    why = None if cmd.host else permanents.combat_action_refusal(state, cmd.seat, minion, aim)
    if why is not None:
        raise Rejected(why)  # its own words, with their arguments
    return aim.controller, aim, True


def _combat_actions(state: State, seat: int, minion: Card) -> list[C.Command]:
    """An ally's own action to enter combat, against each minion it may fight."""
    from .effects.kinds import permanents  # the kinds read the engine's steps

    return [
        K.Act(
            seat=seat,
            minion=minion.id,
            kind=K.ACTION,
            target=state.cards[m].controller,
            target_card=m,
        )
        for m in permanents.combat_aims(state, seat, minion)
    ]


def _card_into_play_aim(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """An equip, employ or recruit action is undirected; a card that does something aimed
    as it enters play ("burn an ally or retainer you control") names its aim when the
    action is declared (checked by :func:`_card_fits`)."""
    aim = card_of(state, cmd.target_card) if cmd.target_card is not None else None
    return cmd.target, aim, False


def _political_terms(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A political action is undirected; the terms its card names when played (a
    Methuselah, a vampire) are its target and target card; without a card, the card in
    play it calls a referendum against (Anarch Revolt)."""
    aim = card_of(state, cmd.target_card) if cmd.target_card is not None else None
    if card is None and aim is not None and aim not in political_terms.referendum_cards(state):
        raise reject(QT_TRANSLATE_NOOP("vtes", "No referendum can be called against that card."))
    if card is None and aim is not None and not cmd.host:
        why = _referendum_refusal(state, minion, aim)
        if why is not None:
            raise Rejected(why)
    return cmd.target, aim, False


def _referendum_refusal(state: State, minion: Card, aim: Card) -> Message | None:
    """Who may call the referendum against a card in play, and how often (Black Forest
    Base: a Sabbat vampire, once each turn)."""
    from .effects.kinds.precon_masters import referendum_refusal  # the kinds read the engine

    return referendum_refusal(state, minion, aim)


def _torpid_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A10, A11: rescue or diablerize a vampire in torpor (directed when another
    Methuselah's); a rescue costs 2 blood between the two vampires."""
    victim = card_of(state, cmd.target_card)
    if not ci.in_torpor(state, victim) or not ci.is_vampire(victim):
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "{minion} is not a vampire in torpor."),
            minion=ci.name(victim),
        )
    if not cmd.host and cmd.kind == K.RESCUE:
        have = minion.counters.get("blood", 0) + victim.counters.get("blood", 0)
        if have < rescue_cost(state, minion, victim):
            raise reject(
                QT_TRANSLATE_NOOP(
                    "vtes", "Rescuing a vampire costs {n} blood; they have {have} between them."
                ),
                n=rescue_cost(state, minion, victim),
                have=have,
            )
    return victim.controller, victim, victim.controller != cmd.seat


def _red_list_target(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A13: a marked Red List minion (checked by :mod:`.redlist`)."""
    target, victim = redlist.check_hunt(state, cmd, minion, not cmd.host)
    return target, victim, True


def _leave_torpor_cost(state: State, cmd: K.Act, minion: Card, card: Card | None) -> Target:
    """A9: leaving torpor costs 2 blood."""
    if not cmd.host and minion.counters.get("blood", 0) < LEAVE_TORPOR_COST:
        raise reject(
            QT_TRANSLATE_NOOP("vtes", "Leaving torpor costs {n} blood; {minion} has {have}."),
            n=LEAVE_TORPOR_COST,
            minion=ci.name(minion),
            have=minion.counters.get("blood", 0),
        )
    return cmd.target, None, False


_TARGETS: dict[str, Callable[[State, K.Act, Card, Card | None], Target]] = {
    K.BLEED: _bleed_target,
    K.ACTION: _card_target,
    K.POLITICAL: _political_terms,
    K.EQUIP: _card_into_play_aim,
    K.EMPLOY: _card_into_play_aim,
    K.RECRUIT: _card_into_play_aim,
    K.RESCUE: _torpid_target,
    K.DIABLERIE: _torpid_target,
    K.RED_LIST: _red_list_target,
    K.LEAVE_TORPOR: _leave_torpor_cost,
}


def _amount(state: State, kind: str, minion: Card) -> int:
    """A bleed's amount or the blood a hunt gains, with what cards in play add to it."""
    if kind == K.BLEED:
        return standing.bleed(state, minion)
    return 1 + (standing.bonus(state, minion, "hunt") if kind == K.HUNT else 0)


def _standing_stealth(state: State, minion: Card) -> int:
    """What cards in play add to the acting minion's stealth, read once the action is under
    way (a vampire's "-1 stealth during undirected actions" asks which action it is); the
    moments right after the previous action are over (:mod:`.effects.moments`)."""
    forget_moments(state)
    return standing.bonus(state, minion, "stealth")


def _begin(
    state: State,
    cmd: K.Act,
    minion: Card,
    card: Card | None,
    target: int | None,
    target_card: Card | None,
    directed: bool,
    out: list[E.Event],
) -> None:
    """V-MIN-01: declaring locks the minion; the action starts at its block step with the
    stealth its kind gives (+1 for the undirected ones, table of §7.2), the acting
    Methuselah holding the impulse (V-SEQ-01, V-BLK-07 A)."""
    seat = cmd.seat
    stealth = cmd.stealth  # with what cards in play add once the action is under way
    if cmd.kind == K.BLEED:
        stealth += standing.bonus(state, minion, standing.BLEED_STEALTH)
    stealth += modifiers.next_action_stealth(state, seat)  # promised by an earlier card
    if target_card is not None and _against_in_play(cmd, card, target_card):
        stealth += in_play_action.against_stealth(target_card, minion)
    if cmd.kind in _PLUS_ONE or (cmd.kind in (K.RESCUE, K.DIABLERIE) and not directed):
        stealth += 1
    targets = [target] if directed and target is not None else []
    minion.locked = True
    ev_zone = state.zones[minion.zone]
    out.append(
        E.Locked(
            seat=seat,
            zone=ev_zone.id,
            index=ev_zone.cards.index(minion.id),
            card=minion.id,
            catalog=minion.catalog,
            locked=True,
        )
    )
    r = rules(state)
    action: Action = {
        "seat": seat,
        "minion": minion.id,
        "kind": cmd.kind,
        "card": card.id if card else None,
        "catalog": card.catalog if card else None,
        "target": target,
        "target_card": target_card.id if target_card else None,
        "directed": directed,
        "stealth": stealth,
        "intercept": 0,
        "amount": _amount(state, cmd.kind, minion),
        "x": cmd.x,
        "superior": cmd.superior,
        "stage": "block",
        "deciders": impulse.blockers_order(state, seat, targets),
        "blocker": None,
        "imp": None,
    }
    if cmd.alloc:
        action["alloc"] = _shared_out(cmd.alloc)
    r["action"] = action
    stealth = action["stealth"] = stealth + _standing_stealth(state, minion)
    _granted_combat_terms(state, cmd, minion, action)
    r.pop("after_action", None)  # the last action's "after resolution" is over
    mark_acted(state, minion.id, cmd.kind)
    if card is not None:
        mark_acted(state, minion.id, ci.name(card))
        legality.note_played(state, seat, card)
        _book_card(state, cmd, minion, card, target, target_card, out)
    args = {
        "seat": seat,
        "minion": minion.catalog or "",
        "kind": cmd.kind,
        "stealth": action["stealth"],
    }
    key = "action_card" if action["catalog"] else "action"
    if action["catalog"]:
        args["card"] = action["catalog"]
    if target is not None:
        args["target"] = target
        key += "_at"
    out.append(E.ModuleEvent(seat=seat, key=key, args=args))
    to_block(state)


def _book_card(
    state: State,
    cmd: K.Act,
    minion: Card,
    card: Card,
    target: int | None,
    aim: Card | None,
    out: list[E.Event],
) -> None:
    """The card is booked as played for the action (:mod:`.played`), aimed at the action's
    target: its ``success`` steps run when the action succeeds (:mod:`.resolve`), a
    political card's ``passed`` ones when its referendum passes.  A card the engine runs
    has its ``play`` steps applied now (its stealth, its bleed) and nothing of it is left
    to name by hand; another is applied by hand while the action lasts (``vtes_as_card``,
    or an effect command naming it), but for its stealth, given with the declaration."""
    rec = played.remember(
        state, cmd.seat, card, minion, superior=cmd.superior, x=cmd.x, scope="action"
    )
    rec["target"] = target
    rec["target_card"] = aim.id if aim is not None else None
    if cmd.alloc:
        rec["alloc"] = _shared_out(cmd.alloc)
    if effects.automated(card.catalog or "") is None:
        rec["used"] = [grants.STEALTH]  # its stealth is the declaration's (``stealth``)
        return
    rec["used"] = list(grants.grants(card.catalog or "", cmd.superior, cmd.x))
    ctx = _effect_ctx(state, cmd, minion, card, target, aim)
    action_combat.remember_mode(state, card.id, cmd.mode)
    effects.play(ctx, cmd.mode, Outcome(events=out), rec, how=effects.ACT)


def targeted(action: Action) -> list[int]:
    """The Methuselahs a directed action targets (none for an undirected one)."""
    target = action["target"]
    return [target] if action["directed"] and target is not None else []


def to_block(state: State) -> None:
    """V-BLK-07 A: no block attempt in progress.  The impulse goes round from the acting
    Methuselah (its first chance to play action modifiers); a Methuselah who may still
    block decides when it holds the impulse.  With nobody left who may block, the action
    goes on to its resolution."""
    action = in_progress(state)
    action["stage"], action["blocker"], action["intercept"] = "block", None, 0
    action["imp"] = impulse.new_round(impulse.action_order(state, action["seat"], targeted(action)))
    if not action["deciders"]:
        to_resolve(state)


def to_resolve(state: State) -> None:
    """V-BLK-06, V-BLK-07 C: every Methuselah who could block declined; the impulse goes
    round again, the acting Methuselah first, before the action resolves."""
    action = in_progress(state)
    action["stage"] = "resolve"
    action["imp"] = impulse.new_round(impulse.action_order(state, action["seat"], targeted(action)))


# -- the command's offers: every action of every minion that may act ------------------------

_KIND_OF_TYPE = {
    "Equipment": K.EQUIP,
    "Retainer": K.EMPLOY,
    "Ally": K.RECRUIT,
    "Political Action": K.POLITICAL,
    "Action": K.ACTION,
}


def _offer(state: State, seat: int, stage: Stage) -> list[C.Command]:
    """The hunts owed (V-MIN-04), or each minion's actions: leaving torpor, a bleed of the
    prey, a hunt, an A13 hunt of each marked Red List minion, a rescue or diablerie of each
    vampire in torpor, and each action card it can play (at the inferior level, and at the
    superior one when it has it; a directed card against each other Methuselah)."""
    owing = owes_hunt(state, seat)
    if owing:
        return _hunts_owed(state, seat, owing)
    forced = _forced_bleeds(state, seat)
    if forced:
        return forced
    out: list[C.Command] = []
    hand_cards = [state.cards[c] for c in zone_of(state, seat, "hand").cards]
    others = [s for s in active_seats(state) if s != seat]
    torpid = [
        state.cards[c]
        for s in active_seats(state)
        for c in zone_of(state, s, ROLE_TORPOR).cards
        if ci.is_vampire(state.cards[c])
        and state.cards[c].attached_to is None
        and ci.in_torpor(state, state.cards[c])  # not a contested (face-down) one
    ]
    for minion in ci.ready_minions(state, seat) + [t for t in torpid if t.controller == seat]:
        if not can_act(state, seat, minion):
            continue
        done = acted(state, minion.id)
        if ci.in_torpor(state, minion):
            if minion.counters.get("blood", 0) >= LEAVE_TORPOR_COST:
                out.append(K.Act(seat=seat, minion=minion.id, kind=K.LEAVE_TORPOR))
            continue
        if K.BLEED not in done and prey(state, seat) is not None:
            out.append(K.Act(seat=seat, minion=minion.id, kind=K.BLEED))
        out += _combat_actions(state, seat, minion)
        out += own_actions.offers(state, seat, minion)
        if ci.is_vampire(minion):
            out += _vampire_actions(state, seat, minion, done, torpid)
        out += [
            K.Act(seat=seat, minion=minion.id, kind=K.ACTION, target_card=aim.id)
            for aim in in_play_action.against_cards(state, seat, minion)
        ]
        if ci.is_vampire(minion) and K.POLITICAL not in done:
            out += [
                K.Act(seat=seat, minion=minion.id, kind=K.POLITICAL, target_card=aim.id)
                for aim in political_terms.referendum_cards(state)
                if _referendum_refusal(state, minion, aim) is None
            ]
        for card in hand_cards:
            out += _card_actions(state, seat, minion, card, done, others)
    return [
        c
        for c in out
        if not _not_again(state, c)
        and not _held(state, c)
        and not _cloaked(state, c)
        and not _in_haven(state, c)
        and not _kind_barred(state, c)
        and _barred_again(state, c) is None
    ]


def _forced_bleeds(state: State, seat: int) -> list[C.Command]:
    """The bleeds a vampire's own text forces now (Elen Kamjian), the only actions then."""
    from .effects.kinds import control

    return [K.Act(seat=seat, minion=m.id, kind=K.BLEED) for m in control.owes_bleed(state, seat)]


def _not_cloaked(state: State, minion: Card, aim: Card | None, directed: bool) -> None:
    """A card on the aimed vampire bars this minion's directed actions at it (Shadow
    Cloak: minions without Auspex)."""
    from .effects.kinds.modifiers import cloak_refusal  # the kinds read the engine's steps

    why = cloak_refusal(state, minion, aim, directed)
    if why is not None:
        raise Rejected(why)


def _not_in_haven(state: State, cmd: K.Act, aim: Card | None) -> None:
    """Another Methuselah's minion in its haven is no action's target (Secure Haven); the
    terms of a referendum are not the political action's target."""
    from .effects.kinds.precon_masters import haven_refusal  # the kinds read the engine's steps

    why = haven_refusal(state, cmd.seat, aim) if cmd.kind != K.POLITICAL else None
    if why is not None:
        raise Rejected(why)


def _kind_not_barred(state: State, cmd: K.Act, minion: Card) -> None:
    """A card on the minion forbids it this kind of action (Depravity: no recruit, no
    employ)."""
    from .effects.kinds.precon_masters import action_kind_refusal  # the kinds read the engine

    why = action_kind_refusal(state, minion, cmd.kind)
    if why is not None:
        raise Rejected(why)


def _kind_barred(state: State, cmd: C.Command) -> bool:
    """An offered action of a kind a card on its minion forbids (not offered)."""
    if not isinstance(cmd, K.Act) or cmd.kind not in (K.RECRUIT, K.EMPLOY):
        return False
    from .effects.kinds.precon_masters import action_kind_refusal  # the kinds read the engine

    minion = state.cards.get(cmd.minion)
    return minion is not None and action_kind_refusal(state, minion, cmd.kind) is not None


def _in_haven(state: State, cmd: C.Command) -> bool:
    """An offered action aimed at another Methuselah's minion in its haven (not offered)."""
    if not isinstance(cmd, K.Act) or cmd.target_card is None or cmd.kind == K.POLITICAL:
        return False
    from .effects.kinds.precon_masters import haven_refusal  # the kinds read the engine's steps

    return haven_refusal(state, cmd.seat, state.cards.get(cmd.target_card)) is not None


def _cloaked(state: State, cmd: C.Command) -> bool:
    """An offered action directed at a vampire its minion may not aim at (not offered)."""
    if not isinstance(cmd, K.Act) or cmd.target_card is None:
        return False
    from .effects.kinds.modifiers import cloak_refusal  # the kinds read the engine's steps

    aim = state.cards.get(cmd.target_card)
    directed = aim is not None and aim.controller != cmd.seat
    return cloak_refusal(state, state.cards[cmd.minion], aim, directed) is not None


def _not_again(state: State, cmd: C.Command) -> bool:
    """An action its minion ended with Change of Target this turn (not offered again)."""
    return isinstance(cmd, K.Act) and modifiers.may_not_again(
        state, state.cards[cmd.minion], cmd.kind, card_catalog(state, cmd)
    )


def _barred_again(state: State, cmd: C.Command) -> Message | None:
    """A political action a card barred its Methuselah's minions from taking again this
    turn (Delaying Tactics: :mod:`.effects.kinds.delaying`), refused and not offered."""
    from .effects.kinds.delaying import barred_again

    return barred_again(state, cmd) if isinstance(cmd, K.Act) else None


def _hostage_of(state: State, cmd: K.Act, minion: Card) -> Card | None:
    """The vampire a leave-torpor, rescue or diablerie would move or diablerize."""
    if cmd.kind == K.LEAVE_TORPOR:
        return minion
    if cmd.kind in (K.RESCUE, K.DIABLERIE) and cmd.target_card is not None:
        return state.cards.get(cmd.target_card)
    return None


def _hostage(state: State, cmd: K.Act, minion: Card) -> None:
    """A vampire held hostage is not moved to the ready region nor diablerized
    (Carver's Meat Packing and Storage: :mod:`.effects.kinds.control`)."""
    from .effects.kinds import control

    victim = _hostage_of(state, cmd, minion)
    why = control.hostage_refusal(state, victim) if victim is not None else None
    if why is not None:
        raise Rejected(why)


def _held(state: State, cmd: C.Command) -> bool:
    """An offer that would move or diablerize a vampire held hostage (not offered)."""
    from .effects.kinds import control

    if not isinstance(cmd, K.Act):
        return False
    victim = _hostage_of(state, cmd, state.cards[cmd.minion])
    return victim is not None and control.held_hostage(state, victim)


def _vampire_actions(state, seat, minion, done, torpid) -> list[C.Command]:
    """A hunt, A13 against each marked Red List minion, a rescue or diablerie of each
    vampire in torpor."""
    out: list[C.Command] = []
    if not _hunt_replaced(state, minion):
        out.append(K.Act(seat=seat, minion=minion.id, kind=K.HUNT))
    blood = minion.counters.get("blood", 0)
    if K.RED_LIST not in done and blood >= redlist.HUNT_COST:
        out += [
            K.Act(seat=seat, minion=minion.id, kind=K.RED_LIST, target_card=m)
            for m in redlist.marked(state)
            if m in state.cards
            and state.cards[m].controller != seat
            and ci.in_ready(state, state.cards[m])
        ]
    for victim in torpid:
        out.append(K.Act(seat=seat, minion=minion.id, kind=K.DIABLERIE, target_card=victim.id))
        if blood + victim.counters.get("blood", 0) >= rescue_cost(state, minion, victim):
            out.append(K.Act(seat=seat, minion=minion.id, kind=K.RESCUE, target_card=victim.id))
    return out


def _into_play_refused(state: State, seat: int, card: Card, minion: Card, superior: bool) -> bool:
    from .effects.kinds import permanents  # the kinds read the engine's steps

    return permanents.refusal(state, seat, card, minion, superior) is not None


def _card_actions(state, seat, minion, card, done, others) -> list[C.Command]:
    kinds = ci.types(card)
    kind = next((_KIND_OF_TYPE[t] for t in kinds if t in _KIND_OF_TYPE), None)
    if kind is None or ci.name(card) in done:
        return []
    if kind == K.POLITICAL and (K.POLITICAL in done or not ci.is_vampire(minion)):
        return []
    rec = ci.record(card)
    if rec is None:
        return []
    if "X" in (rec.pool_cost.upper(), rec.blood_cost.upper()) and not _x_from_data(card):
        return []  # an X cost is the player's choice: not offered
    out: list[C.Command] = []
    levels = [False] + ([True] if rec.disciplines else [])
    for superior in levels:
        if not legality.playable_now(state, seat, card, minion, superior=superior):
            continue
        if kind in _CARD_INTO_PLAY and _into_play_refused(state, seat, card, minion, superior):
            continue
        if effects.script(card.catalog or "", superior) is not None:
            out += _automated_ways(state, seat, minion, card, kind, superior, done, others)
        elif kind == K.ACTION and ci.directed_at(card, superior):
            out += [
                K.Act(
                    seat=seat,
                    minion=minion.id,
                    kind=kind,
                    card=card.id,
                    target=t,
                    superior=superior,
                )
                for t in others
            ]
        else:
            out.append(
                K.Act(seat=seat, minion=minion.id, kind=kind, card=card.id, superior=superior)
            )
    return out


def _x_from_data(card: Card) -> bool:
    """The card's effect data says which X it may be played with (each offered)."""
    s = effects.script(card.catalog or "", False)
    return s is not None and any(step.x_choices() for step in (*s.play, *s.success))


def _automated_ways(
    state: State,
    seat: int,
    minion: Card,
    card: Card,
    kind: str,
    superior: bool,
    done: list[str],
    others: list[int],
) -> list[C.Command]:
    """A card the engine runs: a bleed card as a bleed of the prey (A1: once a turn), and
    one declaration per aim its steps allow (:func:`.effects.run.options`); a directed card
    aimed at nobody in particular against each other Methuselah."""
    s = effects.script(card.catalog or "", superior)
    assert s is not None
    out: list[C.Command] = []
    for mode in range(len(s.choose)) if s.choose else (None,):
        bleed = is_bleed(s, mode)
        if bleed and (K.BLEED in done or prey(state, seat) is None):
            continue
        act = K.BLEED if bleed else kind
        target = prey(state, seat) if bleed else None
        ctx = effects.context(state, seat, card, minion, superior=superior, target=target)
        ways = (
            [way for way, _ in effects.options(ctx, how=effects.ACT)]
            if mode is None
            else list(action_combat.ways_of_mode(ctx, s, mode))
        )
        for way in ways:
            aim = state.cards.get(way.target_card) if way.target_card is not None else None
            if aim is not None and aim.controller != seat and ci.directed_at(card, superior):
                if _shielded(aim, card):
                    continue
            made = _declarations(seat, minion, card, act, superior, way, others, mode or 0)
            out += [cmd for cmd in made if cmd not in out]
    return out


def _declarations(seat, minion, card, act, superior, way, others, mode) -> list[C.Command]:
    """The declarations of one way to play an action card (a directed card aimed at
    nobody in particular: one against each other Methuselah)."""
    unaimed = way.target is None and way.target_card is None
    targets: list[int | None] = [way.target]
    if unaimed and act == K.ACTION and ci.directed_at(card, superior):
        targets = list(others)
    return [
        K.Act(
            seat=seat,
            minion=minion.id,
            kind=act,
            card=card.id,
            target=t,
            target_card=way.target_card,
            superior=superior,
            x=way.x,
            mode=mode,
            alloc=tuple(sorted(way.alloc.items())),
        )
        for t in targets
    ]


# -- the command's words ---------------------------------------------------------------------

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
#: an ally's own action to enter combat (:func:`_combat_action_target`)
_ENTER_COMBAT = QT_TRANSLATE_NOOP("vtes", "{minion} enters combat with {victim} (directed action)")
#: a referendum called against a card in play (:func:`_referendum_in_play`)
_REFERENDUM_AGAINST = QT_TRANSLATE_NOOP(
    "vtes", "{minion} calls a referendum to burn {card} (stealth {stealth})"
)
#: the same, when the referendum does something else (:func:`_referendum_words`)
_REFERENDUM_TERMS = QT_TRANSLATE_NOOP(
    "vtes", "{minion} calls a referendum to {terms} (stealth {stealth})"
)
_CARD_ACT = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card} (stealth {stealth})")
_CARD_ACT_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior (stealth {stealth})"
)
_CARD_ACT_AGAINST = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card} against {target}")
_CARD_ACT_AGAINST_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior against {target}"
)


_CARD_ACT_EFFECT = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card}: {effect}")
_CARD_ACT_EFFECT_SUPERIOR = QT_TRANSLATE_NOOP("vtes", "{minion} plays {card} at superior: {effect}")
#: the same, for an action whose kind gives +1 stealth (equip, employ, recruit, political)
_CARD_ACT_EFFECT_STEALTH = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} (stealth {stealth}): {effect}"
)
_CARD_ACT_EFFECT_SUPERIOR_STEALTH = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior (stealth {stealth}): {effect}"
)
_CARD_ACT_EFFECT_AGAINST = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} against {target}: {effect}"
)
_CARD_ACT_EFFECT_AGAINST_SUPERIOR = QT_TRANSLATE_NOOP(
    "vtes", "{minion} plays {card} at superior against {target}: {effect}"
)


def _effect_words(w: Words, cmd: K.Act) -> tuple[str, int | None]:
    """What the engine will do for an action declared with a card it runs, in the dock's
    language, and the Methuselah it is against (empty: a card played by hand)."""
    state = w.source
    card = card_in(state, cmd.card)
    if card is None or not card.catalog or effects.automated(card.catalog) is None:
        return "", None
    target = cmd.target
    if target is None and cmd.kind == K.BLEED:
        target = prey(state, cmd.seat)
    aim = card_in(state, cmd.target_card)
    if (
        target is None
        and aim is not None
        and cmd.kind == K.ACTION
        and ci.directed_at(card, cmd.superior)
    ):
        target = aim.controller
    ctx = effects.context(
        state,
        cmd.seat,
        card,
        card_in(state, cmd.minion),
        superior=cmd.superior,
        x=cmd.x,
        target=target,
        target_card=cmd.target_card,
    )
    ctx.notes[action_combat.MODE] = cmd.mode
    ctx.alloc = dict(cmd.alloc)
    against = target if cmd.kind != K.POLITICAL and target != cmd.seat else None
    return effects.words(ctx, w.language, cmd.mode, how=effects.ACT), against


def _words(w: Words, cmd: K.Act) -> Message:
    minion = w.card(cmd.minion)
    stealth = cmd.stealth + (1 if cmd.kind in _PLUS_ONE else 0)
    effect, against = _effect_words(w, cmd) if cmd.card is not None else ("", None)
    if effect:
        if against is not None:
            template = (
                _CARD_ACT_EFFECT_AGAINST_SUPERIOR if cmd.superior else _CARD_ACT_EFFECT_AGAINST
            )
        elif cmd.kind in _PLUS_ONE:
            template = (
                _CARD_ACT_EFFECT_SUPERIOR_STEALTH if cmd.superior else _CARD_ACT_EFFECT_STEALTH
            )
        else:
            template = _CARD_ACT_EFFECT_SUPERIOR if cmd.superior else _CARD_ACT_EFFECT
        return template.with_args(
            minion=minion,
            card=w.card(cmd.card),
            target=w.seat(against),
            effect=effect,
            stealth=stealth,
        )
    if own_actions.claims(cmd):
        return own_actions.command_words(w, cmd)
    if cmd.card is None and cmd.kind == K.POLITICAL and cmd.target_card is not None:
        terms = _referendum_words(w, cmd)
        if terms:
            return _REFERENDUM_TERMS.with_args(minion=minion, terms=terms, stealth=stealth)
        return _REFERENDUM_AGAINST.with_args(
            minion=minion, card=w.card(cmd.target_card), stealth=stealth
        )
    if cmd.card is None and cmd.kind == K.ACTION and cmd.target_card is not None:
        words = _against_words(w, cmd)
        if words is not None:
            return words
        return _ENTER_COMBAT.with_args(minion=minion, victim=w.card(cmd.target_card))
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


def _referendum_words(w: Words, cmd: K.Act) -> str | None:
    """What a referendum called against a card in play does when it is not burning that
    card (Black Forest Base: "gain 2 pool"), in the dock's language."""
    from .effects.kinds.precon_masters import referendum_words  # the kinds read the engine

    aim = card_in(w.source, cmd.target_card)
    return referendum_words(w.source, cmd.seat, aim, w.language)


def _against_words(w: Words, cmd: K.Act) -> Message | None:
    """ "<minion> acts against <card>: a (D) action; take control of <card>" (None: the
    target card allows no such action)."""
    state = w.source
    aim = card_in(state, cmd.target_card) if isinstance(state, State) else None
    acting = card_in(state, cmd.minion) if isinstance(state, State) else None
    if aim is None or acting is None or not in_play_action.acted_against(aim):
        return None
    effect = in_play_action.against_words(state, cmd.seat, acting, aim, w.language)
    return QT_TRANSLATE_NOOP("vtes", "{minion} acts against {card}: {effect}").with_args(
        minion=w.card(cmd.minion), card=w.card(cmd.target_card), effect=effect
    )


def _group(w: Words, cmd: K.Act) -> Message:
    return QT_TRANSLATE_NOOP("vtes", "Actions of {minion}").with_args(minion=w.card(cmd.minion))


SPECS = (
    CommandSpec(
        K.Act, stages("hunt", "minion"), events(declare), declare_not_now, _words, _group, _offer
    ),
)
