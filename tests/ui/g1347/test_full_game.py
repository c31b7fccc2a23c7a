"""A whole 1347 game as a new user plays it: Game > New with four seats, the rules on and
seats 2-4 computer players; the person answers every decision in the Decisions dock (the
first choice listed, at most two cards per building, then the first button); the computer
players play in between.  The score sheet must open by itself at the end, and every line of
it must equal a calculation done here by hand from the final table, following the rules
(docs: /work/shared/rules/1347.md §7-8 and the Spanish rulebook's "Fin de la partida")
without the module's scoring code."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QPushButton

from tests.screenshots import screenshot_dir
from vtt.core.bots import play_bots
from vtt.core.module import GameSpec, SeatSpec
from vtt.games.g1347.catalog import nuns_of
from vtt.settings import Settings
from vtt.ui import bots
from vtt.ui.dialogs.new_game import NewGameDialog, create_session
from vtt.ui.main_window import MainWindow

SCREENSHOT = screenshot_dir() / "score-1347.png"
SEED = 1347
MAX_CLICKS = 600
#: cards the person plays into one building before pressing the first button ("Done")
CARDS_PER_BUILDING = 2
CLASSES = [
    ("peasantry", "Peasantry"),
    ("bourgeoisie", "Bourgeoisie"),
    ("church", "Church"),
    ("knighthood", "Knighthood"),
    ("sorcery", "Sorcery"),
    ("royalty", "Royalty"),
]


# -- the game, as the user starts and plays it ---------------------------------------------------


def new_game_spec(qtbot):
    """Game > New…: 1347, four players, rules on, seats 2-4 computer players (plays to win)."""
    dialog = NewGameDialog("Ana", "", "en", "free")
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("1347"))
    dialog.seats.setValue(4)
    assert dialog.rules.isChecked()
    for row in dialog.rows[1:4]:
        assert row.player.isEnabled()
        row.player.setCurrentIndex(row.player.findData("heuristic"))
    dialog.seed.setText(str(SEED))
    assert dialog.seed_value() == SEED
    return dialog.spec()


def person_decides(session) -> bool:
    decision = session.module.decision(session.state)
    return decision is not None and 0 in decision.seats


def settled(window, session) -> bool:
    """The game waits for the person (the bots are idle) and the panel shows it, or it is
    over."""
    return (
        window.bots.waiting_seat() is None
        and window.decisions.shown.state_id == session.state.state_id
        and (session.module.decision(session.state) is None or person_decides(session))
    )


def panel_buttons(panel) -> list[QPushButton]:
    return [panel.buttons_box.itemAt(i).widget() for i in range(panel.buttons_box.count())]


def panel_items(panel):
    return [
        panel.list.item(r)
        for r in range(panel.list.count())
        if panel.list.item(r).data(Qt.ItemDataRole.UserRole) is not None
        and not panel.list.item(r).isHidden()
    ]


def click(qtbot, panel, played: int) -> bool:
    """One click of the person; True when it was a listed choice (a card played, say)."""
    items, pressed = panel_items(panel), panel_buttons(panel)
    assert items or pressed, panel.decision_label.text()
    if items and (not pressed or played < CARDS_PER_BUILDING):
        item = items[0]
        panel.list.scrollToItem(item)
        qtbot.mouseClick(
            panel.list.viewport(),
            Qt.MouseButton.LeftButton,
            pos=panel.list.visualItemRect(item).center(),
        )
        return True
    qtbot.mouseClick(pressed[0], Qt.MouseButton.LeftButton)
    return False


# -- the hand calculation (rules §7-8) -----------------------------------------------------------


def kind(catalog: str) -> str:
    head = catalog.split(".")[0]
    return "pop" if head == "p" else head


def majority(counts: list[int]) -> list[int]:
    """2 to the most; a tie: 1 to each; nobody at zero (project decision A-11)."""
    top = max(counts)
    if top == 0:
        return [0] * len(counts)
    leaders = [c == top for c in counts]
    return [(2 if sum(leaders) == 1 else 1) if lead else 0 for lead in leaders]


def by_hand(state) -> tuple[list[tuple[str, list[int]]], list[int], list[str], list[str]]:
    """(label, points per seat) lines, totals, the dead and the winners' names."""
    n = len(state.seats)
    lines: list[tuple[str, list[int]]] = []
    prizes = [10, 5] if n == 2 else [10, 5, 2]
    for cls, name in CLASSES:
        influence = [state.seats[s].counters[cls] for s in range(n)]
        arrived = state.data["arrive"][cls]
        order = sorted(
            (s for s in range(n) if influence[s] > 0), key=lambda s: (-influence[s], arrived[s])
        )  # lower in the stack first
        points = [0] * n
        for place, seat in enumerate(order[: len(prizes)]):
            points[seat] = prizes[place]
        lines.append((f"Influence in {name}: " + " / ".join(map(str, prizes)), points))
    hands = [
        [kind(state.cards[c].catalog) for c in state.zones[f"s{s}.hand"].cards] for s in range(n)
    ]
    lines.append(
        (
            "Most population cards and jokers in hand",
            majority([sum(k in ("pop", "joker") for k in h) for h in hands]),
        )
    )
    for what, label in (
        ("sword", "Most Swords"),
        ("flute", "Most Flutes"),
        ("safe", "Most Safe-conducts"),
    ):
        lines.append((label, majority([h.count(what) for h in hands])))
    if "treasury" in state.data["in_use"]:
        gold = [h.count("gold") for h in hands]
        points = [0] * n
        ranks = sorted(set(g for g in gold if g > 0), reverse=True)
        if ranks:
            first = [s for s in range(n) if gold[s] == ranks[0]]
            for s in first:
                points[s] = 9 // len(first) if len(first) > 1 else 6
            if len(first) == 1 and len(ranks) > 1 and n > 2:
                second = [s for s in range(n) if gold[s] == ranks[1]]
                for s in second:
                    points[s] = 3 // len(second)
        lines.append(("Gold (6 / 3)", points))
    lines.append(
        (
            "Victory-point tokens",
            [
                sum(
                    int(state.cards[c].catalog.split(".")[1])
                    for c in state.zones[f"s{s}.vps"].cards
                )
                for s in range(n)
            ],
        )
    )
    totals = [sum(points[s] for _, points in lines) for s in range(n)]
    rats = [
        sum(int(state.cards[c].catalog.split(".")[1]) for c in state.zones[f"s{s}.rats"].cards)
        + state.data.get("rat_extra", [0] * n)[s]
        for s in range(n)
    ]
    nuns = sum(nuns_of(state.cards[c].catalog) for c in state.zones["nuns"].cards)
    lines.append((f"Rats (the plague kills above {nuns})", rats))
    alive = [s for s in range(n) if rats[s] <= nuns]  # equal is safe
    winners: list[int] = []
    if alive:
        best = max(totals[s] for s in alive)
        top = [s for s in alive if totals[s] == best]
        fewest = min(rats[s] for s in top)
        winners = [s for s in top if rats[s] == fewest]
    names = [seat.name for seat in state.seats]
    return (
        lines,
        totals,
        [names[s] for s in range(n) if s not in alive],
        [names[s] for s in winners],
    )


