"""The words of the commands the panel shows: every VTES rules command and the base
module's default, read from the host's State and from the seat's View alike."""

from __future__ import annotations

from vtt.core import commands as C
from vtt.core.module import GameModule, GameSpec, SeatSpec
from vtt.core.views import view_for
from vtt.games import get_game
from vtt.games.vtes import manual
from vtt.games.vtes.cards import load_cards
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.wording import first_effect

from .conftest import plain_directed, vtes_spec


def test_vtes_commands_in_words():
    module = get_game("vtes")
    state = module.new_state(vtes_spec())
    plain_directed(state)
    hand = state.seat_zone(0, "hand").cards[0]
    vampire = state.seat_zone(0, "uncontrolled").cards[0]
    card, minion = (
        module.card_name(state.cards[hand].catalog),
        module.card_name(state.cards[vampire].catalog),
    )
    effect = first_effect(load_cards().get(state.cards[hand].catalog).text)
    view = view_for(state, 0, module)
    expected = [
        (K.NextPhase(seat=0), "Go on to the master phase"),
        (K.EndTurnRules(seat=0), "End the turn"),
        (K.EdgePool(seat=0), "Take 1 pool for holding the Edge"),
        (K.PlayMaster(seat=0, card=hand), f"Play {card}: {effect}"),
        (K.Act(seat=0, minion=vampire, kind=K.BLEED), f"Bleed Bruno with {minion}"),
        (K.Act(seat=0, minion=vampire, kind=K.HUNT), f"Hunt with {minion} (stealth 1)"),
        (K.Block(seat=0, minion=vampire), f"Block with {minion}"),
        (K.Modify(seat=0, what=K.INTERCEPT, card=hand), f"+1 intercept, as {card} says"),
        (K.PlayCard(seat=0, card=hand, minion=vampire), f"Play {card} with {minion}"),
        (
            K.PlayCard(seat=0, card=hand, minion=vampire, superior=True),
            f"Play {card} (superior) with {minion}",
        ),
        (K.Vote(seat=0, side="for", source="vampire", minion=vampire), f"{minion}'s votes for"),
        (K.Vote(seat=0, side="against", source="edge"), "Burn the Edge for 1 vote against"),
        (K.Strike(seat=0, minion=vampire), "Strike: hand strike (1 damage)"),
        (
            K.Strike(seat=0, minion=vampire, kind=K.DAMAGE, damage=2, ranged=True, card=hand),
            f"Strike: 2 damage, ranged, as {card} says",
        ),
        (
            K.Maneuver(seat=0, minion=vampire, card=hand),
            f"Maneuver with {minion} (change the range), as {card} says",
        ),
        (K.Press(seat=0, minion=vampire, card=hand), f"Press with {minion}, as {card} says"),
        (K.CryptDraw(seat=0), "Draw a crypt card (4 transfers and 1 pool)"),
        (manual.ToReady(seat=0, card=vampire), f"Bring {minion} into play"),
        (
            manual.Transfer(seat=0, card=vampire, amount=-1),
            f"Move 1 blood from {minion} back to your pool (2 transfers per blood)",
        ),
    ]
    for cmd, words in expected:
        assert module.describe_command(cmd, state, 0).english() == words
        assert module.describe_command(cmd, view, 0).english() == words
    assert (
        module.command_group(K.Act(seat=0, minion=vampire, kind=K.HUNT), view, 0).english()
        == f"Actions of {minion}"
    )


def test_master_cards_say_what_they_do_and_to_what():
    module = get_game("vtes")
    state = module.new_state(vtes_spec())
    db = load_cards()
    hand = state.seat_zone(0, "hand").cards
    vampire = state.seat_zone(0, "uncontrolled").cards[0]
    villein, highway = state.cards[hand[0]], state.cards[hand[1]]
    villein.catalog = next(c.catalog for c in db.cards.values() if c.name == "Villein")
    highway.catalog = next(c.catalog for c in db.cards.values() if c.name == "Information Highway")
    beckett = module.card_name(state.cards[vampire].catalog)
    on = K.PlayMaster(seat=0, card=villein.id, on=vampire)
    assert module.describe_command(on, state, 0).english() == (  # what the engine runs
        f"Play Villein on {beckett}: move 2 blood from {beckett} to your pool"
    )
    kept = K.PlayMaster(seat=0, card=highway.id, keep=True)
    assert module.describe_command(kept, state, 0).english() == (
        "Play Information Highway: keep it in play (location). +2 transfers."
    )
    spanish = module.describe_command(kept, state, 0, "es")
    assert spanish.args["effect"] == "+2 transferencias."


def test_the_default_words_are_the_type_tag():
    module = get_game("free")
    state = module.new_state(
        GameSpec(game="free", seats=[SeatSpec(name="Ana"), SeatSpec(name="Bruno")])
    )
    assert type(module).describe_command is GameModule.describe_command
    assert module.describe_command(C.Draw(seat=0, n=1), state, 0).english() == "draw"
    assert module.command_group(C.Draw(seat=0, n=1), state, 0).english() == "draw"
