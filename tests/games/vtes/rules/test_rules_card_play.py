"""Cards played from hand (``vtes_play``), the effects bound to them (no free effects) and
the steps applied by hand as a played card says (``vtes_as_card``), with the Fifth Edition
starters' cards: Cloak the Gathering (stealth), Deflection (redirection), Roundhouse (a
strike), Mistrust (a master card the engine does not run)."""

from vtt.core import commands as C
from vtt.core.table import move_card
from vtt.core.views import events_for, view_for
from vtt.games.vtes.rules import commands as K
from vtt.games.vtes.rules.data import MASTER, MINION
from vtt.games.vtes.rules.legal import legal_commands
from vtt.ui.log_text import event_sentences

from .conftest import Table

STEALTH = "Stealth comes from a card: play an action modifier that gives it first."
AMOUNT = "A bleed or a hunt changes only as a card says: play the card that changes it first."
REDIRECT = "Only a card redirects a bleed: play a reaction such as Deflection first."
STRIKE = (
    "Only the hand strike needs no card: any other strike comes from a card or a weapon, "
    "played first."
)


def _log(t, result, seat=2):
    """The log lines ``seat`` reads for a command's events."""
    events = events_for(result.events, seat)
    return event_sentences(events, view_for(t.state, seat, t.module), t.module)


def _words(t, cmd, seat):
    return t.module.describe_command(cmd, t.state, seat).english()


def _bleed(t):
    """Seat A's Sully bleeds B; B's Ashley (dominate) is ready to react."""
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Sully")
    ashley = t.vampire(1, 2, "Ashley")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    return sully, ashley


def test_no_bleed_amount_stealth_or_redirection_without_a_card(table):
    t = table
    sully, _ = _bleed(t)
    assert t.refused(K.Modify(seat=0, what=K.AMOUNT, delta=1)) == AMOUNT
    t.pass_round()  # nobody blocks: B declines
    assert not any(isinstance(c, K.Modify) for c in legal_commands(t.state, 0))
    t.ok(K.Pass(seat=0))
    assert not any(isinstance(c, K.Redirect) for c in legal_commands(t.state, 1))
    assert t.refused(K.Redirect(seat=1, target=2)) == REDIRECT
    t.ok(K.Pass(seat=1))
    # C, not even the bleed's target, cannot cut it with nothing in hand
    assert t.refused(K.Modify(seat=2, what=K.AMOUNT, delta=-1)) == AMOUNT
    for seat in (2, 3):
        t.ok(K.Pass(seat=seat))
    assert t.pool(1) == 29


def test_deflection_is_played_paid_and_redirects_the_bleed_as_it_says(table):
    t = table
    sully, ashley = _bleed(t)
    deflection = t.in_hand(1, "Deflection")
    t.pass_round()  # nobody blocks: B declines
    t.ok(K.Pass(seat=0))  # the acting Methuselah's last chance is gone
    play = K.PlayCard(seat=1, card=deflection.id, minion=ashley.id, target=2)
    assert play in legal_commands(t.state, 1)
    assert _words(t, play, 1) == "Play Deflection with Ashley: lock Ashley; redirect the bleed to C"
    result = t.ok(play)
    log = _log(t, result)
    assert "B's Ashley plays Deflection." in log
    assert "As Deflection says: B redirects the bleed to C." in log
    assert ashley.counters["blood"] == 1  # Deflection costs 1 blood
    assert deflection.zone == "s1.ash_heap" and len(t.state.seat_zone(1, "hand").cards) == 7
    assert t.state.cards[ashley.id].locked  # "Lock this reacting vampire"
    assert t.rules["action"]["target"] == 2
    # the engine applied it: the card has given its redirection
    assert t.refused(K.Redirect(seat=1, target=3, card=deflection.id)) != ""
    t.pass_round()  # the block step again, the acting Methuselah first: C declines
    t.ok(K.Pass(seat=0))
    assert (
        t.refused(K.Redirect(seat=2, target=1, card=deflection.id))
        == "Only the Methuselah who played Deflection applies its effect."
    )


