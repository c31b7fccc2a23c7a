"""The layout of the rules state (``state.data["rules"]``) as typed records.

They are ``TypedDict``s: at run time the state stays the plain dicts and lists that
``state.data`` (``dict[str, Any]``) encodes and decodes as they are, so a save, an undo
checkpoint, the session's backup of every rules command and a LAN resync keep their exact
bytes and cost nothing to convert; the type checker sees every key and its type through
:func:`.data.rules`.  Keys marked ``NotRequired`` are added when first used (games saved
before they existed lack them).  Seat and card ids are ints; keys of per-card maps are
strings (JSON object keys).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

Phase = Literal["unlock", "master", "minion", "influence", "discard", "over"]
#: block: no block attempted (V-BLK-07 A); attempt: a block attempted (B); resolve: every
#: blocker declined (C); diablerie: a blocked leave-torpor action's blocker may diablerize
ActionStage = Literal["block", "attempt", "resolve", "diablerie"]
CombatStage = Literal["range", "strike", "damage", "extra", "press"]
Side = Literal["a", "b"]


class Impulse(TypedDict):
    """A priority round (:mod:`.impulse`): the seat at ``at`` may play an effect or pass."""

    order: list[int]
    at: int


class Lasting(TypedDict):
    """What an action modifier played in the action leaves standing until the action ends
    (:mod:`.effects.kinds.action_modifiers`): ``what`` it does, the card (``catalog``)
    that says so, a number and the minion it names, if any."""

    what: str
    catalog: str
    n: int
    minion: int | None


class Action(TypedDict):
    """The action in progress (:mod:`.actions`, vtes.md §7)."""

    seat: int
    minion: int
    kind: str
    card: int | None
    catalog: str | None
    target: int | None
    target_card: int | None
    directed: bool
    stealth: int
    intercept: int
    amount: int
    x: int
    superior: bool
    stage: ActionStage
    #: seats that may still block, in order
    deciders: list[int]
    blocker: int | None
    #: the priority round of the block, attempt or resolve stage (None at "diablerie")
    imp: Impulse | None
    #: seats that declined to block
    declined: NotRequired[list[int]]
    #: each target of a redirected bleed, in order (§7.4.1)
    targets: NotRequired[list[int | None]]
    #: locked minions a card woke for this action: they may react and block (On the Qui Vive)
    awake: NotRequired[list[int]]
    #: what the action modifiers played in it leave standing until it ends
    lasting: NotRequired[list[Lasting]]
    #: a reaction card was played during it (Perfectionist)
    reacted: NotRequired[bool]
    #: how its card shares out its points (``vtes_act``'s ``alloc``), for its referendum
    alloc: NotRequired[list[list[int]]]
    #: the minions that blocked it (an action continued after its combat, Form of Mist):
    #: they may not block it again
    blocked_by: NotRequired[list[int]]
    #: its acting vampire played Form of Mist at superior in it (once each action)
    mist: NotRequired[bool]


class StrikeChoice(TypedDict):
    """A strike chosen in combat (§9.4)."""

    kind: str
    damage: int
    ranged: bool
    aggravated: bool
    first: bool
    strength: NotRequired[int]
    #: what a card's text adds to the strike (:data:`Combat.pending`): a hand strike made
    #: by a card, a strike no dodge stops, damage no Fortitude card prevents, blood or life
    #: stolen instead of damage; and whether a weapon makes it
    hand: NotRequired[bool]
    undodgeable: NotRequired[bool]
    no_fortitude: NotRequired[bool]
    steal: NotRequired[int]
    weapon: NotRequired[bool]
    #: the weapon that makes it (its text may say what happens when its strike burns)
    weapon_card: NotRequired[int]
    #: what the strike does when it hits beyond damage (a code of
    #: :data:`.effects.kinds.combat_cards.DOES`: put its card on the opposing minion, burn a
    #: weapon...), the card it comes from, the card it is aimed at, the counters it puts
    does: NotRequired[int]
    card: NotRequired[int]
    target: NotRequired[int]
    counters: NotRequired[int]


class RoundFields(TypedDict):
    """What each round of a combat starts with (:func:`.combat._round_fields`).  Per-side
    maps are keyed "a" (the acting minion) and "b" (the opposing one)."""

    range: Literal["close", "long"]
    stage: CombatStage
    last_maneuver: int | None
    strikes: dict[str, StrikeChoice | None]
    #: per side, [normal, aggravated] damage to take
    damage: dict[str, list[int]]
    #: the minion whose press to continue stands, and whether it was cancelled
    press: int | None
    cancelled: bool
    last_press: int | None
    #: 0 for the first strike pair, then 1, 2... for the additional ones
    pair: int
    #: the sides choosing a strike in this pair
    strikers: list[str]
    #: the sides whose strikes wait for the first strikes of this pair to resolve
    later: list[str]
    #: additional strikes left this round
    extra: dict[str, int]
    #: how many cards or effects gave additional strikes this round (at most 1)
    sources: dict[str, int]


class CombatEffect(TypedDict):
    """What a combat card gives for a while (:mod:`.combat`): ``what`` ("strength",
    "strength_of", "prevent", "prevent_all", "hand_aggravated", "no_weapon_damage",
    "hand_only", "environmental"; or an effect used later: "press", "maneuver",
    "strikes", "strike") with its number, for ``minion`` (or, with ``minion`` None, both
    combatants), until the end of the ``round`` it was given in or of the combat."""

    minion: int | None
    what: str
    n: int
    until: Literal["round", "combat"]
    round: int
    card: int
    catalog: str
    #: a prevention or a later effect already used (this round for "each round" ones)
    used: NotRequired[bool]
    #: a strike given for later: the level its card was played at, and whether it is owed
    #: (the card's maneuver was used)
    superior: NotRequired[bool]
    must: NotRequired[bool]
    #: an effect kept from the round it was given in for the next round only ("if another
    #: round of combat occurs, this vampire gets 1 optional maneuver that round")
    next_round: NotRequired[bool]
    #: a prevention for the whole combat used only once ("can prevent 1 damage during the
    #: resulting combat"), not again each round
    once: NotRequired[bool]


class Combat(RoundFields):
    """The combat in progress (:mod:`.combat`, §9): side "a" is the acting minion."""

    a: int
    b: int
    round: int
    imp: Impulse
    #: "<minion id>:<card name>" of each card played from hand in this combat (the cards
    #: that may be played once each combat)
    cards: NotRequired[list[str]]
    #: the blocking minion, for a combat that follows a block (a reaction played "after
    #: block resolution", Cats' Guidance)
    blocker: NotRequired[int]
    #: what combat cards give this round or this combat (:class:`CombatEffect`)
    fx: NotRequired[list[CombatEffect]]
    #: what the strike a card's steps are about to choose adds to it (``hand``,
    #: ``undodgeable``, ``no_fortitude``, ``steal``), taken by that strike
    pending: NotRequired[dict[str, int]]
    #: per side, the blood its vampire lost to damage this round (Taste of Vitae)
    lost: NotRequired[dict[str, int]]
    #: the next round skips the determine range step, at close range (Immortal Grapple)
    close_next: NotRequired[bool]
    #: per side, the damage its strike inflicted before prevention, for a strike whose card
    #: does more when it hits (:func:`.combat._strike_effects`, run once that damage is dealt)
    landed: NotRequired[dict[str, int]]


#: the referendum in progress (:mod:`.politics`, §8): the caller, the acting minion, whether
#: a card called it and whether it is a blood hunt; the seats that vote, clockwise from the
#: caller (``order``), the votes "for" and "against" (not valid Python names, hence this
#: form), the prisci's ballots [for, against], the seats that cast any votes, the sources
#: cast ("vampire:<id>", "edge", "political:<seat>", "called", "card:<id>") and the seats
#: done voting
Referendum = TypedDict(
    "Referendum",
    {
        "caller": int,
        "minion": int,
        "by_card": bool,
        "blood_hunt": bool,
        "order": list[int],
        "for": int,
        "against": int,
        "prisci": list[int],
        "cast": list[int],
        "sources": NotRequired[list[str]],
        "done": NotRequired[list[int]],
        # per vampire id (as text), what it cast: [votes for, votes against, ballots for,
        # ballots against]; and the vampires a card made abstain (Scalpel Tongue)
        "cast_by": NotRequired[dict[str, list[int]]],
        "abstained": NotRequired[list[int]],
    },
)


#: how long a played card's effect lasts: the action, the combat round, the referendum or
#: the turn in progress when it was played, or the combat under way (a reaction's maneuver
#: kept for the combat after its vampire's block)
Scope = Literal["action", "round", "referendum", "turn", "combat"]


class Played(TypedDict):
    """A card whose effect is under way (:mod:`.cardplay`): played from hand with
    ``vtes_play`` (or a master card with ``vtes_master``), or a card in play or a minion's
    own text used for an effect (``hand`` False).  ``used``: the effects the engine applied
    from it (each once); ``open``: its player may still apply steps bound to it (closed
    when that player passes); dropped when its scope ends (``turn`` and ``round`` say which
    turn and combat round it belongs to)."""

    card: int
    catalog: str
    seat: int
    minion: int | None
    superior: bool
    x: int
    hand: bool
    scope: Scope
    turn: int
    round: int
    used: list[str]
    open: bool
    #: the engine is running the card's effect from its data (:mod:`.effects`) right now:
    #: the numbers are the data's, not read again from the text
    auto: NotRequired[bool]
    #: an ability of a card in play used with ``vtes_use`` (:mod:`.abilities`)
    use: NotRequired[bool]
    #: an effect kept open for its whole round though its player passes (a reaction's effect
    #: in the combat after its vampire's block: :mod:`.effects.kinds.reactions`)
    kept: NotRequired[bool]
    #: the Methuselah and the card it was aimed at when played (an action card: the
    #: action's target and target card), for its ``success`` and ``passed`` steps
    target: NotRequired[int | None]
    target_card: NotRequired[int | None]
    #: an action of a card's own text (:mod:`.effects.kinds.own_actions`): which of the
    #: card's actions it is, run by its terms when it succeeds, not by the card's ``success``
    own: NotRequired[int]
    #: how its player shared out its points when it was played (:attr:`.effects.steps.
    #: Ctx.alloc`)
    alloc: NotRequired[list[list[int]]]


class AfterAction(TypedDict):
    """The action that has just resolved (successful, or blocked and its combat over), for
    the cards "only usable after action resolution": cleared when the next one is
    declared."""

    seat: int
    minion: int
    kind: str
    blocked: bool
    turn: int
    #: whether it was directed, and at which Methuselah (Shadow Cast, Revelation of the
    #: Serpent)
    directed: NotRequired[bool]
    target: NotRequired[int | None]
    #: a card played in it barred unlocking: through the combat of its block too (The
    #: Sleeping Mind)
    no_unlock: NotRequired[bool]


class NextStealth(TypedDict):
    """Stealth promised to a Methuselah's next actions this turn (Veil the Legions at
    superior): ``n`` actions left, from the card ``catalog``."""

    seat: int
    turn: int
    n: int
    catalog: str


class RedListMarks(TypedDict):
    """This turn's Red List marks (:mod:`.redlist`)."""

    turn: int
    minions: list[int]


