"""The decision a rules game waits for, as one typed record every reader shares."""

from __future__ import annotations

import msgspec

from .messages import Message


class Decision(msgspec.Struct, kw_only=True, frozen=True):
    """The decision a rules game waits for: the seats that may answer it (several when they
    answer at once, as in 1347's supply step), a short stable ``kind`` for code ("block",
    "vote", "supply") and the sentence a player reads ("Bruno may block Anson's bleed").

    Returned by :meth:`GameModule.decision` and carried in every seat's view
    (:attr:`vtt.core.views.View.decision`): the Decisions dock, the status bar, the LAN
    host's per-seat choices and the bots all read this one record.  Who must decide is
    public at every table, so it needs no filtering."""

    seats: tuple[int, ...]
    kind: str
    message: Message
