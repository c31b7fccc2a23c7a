"""Every legal command of a seat now: what the bots and a hint choose from.

Built from the same checks the module validates with, so the list and the rules cannot
disagree (a test validates every listed command through whole games).
"""

from __future__ import annotations

from ...core import commands as C
from ...core.messages import Rejected
from ...core.model import State
from . import commands as N
from .cards import ATTRS, EFFECT_KINDS
from .engine import Engine
from .rules import rules_of


def _targets(eng: Engine, seat: int, needs: bool) -> list[int | None]:
    return list(eng.others(seat)) if needs else [None]


def legal_commands(state: State, seat: int) -> list[C.Command]:
    """Every legal command of ``seat`` now.  A card that steals or forces a discard is
    listed once aimed at a random card of the target's hand (the default) and once for each
    face-up Trasfondo or Contacto the target has in play (``pick``)."""
    g = rules_of(state)
    if g.over or g.pending is None or g.pending.seat != seat:
        return []
    eng = Engine(state)
    kind = g.pending.kind
    hand = eng.hand(seat)
    if kind == "discard":
        return [N.Discard(seat=seat, card=c) for c in hand]
    if kind != "play":
        out: list[C.Command] = [
            N.Respond(seat=seat, card=c) for c in hand if _answers(eng, seat, kind, c)
        ]
        return out + [N.Decline(seat=seat)]
    return _play_step(eng, seat)


def _answers(eng: Engine, seat: int, kind: str, card_id: int) -> bool:
    if kind in ("defend", "area"):
        return eng.cat(card_id).is_defence
    return eng.answers_with_attack(seat, card_id)


def _ok(check, *args) -> bool:
    try:
        check(*args)
    except Rejected:
        return False
    return True


def _play_step(eng: Engine, seat: int) -> list[C.Command]:
    return (
        _from_hand(eng, seat) + _from_table(eng, seat) + _spending(eng, seat) + [N.End(seat=seat)]
    )


def _from_hand(eng: Engine, seat: int) -> list[C.Command]:
    out: list[C.Command] = []
    frenzy = eng.vamp(seat).frenzy
    for c in eng.hand(seat):
        d = eng.cat(c)
        needs = d.type == "habilidad" and EFFECT_KINDS[d.effect.kind]
        for t in _targets(eng, seat, needs):
            if _ok(eng.check_play, seat, c, t, None, ""):
                out.append(N.Play(seat=seat, card=c, target=t))
                out += [
                    N.Play(seat=seat, card=c, target=t, pick=p)
                    for p in _picks(eng, d.effect.kind, t)
                    if _ok(eng.check_play, seat, c, t, p, "")
                ]
        for kind in ("bite", "attack") if frenzy else ():
            for t in eng.others(seat):
                if _ok(eng.check_play, seat, c, t, None, kind):
                    out.append(N.Play(seat=seat, card=c, target=t, as_kind=kind))
    return out


def _from_table(eng: Engine, seat: int) -> list[C.Command]:
    out: list[C.Command] = []
    for c in eng.zone("mat", seat).cards:
        d = eng.cat(c)
        if d.deck != "discipline":
            continue
        for t in _targets(eng, seat, EFFECT_KINDS[d.effect.kind]):
            if _ok(eng.check_discipline, seat, c, t, None):
                out.append(N.UseDiscipline(seat=seat, card=c, target=t))
                out += [
                    N.UseDiscipline(seat=seat, card=c, target=t, pick=p)
                    for p in _picks(eng, d.effect.kind, t)
                    if _ok(eng.check_discipline, seat, c, t, p)
                ]
    for c in eng.zone("contactos", seat).cards:
        for t in eng.others(seat):
            if _ok(eng.check_contact, seat, c, t):
                out.append(N.UseContact(seat=seat, card=c, target=t))
    return out


def _picks(eng: Engine, kind: str, target: int | None) -> list[int]:
    """The cards in play a steal or a forced discard may name instead of a random hand
    card: the target's Trasfondos and Contactos that lie face up (a face-down Contacto
    cannot be named: its id would tell the player which card it is)."""
    if kind not in ("steal", "discard") or target is None:
        return []
    in_play = eng.zone("trasfondos", target).cards + eng.zone("contactos", target).cards
    return [c for c in in_play if eng.state.cards[c].face_up]


def _spending(eng: Engine, seat: int) -> list[C.Command]:
    out: list[C.Command] = [
        N.Heal(seat=seat, aggravated=a) for a in (False, True) if _ok(eng.check_heal, seat, a)
    ]
    for src in ATTRS:
        for dst in ATTRS:
            if src != dst and _ok(eng.check_shift, seat, src, dst):
                out.append(N.Shift(seat=seat, src=src, dst=dst))
    return out