class Trophy(TypedDict):
    vampire: int
    seat: int | None
    victim: str | None


class Withdrawing(TypedDict):
    """A seat's pool and minions' blood when it announced its withdrawal."""

    pool: int
    blood: dict[str, int]


class UntilUnlock(TypedDict):
    """What lasts until a Methuselah's next unlock or discard phase
    (:mod:`.effects.kinds.between_unlocks`): per minion id (as text), the cards it played
    that it may play once between its unlock phases; the seats owed a replacement at their
    next unlock (``unlock``) or discard (``discard``) phase, once per card; the allies that
    do not unlock during their next unlock phase."""

    plays: dict[str, list[str]]
    unlock: list[int]
    discard: list[int]
    kept_locked: list[int]


class Ask(TypedDict):
    """A question a card's text puts to one Methuselah (:mod:`.asks`), waiting for their
    answer: ``what`` says which question (a kind registered by the card effects), the card
    (``catalog``) whose text asks it and the Methuselah (``by``) whose card it is, how many
    answers are still owed (``n``: two cards to discard, one per counter), and the public
    things it is about: a card in play (``card``), a Methuselah (``of``: whose hand or ash
    heap).  Nothing hidden is kept here: the answers are read from the table when asked."""

    seat: int
    what: str
    catalog: str
    by: int
    n: int
    card: NotRequired[int | None]
    of: NotRequired[int | None]
    #: the level the asking card was played at
    superior: NotRequired[bool]
    #: the cards discarded so far whose replacements wait for the last answer
    held: NotRequired[int]
    #: a card's play held until the answer: the fields of its ``vtes_play`` and the card
    #: played (shown as it is played), for a cancel as it is played
    play: NotRequired[dict[str, Any]]


