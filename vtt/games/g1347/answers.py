"""Each 1347 command in one place: which answers it allows, whether one is legal and why
not, what it does, and how a player reads it.

:data:`ANSWERS` maps every command type of :mod:`.commands` to its :class:`Answer`.  The
module validates through :data:`.commands.DECISION_COMMANDS` (which commands the pending step
accepts) and then the command's own answer; ``legal_commands`` lists the options of the
answers the step accepts, in the table's order; ``apply`` runs the answer's effect; the
decisions panel shows its words (:func:`describe`, :func:`group`).
"""

from __future__ import annotations

from typing import Any

from ...core import commands as C
from ...core import events as E
from ...core.messages import QT_TRANSLATE_NOOP, Message, reject
from ...core.table import Outcome
from . import commands as G
from . import rats
from . import rules_state as R
from .catalog import kind_of, supply_of
from .describe import Table, choose_words, supply_words, with_card
from .engine import PLAYABLE, Engine
from .table import ROW_Y, SLOTS, SPACE_DY, SPACE_STEP, SPACE_X, SUPPLIES

_PLAY = (
    QT_TRANSLATE_NOOP("G1347", "Play {card} (nuns: {nuns}) in the {building}"),
    QT_TRANSLATE_NOOP("G1347", "Play {card} in the {building}"),
)
_GIVE = (
    QT_TRANSLATE_NOOP("G1347", "Give {card} (nuns: {nuns}) to {name}"),
    QT_TRANSLATE_NOOP("G1347", "Give {card} to {name}"),
)
_DISCARD = (
    QT_TRANSLATE_NOOP("G1347", "Discard {card} (nuns: {nuns}) to discard a rat"),
    QT_TRANSLATE_NOOP("G1347", "Discard {card} to discard a rat"),
)
_NOT_IN_HAND = QT_TRANSLATE_NOOP("G1347", "That card is not in your hand.")
_NO_BUILDING = QT_TRANSLATE_NOOP("G1347", "There is no building {n} this round.")


class Answer[CmdT: C.Command, StepT]:
    """The rules of one command type ``CmdT`` answering steps of type ``StepT``;
    subclasses fill in what differs."""

    # the heading the decisions panel lists the command under
    group: Message
    # the rule a well-formed but illegal answer breaks
    why: Message = _NOT_IN_HAND
    # given at any time, not in answer to the pending step
    anytime = False

    def options(self, eng: Engine, step: StepT, seat: int) -> list[C.Command]:
        """Every legal command of this type for ``seat`` answering ``step``."""
        return []

    def legal(self, eng: Engine, step: StepT, cmd: CmdT) -> bool:
        """Whether ``cmd`` answers ``step``: the same rules as :meth:`options`, without
        building the list."""
        return True

    def check(self, eng: Engine, step: StepT, cmd: CmdT) -> None:
        """Raise Rejected with the broken rule when ``cmd`` is not legal."""
        if not self.legal(eng, step, cmd):
            raise reject(self.why)

    def apply(self, eng: Engine, step: StepT, cmd: CmdT, out: Outcome) -> None:
        """The command's effect on the engine's state."""
        raise NotImplementedError

    def words(self, t: Table, cmd: CmdT) -> Message:
        """The command in a player's words."""
        raise NotImplementedError


def _finish_one(eng: Engine, step: R.LookStep | R.GiveStep | R.HospitalStep) -> None:
    """One of the step's ``n`` answers is given; the step ends with the last one."""
    step.n = (step.n or 0) - 1
    if step.n <= 0:
        eng.pop_step()


