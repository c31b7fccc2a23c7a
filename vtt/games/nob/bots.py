"""Computer players: ``random`` (any legal command) and ``win`` (plays for its sect).

Both choose only from what their seat may know: the legal commands of their seat, their own
hand and sect, and the public table (the Sovereign's sect, the dead's sects, who openly acted
against whom in ``NobState.hostile``).  Their "randomness" is a generator seeded from the
state, so a bot game replays identically from its seed without touching ``state.rng``.
"""

from __future__ import annotations

from ...core import commands as C
from ...core.model import State
from ...core.rng import Rng, seed_words
from ...core.session import Session
from . import commands as N
from .cards import CardDef
from .deal import BANG_MIX
from .engine import Engine
from .legal import legal_commands
from .rules import rules_of

LEVELS = ("random", "heuristic")
#: what the win bot keeps when it must discard (higher: kept longer)
_KEEP = {"defend": 9, "attack": 8, "bite": 6, "blood": 7, "mods": 5, "hitman": 5}


def _rng(state: State, seat: int) -> Rng:
    g = rules_of(state)
    return Rng(seed_words(state.rng[0] ^ (state.next_id << 20) ^ (g.turns << 8) ^ seat))


def choose(state: State, seat: int, level: str) -> C.Command | None:
    # the bots keep to a random hand card when they steal or force a discard (the choices
    # naming a card in play are for people; the balance figures were measured without them)
    legal = [
        c
        for c in legal_commands(state, seat)
        if not (isinstance(c, (N.Play, N.UseDiscipline)) and c.pick is not None)
    ]
    if not legal:
        return None
    if level == "heuristic":
        return WinBot(state, seat, legal).choose()
    return legal[_rng(state, seat).below(len(legal))]