def test_an_action_modifier_gives_its_stealth_once_and_only_to_its_player(table, not_run):
    t = table
    not_run("Spying Mission")
    sully, _ = _bleed(t)
    blocker = t.vampire(1, 2)
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=blocker.id))  # intercept 0 reaches stealth 0
    assert t.refused(K.Modify(seat=0, what=K.STEALTH)) == STEALTH
    spying = t.in_hand(0, "Spying Mission")  # its stealth applied by hand
    play = K.PlayCard(seat=0, card=spying.id, minion=sully.id)
    assert play in legal_commands(t.state, 0)
    assert K.PlayCard(seat=0, card=spying.id, minion=sully.id, superior=True) not in (
        legal_commands(t.state, 0)
    )  # Sully has obfuscate at the inferior level only
    assert "A's Sully plays Spying Mission." in _log(t, t.ok(play))
    stealth = K.Modify(seat=0, what=K.STEALTH, delta=1, card=spying.id)
    assert stealth in legal_commands(t.state, 0)
    assert _words(t, stealth, 0) == "+1 stealth, as Spying Mission says"
    assert (
        t.refused(K.Modify(seat=0, what=K.STEALTH, delta=2, card=spying.id))
        == "Spying Mission gives at most 1 here."
    )
    result = t.ok(stealth)
    assert "As Spying Mission says: A gives the action +1 stealth." in _log(t, result)
    assert t.rules["action"]["stealth"] == 1
    assert (
        t.refused(K.Modify(seat=0, what=K.STEALTH, delta=1, card=spying.id))
        == "Spying Mission has already given that effect here."
    )
    t.ok(K.Pass(seat=0))
    assert (
        t.refused(K.Modify(seat=1, what=K.INTERCEPT, delta=1, card=spying.id))
        == "Only the Methuselah who played Spying Mission applies its effect."
    )
    assert (
        t.refused(K.PlayCard(seat=1, card=t.in_hand(1, "Spying Mission").id, minion=blocker.id))
        == "Spying Mission is an action modifier: only the acting minion plays it, during its action."  # noqa: E501
    )  # an action modifier belongs to the acting side
    t.pass_round()  # B and the others pass: the block fails, stealth 1 against intercept 0
    assert t.rules["played"][0]["card"] == spying.id  # remembered for the action...
    t.pass_round()  # the block step again: B declines
    t.pass_round()  # the resolution round
    assert t.rules["action"] is None and not t.rules["played"]  # ...and no longer


def test_a_combat_card_gives_the_strike_its_text_says(table):
    t = table
    sully, _ = _bleed(t)
    ryan = t.vampire(1, 3, "Ryan")  # potence
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=ryan.id))
    t.pass_round()  # intercept 0 reaches stealth 0: blocked, combat
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))  # no maneuver
    t.ok(K.Strike(seat=0, minion=sully.id))  # the hand strike needs no card
    assert t.refused(K.Strike(seat=1, minion=ryan.id, kind=K.DAMAGE, damage=3)) == STRIKE
    assert t.refused(K.Strike(seat=1, minion=ryan.id, first=True)) == STRIKE
    roundhouse = t.in_hand(1, "Roundhouse")
    play = K.PlayCard(seat=1, card=roundhouse.id, minion=ryan.id)
    assert play in legal_commands(t.state, 1)
    result = t.ok(play)  # the engine runs Roundhouse: its strike is chosen with the play
    assert "As Roundhouse says: B's Ryan strikes for 3 damage." in _log(t, result)
    assert (
        t.refused(K.Strike(seat=1, minion=ryan.id, kind=K.DAMAGE, damage=3, card=roundhouse.id))
        != ""
    )  # and not a second time
    assert t.rules["combat"]["damage"]["a"] == [3, 0]


def test_a_master_card_the_engine_does_not_run_is_applied_by_hand_as_it_says(table):
    t = table
    t.to_phase(MASTER)
    target = t.vampire(1, 2)
    mistrust = t.in_hand(0, "Mistrust")
    lock = C.Lock(seat=0, card=target.id)
    assert t.refused(lock).startswith("With the rules on, cards move only by the rules")
    t.ok(K.PlayMaster(seat=0, card=mistrust.id))
    assert t.pool(0) == 29
    step = K.AsCard(seat=0, card=mistrust.id, step=lock)
    assert (
        t.refused(K.AsCard(seat=1, card=mistrust.id, step=C.Lock(seat=1, card=target.id)))
        == "Only the Methuselah who played Mistrust applies its effect."
    )
    assert t.refused(K.AsCard(seat=0, card=mistrust.id, step=K.Pass(seat=0))).startswith(
        "A card's step by hand is a table command"
    )
    vp = C.Counter(seat=0, kind="vp", target=0, delta=1)
    assert (
        t.refused(K.AsCard(seat=0, card=mistrust.id, step=vp))
        == "With the rules on, victory points are counted by the rules."
    )
    result = t.ok(step)
    assert t.state.cards[target.id].locked
    for seat in (0, 1, 2):  # everybody reads the step
        assert "As Mistrust says: A makes a lock by hand." in _log(t, result, seat)
    t.ok(K.EndTurnRules(seat=0))
    assert t.refused(
        K.AsCard(seat=0, card=mistrust.id, step=C.Unlock(seat=0, card=target.id))
    ).startswith("Only a card played in the action, combat round, referendum or turn")


