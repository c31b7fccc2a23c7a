"""Commands: every change to a game is one of these small typed records.

These records travel over the LAN, fill a save's log, are what the console types and what
tests and ``vtt script`` files are written in.  Their JSON form is stable: an object
with a ``"type"`` tag, the acting ``"seat"`` and the arguments, for example
``{"type": "draw", "seat": 0, "n": 2}``.  ``docs/commands.md`` documents each one.

Cards are addressed by instance id (``card``) when the acting seat can see them, or by
position (``zone`` + ``index``) in a hidden zone, like JOL's "card 3 of the hand".

Game modules add their own commands with :func:`register`; the decoder then accepts them.
"""

from __future__ import annotations

from typing import Any, Union

import msgspec

from .intake import decode_json as decode_json_checked


class Command(msgspec.Struct, kw_only=True, tag_field="type", omit_defaults=True):
    """Base of all commands.

    ``seat`` is who gives the command.  ``host`` marks a command the host gives on a seat's
    behalf (allowed anything, always logged as such).  ``expect`` is the ``state_id`` the
    sender saw; when given and not current, the command is stale and refused.
    """

    seat: int
    host: bool = False
    expect: int | None = None


# -- cards ---------------------------------------------------------------------------------


class Move(Command, tag="move"):
    """Move a card to any zone: ``index`` in a pile or hand (0 = top/left, ``None`` = top of
    a pile, right end of a hand), ``bottom`` for the bottom of a pile, ``x``/``y`` in a region,
    ``face_up`` to turn it (``None``: the destination zone's default)."""

    to: str
    card: int | None = None
    zone: str | None = None
    index: int | None = None
    to_index: int | None = None
    bottom: bool = False
    x: float | None = None
    y: float | None = None
    face_up: bool | None = None


class Lock(Command, tag="lock"):
    """Turn a card sideways (tap): it has acted or is in use."""

    card: int


class Unlock(Command, tag="unlock"):
    card: int


class UnlockAll(Command, tag="unlock_all"):
    """Unlock every card ``target`` controls (``None``: the acting seat)."""

    target: int | None = None


class Flip(Command, tag="flip"):
    """Turn a card face down or face up (addressed by id, or by position if hidden)."""

    card: int | None = None
    zone: str | None = None
    index: int | None = None


class Counter(Command, tag="counter"):
    """Add ``delta`` to, or ``set`` a counter of ``kind`` on a card (``card``) or a seat
    (``target``), e.g. blood on a vampire, pool or victory points of a Methuselah."""

    kind: str
    card: int | None = None
    target: int | None = None
    delta: int = 0
    set: int | None = None


class Attach(Command, tag="attach"):
    """Put ``card`` on ``to`` (equipment on a vampire) so they move together."""

    card: int
    to: int


class Detach(Command, tag="detach"):
    card: int


class Label(Command, tag="label"):
    """Write a short note on a card (empty text removes it)."""

    card: int
    text: str = ""


# -- piles -----------------------------------------------------------------------------------


class Draw(Command, tag="draw"):
    """Draw ``n`` cards from a pile (default: the seat's deck) to a zone (default: its hand)."""

    n: int = 1
    zone: str | None = None
    to: str | None = None


class Shuffle(Command, tag="shuffle"):
    zone: str


class Cut(Command, tag="cut"):
    """Cut a pile: the top ``at`` cards go to the bottom (``None``: a random cut)."""

    zone: str
    at: int | None = None


class Look(Command, tag="look"):
    """Look at the top ``n`` cards of a pile, or at one hidden card; only the seat learns them."""

    zone: str
    n: int = 1
    index: int | None = None


class Reveal(Command, tag="reveal"):
    """Show cards to everybody: the top ``n`` of a pile, or one card by id or position."""

    zone: str | None = None
    n: int = 1
    card: int | None = None
    index: int | None = None


class RandomCard(Command, tag="random_card"):
    """Pick a card of a zone at random (a random discard); the log says which position."""

    zone: str


# -- table -------------------------------------------------------------------------------------


class Roll(Command, tag="roll"):
    sides: int = 6
    count: int = 1


class Coin(Command, tag="coin"):
    pass