class WinBot:
    """Pursues its sect's goal: the Sovereign's enemies strike the Sovereign; the Sovereign
    and its sect strike whoever has openly struck at them; everybody defends, heals before
    the Beast wakes and keeps Attacks and Defences."""

    def __init__(self, state: State, seat: int, legal: list[C.Command]):
        self.state, self.seat, self.legal = state, seat, legal
        self.eng = Engine(state)
        self.g = self.eng.g

    def d(self, card_id: int) -> CardDef:
        return self.eng.cat(card_id)

    def loyal(self) -> bool:
        g = self.g
        return g.mode != "solo" and g.vampires[self.seat].sect == g.vampires[g.sovereign].sect

    def target(self) -> int | None:
        g, eng, me = self.g, self.eng, self.seat
        others = eng.others(me)
        if not others:
            return None
        sov = g.sovereign
        if g.mode != "solo" and not self.loyal() and g.vampires[sov].alive:
            if not self.alone() or self.sovereign_health() <= 2 or others == [sov]:
                return sov
            others = [o for o in others if o != sov]  # a lone sect must deal the last blow
        friends = [sov] if g.mode != "solo" and self.loyal() else []
        friends = [f for f in friends if f != me] + [me]

        def suspicion(j: int) -> tuple[int, int]:
            score = sum(g.hostile[j][f] for f in friends) + g.hostile[j][sov]
            return (score, -eng.blood(j) - len(eng.hand(j)))

        return max(others, key=suspicion)

    def alone(self) -> bool:
        """Whether this vampire's sect has no other member at the table: it wins only by
        killing the Sovereign itself, so it weakens the others first (public: the mix)."""
        g = self.g
        sect = g.vampires[self.seat].sect
        if g.mode == "bang":
            sov = g.vampires[g.sovereign].sect
            return list(BANG_MIX[sov]).count(sect) == 1 and sect != sov
        if g.mode == "duel":
            return True
        mix = self.state.options.get("mix") or []
        return mix.count(sect) == 1 if mix else False

    def sovereign_health(self) -> int:
        light, aggr = self.eng.wounds(self.g.sovereign)
        return 4 - light - 2 * aggr

    def first(self, kinds: tuple[type, ...], test) -> C.Command | None:
        for cmd in self.legal:
            if isinstance(cmd, kinds) and test(cmd):
                return cmd
        return None

    def choose(self) -> C.Command:
        kind = self.g.pending.kind if self.g.pending else ""
        if kind == "discard":
            hand = self.eng.hand(self.seat)
            worst = min(hand, key=lambda c: _KEEP.get(self.d(c).effect.kind, 3))
            return N.Discard(seat=self.seat, card=worst)
        if kind != "play":
            answer = self.first((N.Respond,), lambda c: True)
            return answer or N.Decline(seat=self.seat)
        return self.play() or N.End(seat=self.seat)

    def play(self) -> C.Command | None:
        return self._recover() or self._develop() or self._strike()

    def play_kind(self, *kinds: str, at: int | None = None) -> C.Command | None:
        """The first legal play of an Habilidad of one of ``kinds`` at ``at``."""
        return self.first(
            (N.Play,),
            lambda c: (
                not c.as_kind
                and self.d(c.card).type == "habilidad"
                and self.d(c.card).effect.kind in kinds
                and c.target == at
            ),
        )

    def _recover(self) -> C.Command | None:
        """Feed in frenzy, heal aggravated then light wounds while blood is plenty."""
        eng, me = self.eng, self.seat
        blood = eng.blood(me)
        light, aggr = eng.wounds(me)
        if self.g.vampires[me].frenzy:
            target = self.target()
            bite = self.first((N.Play,), lambda c: c.target == target and c.as_kind == "bite")
            if bite:
                return bite
        if blood >= 3 and aggr:
            return self.first((N.Heal,), lambda c: c.aggravated)
        sovereign = me == self.g.sovereign
        if (blood >= 3 and light + 2 * aggr >= 2) or (sovereign and blood >= 2 and light):
            return self.first((N.Heal,), lambda c: not c.aggravated)
        return None

    def _develop(self) -> C.Command | None:
        """Cards in play first, then blood, healing and cards."""
        eng, me = self.eng, self.seat
        placed = self.first((N.Play,), lambda c: self.d(c.card).type in ("trasfondo", "contacto"))
        if placed:
            return placed
        if eng.blood(me) < self.g.vampires[me].cap and (cmd := self.play_kind("blood")):
            return cmd
        if eng.wounds(me)[0] and (cmd := self.play_kind("heal", "heal_all")):
            return cmd
        return self.play_kind("draw", "scavenge")

    def _strike(self) -> C.Command | None:
        eng, me = self.eng, self.seat
        target = self.target()
        if target is None:
            return None
        blood = eng.blood(me)
        if cmd := self.first((N.UseContact,), lambda c: c.target == target):
            return cmd
        if cmd := self._attack(target, blood):
            return cmd
        attacks = sum(1 for c in eng.hand(me) if self.d(c).is_attack)
        if attacks >= 2 and (cmd := self.play_kind("bite", at=target)):
            return cmd
        if (not self.loyal() or me == self.g.sovereign) and (cmd := self.play_kind("area", "hunt")):
            return cmd
        if cmd := self.play_kind("steal", "discard", at=target):
            return cmd
        if blood >= 4:
            return self.first((N.UseDiscipline,), lambda c: c.target in (None, target))
        return None

    def _attack(self, target: int, blood: int) -> C.Command | None:
        me, eng = self.seat, self.eng
        best, best_value = None, -1
        for cmd in self.legal:
            if not isinstance(cmd, (N.Play, N.UseDiscipline)) or cmd.target != target:
                continue
            d = self.d(cmd.card)
            if d.effect.kind != "attack" or (isinstance(cmd, N.UseDiscipline) and blood < 3):
                continue
            value = (
                eng.attr(me, d.effect.attr) * 10 + d.effect.n + (5 if d.effect.aggravated else 0)
            )
            if value > best_value:
                best, best_value = cmd, value
        return best


def play_out(state: State, check=None) -> Session:
    """Let the bots of ``state`` play to the end (benchmarks, balance runs and batch tests)
    through the session's fast path, the same pipeline as a game in the app; ``check`` is
    called with the state after every move.  The session holds the final state and the
    moves made (``commands``)."""
    from ...core.bots import play_bots
    from .. import get_game

    session = Session(state, get_game("nob"), restore_by_replay=True)
    if check is not None:
        session.listeners.append(lambda _entry: check(session.state))
    play_bots(session)
    return session