def shown_lines(dialog) -> list[tuple[str, list[str]]]:
    table = dialog.table
    return [
        (
            table.verticalHeaderItem(r).text(),
            [table.item(r, c).text() for c in range(table.columnCount())],
        )
        for r in range(table.rowCount())
    ]


def save_screenshot(window, dialog) -> None:
    """The window with the score sheet over its middle, as the user sees them (a dialog is a
    window of its own: its picture is painted onto the main window's)."""
    shot = window.grab()
    painter = QPainter(shot)
    sheet = dialog.grab()
    painter.drawPixmap(
        (shot.width() - sheet.width()) // 2, (shot.height() - sheet.height()) // 2, sheet
    )
    painter.end()
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    shot.save(str(SCREENSHOT))


# -- the test --------------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_whole_game_ends_on_a_score_sheet_that_matches_the_rules(qtbot, monkeypatch):
    monkeypatch.setattr(bots, "BOT_DELAY_MS", 0)
    window = MainWindow(Settings(player_name="Ana", autosave_minutes=0), "en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.start_session(create_session(new_game_spec(qtbot)))
    session, panel = window.session, window.decisions
    assert [s.bot for s in session.state.seats] == ["", "heuristic", "heuristic", "heuristic"]
    assert not window.actions_by_id["scores"].isEnabled()

    clicks = played = 0
    asked = ""
    while True:
        qtbot.waitUntil(lambda: settled(window, session), timeout=30000)
        if session.module.decision(session.state) is None:
            break
        assert clicks < MAX_CLICKS
        if panel.decision_label.text() != asked:
            asked, played = panel.decision_label.text(), 0
        before = panel.shown.state_id
        played += click(qtbot, panel, played)
        qtbot.waitUntil(
            lambda before=before: panel.shown.state_id != before or bool(panel.error.text()),
            timeout=5000,
        )
        assert panel.error.text() == "", panel.error.text()
        clicks += 1

    state = session.state
    assert state.data["phase"] == "end" and state.data["round"] == state.data["rounds"] == 8
    qtbot.waitUntil(
        lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=5000
    )
    dialog = window.score_dialog
    assert not dialog.isModal()
    assert window.actions_by_id["scores"].isEnabled()

    lines, totals, dead, winners = by_hand(state)
    expected = [(label, [str(v) for v in points]) for label, points in lines]
    expected.insert(-1, ("Total", [str(t) for t in totals]))  # the rats decide, not add
    shown = shown_lines(dialog)
    assert [label for label, _ in shown] == [label for label, _ in expected]
    for got, want in zip(shown, expected, strict=True):
        assert got == want
    header = [dialog.table.horizontalHeaderItem(c).text() for c in range(4)]
    assert header == [s.name for s in state.seats]
    for name in dead:
        assert f"{name} has more rats than nuns and dies of the plague." in dialog.notes.text()
    if not winners:
        assert dialog.winner.text() == "Nobody wins."
    elif len(winners) == 1:
        assert dialog.winner.text() == f"{winners[0]} wins."
    else:
        assert dialog.winner.text() == f"Shared victory: {', '.join(winners)}."

    # Game > Show scores opens it again, once
    dialog.close()
    qtbot.waitUntil(lambda: window.score_dialog is None, timeout=5000)
    window.actions_by_id["scores"].trigger()
    assert window.score_dialog is not None and window.score_dialog.isVisible()

    save_screenshot(window, window.score_dialog)
    window.discard_changes()


@pytest.mark.parametrize(
    "players, buildings, seed",
    [(2, "random", 3), (3, "types", 4), (4, "random", 5), (5, "random", 6)],
)
def test_the_sheet_agrees_with_the_hand_calculation_with_gold_and_every_special(
    players, buildings, seed
):
    """The game the user starts has the first-game buildings (no Treasury, Office or Piper's
    hut); these games of computer players use the others too."""
    spec = GameSpec(
        game="1347",
        seed=seed,
        rules=True,
        options={"buildings": buildings},
        seats=[SeatSpec(name=f"P{i + 1}", bot="heuristic") for i in range(players)],
    )
    session = create_session(spec)
    play_bots(session, 100_000)
    state = session.state
    sheet = session.module.final_scores(state)
    assert sheet is not None
    lines, totals, dead, winners = by_hand(state)
    assert [(row.label.english(), list(row.values)) for row in sheet.rows] == lines
    assert sheet.totals == totals
    assert [state.seats[s].name for s in sheet.winners] == winners
