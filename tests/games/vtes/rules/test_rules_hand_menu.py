"""A card of the hand, right-clicked in a rules game, offers its plays with each ready minion
(``GameModule.card_actions``): the engine's own commands, so a play the card's requirements
forbid is refused with the reason, and an allowed one is played."""

from __future__ import annotations

from vtt.core.views import view_for
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MINION


def _menu(t, seat: int, card_id: int) -> dict[str, object]:
    view = view_for(t.state, seat, t.module)
    shown = next(c for c in view.zones[f"s{seat}.hand"].cards if c.id == card_id)
    return {label.english(): cmd for label, cmd in t.module.card_actions(view, shown)}


def test_a_hand_card_offers_a_play_with_each_ready_minion_and_the_rules_answer(table, not_run):
    t = table
    not_run("Spying Mission")
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")  # obfuscate at the inferior level only
    spying = t.in_hand(0, "Spying Mission")  # an action modifier applied by hand
    menu = _menu(t, 0, spying.id)
    assert menu == {
        "Play with Sully": K.PlayCard(seat=0, card=spying.id, minion=sully.id),
        "Play at superior with Sully": K.PlayCard(
            seat=0, card=spying.id, minion=sully.id, superior=True
        ),
    }
    # not during an action: refused with the rule, nothing changes
    assert t.refused(menu["Play with Sully"]).startswith("Cards are played this way during an")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))  # Sully's Methuselah plays first
    refused = t.refused(_menu(t, 0, spying.id)["Play at superior with Sully"])
    assert "Sully" in refused and "Spying Mission" in refused  # the level is missing
    t.ok(_menu(t, 0, spying.id)["Play with Sully"])
    assert spying.id in t.state.zones["s0.ash_heap"].cards


def test_the_menu_offers_no_play_outside_a_rules_game_or_for_another_seat(table):
    t = table
    t.to_phase(MINION)
    t.vampire(0, 3, "Sully")
    cloak = t.in_hand(0, "Cloak the Gathering")
    view = view_for(t.state, 1, t.module)
    assert not any(c.id == cloak.id for z in view.zones.values() for c in z.cards)
    master = t.in_hand(0, "Villein", index=1)
    assert list(_menu(t, 0, master.id)) == ["Play this master card on Sully"]
