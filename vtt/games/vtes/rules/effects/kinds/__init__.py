"""Every family of step kinds; importing this package registers them all
(:func:`..steps.kind`).  One module per family, named for what its steps touch."""

from .. import standing  # noqa: F401 - the in-play bonus kind
from . import (  # noqa: F401
    action_combat,
    action_modifiers,
    action_numbers,
    action_results,
    asks,
    basics,
    between_unlocks,
    childe,
    combat_cards,
    combat_more,
    combat_steps,
    control,
    delaying,
    library,
    mandatory_press,
    master_cancel,
    masters_a,
    masters_b,
    mist,
    modifiers,
    nightmares,
    own_actions,
    own_choices,
    own_effects,
    passed_margin,
    permanents,
    politics,
    reactions,
    referendum_terms,
    retainers,
    reversal,  # noqa: F401
    vampire_abilities,
    vampire_phases,
)