class SupplyAnswer(Answer[G.Supply, R.SupplyStep]):
    """R-B-01, R-B-02: carry out the supply action of one building of the row."""

    group = QT_TRANSLATE_NOOP("G1347", "Supply actions")

    why = _NO_BUILDING

    def check(self, eng: Engine, step: Any, cmd: G.Supply) -> None:
        if not self.legal(eng, step, cmd):
            raise reject(self.why, n=cmd.slot + 1)

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.Supply(seat=seat, slot=i) for i in eng.slots()]

    def legal(self, eng: Engine, step: Any, cmd: G.Supply) -> bool:
        return 0 <= cmd.slot < len(eng.slots())

    def apply(self, eng: Engine, step: R.SupplyStep, cmd: G.Supply, out: Outcome) -> None:
        """A seat of a simultaneous supply step leaves it (its looks come right after the
        step, which the other seats still answer); a lone seat's step ends."""
        at = 0
        if step.seats is not None:
            step.seats.remove(cmd.seat)
            at = 1 if step.seats else 0
        if at == 0:
            eng.pop_step()
        action = supply_of(eng.building_at(cmd.slot))
        eng.draw_pop(cmd.seat, action["draw"])
        if action["rats"]:
            eng.discard_rats(cmd.seat, action["rats"])
        if action["look"]:
            eng.push(R.LookStep(seat=cmd.seat, n=action["look"]), at=at)

    def words(self, t: Table, cmd: G.Supply) -> Message:
        return supply_words(t, cmd.slot)


class LookAnswer(Answer[G.LookNun, R.LookStep]):
    """The eye symbol and the Fortune-teller: look at an unseen card of the Nun row."""

    group = QT_TRANSLATE_NOOP("G1347", "Nun row")
    why = QT_TRANSLATE_NOOP("G1347", "Look at one of the five Nun-row cards you have not seen yet.")

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.LookNun(seat=seat, index=i) for i in eng.unknown_nuns(seat)]

    def legal(self, eng: Engine, step: Any, cmd: G.LookNun) -> bool:
        return cmd.index in eng.unknown_nuns(cmd.seat)

    def apply(self, eng: Engine, step: R.LookStep, cmd: G.LookNun, out: Outcome) -> None:
        card = eng.state.cards[eng.state.zones["nuns"].cards[cmd.index]]
        card.known_to.append(cmd.seat)
        eng.events.append(
            E.Looked(
                seat=cmd.seat,
                zone="nuns",
                indexes=[cmd.index],
                cards=[card.id],
                catalogs=[card.catalog],
                audience=[cmd.seat],
            )
        )
        out.revealed = True
        _finish_one(eng, step)

    def words(self, t: Table, cmd: G.LookNun) -> Message:
        return QT_TRANSLATE_NOOP("G1347", "Look at card {n} of the Nun row").with_args(
            n=cmd.index + 1
        )


class EnterAnswer(Answer[G.Enter, R.EnterStep]):
    """R-C-02, R-C-03: put a disc on the next free space of a building."""

    group = QT_TRANSLATE_NOOP("G1347", "Enter a building")

    why = _NO_BUILDING

    def check(self, eng: Engine, step: Any, cmd: G.Enter) -> None:
        if not self.legal(eng, step, cmd):
            raise reject(self.why, n=cmd.slot + 1)

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.Enter(seat=seat, slot=i) for i in eng.slots()]

    def legal(self, eng: Engine, step: Any, cmd: G.Enter) -> bool:
        return 0 <= cmd.slot < len(eng.slots())

    def apply(self, eng: Engine, step: R.EnterStep, cmd: G.Enter, out: Outcome) -> None:
        r = eng.r
        spare = eng.state.zones[f"s{cmd.seat}.discs"]
        space = len(r.entries[cmd.slot])
        eng.move(
            eng.state.cards[spare.cards[-1]],
            SLOTS[cmd.slot],
            x=SPACE_X + space * SPACE_STEP,
            y=ROW_Y + space * SPACE_DY,
        )
        r.entries[cmd.slot].append(cmd.seat)
        r.order.append(cmd.seat)
        r.queue.pop(0)
        eng.push(R.PlayStep(seat=cmd.seat))

    def words(self, t: Table, cmd: G.Enter) -> Message:
        return QT_TRANSLATE_NOOP("G1347", "Enter the {building} (building {n})").with_args(
            building=t.building_name(cmd.slot), n=cmd.slot + 1
        )