def test_a_step_by_hand_arrives_as_json_too(table):
    t = table
    t.to_phase(MASTER)
    target = t.vampire(1, 2)
    mistrust = t.in_hand(0, "Mistrust")
    t.ok(K.PlayMaster(seat=0, card=mistrust.id))
    raw = C.encode_json(K.AsCard(seat=0, card=mistrust.id, step=C.Lock(seat=0, card=target.id)))
    t.ok(C.decode_json(raw))
    assert t.state.cards[target.id].locked
    bad = K.AsCard(seat=0, card=mistrust.id, step={"type": "lock"})
    assert t.refused(bad).startswith("That step is not a table command")


def test_the_bots_name_a_card_for_every_effect(not_run):
    """A card the engine does not run is played by the bots step by step, each step naming
    its card (the starters' own cards are all run now: a few are left to the players)."""
    from vtt.games.vtes.rules.bots import new_bot_game, play_out

    for name in ("Deflection", "Conditioning", "Aire of Elation", "Torn Signpost"):
        not_run(name)
    effects = (K.Modify, K.Redirect, K.Maneuver, K.Press)
    seen = plays = 0
    for seed in (1, 2, 3, 4, 5):  # enough games that an effect is played in one of them
        session = new_bot_game(seed, seats=4, rounds=10)
        play_out(session)
        for cmd in session.commands:
            if isinstance(cmd, effects) or (
                isinstance(cmd, K.Strike) and (cmd.kind != K.HAND_STRIKE or cmd.first)
            ):
                assert cmd.card is not None, cmd
                seen += 1
            if isinstance(cmd, K.Vote) and cmd.source == "card":
                assert cmd.card is not None, cmd
        plays += sum(isinstance(cmd, K.PlayCard) for cmd in session.commands)
    assert seen and plays


def test_a_superior_play_is_worded_with_its_level():
    t = Table()
    t.to_phase(MINION)
    sully = t.vampire(0, 3, "Alexander Silverson")  # superior dominate
    aire = t.in_hand(0, "Conditioning")
    t.ok(K.Act(seat=0, minion=sully.id, kind=K.BLEED))
    t.pass_round()  # nobody blocks
    play = K.PlayCard(seat=0, card=aire.id, minion=sully.id, superior=True)
    assert play in legal_commands(t.state, 0)
    assert _words(t, play, 0) == (
        "Play Conditioning with Alexander Silverson: superior: +3 bleed"
    )  # the engine runs its effect (effects/action_modifier.json)
    result = t.ok(play)
    assert "A's Alexander Silverson plays Conditioning (superior)." in _log(t, result)
    assert t.rules["action"]["amount"] == 4


def test_a_weapon_in_play_on_the_minion_gives_its_strike_without_a_play(table):
    t = table
    sully, _ = _bleed(t)
    ryan = t.vampire(1, 3, "Ryan")
    magnum = t.in_hand(1, ".44 Magnum")  # the Tremere starter's gun, equipped beforehand
    move_card(t.state, magnum, t.state.zones["s1.ready"], face_up=True)
    magnum.attached_to = ryan.id
    t.pass_to(1)
    t.ok(K.Block(seat=1, minion=ryan.id))
    t.pass_round()  # blocked: combat
    maneuver = K.UseCard(seat=1, card=magnum.id)  # its data: a use once each combat
    t.ok(K.Pass(seat=0))
    assert maneuver in legal_commands(t.state, 1)  # "with 1 optional maneuver"
    t.ok(maneuver)
    t.ok(K.Pass(seat=0))
    t.ok(K.Pass(seat=1))
    assert t.rules["combat"]["range"] == "long"
    assert t.refused(
        K.Strike(seat=0, minion=sully.id, kind=K.DAMAGE, damage=2, card=magnum.id)
    ) == (
        ".44 Magnum was not played now and is not yours in play on that minion: "
        "it gives nothing here."
    )  # another Methuselah's gun
    t.ok(K.Strike(seat=0, minion=sully.id))
    gun = K.Strike(seat=1, minion=ryan.id, kind=K.DAMAGE, damage=2, ranged=True, card=magnum.id)
    assert gun in legal_commands(t.state, 1)
    result = t.ok(gun)
    assert "As .44 Magnum says: B's Ryan strikes for 2 damage." in _log(t, result)
    assert t.rules["combat"]["damage"]["a"] == [2, 0]  # a ranged strike hits at long range
