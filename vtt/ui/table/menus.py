"""Context menus of the table: every action that applies to a card, pile, hand, region or
the table itself.  Each entry submits a command through :class:`TableActions` or opens a
small dialog of the view (draw N, look at N, browse, note)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from ...core import commands as C
from ...core.model import HAND, PILE, REGION
from ..counters import counter_name
from ..words import message_text
from .card_item import CardItem
from .zone_items import PileItem, ZoneItem


def card_menu(view, item: CardItem) -> QMenu:
    """What can be done with one card: turning it, its counters, attachments and notes (in
    a region), and moving it (only for the cards the viewer handles)."""
    menu = QMenu(view)
    zone = view.scene().zone_items.get(item.zone_id)
    kind = zone.kind if zone is not None else REGION
    if kind == REGION:
        _turning_entries(view, menu, item)
    if kind == REGION and item.card_id is not None:
        _counter_entries(view, menu, item)
        _attachment_entries(view, menu, item)
        menu.addAction(
            QCoreApplication.translate("TableMenu", "Write a note..."),
            lambda: view.edit_label(item),
        )
    menu.addSeparator()
    _moving_entries(view, menu, item)
    _game_entries(view, menu, item)
    for action in menu.actions():
        if not item.movable:
            action.setEnabled(False)
    return menu


def _turning_entries(view, menu: QMenu, item: CardItem) -> None:
    acts = view.actions
    if item.card_id is not None:
        if item.card.locked:
            menu.addAction(
                QCoreApplication.translate("TableMenu", "Unlock"), lambda: acts.lock(item, False)
            )
        else:
            menu.addAction(
                QCoreApplication.translate("TableMenu", "Lock"), lambda: acts.lock(item, True)
            )
    menu.addAction(
        QCoreApplication.translate("TableMenu", "Turn face down")
        if item.card.face_up
        else QCoreApplication.translate("TableMenu", "Turn face up"),
        lambda: acts.flip(item),
    )


def _counter_entries(view, menu: QMenu, item: CardItem) -> None:
    acts = view.actions
    counters = menu.addMenu(QCoreApplication.translate("TableMenu", "Counters"))
    layout = view.scene().layout
    for counter in layout.card_counters:
        name = counter_name(layout, counter)
        counters.addAction(
            QCoreApplication.translate("TableMenu", "Add {counter}").format(counter=name),
            lambda c=counter: acts.card_counter(item, c, 1),
        )
        if item.card.counters.get(counter):
            counters.addAction(
                QCoreApplication.translate("TableMenu", "Remove {counter}").format(counter=name),
                lambda c=counter: acts.card_counter(item, c, -1),
            )


def _attachment_entries(view, menu: QMenu, item: CardItem) -> None:
    acts = view.actions
    if item.card.attached_to is not None:
        menu.addAction(QCoreApplication.translate("TableMenu", "Detach"), lambda: acts.detach(item))
        return
    hosts = [
        other
        for other in view.scene().card_items.values()
        if other is not item
        and other.zone_id == item.zone_id
        and other.card_id is not None
        and other.card.attached_to is None
    ]
    attach = menu.addMenu(QCoreApplication.translate("TableMenu", "Attach to..."))
    attach.setEnabled(bool(hosts))
    for host in sorted(hosts, key=lambda h: h.index):
        attach.addAction(view.card_title(host), lambda h=host: acts.attach(item, h))


def _moving_entries(view, menu: QMenu, item: CardItem) -> None:
    acts = view.actions
    destinations = [
        ("hand", QCoreApplication.translate("TableMenu", "To my hand")),
        ("discard", QCoreApplication.translate("TableMenu", "Discard")),
        ("play", QCoreApplication.translate("TableMenu", "Put on the table")),
    ]
    for role, label in destinations:
        target = acts.zone_of_role(role)
        if target is not None and target != item.zone_id:
            menu.addAction(label, lambda r=role: acts.to_role(item, r))
    deck = acts.zone_of_role("deck")
    if deck is not None:
        menu.addAction(
            QCoreApplication.translate("TableMenu", "To the top of my deck"),
            lambda: acts.move(item, deck),
        )
        menu.addAction(
            QCoreApplication.translate("TableMenu", "To the bottom of my deck"),
            lambda: acts.move(item, deck, bottom=True),
        )
    if item.card_id is not None:
        menu.addAction(
            QCoreApplication.translate("TableMenu", "Show to everybody"),
            lambda: acts.command(C.Reveal, at=item, card=item.card_id),
        )


def _game_entries(view, menu: QMenu, item: CardItem) -> None:
    """The game's own moves for the card: first the choices the game offers now that play
    or use this very card (the Decisions panel's, in the same words), then the module's
    moves (``GameModule.card_actions``) that are not already among them."""
    controller = view.controller
    offered = _offered_for(view, item)
    actions = [
        (label, cmd)
        for label, cmd in controller.module.card_actions(controller.view, item.card)
        if not any(_same_play(cmd, other) for _, other in offered)
    ]
    if not offered and not actions:
        return
    menu.addSeparator()
    for text, cmd in offered:
        menu.addAction(text, lambda c=cmd: view.actions.submit(c, at=item))
    for label, cmd in actions:
        menu.addAction(message_text(label), lambda c=cmd: view.actions.submit(c, at=item))


def _offered_for(view, item: CardItem) -> list[tuple[str, C.Command]]:
    """The legal commands of the viewing seat that name this card as the one played or
    used, in the Decisions panel's words."""
    controller = view.controller
    if item.card_id is None:
        return []
    seat = controller.seat
    language = view.scene().language if view.scene() is not None else "en"
    out = []
    for cmd in controller.legal_commands(seat):
        if getattr(cmd, "card", None) == item.card_id:
            words = controller.module.describe_command(cmd, controller.view, seat, language)
            out.append((message_text(words), cmd))
    return out


def _same_play(cmd: C.Command, other: C.Command) -> bool:
    """Whether two commands play the same card the same way but for their aims."""
    keys = ("card", "minion", "superior", "on")
    return type(cmd) is type(other) and all(
        getattr(cmd, k, None) == getattr(other, k, None) for k in keys
    )


def pile_menu(view, pile: PileItem) -> QMenu:
    acts = view.actions
    menu = QMenu(view)
    zid = pile.zone_id
    mine = pile.owner in (None, acts.seat)
    hand = acts.zone_of_role("hand")
    entries = []
    if mine and hand is not None:
        entries += [
            (
                QCoreApplication.translate("TableMenu", "Draw"),
                lambda: acts.draw(1, zone=zid, at=pile),
            ),
            (
                QCoreApplication.translate("TableMenu", "Draw several..."),
                lambda: view.ask_draw(zid),
            ),
        ]
    if mine:
        entries += [
            (
                QCoreApplication.translate("TableMenu", "Shuffle"),
                lambda: acts.command(C.Shuffle, at=pile, zone=zid),
            ),
            (
                QCoreApplication.translate("TableMenu", "Look at the top cards..."),
                lambda: view.ask_look(zid),
            ),
            (QCoreApplication.translate("TableMenu", "Search..."), lambda: view.browse(zid)),
            (
                QCoreApplication.translate("TableMenu", "Reveal the top card"),
                lambda: acts.command(C.Reveal, at=pile, zone=zid, n=1),
            ),
        ]
    else:
        entries.append(
            (QCoreApplication.translate("TableMenu", "Browse..."), lambda: view.browse(zid))
        )
    entries += [
        (
            QCoreApplication.translate("TableMenu", "Cut"),
            lambda: acts.command(C.Cut, at=pile, zone=zid),
        ),
        (
            QCoreApplication.translate("TableMenu", "Pick a random card"),
            lambda: acts.command(C.RandomCard, at=pile, zone=zid),
        ),
    ]
    if mine and pile.count:
        target = acts.zone_of_role("discard")
        if target and target != zid:
            entries.append(
                (
                    QCoreApplication.translate("TableMenu", "Discard the top card"),
                    lambda: acts.command(C.Move, at=pile, zone=zid, index=0, to=target),
                )
            )
        if pile.kind == PILE:
            entries.append(
                (
                    QCoreApplication.translate("TableMenu", "Move the top card to the bottom"),
                    lambda: acts.command(C.Move, at=pile, zone=zid, index=0, to=zid, bottom=True),
                )
            )
    for label, slot in entries:
        action = menu.addAction(label, slot)
        action.setEnabled(
            pile.count > 0 or label == QCoreApplication.translate("TableMenu", "Browse...")
        )
    return menu


def zone_menu(view, zone: ZoneItem) -> QMenu:
    """A region or a hand: its own actions, then the table's."""
    acts = view.actions
    menu = QMenu(view)
    if zone.kind == REGION and zone.owner in (None, acts.seat):
        menu.addAction(
            QCoreApplication.translate("TableMenu", "Unlock all my cards"),
            lambda: acts.unlock_all(at=zone),
        )
    if zone.kind == HAND and zone.owner == acts.seat and zone.count:
        menu.addAction(
            QCoreApplication.translate("TableMenu", "Shuffle my hand"),
            lambda: acts.command(C.Shuffle, at=zone, zone=zone.zone_id),
        )
        menu.addAction(
            QCoreApplication.translate("TableMenu", "Discard a card at random"),
            lambda: acts.command(C.RandomCard, at=zone, zone=zone.zone_id),
        )
    menu.addSeparator()
    add_table_entries(view, menu)
    return menu


def add_table_entries(view, menu: QMenu) -> None:
    menu.addAction(QCoreApplication.translate("TableMenu", "Roll a die"), lambda: view.roll())
    menu.addAction(QCoreApplication.translate("TableMenu", "Flip a coin"), lambda: view.flip_coin())
    menu.addSeparator()
    menu.addAction(
        QCoreApplication.translate("TableMenu", "Fit the table to the window"), view.fit_table
    )


def table_menu(view) -> QMenu:
    menu = QMenu(view)
    menu.addAction(
        QCoreApplication.translate("TableMenu", "Unlock all my cards"),
        lambda: view.actions.unlock_all(),
    )
    upright = menu.addAction(QCoreApplication.translate("TableMenu", "Turn all cards to me"))
    upright.setCheckable(True)
    upright.setChecked(view.cards_upright())
    upright.setToolTip(
        QCoreApplication.translate(
            "TableMenu", "Show every card upright for you; off: each card faces its player"
        )
    )
    upright.toggled.connect(view.set_cards_upright)
    add_table_entries(view, menu)
    return menu