class PassToken(Command, tag="pass_token"):
    """Give a token (the Edge) to a seat, or put it back in the middle with ``to=None``."""

    token: str
    to: int | None = None


class Say(Command, tag="say"):
    text: str


class EndTurn(Command, tag="end_turn"):
    pass


class SetPhase(Command, tag="phase"):
    """Name the current phase in a manual game (rules modules drive it themselves)."""

    phase: str


class SetBot(Command, tag="set_bot"):
    """Host only: let the computer play seat ``target`` at ``level`` (one of the game
    module's ``bot_levels``), or give it back to a person with ``level`` empty."""

    target: int
    level: str = ""


class RenameSeat(Command, tag="rename_seat"):
    """Host only: call seat ``target`` ``name`` (the player who took it over the LAN)."""

    target: int
    name: str


#: commands about who sits at a seat, not moves of the game: the rules neither judge nor follow them
SEAT_COMMANDS = (SetBot, RenameSeat)


class Undo(Command, tag="undo"):
    pass


class Rollback(Command, tag="rollback"):
    """Host only: take back the last ``steps`` commands, whatever they were (cards seen stay
    seen), when the table agrees; logged for everybody."""

    steps: int = 1


class Redo(Command, tag="redo"):
    pass


class Batch(Command, tag="batch"):
    """Several commands applied as one: all or nothing, one undo step (a dragged selection)."""

    commands: list[Any] = []


_registry: list[type[Command]] = [
    Move,
    Lock,
    Unlock,
    UnlockAll,
    Flip,
    Counter,
    Attach,
    Detach,
    Label,
    Draw,
    Shuffle,
    Cut,
    Look,
    Reveal,
    RandomCard,
    Roll,
    Coin,
    PassToken,
    Say,
    EndTurn,
    SetPhase,
    Undo,
    Redo,
    Batch,
    SetBot,
    RenameSeat,
    Rollback,
]
_decoders: dict[str, Any] = {}


def register(cls: type[Command]) -> type[Command]:
    """Add a game module's command type to the union the decoder accepts (a class decorator)."""
    if cls not in _registry:
        _registry.append(cls)
        _decoders.clear()
    return cls


def _union() -> Any:
    """The union of all command types; built once per registry change (msgspec caches its
    compiled form per type object, so rebuilding it per call would be slow)."""
    union = _decoders.get("union")
    if union is None:
        union = _decoders["union"] = Union[tuple(_registry)]  # noqa: UP007 - from the registry
    return union


def decode_json(data: bytes | str) -> Command:
    """Parse one command from JSON; raises :class:`msgspec.ValidationError` or
    :class:`msgspec.DecodeError` with a readable reason when it is malformed."""
    cmd = decode_json_checked(data, _union())
    _decode_batch(cmd)
    return cmd


def from_builtins(obj: Any) -> Command:
    """A command from already parsed JSON data (a dict)."""
    cmd = msgspec.convert(obj, _union())
    _decode_batch(cmd)
    return cmd


def from_builtins_list(objs: list[Any]) -> list[Command]:
    """Many commands at once (a save's log): one conversion pass, much faster than one
    :func:`from_builtins` call per command."""
    cmds: list[Command] = msgspec.convert(objs, list[_union()])  # type: ignore[misc]
    for cmd in cmds:
        _decode_batch(cmd)
    return cmds


_NOT_IN_A_BATCH = ("batch", "undo", "redo")


def _decode_batch(cmd: Command) -> None:
    """Decode a batch's parts, refusing nested batches before decoding them (so a batch of
    batches hundreds deep is one refusal, not a recursion)."""
    if isinstance(cmd, Batch):
        for part in cmd.commands:
            kind = part.get("type") if isinstance(part, dict) else getattr(part, "type", None)
            if kind in _NOT_IN_A_BATCH or isinstance(part, (Batch, Undo, Redo)):
                raise msgspec.ValidationError("a batch may not contain batch, undo or redo")
        cmd.commands = [c if isinstance(c, Command) else from_builtins(c) for c in cmd.commands]


def to_builtins(cmd: Command) -> dict[str, Any]:
    return msgspec.to_builtins(cmd)


def encode_json(cmd: Command) -> bytes:
    return msgspec.json.encode(cmd)
