"""Every family of step kinds; importing this package registers them all
(:func:`..steps.kind`).  One module per family, named for what its steps touch."""

from .. import standing  # noqa: F401 - the in-play bonus kind
from . import action_numbers, basics, combat_steps  # noqa: F401

from . import combat_more  # noqa: F401  # isort: skip