class SafeConductAnswer(Answer[G.SafeConduct, R.EnterStep]):
    """R-C-05: play a Safe-conduct instead of entering; the seat enters later."""

    group = QT_TRANSLATE_NOOP("G1347", "Enter a building")
    why = QT_TRANSLATE_NOOP(
        "G1347",
        "Playing a Safe-conduct needs one in your hand and another player still to enter.",
    )

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        cmd = G.SafeConduct(seat=seat)
        return [cmd] if self.legal(eng, step, cmd) else []

    def legal(self, eng: Engine, step: Any, cmd: G.SafeConduct) -> bool:
        cards = eng.state.cards
        return len(eng.r.queue) > 1 and any(cards[c].catalog == "safe" for c in eng.hand(cmd.seat))

    def apply(self, eng: Engine, step: R.EnterStep, cmd: G.SafeConduct, out: Outcome) -> None:
        cards = eng.state.cards
        cid = next(c for c in eng.hand(cmd.seat) if cards[c].catalog == "safe")
        eng.move(cards[cid], SUPPLIES["safe"], face_up=True)
        eng.r.queue.append(eng.r.queue.pop(0))

    def words(self, t: Table, cmd: G.SafeConduct) -> Message:
        return QT_TRANSLATE_NOOP("G1347", "Play a Safe-conduct and enter later")


class PlayAnswer(Answer[G.Play, R.PlayStep]):
    """R-C-04: place a population card, joker, Sword or Flute face down (never Gold)."""

    group = QT_TRANSLATE_NOOP("G1347", "Play a card face down")
    why = QT_TRANSLATE_NOOP(
        "G1347",
        "Only population cards, jokers, Swords and Flutes from your hand can be played in a building; Gold never.",  # noqa: E501
    )

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        cards = eng.state.cards
        return [
            G.Play(seat=seat, card=c)
            for c in eng.hand(seat)
            if kind_of(cards[c].catalog) in PLAYABLE
        ]

    def legal(self, eng: Engine, step: Any, cmd: G.Play) -> bool:
        return (
            cmd.card in eng.hand(cmd.seat)
            and kind_of(eng.state.cards[cmd.card].catalog) in PLAYABLE
        )

    def apply(self, eng: Engine, step: R.PlayStep, cmd: G.Play, out: Outcome) -> None:
        played = eng.state.zones[f"s{cmd.seat}.played"]
        eng.move(
            eng.state.cards[cmd.card],
            played.id,
            face_up=False,
            x=len(played.cards) * 30.0,
            y=ROW_Y,
        )

    def words(self, t: Table, cmd: G.Play) -> Message:
        slot = t.entered(cmd.seat)
        building = t.building_name(slot) if slot is not None else "?"
        return with_card(t, cmd.card, _PLAY, building=building)


class DoneAnswer(Answer[G.Done, Any]):
    """Stop playing cards (phase C) or discarding (the Hospital)."""

    group = QT_TRANSLATE_NOOP("G1347", "Finish")

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.Done(seat=seat)]

    def apply(self, eng: Engine, step: Any, cmd: G.Done, out: Outcome) -> None:
        eng.pop_step()

    def words(self, t: Table, cmd: G.Done) -> Message:
        if t.kind == "hospital":
            return QT_TRANSLATE_NOOP("G1347", "Done discarding")
        return QT_TRANSLATE_NOOP("G1347", "Done playing cards")


class ChooseAnswer(Answer[G.Choose, R.ChooseStep]):
    """§5.1, §5.2: the Sword or Flute winner names one of the seats tied for fewest."""

    group = QT_TRANSLATE_NOOP("G1347", "Choose a player")
    why = QT_TRANSLATE_NOOP("G1347", "Choose one of the players tied for fewest.")

    def options(self, eng: Engine, step: R.ChooseStep, seat: int) -> list[C.Command]:
        return [G.Choose(seat=seat, target=t) for t in step.options]

    def legal(self, eng: Engine, step: R.ChooseStep, cmd: G.Choose) -> bool:
        return cmd.target in step.options

    def apply(self, eng: Engine, step: R.ChooseStep, cmd: G.Choose, out: Outcome) -> None:
        eng.pop_step()
        if step.what == "sword":
            eng.push(R.GiveStep(seat=cmd.target, to=step.seat, n=None))
        else:
            eng.push(R.FluteStep(seat=step.seat, to=cmd.target))

    def words(self, t: Table, cmd: G.Choose) -> Message:
        return choose_words(t, cmd.target)