class HeldMaster(TypedDict):
    """A master card being played, held while other Methuselahs may cancel it as it is
    played (:mod:`.master_window`): its player and the fields of its ``vtes_master``,
    with the card's ``catalog`` (shown as it is played)."""

    by: int
    play: dict[str, Any]


class HeldAction(TypedDict):
    """A blocked action kept aside through the combat of its block
    (:mod:`.effects.kinds.mist`): the action, the cards played in it (their records) and the
    turn; its card stays in its Methuselah's hand until the action ends or goes on."""

    action: Action
    played: list[Played]
    turn: int
    #: its acting vampire played Form of Mist at superior in this combat
    mist: NotRequired[bool]


class Rules(TypedDict):
    """``state.data["rules"]`` (see :mod:`.data` for what each budget means)."""

    phase: Phase
    round: int
    turns: int
    first: int
    influences: list[int]
    master: int
    trifle: bool
    debt: list[bool]
    oot: list[bool]
    transfers: int
    discards: int
    event: bool
    edge_pool: bool
    acted: dict[str, list[str]]
    recruited: list[int]
    action: Action | None
    combat: Combat | None
    referendum: Referendum | None
    bank: int
    tokens: int
    total: NotRequired[int]
    ousted: list[int]
    withdrawn: list[int]
    half_vp: list[int]
    vp2: list[int]
    scores: list[float] | None
    events_played: list[str]
    # added when first used
    played: NotRequired[list[Played]]
    until_unlock: NotRequired[UntilUnlock]
    burn_option: NotRequired[list[int]]
    red_list: NotRequired[RedListMarks]
    after_action: NotRequired[AfterAction]
    #: [card, minion] pairs: the minion unlocks as the next discard phase begins
    unlock_at_discard: NotRequired[list[list[int]]]
    next_stealth: NotRequired[NextStealth]
    trophies: NotRequired[list[Trophy]]
    merged: NotRequired[dict[str, int]]
    vp_fixes: NotRequired[list[int]]
    #: per seat (as text), the names of the cards it played that may be played once a game
    once_a_game: NotRequired[dict[str, list[str]]]
    turn_hand: NotRequired[int]
    withdrawing: NotRequired[dict[str, Withdrawing]]
    # contests (§14, :mod:`.contests`)
    contests: NotRequired[dict[str, list[int]]]
    titles: NotRequired[dict[str, list[int]]]
    won: NotRequired[list[int]]
    titles_won: NotRequired[list[int]]
    titles_lost: NotRequired[list[int]]
    paid: NotRequired[list[int]]
    unique_seen: NotRequired[list[int]]
    titled_seen: NotRequired[list[int]]
    #: the questions cards put to Methuselahs, first first (:mod:`.asks`)
    asks: NotRequired[list[Ask]]
    #: the blocked action whose combat is under way, kept in case it goes on (Form of Mist)
    held_action: NotRequired[HeldAction]
    #: the master cards being played while others may cancel them (:mod:`.master_window`)
    held_masters: NotRequired[list[HeldMaster]]
    #: the Methuselahs who asked not to be asked again whether they cancel a master card
    mw_never: NotRequired[list[int]]
    #: the cards in play that keep their controller's prey's hand open (Revelations)
    as_open_hands: NotRequired[list[int]]
