"""Every family of step kinds; importing this package registers them all
(:func:`..steps.kind`).  One module per family, named for what its steps touch."""

from .. import standing  # noqa: F401 - the in-play bonus kind
from . import (  # noqa: F401
    action_combat,
    action_modifiers,
    action_numbers,
    action_results,
    basics,
    between_unlocks,
    combat_more,
    combat_steps,
    mandatory_press,
    masters_a,
    masters_b,
    passed_margin,
    permanents,
    reactions,
    referendum_terms,
    vampire_abilities,
    vampire_phases,
)

# isort: split
from . import library  # noqa: F401