class GiveAnswer(Answer[G.Give, R.GiveStep]):
    """§5.1 and the Watchtower: give one more card of the hand."""

    group = QT_TRANSLATE_NOOP("G1347", "Give a card")

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.Give(seat=seat, card=c) for c in eng.hand(seat)]

    def legal(self, eng: Engine, step: Any, cmd: G.Give) -> bool:
        return cmd.card in eng.hand(cmd.seat)

    def apply(self, eng: Engine, step: R.GiveStep, cmd: G.Give, out: Outcome) -> None:
        eng.move(eng.state.cards[cmd.card], f"s{step.to}.hand")
        _finish_one(eng, step)

    def words(self, t: Table, cmd: G.Give) -> Message:
        return with_card(t, cmd.card, _GIVE, name=t.arg("to"))


class DiscardAnswer(Answer[G.Discard, R.HospitalStep]):
    """The Hospital: discard a hand card to discard one rat."""

    group = QT_TRANSLATE_NOOP("G1347", "Discard a card for a rat")

    def options(self, eng: Engine, step: Any, seat: int) -> list[C.Command]:
        return [G.Discard(seat=seat, card=c) for c in eng.hand(seat)]

    def legal(self, eng: Engine, step: Any, cmd: G.Discard) -> bool:
        return cmd.card in eng.hand(cmd.seat)

    def apply(self, eng: Engine, step: R.HospitalStep, cmd: G.Discard, out: Outcome) -> None:
        eng.return_card(eng.state.cards[cmd.card])
        eng.discard_rats(cmd.seat, 1)
        _finish_one(eng, step)

    def words(self, t: Table, cmd: G.Discard) -> Message:
        return with_card(t, cmd.card, _DISCARD)


class ExchangeAnswer(Answer[G.ExchangeRats, None]):
    """At any time: 3 or 5 value-1 rat tokens for one token of 3 or 5."""

    group = QT_TRANSLATE_NOOP("G1347", "Rats")
    anytime = True

    def check(self, eng: Engine, step: Any, cmd: G.ExchangeRats) -> None:
        state = eng.state
        if cmd.value not in (3, 5):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "Rat tokens are exchanged 3 for a 3 or 5 for a 5.")
            )
        ones = sum(
            1 for c in state.zones[f"s{cmd.seat}.rats"].cards if state.cards[c].catalog == "rat.1"
        )
        if ones < cmd.value:
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "You need {n} rat tokens of value 1 for that."),
                n=cmd.value,
            )
        if not any(
            state.cards[c].catalog == f"rat.{cmd.value}" for c in state.zones["rat.supply"].cards
        ):
            raise reject(
                QT_TRANSLATE_NOOP("G1347", "The supply has no rat token of value {n} left."),
                n=cmd.value,
            )

    def apply(self, eng: Engine, step: Any, cmd: G.ExchangeRats, out: Outcome) -> None:
        rats.exchange(eng.state, cmd.seat, cmd.value, eng.events)

    def words(self, t: Table, cmd: G.ExchangeRats) -> Message:
        return QT_TRANSLATE_NOOP(
            "G1347", "Exchange {n} rat tokens of value 1 for one of value {n}"
        ).with_args(n=cmd.value)


ANSWERS: dict[type[C.Command], Answer[Any, Any]] = {
    G.Supply: SupplyAnswer(),
    G.LookNun: LookAnswer(),
    G.Enter: EnterAnswer(),
    G.SafeConduct: SafeConductAnswer(),
    G.Play: PlayAnswer(),
    G.Done: DoneAnswer(),
    G.Choose: ChooseAnswer(),
    G.Give: GiveAnswer(),
    G.Discard: DiscardAnswer(),
    G.ExchangeRats: ExchangeAnswer(),
}


def describe(module: Any, cmd: C.Command, source: Any, seat: int) -> Message | None:
    """``cmd`` in words, or None for a command that is not one of 1347's."""
    answer = ANSWERS.get(type(cmd))
    return None if answer is None else answer.words(Table(module, source), cmd)


def group(module: Any, cmd: C.Command, source: Any, seat: int) -> Message | None:
    """The panel heading of ``cmd``, or None for a command that is not one of 1347's."""
    answer = ANSWERS.get(type(cmd))
    return None if answer is None else answer.group
