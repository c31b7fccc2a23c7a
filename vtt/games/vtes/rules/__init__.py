"""The VTES rules engine (vtes.md): the turn's procedure and every number the rules and the
card data define, enforced when a game is created with ``GameSpec.rules``.

The players still apply card texts with the table tools; the engine accepts those manual
effects from whoever holds the impulse and logs them.  :mod:`.engine` is the entry point the
VTES module delegates to; the rules' own state lives in ``state.data["rules"]`` (plain,
JSON-serialisable data, see :mod:`.data`).
"""
