"""A game's final score sheet, as data, so one generic dialog can show any game's scoring.

Each row is one line of the calculation (a majority, a bonus, a penalty) with one value per
seat and an optional note explaining a tie-break; ``totals`` are the sums the winner is
decided on and ``winners`` the seats that won (several when they share the victory, none when
everybody lost).  Labels are translatable :class:`~vtt.core.messages.Message` s.
"""

from __future__ import annotations

import msgspec

from .messages import Message


class ScoreRow(msgspec.Struct, kw_only=True, omit_defaults=True):
    label: Message
    values: list[int | float]
    note: Message | None = None
    #: False for a line that decides the winner without adding to the totals (1347's rats
    #: against the nuns): the sheet shows it below the totals
    counted: bool = True


class ScoreSheet(msgspec.Struct, kw_only=True, omit_defaults=True):
    rows: list[ScoreRow]
    totals: list[int | float]
    seats: list[str] = []
    winners: list[int] = []
    notes: list[Message] = []
