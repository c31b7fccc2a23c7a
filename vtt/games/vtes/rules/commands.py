"""The commands of the rules engine (JSON tags ``vtes_*``; vtes.md section in brackets).

Flow: ``vtes_next_phase`` (leave the current phase), ``vtes_end_turn``, ``vtes_pass``
(give up the impulse or a decision: decline to block, stop modifying, do not press).
Unlock [§5]: ``vtes_edge_pool``, ``vtes_unlock_infernal``, ``vtes_contest`` [§14],
``vtes_burn_option``, ``vtes_withdraw`` [§16.3].  Master: ``vtes_master`` [§6],
``vtes_red_list`` [§15.3].  Minion: ``vtes_act`` [§7], ``vtes_block``, ``vtes_diablerize``
[§10.2], ``vtes_redirect`` [§7.4.1], ``vtes_modify`` [§7.6], ``vtes_vote`` [§8],
``vtes_maneuver``, ``vtes_strike``, ``vtes_press`` [§9].  Influence: ``vtes_crypt_draw``,
``vtes_merge`` [§11] (transfers and moving to ready reuse the module's ``vtes_transfer`` and
``vtes_ready``).  Discard: ``vtes_discard`` [§12].
A card's question to a Methuselah other than its player (a victim choosing what to burn):
``vtes_answer`` (:mod:`.asks`).

Cards played from hand outside an action or a master phase: ``vtes_play`` (an action
modifier by the acting minion, a reaction by another Methuselah's unlocked minion, a combat
card by a combatant).  No effect is free: ``vtes_modify``, ``vtes_redirect``,
``vtes_maneuver``, ``vtes_press``, ``vtes_strike`` (anything but the plain hand strike) and
``vtes_vote`` with ``source="card"`` name the ``card`` that gives them:
one played in the action, combat round or referendum under way by the same Methuselah, a
card of theirs in play on the minion concerned, or the minion's own text.  What a played
card says beyond that is applied by its player with ``vtes_as_card`` (a table command bound
to the card, while its effect is open).  The A13 action against a marked Red List minion is
``vtes_act kind="red_list" target_card=M``.

Each class is a record only: what the engine does with it (the stages that allow it, its
checks and effect, its legal instances, its words) is its :class:`.spec.CommandSpec`, in its
family's module (see :mod:`.registry`).
"""

from __future__ import annotations

from typing import Any

from ....core.commands import Command, register

#: vtes_act kinds (vtes.md §7.2)
BLEED, HUNT, EQUIP, EMPLOY, RECRUIT, ACTION = (
    "bleed",
    "hunt",
    "equip",
    "employ",
    "recruit",
    "action",
)
POLITICAL, LEAVE_TORPOR, RESCUE, DIABLERIE = "political", "leave_torpor", "rescue", "diablerie"
RED_LIST = "red_list"
ACT_KINDS = (
    BLEED,
    HUNT,
    EQUIP,
    EMPLOY,
    RECRUIT,
    ACTION,
    POLITICAL,
    LEAVE_TORPOR,
    RESCUE,
    DIABLERIE,
    RED_LIST,
)
#: vtes_modify: what a card played by hand changes in the action or combat in progress
STEALTH, INTERCEPT, AMOUNT, PREVENT = "stealth", "intercept", "amount", "prevent"
STRIKES = "strikes"
MODIFY_WHAT = (STEALTH, INTERCEPT, AMOUNT, PREVENT, STRIKES)
#: the vtes_modify numbers that belong to the combat in progress
COMBAT_WHAT = (PREVENT, STRIKES)
#: vtes_strike kinds (vtes.md §9.4)
HAND_STRIKE, DAMAGE, DODGE, COMBAT_ENDS = "hand", "damage", "dodge", "combat_ends"
STRIKE_KINDS = (HAND_STRIKE, DAMAGE, DODGE, COMBAT_ENDS)


@register
class NextPhase(Command, tag="vtes_next_phase"):
    """End the current phase (its unused actions are lost) and begin the next one."""


@register
class EndTurnRules(Command, tag="vtes_end_turn"):
    """End the turn (the rest of the phases are skipped); the prey's turn begins."""


@register
class Pass(Command, tag="vtes_pass"):
    """Give up the impulse or the decision that is yours."""


