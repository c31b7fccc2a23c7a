"""The refusal of last resort for a command the stage table (:mod:`.registry`) does not allow:
each family's "not now" check names the precise reason first and ends here."""

from __future__ import annotations

from typing import NoReturn

from ....core.messages import QT_TRANSLATE_NOOP, reject


def not_now() -> NoReturn:
    raise reject(QT_TRANSLATE_NOOP("vtes", "That cannot be done now."))
