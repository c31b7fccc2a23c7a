"""Browsing piles shows only what the viewing seat may see."""

from tests.ui.settle import settle
from vtt.core import commands as C
from vtt.ui.table.pile_browser import PileBrowser


def test_own_deck_shows_cards_only_after_a_logged_look(table, qtbot):
    session, controller, view = table
    browser = PileBrowser(controller, view.renderer, "s0.deck", parent=view)
    qtbot.addWidget(browser)
    assert browser.list.count() == 0
    assert not browser.look_all.isHidden()
    browser.look_all.click()
    settle()
    assert session.log[-1].kind == "look"
    assert browser.list.count() == 49
    browser.filter.setText("hearts")
    assert 0 < browser.list.count() <= 13
    browser.list.item(0).setSelected(True)
    catalog = session.state.cards[browser.list.item(0).data(0x0100)].catalog
    browser.buttons["hand"].click()
    settle()
    hand = session.state.zones["s0.hand"].cards
    assert len(hand) == 6
    assert catalog in {session.state.cards[c].catalog for c in hand}


def test_look_at_top_n_lists_just_those(table, qtbot):
    session, controller, view = table
    controller.command(C.Look, zone="s0.deck", n=3)
    settle()
    browser = PileBrowser(controller, view.renderer, "s0.deck", top=3, parent=view)
    qtbot.addWidget(browser)
    assert browser.list.count() == 3


def test_other_seats_deck_shows_nothing_and_no_actions(table, qtbot):
    session, controller, view = table
    browser = PileBrowser(controller, view.renderer, "s1.deck", parent=view)
    qtbot.addWidget(browser)
    assert browser.list.count() == 0
    assert browser.look_all.isHidden()
    assert not browser.buttons["hand"].isEnabled()


def test_public_discard_is_browsable_by_everyone(table, qtbot):
    session, controller, view = table
    hand = session.state.zones["s1.hand"].cards[0]
    controller.session.submit(C.Move(seat=1, card=hand, to="s1.discard"))
    settle()
    browser = PileBrowser(controller, view.renderer, "s1.discard", parent=view)
    qtbot.addWidget(browser)
    assert browser.list.count() == 1