@register
class EdgePool(Command, tag="vtes_edge_pool"):
    """Take 1 pool from the bank for holding the Edge (unlock phase, once)."""


@register
class UnlockInfernal(Command, tag="vtes_unlock_infernal"):
    """Burn 1 pool to unlock an infernal minion of yours (your unlock phase)."""

    card: int


@register
class Contest(Command, tag="vtes_contest"):
    """Keep a contest going (``pay``: 1 pool for a card, 1 blood for a title) or yield it
    (the card is burned; the vampire loses the title)."""

    card: int
    pay: bool = True


@register
class BurnOption(Command, tag="vtes_burn_option"):
    """Discard a card with the burn option from your hand during an unlock phase (you control
    no minion that meets its requirements); once per unlock phase."""

    card: int


@register
class Withdraw(Command, tag="vtes_withdraw"):
    """Announce that you withdraw from the game (your unlock phase)."""


@register
class PlayMaster(Command, tag="vtes_master"):
    """Play a master card from hand: ``on`` a card in play (it stays there), ``keep`` in your
    ready region (a location), otherwise it goes to the ash heap.  ``x`` pays an X cost;
    ``target`` is the Methuselah it is aimed at, ``target_card`` the card, ``mode`` which of
    its alternatives, when its text says so."""

    card: int
    on: int | None = None
    keep: bool = False
    x: int = 0
    target: int | None = None
    target_card: int | None = None
    mode: int = 0


@register
class Act(Command, tag="vtes_act"):
    """Declare a minion's action: ``kind`` (bleed, hunt, equip, employ, recruit, action,
    political, leave_torpor, rescue, diablerie, red_list), the ``card`` played from hand for it, the
    ``target`` Methuselah or ``target_card``, ``superior`` level, ``x`` cost, the initial
    ``stealth`` the card gives and, for a card the engine runs whose discipline picks its
    action (Line Brawl), the alternative ``mode`` of its ``choose``; ``alloc``: how a
    card that shares out points shares them (Methuselah, or card, -> points: Kine Resources
    Contested), ``[[who, points], ...]`` (JSON keys are text), checked against the card's
    data."""

    minion: int
    kind: str
    card: int | None = None
    target: int | None = None
    target_card: int | None = None
    superior: bool = False
    x: int = 0
    stealth: int = 0
    mode: int = 0
    alloc: tuple[tuple[int, int], ...] = ()


@register
class Block(Command, tag="vtes_block"):
    """Attempt to block the action in progress with ``minion``."""

    minion: int


@register
class Diablerize(Command, tag="vtes_diablerize"):
    """The vampire that blocked an action to leave torpor diablerizes the acting vampire
    (``vtes_pass``: it does not, and the action simply fails)."""


@register
class Modify(Command, tag="vtes_modify"):
    """Apply the number ``card`` gives: +/- stealth (acting side), intercept (blocker), the
    bleed or hunt amount, damage prevented (combat), or ``strikes``: ``delta`` additional
    strikes for ``minion`` this round (combat, once per minion per round)."""

    what: str
    delta: int = 1
    minion: int | None = None
    card: int | None = None


@register
class Vote(Command, tag="vtes_vote"):
    """Cast the votes (and ballots) of one ``source`` on one ``side`` ("for" or "against")
    of the referendum in progress, as a block that cannot be changed; several commands cast
    several sources, on either side, in any order, and ``vtes_pass`` says you are done.
    ``source``: "vampire" (your ready titled ``minion``), "edge" (burn the Edge: 1 vote),
    "political" (burn political action ``card`` from hand: 1 vote), "called" (the
    political action card that called the referendum: 1 vote for its caller), "card" (a
    ``card`` of yours that gives ``votes``)."""

    side: str
    source: str
    minion: int | None = None
    card: int | None = None
    votes: int = 0


@register
class Maneuver(Command, tag="vtes_maneuver"):
    """Change the range of the combat (a maneuver from ``card``, a card or a weapon)."""

    minion: int
    card: int | None = None


@register
class Strike(Command, tag="vtes_strike"):
    """Choose ``minion``'s strike: hand (strength 1), damage (a card's or weapon's), dodge or
    combat_ends; ``ranged`` works at long range; ``aggravated`` damage; ``first`` strike
    resolves before the normal strikes.  All but the plain hand strike name the ``card``
    that gives them; ``target_card``: the card a strike's effect is aimed at ("strike: burn
    weapon")."""

    minion: int
    kind: str = HAND_STRIKE
    damage: int = 0
    ranged: bool = False
    aggravated: bool = False
    first: bool = False
    card: int | None = None
    target_card: int | None = None


@register
class Press(Command, tag="vtes_press"):
    """Press (given by ``card``): to continue the combat, or to cancel the opponent's press."""

    minion: int
    card: int | None = None


@register
class CryptDraw(Command, tag="vtes_crypt_draw"):
    """Spend 4 transfers and 1 pool to move the top card of your crypt to your uncontrolled
    region."""


@register
class Merge(Command, tag="vtes_merge"):
    """Spend 4 transfers and 1 pool to merge ``card`` (in your uncontrolled region) with the
    other version, advanced or base, of the same vampire you control in play."""

    card: int


@register
class Discard(Command, tag="vtes_discard"):
    """The discard phase action: discard ``card`` and draw, or put it in play if it is an
    event."""

    card: int


@register
class HandDown(Command, tag="vtes_hand_down"):
    """One card of the hand to where the seat owes it: discarded down to a smaller hand
    size, or as a card's text says (:mod:`.hand_size`)."""

    card: int


@register
class SearchLibrary(Command, tag="vtes_search_library"):
    """The card a search of the seat's library finds (by its catalogue id: the library is
    the searcher's to look at); empty: it finds none (:mod:`.library_search`)."""

    catalog: str = ""


@register
class DrawFrom(Command, tag="vtes_draw_from"):
    """A draw the seat owes: the top card of its library (no ``card``), or the ``card`` a
    card in play lets it draw instead (:mod:`.draw_choice`)."""

    card: int | None = None


@register
class Redirect(Command, tag="vtes_redirect"):
    """The bled Methuselah changes the bleed's ``target`` to another Methuselah, as the
    ``card`` it played says (Deflection): the new target may block it."""

    target: int
    card: int | None = None


@register
class MarkRedList(Command, tag="vtes_red_list"):
    """Spend a master phase action to mark the Red List ``minion`` for this turn: your
    ready vampires may enter combat with it (``vtes_act kind="red_list"``)."""

    minion: int


@register
class PlayCard(Command, tag="vtes_play"):
    """Play ``card`` from hand with ``minion`` outside an action declaration or a master
    phase: an action modifier (acting minion), a reaction (another Methuselah's unlocked
    minion), a combat card (a combatant); at the ``superior`` level, paying ``x`` for an X
    cost, aimed at the Methuselah ``target`` or the card ``target_card`` when it says so;
    ``mode``: which of the card's alternatives (a strike or a dodge...), when it has some."""

    card: int
    minion: int | None = None
    superior: bool = False
    x: int = 0
    target: int | None = None
    target_card: int | None = None
    mode: int = 0


@register
class BringOwed(Command, tag="vtes_bring_owed"):
    """Employ ``card`` from your hand as the effect of a successful action owes you
    (Biothaumaturgic Experiment's animal retainer, chosen once the action has succeeded so
    no hidden card is named before), right after that action, before the next."""

    card: int


@register
class AsCard(Command, tag="vtes_as_card"):
    """Apply by hand one ``step`` (a table command: move, counter, flip, lock...) of what the
    played ``card`` says, while its effect is open; logged for everybody."""

    card: int
    step: Any


@register
class UseCard(Command, tag="vtes_use"):
    """Use an ability of ``card``, a card of yours in play (a location, an equipment, a
    retainer, a vampire's own text), with ``minion`` (the one it is on, or the vampire
    itself), aimed at the Methuselah ``target`` or the card ``target_card`` when it says
    so; ``mode`` is which of its abilities, when its text gives it more than one;
    ``alloc``: the cards (``[card, 1]`` each) or points its ability shares out, when it
    says so (Tension in the Ranks' two master cards discarded)."""

    card: int
    minion: int | None = None
    target: int | None = None
    target_card: int | None = None
    mode: int = 0
    alloc: tuple[tuple[int, int], ...] = ()


@register
class Answer(Command, tag="vtes_answer"):
    """Answer the question a card's text puts to you (:mod:`.asks`): ``choice`` among its
    alternatives (0: the first, often "no" or "burn pool"), ``card`` the card chosen when
    the question is which card."""

    choice: int = 0
    card: int | None = None
